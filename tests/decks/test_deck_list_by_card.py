"""The deck list filtered by a card reads the cards a term means through indexes — the collector number, the name
keys (trigram or character index), the reading — instead of a scan of every card and name under one OR (issue 33,
point 7: 143 ms median at 86k cards and 100k decks)."""

import pytest
from django.db import connection
from django.urls import reverse

from tests.factories import DeckFactory
from zxdecks.decks.models import Deck
from zxdecks.decks.selectors import card_ids_matching

pytestmark = pytest.mark.django_db


@pytest.fixture
def decks(user, demo_cards):
    DeckFactory(owner=user, title="赤単", visibility=Deck.Visibility.PUBLIC)
    DeckFactory(owner=user, title="青", text="4 DM01-016\n[player]\n1 DM01-102\n", visibility=Deck.Visibility.PUBLIC)


def titles(client, **params):
    body = client.get(reverse("decks:list"), params).content.decode()
    return [t for t in ("赤単", "青") if f">{t}</a>" in body]


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"card": "DM01-016"}, ["青"]),
        ({"card": "dm01-016 "}, ["青"]),  # the number as typed
        ({"card": "ぐれんのさきがけあぐに"}, ["赤単"]),  # a reading
        ({"card": "グレンノサキガケ"}, ["赤単"]),  # part of a reading in katakana
        ({"player": "水無瀬アオイ"}, ["青"]),
        ({"card": "存在しないカード"}, []),
    ],
)
def test_the_deck_list_finds_decks_by_a_cards_number_name_or_reading(client, decks, params, expected):
    assert titles(client, **params) == expected


def test_the_cards_a_term_means_are_read_by_number_name_and_reading(demo_cards):
    from cards.models import Card

    by_number = card_ids_matching("DM01-016")
    assert by_number == set(Card.objects.filter(collector_number="DM01-016").values_list("pk", flat=True))
    red = Card.objects.get(reading="ぐれんのさきがけあぐに")
    assert red.pk in card_ids_matching("さきがけ")
    assert card_ids_matching("") == set()


def _explain(sql: str, params) -> str:
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")  # a scan only if no index can serve the statement
        cursor.execute(f"EXPLAIN {sql}", params)
        return "\n".join(r[0] for r in cursor.fetchall())


@pytest.mark.parametrize("term", ["DM01-016", "さきがけ", "竜", "人形"])
def test_postgresql_serves_each_way_of_naming_a_card_from_an_index(demo_cards, term, django_assert_max_num_queries):
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL plans")
    from zxdecks.decks.selectors import card_id_queries

    for query in card_id_queries(term):
        plan = _explain(*query.query.sql_with_params())
        assert "Seq Scan" not in plan, plan
