"""「登場させたならば、そのゼクスを破壊する」 (issue 28, session 16 `cov2d`): the Z/X the effect before put onto a square
destroyed at once (1008: to the charge), `Kind.DESTROY_SELF` of `to` "entered"; pinned by value in a game, both ways of
the 「登場させたならば」 and the clause after it."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import ENTER, dragon, entered, event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind

CALL = "あなたの手札にある[ドラゴン]を1枚選び、リブートでゼクスのないノーマルスクエアに登場させてよい。"
DESTROY = CALL + "登場させたならば、そのゼクスを破壊する。"
DESTROY_DRAW = CALL + "登場させたならば、そのゼクスを破壊し、1枚引く。"


@pytest.mark.parametrize(("dragons", "drawn"), [(1, 1), (0, 0)])
def test_the_called_zx_is_destroyed_at_once_and_the_draw_waits_on_the_call(dragons, drawn):
    game = fresh()
    zx = dragon(cost=3)
    other = card(cost=3)
    game.hand = [zx] if dragons else [other]
    top = game.deck[0]
    unit = entered(game, DESTROY_DRAW)
    assert set(game.squares) == {(1, 1)}  # only this card: the called one left at once
    assert game.squares[(1, 1)] is unit
    assert game.charge == ([zx] if dragons else [])  # destroyed (1008)
    assert game.hand == ([top] if dragons else [other])


def test_an_event_that_calls_and_destroys_leaves_the_square_empty():
    game = fresh()
    zx = dragon(cost=3)
    game.hand = [zx]
    event(game, DESTROY)
    assert game.squares == {}
    assert game.charge == [zx]


def test_the_reading_names_the_zx_entered():
    (ability,) = read_card("X", ENTER + DESTROY).abilities
    move, destroy = ability.effects
    assert (move.kind, move.optional) == (Kind.ZONE_TO_SQUARE, True)
    assert (destroy.kind, destroy.to, destroy.if_did) == (Kind.DESTROY_SELF, "entered", True)
    assert line_part(ability) == "acting"


def test_that_zx_destroyed_with_nothing_put_onto_a_square_stays_unread():
    script = read_card("X", "≪イベント≫カードを1枚引く。そのゼクスを破壊する。")
    assert script.event is None
    assert "そのゼクス" in script.unread[0].reason
