"""The default policy's decisions pinned by value: which card, which square, which order, for every decision."""

from dataclasses import replace

import pytest

from tests.rules.builders import card
from tests.rules.test_goldfish_policy import finisher_deck, ready
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.api import Choice, Target
from zxdecks.rules.effects.language import Effect, Kind
from zxdecks.rules.goldfish import DefaultPolicy, Game, OnSquare, Resource
from zxdecks.rules.goldfish.deck_facts import _BY_KEY, LAST_FACTS, deck_facts, forget
from zxdecks.rules.goldfish.dynamis_costs import Way
from zxdecks.rules.goldfish.policy import (
    KeepRules,
    _costliest,
    ascension_keeps_zx,
    attack_room,
    effect_order,
)

RED, BLUE = Color.RED, Color.BLUE
POLICY = DefaultPolicy()


def game_on(deck=None):
    game = Game(deck or finisher_deck(), seed=1, first=True)
    game.turn = 1
    return game


# -- keep rules and setup -------------------------------------------------------------------------------------------
def test_keep_rules_hold_only_when_every_rule_holds():
    one, five, ig = card(cost=1), card(cost=5), card(ignition=True, cost=3)
    blue = card(cost=2, colors=frozenset({BLUE}))
    assert KeepRules().keeps([five]) is True
    assert KeepRules(cards=frozenset({one.number})).keeps([five, one]) is True
    assert KeepRules(cards=frozenset({one.name})).keeps([one]) is True
    assert KeepRules(cards=frozenset({one.number})).keeps([five]) is False
    assert KeepRules(cheap_cost=1).keeps([one]) is True
    assert KeepRules(cheap_cost=1).keeps([five]) is False
    assert KeepRules(cheap_cost=1, min_cheap=2).keeps([one, five]) is False
    assert KeepRules(cheap_cost=5, min_cheap=2).keeps([one, five]) is True
    assert KeepRules(cheap_cost=0).keeps([card(type_=CardType.PLAYER)]) is False  # no cost is not cheap
    assert KeepRules(min_ignition=1).keeps([ig]) is True
    assert KeepRules(min_ignition=2).keeps([ig, one]) is False
    assert KeepRules(colors=frozenset({BLUE})).keeps([one, blue]) is True
    assert KeepRules(colors=frozenset({BLUE, RED})).keeps([blue]) is False


def test_the_start_card_is_the_costliest_then_the_last_number_and_gate_and_resource_the_first():
    a, b, c = card(cost=3), card(cost=5), card(cost=5)
    game = game_on()
    assert POLICY.choose_start_card(game, [a, b, c]) is c
    assert POLICY.choose_start_card(game, [card(cost=None), a]) is a
    assert POLICY.choose_start_card(game, []) is None
    assert POLICY.choose_gate_card(game, [b, a]) is b
    assert POLICY.choose_gate_card(game, []) is None
    assert POLICY.choose_start_resource(game, [c, a]) is c
    assert POLICY.choose_start_resource(game, []) is None


def test_a_hand_is_sent_back_when_it_misses_the_wanted_cards_or_the_keep_rules():
    one, five = card(cost=1), card(cost=5)
    game = game_on()
    assert DefaultPolicy().mulligan(game, [five]) is False
    assert DefaultPolicy(keep_if_any=frozenset({one.number})).mulligan(game, [five]) is True
    assert DefaultPolicy(keep_if_any=frozenset({one.name})).mulligan(game, [five, one]) is False
    assert DefaultPolicy(keep=KeepRules(cheap_cost=1)).mulligan(game, [five]) is True
    assert DefaultPolicy(keep=KeepRules(cheap_cost=1)).mulligan(game, [one]) is False


# -- the finisher ---------------------------------------------------------------------------------------------------
def test_the_finisher_cost_is_the_highest_cost_from_six_up_else_none():
    assert POLICY.finisher_cost(game_on()) == 8
    low = Deck.of([DeckEntry(card(cost=5), 4), DeckEntry(card(cost=2), 4)])
    assert POLICY.finisher_cost(game_on(low)) == 10**6
    six = Deck.of([DeckEntry(card(cost=6), 4)])
    assert POLICY.finisher_cost(game_on(six)) == 6
    infinite = Deck.of([DeckEntry(replace(card(cost=99), cost_infinite=True), 4), DeckEntry(card(cost=7), 4)])
    assert POLICY.finisher_cost(game_on(infinite)) == 7


