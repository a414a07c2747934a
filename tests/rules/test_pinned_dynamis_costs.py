"""goldfish.dynamis_costs pinned by value: every together-checker at its boundary, every payer's resulting zones, the
zone a payment chooses from, the ways listed (cost, picks, given up) and the Dynamis cards no deck card can meet."""

from dataclasses import replace

import pytest

from tests.rules.builders import card
from tests.rules.test_goldfish_dynamis_conditions import extra, game_with
from zxdecks.rules.cards import CardType, Color, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_pool
from zxdecks.rules.effects.awakening import DynamisPlay, Need, Pay, PayOption, PlayKind, Together
from zxdecks.rules.effects.language import ANY_CARD
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.dynamis_costs import (
    MAX_WAYS,
    PAYERS,
    TOGETHER,
    Way,
    _picks,
    _resource_cost,
    has_way,
    iter_ways,
    never_met,
    pay_way,
    units_of,
    ways,
    zone_of,
)

RED, BLUE, GREEN = Color.RED, Color.BLUE, Color.GREEN


def coloured(*colours, cost=1):
    return card(cost=cost, colors=frozenset(colours))


def raced(*races, cost=1):
    return replace(card(cost=cost), races=races)


# -- the together checkers ------------------------------------------------------------------------------------------
def test_colours_at_least_counts_the_distinct_colours_of_the_cards():
    check = TOGETHER[Together.COLORS_AT_LEAST]
    assert check([coloured(RED), coloured(RED, BLUE)], 2) is True
    assert check([coloured(RED), coloured(RED)], 2) is False
    assert check([coloured(RED), coloured(BLUE), coloured(GREEN)], 3) is True
    assert check([coloured(RED), coloured(BLUE)], 3) is False


def test_races_at_least_counts_the_distinct_races_of_the_cards():
    check = TOGETHER[Together.RACES_AT_LEAST]
    assert check([raced("竜"), raced("竜", "獣")], 2) is True
    assert check([raced("竜"), raced("竜")], 2) is False


def test_distinct_costs_holds_only_when_no_two_cards_share_a_cost():
    check = TOGETHER[Together.DISTINCT_COSTS]
    assert check([card(cost=1), card(cost=2), card(cost=3)], 0) is True
    assert check([card(cost=1), card(cost=2), card(cost=1)], 0) is False
    assert check([], 0) is True


def test_distinct_colours_needs_a_colour_on_each_card_and_no_colour_twice():
    check = TOGETHER[Together.DISTINCT_COLORS]
    assert check([coloured(RED), coloured(BLUE), coloured(GREEN)], 0) is True
    assert check([coloured(RED), coloured(BLUE, RED)], 0) is False
    assert check([coloured(RED), coloured()], 0) is False  # a colourless card
    assert check([coloured(RED, BLUE), coloured(GREEN)], 0) is True


def test_same_colour_needs_one_colour_shared_by_every_card():
    check = TOGETHER[Together.SAME_COLOR]
    assert check([coloured(RED, BLUE), coloured(BLUE), coloured(BLUE, GREEN)], 0) is True
    assert check([coloured(RED, BLUE), coloured(GREEN)], 0) is False
    assert check([], 0) is False


def test_cost_sum_holds_at_exactly_k():
    check = TOGETHER[Together.COST_SUM]
    assert check([card(cost=2), card(cost=3)], 5) is True
    assert check([card(cost=2), card(cost=3)], 4) is False
    assert check([card(cost=2), card(cost=None)], 2) is True


# -- the choices --------------------------------------------------------------------------------------------------
def test_picks_meet_each_need_with_distinct_cards_cheapest_first():
    cards = [card(cost=3), card(cost=1), card(cost=2)]
    assert list(_picks(cards, (Need(2, ANY_CARD),), frozenset())) == [(1, 2), (1, 0), (2, 0)]
    assert list(_picks(cards, (Need(1, ANY_CARD), Need(1, ANY_CARD)), frozenset()))[:2] == [(1, 2), (1, 0)]
    assert list(_picks(cards, (), frozenset())) == [()]
    assert list(_picks(cards, (Need(4, ANY_CARD),), frozenset())) == []


