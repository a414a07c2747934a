"""Keeping the card search's indexes useful after an import (PostgreSQL; nothing to do elsewhere)."""

from __future__ import annotations

from typing import Any

from django.db import connection

TABLES = ("cards_card", "cards_cardname")
INDEXES = ("cards_card_search_text_trgm", "cards_cardname_search_key_trgm")  # migration cards.0007


def refresh_search_statistics(**kwargs: Any) -> None:
    """Signal receiver (cards_imported): after an import that wrote cards, merge the trigram indexes' pending lists
    and ANALYZE the card tables. Until then the planner prices the indexes so high that it scans the table
    (100 ms instead of 0.1 ms at 8.6k cards); autovacuum would do it, minutes later."""
    summary = kwargs.get("summary")
    written = sum(summary.created.values()) + sum(summary.updated.values()) if summary is not None else 1
    if connection.vendor != "postgresql" or not written:
        return
    with connection.cursor() as cursor:
        # Maintenance in the importing process, not a request: the per-statement time limit does not apply.
        cursor.execute("SET statement_timeout = 0")
        try:
            for index in INDEXES:
                cursor.execute("SELECT gin_clean_pending_list(%s::regclass)", [index])
            for table in TABLES:
                cursor.execute(f'ANALYZE "{table}"')
        finally:
            cursor.execute("RESET statement_timeout")
