"""A card's own cost changes and gained ignition icon valid in the trash, charge, remove zone or resources are what a
filter of cards there sees (803.1b, 811; effects.run.seen): 「【有効】チャージ【効果】このカードのコストを-2する」 lets
「あなたのチャージにあるコスト2以下のゼクスを…登場させる」 take a cost-4 card; 「【有効】トラッシュとリソース【効果】このカード
は≪イグニッション≫を得る」 makes it a card 「≪イグニッション≫を持つ」 there. Session 18 (`const3`)."""

from __future__ import annotations

from tests.rules.builders import card
from tests.rules.test_effects import ENTER, game_with_scripts
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import AbilityKind, read_card
from zxdecks.rules.effects.language import Static
from zxdecks.rules.goldfish import Resource

RED = frozenset({Color.RED})
CHARGE_ENTER = (
    ENTER + "あなたのチャージにあるコスト2以下のゼクスを1枚選び、リブートでゼクスのないノーマルスクエアに登場させる。"
)
TRASH_TO_HAND = ENTER + "あなたのトラッシュにあるコスト2以下のゼクスを1枚まで選び、手札に加える。"
IGNITION_TO_HAND = ENTER + "あなたのトラッシュにある≪イグニッション≫を持つカードを1枚まで選び、手札に加える。"


def _enter(game, zx):
    game.hand = [zx]
    assert game.play_from_hand(0)


def test_a_cost_change_in_a_zone_nothing_plays_the_card_from_is_read_there():
    script = read_card("X", "≪常≫【有効】チャージ【効果】このカードのコストを-2する。ただし、0以下にならない。")
    assert script.unread == ()
    (ability,) = script.abilities
    assert (ability.kind, ability.zone) == (AbilityKind.CONSTANT, "charge")
    assert script.zone_seen == {"charge": (Static("cost", -2, floor=1),)}
    assert script.play_zones == {}  # nothing plays it from the charge by its own permission


def test_a_charge_card_with_a_lower_cost_there_is_taken_by_a_cost_bound():
    cheap_there = card(cost=4, colors=RED)
    other = card(cost=4, colors=RED)
    caller = card(cost=0, colors=RED)
    game = game_with_scripts(
        (cheap_there.number, "≪常≫【有効】チャージ【効果】このカードのコストを-2する。ただし、0以下にならない。"),
        (caller.number, CHARGE_ENTER),
    )
    game.charge = [other, cheap_there]
    _enter(game, caller)
    assert cheap_there not in game.charge  # cost 4 - 2 = 2 in the charge
    assert cheap_there in [u.card for u in game.squares.values()]
    assert game.charge == [other]  # printed cost 4: not taken


def test_the_cost_change_in_the_trash_applies_only_while_its_condition_holds():
    text = "≪常≫【有効】トラッシュ【効果】あなたのトラッシュが4枚以上ある場合、このカードのコストを-2する。"
    for filler, taken in ((2, False), (3, True)):  # with it, 3 or 4 cards in the trash
        zombie = card(cost=4, colors=RED)
        caller = card(cost=0, colors=RED)
        game = game_with_scripts((zombie.number, text), (caller.number, TRASH_TO_HAND))
        game.trash = [zombie, *(card(cost=5) for _ in range(filler))]
        _enter(game, caller)
        assert (zombie in game.hand) is taken
        assert (zombie in game.trash) is not taken


def test_the_changed_cost_is_seen_only_in_the_zone_named():
    zombie = card(cost=4, colors=RED)
    caller = card(cost=0, colors=RED)
    game = game_with_scripts(
        (zombie.number, "≪常≫【有効】チャージ【効果】このカードのコストを-2する。"), (caller.number, TRASH_TO_HAND)
    )
    game.trash = [zombie]  # in the trash, not the charge: its printed cost 4
    _enter(game, caller)
    assert game.trash == [zombie]


def test_an_ignition_icon_gained_in_the_trash_and_resources_is_read():
    script = read_card("X", "≪常≫【有効】トラッシュとリソース【効果】このカードは≪イグニッション≫を得る。")
    assert script.unread == ()
    assert set(script.zone_seen) == {"trash", "resource"}
    assert not script.ignition_in_life
    life = read_card("X", "≪常≫【有効】トラッシュとライフとリソース【効果】このカードは≪イグニッション≫を得る。")
    assert life.ignition_in_life
    assert set(life.zone_seen) == {"trash", "resource"}
    hand = read_card("X", "≪常≫【有効】手札とリソース【効果】このカードは≪イグニッション≫を得る。")
    assert hand.abilities == ()  # the hand is not a zone a filter sees it in: unread


def test_a_trash_card_with_a_gained_icon_is_a_card_with_the_icon_there():
    gains = card(cost=3, colors=RED)
    plain = card(cost=3, colors=RED)
    caller = card(cost=0, colors=RED)
    game = game_with_scripts(
        (gains.number, "≪常≫【有効】トラッシュとリソース【効果】このカードは≪イグニッション≫を得る。"),
        (caller.number, IGNITION_TO_HAND),
    )
    game.trash = [plain, gains]
    _enter(game, caller)
    assert gains in game.hand
    assert game.trash == [plain]


def test_a_gained_icon_under_a_condition_counts_in_the_resources_only_while_it_holds():
    text = "≪常≫【有効】リソース【効果】あなたのリソースにカード名に「マジカル」を含むカードが3枚以上ある場合、このカードは≪イグニッション≫を得る。"
    drawer = card(cost=0, colors=RED)
    count = ENTER + "あなたのリソースに≪イグニッション≫を持つカードが1枚以上ある場合、カードを1枚引く。"
    for magicals, drawn in ((2, 0), (3, 1)):
        gains = card("マジカルA", cost=3, colors=RED)
        game = game_with_scripts((gains.number, text), (drawer.number, count))
        game.resources = [Resource(gains), *(Resource(card("マジカルB", colors=RED)) for _ in range(magicals - 1))]
        _enter(game, drawer)
        assert len(game.hand) == drawn  # the hand was the Z/X played
