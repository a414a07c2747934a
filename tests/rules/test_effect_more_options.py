"""「●」 options whose count grows under a condition (effects.more_options): 「C場合、1つ選ぶかわりに2つ選び」,
「C場合、さらに1つ選び」, 「C場合、さらに1回解決する」; C asked once, before any option is done."""

from __future__ import annotations

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import ConditionKind, Kind

OPTIONS = "●カードを1枚引く。●カードを2枚引く。"
INSTEAD = "以下の効果から1つ選び、解決する。あなたの手札が1枚以下の場合、1つ選ぶかわりに2つ選び、好きな順番で解決する。"
MORE = "以下の効果から1つ選び、解決し、あなたの手札が1枚以下の場合、さらに1つ選び、解決する。"
TIMES = "以下の効果を1回解決し、あなたの手札が1枚以下の場合、さらに1回解決する。●カードを1枚引く。"


def _hand_after(body, hand):
    game = fresh()
    game.hand = [card() for _ in range(hand)]
    event(game, body)
    return len(game.hand)


def test_options_chosen_instead_read_as_one_choice_with_more_under_the_condition():
    (ability,) = read_card("X", "≪イベント≫" + INSTEAD + OPTIONS).abilities
    (modal,) = ability.effects
    assert (modal.kind, modal.n, modal.more_by) == (Kind.MODAL, 1, 1)
    assert [c.kind for c in modal.more_if] == [ConditionKind.HAND_AT_MOST]
    assert _hand_after(INSTEAD + OPTIONS, 1) == 1 + 1 + 2  # both options: asked before the first draw
    assert _hand_after(INSTEAD + OPTIONS, 2) == 2 + 1  # one option, the first printed


def test_one_more_option_chosen_under_the_condition():
    assert _hand_after(MORE + OPTIONS, 0) == 3
    assert _hand_after(MORE + OPTIONS, 2) == 3


def test_the_options_done_once_more_under_the_condition():
    assert _hand_after(TIMES, 1) == 1 + 2  # twice: the condition is asked once, before the first draw
    assert _hand_after(TIMES, 2) == 2 + 1


UP_TO = (
    "以下の効果から1つ選び、解決する。あなたの手札が1枚以下の場合、1つ選ぶかわりに3つまで選び、好きな順番で解決する。"
)


def test_up_to_more_options_take_as_many_as_there_are_under_the_condition():
    (ability,) = read_card("X", "≪イベント≫" + UP_TO + OPTIONS).abilities
    (modal,) = ability.effects
    assert (modal.n, modal.more_by) == (1, 1)  # 「3つまで」 of two options: both
    assert _hand_after(UP_TO + OPTIONS, 1) == 1 + 1 + 2
    assert _hand_after(UP_TO + OPTIONS, 2) == 2 + 1


def test_an_unread_condition_leaves_the_ability_unread():
    unknown = "以下の効果から1つ選び、解決し、このカードが空を飛んでいる場合、さらに1つ選び、解決する。"
    script = read_card("X", "≪イベント≫" + unknown + OPTIONS)
    assert script.abilities == ()
    assert len(script.unread) == 1
    few = "以下の効果から2つ選び、解決し、あなたの手札が1枚以下の場合、さらに1つ選び、解決する。"
    assert read_card("X", "≪イベント≫" + few + OPTIONS).abilities == ()  # three options of two
