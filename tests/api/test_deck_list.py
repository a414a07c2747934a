"""The deck API's list at size: a constant number of queries on any page, a bounded count, the newest-first order
kept across pages, and each deck's current cards as its version holds them."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.authtoken.models import Token

from cards.models import Card
from tests.api.schema_check import assert_matches_schema
from tests.decks.bulk import public_decks
from tests.factories import RED, DeckFactory
from zxdecks.api import pagination
from zxdecks.decks.models import Deck
from zxdecks.decks.services.decks import current_cards
from zxdecks.rules.cards import Zone

pytestmark = pytest.mark.django_db


@pytest.fixture
def decks(demo_cards, settings):
    settings.CARD_CACHE_SECONDS = 60  # the card data version is read once, as in production (not a query a page)
    return public_decks(120)


def ids(response) -> list[int]:
    return [d["id"] for d in response.json()["data"]]


def test_a_page_of_the_deck_list_costs_two_queries_on_page_one_and_on_a_later_page(
    client, decks, django_assert_max_num_queries
):
    # The page with its bounded count, then the page's cards.
    with django_assert_max_num_queries(2):
        first = client.get("/api/v1/decks/")
    with django_assert_max_num_queries(2):
        last = client.get("/api/v1/decks/", {"page": 3})
    assert (len(ids(first)), len(ids(last))) == (50, 20)
    assert all(len(d["cards"]) > 1 for d in first.json()["data"] + last.json()["data"])


def test_the_pages_list_every_deck_once_newest_first(client, decks):
    listed = [i for page in (1, 2, 3) for i in ids(client.get("/api/v1/decks/", {"page": page}))]
    assert listed == [d.pk for d in decks]
    by_likes = [i for page in (1, 2, 3) for i in ids(client.get("/api/v1/decks/", {"page": page, "sort": "likes"}))]
    assert by_likes == [d.pk for d in sorted(decks, key=lambda d: (-d.like_count, decks.index(d)))]


def test_a_search_lists_the_matching_decks_page_by_page(client, decks):
    data = client.get("/api/v1/decks/", {"q": "赤単 1"}).json()
    expected = [d.pk for d in decks if "1" in d.title]  # every word of q in the title
    assert (data["total"], [d["id"] for d in data["data"]]) == (len(expected), expected[:50])


def test_the_list_counts_its_decks_no_further_than_the_count_limit(client, decks, monkeypatch):
    monkeypatch.setattr(pagination, "COUNT_LIMIT", 60)
    with CaptureQueriesContext(connection) as captured:
        first = client.get("/api/v1/decks/")
    (count,) = [q["sql"] for q in captured if "COUNT(" in q["sql"]]
    assert "LIMIT 61" in count
    data = first.json()
    assert (data["total"], data["has_more"], bool(data["next_page"])) == (60, True, True)
    assert data["warnings"] == ["more than 60 results: total stops counting there"]
    assert_matches_schema(first)
    # A page past the limit counts as far as it reaches: here to the end, so the total is exact again.
    data = client.get("/api/v1/decks/", {"page": 3}).json()
    assert (data["total"], data["has_more"], data["next_page"], data["warnings"]) == (120, False, None, None)


def test_a_page_past_the_end_is_empty_and_counts_the_decks(client, decks, django_assert_max_num_queries):
    with django_assert_max_num_queries(2):  # the page (no rows), then the count alone
        data = client.get("/api/v1/decks/", {"page": 9}).json()
    assert (data["total"], data["data"], data["has_more"]) == (120, [], False)


def _listed_cards(client, deck: Deck) -> list[dict[str, object]]:
    (listed,) = [d for d in client.get("/api/v1/decks/").json()["data"] if d["id"] == deck.pk]
    return list(listed["cards"])


def _engine_rows(deck: Deck) -> list[dict[str, object]]:
    cards = current_cards(Deck.objects.get(pk=deck.pk))
    return [
        {"zone": z.value, "number": e.card.number, "name": e.card.name, "count": e.count}
        for z in Zone
        for e in cards.part(z)
    ]


def test_a_listed_deck_shows_its_current_version_part_by_part_with_repeated_lines_merged(client, user, demo_cards):
    first_line = next(line for line in RED.splitlines() if line[:1].isdigit())
    deck = DeckFactory(owner=user, text=RED + f"\n[deck]\n{first_line}\n", visibility=Deck.Visibility.PUBLIC)
    rows = _listed_cards(client, deck)
    assert rows == _engine_rows(deck)
    number = first_line.split()[1]
    assert [r["count"] for r in rows if r["number"] == number] == [2 * int(first_line.split()[0])]
    key = Token.objects.create(user=user).key
    patched = client.patch(
        f"/api/v1/decks/{deck.pk}/", {"text": RED, "base_version": 1}, content_type="application/json",
        HTTP_AUTHORIZATION=f"Token {key}",
    )  # fmt: skip
    assert patched.status_code == 200
    assert _listed_cards(client, deck) == _engine_rows(deck) == patched.json()["cards"]


def test_a_part_of_more_than_32767_copies_of_a_card_is_listed_with_its_count(client, user, demo_cards):
    number = next(line for line in RED.splitlines() if line[:1].isdigit()).split()[1]
    deck = DeckFactory(owner=user, text="[deck]\n" + f"999 {number}\n" * 40, visibility=Deck.Visibility.PUBLIC)
    assert _listed_cards(client, deck) == [{"zone": "deck", "number": number, "name": _engine_rows(deck)[0]["name"],
                                            "count": 39960}]  # fmt: skip


def test_a_page_seen_before_reads_its_decks_cards_from_the_shared_cache(client, decks, django_assert_num_queries):
    first = client.get("/api/v1/decks/").json()
    with django_assert_num_queries(1):  # the page with its bounded count; the cards come from the cache
        again = client.get("/api/v1/decks/").json()
    assert again == first
    assert all(len(d["cards"]) > 1 for d in again["data"])


def test_the_cards_of_decks_without_stored_rows_are_read_every_time_when_their_cache_is_turned_off(
    client, decks, settings, django_assert_num_queries
):
    settings.DECK_ROWS_CACHE_SECONDS = 0
    Deck.objects.update(card_rows=None)  # rows written past the services: read from DeckCard
    client.get("/api/v1/decks/")
    with django_assert_num_queries(2):
        client.get("/api/v1/decks/")


def test_a_card_renamed_after_a_deck_was_listed_is_listed_under_its_new_name(client, user, demo_cards):
    deck = DeckFactory(owner=user, text=RED, visibility=Deck.Visibility.PUBLIC)
    before = _listed_cards(client, deck)
    card = Card.objects.get(collector_number=before[0]["number"])
    card.name = "改名されたカード"
    card.save()  # an admin edit: the card data version moves
    after = _listed_cards(client, deck)
    assert after[0] == {**before[0], "name": "改名されたカード"}
    assert after == _engine_rows(deck)


def test_a_card_deleted_after_a_deck_was_listed_leaves_the_listed_deck(client, user, demo_cards):
    deck = DeckFactory(owner=user, text=RED, visibility=Deck.Visibility.PUBLIC)
    before = _listed_cards(client, deck)
    Card.objects.filter(collector_number=before[0]["number"]).delete()
    assert _listed_cards(client, deck) == before[1:]
