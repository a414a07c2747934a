"""Cards played without their cost by an effect (806), pinned by value: which cards, how they entered, what the
effect reports, and what keeps a card from being played free (its name forbidden, no square, an event with nothing
to gain)."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import dragon, event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.run import At, Source, apply
from zxdecks.rules.goldfish import OnSquare
from zxdecks.rules.goldfish.state import SQUARE_ORDER

PLAY_ONE = "あなたの手札にある[ドラゴン]を1枚まで選び、コストを支払わずにプレイする。"
PLAY_TWO = "あなたの手札にある[ドラゴン]を2枚まで選び、コストを支払わずにプレイする。"
PLAY_EVENT = "あなたの手札にあるイベントを1枚まで選び、コストを支払わずにプレイする。"
PLAY_SELF = (
    "≪自≫【有効】トラッシュ【誘発】あなたのゼクスが登場する。\n【効果】このカードをコストを支払わずにプレイする。"
)


def _effect(body):
    (effect,) = read_card("X", "≪イベント≫" + body).event.effects
    return effect


def test_each_card_played_free_enters_from_the_hand_and_the_effect_says_it_played():
    game = fresh()
    small, big, other = dragon(cost=2), dragon(cost=6), card(cost=5)
    game.hand = [small, big, other]
    assert apply(game, _effect(PLAY_TWO), At(None)) is True
    assert game.hand == [other]
    assert sorted((u.card.cost, u.entered_how) for u in game.squares.values()) == [(2, "hand"), (6, "hand")]


def test_one_card_played_free_is_reported_as_played():
    game = fresh()
    game.hand = [dragon(cost=3)]
    assert apply(game, _effect(PLAY_ONE), At(None)) is True
    assert [u.entered_how for u in game.squares.values()] == ["hand"]


def test_nothing_to_play_is_reported_as_not_played():
    game = fresh()
    game.hand = [card(cost=3)]  # not a [ドラゴン]
    assert apply(game, _effect(PLAY_ONE), At(None)) is False
    assert (game.squares, len(game.hand)) == ({}, 1)


def test_a_card_whose_name_is_forbidden_this_turn_is_not_played_free():
    game = fresh()
    barred = dataclasses.replace(dragon(cost=3), name="封じられた竜")
    game.hand = [barred]
    game.forbidden_names.add("封じられた竜")
    assert apply(game, _effect(PLAY_ONE), At(None)) is False
    assert game.hand == [barred]


def test_a_zx_is_not_played_free_without_a_square_it_may_enter():
    game = fresh()
    # every square held by a slept Z/X: none may be played over (a rebooted one could be, 905.1)
    game.squares = {sq: OnSquare(card(cost=1), False, 1000) for sq in SQUARE_ORDER}
    full = dict(game.squares)
    game.hand = [dragon(cost=3)]
    assert apply(game, _effect(PLAY_ONE), At(None)) is False
    assert (game.squares, len(game.hand)) == (full, 1)


def test_an_event_is_played_free_only_when_its_effect_can_gain_something():
    drawing = card(type_=CardType.EVENT)
    idle = dataclasses.replace(card(type_=CardType.EVENT), number="EV-IDLE")
    scripts = {
        drawing.number: read_card(drawing.number, "≪イベント≫カードを2枚引く。"),
        idle.number: read_card(idle.number, "≪イベント≫ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。"),
    }
    game = fresh()
    game.hand = [idle]
    event(game, PLAY_EVENT, scripts)
    assert (game.hand, game.trash) == ([idle], [])  # nothing on the opponent's squares to destroy: kept
    game.hand = [drawing]
    event(game, PLAY_EVENT, scripts)
    assert game.trash == [drawing]
    assert len(game.hand) == 2  # the event's own draw


def test_this_card_played_free_from_the_trash_enters_as_played_not_from_the_hand():
    game = fresh()
    zx = card(cost=4)
    game.scripts = {zx.number: read_card(zx.number, PLAY_SELF)}
    (ability,) = game.scripts[zx.number].abilities
    game.trash = [zx]
    assert apply(game, ability.effects[0], At(None, Source("trash", zx))) is True
    assert game.trash == []
    assert [(u.card, u.entered_how) for u in game.squares.values()] == [(zx, "played")]


def test_this_card_played_free_from_the_hand_enters_from_the_hand():
    game = fresh()
    zx = card(cost=4)
    game.scripts = {zx.number: read_card(zx.number, PLAY_SELF)}
    (ability,) = game.scripts[zx.number].abilities
    game.hand = [zx]
    assert apply(game, ability.effects[0], At(None, Source("hand", zx))) is True
    assert [(u.card, u.entered_how) for u in game.squares.values()] == [(zx, "hand")]


def test_this_card_is_not_played_free_when_its_name_is_forbidden_or_no_square_is_empty():
    game = fresh()
    zx = card(cost=4)
    game.scripts = {zx.number: read_card(zx.number, PLAY_SELF)}
    (ability,) = game.scripts[zx.number].abilities
    game.trash = [zx]
    game.forbidden_names.add(zx.name)
    assert apply(game, ability.effects[0], At(None, Source("trash", zx))) is False
    assert (game.trash, game.squares) == ([zx], {})
    assert apply(game, ability.effects[0], At(None)) is False  # no card whose ability it is


PLAY_FROM_TRASH = "あなたのトラッシュにある[ドラゴン]を1枚まで選び、コストを支払わずにプレイする。"
NAMESAKE_ONLY = "≪常≫【効果】このカードはあなたのトラッシュにこのカード以外の《同名》がある場合にしか登場できない。"


def test_a_card_needing_another_namesake_in_the_trash_counts_not_itself_when_played_free_from_there():
    lone = dragon(cost=3)
    scripts = {lone.number: read_card(lone.number, NAMESAKE_ONLY)}
    effect = _effect(PLAY_FROM_TRASH)
    assert (effect.kind.name, effect.rest) == ("PLAY_FREE", "trash")
    game = fresh()
    game.scripts = scripts
    game.trash = [lone]
    assert apply(game, effect, At(None)) is False
    assert (game.trash, game.squares) == ([lone], {})
    twin = dataclasses.replace(lone)
    game.trash = [lone, twin]
    assert apply(game, effect, At(None)) is True
    assert [u.card for u in game.squares.values()] == [lone]
    assert game.trash == [twin]
