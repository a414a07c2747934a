"""A list written in hiragana, or with a misspelt number, reads the same in the check service and in imports."""

import pytest

from zxdecks.decks.services import deck_import
from zxdecks.decks.services.validation import deck_parse_text
from zxdecks.rules.decklist import DeckListError

pytestmark = pytest.mark.django_db


def test_a_name_in_hiragana_resolves_when_checking_a_list(demo_cards):
    deck, _notes = deck_parse_text(text="4 ぐれんのさきがけあぐに\n")
    assert [(e.card.number, e.count) for e in deck.entries] == [("DM01-001", 4)]


def test_a_name_in_hiragana_resolves_when_importing_a_list(demo_cards):
    deck = deck_import(data="4 ぐれんのさきがけあぐに\n").deck
    assert [(e.card.number, e.count) for e in deck.entries] == [("DM01-001", 4)]


def test_an_unknown_number_comes_with_the_closest_real_cards(demo_cards):
    with pytest.raises(DeckListError) as info:
        deck_parse_text(text="4 DM01-0O1\n")
    (error,) = info.value.errors
    assert any(s.startswith("DM01-001 ") for s in error.suggestions)
