"""Event abilities valid only in your turn, 「【有効】≪自分ターン≫【効果】…」 (803.1f, 803.2), pinned by value in a game: the
effect is performed when the event resolves in your turn, and not in the opponent's (an event played from the life by
the damage, 907.2e)."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import AbilityKind, Condition

FACE_UP_IN_YOUR_TURN = "≪イベント≫【有効】≪自分ターン≫【効果】このカードをデュナミスに表向きで置く。"
DRAW_IN_YOUR_TURN = "≪イベント≫【有効】≪自分ターン≫【効果】カードを2枚引く。"


def test_the_own_turn_mark_of_an_event_is_read_as_the_condition_of_its_ability():
    script = read_card("T-1", FACE_UP_IN_YOUR_TURN)
    assert script.unread == ()
    (ability,) = script.abilities
    assert ability.kind is AbilityKind.EVENT
    assert ability.conditions == (Condition("your_turn"),)


@pytest.mark.parametrize(("opponents_turn", "face_up", "trashed"), [(False, True, False), (True, False, True)])
def test_an_event_valid_in_your_turn_goes_face_up_into_the_dynamis_only_in_your_turn(opponents_turn, face_up, trashed):
    game = fresh()
    ev = card(type_=CardType.EVENT)
    game.scripts = {ev.number: read_card(ev.number, FACE_UP_IN_YOUR_TURN)}
    game.dynamis_face_up = []
    game.opponents_turn = opponents_turn
    assert game.play_without_cost(ev, "ignition")
    assert game.dynamis_face_up == ([ev] if face_up else [])
    assert (ev in game.trash) is trashed
    assert game.moving == []


@pytest.mark.parametrize(("opponents_turn", "drawn"), [(False, 2), (True, 0)])
def test_an_event_valid_in_your_turn_draws_in_your_turn_and_does_nothing_in_the_opponents(opponents_turn, drawn):
    game = fresh()
    ev = card(type_=CardType.EVENT)
    game.scripts = {ev.number: read_card(ev.number, DRAW_IN_YOUR_TURN)}
    top = game.deck[:2]
    game.opponents_turn = opponents_turn
    assert game.play_without_cost(ev, "ignition")
    assert game.hand == (top if drawn else [])
    assert len(game.deck) == 20 - drawn
    assert ev in game.trash
