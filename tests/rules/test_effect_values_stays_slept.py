"""「そのゼクスは次の相手のリブートフェイズにリブートしない」 after the opponent's Z/X slept (issue 28, session 16 `cov2d`),
pinned by value in a game: the slept Z/X skips its owner's next reboot phase (502.1) and reboots in the one after."""

import pytest

from tests.rules.test_effect_values import event
from tests.rules.test_goldfish_opponent import game_with
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.goldfish.defence import opponent_turn

CENTRE = (1, 1)
SLEEP = "ノーマルスクエアにある相手のゼクスを1枚選び、スリープする。"
STAYS = SLEEP + "そのゼクスは次の相手のリブートフェイズにリブートしない。"


def rebooted_after(game, turns):
    """Whether the opponent's Z/X on the centre square is rebooted after each of `turns` of the opponent's turns."""
    states = []
    for _ in range(turns):
        opponent_turn(game)
        states.append(game.opponent_squares[CENTRE].rebooted)
    return states


@pytest.mark.parametrize(("text", "states"), [(STAYS, [False, True]), (SLEEP, [True, True])])
def test_the_slept_defender_skips_its_next_reboot_phase_only_when_the_text_says_so(text, states):
    """502.1: the opponent's reboot phase reboots its Z/X, but not the one 「次の相手のリブートフェイズにリブートしない」
    names; the phase after that reboots it (the mark lasts one phase)."""
    game = game_with({}, {CENTRE: 5000})
    event(game, text)
    assert game.opponent_squares[CENTRE].rebooted is False
    assert game.opponent_squares[CENTRE].stays_slept is (text == STAYS)
    assert rebooted_after(game, 2) == states
    assert game.opponent_squares[CENTRE].stays_slept is False


def test_a_defender_slept_already_is_not_chosen_and_reboots_as_usual():
    """A slept Z/X cannot be slept (804.4a: run.opposing leaves it out), so nothing marks it."""
    game = game_with({}, {CENTRE: 5000})
    game.opponent_squares[CENTRE].rebooted = False
    event(game, STAYS)
    assert game.opponent_squares[CENTRE].stays_slept is False
    assert rebooted_after(game, 1) == [True]


def test_the_reading_marks_the_sleep_and_counts_against_defenders():
    script = read_card("X", "≪イベント≫" + STAYS.replace("1枚選び", "1枚まで選び"))
    (sleep,) = script.event.effects
    assert (sleep.kind, sleep.rest, sleep.n, sleep.up_to) == (Kind.CHOOSE_ZX, "sleep", 1, True)
    assert sleep.to.split() == ["opponent", "normal", "stays_slept"]
    assert line_part(script.event) == "acting_vs_defenders"


@pytest.mark.parametrize(
    "text",
    [
        "ノーマルスクエアにあるゼクスを1枚選び、スリープする。そのゼクスは次の相手のリブートフェイズにリブートしない。",
        SLEEP + "あなたのリソースが5枚以上ある場合、そのゼクスは次の相手のリブートフェイズにリブートしない。",
        "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。そのゼクスは次の相手のリブートフェイズにリブートしない。",
        "カードを1枚引く。そのゼクスは次の相手のリブートフェイズにリブートしない。",
    ],
)
def test_the_clause_stays_unread_after_anything_but_a_sleep_of_the_opponents_zx_or_behind_a_condition(text):
    script = read_card("X", "≪イベント≫" + text)
    assert script.event is None
    assert "次の相手のリブートフェイズ" in script.unread[0].reason