def test_the_finisher_cost_is_remembered_per_deck_and_the_memory_is_bounded():
    forget()
    deck = finisher_deck()
    game = game_on(deck)
    assert POLICY.finisher_cost(game) == 8
    facts = LAST_FACTS[0]
    assert facts is not None
    assert facts.deck is deck
    assert facts.finisher == 8
    assert _BY_KEY[(id(deck), id(game.scripts))] is facts
    facts.finisher = 5  # the deck asked last: its answer is used as it is, with no key built
    assert POLICY.finisher_cost(game) == 5
    LAST_FACTS[0] = None
    facts.finisher = 3  # a remembered answer is found by its key
    assert POLICY.finisher_cost(game) == 3
    assert deck_facts(game) is facts
    for k in range(70):
        _BY_KEY[(-k - 1, 0)] = facts
    other = finisher_deck()
    assert POLICY.finisher_cost(game_on(other)) == 8
    assert [facts.deck for facts in _BY_KEY.values()] == [other]
    forget()
    assert POLICY.finisher_cost(game) == 8  # worked out again once forgotten


# -- resources -----------------------------------------------------------------------------------------------------
def test_no_hand_no_resource():
    game = ready(finisher_deck(), [])
    assert POLICY.resource(game) is None


def test_the_resource_is_the_card_whose_absence_still_puts_the_most_zx_down():
    """3 resources after placement: keeping a 1 and a 2 puts two Z/X down; the 3 is given up, not the 1 or 2."""
    one, two, three = card(cost=1), card(cost=2), card(cost=3)
    game = ready(finisher_deck(), [one, two, three])
    assert POLICY.resource(game) == 2


def test_among_equal_cards_the_costliest_then_the_first_is_resourced():
    a, b = card(cost=5), card(cost=5)
    game = ready(finisher_deck(), [a, b], resources=0)
    assert POLICY.resource(game) == 0
    c = card(cost=4)
    game = ready(finisher_deck(), [c, a], resources=0)
    assert POLICY.resource(game) == 1


def test_a_card_of_a_new_colour_is_kept_when_it_lets_this_turn_play_a_zx():
    blue_one = card(cost=1, colors=frozenset({BLUE}))
    blue_zx = card(cost=2, colors=frozenset({BLUE}))
    red = card(cost=2)
    game = ready(finisher_deck(), [blue_zx, red, blue_one], resources=2)
    # resourcing the blue Z/X brings blue: the 1 and the red 2 then put two Z/X down (budget 3); resourcing the red
    # card leaves no castable Z/X, the blue 1 only one (the blue 2 and the red 2 cost 4)
    assert POLICY.resource(game) == 0


def test_slept_resources_do_not_count_in_the_budget():
    one, three = card(cost=1), card(cost=3)
    game = ready(finisher_deck(), [one, three], resources=2)
    for r in game.resources:
        r.rebooted = False
    # budget 1: only the 1 can be cast this turn, so the 3 goes to the resources
    assert POLICY.resource(game) == 1
    game = ready(finisher_deck(), [one, three], resources=2)
    # budget 3: either alone is one body; giving up the 1 keeps the costlier play
    assert POLICY.resource(game) == 0


# -- plays -----------------------------------------------------------------------------------------------------------
def test_ignite_while_there_is_charge():
    game = game_on()
    assert POLICY.ignite(game) is False
    game.charge = [card()]
    assert POLICY.ignite(game) is True


def test_play_free_everything_but_an_ascension_that_would_trash_the_only_zx():
    game = game_on()
    assert POLICY.play_free(game, card()) is True
    an = card(type_=CardType.AN)
    assert POLICY.play_free(game, an) is True
    game.squares = {(2, 1): OnSquare(card())}
    assert POLICY.play_free(game, an) is False


def test_nothing_is_played_when_no_card_is_paid_by_the_rebooted_resources():
    game = ready(finisher_deck(), [card(cost=3)], resources=2)
    assert POLICY.next_play(game) is None
    game.resources.append(Resource(card(colors=frozenset({RED})), rebooted=False))
    assert POLICY.next_play(game) is None
    game.resources[-1].rebooted = True
    assert POLICY.next_play(game) == 0


