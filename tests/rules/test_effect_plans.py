"""run.plans (issue 28, session 22 `speedr`): what run.resolve asks of an ability and of its effects is worked out once
an ability (by identity) and kept; a plain effect is applied with nothing asked before it, so the plan must call
plain only an effect with nothing to ask, and a plan is never used for another ability that took its identity."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.effects.language import SAME_NAME, Ability, AbilityKind, CardFilter, Condition, Effect, Kind
from zxdecks.rules.effects.run import resolve
from zxdecks.rules.effects.run.plans import PLANS, STEPS, plan_of, step_of, step_tail
from zxdecks.rules.effects.run.resolve import apply
from zxdecks.rules.effects.run.table import At, done, placed_cards, set_placed, take_counted

DRAW = Effect(Kind.DRAW, n=1)


def _ability(*effects):
    return Ability(AbilityKind.AUTO, "text", effects=effects)


def test_a_plain_effect_is_plain():
    (step,) = plan_of(_ability(DRAW))[2]
    assert step[0] is DRAW
    assert step[1:] == (True, False, False, True, "", False)  # a draw keeps what the move before put


@pytest.mark.parametrize(
    "second",
    [
        Effect(Kind.DRAW, if_did=True),  # 「…したならば」
        Effect(Kind.DRAW, unless_did=True),  # 「…しなかったならば」
        Effect(Kind.DRAW, conditions=(Condition("hand_at_least", 3),)),  # its sentence's condition
        Effect(Kind.MOVE, optional=True, source="hand", destination="trash"),  # an optional cost
        Effect(Kind.SELF_TO_SQUARE),  # this card brought onto a square
    ],
)
def test_an_effect_with_something_to_ask_is_not_plain(second):
    steps = plan_of(_ability(DRAW, second))[2]
    assert steps[0][1]
    assert not steps[1][1]


def test_an_optional_move_that_gains_is_no_cost():
    (step,) = plan_of(_ability(Effect(Kind.MOVE, optional=True, source="trash", destination="hand")))[2]
    assert step[1:4] == (True, False, False)  # optional, but no cost: nothing to ask (the goldfish takes it)


def test_what_waits_for_the_end_of_the_turn_tracks_the_z_x_entering_before_it():
    plan = plan_of(_ability(Effect(Kind.SELF_TO_SQUARE), Effect(Kind.DRAW), Effect(Kind.AT_END_OF_TURN)))
    assert plan[1]
    assert [s[3] for s in plan[2]] == [True, True, False]
    assert [s[1] for s in plan[2]] == [False, False, True]  # the delayed effect itself: nothing to track


def test_an_effect_naming_that_z_x_is_not_tracked():
    plan = plan_of(_ability(Effect(Kind.DRAW), Effect(Kind.POWER, to="entered")))
    assert plan[1]
    assert [s[3] for s in plan[2]] == [True, False]


@pytest.mark.parametrize(
    "effect",
    [
        Effect(Kind.MOVE, source="trash", destination="hand", filter=CardFilter(name_is=SAME_NAME)),
        Effect(Kind.MOVE, source="trash", destination="hand", filter=CardFilter(name_not=SAME_NAME)),
        Effect(Kind.CHOOSE_ZX, to="#cost<=resources", rest="destroy"),
        Effect(Kind.MOVE, n=0, source="hand", destination="trash"),
        Effect(Kind.ZONE_TO_SQUARE, bound="destroyed"),
    ],
)
def test_an_effect_apply_makes_something_of_first_is_not_direct(effect):
    assert not step_tail(effect)[0]


def test_the_zone_an_effect_puts_cards_into_and_what_it_forgets():
    assert step_tail(Effect(Kind.MOVE, source="hand", destination="trash")) == (True, "trash", True)
    assert step_tail(Effect(Kind.DYNAMIS_FACE_UP)) == (True, "dynamis_face_up", True)
    assert step_tail(Effect(Kind.DRAW)) == (True, "", False)
    assert step_tail(Effect(Kind.PER_COUNT)) == (True, "", False)
    assert step_tail(Effect(Kind.PLAY_SELF, rest="placed_zx")) == (True, "", False)
    assert step_tail(Effect(Kind.GAIN_COUNTER)) == (True, "", True)


def test_a_plan_is_kept_and_never_used_for_another_ability_of_its_identity():
    game = fresh()
    drawing = _ability(DRAW)
    trashing = _ability(Effect(Kind.MOVE, n=1, source="hand", destination="trash"))
    PLANS[id(trashing)] = plan_of(drawing)  # as if `drawing` had been freed and its identity taken
    game.hand = [card()]
    assert resolve(game, trashing, None, "X", this=card())
    assert (len(game.hand), len(game.trash)) == (0, 1)  # trashed: its own effect, not the stale plan's draw
    assert PLANS[id(trashing)][0] is trashing
    assert plan_of(drawing) is not PLANS[id(trashing)]


def test_an_ability_s_key_per_card_name():
    game = fresh()
    ability = _ability(DRAW)
    resolve(game, ability, None, "A", this=card())
    resolve(game, ability, None, "B", this=card())
    assert PLANS[id(ability)][3] == {"A": "A:text", "B": "B:text"}


def test_an_effect_applied_alone_is_never_applied_as_another_of_its_identity():
    game = fresh()
    trash = Effect(Kind.MOVE, n=1, source="hand", destination="trash")
    STEPS[id(trash)] = step_of(DRAW)
    game.hand = [card()]
    assert apply(game, trash, At())
    assert (len(game.hand), len(game.trash)) == (0, 1)
    assert STEPS[id(trash)][0] is trash


def test_a_plain_effect_after_one_not_done_still_happens():
    game = fresh()
    game.hand = []
    trash_one = Effect(Kind.MOVE, n=1, source="hand", destination="trash")
    before = len(game.deck)
    assert resolve(game, _ability(trash_one, Effect(Kind.DRAW, if_did=True), DRAW), None, "X", this=card())
    assert len(game.deck) == before - 1  # the 「したならば」 draw waited on the trash; the plain one did not
    assert dataclasses.replace(DRAW) == DRAW


def test_a_count_or_cards_put_left_by_another_are_not_the_effect_s_own():
    game = fresh()
    done(Effect(Kind.DRAW), 3, True)  # a count left (a handler outside apply)
    set_placed((card(),))  # and cards put
    at = At()
    assert apply(game, Effect(Kind.GAIN_COUNTER, n=1, filter=CardFilter(name_contains="X")), at)
    assert at.counted == 0
    assert placed_cards() == ()  # forgotten: the counter is not a draw or a count
    hand = len(game.hand)
    assert apply(game, Effect(Kind.MOVE, n=1, source="deck", destination="hand"), at)
    assert len(game.hand) == hand + 1
    assert take_counted() == 0  # what it counted went to at.counted, and the variable is reset
