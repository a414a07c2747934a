"""「置いたカードが<filter>の場合、…」 (effects.placed_cards, ConditionKind.PLACED_CARD_IS), pinned by value in a game:
the card the move before put matches or not, every one of them (「すべて」), one among them (「の中に…がある」), after
a look at the top, and what stays unread."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import ConditionKind


def raced(race, **kwargs):
    return dataclasses.replace(card(**kwargs), races=(race,))


@pytest.mark.parametrize(("top_is_dragon", "drawn"), [(True, 1), (False, 0)])
def test_the_top_card_put_into_the_trash_draws_only_when_it_matches(top_is_dragon, drawn):
    game = fresh()
    top = dragon(cost=1) if top_is_dragon else card(cost=1)
    game.deck.insert(0, top)
    after = game.deck[1]
    event(game, "あなたのデッキの1番上のカードをトラッシュに置く。置いたカードが[ドラゴン]の場合、1枚引く。")
    assert game.trash == [top]
    assert game.hand == ([after] if drawn else [])


@pytest.mark.parametrize(("name", "drawn"), [("竜の牙", 2), ("猫の爪", 0)])
def test_a_removed_hand_card_gates_the_draw_by_its_name(name, drawn):
    game = fresh()
    only = card(name)
    game.hand = [only]
    event(game, "あなたの手札を1枚選び、除外する。除外したカードがカード名に「竜」を含む場合、2枚引く。")
    assert game.removed == [only]
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("races", "drawn"), [(("ドラゴン", "ドラゴン"), 1), (("ドラゴン", "エンジェル"), 0)])
def test_all_the_placed_cards_must_match_for_すべて(races, drawn):
    game = fresh()
    game.deck[:0] = [raced(r, cost=1) for r in races]
    event(game, "あなたのデッキの上から2枚トラッシュに置く。置いたカードがすべて[ドラゴン]の場合、1枚引く。")
    assert [c.races for c in game.trash] == [(r,) for r in races]
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("races", "drawn"), [(("エンジェル", "ドラゴン"), 1), (("エンジェル", "エンジェル"), 0)])
def test_one_matching_card_among_the_placed_is_enough_for_の中に(races, drawn):
    game = fresh()
    game.deck[:0] = [raced(r, cost=1) for r in races]
    event(game, "あなたのデッキの上から2枚トラッシュに置く。置いたカードの中に[ドラゴン]がある場合、1枚引く。")
    assert len(game.trash) == 2
    assert len(game.hand) == drawn


def test_a_card_already_in_the_trash_is_not_a_placed_card():
    game = fresh()
    game.trash = [dragon(cost=1)]  # a dragon there before, none put
    top = card(cost=1)
    game.deck.insert(0, top)
    event(game, "あなたのデッキの1番上のカードをトラッシュに置く。置いたカードが[ドラゴン]の場合、1枚引く。")
    assert game.trash[-1] is top
    assert game.hand == []


def test_nothing_put_never_holds_the_condition():
    game = fresh()
    game.hand = []
    event(game, "あなたの手札を1枚まで選び、チャージに置く。置いたカードが赤のカードの場合、1枚引く。")
    assert game.charge == []
    assert game.hand == []


@pytest.mark.parametrize(("taken_is_dragon", "drawn"), [(True, 1), (False, 0)])
def test_the_card_taken_from_a_look_at_the_top_is_tested_not_the_rest(taken_is_dragon, drawn):
    game = fresh()
    taken = dragon(cost=5) if taken_is_dragon else card(cost=5)
    rest = [dragon(cost=1), dragon(cost=1)]
    game.deck[:0] = [taken, *rest]
    event(
        game,
        "あなたのデッキの上から3枚見て、その中から1枚選び、トラッシュに置き、残りを好きな順番でデッキの下に置く。"
        "トラッシュに置いたカードが[ドラゴン]の場合、1枚引く。",
    )
    assert game.trash == [taken]
    assert len(game.hand) == drawn
    assert all(any(r is c for c in game.deck[-2:]) for r in rest)


def test_the_condition_is_read_on_the_effect_after_the_move():
    script = read_card("X", "≪イベント≫あなたのデッキの1番上をチャージに置く。置いたカードが「竜」ならば、1枚引く。")
    draw = script.event.effects[1]
    assert draw.if_did
    assert [(c.kind, c.name, c.filter.name_is) for c in draw.conditions] == [
        (ConditionKind.PLACED_CARD_IS, "one", "竜")
    ]


@pytest.mark.parametrize(
    "text",
    [
        # more than one card put, tested as one
        "あなたのデッキの上から2枚トラッシュに置く。置いたカードが[ドラゴン]の場合、1枚引く。",
        # the effect before puts nothing (a draw)
        "1枚引く。置いたカードが[ドラゴン]の場合、1枚引く。",
        # the verb names another zone than the move's
        "あなたの手札を1枚選び、トラッシュに置く。除外したカードが[ドラゴン]の場合、1枚引く。",
        # a second clause would be checked after the first, which is no move
        "あなたの手札を1枚選び、トラッシュに置く。置いたカードが[ドラゴン]の場合、1枚引き、1点回復する。",
        # the taken and the other cards of a look go to the same zone
        "あなたのデッキの上から3枚見て、その中から1枚選び、トラッシュに置き、残りをトラッシュに置く。"
        "置いたカードが[ドラゴン]の場合、1枚引く。",
    ],
)
def test_a_placed_card_test_that_cannot_be_told_stays_unread(text):
    script = read_card("X", "≪イベント≫" + text)
    assert script.abilities == ()
    assert script.unread


@pytest.mark.parametrize(("race", "drawn"), [("ドラゴン", 2), ("エンジェル", 0)])
def test_the_dynamis_card_turned_face_up_gates_the_draw_by_its_race(race, drawn):
    game = fresh()
    waker = raced(race, name="ウェイカー")
    game.dynamis, game.dynamis_face_up = [waker], []
    event(
        game,
        "あなたのデュナミスにある「ウェイカー」を1枚選び、表向きにしてよい。"
        "表向きにしたカードが種族に[ドラゴン]を含むカードならば、2枚引く。",
    )
    assert (game.dynamis, game.dynamis_face_up) == ([], [waker])
    assert len(game.hand) == drawn


def test_no_dynamis_card_turned_face_up_draws_nothing():
    game = fresh()
    game.dynamis, game.dynamis_face_up = [raced("ドラゴン", name="竜")], []
    event(
        game,
        "あなたのデュナミスにある「ウェイカー」を1枚選び、表向きにしてよい。表向きにしたカードが[ドラゴン]ならば、2枚引く。",
    )
    assert (len(game.dynamis), game.dynamis_face_up, game.hand) == (1, [], [])