def test_a_card_of_a_colour_the_resources_lack_is_not_played():
    blue = card(cost=1, colors=frozenset({BLUE}))
    game = ready(finisher_deck(), [blue], resources=2)
    assert POLICY.next_play(game) is None
    zero = card(cost=0, colors=frozenset({BLUE}))
    game.hand = [zero]
    assert POLICY.next_play(game) == 0  # a cost of 0 needs no colour


def test_a_two_colour_card_is_played_only_when_the_payment_finds_both_colours():
    both = card(cost=2, colors=frozenset({RED, BLUE}))
    game = ready(finisher_deck(), [both], resources=2)
    assert POLICY.next_play(game) is None  # 805: one card of each colour
    game.resources[1] = Resource(card(colors=frozenset({BLUE})))
    assert POLICY.next_play(game) == 0


def test_an_event_is_played_only_with_an_effect_and_other_types_never_from_hand():
    event, player = card(type_=CardType.EVENT, cost=1), card(type_=CardType.PLAYER, cost=1)
    game = ready(finisher_deck(), [event, player], resources=2)
    assert POLICY.next_play(game) is None


def test_a_zx_that_attacks_goes_before_a_dearer_event_which_is_played_when_no_zx_can_be():
    event, zx = card(type_=CardType.EVENT, cost=2), card(cost=1)
    game = ready(finisher_deck(), [event, zx], resources=2)
    game.scripts = {event.number: read_card(event.number, "≪イベント≫カードを1枚引く。")}
    assert POLICY.next_play(game) == 1  # the Z/X next to the opponent first, though the event costs more
    game.squares = {sq: OnSquare(card(), rebooted=False) for sq in ((1, 1), (0, 0), (0, 2), (2, 1), (1, 0), (1, 2))}
    game.squares |= {(2, 0): OnSquare(card(), rebooted=False), (2, 2): OnSquare(card(), rebooted=False)}
    assert POLICY.next_play(game) == 0  # no square for the Z/X: the event
    game.hand = [zx, event]
    assert POLICY.next_play(game) == 1
    game.resources[1].rebooted = False
    assert POLICY.next_play(game) is None  # nor the event, with one rebooted resource
    game.squares = {}
    assert POLICY.next_play(game) == 0


def test_a_forbidden_name_is_not_played_again_this_turn():
    zx = card(cost=1)
    game = ready(finisher_deck(), [zx], resources=2)
    game.forbidden_names = {zx.name}
    assert POLICY.next_play(game) is None
    game.forbidden_names = {"他"}
    assert POLICY.next_play(game) == 0


def test_a_zx_without_a_square_is_not_played():
    zx = card(cost=1)
    full = {sq: OnSquare(card(), rebooted=False) for sq in ((1, 1), (0, 0), (0, 2), (2, 1), (1, 0), (1, 2), (2, 0))}
    full[(2, 2)] = OnSquare(card(), rebooted=False)
    game = ready(finisher_deck(), [zx], resources=2, squares=full)
    assert POLICY.next_play(game) is None
    full[(2, 2)].rebooted = True  # a rebooted Z/X can be replaced (806.1a)
    assert POLICY.next_play(game) == 0


def test_without_room_next_to_the_opponent_the_costliest_castable_card_is_played_first_in_hand_among_equals():
    near = {sq: OnSquare(card()) for sq in ((1, 1), (0, 0), (0, 2))}
    two, three, three_b = card(cost=2), card(cost=3), card(cost=3)
    game = ready(finisher_deck(), [two, three, three_b], resources=3, squares=near)
    assert POLICY.next_play(game) == 1


def test_curving_out_plays_the_costliest_of_the_chosen_zx_and_upgrades_with_what_is_left():
    one, two, four = card(cost=1), card(cost=2), card(cost=4)
    # 5 resources, 3 squares: 1 + 2 leaves 2, the 2 is upgraded to the 4 (1 + 4 = 5): the 4 is played first
    game = ready(finisher_deck(), [one, two, four], resources=5)
    assert POLICY.next_play(game) == 2
    # 3 resources: 1 + 2 and nothing left: the 2 first
    game = ready(finisher_deck(), [one, two, four], resources=3)
    assert POLICY.next_play(game) == 1


def test_curving_out_stops_at_the_room_next_to_the_opponent():
    one_a, one_b, three = card(cost=1), card(cost=1), card(cost=3)
    squares = {(1, 1): OnSquare(card()), (0, 0): OnSquare(card())}  # one empty square next to the opponent
    game = ready(finisher_deck(), [one_a, one_b, three], resources=3, squares=squares)
    assert POLICY.next_play(game) == 2  # one body: the 1 upgraded to the 3


