"""The invented demo cards never stay mixed with real card data (issue 18, point 9)."""

import io

import pytest
from django.core.management import call_command

from cards.models import Card, Pack
from tests.factories import CardFactory, DeckFactory

pytestmark = pytest.mark.django_db


def _load_demo(*args: str) -> str:
    out = io.StringIO()
    call_command("load_demo", *args, stdout=out)
    return out.getvalue()


def test_load_demo_fills_an_empty_card_database(no_cards):
    _load_demo()
    assert Card.objects.filter(collector_number__startswith="DM01-").exists()
    assert Card.objects.filter(collector_number__startswith="D0DM-").exists()


def test_after_a_real_import_load_demo_removes_the_demo_cards_no_deck_uses(demo_cards):
    deck = DeckFactory(title="デモで組んだ赤単")
    real = CardFactory(collector_number="B01-001", name="実在のカード")
    output = _load_demo()
    assert "demo set is not loaded" in output
    used = set(deck.deck_cards.values_list("card__collector_number", flat=True))
    left = set(Card.objects.values_list("collector_number", flat=True))
    assert left == used | {real.collector_number}  # the deck keeps its rows; no unused demo card is left
    assert not Card.objects.filter(collector_number__startswith="D0DM-").exists()
    assert not Pack.objects.filter(code="D0DM").exists()


def test_load_demo_with_force_loads_the_demo_set_beside_real_cards(demo_cards):
    CardFactory(collector_number="B01-001", name="実在のカード")
    assert "0 created, 0 updated" in _load_demo("--force")
    assert Card.objects.filter(collector_number="DM01-001").exists()
