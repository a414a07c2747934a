"""「(ノーマル)スクエアにある相手のゼクスN枚につき、…」 (constant_text.PER: per "opponent_squares" / "opponent_normal",
counted by run.statics.count when the effect resolves): a sentence done once for each (effects.per_count), damage or a
power for each on chosen Z/X (effects.damage_per, opponent_words); each against defenders and an empty board, and how
coverage counts them (nothing against an empty board)."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event
from tests.rules.test_goldfish_opponent import GUARD, game_with
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part

LEFT, CENTRE, RIGHT = (1, 0), (1, 1), (1, 2)
MILL_PER = "スクエアにある相手のゼクス1枚につき、あなたのデッキの上から1枚のカードを除外する。"


def board(theirs):
    game = game_with({}, theirs)
    game.hand, game.trash, game.charge, game.removed = [], [], [], []
    game.deck = [dataclasses.replace(card(cost=1), power=1000) for _ in range(10)]
    return game


def test_one_card_removed_for_each_of_the_opponents_z_x_on_any_square():
    game = board({LEFT: 5000, GUARD: 5000})
    event(game, MILL_PER)
    assert (len(game.removed), len(game.deck)) == (2, 8)


def test_nothing_removed_against_an_empty_board():
    game = board({})
    event(game, MILL_PER)
    assert (len(game.removed), len(game.deck)) == (0, 10)


def test_damage_for_each_of_the_opponents_z_x_counts_its_player_square_too():
    game = board({LEFT: 9000, GUARD: 12000})
    event(
        game, "ノーマルスクエアにある相手のゼクスを1枚選び、スクエアにある相手のゼクス1枚につき、3000ダメージを与える。"
    )
    assert {sq: u.damage for sq, u in game.opponent_squares.items()} == {LEFT: 6000, GUARD: 0}


def test_a_power_lowered_for_each_of_the_opponents_z_x_on_normal_squares_leaves_out_its_player_square():
    game = board({LEFT: 9000, CENTRE: 5000, GUARD: 12000})
    event(
        game,
        "ノーマルスクエアにある相手のゼクスを1枚選び、ターン終了時まで、ノーマルスクエアにある相手のゼクス1枚につき、パワーを-1000する。",
    )
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == {LEFT: 7000, CENTRE: 5000, GUARD: 12000}


def test_every_defender_damaged_for_each_of_them():
    game = board({LEFT: 9000, CENTRE: 5000, RIGHT: 7000})
    event(
        game, "スクエアにある相手のゼクス1枚につき、ノーマルスクエアにあるすべての相手のゼクスに2000ダメージを与える。"
    )
    assert {sq: u.damage for sq, u in game.opponent_squares.items()} == {LEFT: 6000, RIGHT: 6000}  # the 5000 destroyed


def test_the_lines_act_only_against_defenders():
    for body in (
        MILL_PER,
        "ノーマルスクエアにある相手のゼクスを1枚選び、スクエアにある相手のゼクス1枚につき、3000ダメージを与える。",
        "ノーマルスクエアにあるゼクスを1枚選び、ターン終了時まで、スクエアにある相手のゼクス1枚につき、パワーを-2000する。",
    ):
        script = read_card("T-1", "≪自≫【有効】スクエア【誘発】このカードが登場する。\n【効果】" + body)
        assert script.unread == (), body
        assert line_part(script.abilities[0]) == "acting_vs_defenders", body


ALL_PER = "ターン終了時まで、スクエアにある相手のゼクス1枚につき、現在ノーマルスクエアにあるすべての相手のゼクスのパワーを-1000する。"


def test_every_defender_on_a_normal_square_loses_1000_for_each_of_the_opponents_z_x():
    """Three Z/X of the opponent's (its player square's counted too): -3000 on each of the two on normal squares."""
    game = board({LEFT: 9000, CENTRE: 2000, GUARD: 12000})
    event(game, ALL_PER)
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == {LEFT: 6000, GUARD: 12000}  # 2000 - 3000: gone


def test_a_count_of_your_trash_of_a_name_lowers_every_defender_by_it():
    game = board({LEFT: 9000})
    named = dataclasses.replace(card(cost=1), name="フィエリテの欠片")
    game.trash = [named, named, card(cost=1)]
    event(
        game,
        "ターン終了時まで、あなたのトラッシュにあるカード名に「フィエリテ」を含むカード1枚につき、現在ノーマルスクエアにあるすべての相手のゼクスのパワーを-1000する。",
    )
    assert game.opponent_squares[LEFT].power == 7000


def test_no_card_of_the_name_in_your_trash_changes_no_power():
    game = board({LEFT: 9000})
    game.trash = [card(cost=1)]
    event(
        game,
        "ターン終了時まで、あなたのトラッシュにあるカード名に「フィエリテ」を含むカード1枚につき、現在ノーマルスクエアにあるすべての相手のゼクスのパワーを-1000する。",
    )
    assert game.opponent_squares[LEFT].power == 9000
