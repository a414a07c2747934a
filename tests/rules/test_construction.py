"""Rule 401 and everything that changes it, with boundary tests on both sides of every limit."""

import datetime as dt

import pytest

from tests.rules.builders import card, fours, legal_deck, lr, od, vb, without
from zxdecks.rules.cards import (
    CardType,
    CopyLimit,
    ObPart,
    RegulationStatus,
    SharedLimit,
    Zone,
    ZoneRestriction,
)
from zxdecks.rules.construction import validate
from zxdecks.rules.deck import Deck, DeckEntry

DAY = dt.date(2025, 1, 1)


def codes(deck: Deck, on: dt.date = DAY) -> list[str]:
    return [v.code for v in validate(deck, on).violations]


def part_codes(deck: Deck, on: dt.date = DAY) -> list[str]:
    """Codes other than the main deck's size and ignition count, which every small test deck breaks."""
    return [c for c in codes(deck, on) if c not in {"deck_size", "ignition_count"}]


def part_violations(deck: Deck, on: dt.date = DAY):
    return [v for v in validate(deck, on).violations if v.code not in {"deck_size", "ignition_count"}]


def first_plain(deck: Deck):
    return next(
        e.card for e in deck.entries if e.zone is Zone.DECK and not e.card.ignition and e.card.type is CardType.ZX
    )


def test_the_baseline_deck_is_legal():
    report = validate(legal_deck(), DAY)
    assert report.legal, report.violations
    assert dict(report.counts) == {
        "deck": 50, "dynamis": 4, "player": 1, "ignition": 20, "life_recovery": 4, "void_bringer": 4, "overdrive": 4,
    }  # fmt: skip


# 401.1a exactly 50
@pytest.mark.parametrize(("change", "size"), [(-1, 49), (0, 50), (1, 51)])
def test_it_wants_exactly_fifty_cards(change, size):
    deck = legal_deck()
    plain = first_plain(deck)
    if change < 0:
        deck = without(deck, plain.number)
    elif change > 0:
        deck = deck.with_entry(DeckEntry(card(), 1))
    report = validate(deck, DAY)
    assert report.counts["deck"] == size
    size_violations = [v for v in report.violations if v.code == "deck_size"]
    if size == 50:
        assert not size_violations
    else:
        (v,) = size_violations
        assert (v.rule, v.count, v.limit) == ("401.1a", size, 50)


# 401.2 four per name
def test_it_accepts_a_fourth_copy_and_rejects_a_fifth():
    deck = legal_deck()
    plain = first_plain(deck)
    assert "copy_limit" not in codes(deck)
    deck = deck.with_entry(DeckEntry(plain, 1))
    (v,) = [v for v in validate(deck, DAY).violations if v.code == "copy_limit"]
    assert (v.rule, v.name, v.count, v.limit, v.cards) == ("401.2", plain.name, 5, 4, (plain.number,))


def test_a_subtext_name_counts_toward_that_name():
    deck = legal_deck()
    plain = first_plain(deck)
    masked = card("仮面", extra_names=(plain.name,))
    deck = without(deck, next(e.card.number for e in deck.entries if e.card.type is CardType.EVENT)).with_entry(
        DeckEntry(masked, 1)
    )
    (v,) = [v for v in validate(deck, DAY).violations if v.code == "copy_limit"]
    assert v.name == plain.name
    assert v.count == 5
    assert set(v.cards) == {plain.number, masked.number}


def test_an_appendix_a_name_is_a_name_like_any_other():
    a = card("ＣＨＩＴＯＳＥ", CardType.ZX, extra_names=("青葉千歳",))
    b = card("青葉千歳")
    deck = Deck.of([DeckEntry(a, 2), DeckEntry(b, 3)])
    (v,) = [v for v in validate(deck, DAY).violations if v.code == "copy_limit"]
    assert (v.name, v.count) == ("青葉千歳", 5)


def test_names_differing_only_in_width_or_quotes_are_the_same_name():
    a = card("“破滅”リルフィ")
    b = card('"破滅"リルフィ')
    deck = Deck.of([DeckEntry(a, 3), DeckEntry(b, 2)])
    assert "copy_limit" in codes(deck)


@pytest.mark.parametrize(("copies", "legal"), [(20, True), (21, False)])
def test_card_text_can_raise_the_limit_to_twenty(copies, legal):
    ant = card("蟻", construction=(CopyLimit(Zone.DECK, frozenset({"蟻"}), 20),))
    report = validate(Deck.of([DeckEntry(ant, copies)]), DAY)
    violations = [v for v in report.violations if v.code == "copy_limit"]
    assert (not violations) == legal
    if violations:
        assert (violations[0].count, violations[0].limit) == (21, 20)
        assert "102.2" in violations[0].message_en


