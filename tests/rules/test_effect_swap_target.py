"""The Z/X 電影 returns to the hand (1115.2), chosen by the policy among the rebooted Z/X of cost N or more (found by
mutation testing of effects.run.conditions)."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.effects.api import Target
from zxdecks.rules.effects.run.conditions import swap_target
from zxdecks.rules.goldfish import OnSquare


def test_the_policy_is_asked_for_one_rebooted_zx_of_the_cost_and_its_square_is_returned():
    game = game_with_scripts()
    big, small, slept = card(cost=6), card(cost=2), card(cost=7)
    game.squares = {
        (0, 0): OnSquare(small, True, 2000),
        (1, 1): OnSquare(big, True, 6000),
        (0, 2): OnSquare(slept, False),
    }
    asked = []
    choose = game.choose_units

    def recording(target, units, n, amount=0):
        asked.append((target, [u.card for _, u in units], n))
        return choose(target, units, n, amount)

    game.choose_units = recording
    assert swap_target(game, 5) == (1, 1)
    assert asked == [(Target.SWAP_BACK, [big], 1)]


def test_no_square_when_the_policy_chooses_none_or_no_zx_has_the_cost():
    game = game_with_scripts()
    costless = dataclasses.replace(card(), cost=None)
    game.squares = {(1, 1): OnSquare(costless, True, 1000)}
    assert swap_target(game, 1) is None  # no printed cost counts as 0
    assert swap_target(game, 0) == (1, 1)
    game.choose_units = lambda target, units, n, amount=0: []
    assert swap_target(game, 0) is None
