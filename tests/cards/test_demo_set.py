"""The invented demo cards never stay mixed with real card data (issue 18, point 9)."""

import io

import pytest
from django.conf import settings
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
    d0_demo = set(Card.objects.filter(collector_number__startswith="D0DM-").values_list("collector_number", flat=True))
    output = _load_demo()
    assert "Z/X demo set is not loaded" in output
    used = set(deck.deck_cards.values_list("card__collector_number", flat=True))
    left = set(Card.objects.values_list("collector_number", flat=True))
    # The deck keeps its rows; no unused Z/X demo card is left; the Dimension Zero demo set stays (no real D0 cards).
    assert left == used | {real.collector_number} | d0_demo
    used_packs = set(Card.objects.filter(collector_number__in=used).values_list("pack__code", flat=True))
    assert set(Pack.objects.filter(code__in=["DM01", "DM02"]).values_list("code", flat=True)) == used_packs
    assert Pack.objects.filter(code="D0DM").exists()


def test_dimension_zero_lists_keep_working_after_a_real_import_and_a_later_make_run(demo_cards):
    """Issue 31, point 9: the real pool has no D0 cards, so the D0 demo set is the only D0 pool there is."""
    from zxdecks.decks.services import deck_validate_text

    d0_list = (settings.BASE_DIR / "fixtures" / "demo_decks" / "d0.txt").read_text(encoding="utf-8")
    before = deck_validate_text(text=d0_list, game="d0").as_dict()
    CardFactory(collector_number="B01-001", name="実在のカード")
    _load_demo()  # what `make run` does after the real import
    _load_demo()  # and the next `make run`
    after = deck_validate_text(text=d0_list, game="d0").as_dict()
    assert after == before
    assert Card.objects.filter(collector_number="D0DM-001").exists()


def test_load_demo_on_a_real_zx_pool_without_demo_cards_loads_the_dimension_zero_set(no_cards):
    CardFactory(collector_number="B01-001", name="実在のカード")
    output = _load_demo()
    assert Card.objects.filter(collector_number__startswith="D0DM-").count() > 10
    assert not Card.objects.filter(collector_number__startswith="DM01-").exists()
    assert "Z/X demo set is not loaded" in output


def test_real_dimension_zero_cards_remove_the_d0_demo_set_as_well(demo_cards):
    CardFactory(collector_number="B01-001", name="実在のカード")
    CardFactory(collector_number="D0-001", name="実在のD0カード", game="d0")
    output = _load_demo()
    assert "Dimension Zero demo set is not loaded" in output
    assert not Card.objects.filter(collector_number__startswith="D0DM-").exists()
    assert not Card.objects.filter(collector_number__startswith="DM01-").exists()


def test_load_demo_with_force_loads_the_demo_set_beside_real_cards(demo_cards):
    CardFactory(collector_number="B01-001", name="実在のカード")
    assert "0 created, 0 updated" in _load_demo("--force")
    assert Card.objects.filter(collector_number="DM01-001").exists()
