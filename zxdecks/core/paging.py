"""Reading one page of a list: the page bound, a count that stops early, and the window a selector returns.

No DRF here: selectors (the read layer) use these, and the API's paginator and the pages build on them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.db.models import QuerySet

MAX_PAGE = 10_000
# A list counts its matches this far (or to the end of the page asked for, if further): an exact count of 100,000
# rows costs more than the page itself, and a count of 10,000 still a third of it (bench_decks).
COUNT_LIMIT = 1_000


def bounded_count(queryset: QuerySet[Any], at_least: int = 0, limit: int | None = None) -> tuple[int, bool]:
    """The number of rows of a queryset counted no further than `limit` (default COUNT_LIMIT) or at_least, whichever
    is more, and whether there are more rows than that."""
    limit = max(COUNT_LIMIT if limit is None else limit, at_least)
    counted = queryset.order_by().values("pk")[: limit + 1].count()
    return min(counted, limit), counted > limit


@dataclass(frozen=True)
class Window:
    """Rows start..stop of a list, and its rows counted as bounded_count counts them (total, more)."""

    rows: list[Any]
    total: int
    more: bool


# (queryset, start, stop, limit) → the window, its rows counted no further than limit or stop, whichever is more
WindowReader = Callable[[QuerySet[Any], int, int, int], Window]
