"""The shapes of deck list players really paste, names containing `#`, huge counts, and capped error reports."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.rules.builders import card
from tests.rules.test_decklist import LYLAPS, Lookup, parse
from zxdecks.rules import listshapes as shapes
from zxdecks.rules.cards import Zone, name_key
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.deckformats import parse_any, write_csv, write_json
from zxdecks.rules.decklist import (
    MAX_REPORTED_ERRORS,
    DeckListError,
    Resolution,
    parse_decklist,
    write_decklist,
)

N = LYLAPS.number
NAME = LYLAPS.name
SSD = card("SSD #8 スクアティーニ")
NEMU = card("#アイツに勝ちたい ネムちゃん")
SSD_EX = card("SSD #EX ニュー")


class HashLookup(Lookup):
    def by_numbers(self, numbers):
        found = dict(super().by_numbers(numbers))
        found.update({c.number: c for c in (SSD, NEMU, SSD_EX) if c.number in numbers})
        return found

    def by_names(self, keys):
        found = dict(super().by_names(keys))
        for c in (SSD, NEMU, SSD_EX):
            for key in c.keys & keys:
                found.setdefault(key, []).append(c)
        return found


def cards_of(text, lookup=None):
    return [(e.card.number, e.count, e.zone) for e in parse_decklist(text, lookup or Lookup()).deck.entries]


# 4. Names containing '#'
@pytest.mark.parametrize(
    "line",
    [
        f"4 {SSD.number} SSD #8 スクアティーニ",
        f"4 {SSD.number} ＳＳＤ ＃８ スクアティーニ",
        "4 SSD #8 スクアティーニ",
        f"4 {SSD.number} SSD #8 スクアティーニ # エース",
        f"4 {SSD.number} # エース",
    ],
)
def test_a_name_containing_a_hash_is_a_name_and_a_comment_after_it_is_a_comment(line):
    assert cards_of(line, HashLookup()) == [(SSD.number, 4, Zone.DECK)]


def test_a_name_starting_with_a_hash_reads_after_a_count_and_a_hash_line_is_a_comment():
    assert cards_of(f"1 {NEMU.number} #アイツに勝ちたい ネムちゃん\n#アイツに勝ちたい ネムちゃん", HashLookup()) == [
        (NEMU.number, 1, Zone.DECK)
    ]
    assert cards_of("2 #アイツに勝ちたい ネムちゃん", HashLookup()) == [(NEMU.number, 2, Zone.DECK)]


def test_a_hash_that_is_not_a_comment_and_not_a_name_is_an_error():
    with pytest.raises(DeckListError, match="is not a name of"):
        parse_decklist(f"4 {SSD.number} SSD #9 スクアティーニ", HashLookup())


def test_a_deck_of_hash_names_written_by_the_site_reads_back_unchanged():
    deck = Deck.of([DeckEntry(SSD, 4), DeckEntry(NEMU, 1), DeckEntry(SSD_EX, 2)])
    assert parse_decklist(write_decklist(deck, "# title"), HashLookup()).deck.entries == deck.entries


# The lists players really paste
@pytest.mark.parametrize(
    ("line", "count"),
    [
        (f"4 {N}", 4),
        (f"4 {N} {NAME}", 4),
        (f"4x {N}", 4),
        (f"4× {N}", 4),
        (f"4 x {N}", 4),
        (f"{N} x4", 4),
        (f"{N} ×4", 4),
        (f"{N}×4", 4),
        (f"{N} x 3", 3),
        (f"{NAME}×4", 4),
        (f"{NAME} x4", 4),
        (f"{NAME}x4", 4),
        (f"4x {NAME}", 4),
        (f"×4 {NAME}", 4),
        (f"x2 {N}", 2),
        (f"４ {N}", 4),
        (f"{NAME}×４", 4),
        (f"４ｘ {NAME}", 4),
        (NAME, 1),
        (N, 1),
        (f"{NAME} # エース", 1),
        (f"{N} x4 # comment", 4),
    ],
)
def test_the_shapes_players_paste_are_read(line, count):
    assert cards_of(line) == [(N, count, Zone.DECK)]


@pytest.mark.parametrize("count", ["0", "1000", "999999999", "9" * 5000, "0" * 5000])
def test_a_count_out_of_range_is_a_line_error_never_a_crash(count):
    with pytest.raises(DeckListError) as excinfo:
        parse(f"{count} {N}\n{N} x{count}")
    assert [(e.line, e.message_en) for e in excinfo.value.errors] == [
        (1, "the count must be 1 to 999"),
        (2, "the count must be 1 to 999"),
    ]


def test_a_thousand_leading_zeros_before_a_small_count_are_just_zeros():
    assert cards_of("0" * 1000 + f"4 {N}") == [(N, 4, Zone.DECK)]


def test_garbage_reports_the_first_hundred_problems_and_how_many_more():
    text = "\n".join(f"0 garbage {i}" for i in range(MAX_REPORTED_ERRORS + 250))
    with pytest.raises(DeckListError) as excinfo:
        parse(text)
    errors = excinfo.value.errors
    assert len(errors) == MAX_REPORTED_ERRORS + 1
    assert (errors[-1].line, errors[-1].omitted, excinfo.value.omitted) == (MAX_REPORTED_ERRORS + 1, 250, 250)
    assert "250 more problems" in errors[-1].message_en


def test_a_list_of_too_many_card_lines_stops_with_one_error():
    text = "\n".join(f"1 {N}" for i in range(5000))
    with pytest.raises(DeckListError) as excinfo:
        parse(text)
    (error,) = excinfo.value.errors
    assert (error.line, error.message_en) == (1001, "a deck list has at most 1000 card lines; the rest is not read")


# A resolver plugged in for what the exact lookup misses
class Resolver:
    def __init__(self):
        self.asked = set()

    def resolve(self, queries):
        self.asked |= queries
        answers = {}
        for q in queries:
            if q == "うんめいのりょうけんらいらぷす":
                answers[q] = Resolution(cards=(LYLAPS,))
            elif q in {"運命の猟犬ライラブス", "B01-00L"}:
                answers[q] = Resolution(suggestions=(f"{N} {NAME}",))
        return answers


def test_a_resolver_resolves_folded_names_and_suggests_the_closest_cards():
    resolver = Resolver()
    parsed = parse_decklist("4 うんめいのりょうけんらいらぷす", Lookup(), resolver=resolver)
    assert [(e.card.number, e.count) for e in parsed.deck.entries] == [(N, 4)]
    with pytest.raises(DeckListError) as excinfo:
        parse_decklist("4 運命の猟犬ライラブス\n4 B01-00l\n4 もっと知らない", Lookup(), resolver=resolver)
    first, second, third = excinfo.value.errors
    assert first.suggestions == (f"{N} {NAME}",)
    assert f"did you mean {N} {NAME}?" in first.message_en
    assert first.as_dict()["suggestions"] == [f"{N} {NAME}"]
    assert second.suggestions == (f"{N} {NAME}",)
    assert third.suggestions == ()
    assert "suggestions" not in third.as_dict()
    assert {"運命の猟犬ライラブス", "B01-00L", "もっと知らない"} <= resolver.asked


def test_a_csv_row_needs_a_count():
    from zxdecks.rules.deckformats import parse_csv

    with pytest.raises(DeckListError) as excinfo:
        parse_csv(f"zone,count,number,name\ndeck,,{N},\ndeck,４,{N},", Lookup())
    assert [(e.line, e.message_en) for e in excinfo.value.errors] == [(2, "the count '' is not a number")]


def test_a_utf8_byte_order_mark_at_the_start_is_not_part_of_the_first_line():
    assert cards_of(f"\ufeff4 {N}") == [(N, 4, Zone.DECK)]
    assert cards_of(f"\ufeff[deck]\n4 {N}") == [(N, 4, Zone.DECK)]


def test_an_unknown_name_is_named_whole_unless_a_comment_follows_it():
    with pytest.raises(DeckListError) as excinfo:
        parse_decklist("4 SSD #8 スクアティーニX\n4 知らないカード # エース\n4 #知らない", HashLookup())
    assert [e.message_en for e in excinfo.value.errors] == [
        "no card named SSD #8 スクアティーニX",
        "no card named 知らないカード",
        "no card named #知らない",
    ]


def test_a_name_ending_in_mai_after_a_count_and_a_number_is_the_name_not_a_count():
    named_mai = card("枚")

    class One(Lookup):
        def by_numbers(self, numbers):
            return {named_mai.number: named_mai} if named_mai.number in numbers else {}

    assert cards_of(f"1 {named_mai.number} 枚", One()) == [(named_mai.number, 1, Zone.DECK)]
    assert shapes.card_text(f"{NAME} 4枚") == f"4 {NAME}"  # a name then its count marked 枚 still reads


# Any card name the writers can write reads back (hypothesis): '#', '×', 'x4' endings, brackets, widths.
_NAME_CHARS = st.characters(
    blacklist_categories=("Cc", "Cs", "Zl", "Zp"), blacklist_characters="\x85\u2028\u2029\ufffd"
)
_PIECES = st.text(_NAME_CHARS, max_size=4) | st.sampled_from(["#", "×", "x4", " x ", " #", "[", "]", "＃", "４", "　"])
_NAMES = st.lists(_PIECES, min_size=1, max_size=6).map("".join).filter(lambda n: n == n.strip() and name_key(n))


@settings(max_examples=300, deadline=None)
@given(st.lists(_NAMES, min_size=1, max_size=6, unique_by=name_key), st.integers(min_value=1, max_value=999))
def test_any_name_the_writers_write_reads_back(names, count):
    cards = [card(n) for n in names]

    class One(Lookup):
        def by_numbers(self, numbers):
            return {c.number: c for c in cards if c.number in numbers}

    deck = Deck.of([DeckEntry(c, count, Zone.DECK if i % 2 else Zone.DYNAMIS) for i, c in enumerate(cards)])
    for write in (write_decklist, write_json, write_csv):
        parsed, _, _ = parse_any(write(deck), One())
        got = sorted((e.card.number, e.count, e.zone.value) for e in parsed.deck.entries)
        assert got == sorted((e.card.number, e.count, e.zone.value) for e in deck.entries), write.__name__


@pytest.mark.parametrize(
    ("count", "said"),
    [("9" * 5000, "too large"), ("-1", "deck[0].count"), ("0", "deck[0].count"), ("1000", "count must be 1 to 999")],
)
def test_a_json_count_out_of_range_is_a_field_error_never_a_crash(count, said):
    from zxdecks.rules.deckformats import parse_json

    text = f'{{"format": "zxdecks-deck", "version": 1, "deck": [{{"count": {count}, "number": "{N}"}}]}}'
    with pytest.raises(DeckListError) as excinfo:
        parse_json(text, Lookup())
    (error,) = excinfo.value.errors
    assert said in error.message_en


def test_a_json_deck_naming_an_unknown_card_names_its_json_path():
    from zxdecks.rules.deckformats import parse_json

    text = '{"format": "zxdecks-deck", "version": 1, "deck": [], "dynamis": [{"count": 1, "number": "ZZ99-999"}]}'
    with pytest.raises(DeckListError) as excinfo:
        parse_json(text, Lookup())
    assert [(e.text, e.message_en) for e in excinfo.value.errors] == [("dynamis[0]", "dynamis[0]: no card ZZ99-999")]


def test_a_line_with_a_nul_character_is_a_line_error_and_never_looked_up():
    from zxdecks.rules.decklist import scan_lines

    lines, errors = scan_lines("[deck]\n4 DM01-001\n4\x00 D\x00M01-002\n")
    assert [ln.number for ln in lines] == ["DM01-001"]
    assert [(e.line, e.message_en) for e in errors] == [(3, "the line contains a NUL character")]