def test_picks_take_between_count_and_most_cards_and_check_what_they_are_together():
    cards = [card(cost=1), card(cost=2), card(cost=3)]
    assert list(_picks(cards, (Need(1, ANY_CARD, most=2),), frozenset())) == [(0,), (1,), (2,), (0, 1), (0, 2), (1, 2)]
    summed = Need(1, ANY_CARD, most=3, together=Together.COST_SUM, k=3)
    assert list(_picks(cards, (summed,), frozenset())) == [(2,), (0, 1)]


def test_picks_skip_the_cards_already_used_and_match_the_parity():
    cards = [card(cost=2), card(cost=3), card(cost=4)]
    even = Need(1, ANY_CARD, parity=0)
    assert list(_picks(cards, (even,), frozenset())) == [(0,), (2,)]
    assert list(_picks(cards, (even,), frozenset({0}))) == [(2,)]


def test_the_resource_cost_by_kind():
    assert _resource_cost(PlayKind.DESCENT, 5, 3) == 0
    assert _resource_cost(PlayKind.DREAM, 5, 3) == 0
    assert _resource_cost(PlayKind.AWAKENING, 5, 3) == 5
    assert _resource_cost(PlayKind.POSSESSION, 5, 3) == 2
    assert _resource_cost(PlayKind.POSSESSION, 5, 7) == 1  # never below 1
    assert _resource_cost(PlayKind.POSSESSION, 5, 0) == 5


# -- zones ---------------------------------------------------------------------------------------------------------
def test_the_zone_of_each_payment():
    game = game_with(extra(), "")
    hand, trash, charge = [card()], [card()], [card()]
    game.hand, game.trash, game.charge = hand, trash, charge
    res = card()
    game.resources = [Resource(res)]
    a, b = card(), card()
    game.squares = {(1, 1): OnSquare(b), (0, 0): OnSquare(a)}
    assert zone_of(game, Pay.HAND_TRASH) is hand
    assert zone_of(game, Pay.TRASH_REMOVE) is trash
    assert zone_of(game, Pay.CHARGE_TRASH) is charge
    assert zone_of(game, Pay.RESOURCE_DECK_REFILL) == [res]
    assert zone_of(game, Pay.DESTROY) == [a, b]


def test_the_units_a_payment_takes_are_rebooted_zx_and_for_force_no_extra_card():
    game = game_with(extra(), "")
    zx, sleeper, ascension, ex = card(), card(), card(type_=CardType.AN), extra()
    game.squares = {
        (0, 0): OnSquare(zx),
        (0, 2): OnSquare(sleeper, rebooted=False),
        (1, 1): OnSquare(ascension),
        (2, 1): OnSquare(ex),
    }
    assert [u.card for u in units_of(game, Pay.DESTROY)] == [zx, ex]
    assert [u.card for u in units_of(game, Pay.FORCE)] == [zx]


# -- the payers ------------------------------------------------------------------------------------------------------
def payer_game():
    game = game_with(extra(), "")
    game.deck = [card(cost=c) for c in (1, 2, 3, 4, 5)]
    game.hand = [card(cost=7), card(cost=8)]
    game.trash = [card(cost=6), card(cost=9)]
    game.charge = [card(cost=4), card(cost=5)]
    game.resources = [Resource(card(cost=3)), Resource(card(cost=2))]
    game.removed = []
    return game


def numbers(cards):
    return sorted(c.number for c in cards)


def test_trash_remove_moves_the_cards_from_the_trash_to_the_remove_zone():
    game = payer_game()
    first, second = game.trash
    assert PAYERS[Pay.TRASH_REMOVE](game, [second]) == []
    assert (game.trash, game.removed) == ([first], [second])


def test_hand_deck_draw_shuffles_the_cards_into_the_deck_and_draws_as_many():
    game = payer_game()
    gone, kept = game.hand
    deck = list(game.deck)
    assert PAYERS[Pay.HAND_DECK_DRAW](game, [gone]) == []
    assert len(game.hand) == 2
    assert game.hand[0] is kept
    assert numbers(game.hand[1:] + game.deck) == numbers([*deck, gone])
    assert len(game.deck) == 5


