"""「あなたの<zone>をすべて」 and 「あなたの<zone>にあるすべての<filter>を」 (lexicon._EVERY): every card of a zone of yours of
the filter, counted when the effect resolves (a Kind.MOVE of n 0, run.resolve.apply), pinned by value in a game."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card


def test_the_whole_hand_goes_to_the_trash_and_what_waits_on_it_is_done():
    game = fresh()
    hand = [card(cost=1), card(cost=2), card(cost=3)]
    game.hand = list(hand)
    top = game.deck[:2]
    event(game, "あなたの手札をすべてトラッシュに置いてよい。置いたならば、2枚引く。")
    assert sorted(c.number for c in game.trash) == sorted(c.number for c in hand)
    assert game.hand == top


def test_an_empty_hand_puts_nothing_and_what_waits_on_it_is_not_done():
    game = fresh()
    event(game, "あなたの手札をすべてトラッシュに置く。置いたならば、2枚引く。")
    assert game.trash == []
    assert game.hand == []


def test_every_card_of_the_filter_goes_back_into_the_deck_and_the_others_stay():
    game = fresh()
    dragons, others = [dragon(cost=1), dragon(cost=2)], [card(cost=1)]
    game.trash = [dragons[0], others[0], dragons[1]]
    event(game, "あなたのトラッシュにあるすべての[ドラゴン]をデッキに戻し、シャッフルする。")
    assert game.trash == others
    assert len(game.deck) == 22
    assert all(any(d is c for c in game.deck) for d in dragons)


def test_a_name_left_out_stays_and_every_other_zx_of_the_charge_comes_to_the_hand():
    game = fresh()
    kept, taken = card("怪盗", cost=1), [card(cost=1), card(cost=2)]
    an_event = card(type_=CardType.EVENT, cost=1)
    game.charge = [kept, taken[0], an_event, taken[1]]
    event(game, "「怪盗」以外のあなたのチャージにあるすべてのゼクスを手札に戻す。")
    assert sorted(c.number for c in game.hand) == sorted(c.number for c in taken)
    assert game.charge == [kept, an_event]


def test_every_card_of_the_trash_is_removed():
    game = fresh()
    trash = [card(cost=1), dragon(cost=3)]
    game.trash = list(trash)
    event(game, "あなたのトラッシュにあるすべてのカードを除外する。")
    assert game.trash == []
    assert sorted(c.number for c in game.removed) == sorted(c.number for c in trash)


@pytest.mark.parametrize(
    "text",
    [
        "あなたの手札にあるすべての[ドラゴン]をコストを支払わずにプレイする。",  # not a move between zones
        "あなたの手札にあるすべての[ドラゴン]をリブートでゼクスのないノーマルスクエアに登場させる。",
    ],
)
def test_every_card_onto_squares_or_played_stays_unread(text):
    script = read_card("X", "≪イベント≫" + text)
    assert script.abilities == ()
    assert script.unread


@pytest.mark.parametrize(("in_hand", "trashed"), [(3, 2), (1, 1)])
def test_one_to_two_cards_puts_two_when_there_are_and_one_when_only_one_is_there(in_hand, trashed):
    game = fresh()
    game.hand = [card(cost=1) for _ in range(in_hand)]
    event(game, "あなたの手札を1~2枚選び、トラッシュに置いてよい。置いたならば、2枚引く。")
    assert len(game.trash) == trashed
    assert len(game.hand) == in_hand - trashed + 2


def test_one_to_two_cards_of_a_look_at_the_top_takes_two_and_puts_the_rest_into_the_resources():
    game = fresh()
    top = game.deck[:3]
    event(game, "あなたのデッキの上から3枚見て、その中から1~2枚選び、手札に加え、残りをリソースにスリープで置く。")
    assert len(game.hand) == 2
    assert [r.card for r in game.resources if r.card in top] != []
    assert {c.number for c in game.hand} | {r.card.number for r in game.resources if r.card in top} == {
        c.number for c in top
    }


def test_a_count_that_starts_above_one_stays_unread():
    script = read_card("X", "≪イベント≫あなたの手札を2~3枚選び、トラッシュに置く。")
    assert script.abilities == ()
    assert script.unread
