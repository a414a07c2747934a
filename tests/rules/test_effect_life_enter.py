"""「このカードがライフから登場する」 and 「このカードがライフ以外から登場する」 (Trigger.ENTER with the zone it entered from,
effects.trigger_ways): set off by a card played from the life by the damage (907.2e, the Game.enter way "life"), and
by every other way a card enters a square (OnSquare.entered_from)."""

from __future__ import annotations

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Trigger

FROM_LIFE = "≪自≫【有効】スクエア【誘発】このカードがライフから登場する。\n【効果】2枚引く。"
NOT_FROM_LIFE = "≪自≫【有効】スクエア【誘発】このカードがライフ以外から登場する。\n【効果】2枚引く。"
OTHER_WAYS = ("hand", "ability", "ignition", "played", "dynamis", "igob", "unison")


def _hand_after(text, how):
    zx = dataclasses.replace(card(cost=3), power=3000)
    game = fresh()
    game.scripts = {zx.number: read_card(zx.number, text)}
    top = game.deck[:2]
    assert game.enter(zx, how, (1, 1))
    assert game.hand in ([], top)
    return len(game.hand)


@pytest.mark.parametrize(("text", "way"), [(FROM_LIFE, "from:life"), (NOT_FROM_LIFE, "not_from:life")])
def test_both_triggers_are_read_and_act(text, way):
    (ability,) = read_card("X", text).abilities
    assert (ability.trigger, ability.trigger_way) == (Trigger.ENTER, way)
    assert line_part(ability) == "acting"


def test_entering_from_the_life_sets_off_the_life_trigger_and_no_other_way_does():
    assert _hand_after(FROM_LIFE, "life") == 2
    for how in OTHER_WAYS:
        assert _hand_after(FROM_LIFE, how) == 0, how


def test_entering_from_anywhere_but_the_life_sets_off_the_not_life_trigger_and_the_life_does_not():
    assert _hand_after(NOT_FROM_LIFE, "life") == 0
    for how in OTHER_WAYS:
        assert _hand_after(NOT_FROM_LIFE, how) == 2, how


def test_a_card_revealed_by_the_damage_and_played_from_the_life_draws_by_its_life_trigger():
    game = fresh()
    zx = dataclasses.replace(card(cost=3, ignition=True), power=3000)
    game.scripts = {zx.number: read_card(zx.number, FROM_LIFE)}
    other = card(cost=1)
    game.life = [zx, other]
    game.rng.randrange = lambda n: 0  # the damage takes the first life card (907.2: at random)
    game.squares.clear()
    top = game.deck[:2]
    game.take_damage(1)
    assert [u.card for u in game.squares.values()] == [zx]
    assert game.life == [other]
    assert game.hand == top