def test_hand_deck_shuffles_the_cards_into_the_deck_without_drawing():
    game = payer_game()
    gone, kept = game.hand
    assert PAYERS[Pay.HAND_DECK](game, [gone]) == []
    assert game.hand == [kept]
    assert len(game.deck) == 6
    assert gone in game.deck


def test_trash_deck_shuffles_the_trash_cards_into_the_deck():
    game = payer_game()
    gone, kept = game.trash
    assert PAYERS[Pay.TRASH_DECK](game, [gone]) == []
    assert game.trash == [kept]
    assert (len(game.deck), gone in game.deck) == (6, True)


def test_charge_trash_refill_trashes_the_charge_cards_and_refills_the_charge_from_the_top():
    game = payer_game()
    gone, kept = game.charge
    top = game.deck[0]
    assert PAYERS[Pay.CHARGE_TRASH_REFILL](game, [gone]) == []
    assert game.charge == [kept, top]
    assert game.trash[-1] is gone
    assert len(game.deck) == 4


def test_charge_trash_trashes_without_refilling():
    game = payer_game()
    gone, kept = game.charge
    assert PAYERS[Pay.CHARGE_TRASH](game, [gone]) == []
    assert game.charge == [kept]
    assert game.trash[-1] is gone
    assert len(game.deck) == 5


def test_resource_deck_refill_shuffles_the_resources_in_and_refills_them_slept_from_the_top():
    game = payer_game()
    gone, kept = (r.card for r in game.resources)
    assert PAYERS[Pay.RESOURCE_DECK_REFILL](game, [gone]) == []
    assert game.resources[0].card is kept
    assert len(game.resources) == 2
    assert game.resources[1].rebooted is False
    assert len(game.deck) == 5
    assert gone in game.deck or game.resources[1].card is gone


def test_hand_payers_move_the_cards_from_the_hand():
    for pay, zone in ((Pay.HAND_TRASH, "trash"), (Pay.HAND_REMOVE, "removed")):
        game = payer_game()
        gone, kept = game.hand
        assert PAYERS[pay](game, [gone]) == []
        assert game.hand == [kept]
        assert getattr(game, zone)[-1] is gone


def test_hand_trash_draw_trashes_and_draws_as_many():
    game = payer_game()
    gone, kept = game.hand
    top = game.deck[0]
    assert PAYERS[Pay.HAND_TRASH_DRAW](game, [gone]) == []
    assert game.hand == [kept, top]
    assert game.trash[-1] is gone


def test_to_the_bottom_payers_put_the_cards_under_the_deck_in_the_given_order():
    game = payer_game()
    a, b = game.hand
    deck = list(game.deck)
    assert PAYERS[Pay.HAND_DECK_BOTTOM](game, [b, a]) == []
    assert game.deck == [*deck, b, a]
    assert game.hand == []
    game = payer_game()
    a, b = game.trash
    deck = list(game.deck)
    assert PAYERS[Pay.TRASH_DECK_BOTTOM](game, [a]) == []
    assert (game.deck, game.trash) == ([*deck, a], [b])


def test_charge_hand_returns_the_charge_cards_to_the_hand():
    game = payer_game()
    gone, kept = game.charge
    assert PAYERS[Pay.CHARGE_HAND](game, [gone]) == []
    assert game.charge == [kept]
    assert game.hand[-1] is gone


def test_destroy_destroys_the_units_still_on_squares_and_force_gives_the_cards_for_the_force():
    game = payer_game()
    a, b = card(), card()
    ua, ub = OnSquare(a), OnSquare(b)
    game.squares = {(0, 0): ua, (1, 1): ub}
    assert PAYERS[Pay.DESTROY](game, [ua, OnSquare(card())]) == []
    assert list(game.squares) == [(1, 1)]
    assert game.charge[-1] is a  # 1008: a destroyed Z/X goes to the charge
    assert PAYERS[Pay.FORCE](game, [ub, OnSquare(card())]) == [b]
    assert game.squares == {}
    assert b not in game.trash


# -- ways ------------------------------------------------------------------------------------------------------------
def awakening(options, cost=3):
    return DynamisPlay(PlayKind.AWAKENING, options=options)