# -- squares and attacks ---------------------------------------------------------------------------------------------
def test_a_zx_goes_to_the_first_legal_square_and_a_card_that_cannot_attack_keeps_out_of_the_front():
    game = game_on()
    squares = [(1, 1), (0, 0), (2, 1)]
    assert POLICY.choose_square(game, card(), squares) == (1, 1)
    an = card(type_=CardType.AN)
    assert POLICY.choose_square(game, an, squares) == (2, 1)
    game.squares = {(2, 1): OnSquare(card())}
    assert POLICY.choose_square(game, an, squares) == (1, 1)  # no empty square behind: the first


def test_the_dynamis_play_is_the_costliest_playable_zx_ex_first_then_the_first_listed():
    game = game_on()
    zx_ex, an_ex, cheap = (
        card(type_=CardType.ZX_EX, cost=3),
        card(type_=CardType.AN_EX, cost=9),
        card(type_=CardType.ZX_EX, cost=1),
    )
    twin = card(type_=CardType.ZX_EX, cost=3)
    game.dynamis = [cheap, an_ex, zx_ex, twin]
    game.dynamis_playable = lambda: [0, 1, 2, 3]
    assert POLICY.dynamis_play(game) == 2
    game.dynamis_playable = lambda: [1]
    assert POLICY.dynamis_play(game) == 1
    game.dynamis_playable = list
    assert POLICY.dynamis_play(game) is None


def test_the_way_to_pay_an_extra_is_the_cheapest_then_the_least_given_up_then_the_first():
    ways = [Way(0, (0,), 3, 1), Way(1, (1,), 2, 5), Way(2, (2,), 2, 4), Way(3, (3,), 2, 4)]
    game, extra = game_on(), card(type_=CardType.ZX_EX, cost=5)
    assert POLICY.pay_for_extra(game, extra, ways) == 2
    assert POLICY.pay_for_extra(game, extra, []) is None


def test_the_next_attacker_is_the_first_rebooted_zx_in_board_order_that_reaches_the_opponent():
    game = game_on()
    assert POLICY.next_attack(game) is None
    game.squares = {(0, 2): OnSquare(card()), (0, 0): OnSquare(card(), rebooted=False), (2, 1): OnSquare(card())}
    assert POLICY.next_attack(game) == (0, 2)
    assert POLICY.attack_target(game, (0, 2)) is None


def test_a_zx_with_range_attacks_first_only_when_it_comes_first_in_board_order():
    game = game_on()
    game.squares = {(1, 1): OnSquare(card()), (0, 2): OnSquare(card())}  # both next to the opponent
    assert POLICY.next_attack(game) == (0, 2)
    ranged = OnSquare(card(), granted_range=(2, game.turn))  # two steps from (1, 0) to the opponent's square
    game.squares = {(1, 1): OnSquare(card()), (1, 0): ranged}
    assert POLICY.next_attack(game) == (1, 0)  # (1, 0) comes before (1, 1) and reaches
    game.squares = {(1, 1): OnSquare(card()), (1, 0): OnSquare(card())}
    assert POLICY.next_attack(game) == (1, 1)  # without the Range it does not reach
    game.squares = {(1, 0): ranged, (0, 0): OnSquare(card())}
    assert POLICY.next_attack(game) == (0, 0)  # (0, 0) comes first
    game.squares = {(1, 0): ranged, (2, 0): OnSquare(card())}
    assert POLICY.next_attack(game) == (1, 0)  # none next to the opponent: the Z/X that reaches
    game.squares = {(2, 0): OnSquare(card())}
    assert POLICY.next_attack(game) is None


# -- clean-up --------------------------------------------------------------------------------------------------------
def test_discard_gives_up_unplayable_cards_then_non_finishers_costliest_first_last_in_hand_first():
    game = game_on()
    finisher = card(cost=8)
    player = card(type_=CardType.PLAYER, cost=None)
    a, b, c = card(cost=2), card(cost=5), card(cost=2)
    game.hand = [finisher, a, player, b, c]
    assert POLICY.discard(game, 5) == [2, 3, 4, 1, 0]
    assert POLICY.discard(game, 2) == [2, 3]


