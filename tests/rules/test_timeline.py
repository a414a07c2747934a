"""A deck's legality over time: the dates its verdict changes under the dated regulation history, and why."""

from __future__ import annotations

import dataclasses
import datetime as dt

from tests.rules.builders import card, legal_deck, without
from zxdecks.rules.cards import CardFacts, RegulationEntry, RegulationStatus
from zxdecks.rules.cardtext import note_facts, regulation_status
from zxdecks.rules.construction import ZX, validate
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.regulation import assumed_entry
from zxdecks.rules.timeline import legality_timeline, point_text

SEALED, LEGEND, LIFTED = RegulationStatus.SEALED, RegulationStatus.LEGEND, RegulationStatus.LIFTED
TODAY = dt.date(2025, 9, 1)
CHANGE = "2021年12月16日に「封神指定」から「伝説指定」に変更され、デッキに１枚まで入れることができます。"
DAY = dt.date(2021, 12, 16)
EVE = dt.date(2021, 12, 15)


def noted(name: str, note: str, **kw: object) -> CardFacts:
    """A card whose regulation history is read from a fan-site note, as the importer reads it."""
    entries = tuple(dataclasses.replace(e, name=name) for e in note_facts(note).regulation)
    return dataclasses.replace(card(name, **kw), regulation=entries)  # type: ignore[arg-type]


def swap_in(extra: CardFacts, copies: int) -> Deck:
    """The legal base deck with `copies` of its last plain card replaced by the extra card (still 50 cards)."""
    base = legal_deck()
    plain = [e for e in base.entries if e.count == 4 and not e.card.ignition][-1].card
    return Deck.of([*without(base, plain.number, count=copies).entries, DeckEntry(extra, copies)])


def rows(deck: Deck) -> list[tuple[dt.date | None, bool, list[tuple[str, str, str]]]]:
    timeline = legality_timeline(deck, ZX, TODAY)
    return [(p.date, p.legal, [(c.card, c.designation, c.rule) for c in p.changes]) for p in timeline.points]


def test_a_change_from_sealed_means_the_card_was_sealed_until_the_day_before_with_an_unknown_start():
    entries = note_facts(CHANGE).regulation
    assert [(e.status, e.effective, e.assumed) for e in entries] == [(SEALED, None, True), (LEGEND, DAY, False)]
    assert regulation_status(entries, EVE) is SEALED
    assert regulation_status(entries, DAY) is LEGEND


def test_a_change_whose_earlier_designation_is_dated_adds_nothing():
    note = "2023年4月20日以降は「伝説指定」から「封神指定」に変更され…2022年6月23日以降は「伝説指定」され…"
    entries = note_facts(note).regulation
    assert [(e.status, e.effective, e.assumed) for e in entries] == [
        (LEGEND, dt.date(2022, 6, 23), False),
        (SEALED, dt.date(2023, 4, 20), False),
    ]


def test_two_changes_read_back_to_an_undated_seal_before_the_first():
    note = "2023年4月20日以降は「伝説指定」から「封神指定」に変更され、デッキに入れることができません。" + CHANGE
    entries = note_facts("このカードは現在、「封神指定」されています。\n" + note).regulation
    assert [(e.status, e.effective, e.assumed) for e in entries] == [
        (SEALED, None, True),
        (LEGEND, DAY, False),
        (SEALED, dt.date(2023, 4, 20), False),
    ]


def test_a_change_after_a_lift_starts_its_earlier_designation_the_day_after_the_lift():
    note = "2020年2月27日にエラッタが適用され「指定解除」となりました。" + CHANGE
    entries = note_facts(note).regulation
    assert [(e.status, e.effective, e.assumed) for e in entries] == [
        (LIFTED, dt.date(2020, 2, 27), False),
        (SEALED, dt.date(2020, 2, 28), True),
        (LEGEND, DAY, False),
    ]


def test_the_undated_start_is_warned_only_while_the_verdict_rests_on_it():
    cat = noted("猫は喜び庭駆け回る", CHANGE)
    assert assumed_entry(cat, EVE) is not None
    assert assumed_entry(cat, DAY) is None
    deck = swap_in(cat, 1)
    (warning,) = validate(deck, EVE).warnings
    assert (warning.code, warning.cards) == ("regulation_date_assumed", (cat.number,))
    assert validate(deck, DAY).legal
    assert validate(deck, DAY).warnings == ()


def test_four_copies_of_a_card_sealed_then_made_a_legend_are_illegal_throughout():
    cat = noted("猫は喜び庭駆け回る", CHANGE)
    assert rows(swap_in(cat, 4)) == [
        (None, False, [(cat.number, "sealed", "regulation")]),
        (DAY, False, [(cat.number, "legend", "regulation")]),
    ]
    assert not validate(swap_in(cat, 4), EVE).legal


