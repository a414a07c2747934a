"""The time a card search may take in the database: past it the search is stopped and refused (SearchTooSlow)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import OperationalError, connection, transaction
from django.utils.translation import gettext_lazy as _

TOO_SLOW_MESSAGE = _(
    "This search takes too long to answer: narrow it down (fewer alternatives or negations, longer words, "
    "or a filter such as a type, colour or set)."
)
SQLITE_CHECK_EVERY = 1000  # SQLite virtual-machine instructions between two looks at the clock


class SearchTooSlow(ValidationError):
    """A search the database could not answer within SEARCH_TIME_LIMIT_MS: the user is asked to narrow it."""

    def __init__(self) -> None:
        super().__init__(TOO_SLOW_MESSAGE, code="query_too_slow")


def _canceled(exc: OperationalError) -> bool:
    """Whether the database stopped the statement for time (PostgreSQL) or the progress handler did (SQLite)."""
    cause = exc.__cause__
    return type(cause).__name__ == "QueryCanceled" or "interrupted" in str(exc)


@contextmanager
def search_time_limit(limit_ms: int | None = None) -> Iterator[None]:
    """Run the block's queries under the search time limit; raise SearchTooSlow when the database stops them.

    PostgreSQL: a statement_timeout local to a transaction (a savepoint inside a request's transaction), restored
    afterwards. SQLite: a progress handler that interrupts the statement once the time is up.
    """
    limit = settings.SEARCH_TIME_LIMIT_MS if limit_ms is None else limit_ms
    if not limit or connection.vendor not in ("postgresql", "sqlite"):
        yield
        return
    try:
        if connection.vendor == "postgresql":
            outermost = not connection.in_atomic_block  # then the setting ends with the transaction by itself
            with transaction.atomic():
                with connection.cursor() as cursor:
                    # No parallel workers for one visitor's search: on a small box their start costs more than they
                    # save (a broad word's first 1,000 matches took 50 ms with two workers, beside other requests).
                    cursor.execute(
                        "SELECT current_setting('statement_timeout'), set_config('statement_timeout', %s, true),"
                        " set_config('max_parallel_workers_per_gather', '0', true)",
                        [f"{int(limit)}ms"],
                    )
                    previous = cursor.fetchone()[0]
                yield
                if not outermost:
                    with connection.cursor() as cursor:
                        cursor.execute("SELECT set_config('statement_timeout', %s, true)", [previous])
        else:
            connection.ensure_connection()
            raw = connection.connection
            deadline = time.monotonic() + limit / 1000
            raw.set_progress_handler(lambda: int(time.monotonic() > deadline), SQLITE_CHECK_EVERY)
            try:
                yield
            finally:
                raw.set_progress_handler(None, 0)
    except OperationalError as exc:
        if _canceled(exc):
            raise SearchTooSlow() from exc
        raise
