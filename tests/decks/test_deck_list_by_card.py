"""The deck list filtered by a card reads the cards a term means through indexes — the collector number, the name
keys (trigram or character index), the reading — instead of a scan of every card and name under one OR (issue 33,
point 7: 143 ms median at 86k cards and 100k decks)."""

import re

import pytest
from django.db import connection
from django.db.models import QuerySet
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from cards.models import Card
from tests.decks.bulk import public_decks
from tests.factories import DeckFactory
from zxdecks.decks import selectors
from zxdecks.decks.models import Deck, DeckCard
from zxdecks.decks.selectors import card_ids_matching, decks_public, decks_window

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


def _in_no_deck():
    return Card.objects.filter(deck_cards__isnull=True, game="zx").order_by("pk").first()


def test_a_card_in_no_deck_lists_nothing_without_reading_the_decks(client, decks):
    # A term naming only cards no deck holds (a new card, or the copies of one) walked the whole list's index,
    # probing every deck, before it found nothing (issue 33 point 7: 800 ms at 100k decks).
    number = _in_no_deck().collector_number
    with CaptureQueriesContext(connection) as captured:
        data = client.get("/api/v1/decks/", {"card": number}).json()
    assert (data["total"], data["data"], data["has_more"]) == (0, [], False)
    assert [q["sql"] for q in captured if 'FROM "decks_deck"' in q["sql"]] == []


@pytest.fixture
def holding(demo_cards):
    """45 public decks of the red list (liked 0 to 6 times, a second apart), one of the blue one, one private."""
    red = public_decks(45)
    DeckFactory(title="青", text="4 DM01-016\n[player]\n1 DM01-102\n", visibility=Deck.Visibility.PUBLIC)
    DeckFactory(title="非公開", visibility=Deck.Visibility.PRIVATE)
    return red


@pytest.mark.parametrize("sort", ["recent", "likes"])
@pytest.mark.parametrize("listed", [selectors.HOLDING_LISTED, 0])  # the decks' ids listed, or left to a subquery
def test_the_decks_holding_a_card_are_listed_and_counted_alike_however_they_are_found(
    holding, monkeypatch, sort, listed
):
    monkeypatch.setattr(selectors, "HOLDING_LISTED", listed)
    card_id = holding[0].deck_cards.order_by("pk").values_list("card_id", flat=True)[0]
    number = Card.objects.get(pk=card_id).collector_number
    key = (lambda d: (-d.like_count, holding.index(d))) if sort == "likes" else holding.index
    expected = [d.pk for d in sorted(holding, key=key)]  # the red decks only: public and holding the card
    decks = decks_public(card=number, sort=sort)
    assert isinstance(selectors.decks_holding({card_id}), QuerySet) == (not listed)
    first, second = decks_window(decks, 0, 30, 40), decks_window(decks, 30, 60, 0)
    assert ([d.pk for d in first.rows], first.total, first.more) == (expected[:30], 40, True)
    assert ([d.pk for d in second.rows], second.total, second.more) == (expected[30:], 45, False)


def test_decks_holding_several_of_the_cards_are_not_cut_off_by_the_bound_on_listed_rows(holding, monkeypatch):
    monkeypatch.setattr(selectors, "HOLDING_LISTED", 60)  # 90 rows of two cards, in the same 45 decks
    monkeypatch.setattr(selectors, "SQLITE_LISTED_FACTOR", 1)
    two = set(holding[0].deck_cards.filter(zone="deck").order_by("card_id").values_list("card_id", flat=True)[:2])
    found = selectors.decks_holding(two)
    assert isinstance(found, QuerySet)
    private = Deck.objects.get(title="非公開")  # holds the red list too
    listed = sorted(Deck.objects.filter(pk__in=found).values_list("pk", flat=True))
    assert listed == [d.pk for d in holding] + [private.pk]


def test_postgresql_reads_the_decks_holding_a_card_from_one_index_alone(holding):
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL plans")
    blue = card_ids_matching("DM01-016")  # in the blue deck alone
    query = DeckCard.objects.filter(selectors.in_list("card_id", sorted(blue))).values_list("deck_id", flat=True)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE decks_deckcard")
        cursor.execute("SET LOCAL enable_bitmapscan = off")  # as at scale: a bitmap pays only for a table's rows
    assert "Index Only Scan using decks_deckcard_card_deck" in _explain(*query.query.sql_with_params())
    assert list(query) == [Deck.objects.get(title="青").pk]


