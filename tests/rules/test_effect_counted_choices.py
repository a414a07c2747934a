"""「N枚…したならば」 after a choice of N Z/X (Kind.CHOOSE_ZX in effects.kinds.COUNTED_KINDS): done only when N were
chosen and acted on (run.squares.choose_zx counts them, run.table.done)."""

from __future__ import annotations

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.board import OnSquare, OpposingZX

THEIRS = "ノーマルスクエアにある相手のゼクスを2枚選び、破壊する。2枚破壊したならば、カードを1枚引く。"
YOURS = "スクエアにあるあなたのゼクスを2枚選び、手札に戻す。2枚戻したならば、カードを1枚引く。"


def test_two_of_the_opponents_zx_destroyed_before_the_draw():
    for defenders, drawn in ((2, 1), (1, 0)):
        game = fresh()
        game.opponent_squares = {square: OpposingZX(3000) for square in ((0, 0), (0, 2))[:defenders]}
        event(game, THEIRS)
        assert (len(game.opponent_squares), len(game.hand)) == (0, drawn)


def test_two_of_your_zx_returned_before_the_draw():
    for units, hand in ((2, 2 + 1), (1, 1)):
        game = fresh()
        game.squares = {(1, i): OnSquare(card(cost=2), True, 3000) for i in range(units)}
        event(game, YOURS)
        assert (len(game.squares), len(game.hand)) == (0, hand)
