"""「コストN~Mの」 in a card filter (effects.words.FILTER: min_cost N, max_cost M): the defenders and your Z/X of a cost
in the range are chosen, those outside it are not; your hand cards likewise."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from tests.rules.test_goldfish_opponent import game_with

LEFT, CENTRE, RIGHT = (1, 0), (1, 1), (1, 2)
IN_RANGE = "ノーマルスクエアにあるコスト4~6のゼクスを1枚選び、破壊する。"


def test_the_defender_of_a_cost_in_the_range_is_destroyed_and_the_costlier_and_cheaper_stay():
    game = game_with({}, {LEFT: 12000, CENTRE: 7000, RIGHT: 3000})
    for square, cost in ((LEFT, 7), (CENTRE, 5), (RIGHT, 3)):
        game.opponent_squares[square] = dataclasses.replace(game.opponent_squares[square], cost=cost)
    event(game, IN_RANGE)
    assert sorted(game.opponent_squares) == [LEFT, RIGHT]


def test_with_no_defender_in_the_range_your_z_x_of_cost_4_is_destroyed_and_your_cost_3_stays():
    low, mid = dataclasses.replace(card(cost=3), power=3000), dataclasses.replace(card(cost=4), power=5000)
    game = game_with({(2, 0): low, (2, 2): mid}, {RIGHT: 3000})
    game.opponent_squares[RIGHT] = dataclasses.replace(game.opponent_squares[RIGHT], cost=3)
    event(game, IN_RANGE)
    assert (sorted(game.squares), sorted(game.opponent_squares)) == ([(2, 0)], [RIGHT])


def test_a_hand_card_of_a_cost_in_the_range_enters_and_one_outside_stays_in_the_hand():
    game = fresh()
    inside, outside = dataclasses.replace(card(cost=5), power=5000), dataclasses.replace(card(cost=7), power=9000)
    game.hand = [outside, inside]
    event(
        game, "あなたの手札にあるコスト4~6のゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させてよい。"
    )
    assert ([u.card.number for u in game.squares.values()], [c.number for c in game.hand]) == (
        [inside.number],
        [outside.number],
    )
