"""Keeping the card search's indexes useful after an import (PostgreSQL; nothing to do elsewhere)."""

from __future__ import annotations

import threading
from typing import Any

from django.db import connection

from cards.models import Card

TABLES = ("cards_card", "cards_cardname")
INDEXES = (
    "cards_card_search_text_trgm", "cards_cardname_search_key_trgm",  # migration cards.0007
    "cards_card_icons_trgm", "cards_card_races_trgm", "cards_card_keywords_trgm",  # cards.0011
    "cards_card_search_chars", "cards_cardname_search_chars", "cards_card_reading_chars",  # cards.0012
    "cards_card_reading_trgm",
    "cards_card_search_bigrams", "cards_cardname_search_bigrams", "cards_card_reading_bigrams",  # cards.0013
    "cards_card_name_keys_bigrams", "cards_card_name_keys_chars",
)  # fmt: skip

_running: list[threading.Thread] = []

# An import that wrote no more than this many rows, plus this share of the cards there were before it, leaves the
# statistics to autovacuum, which analyzes a table past the same default thresholds (autovacuum_analyze_threshold,
# autovacuum_analyze_scale_factor): a few changed cards do not change the plan, and the refresh (ANALYZE reads a
# sample of up to 30,000 rows, VACUUM the indexes) took ~2 s of PostgreSQL's CPU at 86k cards for a one-card import,
# at full priority beside the web requests.
REFRESH_MIN_ROWS = 50
REFRESH_MIN_SHARE = 0.1


def refresh_search_statistics(**kwargs: Any) -> None:
    """Signal receiver (cards_imported): after an import that wrote many cards (into an empty table, or more than
    REFRESH_MIN_ROWS plus REFRESH_MIN_SHARE of the cards before it), merge the trigram indexes' pending lists and
    ANALYZE the card tables. Until then the planner prices the indexes so high that it scans the table
    (100 ms instead of 0.1 ms at 8.6k cards); autovacuum would do it, minutes later.

    After a committed import the work runs on a connection of its own, in a thread, while the import's process
    writes the bulk file (the other receiver): the database works while Python does. wait_for_search_statistics()
    returns once it is done (the import command waits before it exits)."""
    summary = kwargs.get("summary")
    created = sum(summary.created.values()) if summary is not None else 0
    written = created + sum(summary.updated.values()) if summary is not None else 1
    if connection.vendor != "postgresql" or not written:
        return
    before = Card.objects.count() - created
    if before > 0 and written <= REFRESH_MIN_ROWS + REFRESH_MIN_SHARE * before:
        return
    if connection.in_atomic_block:  # the import's rows are not committed (a test): another connection cannot see them
        _refresh()
        return
    thread = threading.Thread(target=_refresh_in_own_connection, name="search-statistics")
    thread.start()
    _running.append(thread)


def wait_for_search_statistics() -> None:
    """Return once the statistics refreshes started by this process are done."""
    while _running:
        _running.pop().join()


def _refresh_in_own_connection() -> None:
    try:
        _refresh()  # `connection` is this thread's own
    finally:
        connection.close()


def _refresh() -> None:
    with connection.cursor() as cursor:
        # Maintenance in the importing process, not a request: the per-statement time limit does not apply.
        cursor.execute("SET statement_timeout = 0")
        try:
            for index in INDEXES:
                # to_regclass: an index a migrated-back database does not have is skipped, not an error.
                cursor.execute("SELECT gin_clean_pending_list(to_regclass(%s))", [index])
            # VACUUM also marks the rewritten pages all-visible, which lets a search by the card's parameters read
            # the covering index alone (migration cards.0009); it cannot run inside a transaction (a test's).
            command = "ANALYZE" if connection.in_atomic_block else "VACUUM (ANALYZE)"
            for table in TABLES:
                cursor.execute(f'{command} "{table}"')
        finally:
            cursor.execute("RESET statement_timeout")
