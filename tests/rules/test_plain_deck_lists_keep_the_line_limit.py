"""The deck list read whole in C (rules.plainlist, issue 33 point 8) keeps the line reader's limit and reads only what
starts with a header (session 22 `mut21`: plainlist's mutants the decklist tests left alive, docs/mutation.md)."""

from __future__ import annotations

import pytest

from tests.rules.builders import card
from zxdecks.rules.cards import Zone
from zxdecks.rules.decklist import MAX_CARD_LINES, SECTION_ALIASES, DeckListError, parse_decklist
from zxdecks.rules.plainlist import plain_deck

CARD = card("甲")


class Lookup:
    def by_numbers(self, numbers):
        return {n: CARD for n in numbers if n == CARD.number}

    def by_names(self, keys):
        return {}


def test_an_export_shaped_list_past_the_line_limit_is_named_as_the_line_reader_names_it():
    text = "[deck]\n" + f"1 {CARD.number}\n" * (MAX_CARD_LINES + 1)
    assert plain_deck(text, Lookup(), SECTION_ALIASES, MAX_CARD_LINES) is None
    with pytest.raises(DeckListError) as raised:
        parse_decklist(text, Lookup())
    assert [(e.line, e.message_en) for e in raised.value.errors] == [
        (MAX_CARD_LINES + 2, f"a deck list has at most {MAX_CARD_LINES} card lines; the rest is not read")
    ]
    within = "[deck]\n" + f"1 {CARD.number}\n" * MAX_CARD_LINES  # the limit's own lines: read
    assert parse_decklist(within, Lookup()).deck.size(Zone.DECK) == MAX_CARD_LINES


def test_the_whole_reading_takes_a_list_of_up_to_max_lines_line_ends_that_starts_with_a_header():
    two = f"[deck]\n4 {CARD.number}\n"  # two line ends
    deck = plain_deck(two, Lookup(), SECTION_ALIASES, 2)
    assert deck is not None
    assert [(e.card, e.count, e.zone) for e in deck.entries] == [(CARD, 4, Zone.DECK)]
    assert plain_deck(two + "[dynamis]\n", Lookup(), SECTION_ALIASES, 2) is None  # three: the line reader's
    assert plain_deck(two + "[dynamis]\n", Lookup(), SECTION_ALIASES, 3) is not None
    assert plain_deck("", Lookup(), SECTION_ALIASES, 2) is None  # no header: the line reader's (an empty list)
    assert plain_deck(f"4 {CARD.number}\n", Lookup(), SECTION_ALIASES, 2) is None


def test_a_header_word_the_shapes_know_for_a_section_is_read_whole_as_that_section():
    text = f"[maindeck]\n4 {CARD.number}\n"  # no key of SECTION_ALIASES: listshapes.SECTION_WORDS names it "deck"
    assert "maindeck" not in SECTION_ALIASES
    deck = plain_deck(text, Lookup(), SECTION_ALIASES, MAX_CARD_LINES)
    assert deck is not None
    assert [(e.card, e.count, e.zone) for e in deck.entries] == [(CARD, 4, Zone.DECK)]
    assert parse_decklist(text, Lookup()).deck == deck
