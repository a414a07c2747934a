"""A card played from the trash, remove zone, charge or resources by its own constant ability (「【有効】トラッシュ【効果】
あなたはこのカードをコストを支払ってプレイしてよい」, effects.zone_plays, goldfish.zone_plays): read with the cost changes
valid there, paid and carried out as a play from the hand (806)."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effects import game_with_scripts
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.effects import AbilityKind, read_card
from zxdecks.rules.effects.language import Static
from zxdecks.rules.effects.zone_plays import EVENT_ONLY
from zxdecks.rules.goldfish import OnSquare, Resource
from zxdecks.rules.goldfish.zone_plays import main_plays, play_from_zone, zone_playable

PERMIT = "≪常≫【有効】{}【効果】あなたはこのカードをコストを支払ってプレイしてよい。"
RED = frozenset({Color.RED})


def _resources(game, n):
    game.resources = [Resource(card(colors=RED)) for _ in range(n)]


def test_a_permission_is_read_in_each_zone_it_names():
    for word, zone in (
        ("トラッシュ", "trash"),
        ("リムーブゾーン", "removed"),
        ("チャージ", "charge"),
        ("リソース", "resource"),
    ):
        script = read_card("X", PERMIT.format(word))
        assert script.unread == ()
        (ability,) = script.abilities
        assert (ability.kind, ability.zone, ability.statics) == (AbilityKind.CONSTANT, zone, (Static("play_from"),))
        assert set(script.play_zones) == {zone}
    either = read_card("X", PERMIT.format("チャージかトラッシュ"))
    assert set(either.play_zones) == {"charge", "trash"}


def test_a_cost_change_valid_where_the_card_is_played_from_is_kept_and_elsewhere_too():
    cost = "≪常≫【有効】{}【効果】このカードのコストを-2する。"
    kept = read_card("X", PERMIT.format("トラッシュ") + "\n" + cost.format("トラッシュ"))
    assert kept.unread == ()
    assert [s.kind for s in kept.play_zones["trash"]] == ["play_from", "cost"]
    alone = read_card("X", cost.format("チャージ"))  # a filter of charge cards sees it (run.seen, session 18)
    assert (alone.unread, alone.play_zones, list(alone.zone_seen)) == ((), {}, ["charge"])
    both = read_card("X", "≪常≫【有効】手札とトラッシュ【効果】あなたのライフ1枚につき、このカードのコストを+1する。")
    assert both.abilities[0].zone == "hand+trash"
    with_play = read_card("X", PERMIT.format("トラッシュ") + "\n" + both.abilities[0].text.join(["≪常≫", ""]))
    assert with_play.abilities[1].zone == "hand+trash"


def test_a_gated_cost_change_where_the_card_is_never_played_from_is_read_with_its_gate():
    script = read_card(
        "X", "≪レベル能力(ウェイカー)≫ウェイカーLv2≪常≫【有効】トラッシュ【効果】このカードのコストは1減る。"
    )
    assert script.unread == ()
    assert [a.kind for a in script.abilities] == [AbilityKind.INERT, AbilityKind.CONSTANT]


def test_the_replacement_of_the_trash_is_read_for_an_event_only():
    replacement = "\nこの能力でプレイされたこのカードがトラッシュに置かれる際、トラッシュに置くかわりに除外する。"
    event = read_card("X", PERMIT.format("トラッシュ") + replacement + "\n≪イベント≫【効果】カードを1枚引く。")
    assert event.unread == ()
    assert event.play_zones["trash"] == (Static("play_from", per="removed"),)
    zx = read_card("X", PERMIT.format("トラッシュ") + replacement)
    assert [u.reason for u in zx.unread] == [EVENT_ONLY]


def test_a_zx_in_the_trash_is_played_for_its_cost_only_while_its_condition_holds():
    zombie = card(cost=3, colors=RED)
    text = "≪常≫【有効】トラッシュ【効果】あなたのトラッシュが4枚以上ある場合、あなたはこのカードをコストを支払ってプレイしてよい。"
    game = game_with_scripts((zombie.number, text))
    game.trash = [zombie, card(), card()]
    _resources(game, 3)
    assert zone_playable(game) == []  # three cards in the trash: the condition fails
    game.trash.append(card())
    assert zone_playable(game) == [("trash", 0)]
    assert play_from_zone(game, "trash", 0)
    assert zombie not in game.trash
    assert [u.card for u in game.squares.values()] == [zombie]
    assert next(iter(game.squares.values())).entered_how == "played"
    assert not any(r.rebooted for r in game.resources)  # 3 paid


def test_a_card_is_not_played_from_a_zone_without_the_resources_to_pay():
    zombie = card(cost=3, colors=RED)
    game = game_with_scripts((zombie.number, PERMIT.format("リムーブ")))
    game.removed = [zombie]
    _resources(game, 2)
    assert zone_playable(game) == []
    assert not play_from_zone(game, "removed", 0)
    assert game.removed == [zombie]
    game.resources.append(Resource(card(colors=RED)))
    assert play_from_zone(game, "removed", 0)
    assert game.removed == []


def test_a_resource_card_does_not_pay_for_its_own_play_and_leaves_the_resources():
    stacy = card(cost=2, colors=RED)
    game = game_with_scripts((stacy.number, PERMIT.format("リソース")))
    game.resources = [Resource(stacy), Resource(card(colors=RED))]
    assert zone_playable(game) == []  # only one other resource to pay 2
    game.resources.append(Resource(card(colors=RED)))
    assert zone_playable(game) == [("resource", 0)]
    assert play_from_zone(game, "resource", 0)
    assert len(game.resources) == 2
    assert not any(r.rebooted for r in game.resources)
    assert [u.card for u in game.squares.values()] == [stacy]


def test_the_cost_valid_in_the_hand_and_the_trash_is_paid_from_the_trash():
    heavy = card(cost=0, colors=RED)
    text = (
        PERMIT.format("トラッシュ")
        + "\n≪常≫【有効】手札とトラッシュ【効果】あなたのライフ1枚につき、このカードのコストを+1する。"
    )
    game = game_with_scripts((heavy.number, text))
    game.trash = [heavy]
    game.life = [card(), card()]
    _resources(game, 1)
    assert zone_playable(game) == []  # 0 + 2 for two life cards
    game.life = [card()]
    assert play_from_zone(game, "trash", 0)
    assert not game.resources[0].rebooted


def test_an_event_played_from_the_trash_resolves_and_goes_where_its_text_puts_it():
    event = card(type_=CardType.EVENT, cost=1, colors=RED)
    text = (
        PERMIT.format("トラッシュ")
        + "\nこの能力でプレイされたこのカードがトラッシュに置かれる際、トラッシュに置くかわりに除外する。"
        + "\n≪イベント≫【効果】カードを2枚引く。"
    )
    game = game_with_scripts((event.number, text))
    game.trash = [event]
    _resources(game, 1)
    hand = len(game.hand)
    assert play_from_zone(game, "trash", 0)
    assert len(game.hand) == hand + 2
    assert game.removed == [event]
    assert event not in game.trash


def test_the_default_policy_plays_from_the_resources_only_while_five_stay():
    stacy = card(cost=1, colors=RED)
    game = game_with_scripts((stacy.number, PERMIT.format("リソース")))
    game.hand = []
    game.resources = [Resource(stacy)] + [Resource(card(colors=RED)) for _ in range(4)]
    main_plays(game)
    assert game.squares == {}
    assert len(game.resources) == 5
    game.resources.append(Resource(card(colors=RED)))
    main_plays(game)
    assert [u.card for u in game.squares.values()] == [stacy]
    assert len(game.resources) == 5


def test_a_turn_plays_the_trash_card_after_the_hand():
    zombie = card(cost=2, colors=RED)
    game = game_with_scripts((zombie.number, PERMIT.format("トラッシュ")))
    game.hand = []
    game.trash = [zombie]
    _resources(game, 2)
    game.squares = {}
    main_plays(game)
    assert [u.card for u in game.squares.values()] == [zombie]
    assert game.trash == []


AURA = "≪常≫【有効】スクエア【効果】あなたはあなたのトラッシュにある[ノスフェラトゥ]をコストを支払ってプレイしてよい。"


def test_a_permission_for_cards_of_a_filter_is_read_on_squares():
    (ability,) = read_card("X", AURA).abilities
    (static,) = ability.statics
    assert (ability.zone, static.kind, static.per, static.filter.race) == (
        "square",
        "play_from_aura",
        "trash",
        "ノスフェラトゥ",
    )


def test_cards_of_the_filter_are_played_from_the_trash_only_while_the_card_is_on_a_square():
    lord = card(cost=2)
    vampire = dataclasses.replace(card(cost=2, colors=RED), races=("ノスフェラトゥ",))
    other = card(cost=1, colors=RED)
    game = game_with_scripts((lord.number, AURA))
    game.trash = [vampire, other]
    _resources(game, 3)
    assert zone_playable(game) == []  # the lord is not on a square
    game.squares = {(2, 0): OnSquare(lord, True, 3000)}
    assert zone_playable(game) == [("trash", 0)]  # not the card of another race
    assert play_from_zone(game, "trash", 0)
    assert game.trash == [other]
    assert sum(1 for r in game.resources if r.rebooted) == 1  # 2 paid
    assert vampire in [u.card for u in game.squares.values()]


NAMESAKE_ONLY = "≪常≫【効果】このカードはあなたのトラッシュにこのカード以外の《同名》がある場合にしか登場できない。"


def test_a_card_needing_another_namesake_in_the_trash_is_not_played_from_the_trash_alone_there():
    zombie = card(cost=1, colors=RED)
    game = game_with_scripts((zombie.number, PERMIT.format("トラッシュ") + "\n" + NAMESAKE_ONLY))
    game.trash = [zombie, card()]  # the card itself is its only namesake there
    _resources(game, 1)
    assert zone_playable(game) == []
    assert not play_from_zone(game, "trash", 0)
    assert game.trash[0] is zombie
    assert game.squares == {}
    game.trash.append(dataclasses.replace(zombie))  # another copy: now a namesake other than itself
    assert zone_playable(game) == [("trash", 0), ("trash", 2)]
    assert play_from_zone(game, "trash", 0)
    assert [u.card for u in game.squares.values()] == [zombie]
