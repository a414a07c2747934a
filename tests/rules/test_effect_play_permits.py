"""A permission an effect gives until the end of the turn to play cards of a filter from the trash or from the face-up
cards of the Dynamis for their cost (effects.play_permits, goldfish.permits, goldfish.zone_plays; session 19
`grants`), read and carried out in a game."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import event
from tests.rules.test_effect_values_references import board
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind
from zxdecks.rules.goldfish import Resource
from zxdecks.rules.goldfish.zone_plays import main_plays, zone_playable

RED = frozenset({Color.RED})
TRASH = "ターン終了時まで、あなたはあなたのトラッシュにあるカード名に「アラネ」を含むゼクスをコストを支払ってプレイしてよい。"
FACE_UP = (
    "ターン終了時まで、あなたはあなたのデュナミスにある表向きのカード名に「エレメンツ」を含むゼクスをコストを支払って"
    "プレイしてよい。"
)


def _named(name: str, cost: int = 2):
    return dataclasses.replace(card(cost=cost, colors=RED), name=name)


def test_the_permission_reads_as_permit_play_of_its_zone_and_filter_and_acts():
    (ability,) = read_card("X", "≪イベント≫" + TRASH).abilities
    (effect,) = ability.effects
    assert (effect.kind, effect.rest, effect.filter.name_contains) == (Kind.PERMIT_PLAY, "trash", "アラネ")
    assert line_part(ability) == "acting"
    (ability,) = read_card("X", "≪イベント≫" + FACE_UP).abilities
    assert ability.effects[0].rest == "dynamis_face_up"


def test_a_permission_without_until_the_end_of_the_turn_stays_unread():
    assert read_card("X", "≪イベント≫" + TRASH.removeprefix("ターン終了時まで、")).abilities == ()


def test_the_named_zx_in_the_trash_is_played_for_its_cost_this_turn_only_and_no_other():
    game = board({}, {})
    spider, other = _named("アラネア"), _named("別人")
    game.trash = [other, spider]
    game.resources = [Resource(card(colors=RED)) for _ in range(3)]
    assert zone_playable(game) == []  # no permission yet
    assert event(game, TRASH)
    assert zone_playable(game) == [("trash", 1)]  # not the card of another name
    main_plays(game)
    assert game.trash == [other]
    assert spider in [u.card for u in game.squares.values()]
    assert sum(1 for r in game.resources if r.rebooted) == 1  # its cost 2 paid
    game.trash.append(_named("アラネB"))
    game.end_turn()
    game.start_turn()
    assert ("trash", len(game.trash) - 1) not in zone_playable(game)  # the permission ended with its turn


def test_a_face_up_named_zx_of_the_dynamis_is_played_for_its_cost_and_a_face_down_one_is_not():
    game = board({}, {})
    up, down = _named("エレメンツA", 3), _named("エレメンツB", 3)
    game.dynamis_face_up, game.dynamis = [up], [down]
    game.resources = [Resource(card(colors=RED)) for _ in range(3)]
    assert event(game, FACE_UP)
    assert zone_playable(game) == [("dynamis_face_up", 0)]
    main_plays(game)
    assert game.dynamis_face_up == []
    unit = next(u for u in game.squares.values() if u.card is up)
    assert unit.entered_from == "dynamis"
    assert not any(r.rebooted for r in game.resources)  # its cost 3 paid
