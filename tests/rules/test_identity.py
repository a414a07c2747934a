"""One card under two printings, one name identity for every name-keyed rule, and designations of unknown date."""

from __future__ import annotations

import dataclasses
import datetime as dt

from tests.rules.builders import card, legal_deck
from zxdecks.rules.cards import CardType, RegulationEntry, RegulationStatus, SharedLimit, Zone, ZoneRestriction
from zxdecks.rules.cardtext import note_facts, same_card_names
from zxdecks.rules.construction import card_status, validate
from zxdecks.rules.deck import Deck, DeckEntry

DAY = dt.date(2025, 1, 1)
JA = "世界を超えた約束 シュリ"
EN = "Promise beyond the world SHURI"
LEGEND = RegulationStatus.LEGEND


def printings(*, both_ways: bool = False, type_: CardType = CardType.ZX):
    """A Japanese printing and an English one carrying 「※「JA」と同じ情報を持つカードとして扱われます。」."""
    ja = card(JA, type_)
    en = dataclasses.replace(card(EN, type_), same_card_as=frozenset({JA}))
    if both_ways:
        ja = dataclasses.replace(ja, same_card_as=frozenset({EN}))
    return ja, en


def violations(deck: Deck, code: str, on: dt.date = DAY):
    return [v for v in validate(deck, on).violations if v.code == code]


# 1. The same card under another printing
def test_the_note_names_the_card_a_printing_is_the_same_as():
    assert same_card_names(
        f"英語版シークレットカードGetキャンペーン※「{JA}」と同じ情報を持つカードとして扱われます。"
    ) == [JA]
    assert same_card_names("2023年5月～6月 ゼクスタ 景品") == []


def test_four_japanese_copies_and_one_english_copy_are_five_copies_of_one_card():
    ja, en = printings()
    (v,) = violations(Deck.of([DeckEntry(ja, 4), DeckEntry(en, 1)]), "copy_limit")
    assert (v.rule, v.name, v.count, v.limit, set(v.cards)) == ("401.2", JA, 5, 4, {ja.number, en.number})
    assert not violations(Deck.of([DeckEntry(ja, 3), DeckEntry(en, 1)]), "copy_limit")


def test_printings_that_name_each_other_are_reported_once_under_the_name_most_copies_print():
    ja, en = printings(both_ways=True)
    (v,) = violations(Deck.of([DeckEntry(ja, 4), DeckEntry(en, 1)]), "copy_limit")
    assert (v.name, v.count) == (JA, 5)
    (v,) = violations(Deck.of([DeckEntry(ja, 1), DeckEntry(en, 4)]), "copy_limit")
    assert (v.name, v.count) == (EN, 5)


def test_the_dynamis_counts_the_printings_as_one_card():
    ja, en = printings(type_=CardType.ZX_EX)
    deck = Deck.of([DeckEntry(ja, 4, Zone.DYNAMIS), DeckEntry(en, 1, Zone.DYNAMIS)])
    (v,) = violations(deck, "dynamis_copy_limit")
    assert (v.rule, v.count) == ("401.11", 5)


def test_a_shared_limit_counts_the_other_printing():
    _, en = printings()
    other = card("乙", construction=(SharedLimit(Zone.DECK, frozenset({JA, "乙"}), 1),))
    (v,) = violations(Deck.of([DeckEntry(other, 1), DeckEntry(en, 1)]), "shared_limit")
    assert v.count == 2


def test_a_legend_designation_on_one_printing_binds_the_other():
    entry = (RegulationEntry(LEGEND, dt.date(2024, 1, 1), "", JA),)
    ja, en = printings()
    ja, en = dataclasses.replace(ja, regulation=entry), dataclasses.replace(en, regulation=entry)
    (v,) = violations(Deck.of([DeckEntry(ja, 1), DeckEntry(en, 1)]), "legend_limit")
    assert (v.count, set(v.cards)) == (2, {ja.number, en.number})


# 2. One name identity
def test_entries_spelled_with_either_dot_are_one_history():
    full, half = "黄金騎士マリー・アントワネット", "黄金騎士マリー･アントワネット"
    entries = (
        RegulationEntry(LEGEND, dt.date(2020, 1, 1), "", full),
        RegulationEntry(RegulationStatus.LIFTED, dt.date(2021, 1, 1), "", half),
    )
    marie = dataclasses.replace(card(half), regulation=entries)
    assert card_status(marie, dt.date(2020, 6, 1))[0] is LEGEND
    assert card_status(marie, dt.date(2022, 1, 1))[0] is None
    assert not violations(Deck.of([DeckEntry(marie, 2)]), "legend_limit", dt.date(2022, 1, 1))


def test_a_zone_restriction_matches_names_whatever_their_width():
    rule = ZoneRestriction(Zone.DYNAMIS, "ＳＨｉＦＴ", 16)
    source = card("門番", construction=(rule,))
    shift = card("SHiFT・ミーリィ", CardType.SHIFT)
    deck = Deck.of([DeckEntry(source, 1), DeckEntry(shift, 1, Zone.DYNAMIS)])
    assert not violations(deck, "zone_restriction")


# 6. Designations of unknown date
def test_an_undated_designation_is_marked_as_an_assumption():
    facts = note_facts("2019年3月1日以降は「伝説指定」されます。このカードは現在、「封神指定」されています。")
    assumed = [e for e in facts.regulation if e.assumed]
    assert [(e.status, e.effective) for e in assumed] == [(RegulationStatus.SEALED, dt.date(2019, 3, 2))]
    assert not any(e.assumed for e in facts.regulation if e is not assumed[0])


def test_a_verdict_that_rests_on_an_assumed_date_says_so_naming_the_card():
    sealed = RegulationEntry(RegulationStatus.SEALED, dt.date(2019, 3, 2), "", "禁断の書", assumed=True)
    book = dataclasses.replace(card("禁断の書"), regulation=(sealed,))
    report = validate(legal_deck(DeckEntry(book, 1)), DAY)
    (warning,) = report.warnings
    assert warning.code == "regulation_date_assumed"
    assert (warning.name, warning.cards) == ("禁断の書", (book.number,))
    assert "2019-03-02" in warning.message_en
    assert "2019-03-02" in warning.message
    assert warning not in report.violations
    assert report.as_dict()["warnings"][0]["code"] == "regulation_date_assumed"


def test_no_warning_before_the_assumed_date_or_for_dated_designations():
    assumed = RegulationEntry(RegulationStatus.SEALED, dt.date(2019, 3, 2), "", "禁断の書", assumed=True)
    book = dataclasses.replace(card("禁断の書"), regulation=(assumed,))
    assert validate(legal_deck(DeckEntry(book, 1)), dt.date(2019, 3, 1)).warnings == ()
    dated = dataclasses.replace(assumed, assumed=False)
    assert validate(legal_deck(DeckEntry(dataclasses.replace(book, regulation=(dated,)), 1)), DAY).warnings == ()
