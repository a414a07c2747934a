"""Dimension Zero construction on the shared Ruleset machinery: boundary tests for each rule, and its odds."""

import datetime as dt
import math

import pytest

from tests.rules.builders import card
from zxdecks.rules.cards import CardFacts, CardType, Zone
from zxdecks.rules.d0 import D0_CONSTRUCTED, D0_LIMITED
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.decklist import D0_SECTION_ALIASES, DeckListError, parse_lines
from zxdecks.rules.odds import Group, at_least, d0_at_least_by_turn, d0_sample, d0_simulate

DAY = dt.date(2010, 1, 1)


def d0(name=None, forbidden=0, unity=False) -> CardFacts:
    base = card(name)
    return CardFacts(number=base.number, name=base.name, type=CardType.ZX, game="d0", forbidden=forbidden, unity=unity)


def deck(size=40, sideboard=0, extra=()):
    cards = [d0() for _ in range(14)]
    entries, left = [], size
    for c in cards:
        n = min(3, left)
        if n:
            entries.append(DeckEntry(c, n))
        left -= n
    side = [d0() for _ in range(4)]
    left = sideboard
    for c in side:
        n = min(3, left)
        if n:
            entries.append(DeckEntry(c, n, Zone.SIDEBOARD))
        left -= n
    return Deck.of([*entries, *extra])


def codes(d, ruleset=D0_CONSTRUCTED):
    return [v.code for v in ruleset.validate(d, DAY).violations]


@pytest.mark.parametrize(("size", "legal"), [(39, False), (40, True), (41, False)])
def test_the_deck_has_exactly_forty_cards(size, legal):
    report = D0_CONSTRUCTED.validate(deck(size), DAY)
    assert report.legal == legal
    if not legal:
        assert (report.violations[0].rule, report.violations[0].code) == ("第3部 第1章 1", "deck_size")


@pytest.mark.parametrize(("size", "legal"), [(0, True), (9, False), (10, True), (11, False)])
def test_the_sideboard_has_zero_or_ten_cards(size, legal):
    assert ("sideboard_size" not in codes(deck(sideboard=size))) == legal


@pytest.mark.parametrize(("copies", "legal"), [(3, True), (4, False)])
def test_three_per_japanese_name_across_deck_and_sideboard(copies, legal):
    name = d0("同名カード")
    d = deck(40 - 2, extra=(DeckEntry(name, 2), DeckEntry(name, copies - 2, Zone.SIDEBOARD)))
    found = [v for v in D0_CONSTRUCTED.validate(d, DAY).violations if v.code == "copy_limit"]
    assert (not found) == legal
    if found:
        assert (found[0].count, found[0].limit) == (4, 3)


def test_same_name_different_printings_are_the_same_card():
    a, b = d0("同じ名前"), d0("同じ名前")
    assert a.number != b.number
    assert "copy_limit" in codes(Deck.of([DeckEntry(a, 2), DeckEntry(b, 2)]))


def test_unity_cards_are_exempt_from_the_copy_limit():
    unity = d0("団結の兵", unity=True)
    d = deck(30, extra=(DeckEntry(unity, 10),))
    assert D0_CONSTRUCTED.validate(d, DAY).legal


@pytest.mark.parametrize(("points", "legal"), [(10, True), (11, False)])
def test_forbidden_points_add_up_to_at_most_ten(points, legal):
    heavy = [d0(forbidden=3), d0(forbidden=3), d0(forbidden=3), d0(forbidden=points - 9)]
    d = deck(36, extra=tuple(DeckEntry(c, 1) for c in heavy))
    report = D0_CONSTRUCTED.validate(d, DAY)
    assert report.counts["forbidden"] == points
    found = [v for v in report.violations if v.code == "forbidden_points"]
    assert (not found) == legal
    if found:
        assert (found[0].rule, found[0].count, found[0].limit) == ("第2部 第19章", 11, 10)


def test_forbidden_points_in_the_sideboard_do_not_count():
    d = deck(40, extra=(DeckEntry(d0(forbidden=11), 1, Zone.SIDEBOARD),), sideboard=9)
    assert "forbidden_points" not in codes(d)


def test_limited_has_no_copy_limit_and_any_sideboard_but_keeps_forbidden_points():
    many = d0("量産型")
    d = Deck.of([DeckEntry(many, 40), DeckEntry(d0(), 23, Zone.SIDEBOARD)])
    assert D0_LIMITED.validate(d, DAY).legal
    d = Deck.of([DeckEntry(many, 39), DeckEntry(d0(forbidden=11), 1)])
    assert [v.code for v in D0_LIMITED.validate(d, DAY).violations] == ["forbidden_points"]


