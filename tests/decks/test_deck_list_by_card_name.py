"""The deck list filtered by a part of a card's name or reading lists the same decks as a plain reading of every
name and reading would, on SQLite (from the gram index the triggers of cards.name_grams keep) and on PostgreSQL
(from its text indexes), whatever wrote the cards: the importer's bulk inserts and updates, the admin, a delete
(issue 33, point 7)."""

from __future__ import annotations

import re
import string

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from cards import name_grams
from cards.models import Card, CardName
from cards.normalize import fold
from tests.cards.importing import import_card_rows
from tests.factories import DeckFactory
from zxdecks.decks import selectors
from zxdecks.decks.models import Deck, DeckCard
from zxdecks.decks.selectors import decks_public, decks_window

pytestmark = pytest.mark.django_db

# Made-up cards the blue deck holds, whose names and readings have ASCII letters in either case and LIKE's wildcards.
BLUE = "4 DM01-016\n1 DM95-001\n1 DM95-002\n1 DM95-003\n[player]\n1 DM01-102\n"
ODD = [
    ("DM95-001", "EXカード・Ωの王", "えっくすかーど"),
    ("DM95-002", "100%_の竜", "ひゃくぱーせんと"),
    ("DM95-003", "ぬえ", "NUE"),
]
_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


def _row(number: str, name: str, reading: str) -> dict[str, object]:
    return {"number": number, "name": name, "reading": reading, "type": "Z/X", "cost": 1, "power": 1000}


def _contains(text: str, key: str) -> bool:
    """LIKE '%key%' as SQLite and PostgreSQL's ILIKE-free LIKE take it here: ASCII letters' case aside on SQLite."""
    if connection.vendor == "sqlite":
        return key.translate(_ASCII_LOWER) in text.translate(_ASCII_LOWER)
    return key in text


def reference_cards(term: str) -> set[int]:
    """The cards a term means, read the plain way: its number, else every name and reading looked at in Python."""
    key = fold(term)
    if not key.strip():
        return set()
    by_number = set(Card.objects.filter(collector_number=term.strip().upper()).values_list("pk", flat=True))
    return by_number or {
        card for card, text in CardName.objects.values_list("card_id", "search_key") if _contains(text, key)
    } | {card for card, text in Card.objects.values_list("pk", "reading") if _contains(text, key)}


def reference(term: str) -> list[int]:
    """The public decks holding a card the term means, read the plain way, in the list's order."""
    holding = set(DeckCard.objects.filter(card_id__in=reference_cards(term)).values_list("deck_id", flat=True))
    public = Deck.objects.filter(visibility=Deck.Visibility.PUBLIC, pk__in=holding)
    return list(public.order_by("-updated_at", "-pk").values_list("pk", flat=True))


@pytest.fixture
def named(user, demo_cards, tmp_path):
    import_card_rows(tmp_path, [_row(*card) for card in ODD])
    red = DeckFactory(owner=user, title="赤単", visibility=Deck.Visibility.PUBLIC)
    blue = DeckFactory(owner=user, title="青", text=BLUE, visibility=Deck.Visibility.PUBLIC)
    DeckFactory(owner=user, title="非公開", visibility=Deck.Visibility.PRIVATE)
    return red, blue


def _terms() -> dict[str, list[str]]:
    """Terms of each kind, drawn from the cards in the database."""
    cards = list(Card.objects.filter(deck_cards__isnull=False).distinct().order_by("pk")) + list(
        Card.objects.filter(collector_number__startswith="DM95-").order_by("pk")
    )
    names = [c.name for c in cards]
    readings = [c.reading for c in cards if c.reading]
    return {
        "number": [c.collector_number for c in cards[:6]] + [cards[0].collector_number.lower() + " "],
        "name start": sorted({n[:k] for n in names for k in (1, 2, 3, 5)}),
        "name middle": sorted({n[i : i + k] for n in names for i in (1, 3) for k in (1, 2, 4) if len(n) > i + k}),
        "reading": [
            *sorted({r[i : i + k] for r in readings for i in (0, 2) for k in (2, 3, 6)}),
            "グレンノサキガケ",
            "nue",
            "Nu",
        ],
        "letters and wildcards": ["x", "EX", "eXか", "%", "_", "0%_", "Ω", "ω"],
        "no match": ["存在しないカード", "鵺鵺", "zz", "\\", "q%", "%q", "_x"],
    }


def test_every_kind_of_term_lists_the_decks_a_plain_reading_of_every_name_and_reading_lists(named):
    red, blue = named
    answers = {kind: {t: reference(t) for t in terms} for kind, terms in _terms().items()}
    for kind, expected in answers.items():
        for term, decks in expected.items():
            assert selectors.card_ids_matching(term) == reference_cards(term), (kind, term)
            assert list(decks_public(card=term).values_list("pk", flat=True)) == decks, (kind, term)
    # The comparison is not idle: each kind of term finds decks (but the one that must not), both decks in all.
    assert all(any(decks.values()) for kind, decks in answers.items() if kind != "no match")
    assert not any(answers["no match"].values())
    found = {pk for decks in answers.values() for listed in decks.values() for pk in listed}
    assert found == {red.pk, blue.pk}


