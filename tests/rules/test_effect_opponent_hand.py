"""「残りを元に戻す」 after the opponent showed its whole hand (effects.opponent_hand): the choice among its hand is
NO_TARGET, the rest goes back to its hand (nothing to do); the rest of anything else still needs a look at the deck."""

from __future__ import annotations

from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind

SHOWN = "相手は自分の手札をすべて公開し、あなたはその中から1枚選び、相手は選ばれたカードをトラッシュに置き"


def _kinds(body):
    script = read_card("X", "≪イベント≫" + body)
    return [e.kind for e in script.event.effects] if script.event else script.unread[0].reason


def test_the_rest_of_the_opponents_shown_hand_put_back_does_nothing_and_the_rest_is_done():
    same = SHOWN + "、残りを元に戻す。カードを1枚引く。"
    apart = "相手は自分の手札にあるカードをすべて公開し、あなたはその中にあるカードを1枚選び、相手は選ばれたカードをトラッシュに置く。公開した残りのカードを元に戻す。カードを1枚引く。"
    for body in (same, apart):
        assert _kinds(body) == [Kind.NO_TARGET, Kind.DRAW]
        game = fresh()
        deck = len(game.deck)
        event(game, body)
        assert (len(game.hand), len(game.deck), len(game.trash)) == (1, deck - 1, 0)


def test_the_rest_put_elsewhere_or_after_no_shown_hand_stays_unread():
    assert _kinds(SHOWN + "、残りをトラッシュに置く。") == "「残りを」 after no look at the top of the deck"
    assert _kinds("カードを1枚引き、残りを元に戻す。") == "「残りを」 after no look at the top of the deck"
