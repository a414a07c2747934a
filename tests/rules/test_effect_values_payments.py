"""Activated abilities' payments pinned by value: a two-colour resource cost (805.2b, 805.3a) with this card put on
the bottom of the deck."""

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import Resource

TWO_COLOURS = "≪起≫【有効】≪自分ターン≫手札【コスト】[白]《黒1・黒１》このカードをデッキの１番下に置く。\n【効果】カードを1枚引く。"


def test_a_colour_icon_before_the_cost_makes_a_two_colour_cost_of_its_points():
    (ability,) = read_card("T-1", TWO_COLOURS).abilities
    assert (ability.cost, ability.cost_colors) == (1, frozenset({Color.WHITE, Color.BLACK}))
    assert [(e.kind, e.source, e.destination, e.n) for e in ability.payment] == [(Kind.MOVE, "self", "deck_bottom", 1)]
    assert ability.zone == "hand"


def _game_with(resource_colours):
    game = fresh()
    zx = card(cost=5)
    game.scripts = {**game.scripts, zx.number: read_card(zx.number, TWO_COLOURS)}
    game.hand = [zx]
    game.resources = [Resource(card(cost=1, colors=frozenset({c}))) for c in resource_colours]
    return game, zx


def test_a_two_colour_cost_is_paid_by_one_rebooted_resource_of_either_colour_and_this_card_goes_to_the_bottom():
    game, zx = _game_with([Color.RED, Color.BLACK])
    top = game.deck[0]
    activate(game, *next_activation(game))
    assert game.deck[-1] is zx
    assert game.hand == [top]
    assert [r.rebooted for r in game.resources] == [True, False]  # the black one paid (805.3a)


def test_a_two_colour_cost_without_a_resource_of_either_colour_keeps_the_ability_from_being_played():
    game, zx = _game_with([Color.RED, Color.BLUE])
    assert next_activation(game) is None
    assert game.hand == [zx]
