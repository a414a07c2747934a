"""「<where>にある<A>と<B>をそれぞれN枚まで選び、…」 (effects.each_split): up to N of each kind, one kind after the other,
pinned by value in a game; 「それぞれN枚ずつ」 stays unread."""

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, event, fresh
from tests.rules.test_goldfish_defenders import defended
from tests.rules.test_goldfish_opponent import zx
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card


def test_one_card_of_each_kind_comes_back_and_a_second_of_a_kind_stays():
    game = fresh()
    first, second = dragon(cost=3), dragon(cost=1)
    an_event, other = card(type_=CardType.EVENT, cost=1), card(cost=1)
    game.trash = [first, second, an_event, other]
    event(game, "あなたのトラッシュにある[ドラゴン]とイベントをそれぞれ1枚まで選び、手札に戻す。")
    assert sorted(c.number for c in game.hand) == sorted(c.number for c in (first, an_event))
    assert game.trash == [second, other]


def test_a_kind_with_no_card_takes_nothing_and_the_other_kind_still_comes_back():
    game = fresh()
    an_event = card(type_=CardType.EVENT, cost=1)
    game.trash = [card(cost=1), an_event]
    event(game, "あなたのトラッシュにある[ドラゴン]とイベントをそれぞれ1枚まで選び、手札に戻す。")
    assert game.hand == [an_event]


def test_a_card_of_each_name_of_the_list():
    game = fresh()
    a1, a2, b = card("フィーユ甲", cost=1), card("フィーユ乙", cost=1), card("ルクスリア", cost=1)
    game.trash = [a1, a2, b]
    event(
        game,
        "あなたのトラッシュにあるカード名に「フィーユ」か「ルクスリア」を含むカードをそれぞれ1枚まで選び、手札に戻す。",
    )
    assert len(game.hand) == 2
    assert b in game.hand
    assert len(game.trash) == 1
    assert game.trash[0] in (a1, a2)


def test_one_defender_of_each_cost_is_returned_and_a_third_stays():
    game = defended({(0, 0): zx(3000)}, {(1, 0): 2000, (1, 1): 9000, (1, 2): 3000})  # costs 1, 6, 2
    event(
        game,
        "ノーマルスクエアにある相手の、コスト2以下のゼクスとコスト6以上のゼクスをそれぞれ1枚まで選び、手札に戻す。",
    )
    assert len(game.opponent_squares) == 1
    assert (1, 1) not in game.opponent_squares


def test_each_kind_exactly_with_may_is_read_as_all_of_them_or_none():
    script = read_card(
        "X", "≪イベント≫あなたの手札にある[ドラゴン]とイベントをそれぞれ1枚ずつ選び、トラッシュに置いてよい。"
    )
    assert script.unread == ()
    assert script.abilities[0].effects[0].rest == "whole"  # run.each_whole (tests/rules/test_effect_each_whole.py)


def test_each_kind_exactly_without_may_gives_up_one_of_each_as_far_as_there_are():
    game = fresh()
    a_dragon, an_event = dragon(cost=1), card(type_=CardType.EVENT, cost=1)
    game.hand = [a_dragon, an_event, card(cost=1)]
    event(game, "あなたの手札にある[ドラゴン]とイベントをそれぞれ1枚ずつ選び、トラッシュに置く。")
    assert sorted(c.number for c in game.trash) == sorted(c.number for c in (a_dragon, an_event))
    game = fresh()
    game.hand = [a_dragon]
    event(game, "あなたの手札にある[ドラゴン]とイベントをそれぞれ1枚ずつ選び、トラッシュに置く。")
    assert game.trash == [a_dragon]


def test_a_kind_at_a_place_of_its_own_is_read_there_and_the_opponents_charge_chooses_nothing():
    game = fresh()
    mine = card(cost=1)
    game.charge = [mine]
    event(game, "あなたのチャージにあるカードと相手のチャージにあるカードをそれぞれ1枚ずつ選び、トラッシュに置く。")
    assert game.trash == [mine]
    assert game.charge == []
