"""Chosen Z/X whose powers add up to N or less (「…からパワーの合計がN以下になるように…選び、」: scope "psum<=N",
effects.opponent_words and lexicon) and the opponent's Z/X named with its charge (「…ゼクスか相手のチャージにある…」:
its charge is not kept card by card, so only its Z/X on normal squares are chosen): each carried out against
defenders, both outcomes."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event
from tests.rules.test_goldfish_opponent import GUARD, game_with
from zxdecks.rules.effects.grammar import read_clause

LEFT, CENTRE, RIGHT = (1, 0), (1, 1), (1, 2)


def board(theirs, costs=None):
    game = game_with({}, theirs)
    game.hand, game.trash, game.charge = [], [], []
    for square, cost in (costs or {}).items():
        game.opponent_squares[square] = dataclasses.replace(game.opponent_squares[square], cost=cost)
    return game


def test_defenders_whose_powers_fit_the_sum_are_destroyed_and_the_one_that_does_not_fit_stays():
    """The chosen in the policy's order, each that still fits: 7000 + 5000 = 12000; a second 5000 would pass it."""
    game = board({LEFT: 7000, CENTRE: 5000, RIGHT: 5000})
    event(game, "ノーマルスクエアにある相手のゼクスからパワーの合計が12000以下になるように好きな枚数選び、破壊する。")
    assert len(game.opponent_squares) == 1
    assert [u.power for u in game.opponent_squares.values()] == [5000]


def test_a_defender_stronger_than_the_sum_alone_is_not_destroyed():
    game = board({LEFT: 13000})
    event(game, "ノーマルスクエアにある相手のゼクスからパワーの合計が12000以下になるように好きな枚数選び、破壊する。")
    assert sorted(game.opponent_squares) == [LEFT]


def test_a_choice_among_any_z_x_by_a_power_sum_reaches_the_defenders_within_it():
    game = board({LEFT: 6000, CENTRE: 4000})
    event(game, "ノーマルスクエアにあるゼクスからパワーの合計が9000以下になるように2枚まで選び、破壊する。")
    assert [u.power for u in game.opponent_squares.values()] == [4000]


def test_the_cost_sum_still_counts_costs():
    """「コストの合計が」: costs 2 and 3 fit 5; the 5000 of cost 4 does not, though powers would not matter."""
    game = board({LEFT: 9000, CENTRE: 5000, RIGHT: 1000}, costs={LEFT: 2, CENTRE: 4, RIGHT: 3})
    event(game, "ノーマルスクエアにある相手のゼクスからコストの合計が5以下になるように好きな枚数選び、破壊する。")
    assert sorted(game.opponent_squares) == [CENTRE]


def test_the_opponents_z_x_or_its_charge_chooses_the_z_x_on_its_normal_squares():
    game = board({CENTRE: 5000, GUARD: 5000}, costs={CENTRE: 3, GUARD: 3})
    event(
        game,
        "ノーマルスクエアにある相手のコスト3以下のゼクスか相手のチャージにあるカードを1枚選び、デッキの1番下に置く。",
    )
    assert sorted(game.opponent_squares) == [GUARD]


def test_the_opponents_z_x_or_its_charge_leaves_a_costlier_z_x():
    game = board({CENTRE: 5000}, costs={CENTRE: 4})
    event(
        game,
        "ノーマルスクエアにある相手のコスト3以下のゼクスか相手のチャージにあるコスト3以下のゼクスを1枚選び、デッキの1番下に置いてよい。",
    )
    assert sorted(game.opponent_squares) == [CENTRE]


def test_the_readings_and_what_is_not_read():
    read = read_clause(
        "ノーマルスクエアにある相手のゼクスか相手のチャージにあるゼクスを1枚選び、リソースにスリープで置く"
    )
    assert read.action is not None
    assert (read.action.what, read.action.scope) == ("resource", "opponent normal")
    read = read_clause("ノーマルスクエアにある相手のゼクスからパワーの合計が18000以下になるように3枚まで選び、破壊する")
    assert read.action is not None
    assert read.action.scope == "opponent normal psum<=18000"
    # all of them, or any square but the normal ones, with the charge: not read
    assert (
        read_clause("ノーマルスクエアにあるすべての相手のゼクスか相手のチャージにあるカードを手札に戻す").action is None
    )
    assert read_clause("スクエアにある相手のゼクスか相手のチャージにあるカードを1枚選び、手札に戻す").action is None
    # a power sum of exactly N Z/X (not 「まで」 nor 「好きな枚数」): not read
    assert (
        read_clause("ノーマルスクエアにある相手のゼクスからパワーの合計が9000以下になるように2枚選び、破壊する").action
        is None
    )


# -- more spellings of the same choices (session 17, zx2) -----------------------------------------------------------
def test_the_opponents_z_x_or_its_resources_slept_sleeps_its_z_x_only():
    """「…か相手のリソースにあるカードを合計2枚まで選び、スリープする」: its slept resources change nothing (only their count is
    kept), so both choices go to its Z/X on normal squares."""
    game = board({LEFT: 5000, CENTRE: 7000, GUARD: 9000})
    event(game, "ノーマルスクエアにある相手のゼクスか相手のリソースにあるカードを合計2枚まで選び、スリープする。")
    assert {sq: u.rebooted for sq, u in game.opponent_squares.items()} == {LEFT: False, CENTRE: False, GUARD: True}
    # with another verb the resources would matter (their count): not read
    assert (
        read_clause(
            "ノーマルスクエアにある相手のゼクスか相手のリソースにあるカードを合計2枚まで選び、手札に戻す"
        ).action
        is None
    )


def test_chosen_without_its_comma_before_destroy_is_the_same_choice():
    game = board({LEFT: 5000, CENTRE: 7000})
    event(game, "ノーマルスクエアにある相手のゼクスを1枚選び破壊し、カードを1枚引く。")
    assert len(game.opponent_squares) == 1


def test_a_slept_z_x_of_a_cost_entered_this_turn_written_after_its_cost_is_chosen_and_a_rebooted_one_is_not():
    mine_slept, mine_rebooted = (dataclasses.replace(card(cost=3), power=3000) for _ in range(2))
    game = game_with({(2, 0): mine_slept, (2, 2): mine_rebooted}, {})
    for unit in game.squares.values():
        unit.entered_turn = game.turn
    game.squares[(2, 0)].rebooted = False
    event(game, "ノーマルスクエアにあるこのターンの間に登場したコスト3以下のスリープのゼクスを1枚選び、破壊する。")
    assert sorted(game.squares) == [(2, 2)]


def test_last_of_all_opens_a_sentence_as_then_does():
    read = read_clause("最後に、ノーマルスクエアにあるゼクスを1枚選び、ターン終了時まで、パワーを-8000してよい")
    assert read.action is not None
    assert (read.action.what, read.action.amount, read.optional) == ("power", -8000, True)