def test_a_d0_deck_has_no_dynamis_or_player_part():
    d = deck(extra=(DeckEntry(d0(), 1, Zone.DYNAMIS),))
    assert "part_not_allowed" in codes(d)


def test_the_zx_ruleset_refuses_a_sideboard():
    from zxdecks.rules.construction import ZX

    d = Deck.of([DeckEntry(card(), 1, Zone.SIDEBOARD)])
    assert "sideboard_not_allowed" in [v.code for v in ZX.validate(d, DAY).violations]


def test_d0_lists_have_a_sideboard_section_and_zx_lists_do_not():
    lines = parse_lines("3 X\n[sideboard]\n1 Y\n[サイドボード]\n1 Z", D0_SECTION_ALIASES)
    assert [ln.zone for ln in lines] == [Zone.DECK, Zone.SIDEBOARD, Zone.SIDEBOARD]
    with pytest.raises(DeckListError, match=r"use \[deck\] or \[sideboard\]"):
        parse_lines("[dynamis]\n1 X", D0_SECTION_ALIASES)
    with pytest.raises(DeckListError, match=r"use \[deck\], \[dynamis\] or \[player\]"):
        parse_lines("[sideboard]\n1 X")


# Opening-hand odds, D0: five cards, only the second player may mulligan (to the bottom)
def test_the_first_player_sees_five_then_one_a_turn_from_turn_two():
    assert d0_at_least_by_turn(Group(40, 3), 1, 1, first=True) == pytest.approx(at_least(40, 3, 5, 1))
    assert d0_at_least_by_turn(Group(40, 3), 1, 3, first=True) == pytest.approx(at_least(40, 3, 7, 1))
    assert d0_at_least_by_turn(Group(40, 3), 1, 1, first=False, mulligan=False) == pytest.approx(at_least(40, 3, 6, 1))


def test_the_second_player_mulligan_puts_the_missed_hand_on_the_bottom():
    group = Group(40, 3, keep=3, both=3)
    p_keep = 1 - math.comb(37, 5) / math.comb(40, 5)
    # a mulligan happens only when the first hand had none of the 3; the new 5 + 1 come from the other 35 cards
    expected = p_keep + (1 - p_keep) * at_least(35, 3, 6, 1)
    assert d0_at_least_by_turn(group, 1, 1, first=False) == pytest.approx(expected)
    assert d0_at_least_by_turn(group, 1, 1, first=True) == pytest.approx(
        at_least(40, 3, 5, 1)
    )  # the first player may not


def test_a_dealt_hand_is_the_same_for_the_same_seed_and_five_cards():
    d = deck()
    a, b = d0_sample(d, 11, first=True), d0_sample(d, 11, first=True)
    assert a == b
    assert len(a.hand) == 5
    assert len(a.draws) == 4
    assert len(d0_sample(d, 11, first=False).draws) == 5


def test_only_the_second_player_sends_a_hand_without_a_keep_card_to_the_bottom():
    d = deck()
    keep = frozenset({d.part(Zone.DECK)[0].card.number})
    seeds = range(200)
    second = [d0_sample(d, s, first=False, keep=keep) for s in seeds]
    assert not any(d0_sample(d, s, first=True, keep=keep).mulliganed for s in seeds)
    assert any(s.mulliganed for s in second)
    assert not all(s.mulliganed for s in second)
    for sample in second:
        # A kept hand holds a keep card; a mulligan hand is whatever the second deal gives, never re-checked.
        assert sample.mulliganed or any(c.number in keep for c in sample.hand)


def test_simulated_d0_odds_agree_with_the_exact_maths():
    d = deck()
    target = frozenset({d.part(Zone.DECK)[0].card.number})
    group = Group(deck_size=40, target=3, keep=3, both=3)
    for first in (True, False):
        for turn, estimate in enumerate(d0_simulate(d, 4000, 4, first, 9, target, target), start=1):
            exact = d0_at_least_by_turn(group, 1, turn, first)
            # Four standard errors: every turn of both seats is checked, so 95% intervals would miss now and then.
            assert abs(estimate.value - exact) <= 4 * math.sqrt(exact * (1 - exact) / estimate.n)
