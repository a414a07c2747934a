"""An aura for each N cards counted (811): 「<count>N枚につき、スクエアにある(このカード以外の)すべてのあなたの<filter>の
パワーを+Nする」 (Static "aura_per": `counted` the counted cards' filter, `filter` the raised Z/X's), with its values in
a game at the boundary of each count."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.goldfish import OnSquare, Resource

SQUARE = "≪常≫【有効】スクエア【効果】"


def _zx(race: str = "", cost: int = 2):
    return dataclasses.replace(card(cost=cost), races=(race,) if race else ())


def test_the_reading_holds_both_filters_and_the_count():
    text = (
        SQUARE
        + "あなたのリソースにある[ドラゴン]2枚につき、スクエアにあるこのカード以外のすべてのあなたの[天使]のパワーを+1000する。"
    )
    (ability,) = read_card("X", text).abilities
    (st,) = ability.statics
    assert (st.kind, st.n, st.per, st.each, st.others_only) == ("aura_per", 1000, "resources", 2, True)
    assert (st.counted.race, st.filter.race) == ("ドラゴン", "天使")
    assert line_part(ability) == "acting"


def test_every_zx_of_yours_gains_for_each_five_resources():
    text = SQUARE + "あなたのリソースにあるカード5枚につき、スクエアにあるすべてのあなたのゼクスのパワーを+1000する。"
    lord, other = _zx(), _zx()
    game = game_with_scripts((lord.number, text))
    game.squares = {(1, 1): OnSquare(lord, True, 3000), (0, 1): OnSquare(other, True, 2000)}
    game.resources = [Resource(card()) for _ in range(4)]
    assert [game.power_of(u) for u in game.squares.values()] == [3000, 2000]  # four: none
    game.resources.append(Resource(card()))
    assert [game.power_of(u) for u in game.squares.values()] == [4000, 3000]  # five: +1000 each, itself too
    game.resources += [Resource(card()) for _ in range(5)]
    assert [game.power_of(u) for u in game.squares.values()] == [5000, 4000]  # ten: +2000


def test_only_the_counted_filter_counts_and_only_the_raised_filter_gains():
    text = (
        SQUARE
        + "あなたのトラッシュにある[ドラゴン]1枚につき、このカード以外のスクエアにあるすべてのあなたの[天使]のパワーを+500する。"
    )
    lord, angel, devil = _zx("天使"), _zx("天使"), _zx("悪魔")
    game = game_with_scripts((lord.number, text))
    game.squares = {(1, 1): OnSquare(lord, True, 3000), (0, 1): OnSquare(angel, True, 2000)}
    game.squares[(0, 2)] = OnSquare(devil, True, 2000)
    game.trash = [_zx("ドラゴン"), _zx("悪魔"), dataclasses.replace(_zx("ドラゴン"), type=CardType.EVENT)]
    assert [game.power_of(u) for u in game.squares.values()] == [3000, 3000, 2000]  # two dragons; the angel only
    game.trash = [_zx("悪魔")]
    assert [game.power_of(u) for u in game.squares.values()] == [3000, 2000, 2000]  # no dragon: nothing


def test_a_count_on_the_squares_counts_the_card_itself():
    text = SQUARE + "スクエアにあるあなたの[鉄血]1枚につき、スクエアにあるすべてのあなたの[鉄血]のパワーを+1000する。"
    lord, iron = _zx("鉄血"), _zx("鉄血")
    game = game_with_scripts((lord.number, text))
    game.squares = {(1, 1): OnSquare(lord, True, 3000)}
    assert game.power_of(game.squares[(1, 1)]) == 4000  # itself: one
    game.squares[(0, 1)] = OnSquare(iron, True, 2000)
    assert [game.power_of(u) for u in game.squares.values()] == [5000, 4000]  # two


def test_a_count_leaving_this_card_out_stays_unread():
    text = (
        SQUARE
        + "スクエアにあるこのカード以外のあなたの[鉄血]1枚につき、スクエアにあるすべてのあなたのゼクスのパワーを+1000する。"
    )
    assert read_card("X", text).abilities == ()