@pytest.mark.parametrize("kind", ["name start", "reading"])
def test_the_api_and_the_page_list_by_a_part_of_a_name_what_the_plain_reading_lists(client, named, kind):
    for term in _terms()[kind][:12]:
        data = client.get("/api/v1/decks/", {"card": term}).json()
        assert [d["id"] for d in data["data"]] == reference(term), term
        assert data["total"] == len(reference(term))
        body = client.get("/decks/", {"card": term}).content.decode()
        assert (">青</a>" in body) == (named[1].pk in reference(term)), term


def _stored_grams() -> tuple[set[tuple[str, int, int]], set[tuple[str, int]]]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT gram, name_id, card_id FROM cards_name_gram")
        names = set(cursor.fetchall())
        cursor.execute("SELECT gram, card_id FROM cards_reading_gram")
        return names, set(cursor.fetchall())


def _grams(text: str) -> set[str]:
    low = text.translate(_ASCII_LOWER)  # SQLite's lower(): ASCII letters only, as LIKE ignores their case alone
    return {low[i : i + k] for k in (1, 2) for i in range(len(low) - k + 1)}


def _computed_grams() -> tuple[set[tuple[str, int, int]], set[tuple[str, int]]]:
    names = {
        (g, pk, card)
        for pk, card, key in CardName.objects.values_list("pk", "card_id", "search_key")
        for g in _grams(key)
    }
    return names, {(g, pk) for pk, reading in Card.objects.values_list("pk", "reading") for g in _grams(reading)}


@pytest.fixture
def sqlite_only():
    if connection.vendor != "sqlite":
        pytest.skip("SQLite's gram index")


def test_sqlite_keeps_the_grams_of_every_name_and_reading_through_imports_edits_and_deletes(
    sqlite_only, named, tmp_path
):
    assert _stored_grams() == _computed_grams()
    assert ("ωの", CardName.objects.get(card__collector_number="DM95-001", kind="printed").pk) in {
        (g, n) for g, n, _c in _stored_grams()[0]
    }
    many = [_row(f"DM96-{i:03d}", f"獏{i}", f"ばく{i}") for i in range(1, 601)]
    import_card_rows(tmp_path, many)  # 600 new cards: the importer's bulk insert
    rows = [_row(n, name + "改", "かい") for n, name, _r in ODD]
    import_card_rows(tmp_path, rows)  # the importer's updates of names and readings
    name = CardName.objects.get(card__collector_number="DM95-003", kind="printed")
    name.name = "鵺"
    name.save()  # the admin's path for a name
    Card.objects.filter(collector_number__in=["DM96-001", "DM96-002"]).delete()
    assert _stored_grams() == _computed_grams()
    assert set(selectors.card_ids_matching("鵺")) == {name.card_id}
    assert selectors.card_ids_matching("ぬえ") == set()
    kept = set(Card.objects.filter(collector_number__startswith="DM96-").values_list("pk", flat=True))
    assert len(kept) == 598
    assert kept <= selectors.card_ids_matching("ばく")


def test_sqlite_puts_back_missing_gram_triggers_and_refills_their_grams_after_a_migration(sqlite_only, named):
    """Django rebuilds a table to alter it on SQLite, and its triggers go with the old table: `migrate` ends with
    name_grams.ensure(), which puts them back and refills what changed meanwhile."""
    with connection.cursor() as cursor:
        cursor.execute("DROP TRIGGER cards_name_gram_update")
    name = CardName.objects.get(card__collector_number="DM95-003", kind="printed")
    name.name = "鵺"
    name.save()
    assert _stored_grams() != _computed_grams()
    name_grams.ensure()
    assert _stored_grams() == _computed_grams()
    assert selectors.card_ids_matching("鵺") == {name.card_id}


def test_sqlite_counts_listed_decks_by_key_and_walks_the_list_for_the_page(sqlite_only, named, client):
    """SQLite has no statistics: the count of a few listed decks looks them up by key (the visibility condition made
    unindexable there), the page keeps the walk in list order; both give the decks a plain reading gives."""
    red, _blue = named
    number = red.deck_cards.order_by("card_id").first().card.collector_number
    decks = decks_public(card=number)
    with CaptureQueriesContext(connection) as captured:
        window = decks_window(decks, 0, 30, 40)
    assert ([d.pk for d in window.rows], window.total, window.more) == (reference(number), 1, False)
    (page,) = [q["sql"] for q in captured if 'FROM "decks_deck"' in q["sql"]]
    counted, shown = page.split(' AS "matches"')
    assert '+"decks_deck"."visibility"' in counted
    assert "json_each" in counted
    assert re.findall(r'(\+?)\w+\."visibility" = ', shown) == [""]  # the page's one condition, as written
    with connection.cursor() as cursor:
        sql, params = selectors._counted(decks).order_by().values("pk")[:41].query.sql_with_params()
        cursor.execute("EXPLAIN QUERY PLAN " + sql, params)
        plan = " ".join(str(row[-1]) for row in cursor.fetchall())
    assert "INTEGER PRIMARY KEY" in plan, plan
    assert "decks_public" not in plan, plan
    # Not listed (no card, or past the bound): the count walks the list's index as before, the condition as written.
    unlisted = Deck.objects.filter(visibility=Deck.Visibility.PUBLIC)
    assert selectors._counted(unlisted) is unlisted
