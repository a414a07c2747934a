"""「ターン終了時まで、…能力をプレイできない」 and 「…IGOBできない」 pinned by value: the names forbidden this turn."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import entered, event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import ABILITIES_OF, ALL_ABILITIES_OF, NO_IGOB
from zxdecks.rules.effects.run import Source, resolve

NAMED = "ターン終了時まで、あなたは「竜の王」の≪起≫能力をプレイできない。"
NAMED_ALL = "ターン終了時まで、あなたは「竜の王」の能力をプレイできない。"
SAME_NAME = "ターン終了時まで、あなたは《同名》の≪起≫能力をプレイできない。"
NO_IGOB_TEXT = "ターン終了時まで、あなたのプレイヤーはIGOBできない。"


def test_a_named_cards_activated_abilities_are_forbidden_this_turn_and_no_others():
    game = fresh()
    assert event(game, NAMED) is True
    assert game.forbidden_names == {ABILITIES_OF + "竜の王"}


def test_a_named_cards_abilities_of_every_kind_are_forbidden_with_its_activated_ones():
    game = fresh()
    assert event(game, NAMED_ALL) is True
    assert game.forbidden_names == {ABILITIES_OF + "竜の王", ALL_ABILITIES_OF + "竜の王"}


def test_the_same_name_is_the_name_of_the_zx_whose_ability_it_is():
    game = fresh()
    zx = dataclasses.replace(card(cost=3), name="黒き翼")
    entered(game, SAME_NAME, zx)
    assert ABILITIES_OF + "黒き翼" in game.forbidden_names
    assert not any(n.startswith(ALL_ABILITIES_OF) for n in game.forbidden_names)


def test_the_same_name_of_an_event_is_the_events_own_name():
    game = fresh()
    ev = dataclasses.replace(card(type_=CardType.EVENT), name="封印の儀")
    game.scripts = {ev.number: read_card(ev.number, "≪イベント≫" + SAME_NAME)}
    assert resolve(game, game.scripts[ev.number].event, None, ev.name, Source("event", ev)) is True
    assert game.forbidden_names == {ABILITIES_OF + "封印の儀"}


def test_igob_is_forbidden_this_turn_as_a_key_of_its_own():
    game = fresh()
    assert event(game, NO_IGOB_TEXT) is True
    assert game.forbidden_names == {NO_IGOB}