def test_the_costliest_charge_cards_go_to_the_trash_the_last_first_among_equals():
    game = game_on()
    game.charge = [card(cost=2), card(cost=5), card(cost=None), card(cost=5)]
    assert POLICY.trash_from_charge(game, 2) == [3, 1]
    assert POLICY.trash_from_charge(game, 4) == [3, 1, 0, 2]


def test_choose_gives_up_as_discard_and_the_charge_do_and_takes_the_costliest():
    game = game_on()
    game.hand = [card(cost=1), card(cost=4), card(cost=3)]
    assert POLICY.choose(game, Choice.DISCARD, game.hand, [0, 2], 1) == [2]
    assert POLICY.choose(game, Choice.DISCARD, game.hand, [0, 1, 2], 2) == [1, 2]
    game.charge = [card(cost=1), card(cost=4), card(cost=3)]
    assert POLICY.choose(game, Choice.CHARGE_OUT, game.charge, [0, 2], 2) == [2, 0]
    assert POLICY.choose(game, Choice.CHARGE_OUT, game.charge, [0, 1, 2], 1) == [1]
    cards = [card(cost=1), card(cost=4), card(cost=4)]
    assert POLICY.choose(game, Choice.TAKE, cards, [0, 1, 2], 2) == [1, 2]


def test_the_effect_orders_of_every_choice():
    game = game_on()
    cards = [card(cost=3), card(cost=None), card(cost=1, ignition=True), card(cost=1), card(type_=CardType.AN, cost=9)]
    everyone = list(range(5))

    def order(choice):
        return sorted(everyone, key=effect_order(game, choice, cards))

    assert order(Choice.TOP_ORDER) == [2, 3, 0, 4, 1]
    assert order(Choice.TRASH_REMOVE) == [1, 3, 0, 4, 2]
    assert order(Choice.FORCE_OUT) == [1, 2, 3, 0, 4]
    assert order(Choice.PAY_WITH) == [1, 2, 3, 0, 4]
    assert order(Choice.FORCE_IN) == [0, 2, 3, 1, 4]
    assert order(Choice.TAKE) == [4, 0, 2, 3, 1]
    game.resources = [Resource(card()), Resource(card(), rebooted=False), Resource(card()), Resource(card(), False)]
    assert sorted(range(4), key=effect_order(game, Choice.RESOURCE_BACK, [])) == [3, 1, 2, 0]


def test_choose_units_by_target():
    game = game_on()
    cheap_slept = ((0, 0), OnSquare(card(cost=1), rebooted=False, power=1000))
    dear = ((1, 1), OnSquare(card(cost=5), power=8000))
    mid = ((0, 2), OnSquare(card(cost=3), power=3000))
    units = [cheap_slept, dear, mid]
    assert POLICY.choose_units(game, Target.POWER_ANY, units, 2, 0) == [0, 1]
    assert POLICY.choose_units(game, Target.POWER_ANY, units, 5, 0) == [0, 1, 2]
    assert POLICY.choose_units(game, Target.POWER_UP, units, 3, 0) == [2, 1, 0]
    assert POLICY.choose_units(game, Target.SWAP_BACK, units, 3, 0) == [0, 2, 1]
    assert POLICY.choose_units(game, Target.HARM, units, 3, 0) == [0, 2, 1]
    # 3000 damage: the 1000 and 3000 die (3000 >= 3000), the 8000 survives and goes first
    assert POLICY.choose_units(game, Target.HARM, units, 3, 3000) == [1, 0, 2]
    assert POLICY.choose_units(game, Target.HARM, units, 1, 2999) == [2]


def test_choose_options_puts_the_options_that_act_first_in_printed_order():
    idle = (Effect(Kind.NO_TARGET),)
    acts = (Effect(Kind.DRAW),)
    options = [idle, acts, idle, acts]
    game = game_on()
    assert POLICY.choose_options(game, options, 3) == [1, 3, 0]
    assert POLICY.choose_options(game, options, 4) == [1, 3, 0, 2]


# -- helpers --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("options", "best"),
    [([(2, 0), (5, 3), (5, 1), (1, 2)], 1), ([(3, 4)], 4), ([(3, 2), (3, 1)], 1), ([(4, 0), (3, 1)], 0)],
)
def test_the_costliest_option_is_the_first_in_hand_among_equals(options, best):
    assert _costliest(options) == best


