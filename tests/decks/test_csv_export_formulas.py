"""Deck CSV exports neutralise card names a spreadsheet would run as formulas, and read back as they were."""

from __future__ import annotations

import csv
import io

import pytest
from django.urls import reverse

from tests.factories import CardFactory, DeckFactory, UserFactory
from zxdecks.decks.services import deck_import

pytestmark = pytest.mark.django_db
NAMES = {"TS01-901": '=HYPERLINK("http://x")', "TS01-902": "-LOST-", "TS01-903": "＠SUM(A1)"}


@pytest.fixture
def formula_deck(demo_cards):
    for number, name in NAMES.items():
        CardFactory(collector_number=number, name=name)
    text = "[deck]\n" + "".join(f"4 {number}\n" for number in NAMES)
    return DeckFactory(owner=UserFactory(), visibility="public", text=text)


def _names(content: str) -> dict[str, str]:
    return {row["number"]: row["name"] for row in csv.DictReader(io.StringIO(content.lstrip("\ufeff"), newline=""))}


def test_the_deck_page_csv_quotes_card_names_that_start_a_formula(client, formula_deck):
    response = client.get(reverse("decks:export", args=[formula_deck.pk, "csv"]))
    assert _names(response.content.decode()) == {number: "'" + name for number, name in NAMES.items()}


def test_the_api_csv_export_quotes_card_names_that_start_a_formula(client, formula_deck):
    response = client.get(f"/api/v1/decks/{formula_deck.pk}/export", {"format": "csv"})
    assert response.status_code == 200
    assert _names(response.content.decode()) == {number: "'" + name for number, name in NAMES.items()}


def test_a_quoted_csv_export_imports_back_to_the_same_cards(client, formula_deck):
    exported = client.get(reverse("decks:export", args=[formula_deck.pk, "csv"])).content.decode()
    again = deck_import(data=exported, fmt="csv").deck
    assert sorted((e.card.number, e.card.name, e.count) for e in again.entries) == sorted(
        (number, name, 4) for number, name in NAMES.items()
    )
