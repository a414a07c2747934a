"""This card's cost raised until the end of the turn (effects.turn_costs, run.turn_costs): the cost a filter of your
Z/X on squares sees (run.seen.unit_card) this turn only, with the power beside it."""

from __future__ import annotations

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effects import ENTER, game_with_scripts
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.filters import CardFilter
from zxdecks.rules.effects.language import Effect, Kind
from zxdecks.rules.effects.run.seen import sees_unit, unit_card
from zxdecks.rules.effects.run.table import At
from zxdecks.rules.effects.run.turn_costs import self_cost
from zxdecks.rules.effects.turn_costs import read_turn_cost
from zxdecks.rules.goldfish import Resource

COST_POWER = "ターン終了時まで、このカードのコストを+2し、パワーを+3000する。"


@pytest.mark.parametrize(
    ("words", "read"),
    [
        ("このカードのコストを+2する", (2, 0)),
        ("このカードのコストを2増やす", (2, 0)),
        ("このカードのコストは1増える", (1, 0)),
        ("このカードのコストを+1し、パワーを+3000する", (1, 3000)),
        ("このカードのコストを1増やし、パワーを+2000する", (1, 2000)),
        ("このカードのコストを+2し、以下の能力を得る", None),
        ("このカードのコストを-1する", None),
    ],
)
def test_the_cost_and_power_of_the_clause_are_read(words, read):
    assert read_turn_cost(words) == read


def test_a_cost_raised_without_until_end_of_turn_stays_unread():
    assert read_card("T-1", ENTER + "このカードのコストを+2する。").unread
    script = read_card("T-2", ENTER + COST_POWER)
    assert script.unread == ()
    [effect] = script.abilities[0].effects
    assert (effect.kind, effect.n, effect.take) == (Kind.SELF_COST, 2, 3000)


def _entered(text):
    unit_of = dataclasses.replace(card(cost=1), power=1000)
    game = game_with_scripts((unit_of.number, ENTER + text))
    game.hand = [unit_of]
    assert game.play_from_hand(0)
    [unit] = [u for u in game.squares.values() if u.card is unit_of]
    return game, unit


def test_the_cost_is_raised_for_the_filters_this_turn_and_the_power_with_it():
    game, unit = _entered(COST_POWER)
    assert unit_card(game, unit).cost == 3
    assert game.power_of(unit) == 4000
    assert not sees_unit(game, CardFilter(max_cost=2), unit)
    assert sees_unit(game, CardFilter(min_cost=3), unit)
    game.turn += 1  # the next turn: the printed cost again (507.8)
    assert unit_card(game, unit).cost == 1
    assert sees_unit(game, CardFilter(max_cost=2), unit)


def test_two_raises_in_a_turn_add_up_and_a_plain_one_leaves_the_power():
    game, unit = _entered("ターン終了時まで、このカードのコストは1増える。")
    assert unit_card(game, unit).cost == 2
    assert game.power_of(unit) == 1000
    assert self_cost(game, Effect(Kind.SELF_COST, 2), At(unit=unit))
    assert unit_card(game, unit).cost == 4
    game.turn += 1
    assert self_cost(game, Effect(Kind.SELF_COST, 1), At(unit=unit))  # last turn's is gone, not added to
    assert unit_card(game, unit).cost == 2


def test_nothing_is_raised_for_a_card_no_longer_on_a_square():
    game, unit = _entered("ターン終了時まで、このカードのコストを+2する。")
    [square] = [sq for sq, u in game.squares.items() if u is unit]
    del game.squares[square]
    assert not self_cost(game, Effect(Kind.SELF_COST, 2, take=1000), At(unit=unit))
    assert unit.cost_up == (2, game.turn)


CHOSEN = "スクエアにあるあなたのカード名に「アリス」を含むゼクスを1枚選び、ターン終了時まで、コストを+2し、パワーを+3000する。"


def test_a_chosen_zx_of_yours_of_the_filter_has_its_cost_and_power_raised_this_turn():
    alice = dataclasses.replace(card("アリス", cost=0), power=2000)
    source = dataclasses.replace(card(cost=1), power=1000)
    game = game_with_scripts((source.number, ENTER + CHOSEN))
    game.hand = [alice, source]
    assert game.play_from_hand(0)
    assert game.play_from_hand(0)
    [a] = [u for u in game.squares.values() if u.card is alice]
    [s] = [u for u in game.squares.values() if u.card is source]
    assert (unit_card(game, a).cost, game.power_of(a)) == (2, 5000)
    assert (unit_card(game, s).cost, game.power_of(s)) == (1, 1000)  # not of the filter: unchanged
    game.turn += 1
    assert unit_card(game, a).cost == 0


def test_with_no_zx_of_the_filter_nothing_is_raised():
    source = dataclasses.replace(card(cost=1), power=1000)
    game = game_with_scripts((source.number, ENTER + CHOSEN))
    game.hand = [source]
    assert game.play_from_hand(0)
    [s] = game.squares.values()
    assert (s.cost_up, game.power_of(s)) == ((0, 0), 1000)


def test_a_cost_raised_on_any_chosen_zx_stays_unread():
    script = read_card("T-3", ENTER + "スクエアにあるゼクスを1枚選び、ターン終了時まで、コストを+2する。")
    assert "not a verb on chosen Z/X" in script.unread[0].reason


PER = "ターン終了時まで、あなたのリソース2枚につき、このカードのコストを+1する。"


@pytest.mark.parametrize(("resources", "cost"), [(5, 3), (1, 1)])
def test_a_cost_for_each_two_resources_raises_the_cost_and_not_the_power(resources, cost):
    unit_of = dataclasses.replace(card(cost=1), power=1000)
    game = game_with_scripts((unit_of.number, ENTER + PER))
    game.resources = [Resource(card()) for _ in range(resources)]
    game.hand = [unit_of]
    assert game.play_from_hand(0)
    [unit] = [u for u in game.squares.values() if u.card is unit_of]
    assert (unit_card(game, unit).cost, game.power_of(unit)) == (cost, 1000)
