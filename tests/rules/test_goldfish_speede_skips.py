"""Session 21 `speede`: what the effects side asked again with the same answer, kept the same (issue 28)."""

from __future__ import annotations

from dataclasses import replace

from tests.rules.builders import card, scripted_card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_pool
from zxdecks.rules.effects.filters import CardFilter
from zxdecks.rules.effects.language import Static
from zxdecks.rules.effects.matched import known_for, matched
from zxdecks.rules.effects.run.activation import _plan, next_activation
from zxdecks.rules.effects.run.statics import count
from zxdecks.rules.effects.traits import traits

RED_ONLY = CardFilter(color=Color.RED)


def test_a_count_without_a_filter_counts_every_card_and_one_with_a_filter_only_those_it_matches():
    game = game_with_scripts()
    this = card()
    blue = card(colors=frozenset({Color.BLUE}))
    game.hand = [blue, card(), blue]
    assert count(game, Static("cost_per", 1, per="hand"), this) == 3
    assert count(game, Static("cost_per", 1, per="hand", filter=RED_ONLY), this) == 1
    game.hand = [blue, blue]
    assert count(game, Static("cost_per", 1, per="hand", filter=RED_ONLY), this) == 0
    assert count(game, Static("cost_per", 1, per="hand"), this) == 2


def test_a_count_of_the_others_in_hand_leaves_out_an_equal_copy_of_the_card_and_not_another_of_its_number():
    game = game_with_scripts()
    this = card()
    copy = replace(this)  # equal, not the same object: `in` leaves it out
    assert copy == this
    assert copy is not this
    game.hand = [card(), copy]
    assert count(game, Static("cost_per", 1, per="hand", others_only=True), this) == 1
    other = replace(this, cost=5)  # its number, another card
    game.hand = [card(), other]
    assert count(game, Static("cost_per", 1, per="hand", others_only=True), this) == 2


# an ability valid on squares and one in the hand (made-up texts of the shapes the reader takes)
SQUARE_TEXT = "≪起≫【有効】スクエア【コスト】《赤1・赤1》【効果】カードを1枚引く。"
HAND_TEXT = "≪起≫【有効】手札【コスト】あなたの手札にある[ドラゴン]を1枚トラッシュに置く。【効果】カードを1枚引く。"


def test_the_activation_plan_leaves_out_only_the_cards_whose_every_ability_no_card_pays():
    on_square, in_hand = card(), card()
    scripts = read_pool([(on_square.number, SQUARE_TEXT), (in_hand.number, HAND_TEXT)])
    found = traits(scripts)
    assert found.square_activated == {on_square.number}
    assert found.zone_activated == {in_hand.number}
    assert _plan(scripts, found, frozenset()) == ({on_square.number}, (("hand", frozenset({in_hand.number})),))
    (square,) = scripts[on_square.number].activated
    (hand,) = scripts[in_hand.number].zone_activated
    assert _plan(scripts, found, frozenset({id(square)})) == (frozenset(), (("hand", frozenset({in_hand.number})),))
    assert _plan(scripts, found, frozenset({id(hand)})) == ({on_square.number}, ())
    assert _plan(scripts, found, frozenset({id(square), id(hand)})) == (frozenset(), ())


def test_a_game_whose_activated_abilities_no_card_pays_is_asked_nothing_and_one_paid_is_still_played():
    game = game_with_scripts()
    _, script = scripted_card(game, SQUARE_TEXT, at=(1, 1))
    (square,) = script.activated
    assert next_activation(game) == ((1, 1), square)
    game.activation_never = frozenset({id(square)})
    assert next_activation(game) is None


def test_a_filters_answers_are_remembered_per_card_and_stay_those_of_card_filter_matches():
    red, blue = card(), card(colors=frozenset({Color.BLUE}))
    every, known = known_for(CardFilter())  # equal to ANY_CARD, another object
    assert every
    every, known = known_for(RED_ONLY)
    assert not every
    assert matched(RED_ONLY, known, red)
    assert not matched(RED_ONLY, known, blue)
    assert known[id(red)] == (red, True)
    assert known[id(blue)] == (blue, False)
    assert matched(RED_ONLY, known, red)  # asked again: the remembered answer
    assert not matched(RED_ONLY, known, blue)
    assert known_for(RED_ONLY)[1] is known