def test_an_awakening_way_pays_the_printed_cost_and_gives_the_picks():
    ex = extra(cost=3)
    game = game_with(ex, "覚醒条件:あなたのトラッシュにあるカードを1枚除外する。", resources=3)
    game.trash = [card(cost=4), card(cost=2)]
    play = game.scripts[ex.number].dynamis
    assert ways(game, ex, play) == [Way(0, (1,), 3, 2), Way(0, (0,), 3, 4)]
    assert has_way(game, ex, play) is True
    game.resources = game.resources[:2]
    assert ways(game, ex, play) == []
    assert has_way(game, ex, play) is False


def test_a_descent_needs_as_many_resources_as_its_cost_and_given_costs_adding_up_to_it():
    ex = extra(cost=4)
    game = game_with(ex, "降臨条件:ゼクス2枚", resources=4)
    game.squares = {(0, 0): OnSquare(card(cost=1)), (1, 1): OnSquare(card(cost=2)), (0, 2): OnSquare(card(cost=3))}
    play = game.scripts[ex.number].dynamis
    # the units in square order cost 1, 3, 2; tried cheapest first: 1+2 = 3 < 4 is no way, 1+3 and 2+3 are
    assert [(w.picks, w.cost, w.given_up) for w in ways(game, ex, play)] == [((0, 1), 0, 4), ((2, 1), 0, 5)]
    game.resources = game.resources[:3]
    assert ways(game, ex, play) == []


def test_a_possession_costs_the_printed_cost_less_the_force_never_below_one_and_needs_a_rebooted_resource():
    ex = extra(cost=6)
    game = game_with(ex, "憑依条件:ゼクス1枚", resources=6)
    game.squares = {(1, 1): OnSquare(card(cost=4))}
    play = game.scripts[ex.number].dynamis
    assert ways(game, ex, play) == [Way(0, (0,), 2, 4)]
    game.squares = {(1, 1): OnSquare(card(cost=9))}
    assert ways(game, ex, play) == [Way(0, (0,), 1, 9)]
    for r in game.resources:
        r.rebooted = False
    assert ways(game, ex, play) == []


def test_a_dream_needs_its_counters_and_costs_no_resources():
    ex = extra(cost=5)
    play = DynamisPlay(PlayKind.DREAM, counter="X", counters=2)
    game = game_with(ex, "", resources=0)
    game.counters = {"X": 1}
    assert ways(game, ex, play) == []
    game.counters = {"X": 2}
    assert ways(game, ex, play) == [Way(0, (), 0, 0)]
    pay_way(game, ex, play, Way(0, (), 0, 0))
    assert game.counters == {"X": 0}


def test_cost_plays_shifts_unmodelled_kinds_and_infinite_costs_have_no_way():
    ex = extra(cost=3)
    game = game_with(ex, "", resources=9)
    game.trash = [card()]
    need = (PayOption(Pay.TRASH_REMOVE, (Need(1, ANY_CARD),)),)
    for kind in (PlayKind.COST, PlayKind.SHIFT, PlayKind.NEVER, PlayKind.UNREAD):
        assert ways(game, ex, DynamisPlay(kind, options=need)) == []
    assert ways(game, ex, DynamisPlay(PlayKind.AWAKENING, options=need)) == [Way(0, (0,), 3, 2)]
    assert ways(game, replace(ex, cost_infinite=True), DynamisPlay(PlayKind.AWAKENING, options=need)) == []
    assert ways(game, replace(ex, cost=None), DynamisPlay(PlayKind.AWAKENING, options=need)) == []


def test_an_option_is_skipped_when_its_zone_holds_fewer_cards_than_its_needs_and_the_ways_are_capped():
    ex = extra(cost=1)
    game = game_with(ex, "", resources=9)
    game.trash = [card(cost=1) for _ in range(12)]
    game.hand = [card()]
    options = (PayOption(Pay.HAND_TRASH, (Need(2, ANY_CARD),)), PayOption(Pay.TRASH_REMOVE, (Need(2, ANY_CARD),)))
    found = ways(game, ex, DynamisPlay(PlayKind.AWAKENING, options=options))
    assert len(found) == MAX_WAYS
    assert {w.option for w in found} == {1}
    assert found[0] == Way(1, (0, 1), 1, 2)


