"""「プレイされたそのイベントがトラッシュに置かれる際、トラッシュに置くかわりに除外する」 after an event played without its
cost (issue 28, session 16 `cov2d`): PLAY_FREE of `to` "removed", the event resolves and goes to the remove zone
instead of the trash (806.3b replaced); pinned by value in a game, with and without the sentence, from the trash and
the hand, and for a Z/X played the same way (it enters: nothing to replace)."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind

INSTEAD = "プレイされたそのイベントがトラッシュに置かれる際、トラッシュに置くかわりに除外する。"
FROM_TRASH = "あなたのトラッシュにあるコスト3以下のカードを1枚まで選び、コストを支払わずにプレイする。"
FROM_HAND = "あなたの手札にあるコスト3以下のイベントを1枚まで選び、コストを支払わずにプレイする。"


def spell_game(zone):
    """A game with a cost-2 event that draws two cards in `zone`; the event and the two cards it draws."""
    game = fresh()
    spell = dataclasses.replace(card(cost=2, name="星の呼び声"), type=CardType.EVENT)
    setattr(game, zone, [spell])
    return game, spell, {spell.number: read_card(spell.number, "≪イベント≫カードを2枚引く。")}


@pytest.mark.parametrize(("text", "trash", "removed"), [(FROM_TRASH + INSTEAD, 0, 1), (FROM_TRASH, 1, 0)])
def test_the_event_played_from_the_trash_resolves_and_goes_where_the_text_says(text, trash, removed):
    game, spell, scripts = spell_game("trash")
    top = game.deck[:2]
    event(game, text, scripts)
    assert game.hand == top  # it resolved
    assert game.trash == [spell][:trash]
    assert game.removed == [spell][:removed]


def test_the_event_played_from_the_hand_is_removed_after_it_resolves():
    game, spell, scripts = spell_game("hand")
    top = game.deck[:2]
    event(game, FROM_HAND + INSTEAD, scripts)
    assert game.hand == top
    assert game.trash == []
    assert game.removed == [spell]


def test_a_zx_played_the_same_way_enters_and_nothing_is_removed():
    game = fresh()
    zx = dataclasses.replace(card(cost=3), power=5000)
    game.trash = [zx]
    event(game, FROM_TRASH + INSTEAD)
    assert [u.card for u in game.squares.values()] == [zx]
    assert game.removed == []


def test_the_reading_marks_the_play_and_stays_unread_after_anything_else():
    (ability,) = read_card("X", "≪イベント≫" + FROM_TRASH + INSTEAD).abilities
    (play,) = ability.effects
    assert (play.kind, play.rest, play.to, play.n, play.up_to) == (Kind.PLAY_FREE, "trash", "removed", 1, True)
    assert line_part(ability) == "acting"
    script = read_card("X", "≪イベント≫カードを1枚引く。" + INSTEAD)
    assert script.event is None
    assert script.unread[0].reason == "「プレイされたそのイベント」 after no card played without its cost"