@pytest.mark.parametrize(("copies", "legal"), [(2, True), (3, False)])
def test_card_text_can_lower_the_limit_to_two(copies, legal):
    king = card("王", construction=(CopyLimit(Zone.DECK, frozenset({"王"}), 2),))
    assert ("copy_limit" not in codes(Deck.of([DeckEntry(king, copies)]))) == legal


@pytest.mark.parametrize(("a", "b", "legal"), [(1, 0, True), (0, 1, True), (1, 1, False)])
def test_a_shared_limit_counts_both_names_together(a, b, legal):
    rule = SharedLimit(Zone.DECK, frozenset({"甲", "乙"}), 1)
    first, second = card("甲", construction=(rule,)), card("乙", construction=(rule,))
    deck = Deck.of([DeckEntry(first, a), DeckEntry(second, b)])
    violations = [v for v in validate(deck, DAY).violations if v.code == "shared_limit"]
    assert (not violations) == legal
    if violations:
        assert (violations[0].rule, violations[0].count, violations[0].limit) == ("401.2", 2, 1)


def test_a_dynamis_shared_limit_applies_in_the_dynamis():
    rule = SharedLimit(Zone.DYNAMIS, frozenset({"兄", "弟"}), 1)
    deck = Deck.of(
        [
            DeckEntry(card("兄", CardType.ZX_EX, construction=(rule,)), 1, Zone.DYNAMIS),
            DeckEntry(card("弟", CardType.ZX_EX, construction=(rule,)), 1, Zone.DYNAMIS),
        ]
    )
    (v,) = [v for v in validate(deck, DAY).violations if v.code == "dynamis_shared_limit"]
    assert v.rule == "401.11"


@pytest.mark.parametrize(("copies", "legal"), [(1, True), (2, False)])
def test_a_dynamis_copy_limit_from_text(copies, legal):
    rule = CopyLimit(Zone.DYNAMIS, frozenset({"竜"}), 1)
    deck = Deck.of([DeckEntry(card("竜", CardType.ZX_EX, construction=(rule,)), copies, Zone.DYNAMIS)])
    assert ("dynamis_copy_limit" not in codes(deck)) == legal


# 401.3–401.5
@pytest.mark.parametrize(
    ("maker", "code", "rule"),
    [(lr, "life_recovery_limit", "401.3"), (vb, "void_bringer_limit", "401.4"), (od, "overdrive_limit", "401.5")],
)
def test_a_fifth_keyword_card_is_one_too_many(maker, code, rule):
    deck = legal_deck()
    assert code not in codes(deck)
    extra = maker()
    deck = deck.with_entry(DeckEntry(extra, 1))
    (v,) = [v for v in validate(deck, DAY).violations if v.code == code]
    assert (v.rule, v.count, v.limit) == (rule, 5, 4)
    assert extra.number in v.cards


