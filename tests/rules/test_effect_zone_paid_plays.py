"""Cards played for their cost by an effect, session 18 (`zones`): 「このカードをコストを支払ってプレイする(てよい)」 (this
card from the zone its ability is valid in) and 「あなたのトラッシュにある…を1枚選び、コストを支払ってプレイする」 — 806 with
805: the cost paid from the rebooted resources (GameAPI.play_paying, goldfish.zone_plays.play_paying); a card that
cannot be paid for stays where it is."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event, fresh
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.effects.run import Source, resolve
from zxdecks.rules.goldfish import Resource

RED = frozenset({Color.RED})
SELF_PAID = "≪起≫【有効】≪自分ターン≫トラッシュ【コスト】《無0・無0》【効果】このカードをコストを支払ってプレイする。"


def _zx(cost):
    return dataclasses.replace(card(cost=cost, colors=RED), power=5000)


def _resources(game, n):
    game.resources = [Resource(card(colors=RED), True) for _ in range(n)]


def test_this_card_in_the_trash_is_played_for_its_cost():
    (ability,) = read_card("X", SELF_PAID).abilities
    assert [(e.kind, e.to) for e in ability.effects] == [(Kind.PLAY_SELF, "paid")]
    game = fresh()
    zx = _zx(3)
    game.scripts = {zx.number: read_card(zx.number, SELF_PAID)}
    game.trash = [zx]
    _resources(game, 4)
    resolve(game, ability, None, zx.name, Source("trash", zx))
    assert game.trash == []
    (unit,) = [u for u in game.squares.values() if u.card is zx]
    assert (unit.entered_how, unit.entered_from) == ("played", "trash")
    assert sum(1 for r in game.resources if not r.rebooted) == 3  # its cost paid
    assert sum(1 for r in game.resources if r.rebooted) == 1


def test_this_card_that_cannot_be_paid_for_stays_in_the_trash():
    (ability,) = read_card("X", SELF_PAID).abilities
    game = fresh()
    zx = _zx(3)
    game.scripts = {zx.number: read_card(zx.number, SELF_PAID)}
    game.trash = [zx]
    _resources(game, 2)
    resolve(game, ability, None, zx.name, Source("trash", zx))
    assert game.trash == [zx]
    assert all(zx is not u.card for u in game.squares.values())
    assert all(r.rebooted for r in game.resources)


CHOSEN_PAID = "あなたのトラッシュにあるカード名に「杳堺」を含むゼクスを1枚選び、コストを支払ってプレイする。"


def test_a_chosen_trash_card_of_the_name_is_played_for_its_cost():
    (effect,) = read_card("X", "≪イベント≫" + CHOSEN_PAID).event.effects
    assert (effect.kind, effect.rest, effect.to) == (Kind.PLAY_FREE, "trash", "paid")
    game = fresh()
    named, other = dataclasses.replace(_zx(2), name="杳堺の影", names=frozenset({"杳堺の影"})), _zx(1)
    game.trash = [other, named]
    _resources(game, 2)
    event(game, CHOSEN_PAID)
    assert game.trash == [other]
    assert any(u.card is named for u in game.squares.values())
    assert not any(r.rebooted for r in game.resources)


def test_a_chosen_trash_card_too_dear_is_not_played():
    game = fresh()
    named = dataclasses.replace(_zx(5), name="杳堺の影", names=frozenset({"杳堺の影"}))
    game.trash = [named]
    _resources(game, 4)
    event(game, CHOSEN_PAID)
    assert game.trash == [named]
    assert all(r.rebooted for r in game.resources)


EVENT_PAID = (
    "あなたのトラッシュにあるイベントを1枚選び、コストを支払ってプレイする。"
    "プレイされたそのイベントがトラッシュに置かれる際、トラッシュに置くかわりに除外する。"
)


def test_an_event_played_for_its_cost_from_the_trash_resolves_and_is_removed():
    (effect,) = read_card("X", "≪イベント≫" + EVENT_PAID).event.effects
    assert (effect.kind, effect.to) == (Kind.PLAY_FREE, "paid removed")
    game = fresh()
    draw = dataclasses.replace(card(cost=2, colors=RED, type_=CardType.EVENT))
    game.trash = [draw]
    game.scripts = {draw.number: read_card(draw.number, "≪イベント≫カードを2枚引く。")}
    _resources(game, 2)
    event(game, EVENT_PAID, scripts={draw.number: game.scripts[draw.number]})
    assert game.removed == [draw]
    assert game.trash == []
    assert len(game.hand) == 2
    assert not any(r.rebooted for r in game.resources)


def test_an_event_that_cannot_be_paid_for_stays_in_the_trash():
    game = fresh()
    draw = dataclasses.replace(card(cost=3, colors=RED, type_=CardType.EVENT))
    game.trash = [draw]
    script = read_card(draw.number, "≪イベント≫カードを2枚引く。")
    _resources(game, 2)
    event(game, EVENT_PAID, scripts={draw.number: script})
    assert game.trash == [draw]
    assert game.removed == []
    assert game.hand == []
