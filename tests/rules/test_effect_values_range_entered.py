"""「ターン終了時まで、そのゼクスに≪レンジN≫を与える」 (issue 28, session 16 `cov2d`): a Range (1105) until end of turn
given to the Z/X the effect before put onto a square, or to the Z/X of yours that set the auto ability off; pinned by
value in a game (the Z/X on your player square reaches the opponent this turn only)."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, event, fresh
from zxdecks.rules.board import OWN_PLAYER_SQUARE
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind

CALL = "あなたの手札にある[ドラゴン]を1枚まで選び、リブートでゼクスのないあなたのプレイヤースクエアに登場させ、ターン終了時まで、そのゼクスに≪レンジ2≫を与える。"
BY_TRIGGER = "≪自≫【有効】チャージ【誘発】あなたの[ドラゴン]が登場する。\n【効果】ターン終了時まで、そのゼクスに≪レンジ2≫を与える。"


def test_the_called_zx_on_your_player_square_reaches_the_opponent_this_turn_only():
    """1105: Range 2 reaches two squares ahead; from your player square that is the opponent's. The grant ends with
    the turn (507.8)."""
    game = fresh()
    zx = dragon(cost=3)
    game.hand = [zx]
    event(game, CALL)
    unit = game.squares[OWN_PLAYER_SQUARE]
    assert unit.card is zx
    assert unit.granted_range == (2, game.turn)
    assert game.can_attack_player(OWN_PLAYER_SQUARE)
    game.turn += 1
    assert not game.can_attack_player(OWN_PLAYER_SQUARE)


def test_with_no_zx_called_no_range_is_given_to_a_zx_already_there():
    game = fresh()
    game.hand = [card(cost=3)]  # no [ドラゴン]: none called
    event(game, CALL)
    assert game.squares == {}


@pytest.mark.parametrize(("races", "granted"), [(("ドラゴン",), 2), ((), 0)])
def test_a_card_in_the_charge_gives_the_range_to_the_dragon_that_entered_and_not_another(races, granted):
    keeper = card(cost=2)
    script = read_card(keeper.number, BY_TRIGGER)
    assert script.unread == (), script.unread
    (ability,) = script.abilities
    assert [(e.kind, e.n, e.to) for e in ability.effects] == [(Kind.GRANT_RANGE, 2, "trigger")]
    game = fresh()
    game.charge = [keeper]
    game.scripts = {keeper.number: script}
    incoming = dataclasses.replace(card(cost=2), power=4000, races=races)
    assert game.enter(incoming, "ability", OWN_PLAYER_SQUARE)
    assert game.squares[OWN_PLAYER_SQUARE].granted_range[0] == granted
    assert game.can_attack_player(OWN_PLAYER_SQUARE) is bool(granted)


def test_the_reading_names_the_zx_entered_and_acts():
    (ability,) = read_card("X", "≪イベント≫" + CALL).abilities
    move, grant = ability.effects
    assert (move.kind, move.n, move.up_to) == (Kind.ZONE_TO_SQUARE, 1, True)
    assert (grant.kind, grant.n, grant.to) == (Kind.GRANT_RANGE, 2, "entered")
    assert line_part(ability) == "acting"


@pytest.mark.parametrize(
    "text",
    [
        "≪イベント≫カードを1枚引く。ターン終了時まで、そのゼクスに≪レンジ2≫を与える。",
        "≪イベント≫" + CALL.replace("ターン終了時まで、", ""),
    ],
)
def test_that_zx_with_nothing_entered_or_without_until_end_of_turn_stays_unread(text):
    script = read_card("X", text)
    assert script.abilities == ()
    assert "そのゼクス" in script.unread[0].reason