def test_postgresql_gets_the_listed_decks_as_one_array_parameter(client, holding):
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL arrays")
    number = DeckCard.objects.filter(deck=holding[0], zone="deck").order_by("card_id").first().card.collector_number
    with CaptureQueriesContext(connection) as captured:
        data = client.get("/api/v1/decks/", {"card": number}).json()
    assert (data["total"], len(data["data"])) == (45, 45)
    (page,) = [q["sql"] for q in captured if 'FROM "decks_deck"' in q["sql"]]
    assert page.count("= ANY(") == 2  # the page's ids and its count, each given the 45 ids as one array
    assert f"IN ({holding[0].pk}," not in page


@pytest.mark.parametrize("sort", ["recent", "likes"])
def test_a_page_of_decks_by_card_answers_the_same_json_whichever_way_the_holding_decks_are_sent(
    client, holding, monkeypatch, sort
):
    """The decks holding a card go to the page query as an array literal (PostgreSQL) or a JSON list (SQLite), or
    as a subquery (past HOLDING_LISTED): the same page, object for object."""
    number = DeckCard.objects.filter(deck=holding[0], zone="deck").order_by("card_id").first().card.collector_number
    listed = client.get("/api/v1/decks/", {"card": number, "sort": sort}).json()
    monkeypatch.setattr(selectors, "HOLDING_LISTED", 0)
    walked = client.get("/api/v1/decks/", {"card": number, "sort": sort}).json()
    assert listed == walked
    assert (listed["total"], len(listed["data"])) == (45, 45)
    key = (lambda d: (-d.like_count, holding.index(d))) if sort == "likes" else holding.index
    assert [d["id"] for d in listed["data"]] == [d.pk for d in sorted(holding, key=key)]
    first = listed["data"][0]
    assert (first["object"], first["title"], sum(row["count"] for row in first["cards"] if row["zone"] == "deck")) == (
        "deck",
        sorted(holding, key=key)[0].title,
        50,
    )


def test_past_the_bound_the_decks_are_asked_for_by_the_held_cards_of_the_term_alone(holding, monkeypatch):
    """A broad name means many cards no deck holds; the planner counts each as a card in hundreds of decks, so the
    subquery past HOLDING_LISTED carries only the cards some deck holds (PostgreSQL; SQLite plans no such thing)."""
    monkeypatch.setattr(selectors, "HOLDING_LISTED", 0)
    held = holding[0].deck_cards.filter(zone="deck").order_by("card_id").values_list("card_id", flat=True)[0]
    unheld = _in_no_deck().pk
    found = selectors.decks_holding({held, unheld})
    assert isinstance(found, QuerySet)
    private = Deck.objects.get(title="非公開")  # holds the red list too
    assert sorted(set(found)) == [d.pk for d in holding] + [private.pk]
    if connection.vendor == "postgresql":
        assert selectors.cards_held({held, unheld}) == [held]
        assert re.findall(r"\{([\d,]*)\}", str(found.query)) == [str(held)]  # the array of card ids it asks for
    else:
        assert selectors.cards_held({held, unheld}) == sorted({held, unheld})
    assert selectors.cards_held({unheld}) == ([] if connection.vendor == "postgresql" else [unheld])


def test_sqlite_lists_up_to_four_times_the_decks_before_it_asks_by_subquery(holding, monkeypatch):
    """Past the bound SQLite reads the subquery's rows twice, after dropping the ones read to find it past: it lists
    more decks than PostgreSQL does before it gives up listing them."""
    monkeypatch.setattr(selectors, "HOLDING_LISTED", 30)  # the red card: 46 rows (45 public decks, 1 private)
    card_id = holding[0].deck_cards.order_by("pk").values_list("card_id", flat=True)[0]
    found = selectors.decks_holding({card_id})
    assert isinstance(found, list) == (connection.vendor == "sqlite")
    assert sorted(set(found)) == sorted(DeckCard.objects.filter(card_id=card_id).values_list("deck_id", flat=True))
    monkeypatch.setattr(selectors, "HOLDING_LISTED", 11)  # 44 rows listed at most on SQLite
    assert isinstance(selectors.decks_holding({card_id}), QuerySet)