def test_paying_a_way_sleeps_the_resources_for_its_cost_and_carries_out_the_payment():
    ex = extra(cost=3)
    game = game_with(ex, "覚醒条件:あなたのトラッシュにあるカードを1枚除外する。", resources=4)
    game.trash = [card(cost=4), card(cost=2)]
    play = game.scripts[ex.number].dynamis
    way = ways(game, ex, play)[0]
    assert pay_way(game, ex, play, way) == []
    assert sum(not r.rebooted for r in game.resources) == 3
    assert [c.cost for c in game.removed] == [2]
    assert [c.cost for c in game.trash] == [4]


def test_paying_a_possession_gives_the_chosen_units_cards_for_the_force():
    ex = extra(cost=6)
    game = game_with(ex, "憑依条件:ゼクス1枚", resources=6)
    a, b = card(cost=4), card(cost=5)
    game.squares = {(0, 0): OnSquare(a), (1, 1): OnSquare(b)}
    play = game.scripts[ex.number].dynamis
    assert pay_way(game, ex, play, Way(0, (1,), 1, 5)) == [b]
    assert list(game.squares) == [(0, 0)]
    assert sum(not r.rebooted for r in game.resources) == 1


# -- never met -------------------------------------------------------------------------------------------------------
def test_a_condition_no_deck_card_can_meet_is_never_met_and_one_met_by_a_played_extra_card_is():
    dragon_ex = extra(cost=4)
    needy = extra(cost=6)
    lonely = extra(cost=6)
    plain = card(cost=2)
    deck = Deck.of(
        [
            DeckEntry(plain, 4),
            DeckEntry(dragon_ex, 1, Zone.DYNAMIS),
            DeckEntry(needy, 1, Zone.DYNAMIS),
            DeckEntry(lonely, 1, Zone.DYNAMIS),
        ]
    )
    scripts = read_pool(
        [
            (dragon_ex.number, "", ""),
            (needy.number, "", "憑依条件:ゼクス5枚"),  # four plain copies and the playable Extra card make five
            (lonely.number, "", "覚醒条件:あなたのトラッシュにあるカードを5枚除外する。"),  # four in the deck
        ]
    )
    assert never_met(deck, scripts) == frozenset({lonely.number})


def test_a_need_on_squares_counts_a_searched_card_only_once_it_can_be_played_itself():
    first, second, plain = extra(cost=4), extra(cost=4), card(cost=2)
    deck = Deck.of([DeckEntry(plain, 1), DeckEntry(first, 1, Zone.DYNAMIS), DeckEntry(second, 1, Zone.DYNAMIS)])
    scripts = read_pool([(first.number, "", "降臨条件:ゼクス1枚"), (second.number, "", "憑依条件:ゼクス2枚")])
    # the first is met by the plain card; once played it stands on a square, so the second's two Z/X are there
    assert never_met(deck, scripts) == frozenset()
    lone = Deck.of([DeckEntry(first, 1, Zone.DYNAMIS), DeckEntry(second, 1, Zone.DYNAMIS)])
    assert never_met(lone, scripts) == frozenset({first.number, second.number})


@pytest.mark.parametrize("zone", [Zone.DECK, Zone.DYNAMIS])
def test_a_card_without_a_searched_condition_is_never_listed(zone):
    ex = extra(cost=4)
    deck = Deck.of([DeckEntry(ex, 1, zone)])
    assert never_met(deck, read_pool([(ex.number, "", "")])) == frozenset()
    assert never_met(deck, {}) == frozenset()


def test_iter_ways_yields_lazily():
    ex = extra(cost=1)
    game = game_with(ex, "", resources=9)
    game.trash = [card() for _ in range(3)]
    it = iter_ways(
        game, ex, DynamisPlay(PlayKind.AWAKENING, options=(PayOption(Pay.TRASH_REMOVE, (Need(1, ANY_CARD),)),))
    )
    assert next(it) == Way(0, (0,), 1, 2)
    assert len(list(it)) == 2


# -- boundaries the first pins left open ----------------------------------------------------------------------------
def powers_of_two(n):
    """n cards whose costs (1, 2, 4, …) give every combination its own sum, cheapest first in index order."""
    return [card(cost=2**i) for i in range(n)]


