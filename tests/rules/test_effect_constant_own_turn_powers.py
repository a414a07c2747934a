"""Session 19 `aura` (hand check 22): a ≪自分ターン≫ head on a constant power beyond the one-sentence fast path
(this card's power beside an aura, an aura, a power per N cards) holds in your turn only (803.1f); without the mark
the same powers hold in either turn."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values_references import board
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.goldfish import Resource

SELF_AND_AURA = "スクエア【効果】このカードのパワーを+3000する。スクエアにあるこのカード以外のすべてのあなたのゼクスのパワーを+1000する。"
AURA = "スクエア【効果】スクエアにあるすべてのあなたのゼクスのパワーを+2000する。"
PER = "スクエア【効果】あなたのリソース2枚につき、このカードのパワーを+1000する。"


def _kinds(script):
    (ability,) = script.abilities
    return [(s.kind, s.n, [c.kind.value for c in s.conditions]) for s in ability.statics]


def _two_zx(text):
    """This card (power 5000) with the ability and another Z/X of yours (power 4000) beside it."""
    source = dataclasses.replace(card(cost=2, name="槍"), power=5000)
    other = dataclasses.replace(card(cost=2, name="盾"), power=4000)
    script = read_card(source.number, "≪常≫【有効】" + text)
    game = board({(0, 0): source, (0, 1): other}, {})
    game.scripts = {source.number: script}
    return game, script, game.squares[(0, 0)], game.squares[(0, 1)]


def test_this_cards_power_and_an_aura_under_your_turn_mark_raise_both_in_your_turn_and_neither_in_the_opponents():
    game, script, source, other = _two_zx("≪自分ターン≫" + SELF_AND_AURA)
    assert script.unread == ()
    assert line_part(script.abilities[0]) == "acting"
    assert _kinds(script) == [("self_power", 3000, ["your_turn"]), ("aura", 1000, ["your_turn"])]
    assert (game.power_of(source), game.power_of(other)) == (8000, 5000)
    game.opponents_turn = True
    assert (game.power_of(source), game.power_of(other)) == (5000, 4000)


def test_the_same_powers_without_the_mark_raise_both_in_either_turn():
    game, script, source, other = _two_zx(SELF_AND_AURA)
    assert _kinds(script) == [("self_power", 3000, []), ("aura", 1000, [])]
    assert (game.power_of(source), game.power_of(other)) == (8000, 5000)
    game.opponents_turn = True
    assert (game.power_of(source), game.power_of(other)) == (8000, 5000)


@pytest.mark.parametrize(("mark", "theirs"), [("≪自分ターン≫", (5000, 4000)), ("", (7000, 6000))])
def test_an_aura_under_your_turn_mark_raises_your_zx_in_your_turn_only_and_without_it_in_both(mark, theirs):
    game, script, source, other = _two_zx(mark + AURA)
    assert _kinds(script) == [("aura", 2000, ["your_turn"] if mark else [])]
    assert (game.power_of(source), game.power_of(other)) == (7000, 6000)
    game.opponents_turn = True
    assert (game.power_of(source), game.power_of(other)) == theirs


@pytest.mark.parametrize(("mark", "theirs"), [("≪自分ターン≫", 5000), ("", 7000)])
def test_a_power_per_resources_under_your_turn_mark_counts_in_your_turn_only_and_without_it_in_both(mark, theirs):
    game, script, source, _ = _two_zx(mark + PER)
    game.resources = [Resource(card()) for _ in range(4)]  # two pairs: +2000
    assert _kinds(script) == [("self_power_per", 1000, ["your_turn"] if mark else [])]
    assert game.power_of(source) == 7000
    game.opponents_turn = True
    assert game.power_of(source) == theirs
