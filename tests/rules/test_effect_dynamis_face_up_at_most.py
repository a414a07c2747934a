"""「あなたのデュナミスに表向きの…がない / N枚もない場合」 and 「あなたのデュナミスにある表向きの…がN枚以下の場合」
(ConditionKind.DYNAMIS_FACE_UP_AT_MOST): no more than that many face-up Dynamis cards of the filter, pinned by value in
a game at the boundary both ways."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import ConditionKind


def waker():
    return dataclasses.replace(card(type_=CardType.ZX_EX), races=("ウェイカー",))


def _face_up(wakers, others=1):
    return lambda g: setattr(g, "dynamis_face_up", [waker() for _ in range(wakers)] + [card() for _ in range(others)])


def _named(name, n):
    return lambda g: setattr(g, "dynamis_face_up", [card(name, CardType.ZX_EX) for _ in range(n)] + [card()])


CASES = [
    # (condition text, the count it allows, setup where it holds, setup where it does not)
    ("あなたのデュナミスに表向きの[ウェイカー]が1枚もない場合、", 0, _face_up(0), _face_up(1)),
    ("あなたのデュナミスに表向きの[ウェイカー]が3枚もない場合、", 2, _face_up(2), _face_up(3)),
    ("あなたのデュナミスに表向きの[ウェイカー]がない場合、", 0, _face_up(0, 3), _face_up(1, 0)),
    ("あなたのデュナミスに表向きの「雛菊」がない場合、", 0, _named("雛菊のかけら", 2), _named("雛菊", 1)),
    ("あなたのデュナミスにある表向きの[ウェイカー]が4枚以下の場合、", 4, _face_up(4), _face_up(5)),
]


@pytest.mark.parametrize(("text", "most", "holds", "fails"), CASES, ids=[c[0] for c in CASES])
def test_each_face_up_dynamis_at_most_condition_gates_its_effect_both_ways_at_its_boundary(text, most, holds, fails):
    (ability,) = read_card("X", "≪イベント≫" + text + "カードを1枚引く。").abilities
    (condition,) = ability.effects[0].conditions or ability.conditions
    assert (condition.kind, condition.n) == (ConditionKind.DYNAMIS_FACE_UP_AT_MOST, most)
    for setup, drawn in ((holds, 1), (fails, 0)):
        game = fresh()
        setup(game)
        deck = list(game.deck)
        event(game, text + "カードを1枚引く。")
        assert game.hand == deck[:drawn]
        assert game.deck == deck[drawn:]


@pytest.mark.parametrize(("face_up", "turned"), [(1, 1), (2, 0)])
def test_a_face_down_waker_turns_face_up_only_while_at_most_one_is_face_up(face_up, turned):
    game = fresh()
    down, other = waker(), card(type_=CardType.ZX_EX)
    up = [waker() for _ in range(face_up)]
    game.dynamis, game.dynamis_face_up = [other, down], list(up)
    event(
        game,
        "あなたのデュナミスにある表向きの[ウェイカー]が1枚以下の場合、あなたのデュナミスにある[ウェイカー]を1枚まで選び、表向きにする。",
    )
    assert game.dynamis == ([other] if turned else [other, down])
    assert game.dynamis_face_up == up + [down] * turned
