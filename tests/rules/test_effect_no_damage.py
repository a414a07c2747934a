"""「【有効】スクエア【効果】(condition、)あなたはダメージを受けない。」 (Static "no_damage"): while the card is on a
square and its condition holds, you take no damage (907), from the opponent's attacks or any effect."""

from __future__ import annotations

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Static
from zxdecks.rules.goldfish import OnSquare

GUARD = "≪常≫【有効】スクエア【効果】あなたはダメージを受けない。"
GATED = "≪常≫【有効】スクエア【効果】あなたのトラッシュにカードが5枚以上ある場合、あなたはダメージを受けない。"


def test_the_reading_is_a_static_that_acts_only_against_an_opponent_dealing_damage():
    (ability,) = read_card("X", GUARD).abilities
    assert (ability.zone, ability.statics) == ("square", (Static("no_damage"),))
    assert line_part(ability) == "acting_vs_defenders"


def test_no_damage_is_taken_while_the_card_is_on_a_square():
    guard = card(cost=3)
    game = game_with_scripts((guard.number, GUARD))
    life = len(game.life)
    game.hand = [guard]
    assert len(game.take_damage(2)) == 2  # in the hand: the ability is not valid (803.1b)
    assert len(game.life) == life - 2
    game.squares = {(1, 1): OnSquare(guard, True, 3000)}
    assert game.take_damage(2) == []
    assert len(game.life) == life - 2


def test_a_condition_gates_it_both_ways():
    guard = card(cost=3)
    game = game_with_scripts((guard.number, GATED))
    game.squares = {(1, 1): OnSquare(guard, True, 3000)}
    life = len(game.life)
    game.trash = [card() for _ in range(4)]
    assert len(game.take_damage(1)) == 1  # four: it does not hold
    assert len(game.life) == life - 1
    game.trash.append(card())
    assert game.take_damage(1) == []  # five: no damage
    assert len(game.life) == life - 1
