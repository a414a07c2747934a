"""Session 18 `events`: shapes that kept whole event cards unread (809: every ≪イベント≫ ability of the card, or none):
「あなたと相手のトラッシュをそれぞれN枚まで選び、…」 (each_split._PLAYERS_EACH), 「以下の効果をN回まで解決する」 (the goldfish
takes all N) and 「シフトしていない」 (zx_states "not_shifted", 202.8), pinned by value in a game."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.board import OWN_PLAYER_SQUARE, OnSquare
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part

BOTH_TRASHES = "あなたと相手のトラッシュをそれぞれ1枚まで選び、除外する。"
TWICE = "以下の効果を2回まで解決する。●あなたのデッキの1番上を公開し、手札に加えるかチャージに置く。"
RANGE = "あなたのプレイヤースクエアにあるカード名に「ホルス」を含むシフトしていないゼクスを1枚選び、ターン終了時まで、≪レンジ2≫を与える。"


def test_one_card_of_your_trash_is_removed_and_the_opponents_trash_gives_none():
    game = fresh()
    a, b = card(cost=1), card(cost=2)
    game.trash = [a, b]
    event(game, BOTH_TRASHES)
    assert len(game.removed) == 1
    assert len(game.trash) == 1
    assert sorted(c.number for c in game.removed + game.trash) == sorted(c.number for c in (a, b))


def test_an_empty_trash_of_yours_removes_nothing():
    game = fresh()
    event(game, BOTH_TRASHES)
    assert game.removed == []
    assert game.trash == []


def test_both_trashes_is_a_card_of_each_players_trash_and_other_zones_stay_unread():
    effect = read_card("X", "≪イベント≫" + BOTH_TRASHES).abilities[0].effects[0]
    assert [o[0].source for o in effect.options] == ["trash", ""]  # yours, then the opponent's (no target)
    assert read_card("X", "≪イベント≫あなたと相手の手札をそれぞれ1枚まで選び、除外する。").abilities == ()


def test_up_to_twice_reveals_two_cards_one_after_the_other():
    game = fresh()
    top = game.deck[:2]
    deck = len(game.deck)
    event(game, TWICE)
    assert len(game.deck) == deck - 2
    assert sorted(c.number for c in game.hand + game.charge) == sorted(c.number for c in top)


def test_up_to_twice_with_one_card_left_takes_that_one():
    game = fresh()
    last = game.deck[0]
    game.deck = [last]
    event(game, TWICE)
    assert game.deck == []
    assert game.hand + game.charge == [last]


def test_up_to_twice_is_read_as_two_takes():
    script = read_card("X", "≪イベント≫" + TWICE)
    assert script.abilities[0].effects[0].take == 2
    assert line_part(script.abilities[0]) == "acting"


def _horus(game, shift=None):
    zx = dataclasses.replace(card("ホルス甲", cost=3), type=CardType.ZX)
    game.squares = {OWN_PLAYER_SQUARE: OnSquare(zx, True, 3000, shift=shift)}
    return game.squares[OWN_PLAYER_SQUARE]


def test_a_zx_with_no_shift_on_your_player_square_gets_range_2_this_turn():
    game = fresh()
    unit = _horus(game)
    event(game, RANGE)
    assert unit.granted_range == (2, game.turn)
    assert game.can_attack_player(OWN_PLAYER_SQUARE)


def test_a_shifted_zx_is_not_chosen_and_gets_no_range():
    game = fresh()
    unit = _horus(game, shift=card("シフト", cost=1))
    event(game, RANGE)
    assert unit.granted_range == (0, 0)
    assert not game.can_attack_player(OWN_PLAYER_SQUARE)


def test_a_zx_of_another_name_gets_no_range():
    game = fresh()
    game.squares = {OWN_PLAYER_SQUARE: OnSquare(card("セト", cost=3), True, 3000)}
    event(game, RANGE)
    assert game.squares[OWN_PLAYER_SQUARE].granted_range == (0, 0)