def test_attack_room_counts_the_empty_squares_next_to_the_opponent_not_held_by_it():
    game = game_on()
    assert attack_room(game) == 3
    game.squares = {(1, 1): OnSquare(card()), (2, 1): OnSquare(card())}
    assert attack_room(game) == 2
    game.opponent_squares = {(0, 0): object()}
    assert attack_room(game) == 1
    game.squares = {}
    assert attack_room(game) == 2


def test_an_ascension_keeps_the_zx_when_the_own_square_is_empty_or_its_zx_is_not_the_only_one_and_cannot_attack():
    game = game_on()
    assert ascension_keeps_zx(game) is True
    game.squares = {(2, 1): OnSquare(card())}
    assert ascension_keeps_zx(game) is False
    game.squares[(1, 0)] = OnSquare(card(type_=CardType.AN))  # an Ascension is not a Z/X
    assert ascension_keeps_zx(game) is False
    game.squares[(1, 1)] = OnSquare(card())
    assert ascension_keeps_zx(game) is True


# -- against a defending opponent ------------------------------------------------------------------------------------
def test_with_a_guard_a_zx_goes_beside_it_and_the_attack_goes_at_the_guard():
    from zxdecks.rules.goldfish.opponent import OpposingZX

    game = game_on()
    game.opponent_squares = {(0, 1): OpposingZX(3000)}
    strong = replace(card(), power=5000)
    assert POLICY.choose_square(game, strong, [(1, 1), (2, 1), (1, 0)]) == (1, 1)
    game.squares = {(1, 1): OnSquare(strong, power=5000)}
    assert POLICY.next_attack(game) == (1, 1)
    assert POLICY.attack_target(game, (1, 1)) == (0, 1)
    assert POLICY.attack_target(game, (0, 0)) is None


def test_with_a_guard_too_strong_for_every_zx_no_attack_is_declared():
    from zxdecks.rules.goldfish.opponent import OpposingZX

    game = game_on()
    game.opponent_squares = {(0, 1): OpposingZX(9000)}
    game.squares = {(1, 1): OnSquare(replace(card(), power=1000), power=1000)}
    assert POLICY.next_attack(game) is None
    assert POLICY.attack_target(game, (1, 1)) is None


def test_a_colour_rule_needs_a_card_of_that_colour_not_a_card_without_it():
    red, blue = card(cost=1), card(cost=1, colors=frozenset({BLUE}))
    assert KeepRules(colors=frozenset({BLUE})).keeps([blue]) is True
    assert KeepRules(colors=frozenset({BLUE})).keeps([red]) is False


def test_a_start_card_without_cost_counts_as_cost_zero():
    priced = card(cost=1)
    free = replace(card(), cost=None)  # numbered after it
    assert POLICY.choose_start_card(game_on(), [priced, free]) is priced


def test_a_card_of_cost_zero_is_cheaper_than_one_of_cost_one_in_every_cheapest_first_order():
    game = game_on()
    one, zero = card(cost=1), card(cost=0)
    cards = [one, zero]
    for choice in (Choice.TOP_ORDER, Choice.FORCE_OUT, Choice.PAY_WITH):
        assert sorted([0, 1], key=effect_order(game, choice, cards)) == [1, 0], choice


def test_trash_remove_gives_up_the_last_of_equal_cards_first():
    game = game_on()
    cards = [card(cost=2), card(cost=2), card(cost=2)]
    assert sorted([0, 1, 2], key=effect_order(game, Choice.TRASH_REMOVE, cards)) == [2, 1, 0]


def test_units_given_up_or_swapped_back_go_cheapest_first_whatever_their_square():
    game = game_on()
    dear = ((0, 0), OnSquare(card(cost=3), power=5000))
    cheap = ((1, 1), OnSquare(card(cost=1), power=5000))
    free = ((1, 0), OnSquare(card(cost=0), power=5000))
    units = [dear, cheap, free]
    for target in (Target.SWAP_BACK, Target.HARM):
        assert POLICY.choose_units(game, target, units, 3, 0) == [2, 1, 0], target


def test_a_unit_without_power_dies_to_any_damage_but_not_to_none():
    game = game_on()
    powerless = ((0, 0), OnSquare(card(cost=1), power=None))
    strong = ((1, 1), OnSquare(card(cost=5), power=5000))
    units = [powerless, strong]
    assert POLICY.choose_units(game, Target.HARM, units, 2, 0) == [0, 1]
    assert POLICY.choose_units(game, Target.HARM, units, 2, 1) == [1, 0]