# 401.6 exactly 20 ignition
@pytest.mark.parametrize("ignition", [19, 20, 21])
def test_it_wants_exactly_twenty_ignition_cards(ignition):
    ig = [card(ignition=True) for _ in range(5)]
    plain = [card() for _ in range(8)]
    entries = [*fours(ig), DeckEntry(card(ignition=True), ignition - 20)] if ignition > 20 else fours(ig)
    if ignition < 20:
        entries = [*fours(ig[:4]), DeckEntry(ig[4], 3)]
    rest = 50 - sum(e.count for e in entries)
    entries += fours(plain[: rest // 4]) + ([DeckEntry(plain[7], rest % 4)] if rest % 4 else [])
    report = validate(Deck.of(entries), DAY)
    assert report.counts["deck"] == 50
    assert report.counts["ignition"] == ignition
    assert ("ignition_count" in [v.code for v in report.violations]) == (ignition != 20)


def test_the_keyword_cards_count_toward_the_twenty():
    report = validate(legal_deck(), DAY)
    assert report.counts["life_recovery"] + report.counts["void_bringer"] + report.counts["overdrive"] == 12
    assert report.counts["ignition"] == 20


# 401.7
@pytest.mark.parametrize(
    "type_",
    [
        CardType.PLAYER,
        CardType.ZX_EX,
        CardType.ZX_OB,
        CardType.SHIFT,
        CardType.EV_EX,
        CardType.PL_EX,
        CardType.AN_EX,
        CardType.TOKEN,
        CardType.COUNTER,
        CardType.LINK,
    ],
)
def test_extra_player_and_marker_types_may_not_be_in_the_deck(type_):
    deck = legal_deck(DeckEntry(card(type_=type_), 1))
    (v,) = [v for v in validate(deck, DAY).violations if v.code == "type_not_allowed_in_deck"]
    assert v.rule == ("401.12" if type_.is_marker else "401.7")  # markers are set apart by 401.12


@pytest.mark.parametrize("type_", [CardType.ZX, CardType.EVENT, CardType.AN])
def test_zx_event_and_ascension_may_be_in_the_deck(type_):
    assert "type_not_allowed_in_deck" not in codes(Deck.of([DeckEntry(card(type_=type_), 1)]))


# 401.8
def test_one_player_card_and_one_extra_outside_the_deck():
    ok = Deck.of(
        [DeckEntry(card(type_=CardType.PLAYER), 1, Zone.PLAYER), DeckEntry(card(type_=CardType.ZX_OB), 1, Zone.PLAYER)]
    )
    assert not [c for c in codes(ok) if c.startswith("player")]
    two_players = ok.with_entry(DeckEntry(card(type_=CardType.PLAYER), 1, Zone.PLAYER))
    assert "player_card_limit" in codes(two_players)
    two_extras = ok.with_entry(DeckEntry(card(type_=CardType.PL_EX), 1, Zone.PLAYER))
    (v,) = [v for v in validate(two_extras, DAY).violations if v.code == "player_extra_limit"]
    assert (v.rule, v.count, v.limit) == ("401.8", 2, 1)


def test_only_players_ob_bottoms_and_pl_ex_go_in_the_player_area():
    deck = Deck.of([DeckEntry(card(type_=CardType.ZX), 1, Zone.PLAYER)])
    (v,) = part_violations(deck)
    assert (v.rule, v.code, v.zone) == ("401.8", "type_not_allowed", Zone.PLAYER)
    top = Deck.of([DeckEntry(card(type_=CardType.ZX_OB, ob_part=ObPart.TOP), 1, Zone.PLAYER)])
    assert "type_not_allowed" in codes(top)


# 401.9a, 401.10, 401.11
@pytest.mark.parametrize(("size", "legal"), [(16, True), (17, False)])
def test_the_dynamis_holds_at_most_sixteen(size, legal):
    cards = [card(type_=CardType.ZX_EX) for _ in range(5)]
    entries = [DeckEntry(c, 4, Zone.DYNAMIS) for c in cards[:4]]
    if size == 17:
        entries.append(DeckEntry(cards[4], 1, Zone.DYNAMIS))
    report = validate(Deck.of(entries), DAY)
    violations = [v for v in report.violations if v.code == "dynamis_size"]
    assert (not violations) == legal
    if violations:
        assert (violations[0].rule, violations[0].count, violations[0].limit) == ("401.9a", 17, 16)


@pytest.mark.parametrize("type_", [CardType.ZX_EX, CardType.ZX_OB, CardType.SHIFT, CardType.EV_EX, CardType.AN_EX])
def test_extra_types_may_be_in_the_dynamis(type_):
    assert not part_codes(Deck.of([DeckEntry(card(type_=type_), 1, Zone.DYNAMIS)]))


@pytest.mark.parametrize(
    "type_", [CardType.ZX, CardType.EVENT, CardType.AN, CardType.PLAYER, CardType.PL_EX, CardType.TOKEN]
)
def test_other_types_may_not_be_in_the_dynamis(type_):
    (v,) = part_violations(Deck.of([DeckEntry(card(type_=type_), 1, Zone.DYNAMIS)]))
    assert (v.rule, v.code) == ("401.12" if type_.is_marker else "401.10", "type_not_allowed_in_dynamis")


def test_an_ob_bottom_may_not_be_in_the_dynamis():
    deck = Deck.of([DeckEntry(card(type_=CardType.ZX_OB, ob_part=ObPart.BOTTOM), 1, Zone.DYNAMIS)])
    assert part_codes(deck) == ["type_not_allowed_in_dynamis"]


@pytest.mark.parametrize(("copies", "legal"), [(4, True), (5, False)])
def test_four_per_name_in_the_dynamis(copies, legal):
    deck = Deck.of([DeckEntry(card("竜皇", CardType.ZX_EX), copies, Zone.DYNAMIS)])
    violations = [v for v in validate(deck, DAY).violations if v.code == "dynamis_copy_limit"]
    assert (not violations) == legal
    if violations:
        assert violations[0].rule == "401.11"


def test_deck_and_dynamis_limits_are_separate():
    name = "同じ名前"
    deck = Deck.of([DeckEntry(card(name), 4), DeckEntry(card(name, CardType.ZX_EX), 4, Zone.DYNAMIS)])
    assert not [c for c in codes(deck) if "copy" in c]


def test_a_gate_card_can_restrict_the_dynamis():
    gate = card("門", CardType.EVENT, construction=(ZoneRestriction(Zone.DYNAMIS, "キル", 4),))
    good = card("キルクズ竜", CardType.ZX_EX)
    bad = card("別の竜", CardType.ZX_EX)
    deck = Deck.of([DeckEntry(gate, 1), DeckEntry(good, 4, Zone.DYNAMIS)])
    assert "zone_restriction" not in codes(deck)
    deck = deck.with_entry(DeckEntry(bad, 1, Zone.DYNAMIS))
    found = [v for v in validate(deck, DAY).violations if v.code == "zone_restriction"]
    assert {v.name for v in found} == {"別の竜", "門"}  # a foreign name, and 5 > 4 in total


# 1207 expiry
@pytest.mark.parametrize(("on", "legal"), [(dt.date(2025, 12, 31), True), (dt.date(2026, 1, 1), False)])
def test_a_card_may_be_used_until_its_expiry_date(on, legal):
    deck = Deck.of([DeckEntry(card(expiry=dt.date(2025, 12, 31)), 1)])
    found = [v for v in validate(deck, on).violations if v.code == "expired"]
    assert (not found) == legal
    if found:
        assert found[0].rule == "1207"


# Regulation
@pytest.mark.parametrize(("on", "legal"), [(dt.date(2023, 4, 19), True), (dt.date(2023, 4, 20), False)])
def test_a_sealed_card_may_not_be_used_from_its_date(on, legal):
    sealed = card("封", regulation=((RegulationStatus.SEALED, dt.date(2023, 4, 20)),))
    found = [v for v in validate(Deck.of([DeckEntry(sealed, 1)]), on).violations if v.code == "sealed"]
    assert (not found) == legal
    if found:
        assert (found[0].rule, found[0].name, found[0].limit) == ("regulation", "封", 0)


@pytest.mark.parametrize(
    ("copies", "on", "legal"),
    [(2, dt.date(2022, 6, 22), True), (1, dt.date(2022, 6, 23), True), (2, dt.date(2022, 6, 23), False)],
)
def test_a_legend_may_be_used_once_from_its_date(copies, on, legal):
    legend = card("伝", regulation=((RegulationStatus.LEGEND, dt.date(2022, 6, 23)),))
    found = [v for v in validate(Deck.of([DeckEntry(legend, copies)]), on).violations if v.code == "legend_limit"]
    assert (not found) == legal


def test_the_legend_limit_counts_deck_and_dynamis_together():
    entries = ((RegulationStatus.LEGEND, dt.date(2020, 1, 1)),)
    deck = Deck.of(
        [
            DeckEntry(card("伝", regulation=entries), 1),
            DeckEntry(card("伝", CardType.ZX_EX, regulation=entries), 1, Zone.DYNAMIS),
        ]
    )
    assert "legend_limit" in codes(deck)


def test_a_legend_that_became_sealed_follows_the_history():
    history = ((RegulationStatus.LEGEND, dt.date(2022, 6, 23)), (RegulationStatus.SEALED, dt.date(2023, 4, 20)))
    deck = Deck.of([DeckEntry(card("歴", regulation=history), 1)])
    assert part_codes(deck, dt.date(2022, 1, 1)) == []
    assert part_codes(deck, dt.date(2022, 7, 1)) == []
    assert part_codes(deck, dt.date(2023, 5, 1)) == ["sealed"]


def test_a_lifted_designation_allows_the_card_again():
    history = ((RegulationStatus.SEALED, dt.date(2017, 1, 1)), (RegulationStatus.LIFTED, dt.date(2017, 4, 27)))
    deck = Deck.of([DeckEntry(card("解", regulation=history), 4)])
    assert part_codes(deck, dt.date(2017, 2, 1)) == ["sealed"]
    assert part_codes(deck, dt.date(2017, 4, 27)) == []


def test_an_illegal_deck_reports_every_violation_not_the_first():
    deck = legal_deck(
        DeckEntry(lr(), 1),
        DeckEntry(card(type_=CardType.PLAYER), 1),
        DeckEntry(card(type_=CardType.ZX), 1, Zone.DYNAMIS),
    )
    found = set(codes(deck))
    assert {
        "deck_size",
        "life_recovery_limit",
        "ignition_count",
        "type_not_allowed_in_deck",
        "type_not_allowed_in_dynamis",
    } <= found


def test_every_violation_carries_both_languages_and_its_numbers():
    deck = legal_deck(DeckEntry(vb(), 1))
    for v in validate(deck, DAY).violations:
        assert v.rule
        assert v.code
        assert v.message
        assert v.message_en
        assert v.count is not None
        assert v.limit is not None
        assert v.message != v.message_en
