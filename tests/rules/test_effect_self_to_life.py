"""「このカードをライフに裏向きで置く」 (the zone pair ("self", "life"): this card a life card more, face down, 307): an
event instead of its trash, a Z/X from its square, and as a payment, pinned by value in a game."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.run import activate, next_activation, resolve
from zxdecks.rules.goldfish import OnSquare

EVENT = "≪イベント≫【効果】あなたのライフが1以下の場合、このカードをライフに裏向きで置く。"
SQUARE = "≪起≫【有効】≪自分ターン≫スクエア【コスト】《無0・無0》【効果】このカードをライフに裏向きで置き、1枚引く。"
PAYMENT = "≪起≫【有効】スクエア【コスト】このカードをライフに裏向きで置く。【効果】カードを1枚引く。"


@pytest.mark.parametrize(("life", "to_life"), [(1, True), (2, False)])
def test_an_event_goes_into_the_life_instead_of_the_trash_only_while_the_condition_holds(life, to_life):
    game = fresh()
    ev = card(type_=CardType.EVENT)
    game.scripts = {ev.number: read_card(ev.number, EVENT)}
    before = [card() for _ in range(life)]
    game.life = list(before)
    assert game.play_without_cost(ev, "ignition")
    assert game.life == ([*before, ev] if to_life else before)
    assert (ev in game.trash) is not to_life
    assert game.moving == []


def test_a_zx_leaves_its_square_for_the_life_and_draws():
    game = fresh()
    zx = dataclasses.replace(card(cost=3), power=3000)
    script = read_card(zx.number, SQUARE)
    (ability,) = script.abilities
    assert line_part(ability) == "acting"
    game.scripts = {zx.number: script}
    game.enter(zx, "hand", (1, 1))
    unit = game.squares[(1, 1)]
    life, top = list(game.life), game.deck[0]
    resolve(game, ability, unit, zx.name)
    assert (1, 1) not in game.squares
    assert game.life == [*life, zx]
    assert game.hand == [top]
    assert zx not in game.trash


def test_as_a_payment_the_zx_goes_into_the_life_and_the_ability_resolves():
    game = fresh()
    zx = dataclasses.replace(card(cost=3), power=3000)
    (ability,) = read_card(zx.number, PAYMENT).abilities
    assert [(e.source, e.destination) for e in ability.payment] == [("self", "life")]
    game.scripts = {zx.number: read_card(zx.number, PAYMENT)}
    game.squares = {(1, 1): OnSquare(zx, True, 3000)}
    assert next_activation(game) is None  # a Z/X that can still attack is kept rather than moved off to pay
    game.squares[(1, 1)].rebooted = False  # slept: it pays
    life, top = list(game.life), game.deck[0]
    activate(game, *next_activation(game))
    assert game.squares == {}
    assert game.life == [*life, zx]
    assert game.hand == [top]