def test_one_copy_of_a_card_sealed_then_made_a_legend_is_legal_from_the_day_of_the_change():
    cat = noted("猫は喜び庭駆け回る", CHANGE)
    timeline = legality_timeline(swap_in(cat, 1), ZX, TODAY)
    assert rows(swap_in(cat, 1)) == [
        (None, False, [(cat.number, "sealed", "regulation")]),
        (DAY, True, [(cat.number, "legend", "regulation")]),
    ]
    assert timeline.points[0].changes[0].assumed
    (warning,) = timeline.warnings
    assert (warning.code, warning.name) == ("regulation_date_assumed", "猫は喜び庭駆け回る")


def test_a_legend_that_becomes_sealed_changes_the_verdict_of_one_copy_only_when_sealed():
    face = card("ネイチャーズフェイス", regulation=((LEGEND, dt.date(2022, 6, 23)), (SEALED, dt.date(2023, 4, 20))))
    assert rows(swap_in(face, 1)) == [
        (None, True, []),
        (dt.date(2023, 4, 20), False, [(face.number, "sealed", "regulation")]),
    ]
    assert rows(swap_in(face, 2)) == [
        (None, True, []),
        (dt.date(2022, 6, 23), False, [(face.number, "legend", "regulation")]),
        (dt.date(2023, 4, 20), False, [(face.number, "sealed", "regulation")]),
    ]


def test_a_lifted_designation_makes_the_deck_legal_again():
    plague = card(
        "『悪疾』の伝道者プレェグ", regulation=((SEALED, dt.date(2017, 7, 20)), (LIFTED, dt.date(2020, 2, 27)))
    )
    assert rows(swap_in(plague, 4)) == [
        (None, True, []),
        (dt.date(2017, 7, 20), False, [(plague.number, "sealed", "regulation")]),
        (dt.date(2020, 2, 27), True, [(plague.number, "lifted", "regulation")]),
    ]


def test_an_expiry_date_makes_the_deck_illegal_the_day_after():
    old = card("期間限定の記念竜", expiry=dt.date(2025, 12, 31))
    assert rows(swap_in(old, 2)) == [
        (None, True, []),
        (dt.date(2026, 1, 1), False, [(old.number, "expired", "1207")]),
    ]


def test_two_cards_designated_on_one_day_are_one_point_and_a_change_that_breaks_nothing_is_none():
    day = dt.date(2023, 4, 20)
    a = card("甲", regulation=((SEALED, day),))
    b = card("乙", regulation=((SEALED, day),))
    c = card("丙", regulation=((LEGEND, dt.date(2022, 1, 1)),))  # one copy: a legend changes nothing
    base = legal_deck()
    plain = [e.card for e in base.entries if e.count == 4 and not e.card.ignition][-1]
    deck = Deck.of([*without(base, plain.number, count=4).entries, DeckEntry(a, 2), DeckEntry(b, 1), DeckEntry(c, 1)])
    assert validate(deck, TODAY).counts["deck"] == 50
    points = legality_timeline(deck, ZX, TODAY).points
    assert [(p.date, p.legal) for p in points] == [(None, True), (day, False)]
    assert sorted((ch.card, ch.designation) for ch in points[1].changes) == [(a.number, "sealed"), (b.number, "sealed")]


def test_a_deck_without_dated_cards_has_one_point_with_todays_verdict():
    assert rows(legal_deck()) == [(None, True, [])]
    base = legal_deck()
    short = without(base, base.entries[0].card.number)
    assert [(p.date, p.legal) for p in legality_timeline(short, ZX, TODAY).points] == [(None, False)]


def test_every_point_agrees_with_the_validator_on_its_day_and_the_day_before_the_next():
    cat = noted("猫は喜び庭駆け回る", CHANGE)
    face = card("ネイチャーズフェイス", regulation=((LEGEND, dt.date(2022, 6, 23)), (SEALED, dt.date(2023, 4, 20))))
    deck = Deck.of([*swap_in(cat, 1).entries])
    deck = Deck.of([*without(deck, deck.entries[0].card.number, count=2).entries, DeckEntry(face, 2)])
    points = legality_timeline(deck, ZX, TODAY).points
    assert [p.date for p in points] == [None, DAY, dt.date(2022, 6, 23), dt.date(2023, 4, 20)]
    for point, following in zip(points, [*points[1:], None], strict=True):
        start = point.date or EVE
        end = following.date - dt.timedelta(days=1) if following and following.date else TODAY
        assert validate(deck, start).legal is point.legal
        assert validate(deck, end).legal is point.legal


def test_a_point_reads_as_the_date_the_verdict_and_the_cards():
    seal = card("鉄糸絹虫メタルボンビクス", regulation=((SEALED, dt.date(2023, 4, 20)),))
    point = legality_timeline(swap_in(seal, 1), ZX, TODAY).points[1]
    assert point_text(point, "ja") == f"2023-04-20から不適正：{seal.number} 封神指定"
    assert point_text(point, "en") == f"from 2023-04-20 illegal: {seal.number} sealed"


def test_an_assumed_entry_names_its_source():
    entry = note_facts(CHANGE).regulation[0]
    assert isinstance(entry, RegulationEntry)
    assert entry.text == "2021年12月16日に「封神指定」から「伝説指定」に変更（変更前の「封神指定」、開始日不明）"
