"""「このカードが手札以外から登場する」 (Trigger.NOT_HAND_ENTER): set off by every way a card enters a square but from
the hand (goldfish.moves.ENTER_TRIGGERS)."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Trigger

NOT_HAND = "≪自≫【有効】スクエア【誘発】このカードが手札以外から登場する。\n【効果】2枚引く。"


def _hand_after(how):
    zx = dataclasses.replace(card(cost=3), power=3000)
    game = fresh()
    game.scripts = {zx.number: read_card(zx.number, NOT_HAND)}
    assert game.enter(zx, how, (1, 1))
    return len(game.hand)


def test_entering_from_anywhere_but_the_hand_sets_it_off():
    (ability,) = read_card("X", NOT_HAND).abilities
    assert ability.trigger is Trigger.NOT_HAND_ENTER
    assert line_part(ability) == "acting"
    assert _hand_after("hand") == 0
    for how in ("ability", "ignition", "life", "played", "dynamis", "igob"):
        assert _hand_after(how) == 2, how
