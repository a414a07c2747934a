"""The phase starts of the opponent's turn (its resource and ignition phases, 504.1, 505.1, goldfish.defence) and the
auto abilities valid only on your player square (「【有効】プレイヤースクエア」, 803.1b), pinned by the state after them."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_triggers import DRAW, on_square, scripted
from tests.rules.test_effect_values import fresh
from zxdecks.rules.board import OWN_PLAYER_SQUARE
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import ConditionKind, Trigger
from zxdecks.rules.goldfish.opponent import Opponent
from zxdecks.rules.goldfish.phases import phase_starts

THEIR_IGNITION = "≪自≫【有効】スクエア【誘発】相手のターンのイグニッションフェイズ開始時。\n" + DRAW
EVERY_RESOURCE = (
    "≪自≫【有効】スクエア【誘発】リソースフェイズ開始時。\n【効果】あなたのデッキの上から1枚をトラッシュに置く。"
)
ON_PLAYER_SQUARE_END = "≪自≫【有効】プレイヤースクエア【誘発】ターン終了時。\n" + DRAW


def _opponent_game():
    game = fresh()
    game.opponent = Opponent(damage=(0, 1))
    game.life = [card(cost=1) for _ in range(4)]
    return game


def test_an_opponents_ignition_phase_ability_is_read_for_its_turn():
    (ability,) = read_card("X", THEIR_IGNITION).abilities
    assert (ability.trigger, ability.zone, ability.turn) == (Trigger.IGNITION_START, "square", "opponent")
    assert line_part(ability) == "acting_vs_defenders"


def test_an_opponents_ignition_phase_ability_fires_in_its_turn_and_not_in_yours():
    game = _opponent_game()
    on_square(game, scripted(game, THEIR_IGNITION), (0, 0))
    phase_starts(game, Trigger.IGNITION_START)  # your ignition phase: not this one
    assert len(game.hand) == 0
    game.opponent_turn()  # its ignition phase starts
    assert len(game.hand) == 1


def test_an_unmarked_resource_phase_ability_fires_in_both_turns():
    game = _opponent_game()
    on_square(game, scripted(game, EVERY_RESOURCE), (0, 0))
    phase_starts(game, Trigger.RESOURCE_START)
    assert len(game.trash) == 1
    game.opponent_turn()
    assert len(game.trash) == 2


def test_a_player_square_end_of_turn_ability_is_read_with_the_player_square_condition():
    (ability,) = read_card("X", ON_PLAYER_SQUARE_END).abilities
    assert (ability.trigger, ability.zone) == (Trigger.END_OF_TURN, "square")
    assert [c.kind for c in ability.conditions] == [ConditionKind.SELF_ON_PLAYER_SQUARE]
    assert line_part(ability) == "acting"


def test_a_player_square_ability_resolves_on_the_player_square_only():
    game = _opponent_game()
    zx = scripted(game, ON_PLAYER_SQUARE_END)
    on_square(game, zx, OWN_PLAYER_SQUARE)
    game.opponent_turn()  # 「ターン終了時」 of its turn too
    assert len(game.hand) == 1
    other = _opponent_game()
    on_square(other, scripted(other, ON_PLAYER_SQUARE_END, zx), (0, 0))
    other.opponent_turn()
    assert len(other.hand) == 0


def test_a_player_square_ability_set_off_by_leaving_its_square_stays_unread():
    text = "≪自≫【有効】プレイヤースクエア【誘発】このカードが破壊される。\n" + DRAW
    (unread,) = read_card("X", text).unread
    assert unread.reason == "trigger: このカードが破壊される"


def test_a_unison_ability_in_the_resources_fires_when_your_player_unisons_and_not_before():
    from tests.rules.test_goldfish_player_extra import KNIGHT, SHIELDS, UNISON, game_with

    text = "≪自≫【有効】リソース【誘発】あなたのプレイヤーが≪ユニゾン≫する。\n" + DRAW
    (ability,) = read_card("X", text).abilities
    assert (ability.trigger, ability.zone) == (Trigger.UNISON, "resource")
    game, _ = game_with(f"{SHIELDS}\n{UNISON}")
    watcher = card("見届ける者")
    game.scripts = {**game.scripts, watcher.number: read_card(watcher.number, text)}
    game.resources[0] = dataclasses.replace(game.resources[0], card=watcher)
    game.hand = [KNIGHT]
    game.take_damage(1)
    game.activate_abilities()  # the named Z/X is in hand: the player unisons
    assert any(u.base is KNIGHT for u in game.squares.values())
    assert len(game.hand) == 1  # the resource card's ability drew one


def test_a_unison_ability_does_not_fire_without_a_unison():
    from tests.rules.test_goldfish_player_extra import SHIELDS, UNISON, game_with

    text = "≪自≫【有効】リソース【誘発】あなたのプレイヤーが≪ユニゾン≫する。\n" + DRAW
    game, _ = game_with(f"{SHIELDS}\n{UNISON}")
    watcher = card("見届ける者")
    game.scripts = {**game.scripts, watcher.number: read_card(watcher.number, text)}
    game.resources[0] = dataclasses.replace(game.resources[0], card=watcher)
    game.hand = [card(cost=1)]  # not the named Z/X
    game.take_damage(1)
    game.activate_abilities()
    assert len(game.hand) == 1
    assert all(u.base is None for u in game.squares.values())


def test_an_opponents_zx_entering_next_to_this_card_sets_it_off_and_one_farther_does_not():
    from zxdecks.rules.goldfish.opponent import Defender

    text = "≪自≫【有効】スクエア【誘発】相手のゼクスがこのカードの隣のスクエアに登場する。\n" + DRAW
    (ability,) = read_card("X", text).abilities
    assert (ability.trigger, ability.trigger_way) == (Trigger.OPPONENT_ZX_ENTERS, "next_self")
    game = _opponent_game()
    on_square(game, scripted(game, text), (2, 0))
    game.opponent = Opponent(defenders=(Defender((1, 2), 5000),))  # not next to (2, 0)
    game.opponent_turn()
    assert len(game.hand) == 0
    game.opponent = Opponent(defenders=(Defender((1, 0), 5000),))  # next to it
    game.opponent_turn()
    assert len(game.hand) == 1
