"""The deck-list text format: parse errors name the line, nothing is guessed, and writing round-trips."""

import re
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.rules.builders import card
from zxdecks.rules.cards import CardType, Zone, name_key
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.decklist import DeckListError, parse_decklist, parse_lines, write_decklist

LYLAPS = card("運命の猟犬ライラプス")
MASK = card("仮面", extra_names=("運命の猟犬ライラプス",))
TWIN_A = card("双子")
TWIN_B = card("双子")
ALIAS_X = card("甲", extra_names=("共通名",))
ALIAS_Y = card("乙", extra_names=("共通名",))
EX = card("竜皇", CardType.ZX_EX)
PLAYER = card("千歳", CardType.PLAYER)
ALL = [LYLAPS, MASK, TWIN_A, TWIN_B, ALIAS_X, ALIAS_Y, EX, PLAYER]


class Lookup:
    def by_numbers(self, numbers):
        return {c.number: c for c in ALL if c.number in numbers}

    def by_names(self, keys):
        found = {}
        for c in ALL:
            for n in c.names:
                if name_key(n) in keys:
                    found.setdefault(name_key(n), []).append(c)
        return found


def parse(text):
    return parse_decklist(text, Lookup())


def test_counts_numbers_names_and_sections():
    text = f"""# my deck
4 {LYLAPS.number}
4x {LYLAPS.number} 運命の猟犬ライラプス
[dynamis]
2 竜皇
[プレイヤー]
1 千歳   # the player card
"""
    deck = parse(text).deck
    assert deck.size(Zone.DECK) == 8
    assert [(e.card.name, e.count) for e in deck.part(Zone.DYNAMIS)] == [("竜皇", 2)]
    assert [(e.card.name, e.count) for e in deck.part(Zone.PLAYER)] == [("千歳", 1)]


def test_lines_before_any_header_belong_to_the_deck_and_japanese_headers_work():
    lines = parse_lines("1 A\n[デュナミス]\n1 B\n[デッキ]\n1 C\n［deck］\n1 D")
    assert [(ln.zone, ln.name) for ln in lines] == [
        (Zone.DECK, "A"),
        (Zone.DYNAMIS, "B"),
        (Zone.DECK, "C"),
        (Zone.DECK, "D"),
    ]


def test_every_bad_line_is_reported_with_its_number_and_text():
    with pytest.raises(DeckListError) as excinfo:
        parse_lines("4 ok\nfour cards\n0 zero\n[sideboard]\n\n5")
    assert [(e.line, e.text) for e in excinfo.value.errors] == [(3, "0 zero"), (4, "[sideboard]"), (6, "5")]
    assert "unknown section [sideboard]" in excinfo.value.errors[1].message_en


def test_syntax_errors_and_unknown_cards_are_reported_together_in_line_order():
    with pytest.raises(DeckListError) as excinfo:
        parse(f"4 {LYLAPS.number}\nfour cards\n0 zero\n[sideboard]\n4 ZZ99-999\n5")
    assert [(e.line, e.message_en.split(";")[0]) for e in excinfo.value.errors] == [
        (2, "no card named four cards"),
        (3, "the count must be 1 to 999"),
        (4, "unknown section [sideboard]"),
        (5, "no card ZZ99-999"),
        (6, "expected 'COUNT NUMBER', 'COUNT NAME', 'NUMBER xCOUNT' or 'NAME xCOUNT', e.g. '4 B01-001'"),
    ]


def test_unknown_numbers_and_names_are_errors_not_skips():
    with pytest.raises(DeckListError) as excinfo:
        parse(f"4 ZZ99-999\n4 知らないカード\n4 {LYLAPS.number}")
    assert [(e.line, e.message_en) for e in excinfo.value.errors] == [
        (1, "no card ZZ99-999"),
        (2, "no card named 知らないカード"),
    ]


def test_a_name_after_the_number_is_checked_against_it():
    with pytest.raises(DeckListError, match=r"line 1: 別のカード is not a name of"):
        parse(f"4 {LYLAPS.number} 別のカード")
    assert parse(f"1 {MASK.number} 運命の猟犬ライラプス").deck.size(Zone.DECK) == 1  # a subtext name is a name


def test_a_name_that_is_printed_on_one_card_wins_over_subtext_names():
    (entry,) = parse("4 運命の猟犬ライラプス").deck.entries
    assert entry.card is LYLAPS


def test_a_name_shared_by_different_cards_is_ambiguous():
    with pytest.raises(DeckListError) as excinfo:
        parse("4 共通名")
    assert "could be any of" in excinfo.value.errors[0].message_en
    assert ALIAS_X.number in excinfo.value.errors[0].message_en


def test_printings_of_one_name_resolve_to_the_first_and_say_so():
    parsed = parse("2 双子")
    assert parsed.deck.entries[0].card is min(TWIN_A, TWIN_B, key=lambda c: c.number)
    assert "2 printings" in parsed.notes[0].message_en
    assert "2種類の印刷" in parsed.notes[0].message


def test_full_width_digits_and_case_are_accepted():
    deck = parse(f"４ {LYLAPS.number.lower()}").deck
    assert deck.size(Zone.DECK) == 4


def test_write_then_parse_round_trips():
    deck = Deck.of(
        [DeckEntry(LYLAPS, 4), DeckEntry(MASK, 1), DeckEntry(EX, 2, Zone.DYNAMIS), DeckEntry(PLAYER, 1, Zone.PLAYER)]
    )
    text = write_decklist(deck, title="テスト\nデッキ")
    assert text.startswith("# テスト\n# デッキ\n\n[deck]\n")
    assert parse(text).deck.entries == deck.entries


@given(
    st.lists(
        st.tuples(
            st.integers(0, 9999),
            st.from_regex(r"[A-Za-z0-9]{1,9}-[A-Za-z0-9]{1,9}", fullmatch=True),
            st.sampled_from(["", " ", "  ", "\u3000", "\t"]),
        ),
        max_size=8,
    ),
    st.sampled_from(["", "[dynamis]\n", "【デッキ】\n"]),
)
def test_the_one_match_path_for_count_and_number_lines_reads_what_the_shape_reader_reads(rows, header):
    """`4 B01-001` is read in one match; the result is the full reader's, counts out of range and odd spacing too."""
    from zxdecks.rules import decklist

    text = header + "\n".join(f"{count}{space or ' '}{number}" for count, number, space in rows)
    fast = decklist.scan_lines(text)
    shapes_only = re.compile(rf"(?!)()()()()|([^{decklist._BREAKS}]*?){decklist._EOL}")  # every row read by its shape
    with (
        mock.patch.object(decklist, "_PLAIN_LINE", re.compile(r"(?!)")),
        mock.patch.object(decklist, "_ROWS", shapes_only),
    ):
        slow = decklist.scan_lines(text)
    assert fast == slow
