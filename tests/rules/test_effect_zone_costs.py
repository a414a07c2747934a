"""Constant abilities that cut the cost of your cards of a filter in the trash, the remove zone or the Dynamis, beside
the hand or alone (effects.zone_costs, session 19 `grants`), read and applied in a game."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import CardFilter
from zxdecks.rules.effects.run.seen import cost_in, sees
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.zone_plays import zone_playable

SQUARE = "≪常≫【有効】スクエア【効果】"
FLOOR = "\nただし、0以下にならない。"


def _mythos(cost: int) -> object:
    return dataclasses.replace(card(cost=cost), races=("ミソス",))


def test_hand_and_trash_cut_reads_as_one_static_over_both_zones_with_its_floor():
    (ability,) = read_card(
        "X", SQUARE + "あなたの手札とあなたのトラッシュにあるすべての[ミソス]のコストは1減る。" + FLOOR
    ).abilities
    (static,) = ability.statics
    assert (static.kind, static.n, static.per, static.floor, static.filter.race) == (
        "zone_cost",
        -1,
        "hand trash",
        1,
        "ミソス",
    )
    assert line_part(ability) == "acting"


def test_one_filter_named_for_each_zone_reads_and_two_filters_stay_unread():
    same = "あなたの手札にあるすべての[ミソス]とあなたのリムーブゾーンにあるすべての[ミソス]のコストは1減る。"
    (ability,) = read_card("X", SQUARE + same + FLOOR).abilities
    assert ability.statics[0].per == "hand removed"
    other = "あなたの手札にあるすべての[ミソス]とあなたのリムーブゾーンにあるすべての[エンジェル]のコストは1減る。"
    assert not read_card("X", SQUARE + other + FLOOR).abilities


def test_a_card_on_a_square_cuts_the_hand_and_trash_costs_of_its_filter_and_no_other():
    lord = card(cost=2)
    game = game_with_scripts(
        (lord.number, SQUARE + "あなたの手札とあなたのトラッシュにあるすべての[ミソス]のコストは1減る。" + FLOOR)
    )
    mythos, cheap, other = _mythos(3), _mythos(1), card(cost=3)
    game.trash = [mythos, other]
    cheaper = CardFilter(max_cost=2)
    assert (game.cost_of(mythos), cost_in(game, mythos, "trash"), sees(game, cheaper, mythos, "trash")) == (3, 3, False)
    game.squares = {(1, 1): OnSquare(lord, True, 3000)}
    assert (game.cost_of(mythos), game.cost_of(cheap), game.cost_of(other)) == (2, 1, 3)  # never 0 or less
    assert (cost_in(game, mythos, "trash"), cost_in(game, other, "trash")) == (2, 3)
    assert sees(game, cheaper, mythos, "trash")  # a filter of trash cards sees the cut cost
    assert cost_in(game, mythos, "removed") == 3  # not in the remove zone
    assert game.cost_of(mythos, from_dynamis=True) == 3  # nor in the Dynamis


def test_a_trash_only_cut_leaves_the_hand_cost_and_counts_once_when_it_does_not_stack():
    text = SQUARE + "あなたのトラッシュにあるすべてのカード名に「黒剣」を含むゼクスのコストを-2する。" + FLOOR
    text += "\n《同名》のこの能力は重複しない。"
    lord = card(cost=2)
    blade = dataclasses.replace(card(cost=5), name="黒剣の騎士")
    game = game_with_scripts((lord.number, text))
    game.squares = {(1, 1): OnSquare(lord, True, 3000), (0, 1): OnSquare(lord, True, 3000)}
    game.trash = [blade]
    assert (game.cost_of(blade), cost_in(game, blade, "trash")) == (5, 3)  # two copies: once


def test_a_remove_zone_cut_under_its_condition_holds_only_with_enough_removed_cards():
    text = (
        SQUARE
        + "あなたのリムーブが2枚以上ある場合、手札とリムーブにある、すべてのあなたの[ミソス]のコストを-1する。"
        + FLOOR
    )
    lord = card(cost=2)
    mythos = _mythos(4)
    game = game_with_scripts((lord.number, text))
    game.squares = {(1, 1): OnSquare(lord, True, 3000)}
    game.removed = [mythos]
    assert (game.cost_of(mythos), cost_in(game, mythos, "removed")) == (4, 4)  # one removed card: no cut
    game.removed.append(card())
    assert (game.cost_of(mythos), cost_in(game, mythos, "removed")) == (3, 3)


def test_a_dynamis_cut_lowers_the_cost_of_a_colourless_dynamis_card_of_the_race_only_from_the_dynamis():
    text = SQUARE + "あなたのデュナミスにあるすべての無色の[パニッシャー]のコストを-2する。" + FLOOR
    lord = card(cost=2)
    punisher = dataclasses.replace(card(cost=5, colors=frozenset()), races=("パニッシャー",))
    game = game_with_scripts((lord.number, text))
    assert game.cost_of(punisher, from_dynamis=True) == 5
    game.squares = {(1, 1): OnSquare(lord, True, 3000)}
    assert (game.cost_of(punisher, from_dynamis=True), game.cost_of(punisher)) == (3, 5)


def test_a_trash_cut_during_your_turn_holds_in_your_turn_only():
    text = SQUARE + "あなたのターンの間、あなたのトラッシュにあるすべての[ミソス]のコストは2減る。" + FLOOR
    lord, mythos = card(cost=2), _mythos(4)
    game = game_with_scripts((lord.number, text))
    game.squares = {(1, 1): OnSquare(lord, True, 3000)}
    assert cost_in(game, mythos, "trash") == 2
    game.opponents_turn = True
    assert cost_in(game, mythos, "trash") == 4


def test_a_trash_permission_but_for_one_name_plays_the_others_of_the_race_and_not_that_one():
    text = (
        "≪常≫あなたのトラッシュにカードが2枚以上ある場合、あなたはあなたのトラッシュにある「黒騎士」以外の"
        "[ノスフェラトゥ]をコストを支払ってプレイしてよい。"
    )
    lord = card(cost=2)
    red = frozenset({Color.RED})
    knight = dataclasses.replace(card(cost=2, colors=red), name="黒騎士", races=("ノスフェラトゥ",))
    vampire = dataclasses.replace(card(cost=2, colors=red), races=("ノスフェラトゥ",))
    game = game_with_scripts((lord.number, text))
    game.squares = {(2, 0): OnSquare(lord, True, 3000)}
    game.resources = [Resource(card(colors=red)) for _ in range(3)]
    game.trash = [knight]
    assert zone_playable(game) == []  # one card in the trash: the condition fails
    game.trash = [knight, vampire]
    assert zone_playable(game) == [("trash", 1)]  # not the card of that name
