"""「あなたのデュナミスにある…をN枚裏向きにする」 (Kind.DYNAMIS_FACE_DOWN): face-up Dynamis cards of the filter turned
face down, as an activated ability's payment and as an effect, pinned by value in a game."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import OnSquare

DRAW = "\n【効果】カードを1枚引く。"
PAY_TWO = "≪起≫【有効】≪自分ターン1≫スクエア【コスト】あなたのデュナミスにある[ウェイカー]を2枚裏向きにする。" + DRAW


def waker(cost=3):
    return dataclasses.replace(card(type_=CardType.ZX_EX, cost=cost), races=("ウェイカー",))


def _game(face_up):
    game = fresh()
    zx = card(cost=5)
    game.scripts = {zx.number: read_card(zx.number, PAY_TWO)}
    game.squares = {(1, 1): OnSquare(zx, True, 3000)}
    game.resources = []
    game.dynamis, game.dynamis_face_up = [], list(face_up)
    return game


def test_the_payment_is_read_and_the_line_acts():
    (ability,) = read_card("X", PAY_TWO).abilities
    assert [(e.kind, e.n, e.filter.race) for e in ability.payment] == [(Kind.DYNAMIS_FACE_DOWN, 2, "ウェイカー")]
    assert line_part(ability) == "acting"


def test_two_face_up_wakers_turned_face_down_pay_for_the_ability_the_costliest_first():
    cheap, dear, middle, other = waker(2), waker(6), waker(4), card(type_=CardType.ZX_EX, cost=9)
    game = _game([cheap, dear, other, middle])
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.dynamis_face_up == [cheap, other]
    assert game.dynamis == [dear, middle]
    assert game.hand == [top]


@pytest.mark.parametrize(
    "face_up",
    [
        [waker()],  # one waker face up: two are asked
        [waker(), card(type_=CardType.ZX_EX)],  # the other card is no waker
    ],
)
def test_without_two_face_up_wakers_the_ability_cannot_be_played(face_up):
    game = _game(face_up)
    assert next_activation(game) is None
    assert game.dynamis_face_up == face_up


@pytest.mark.parametrize(("face_up", "turned"), [(2, 1), (0, 0)])
def test_as_an_effect_a_face_up_waker_turns_face_down(face_up, turned):
    game = fresh()
    up = [waker() for _ in range(face_up)]
    other = card(type_=CardType.ZX_EX)
    game.dynamis, game.dynamis_face_up = [], [other, *up]
    event(game, "あなたのデュナミスにある[ウェイカー]を1枚まで選び、裏向きにする。")
    assert len(game.dynamis) == turned
    assert len(game.dynamis_face_up) == 1 + face_up - turned
    assert other in game.dynamis_face_up


REVEAL = "あなたのデュナミスにある裏向きの「天使」を1枚選び、公開してよい。公開したならば、1枚引く。"


@pytest.mark.parametrize(("name", "drawn"), [("天使", 1), ("悪魔", 0)])
def test_a_face_down_dynamis_card_of_the_name_shown_stays_face_down_and_the_draw_waits_on_it(name, drawn):
    game = fresh()
    shown = card(name=name)
    game.dynamis, game.dynamis_face_up = [shown], []
    event(game, REVEAL)
    assert (game.dynamis, game.dynamis_face_up) == ([shown], [])
    assert len(game.hand) == drawn


def test_a_face_down_dynamis_card_of_the_name_is_turned_face_up():
    game = fresh()
    angel, other = card(name="天使"), card(name="悪魔")
    game.dynamis, game.dynamis_face_up = [other, angel], []
    event(game, "あなたのデュナミスにある裏向きの「天使」を1枚選び、表向きにしてよい。")
    assert (game.dynamis, game.dynamis_face_up) == ([other], [angel])
