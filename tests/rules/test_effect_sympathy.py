"""「”≪同≫シンパシー”を持つ」 as a keyword filter (keyword_texts.keep_denei, CardFilter.keyword) and 「このカードは”≪同≫
シンパシー”を持つゼクスとして扱う」 (Static "also_keyword", run.seen.sees_unit), session 19 `grants`."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.goldfish import OnSquare

AURA = "≪常≫【有効】スクエア【効果】スクエアにあるすべてのあなたの”≪同≫シンパシー”を持つゼクスのパワーを+2000する。"
TREATED = "≪常≫【有効】スクエア【効果】このカードは”≪同≫シンパシー”を持つゼクスとして扱う。"
TREATED_IF = "≪常≫【有効】スクエア【効果】あなたのトラッシュにカードが2枚以上ある場合、このカードは”≪同≫シンパシー”を持つゼクスとして扱う。"


def test_the_aura_and_the_treated_as_line_read_as_a_keyword_filter_and_a_static():
    (aura,) = read_card("X", AURA).abilities
    assert (aura.statics[0].kind, aura.statics[0].filter.keyword) == ("aura", "シンパシー")
    (treated,) = read_card("X", TREATED).abilities
    assert (treated.statics[0].kind, treated.statics[0].filter.keyword) == ("also_keyword", "シンパシー")
    assert [line_part(aura), line_part(treated)] == ["acting", "acting"]


def test_the_aura_raises_a_zx_with_the_keyword_and_one_treated_as_having_it_and_no_other():
    lord = card(cost=2)
    keyed = dataclasses.replace(card(cost=2), keywords=frozenset({"シンパシー"}))
    treated, plain = card(cost=2), card(cost=2)
    game = fresh()
    game.scripts = {lord.number: read_card(lord.number, AURA), treated.number: read_card(treated.number, TREATED)}
    units = [OnSquare(c, True, 3000) for c in (lord, keyed, treated, plain)]
    game.squares = dict(zip(((0, 0), (1, 1), (2, 2), (0, 1)), units, strict=True))
    assert [game.power_of(u) for u in units] == [3000, 5000, 5000, 3000]


def test_a_keyword_treated_as_had_under_a_condition_counts_only_while_it_holds():
    lord, treated = card(cost=2), card(cost=2)
    game = fresh()
    game.scripts = {lord.number: read_card(lord.number, AURA), treated.number: read_card(treated.number, TREATED_IF)}
    unit = OnSquare(treated, True, 3000)
    game.squares = {(0, 0): OnSquare(lord, True, 3000), (1, 1): unit}
    game.trash = [card()]
    assert game.power_of(unit) == 3000
    game.trash.append(card())
    assert game.power_of(unit) == 5000
