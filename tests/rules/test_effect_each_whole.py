"""「<where>にあるAとBをそれぞれN枚ずつ選び、<verb>てよい」: every kind's N cards, all different, or none at all
(effects.each_split, run.each_whole), and 「それぞれN枚ずつ置いたならば」 after it; the looks at the deck such lines go on
with (a card kept aside, then played: run.plays.play_aside; 「<A>か<B>を合計N枚まで」) (issue 28)."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import WHOLE, Kind

BODY = (
    "あなたの手札にある「天使」と青か緑のカードをそれぞれ1枚ずつ選び、トラッシュに置いてよい。"
    "それぞれ1枚ずつ置いたならば、カードを2枚引く。"
)
BLUE, RED = frozenset({Color.BLUE}), frozenset({Color.RED})


def _play(hand):
    game = fresh()
    game.hand = list(hand)
    deck = len(game.deck)
    event(game, BODY)
    return game, deck - len(game.deck)


def test_a_card_of_each_kind_goes_to_the_trash_and_the_draw_after_it_follows():
    angel, blue, other = card(name="天使", colors=RED), card(name="悪魔", colors=BLUE), card(name="人間", colors=RED)
    game, drawn = _play([angel, blue, other])
    assert {id(c) for c in game.trash} == {id(angel), id(blue)}
    assert drawn == 2
    assert other in game.hand
    assert len(game.hand) == 3


def test_one_card_cannot_be_both_kinds_so_nothing_moves_and_nothing_is_drawn():
    angel = card(name="天使", colors=BLUE)  # the only blue card is the 「天使」 itself
    game, drawn = _play([angel, card(name="人間", colors=RED)])
    assert (game.trash, drawn, len(game.hand)) == ([], 0, 2)
    game, drawn = _play([card(name="悪魔", colors=BLUE)])  # no 「天使」 at all
    assert (game.trash, drawn, len(game.hand)) == ([], 0, 1)


def test_the_choice_keeps_for_the_later_kind_a_card_of_its_own():
    blue_angel, red_angel = card(name="天使", colors=BLUE), card(name="天使", colors=RED)
    game, drawn = _play([blue_angel, red_angel])  # the red 「天使」 first, so that the blue one is the blue card
    assert {id(c) for c in game.trash} == {id(blue_angel), id(red_angel)}
    assert (len(game.hand), drawn) == (2, 2)


def test_it_is_read_as_all_or_none_and_the_count_after_it_must_match():
    ability = read_card("X", "≪イベント≫" + BODY).abilities[0]
    first = ability.effects[0]
    assert (first.kind, first.rest, first.optional) == (Kind.MODAL, WHOLE, True)
    assert [(o[0].source, o[0].destination, o[0].n) for o in first.options] == [("hand", "trash", 1)] * 2
    assert ability.effects[1].if_did
    wrong = BODY.replace("それぞれ1枚ずつ置いたならば", "それぞれ2枚ずつ置いたならば")
    unread = read_card("X", "≪イベント≫" + wrong).unread
    assert len(unread) == 1
    assert "after what is not N cards of each kind or none" in unread[0].reason


def test_without_a_draw_worth_it_the_goldfish_does_not_give_the_cards_up():
    game = fresh()
    angel, blue = card(name="天使", colors=RED), card(name="悪魔", colors=BLUE)
    game.hand = [angel, blue]
    event(game, "あなたの手札にある「天使」と青か緑のカードをそれぞれ1枚ずつ選び、トラッシュに置いてよい。")
    assert (game.trash, len(game.hand)) == ([], 2)


SEARCH = (
    "あなたのデッキを見て、その中にある「天使」を1枚まで選び、残りを元に戻し、シャッフルし、"
    "選んだカードをコストを支払わずにプレイする。プレイしたならば、カードを1枚引く。"
)


def test_a_card_found_in_the_deck_is_played_without_its_cost_after_the_shuffle_and_what_follows_waits_on_it():
    game = fresh()
    angel = card(name="天使", cost=9)
    game.deck = [card(cost=1) for _ in range(5)] + [angel] + [card(cost=2) for _ in range(4)]
    resources = [r.rebooted for r in game.resources]
    event(game, SEARCH)
    assert [u.card for u in game.squares.values()] == [angel]  # on a square, its cost unpaid
    assert [r.rebooted for r in game.resources] == resources
    assert (len(game.deck), len(game.hand)) == (8, 1)  # the nine others back, one of them drawn
    assert all(c.name != "天使" for c in game.deck)


def test_no_card_of_the_name_in_the_deck_plays_nothing_and_draws_nothing():
    game = fresh()
    game.deck = [card(cost=1) for _ in range(6)]
    event(game, SEARCH)
    assert (game.squares, len(game.deck), game.hand) == ({}, 6, [])


def test_a_card_kept_aside_that_cannot_be_played_goes_to_the_trash():
    game = fresh()
    angel = card(name="天使", type_=CardType.EVENT)  # an event with no text the goldfish can gain by
    game.deck = [card(cost=1) for _ in range(4)] + [angel]
    event(game, SEARCH)
    assert (game.trash, len(game.deck), game.hand) == ([angel], 4, [])


def test_cards_kept_aside_must_be_played_and_only_right_after_the_look():
    for body in (
        "あなたのデッキを見て、その中にある「天使」を1枚まで選び、残りを元に戻し、シャッフルする。",
        "あなたのデッキを見て、その中にある「天使」を1枚まで選び、残りを元に戻し、シャッフルし、選んだカードを手札に加える。",
        "カードを1枚引き、選んだカードをコストを支払わずにプレイする。",
    ):
        assert read_card("X", "≪イベント≫" + body).unread, body


BOTTOM = (
    "あなたのデッキの上から3枚公開し、その中にある「天使」を1枚まで選び、残りを好きな順番でデッキの下に置く。"
    "選んだカードをコストを支払わずにプレイする。"
)


def test_a_card_found_on_top_is_played_after_the_rest_went_to_the_bottom():
    game = fresh()
    angel, a, b = card(name="天使", cost=9), card(cost=1), card(cost=2)
    game.deck = [a, angel, b] + [card(cost=3) for _ in range(5)]
    event(game, BOTTOM)
    assert [u.card for u in game.squares.values()] == [angel]
    assert len(game.deck) == 7
    assert {id(c) for c in game.deck[-2:]} == {id(a), id(b)}  # the two others at the bottom


def test_no_card_of_the_name_on_top_plays_nothing_and_all_three_go_to_the_bottom():
    game = fresh()
    top = [card(cost=1), card(cost=2), card(cost=3)]
    game.deck = [*top] + [card(cost=4) for _ in range(5)]
    event(game, BOTTOM)
    assert game.squares == {}
    assert {id(c) for c in game.deck[-3:]} == {id(c) for c in top}


LISTED = (
    "あなたのデッキの上から4枚公開し、その中にある[ドラゴン]かカード名に「天使」を含むイベントを合計2枚まで選び、"
    "手札に加え、残りを好きな順番でデッキの下に置く。"
)


def test_a_look_takes_cards_of_any_listed_filter_up_to_the_total_and_the_rest_goes_to_the_bottom():
    game = fresh()
    dragon = dataclasses.replace(card(cost=1), races=("ドラゴン",))
    angel_event, angel_zx, other = card(name="天使", type_=CardType.EVENT), card(name="天使"), card(cost=2)
    game.deck = [angel_zx, dragon, other, angel_event] + [card(cost=3) for _ in range(4)]
    event(game, LISTED)
    assert {id(c) for c in game.hand} == {id(dragon), id(angel_event)}  # the 「天使」 Z/X is no event
    assert {id(c) for c in game.deck[-2:]} == {id(angel_zx), id(other)}
    assert len(game.deck) == 6


def test_a_card_of_each_kind_back_from_the_trash_to_the_hand_sets_off_its_hand_ability():
    from tests.rules.test_effect_triggers import scripted

    game = fresh()
    watcher = scripted(
        game,
        "≪自≫【有効】手札【誘発】このカードがトラッシュから手札に戻る。\n【効果】カードを1枚引く。",
        dataclasses.replace(card(name="天使", colors=RED), number="EW-WATCH"),
    )
    blue = card(name="悪魔", colors=BLUE)
    game.trash = [watcher, blue]
    scripts = dict(game.scripts)
    deck = len(game.deck)
    body = "あなたのトラッシュにある「天使」と青のカードをそれぞれ1枚ずつ選び、手札に戻してよい。"
    (effect,) = read_card("X", "≪イベント≫" + body).event.effects
    assert (effect.kind, effect.rest) == (Kind.MODAL, WHOLE)  # every kind's card or none (run.each_whole)
    event(game, body, scripts)
    assert game.trash == []
    assert {id(c) for c in game.hand} >= {id(watcher), id(blue)}
    assert deck - len(game.deck) == 1  # the 「天使」's own draw, set off by its return (803.1d)
