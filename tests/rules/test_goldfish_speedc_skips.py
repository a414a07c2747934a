"""The calls session 20's speedC left out behind their own first test give the answers of the calls: a cost change
without conditions, a play's rule check (702.2a) that acts only when something would be lost."""

from __future__ import annotations

import pytest

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.cards import Color
from zxdecks.rules.effects.language import Condition, ConditionKind, Static
from zxdecks.rules.effects.run.statics import changed_cost, count
from zxdecks.rules.goldfish import Resource
from zxdecks.rules.goldfish.state import Defeat

CHARGE_AT_MOST_2 = (Condition(ConditionKind.CHARGE_AT_MOST, 2),)


def test_a_cost_change_without_conditions_always_applies_and_one_under_a_failing_condition_does_not():
    game = game_with_scripts()
    this = card(cost=3)
    assert changed_cost(game, this, 3, (Static("cost", 2),)) == 5
    assert changed_cost(game, this, 3, (Static("free_play"),)) == 0
    game.charge = [card(), card(), card()]  # three: 「チャージが2枚以下」 fails
    assert changed_cost(game, this, 3, (Static("cost", 2, conditions=CHARGE_AT_MOST_2),)) == 3
    assert changed_cost(game, this, 3, (Static("free_play", conditions=CHARGE_AT_MOST_2),)) == 3
    game.charge = [card()]
    assert changed_cost(game, this, 3, (Static("cost", 2, conditions=CHARGE_AT_MOST_2),)) == 5


def _game_with_a_playable_card():
    game = game_with_scripts()
    game.hand = [card(cost=1)]
    game.resources = [Resource(card(colors=frozenset({Color.RED})))]
    return game


def test_a_play_with_no_life_left_loses_the_game_at_its_rule_check():
    game = _game_with_a_playable_card()
    game.life = []
    with pytest.raises(Defeat, match=r"903\.1"):
        game.play_from_hand(0)
    assert game.defeated
    assert not game.hand


def test_a_play_with_life_deck_and_opponent_left_loses_nothing():
    game = _game_with_a_playable_card()
    assert game.life
    assert game.deck
    assert game.play_from_hand(0)
    assert not game.defeated
    assert not game.won


def test_a_count_of_the_hand_leaves_out_the_card_played_only_with_others_only_and_resources_are_counted_too():
    game = game_with_scripts()
    this = card(cost=1)
    game.hand = [this, card(), card()]
    game.resources = [Resource(card()) for _ in range(4)]
    assert count(game, Static("cost_per", 1, per="hand"), this) == 3
    assert count(game, Static("cost_per", 1, per="hand", others_only=True), this) == 2
    assert count(game, Static("cost_per", 1, per="hand", others_only=True), card()) == 3  # not in the hand
    assert count(game, Static("cost_per", 1, per="resources"), this) == 4
    with pytest.raises(KeyError):
        count(game, Static("cost_per", 1, per="nowhere"), this)
