"""Cards of your resources, charge and remove zone, and of 「手札かリソースにある、」, played without their cost by an effect
(session 19 `zones`, run.free_plays), pinned by value in a game: the card played leaves its zone, a Z/X enters, an
event resolves and goes to the trash; a card of the filter elsewhere, or none of it, plays nothing."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.board import Resource
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind


def zx(cost, name="ゼクス"):
    return dataclasses.replace(card(cost=cost, name=name), power=5000)


def on_squares(game):
    return [u.card for u in game.squares.values()]


FROM_RESOURCES = "あなたのリソースにあるカード名に「エンジュ」を含むゼクスを1枚選び、コストを支払わずにプレイする。"


def test_a_named_zx_of_the_resources_is_played_and_leaves_them():
    game = fresh()
    named, plain = zx(6, "森の賢者エンジュ"), zx(2)
    game.resources = [Resource(plain), Resource(named)]
    event(game, FROM_RESOURCES)
    assert on_squares(game) == [named]
    assert [r.card for r in game.resources] == [plain]


def test_no_card_of_the_name_in_the_resources_plays_nothing():
    game = fresh()
    plain = zx(2)
    game.resources = [Resource(plain)]
    game.hand = [zx(3, "森の賢者エンジュ")]  # of the name, but in the hand
    event(game, FROM_RESOURCES)
    assert on_squares(game) == []
    assert [r.card for r in game.resources] == [plain]
    assert len(game.hand) == 1


def test_an_event_of_the_resources_resolves_and_goes_to_the_trash():
    game = fresh()
    spell = dataclasses.replace(card(cost=2, name="星の呼び声"), type=CardType.EVENT)
    game.resources = [Resource(spell)]
    scripts = {spell.number: read_card(spell.number, "≪イベント≫カードを2枚引く。")}
    top = game.deck[:2]
    event(game, "あなたのリソースにあるイベントを1枚まで選び、コストを支払わずにプレイする。", scripts)
    assert game.hand == top
    assert game.trash == [spell]
    assert game.resources == []


@pytest.mark.parametrize(("zone", "words"), [("removed", "リムーブ"), ("charge", "チャージ")])
def test_a_zx_of_the_remove_zone_or_the_charge_is_played_within_its_cost_bound(zone, words):
    game = fresh()
    cheap, costly = zx(3), zx(4)
    setattr(game, zone, [costly, cheap])
    event(game, f"あなたの{words}にあるコスト3以下のゼクスを1枚まで選び、コストを支払わずにプレイする。")
    assert on_squares(game) == [cheap]
    assert getattr(game, zone) == [costly]
    game = fresh()
    setattr(game, zone, [costly])
    event(game, f"あなたの{words}にあるコスト3以下のゼクスを1枚まで選び、コストを支払わずにプレイする。")
    assert on_squares(game) == []
    assert getattr(game, zone) == [costly]


UNION = "手札かリソースにある、あなたのコスト3以下のカードを1枚まで選び、コストを支払わずにプレイする。"


def test_any_of_the_two_zones_gives_the_card_played():
    game = fresh()
    in_hand, in_resources = zx(5), zx(2)
    game.hand = [in_hand]
    game.resources = [Resource(in_resources)]
    event(game, UNION)
    assert on_squares(game) == [in_resources]  # the hand's is too costly
    assert game.resources == []
    assert game.hand == [in_hand]


def test_the_plays_read_with_the_zones_they_come_from():
    for text, rest in ((FROM_RESOURCES, "resources"), (UNION, "hand|resources")):
        (ability,) = read_card("X", "≪イベント≫" + text).abilities
        (play,) = ability.effects
        assert (play.kind, play.rest) == (Kind.PLAY_FREE, rest)
        assert line_part(ability) == "acting"


# -- 「アセンション」 as a card type of a filter (202.12) ---------------------------------------------------------------
def test_an_ascension_of_the_remove_zone_goes_back_to_the_hand_and_a_zx_does_not():
    game = fresh()
    ascension = dataclasses.replace(card(cost=2), type=CardType.AN)
    other = zx(2)
    game.removed = [other, ascension]
    event(game, "あなたのリムーブにあるアセンションを1枚まで選び、手札に戻す。")
    assert game.hand == [ascension]
    assert game.removed == [other]
    game = fresh()
    game.removed = [other]
    event(game, "あなたのリムーブにあるアセンションを1枚まで選び、手札に戻す。")
    assert game.hand == []
    assert game.removed == [other]
