"""Issue 31.3 and 31.10: lists as Japanese fan sites and spreadsheets write them, read by the engine's one parser."""

from __future__ import annotations

import pytest

from tests.rules.test_decklist import EX, LYLAPS, PLAYER, Lookup, parse
from zxdecks.rules.cards import Zone
from zxdecks.rules.decklist import D0_SECTION_ALIASES, DeckListError, parse_decklist

N = LYLAPS.number
NAME = LYLAPS.name


def cards_of(text: str) -> list[tuple[str, int, Zone]]:
    return [(e.card.number, e.count, e.zone) for e in parse(text).deck.entries]


@pytest.mark.parametrize(
    "line",
    [
        f"{NAME} 4枚",
        f"{NAME}　４枚",
        f"{NAME} ×4枚",
        f"{NAME}：4枚",
        f"4枚 {NAME}",
        f"４枚　{NAME}",
        f"・{NAME} 4枚",
        f"《IG》{NAME} ×4",
        f"【IG】{NAME} 4枚",
        f"<IG> 4 {NAME}",
        f"{NAME}（{N}）×4",
        f"{NAME} ({N}) x4",
        f"（{N}）{NAME}×4",
        f"{N}\t{NAME}\t4",
        f"4\t{N}\t{NAME}",
        f"{NAME}\t4",
        f"{N}\t{NAME}\tZ/X\t4枚",
        f"4 {N.replace('-', 'ー')}",
        f"4 {N.replace('-', '−')}",
        f"4 {N.replace('-', '–')}",
        f"{NAME}（{N.replace('-', 'ー')}）×4",
    ],
)
def test_a_fan_site_card_line_reads_as_four_copies_of_the_card(line):
    assert cards_of(f"[deck]\n{line}\n") == [(N, 4, Zone.DECK)]


@pytest.mark.parametrize(
    ("deck", "dynamis", "player"),
    [
        ("【デッキ】", "【デュナミス】", "【プレイヤー】"),
        ("【メインデッキ】（50枚）", "【デュナミス】(16枚)", "【プレイヤーカード】"),
        ("■デッキ", "■ デュナミス 16枚", "■プレイヤー"),
        ("◆メインデッキ：50", "◆デュナミス", "◆プレイヤー"),
        ("デッキ", "デュナミス (16)", "プレイヤー"),
        ("[メインデッキ]", "[デュナミス]", "[プレイヤーカード]"),
    ],
)
def test_fan_site_headers_name_the_three_parts(deck, dynamis, player):
    text = f"{deck}\n{NAME} 4枚\n{dynamis}\n{EX.name} 2枚\n{player}\n{PLAYER.name} 1枚\n"
    assert cards_of(text) == [(N, 4, Zone.DECK), (EX.number, 2, Zone.DYNAMIS), (PLAYER.number, 1, Zone.PLAYER)]


def test_a_group_heading_and_a_table_header_row_are_skipped_not_read_as_cards():
    text = f"■メインデッキ\n■Z/X（34枚）\n{NAME} 4枚\nカード番号\tカード名\t枚数\n{N}\t{NAME}\t2\n"
    assert cards_of(text) == [(N, 4, Zone.DECK), (N, 2, Zone.DECK)]


def test_a_sideboard_heading_in_a_zx_list_is_an_unknown_section_on_its_line():
    with pytest.raises(DeckListError) as excinfo:
        parse(f"【デッキ】\n{NAME} 4枚\n【サイドデッキ】\n{NAME} 1枚\n")
    assert [(e.line, "unknown section" in e.message_en) for e in excinfo.value.errors] == [(3, True)]


def test_a_list_without_headers_puts_each_card_in_its_types_part_and_says_so():
    parsed = parse(f"{NAME} ×4\n{EX.name} ×2\n{PLAYER.name} ×1\n")
    assert [(e.card.number, e.count, e.zone) for e in parsed.deck.entries] == [
        (N, 4, Zone.DECK),
        (EX.number, 2, Zone.DYNAMIS),
        (PLAYER.number, 1, Zone.PLAYER),
    ]
    (note,) = parsed.notes
    assert note.line == 2
    assert note.message_en.startswith("the list has no headers")
    assert "line 2 to the Dynamis; line 3 to the player area" in note.message_en
    assert "2行目をデュナミスに、3行目をプレイヤーエリアに" in note.message


def test_a_list_of_deck_cards_without_headers_has_no_note():
    assert parse(f"{NAME} ×4\n").notes == []


def test_lines_under_a_header_stay_where_the_list_puts_them_so_the_validator_can_say_401_7():
    parsed = parse(f"[deck]\n{NAME} ×4\n{EX.name} ×2\n")
    assert [e.zone for e in parsed.deck.entries] == [Zone.DECK, Zone.DECK]
    assert parsed.notes == []


def test_a_dimension_zero_list_without_headers_is_all_deck():
    parsed = parse_decklist(f"{NAME} ×4\n{EX.name} ×2\n", Lookup(), D0_SECTION_ALIASES)
    assert [e.zone for e in parsed.deck.entries] == [Zone.DECK, Zone.DECK]


def test_a_name_containing_a_long_vowel_mark_between_letters_is_still_a_name():
    # Only a token shaped like a collector number is read as one: 「ラーメン」 keeps its mark.
    with pytest.raises(DeckListError) as excinfo:
        parse("4 ラーメン\n")
    assert "no card named ラーメン" in excinfo.value.errors[0].message_en
