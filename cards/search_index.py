"""Keeping the card search's indexes useful after an import (PostgreSQL; nothing to do elsewhere)."""

from __future__ import annotations

from typing import Any

from django.db import connection

TABLES = ("cards_card", "cards_cardname")


def refresh_search_statistics(**kwargs: Any) -> None:
    """Signal receiver (cards_imported): ANALYZE the card tables after an import that wrote cards, so the planner
    knows the new rows and picks the trigram indexes (autovacuum would do it, minutes later)."""
    summary = kwargs.get("summary")
    written = sum(summary.created.values()) + sum(summary.updated.values()) if summary is not None else 1
    if connection.vendor != "postgresql" or not written:
        return
    with connection.cursor() as cursor:
        for table in TABLES:
            cursor.execute(f'ANALYZE "{table}"')
