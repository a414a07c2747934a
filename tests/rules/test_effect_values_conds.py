"""Session 18 (`conds`): conditions ahead of effects. The opponent's remove zone, counted as its charge
(goldfish.opposing.opponent_card_to: only what your effects put there, 1009), and 「スクエアにあなたのブレイクしている
ゼクスがない場合」 (effects.zx_states "break", the negation of the 「ある」 row). Each condition both ways. Invented texts."""

import pytest

from tests.rules.test_effect_values import event, fresh
from tests.rules.test_effect_values_breaks import BREAK, _board
from tests.rules.test_goldfish_opponent import GUARD, game_with
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import ConditionKind

REMOVED = "相手のリムーブゾーンにカードが2枚以上ある場合、カードを1枚引く。"
REMOVED_SHORT = "相手のリムーブが2枚以上ある場合、カードを1枚引く。"


@pytest.mark.parametrize("text", [REMOVED, REMOVED_SHORT])
def test_the_opponents_remove_zone_reads_as_its_count(text):
    (ability,) = read_card("K", "≪イベント≫" + text).abilities
    (condition,) = ability.conditions
    assert (condition.kind, condition.n) == (ConditionKind.OPPONENT_REMOVED_AT_LEAST, 2)
    assert line_part(ability) == "acting"


@pytest.mark.parametrize("text", [REMOVED, REMOVED_SHORT])
def test_the_opponents_remove_zone_fills_only_by_its_zx_your_effects_remove(text):
    game = game_with({}, {GUARD: 5000, (1, 1): 5000, (1, 2): 5000})
    hand = len(game.hand)
    event(game, text)
    assert (game.opponent_removed, len(game.hand)) == (0, hand)  # nothing there: no draw
    event(game, "ノーマルスクエアにある相手のゼクスを1枚選び、除外する。")
    event(game, "スクエアにある相手のゼクスを1枚選び、破壊する。")  # 1008.1: to its charge, not removed
    assert (game.opponent_removed, game.opponent_charge) == (1, 1)
    event(game, text)
    assert len(game.hand) == hand  # one card only: no draw
    event(game, "ノーマルスクエアにある相手のゼクスを1枚選び、除外する。")
    assert game.opponent_removed == 2
    event(game, text)
    assert len(game.hand) == hand + 1


BROKEN_NONE = "スクエアにあなたのブレイクしているゼクスがない場合、カードを1枚引く。"


@pytest.mark.parametrize("broken", [True, False])
def test_no_broken_zx_of_yours_on_the_squares_gates_what_follows(broken):
    game = fresh()
    _board(game)
    if broken:
        event(game, BREAK)
    hand = len(game.hand)
    event(game, BROKEN_NONE)
    assert len(game.hand) == hand + (not broken)
    (ability,) = read_card("K", "≪イベント≫" + BROKEN_NONE).abilities
    (condition,) = ability.conditions
    assert (condition.kind, condition.n, condition.name) == (ConditionKind.SQUARE_STATE_AT_MOST, 0, "break")
