"""The one-pass reading of plain lists (`4 B01-001` lines, headers, comments) gives the line-by-line reading's lines."""

from __future__ import annotations

import pytest

from zxdecks.rules import decklist
from zxdecks.rules.cards import Zone
from zxdecks.rules.decklist import D0_SECTION_ALIASES, SECTION_ALIASES, ListLine, scan_lines


def line_by_line(text: str, sections: dict[str, Zone] | None = None) -> tuple[list[ListLine], list[object]]:
    saved = decklist._plain_lines
    decklist._plain_lines = lambda text, sections: None
    try:
        return scan_lines(text, sections)  # type: ignore[return-value]
    finally:
        decklist._plain_lines = saved


def test_an_export_with_crlf_line_ends_and_a_comment_is_read_in_one_pass_with_the_same_line_numbers() -> None:
    text = "# デッキ名\r\n[deck]\r\n4 b01-001\r\n\r\n[Dynamis]\r\n2 E36-059\r\n[player]\r\n1 B44-017"
    plain = decklist._plain_lines(text, SECTION_ALIASES)
    assert plain == [
        ListLine(3, "4 b01-001", Zone.DECK, 4, "B01-001", None),
        ListLine(6, "2 E36-059", Zone.DYNAMIS, 2, "E36-059", None),
        ListLine(8, "1 B44-017", Zone.PLAYER, 1, "B44-017", None),
    ]
    assert scan_lines(text) == line_by_line(text) == (plain, [])


def test_a_list_without_headers_leaves_its_lines_to_be_placed_by_type() -> None:
    text = "4 B01-001\n1 B44-017\n"
    assert [ln.placed for ln in decklist._plain_lines(text, SECTION_ALIASES) or []] == [False, False]
    assert scan_lines(text) == line_by_line(text)


@pytest.mark.parametrize(
    "text",
    [
        "4 B01-001 運命の猟犬ライラプス\n",  # a name after the number
        "0 B01-001\n",  # a count of 0
        "[sideboard]\n4 B01-001\n",  # not a Z/X part
        " 4 B01-001\n",  # a space before the count
        "# \ufffd\n4 B01-001\n",  # an unreadable character, even in a comment
        "4 B01-001\n" * 1001,  # more card lines than are read
    ],
)
def test_any_other_line_is_left_to_the_line_by_line_reading(text: str) -> None:
    assert decklist._plain_lines(text, SECTION_ALIASES) is None
    assert scan_lines(text) == line_by_line(text)


def test_every_line_end_str_splitlines_knows_ends_a_line_in_one_pass_too() -> None:
    text = "4 B01-001\x0b4 B01-002\u20284 B01-003\r4 B01-004"
    lines = decklist._plain_lines(text, SECTION_ALIASES)
    assert [(ln.line, ln.number) for ln in lines or []] == [
        (1, "B01-001"),
        (2, "B01-002"),
        (3, "B01-003"),
        (4, "B01-004"),
    ]
    assert scan_lines(text) == line_by_line(text)


def test_dimension_zero_lists_read_their_own_sections_in_one_pass() -> None:
    text = "[deck]\n3 BD01-001\n[side]\n2 BD01-015\n"
    lines = decklist._plain_lines(text, D0_SECTION_ALIASES)
    assert [(ln.zone, ln.quantity) for ln in lines or []] == [(Zone.DECK, 3), (Zone.SIDEBOARD, 2)]
    assert decklist._plain_lines("[dynamis]\n4 B01-001\n", D0_SECTION_ALIASES) is None
