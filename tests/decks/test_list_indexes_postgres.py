"""On PostgreSQL the deck list's queries are served by its indexes: the title search by the trigram index, a page's
ids by the index of its order alone (an index-only scan)."""

from __future__ import annotations

import pytest
from django.db import connection

from tests.decks.bulk import public_decks
from zxdecks.core.paging import bounded_count
from zxdecks.decks.models import Deck
from zxdecks.decks.selectors import decks_public

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="the indexes are PostgreSQL's"),
]


def plan(queryset, *off: str) -> str:
    """The plan PostgreSQL picks for a queryset when a table scan (and the `off` plans) are made to look expensive:
    a test has too few rows for an index to pay."""
    sql, params = queryset.query.sql_with_params()
    with connection.cursor() as cursor:
        for setting in ("seqscan", *off):
            cursor.execute(f"SET LOCAL enable_{setting} = off")
        cursor.execute(f"EXPLAIN {sql}", params)
        return "\n".join(row[0] for row in cursor.fetchall())


@pytest.fixture
def decks(demo_cards):
    decks = public_decks(30)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE decks_deck")
    return decks


def test_the_title_search_is_served_by_the_trigram_index(decks):
    # The condition decks_public writes for each word of q (title__icontains), without the visibility one that a
    # table of 30 rows would rather read from its btree index.
    matches = Deck.objects.filter(title__icontains="ライラプス").values("pk")
    assert "decks_deck_title_upper_trgm" in plan(matches)
    assert bounded_count(decks_public(q="赤単"), 0) == (30, False)


@pytest.mark.parametrize(("sort", "index"), [("recent", "decks_public_recent"), ("likes", "decks_public_liked")])
def test_a_page_of_ids_is_read_from_the_index_of_its_order_alone(decks, sort, index):
    assert f"Index Only Scan using {index}" in plan(decks_public(sort=sort).values("pk")[20:30], "bitmapscan", "sort")
