"""「パワーが元々の数値と異なる」 (effects.zx_states "power_changed") after 「ノーマルスクエアにある(、)」: a Z/X whose power
now is not its printed one (yours) or not the one it entered with (the opponent's, `OpposingZX.original`); each
carried out both ways."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event
from tests.rules.test_goldfish_opponent import game_with
from zxdecks.rules.board import OpposingZX
from zxdecks.rules.effects.grammar import read_clause

LEFT, CENTRE, RIGHT = (1, 0), (1, 1), (1, 2)
CHANGED_ANY = "ノーマルスクエアにある、パワーが元々の数値と異なるゼクスを2枚まで選び、破壊する。"
CHANGED_THEIRS = "ノーマルスクエアにある、パワーが元々の数値と異なる相手のゼクスを1枚まで選び、破壊する。"


def board(own, theirs):
    game = game_with(own, theirs)
    game.hand, game.trash, game.charge = [], [], []
    return game


def test_a_defender_whose_power_was_lowered_is_destroyed_and_an_unchanged_one_stays():
    game = board({}, {LEFT: 9000, CENTRE: 5000})
    game.change_opponent_power(LEFT, -2000)
    event(game, CHANGED_THEIRS)
    assert sorted(game.opponent_squares) == [CENTRE]


def test_no_defender_changed_means_nothing_is_destroyed():
    game = board({}, {LEFT: 9000, CENTRE: 5000})
    event(game, CHANGED_THEIRS)
    assert sorted(game.opponent_squares) == [LEFT, CENTRE]


def test_a_defender_back_at_its_power_after_the_turn_is_unchanged_again():
    unit = OpposingZX(7000)
    unit.change_power(-3000)
    assert (unit.power, unit.original) == (4000, 7000)
    unit.end_turn()
    assert unit.power == unit.original


def test_any_z_x_takes_the_changed_defender_and_leaves_your_unchanged_z_x():
    mine = dataclasses.replace(card(cost=2), power=4000)
    game = board({(2, 0): mine}, {LEFT: 9000})
    game.change_opponent_power(LEFT, -1000)
    event(game, CHANGED_ANY)
    assert (sorted(game.opponent_squares), sorted(game.squares)) == ([], [(2, 0)])


def test_your_z_x_raised_this_turn_is_changed_and_your_printed_one_is_not():
    raised, plain = (dataclasses.replace(card(cost=2), power=4000) for _ in range(2))
    game = board({LEFT: raised, CENTRE: plain}, {})
    game.raise_power(game.squares[LEFT], 2000)
    effect_text = "ノーマルスクエアにある、パワーが元々の数値と異なるゼクスを1枚選び、破壊する。"
    event(game, effect_text)
    assert sorted(game.squares) == [CENTRE]
    assert [c.number for c in game.charge] == [raised.number]  # destroyed: to the charge (1008.1)


def test_the_state_reads_for_yours_and_the_opponents():
    read = read_clause(CHANGED_ANY.removesuffix("。"))
    assert read.action is not None
    assert read.action.scope == "normal power_changed"
    read = read_clause(CHANGED_THEIRS.removesuffix("。"))
    assert read.action is not None
    assert read.action.scope == "opponent normal power_changed"