@pytest.mark.parametrize(("combo", "found"), [((2, 4, 14, 19), True), ((2, 4, 15, 16), False)])
def test_the_listing_tries_the_first_two_thousand_combinations_of_a_need_and_no_more(combo, found):
    """MAX_TRIED: the 2,000th combination of 4 among 20 is (2, 4, 14, 19) and is still tried; the 2,001st is not."""
    cards = powers_of_two(20)
    need = Need(4, ANY_CARD, together=Together.COST_SUM, k=sum(2**i for i in combo))
    assert list(_picks(cards, (need,), frozenset())) == ([combo] if found else [])


def test_a_card_of_cost_zero_or_none_is_the_cheapest_candidate():
    cards = [card(cost=1), card(cost=0), replace(card(), cost=None)]
    assert list(_picks(cards, (Need(1, ANY_CARD),), frozenset())) == [(1,), (2,), (0,)]


def test_a_dream_without_any_of_its_counters_has_no_way():
    ex = extra(cost=5)
    game = game_with(ex, "", resources=0)
    game.counters = {}
    assert ways(game, ex, DynamisPlay(PlayKind.DREAM, counter="X", counters=1)) == []
    assert ways(game, ex, DynamisPlay(PlayKind.DREAM, counter="X", counters=0)) == [Way(0, (), 0, 0)]


def test_a_descent_needs_no_rebooted_resource_and_its_payment_sleeps_none():
    ex = extra(cost=2)
    game = game_with(ex, "降臨条件:ゼクス1枚", resources=2)
    for r in game.resources:
        r.rebooted = False
    game.squares = {(1, 1): OnSquare(card(cost=2))}
    play = game.scripts[ex.number].dynamis
    assert ways(game, ex, play) == [Way(0, (0,), 0, 2)]
    for r in game.resources:
        r.rebooted = True
    pay_way(game, ex, play, Way(0, (0,), 0, 2))
    assert [r.rebooted for r in game.resources] == [True, True]


def test_a_way_the_resources_cannot_pay_is_skipped_for_a_later_one_they_can():
    ex = extra(cost=6)
    game = game_with(ex, "憑依条件:ゼクス1枚", resources=3)
    game.squares = {(0, 0): OnSquare(card(cost=1)), (1, 1): OnSquare(card(cost=4))}
    play = game.scripts[ex.number].dynamis
    assert ways(game, ex, play) == [Way(0, (1,), 2, 4)]  # the 1 leaves 5 to pay with 3 resources


def test_a_card_without_cost_gives_up_nothing():
    ex = extra(cost=3)
    game = game_with(ex, "覚醒条件:あなたのトラッシュにあるカードを1枚除外する。", resources=3)
    game.trash = [replace(card(), cost=None)]
    assert ways(game, ex, game.scripts[ex.number].dynamis) == [Way(0, (0,), 3, 0)]


def test_paying_sleeps_exactly_the_resources_of_the_cost():
    ex = extra(cost=3)
    game = game_with(ex, "覚醒条件:あなたのトラッシュにあるカードを1枚除外する。", resources=4)
    game.trash = [card(cost=2)]
    play = game.scripts[ex.number].dynamis
    pay_way(game, ex, play, ways(game, ex, play)[0])
    assert sorted(r.rebooted for r in game.resources) == [False, False, False, True]
    assert [r.rebooted for r in game.resources].count(False) == 3


def test_a_card_met_only_by_a_card_listed_after_it_is_reachable():
    """never_met grows until nothing changes: the card listed first needs the one listed after it on a square."""
    first, second, plain = extra(cost=4), extra(cost=4), card(cost=2)
    deck = Deck.of([DeckEntry(second, 1, Zone.DYNAMIS), DeckEntry(first, 1, Zone.DYNAMIS), DeckEntry(plain, 1)])
    scripts = read_pool([(first.number, "", "降臨条件:ゼクス1枚"), (second.number, "", "憑依条件:ゼクス2枚")])
    assert never_met(deck, scripts) == frozenset()


def test_distinct_colours_remembers_every_colour_seen_not_only_the_last():
    check = TOGETHER[Together.DISTINCT_COLORS]
    assert check([coloured(RED), coloured(BLUE), coloured(RED)], 0) is False
