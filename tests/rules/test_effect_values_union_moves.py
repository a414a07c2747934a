"""Cards of several of your zones as one choice (「手札かトラッシュにある、…」, source "hand|trash"), moved by the
general mover (effects.run.movers.move_between) to any place of effects.zone_pairs.DESTINATIONS (issue 28)."""

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.run import Source, resolve


def test_a_hand_or_trash_card_of_the_name_goes_face_up_to_the_dynamis_from_either_zone():
    body = "手札かトラッシュにある、あなたのカード名に「天使」を含むカードを1枚まで選び、デュナミスに表向きで置く。"
    game = fresh()
    angel = card(name="天使A")
    game.hand, game.trash, game.dynamis_face_up = [card(name="悪魔")], [angel], []
    assert event(game, body) is True
    assert (game.trash, game.dynamis_face_up, len(game.hand)) == ([], [angel], 1)
    game = fresh()
    angel = card(name="天使B")
    game.hand, game.trash, game.dynamis_face_up = [angel], [card(name="悪魔")], []
    assert event(game, body) is True
    assert (game.hand, game.dynamis_face_up, len(game.trash)) == ([], [angel], 1)
    game = fresh()  # none of the name in either zone: nothing moves
    game.hand, game.trash, game.dynamis_face_up = [card(name="悪魔")], [card(name="悪魔")], []
    event(game, body)
    assert (len(game.hand), len(game.trash), game.dynamis_face_up) == (1, 1, [])


def test_trash_or_remove_zone_cards_return_to_the_hand_and_what_follows_waits_on_it():
    body = "トラッシュかリムーブにある、あなたのカード名に「天使」を含むカードを1枚まで選び、手札に戻す。戻したならば、1枚引く。"
    game = fresh()
    angel = card(name="天使")
    game.removed, game.trash = [angel], [card(name="悪魔")]
    deck = len(game.deck)
    event(game, body)
    assert (game.removed, game.hand[0], len(game.hand), len(game.deck)) == ([], angel, 2, deck - 1)
    game = fresh()
    game.removed, game.trash = [], [card(name="悪魔")]
    event(game, body)
    assert (game.hand, len(game.deck)) == ([], deck)  # nothing returned: no draw


def test_a_hand_or_charge_card_to_the_deck_bottom_is_all_n_or_none_when_given_up():
    body = "手札かチャージにある、あなたのカードを2枚選び、デッキの1番下に置いてよい。置いたならば、1枚引く。"
    game = fresh()
    a, b = card(cost=1), card(cost=2)
    game.hand, game.charge = [a], [b]
    deck = len(game.deck)
    event(game, body)
    assert (game.charge, len(game.deck)) == ([], deck + 1)  # both to the bottom, then one drawn from the top
    assert set(map(id, game.deck[-2:])) == {id(a), id(b)}
    assert len(game.hand) == 1
    assert game.hand[0] not in (a, b)
    game = fresh()
    game.hand, game.charge = [a], []  # one card of two: nothing moves
    event(game, body)
    assert (game.hand, len(game.deck)) == ([a], deck)


def test_a_union_of_zones_is_read_only_for_the_zones_the_general_mover_takes_from():
    assert (
        read_card(
            "X", "≪イベント≫手札かトラッシュにある、あなたのカードを1枚まで選び、デュナミスに表向きで置く。"
        ).unread
        == ()
    )
    unread = read_card("X", "≪イベント≫手札かリソースにある、あなたのカードを1枚選び、デッキの1番下に置く。").unread
    assert unread
    assert "no effect kind moves cards from hand|resources to deck_bottom" in unread[0].reason


def test_this_card_goes_on_top_of_the_deck_and_is_the_next_card_drawn():
    game = fresh()
    ev_text = "このカードをデッキの1番上に置く。カードを1枚引く。"
    deck = len(game.deck)
    ev = card(type_=CardType.EVENT)
    script = read_card(ev.number, "≪イベント≫" + ev_text)
    assert script.unread == ()
    game.scripts = {ev.number: script}
    game.moving.append(ev)
    resolve(game, script.event, None, ev.name, Source("event", ev))
    assert (game.hand, len(game.deck), game.moving) == ([ev], deck, [])


def test_this_card_to_the_top_of_the_deck_as_a_may_is_a_cost_the_goldfish_pays_only_for_what_follows():
    game = fresh()
    top = game.deck[0]
    ev = card(type_=CardType.EVENT)
    script = read_card(ev.number, "≪イベント≫このカードをデッキの1番上に置いてよい。")
    game.scripts = {ev.number: script}
    game.moving.append(ev)
    resolve(game, script.event, None, ev.name, Source("event", ev))
    assert (game.deck[0], game.moving) == (top, [ev])  # declined: it stays where it was


@pytest.mark.parametrize(("bottom_name", "drawn"), [("竜の牙", 1), ("猫の爪", 0)])
def test_the_bottom_card_of_the_deck_goes_to_the_trash_and_its_name_gates_the_draw(bottom_name, drawn):
    game = fresh()
    bottom = card(name=bottom_name)
    game.deck.append(bottom)
    deck = len(game.deck)
    top = game.deck[0]
    event(game, "あなたのデッキの1番下をトラッシュに置いてよい。置いたカードがカード名に「竜」を含む場合、1枚引く。")
    assert game.trash == [bottom]
    assert len(game.deck) == deck - 1 - drawn
    assert game.hand == ([top] if drawn else [])


FROM_HAND = (
    "手札かトラッシュにある、あなたのカード名に「天使」を含むカードを1枚まで選び、デュナミスに表向きで置く。"
    "手札から置いたならば、1枚引く。"
)


@pytest.mark.parametrize(("in_hand", "drawn"), [(True, 1), (False, 0)])
def test_a_draw_after_a_card_put_from_the_hand_waits_on_the_card_coming_from_the_hand(in_hand, drawn):
    game = fresh()
    angel = card(name="天使")
    game.hand, game.trash, game.dynamis_face_up = ([angel], [], []) if in_hand else ([], [angel], [])
    event(game, FROM_HAND)
    assert game.dynamis_face_up == [angel]
    assert (len(game.hand), game.trash) == (drawn, [])


def test_from_the_hand_is_read_only_after_a_move_of_the_hand_and_another_zone():
    unread = read_card(
        "X", "≪イベント≫あなたの手札にあるカードを1枚選び、トラッシュに置く。手札から置いたならば、1枚引く。"
    ).unread
    assert len(unread) == 1
    assert "after no move of cards of the hand and another zone" in unread[0].reason
