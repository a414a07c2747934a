"""Each deck keeps its current cards as the API lists them (Deck.card_rows, issue 33 point 7): a list page reads one
row per deck and no card rows. The stored rows are DeckCard's after every write (a save, a restore, a fork, a card
added; an import, an admin save or a deletion of a card they hold), and the API answers byte for byte what it
answered from DeckCard."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from django.apps import apps
from django.core.cache import cache
from django.db import connection

from cards.models import Card
from tests.cards.test_importers import fan_record, run_import
from tests.decks.bulk import public_decks
from tests.factories import DeckFactory
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_import, deck_restore, deck_save
from zxdecks.decks.services.card_rows import stored_rows_of
from zxdecks.decks.services.decks import deck_add_card, deck_fork

pytestmark = pytest.mark.django_db

FAN_DECK = "[deck]\n4 B99-001\n2 B99-002\n"


def stored(deck: Deck) -> list[list[Any]] | None:
    return Deck.objects.get(pk=deck.pk).card_rows


def from_deck_cards(deck: Deck) -> list[list[Any]]:
    return stored_rows_of([deck.pk])[deck.pk]


def answered_from_deck_cards(client, url: str) -> bytes:
    """What the API answers when no deck has stored rows (as before them): read from DeckCard."""
    kept = dict(Deck.objects.values_list("pk", "card_rows"))
    Deck.objects.update(card_rows=None)
    cache.clear()
    try:
        content: bytes = client.get(url).content
        return content
    finally:
        for pk, rows in kept.items():
            Deck.objects.filter(pk=pk).update(card_rows=rows)
        cache.clear()


def test_every_save_path_leaves_the_deck_s_stored_rows_equal_to_its_deck_card_rows(user, demo_cards):
    deck = DeckFactory(owner=user)  # deck_create
    first = stored(deck)
    assert first
    assert first == from_deck_cards(deck)
    assert [row[0] for row in first][:1] == ["deck"]
    assert all(isinstance(row[3], int) for row in first)

    number = first[0][1]
    deck_save(deck=deck, author=user, cards=deck_import(data=f"[deck]\n3 {number}\n").deck, base_version=1)
    assert stored(deck) == from_deck_cards(deck) == [["deck", number, first[0][2], 3]]

    deck_save(deck=deck, author=user, cards=None, base_version=2, title="改名", details_only_when_unchanged=True)
    assert stored(deck) == [["deck", number, first[0][2], 3]]  # details only: the same rows

    deck_restore(deck=deck, number=1, author=user)
    assert stored(deck) == first == from_deck_cards(deck)

    fork = deck_fork(deck=deck, owner=user)
    assert stored(fork) == first == from_deck_cards(fork)

    added = deck_add_card(owner=user, number=number, deck=deck)
    assert added.count == first[0][3] + 1
    assert stored(deck) == from_deck_cards(deck)
    assert stored(deck)[0] == ["deck", number, first[0][2], first[0][3] + 1]


def test_the_api_answers_the_same_bytes_from_the_stored_rows_as_from_deck_card(client, user, demo_cards):
    decks = public_decks(12)
    DeckFactory(owner=user, text=f"[deck]\n2 {decks[0].card_rows[0][1]}\n", visibility=Deck.Visibility.PUBLIC)
    for url in ("/api/v1/decks/", f"/api/v1/decks/{decks[3].pk}/", f"/api/v1/decks/?card={decks[0].card_rows[1][1]}"):
        cache.clear()
        now = client.get(url).content
        assert now == answered_from_deck_cards(client, url)
        assert b'"cards":[{"zone":"deck","number":' in now


def test_a_page_of_the_deck_api_reads_its_decks_cards_with_the_decks_in_one_query(
    client, demo_cards, settings, django_assert_num_queries
):
    settings.CARD_CACHE_SECONDS = 60
    settings.DECK_ROWS_CACHE_SECONDS = 0  # no shared cache of card rows to lean on
    public_decks(60)
    client.get("/api/v1/decks/")
    with django_assert_num_queries(1):  # the page with its bounded count; no DeckCard read
        data = client.get("/api/v1/decks/").json()["data"]
    assert len(data) == 50
    assert all(len(d["cards"]) > 1 for d in data)


def test_a_deck_whose_rows_were_written_past_the_services_is_listed_from_deck_card(client, user, demo_cards):
    deck = DeckFactory(owner=user, visibility=Deck.Visibility.PUBLIC)
    rows = stored(deck)
    assert rows is not None
    Deck.objects.filter(pk=deck.pk).update(card_rows=None)
    listed = client.get(f"/api/v1/decks/{deck.pk}/").json()["cards"]
    assert [[r["zone"], r["number"], r["name"], r["count"]] for r in listed] == rows


def test_an_import_renaming_a_card_renames_it_in_the_stored_rows_of_the_decks_holding_it_only(
    tmp_path, no_cards, user, client
):
    run_import(tmp_path, [fan_record(), fan_record("B99-002"), fan_record("B99-003")])
    holding = DeckFactory(owner=user, text=FAN_DECK, visibility=Deck.Visibility.PUBLIC)
    other = DeckFactory(owner=user, text="[deck]\n4 B99-003\n", visibility=Deck.Visibility.PUBLIC)
    assert stored(holding) == [["deck", "B99-001", "テストB99-001", 4], ["deck", "B99-002", "テストB99-002", 2]]
    before = Deck.objects.get(pk=holding.pk).updated_at
    output = run_import(tmp_path, [fan_record(name="改名ドラゴン"), fan_record("B99-002"), fan_record("B99-003")])
    assert "1 updated" in output
    assert stored(holding) == [["deck", "B99-001", "改名ドラゴン", 4], ["deck", "B99-002", "テストB99-002", 2]]
    assert stored(holding) == from_deck_cards(holding)
    assert Deck.objects.get(pk=holding.pk).updated_at == before  # a rename does not move the deck up the list
    assert stored(other) == [["deck", "B99-003", "テストB99-003", 4]]
    url = f"/api/v1/decks/{holding.pk}/"
    assert client.get(url).json()["cards"][0]["name"] == "改名ドラゴン"
    # A change of anything but the name leaves the stored rows as they were.
    run_import(tmp_path, [fan_record(name="改名ドラゴン", power="5000"), fan_record("B99-002"), fan_record("B99-003")])
    assert Card.objects.get(collector_number="B99-001").power == 5000
    assert stored(holding)[0] == ["deck", "B99-001", "改名ドラゴン", 4]


def test_a_card_saved_or_deleted_on_its_own_is_renamed_in_or_dropped_from_the_decks_holding_it(
    tmp_path, no_cards, user, client
):
    run_import(tmp_path, [fan_record(), fan_record("B99-002")])
    deck = DeckFactory(owner=user, text=FAN_DECK, visibility=Deck.Visibility.PUBLIC)
    card = Card.objects.get(collector_number="B99-002")
    card.name = "管理画面の名"
    card.save()  # an admin edit
    assert stored(deck) == [["deck", "B99-001", "テストB99-001", 4], ["deck", "B99-002", "管理画面の名", 2]]
    card.collector_number = "B99-102"
    card.save()
    assert stored(deck) == [["deck", "B99-001", "テストB99-001", 4], ["deck", "B99-102", "管理画面の名", 2]]
    Card.objects.filter(collector_number="B99-001").delete()
    assert stored(deck) == [["deck", "B99-102", "管理画面の名", 2]] == from_deck_cards(deck)
    url = f"/api/v1/decks/{deck.pk}/"
    assert client.get(url).content == answered_from_deck_cards(client, url)


def test_the_migration_writes_every_existing_deck_s_rows_from_its_deck_card_rows(user, demo_cards):
    migration = __import__("zxdecks.decks.migrations.0010_deck_card_rows", fromlist=["fill"])
    decks = [DeckFactory(owner=user), DeckFactory(owner=user, text="[deck]\n")]
    expected = {d.pk: stored(d) for d in decks}
    assert expected[decks[0].pk]
    assert expected[decks[1].pk] == []
    Deck.objects.update(card_rows=None)

    def execute(sql: str) -> None:
        with connection.cursor() as cursor:
            cursor.execute(sql)

    migration.fill(apps, SimpleNamespace(connection=connection, execute=execute))
    assert {d.pk: stored(d) for d in decks} == expected
