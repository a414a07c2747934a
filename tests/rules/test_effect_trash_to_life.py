"""「あなたのトラッシュにある…をN枚選び、ライフに裏向きで置く」 (the zone pair ("trash", "life"): a life card more, face
down, 307) and the filter 「≪イグニッション≫を持たない」 (CardFilter.ignition False), pinned by value in a game."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part

TO_LIFE = "あなたのトラッシュにある≪イグニッション≫を持たないカードを1枚選び、ライフに裏向きで置く。"


def test_the_move_is_read_with_the_filter_of_no_ignition_icon_and_acts():
    (ability,) = read_card("X", "≪イベント≫" + TO_LIFE).abilities
    (effect,) = ability.effects
    assert (effect.source, effect.destination, effect.n, effect.filter.ignition) == ("trash", "life", 1, False)
    assert line_part(ability) == "acting"


def test_a_trash_card_without_the_ignition_icon_goes_into_the_life_the_costliest_first():
    game = fresh()
    cheap, dear, icon = card(cost=1), card(cost=5), card(cost=9, ignition=True)
    game.trash = [cheap, icon, dear]
    life = list(game.life)
    event(game, TO_LIFE)
    assert game.life == [*life, dear]
    assert game.trash == [cheap, icon]


def test_with_only_ignition_cards_in_the_trash_nothing_goes_into_the_life():
    game = fresh()
    icon = card(cost=3, ignition=True)
    game.trash = [icon]
    life = list(game.life)
    event(game, TO_LIFE)
    assert (game.life, game.trash) == (life, [icon])


@pytest.mark.parametrize(("life", "moved"), [(3, 1), (4, 0)])
def test_the_life_condition_gates_the_move_both_ways(life, moved):
    game = fresh()
    zx = card(cost=4)
    game.trash = [zx]
    game.life = [card() for _ in range(life)]
    event(game, "あなたのライフが3以下の場合、" + TO_LIFE.replace("カード", "ゼクス", 1))
    assert len(game.life) == life + moved
    assert (zx in game.life) is bool(moved)
    assert game.trash == ([] if moved else [zx])


CONSTANT = (
    "≪常≫【有効】スクエア【効果】あなたのトラッシュに≪イグニッション≫を持たないカードが4枚以上ある場合、"
    "このカードのパワーを+1000する。"
)


@pytest.mark.parametrize(("trash", "power"), [(4, 4000), (3, 3000)])
def test_a_power_counting_trash_cards_without_the_ignition_icon(trash, power):
    zx = dataclasses.replace(card(cost=3), power=3000)
    (ability,) = read_card(zx.number, CONSTANT).abilities
    (static,) = ability.statics
    assert [(c.n, c.filter.ignition) for c in static.conditions] == [(4, False)]
    game = fresh()
    game.scripts = {zx.number: read_card(zx.number, CONSTANT)}
    assert game.enter(zx, "hand", (1, 1))
    game.trash = [card() for _ in range(trash)] + [card(ignition=True) for _ in range(3)]
    assert game.power_of(game.squares[(1, 1)]) == power
