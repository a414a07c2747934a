"""Session 20 `fixr`: conditions on the adjacent aura and on the force's power sum are honoured (a ≪自分ターン≫ head,
B44-067, holds in your turn only, 803.1f; a condition of the sentence's own words holds only while it holds)."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values_references import board
from zxdecks.rules.effects import read_card
from zxdecks.rules.goldfish import Resource

FORCE_SUM = "スクエア【効果】このカードのフォースにあるすべてのゼクスのパワーの合計分、このカードのパワーを増やす。"
ADJACENT = "スクエア【効果】このカードがあるスクエアの隣のスクエアにあるあなたのゼクスのパワーを+1000する。"
IF_FIVE = "あなたのリソースが5枚以上ある場合、"


def _zx(name, power):
    return dataclasses.replace(card(cost=2, name=name), power=power)


def _game(text):
    """This card (5000) on (0, 0) with the ability, a Z/X of yours (4000) next to it on (0, 1), with a Z/X of 3000 in
    this card's force."""
    source, other = _zx("槍", 5000), _zx("盾", 4000)
    script = read_card(source.number, "≪常≫" + text)
    assert script.unread == ()
    game = board({(0, 0): source, (0, 1): other}, {})
    game.scripts = {source.number: script}
    game.squares[(0, 0)].force = [_zx("剣", 3000)]
    return game, game.squares[(0, 0)], game.squares[(0, 1)]


@pytest.mark.parametrize(("mark", "theirs"), [("≪自分ターン≫", 5000), ("", 8000)])
def test_the_force_power_sum_under_your_turn_mark_counts_in_your_turn_only_and_without_it_in_both(mark, theirs):
    game, source, _ = _game("【有効】" + mark + FORCE_SUM)
    assert game.power_of(source) == 8000
    game.opponents_turn = True
    assert game.power_of(source) == theirs


@pytest.mark.parametrize(("mark", "theirs"), [("≪自分ターン≫", 4000), ("", 5000)])
def test_the_adjacent_aura_under_your_turn_mark_raises_in_your_turn_only_and_without_it_in_both(mark, theirs):
    game, _, other = _game("【有効】" + mark + ADJACENT)
    assert game.power_of(other) == 5000
    game.opponents_turn = True
    assert game.power_of(other) == theirs


@pytest.mark.parametrize(("resources", "source_power", "other_power"), [(5, 8000, 5000), (4, 5000, 4000)])
def test_a_condition_of_the_sentence_gates_the_force_sum_and_the_adjacent_aura(resources, source_power, other_power):
    game, source, _ = _game(IF_FIVE + FORCE_SUM.removeprefix("スクエア【効果】"))
    game.resources = [Resource(card()) for _ in range(resources)]
    assert game.power_of(source) == source_power
    game, _, other = _game(IF_FIVE + ADJACENT.removeprefix("スクエア【効果】"))
    game.resources = [Resource(card()) for _ in range(resources)]
    assert game.power_of(other) == other_power
