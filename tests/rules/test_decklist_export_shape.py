"""A list in the shape every export writes (`[deck]` headers, `4 B01-001` lines) is read without a row per line, to
the same deck, notes and errors as the line reader gives any list."""

from __future__ import annotations

from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.rules.test_decklist import ALL, EX, LYLAPS, PLAYER, Lookup
from zxdecks.rules import decklist
from zxdecks.rules.cards import Zone
from zxdecks.rules.decklist import D0_SECTION_ALIASES, DeckListError, ParsedDeck, parse_decklist
from zxdecks.rules.plainlist import plain_deck


def read(text: str, sections: dict[str, Zone] | None = None) -> ParsedDeck | list[tuple[int, str]]:
    try:
        return parse_decklist(text, Lookup(), sections)
    except DeckListError as exc:
        return [(e.line, e.message_en) for e in exc.errors]


def by_lines(text: str, sections: dict[str, Zone] | None = None) -> ParsedDeck | list[tuple[int, str]]:
    with mock.patch.object(decklist, "plain_deck", return_value=None):
        return read(text, sections)


def test_an_export_is_read_without_the_line_reader_to_the_deck_it_lists() -> None:
    text = f"[deck]\n4 {LYLAPS.number}\n2 {LYLAPS.number}\n[dynamis]\n3 {EX.number}\n[player]\n1 {PLAYER.number}\n"
    with mock.patch.object(decklist, "scan_lines", side_effect=AssertionError("the line reader ran")):
        parsed = parse_decklist(text, Lookup())
    assert [(e.card.number, e.count, e.zone) for e in parsed.deck.entries] == [
        (LYLAPS.number, 4, Zone.DECK),
        (LYLAPS.number, 2, Zone.DECK),
        (EX.number, 3, Zone.DYNAMIS),
        (PLAYER.number, 1, Zone.PLAYER),
    ]
    assert parsed.notes == []
    assert parsed == by_lines(text)


@pytest.mark.parametrize(
    "text",
    [
        f"4 {LYLAPS.number}\n",  # under no header: placed by type, with a note
        f"[deck]\n0 {LYLAPS.number}\n",  # a count of 0: named
        "[deck]\n4 B99-999\n",  # an unknown number: named
        f"[deck]\n4 {LYLAPS.number.lower()}\n",  # lower case
        f"[deck]\n4 {LYLAPS.number}",  # no line end after the last line
        f"[deck]\n4 {LYLAPS.number}\r\n",  # CRLF
        f"[bogus]\n4 {LYLAPS.number}\n",  # an unknown section: named
        "\ufeff[deck]\n",  # a byte order mark
    ],
)
def test_any_other_list_is_left_to_the_line_reader(text: str) -> None:
    assert plain_deck(text, Lookup(), decklist.SECTION_ALIASES, decklist.MAX_CARD_LINES) is None


ROWS = st.one_of(
    st.sampled_from(["[deck]", "[dynamis]", "[player]", "[main]", "[side]", "[sideboard]", "[bogus]", "[Deck]"]),
    st.tuples(
        st.sampled_from(["0", "1", "4", "04", "999", "1000"]),
        st.sampled_from([c.number for c in ALL] + ["B99-999", ALL[0].number.lower()]),
    ).map(" ".join),
)


@given(st.lists(ROWS, max_size=12), st.booleans(), st.booleans())
def test_every_list_of_export_shaped_lines_reads_as_the_line_reader_reads_it(
    rows: list[str], last_break: bool, d0: bool
) -> None:
    text = "\n".join(rows) + ("\n" if last_break else "")
    sections = D0_SECTION_ALIASES if d0 else None
    assert read(text, sections) == by_lines(text, sections)
