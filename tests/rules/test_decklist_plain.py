"""One reader for every list: `4 B01-001` lines, `[deck]` headers and comments told apart by one regex over the whole
text, every other line read by its shape, each with its own line number."""

from __future__ import annotations

import re
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from zxdecks.rules import decklist
from zxdecks.rules.cards import Zone
from zxdecks.rules.decklist import D0_SECTION_ALIASES, MAX_CARD_LINES, ListLine, scan_lines

# Every row read by its shape: the row regex with its export shapes taken out (the same five groups, the last one
# the line), and the one-match `4 B01-001` reading of a normalised line taken out too.
SHAPES_ONLY = re.compile(rf"(?!)()()()()|([^{decklist._BREAKS}]*?){decklist._EOL}")


def by_shape(text: str, sections: dict[str, Zone] | None = None) -> tuple[list[ListLine], list[object]]:
    with (
        mock.patch.object(decklist, "_ROWS", SHAPES_ONLY),
        mock.patch.object(decklist, "_PLAIN_LINE", re.compile(r"(?!)")),
    ):
        return scan_lines(text, sections)  # type: ignore[return-value]


def test_an_export_with_crlf_line_ends_and_a_comment_gives_each_card_its_line_number_and_part() -> None:
    text = "# デッキ名\r\n[deck]\r\n4 b01-001\r\n\r\n[Dynamis]\r\n2 E36-059\r\n[player]\r\n1 B44-017"
    assert scan_lines(text) == (
        [
            ListLine(3, "4 b01-001", Zone.DECK, 4, "B01-001", None),
            ListLine(6, "2 E36-059", Zone.DYNAMIS, 2, "E36-059", None),
            ListLine(8, "1 B44-017", Zone.PLAYER, 1, "B44-017", None),
        ],
        [],
    )
    assert by_shape(text) == scan_lines(text)


def test_a_list_without_headers_leaves_its_lines_to_be_placed_by_type() -> None:
    text = "4 B01-001\n1 B44-017\n"
    assert [ln.placed for ln in scan_lines(text)[0]] == [False, False]
    assert [ln.placed for ln in scan_lines("[deck]\n" + text)[0]] == [True, True]


def test_a_line_of_another_shape_among_export_lines_is_read_by_its_shape_and_the_export_lines_around_it_still_count() -> (
    None
):
    text = "[deck]\n4 B01-001\n2 運命の猟犬ライラプス\n[dynamis]\n4 E36-059 アマテラス\n1 B01-002\n"
    lines, errors = scan_lines(text)
    assert errors == []
    assert [(ln.line, ln.zone, ln.quantity, ln.number, ln.name) for ln in lines] == [
        (2, Zone.DECK, 4, "B01-001", None),
        (3, Zone.DECK, 2, None, "運命の猟犬ライラプス"),
        (5, Zone.DYNAMIS, 4, "E36-059", "アマテラス"),
        (6, Zone.DYNAMIS, 1, "B01-002", None),
    ]


def test_errors_among_export_lines_name_their_own_lines() -> None:
    text = "[deck]\n4 B01-001\n0 B01-002\n[sideboard]\n4 B01-003\n# \ufffd\n5\n"
    lines, errors = scan_lines(text)
    assert [(ln.line, ln.number) for ln in lines] == [(2, "B01-001"), (5, "B01-003")]
    assert [(e.line, e.text, e.message_en) for e in errors] == [
        (3, "0 B01-002", "the count must be 1 to 999"),
        (4, "[sideboard]", "unknown section [sideboard]; use [deck], [dynamis] or [player]"),
        (6, "# \ufffd", decklist.UNREADABLE_EN),
        (7, "5", errors[3].message_en),
    ]
    assert errors[3].message_en.startswith("expected 'COUNT NUMBER'")


def test_a_nul_in_a_comment_is_named_on_its_line() -> None:
    lines, errors = scan_lines("[deck]\n#\x00 x\n4 B01-001\n")
    assert [(ln.line, ln.number) for ln in lines] == [(3, "B01-001")]
    assert [(e.line, e.text) for e in errors] == [(2, "#\\0 x")]


def test_the_card_line_past_the_limit_is_named_and_nothing_after_it_is_read() -> None:
    text = "4 B01-001\n" * (MAX_CARD_LINES + 1) + "four cards\n"
    lines, errors = scan_lines(text)
    assert len(lines) == MAX_CARD_LINES
    assert [(e.line, e.message_en) for e in errors] == [
        (MAX_CARD_LINES + 1, f"a deck list has at most {MAX_CARD_LINES} card lines; the rest is not read")
    ]


def test_every_line_end_str_splitlines_knows_ends_a_line() -> None:
    text = "4 B01-001\x0b4 B01-002\u20284 B01-003\r4 B01-004\x1c[dynamis]\x854 B01-005"
    assert [(ln.line, ln.number, ln.zone) for ln in scan_lines(text)[0]] == [
        (1, "B01-001", Zone.DECK),
        (2, "B01-002", Zone.DECK),
        (3, "B01-003", Zone.DECK),
        (4, "B01-004", Zone.DECK),
        (6, "B01-005", Zone.DYNAMIS),
    ]
    assert by_shape(text) == scan_lines(text)


def test_dimension_zero_lists_read_their_own_sections() -> None:
    lines, errors = scan_lines("[deck]\n3 BD01-001\n[side]\n2 BD01-015\n", D0_SECTION_ALIASES)
    assert [(ln.zone, ln.quantity) for ln in lines] == [(Zone.DECK, 3), (Zone.SIDEBOARD, 2)]
    assert errors == []
    _, errors = scan_lines("[dynamis]\n4 B01-001\n", D0_SECTION_ALIASES)
    assert [(e.line, e.message_en) for e in errors] == [(1, "unknown section [dynamis]; use [deck] or [sideboard]")]


LINES = st.sampled_from(
    [
        "4 B01-001", "4 b01-002", "0 B01-003", "999 B01-004", "4 B01-001 運命の猟犬ライラプス", " 4 B01-001", "４ B01-001",
        "[deck]", "[Dynamis]", "[player]", "[sideboard]", "[ deck ]", "# a comment", "#", "", " ", "\u3000",
        "# \ufffd", "#\x00", "four cards", "B01-001 x4", "2x 運命の猟犬ライラプス", "■Z/X", "【デュナミス】",
    ]
)  # fmt: skip
BREAKS = st.sampled_from(["\n", "\r\n", "\r", "\x0b", "\x0c", "\x1c", "\x85", "\u2028", "\u2029"])


@given(st.lists(st.tuples(LINES, BREAKS), max_size=12), st.booleans())
def test_any_mix_of_lines_reads_as_every_line_read_by_its_shape(rows: list[tuple[str, str]], last_break: bool) -> None:
    text = "".join(line + end for line, end in rows)
    if rows and not last_break:
        text = text[: -len(rows[-1][1])]
    assert scan_lines(text) == by_shape(text)
    # The line numbers are str.splitlines's.
    split = text.splitlines()
    lines, errors = scan_lines(text)
    assert all(split[ln.line - 1] == ln.text for ln in lines)
    assert all(split[e.line - 1].replace("\x00", "\\0") == e.text for e in errors)


@pytest.mark.parametrize("sections", [None, D0_SECTION_ALIASES])
def test_a_byte_order_mark_is_not_read_as_text(sections: dict[str, Zone] | None) -> None:
    assert scan_lines("\ufeff4 B01-001\n", sections)[0][0].text == "4 B01-001"
