"""Conditions on your zones read by effects.zone_conditions, in a game, each both ways at its boundary: cards drawn."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.cards import Color
from zxdecks.rules.goldfish import OnSquare, Resource

DRAW = "カードを1枚引く。"


def _resources(*cards):
    return [Resource(c) for c in cards]


def _race(race):
    return dataclasses.replace(card(), races=(race,))


def _drawn(game, text):
    hand, deck = len(game.hand), len(game.deck)
    event(game, text)
    assert deck - len(game.deck) == len(game.hand) - hand
    return len(game.hand) - hand


@pytest.mark.parametrize(
    ("resources", "drawn"),
    [
        ((card("甲虫"), card(), card()), 1),  # three resources, one of them named
        ((card("甲虫"), card()), 0),  # one resource too few
        ((card(), card(), card()), 0),  # none named
    ],
)
def test_resources_at_least_n_and_a_named_card_among_them(resources, drawn):
    game = fresh()
    game.resources = _resources(*resources)
    assert _drawn(game, "あなたのリソースにカードが3枚以上あり、その中に「甲虫」があるならば、" + DRAW) == drawn


@pytest.mark.parametrize(
    ("text", "resources", "drawn"),
    [
        ("あなたのリソースに[メタル]しかない場合、", (_race("メタル"), _race("メタル")), 1),
        ("あなたのリソースに[メタル]しかない場合、", (_race("メタル"), _race("ドラゴン")), 0),
        ("あなたのリソースに[メタル]しかない場合、", (), 0),  # no resource: nothing there to be only that
        ("あなたのリソースに青のカードしかない場合、", (card(colors=frozenset({Color.BLUE})),), 1),
        ("あなたのリソースに青のカードしかない場合、", (card(colors=frozenset({Color.BLUE})), card()), 0),
        ("あなたのリソースにカードが2枚以上あり、その中に青のカードしかない場合、", (card(colors=frozenset({Color.BLUE})),) * 2, 1),
        ("あなたのリソースにカードが2枚以上あり、その中に青のカードしかない場合、", (card(colors=frozenset({Color.BLUE})),), 0),
        ("あなたのリソースにカードが2枚以上あり、あなたのリソースに青のカードしかない場合、", (card(colors=frozenset({Color.BLUE})), card()), 0),
    ],
)  # fmt: skip
def test_resources_of_only_one_kind(text, resources, drawn):
    game = fresh()
    game.resources = _resources(*resources)
    assert _drawn(game, text + DRAW) == drawn


@pytest.mark.parametrize(("units", "drawn"), [(3, 1), (2, 0)])
def test_resources_and_your_zx_on_squares_both(units, drawn):
    game = fresh()
    game.resources = _resources(card(), card())
    squares = [(1, 0), (1, 1), (1, 2)][:units]
    game.squares = {sq: OnSquare(_race("リーファー"), True, 1000) for sq in squares}
    text = "あなたのリソースにカードが2枚以上あり、スクエアにあなたの[リーファー]が3枚以上あるならば、" + DRAW
    assert _drawn(game, text) == drawn


@pytest.mark.parametrize(("removed", "drawn"), [(6, 0), (7, 1), (9, 1), (10, 2)])
def test_a_count_whose_zone_the_sentence_before_names(removed, drawn):
    game = fresh()
    game.removed = [card() for _ in range(removed)]
    text = "ゲームから除外されているあなたのカードが7枚以上ある場合、" + DRAW + "10枚以上ある場合、" + DRAW
    assert _drawn(game, text) == drawn


def test_a_count_with_no_zone_before_it_stays_unread():
    from zxdecks.rules.effects import read_card

    script = read_card("X", "≪イベント≫カードを1枚引く。10枚以上ある場合、" + DRAW)
    assert script.abilities == ()
    assert len(script.unread) == 1


def _unit(race="ドラゴン", force=False, cost=2):
    unit = OnSquare(dataclasses.replace(card(cost=cost), races=(race,)), True, 1000)
    unit.force = [card()] if force else None
    return unit


def _set(**zones):
    def setup(game):
        for name, value in zones.items():
            setattr(game, name, value)

    return setup


BLUE, RED, GREEN = (card(colors=frozenset({c})) for c in (Color.BLUE, Color.RED, Color.GREEN))


@pytest.mark.parametrize(
    ("text", "holds", "fails"),
    [
        ("あなたの≪鍵≫が2個以上ある場合、", _set(counters={"鍵": 2}), _set(counters={"鍵": 1, "集中": 5})),
        ("スクエアにあなたのフォースを持つゼクスがある場合、", _set(squares={(1, 1): _unit(force=True)}),
         _set(squares={(1, 1): _unit()})),
        ("スクエアにあなたのフォースを持つコスト4以上のゼクスがあるならば、", _set(squares={(1, 1): _unit(force=True, cost=4)}),
         _set(squares={(1, 1): _unit(force=True, cost=3), (1, 2): _unit(cost=5)})),
        ("スクエアにあなたのフォースを持つゼクスが2枚以上あるならば、",
         _set(squares={(1, 1): _unit(force=True), (1, 2): _unit(force=True)}),
         _set(squares={(1, 1): _unit(force=True), (1, 2): _unit()})),
        ("あなたのリソースに2種族以上ある場合、", _set(resources=_resources(_race("竜"), _race("天使"))),
         _set(resources=_resources(_race("竜"), _race("竜")))),
        ("あなたのリソースにあるカードの色が2種類以上ある場合、", _set(resources=_resources(BLUE, RED)),
         _set(resources=_resources(BLUE, BLUE))),
        ("あなたのリソースにあるカードの色が1種類しかない場合、", _set(resources=_resources(BLUE, BLUE)),
         _set(resources=_resources(BLUE, GREEN))),
        ("あなたのリソースにあるカードの色が1種類しかない場合、", None, _set(resources=[])),
        ("あなたのライフが2の場合、", _set(life=[card(), card()]), _set(life=[card()])),
        ("あなたのライフが2の場合、", None, _set(life=[card(), card(), card()])),
        ("スクエアにあるあなたのゼクスが1枚以下の場合、", _set(squares={(1, 1): _unit()}),
         _set(squares={(1, 1): _unit(), (1, 2): _unit()})),
        ("あなたのチャージに青がある場合、", _set(charge=[RED, BLUE]), _set(charge=[RED, GREEN])),
        ("スクエアに相手のゼクスが1枚もない場合、", _set(), None),
        ("あなたのプレイヤーが「甲」か「乙」の場合、", _set(player_area=[card("乙")]), _set(player_area=[card("丙")])),
    ],
)  # fmt: skip
def test_each_zone_condition_both_ways(text, holds, fails):
    for setup, drawn in ((holds, 1), (fails, 0)):
        if setup is None:
            continue
        game = fresh()
        setup(game)
        assert _drawn(game, text + DRAW) == drawn


def test_no_opponent_zx_fails_against_a_defender_on_its_squares():
    from zxdecks.rules.board import OpposingZX

    game = fresh()
    game.opponent_squares[(0, 1)] = OpposingZX(5000)
    assert len(game.opponent_squares) == 1
    assert _drawn(game, "スクエアに相手のゼクスが1枚もない場合、" + DRAW) == 0
    assert _drawn(game, "スクエアに相手のゼクスが2枚もない場合、" + DRAW) == 1


def test_at_most_n_opponent_zx_on_squares_both_ways_and_with_a_count_of_yours():
    from zxdecks.rules.board import OpposingZX

    at_most = "スクエアにある相手のゼクスが1枚以下の場合、"
    both = "あなたのリムーブが2枚以上あり、" + at_most  # 「Aあり、B場合」: both must hold
    game = fresh()
    assert _drawn(game, at_most + DRAW) == 1  # none on an empty board
    game.opponent_squares[(0, 1)] = OpposingZX(5000)
    assert _drawn(game, at_most + DRAW) == 1  # one: at most one
    assert _drawn(game, both + DRAW) == 0  # no card removed
    game.removed = [card(), card()]
    assert _drawn(game, both + DRAW) == 1
    game.opponent_squares[(0, 0)] = OpposingZX(5000)
    assert _drawn(game, at_most + DRAW) == 0  # two
    assert _drawn(game, both + DRAW) == 0


def _shifted(name=None):
    unit = _unit()
    unit.shift = card(name)
    return unit


@pytest.mark.parametrize(
    ("text", "holds", "fails"),
    [
        ("スクエアかデュナミスにあるあなたの「星の竜」が表向きの場合、", _set(dynamis_face_up=[card("星の竜")]),
         _set(dynamis=[card("星の竜")], dynamis_face_up=[card("月の竜")])),
        ("スクエアかデュナミスにあるあなたの「星の竜」が表向きの場合、",
         _set(squares={(1, 1): OnSquare(card("星の竜"), True, 1000)}), _set(trash=[card("星の竜")])),
        ("スクエアかデュナミスに、あなたの表向きの「星の竜」がある場合、", _set(dynamis_face_up=[card("星の竜")]),
         _set(dynamis_face_up=[])),
        ("トラッシュかリソースに、あなたの[ゼクカー]がある場合、", _set(resources=_resources(_race("ゼクカー"))),
         _set(resources=_resources(_race("竜")), charge=[_race("ゼクカー")])),
        ("トラッシュかリソースに、あなたの[ゼクカー]がある場合、", _set(trash=[_race("ゼクカー")]), None),
        ("あなたのリソースに[竜]か[夏]を持つカードが2枚以上ある場合、", _set(resources=_resources(_race("竜"), _race("夏"))),
         _set(resources=_resources(_race("竜"), _race("冬")))),
        ("あなたのチャージに「風の竜」があるならば、", _set(charge=[card("風の竜")]), _set(charge=[card("火の竜")])),
        ("スクエアにあなたのシフトが2枚以上ある場合、", _set(squares={(1, 1): _shifted(), (1, 2): _shifted()}),
         _set(squares={(1, 1): _shifted(), (1, 2): _unit()})),
        ("スクエアにあなたのカード名に「王冠」を含むシフトが2枚以上ある場合、",
         _set(squares={(1, 1): _shifted("銀の王冠"), (1, 2): _shifted("王冠の姫")}),
         _set(squares={(1, 1): _shifted("銀の王冠"), (1, 2): _shifted("銀の杖")})),  # one shift of the name only
        ("相手のリソースが3枚以上あり、あなたのトラッシュにカードが2枚以上ある場合、",
         _set(trash=[card(), card()], opponent_resources_added=1), _set(trash=[card(), card()])),
        ("相手のリソースが3枚以上あり、あなたのトラッシュにカードが2枚以上ある場合、", None,
         _set(trash=[card()], opponent_resources_added=1)),
        ("あなたのチャージに「風の竜」があり、相手のリソースが3枚以上ある場合、",
         _set(charge=[card("風の竜")], opponent_resources_added=1), _set(charge=[card("風の竜")])),
    ],
)  # fmt: skip
def test_each_zone_condition_of_two_zones_or_two_parts_both_ways(text, holds, fails):
    for setup, drawn in ((holds, 1), (fails, 0)):
        if setup is None:
            continue
        game = fresh()
        setup(game)
        assert _drawn(game, text + DRAW) == drawn
