"""Activated abilities valid in more than one zone (803.1b, 803.1d): 「手札とリムーブ」, 「手札かトラッシュ」,
「手札とチャージとトラッシュ」, 「スクエアとチャージ」: played from each zone named, and from no other."""

from __future__ import annotations

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.run import activate, next_activation
from zxdecks.rules.goldfish import OnSquare

DRAW = "【コスト】《無0・無0》【効果】カードを1枚引く。"


def _text(zones):
    return f"≪起≫【有効】≪自分ターン1≫{zones}{DRAW}"


def _game(text, zone):
    """A fresh game with the card of `text` in `zone` ("square": on (1, 1))."""
    zx = dataclasses.replace(card(cost=3), power=3000)
    game = fresh()
    game.scripts = {zx.number: read_card(zx.number, text)}
    game.squares = {}
    if zone == "square":
        game.squares[(1, 1)] = OnSquare(zx, True, 3000)
    else:
        getattr(game, zone).append(zx)
    return game


@pytest.mark.parametrize(
    ("zones", "read"),
    [
        ("手札とリムーブ", "hand+removed"),
        ("トラッシュとリムーブ", "trash+removed"),
        ("手札かトラッシュ", "hand+trash"),
        ("手札とチャージとトラッシュ", "hand+charge+trash"),
        ("スクエアとチャージ", "square+charge"),
        ("手札とスクエア", "hand+square"),
        ("手札とデュナミス", "hand+dynamis+dynamis_face_up"),
        ("スクエアと≪デュナミス表≫", "square+dynamis_face_up"),
    ],
)
def test_the_zones_named_are_read_and_the_line_acts(zones, read):
    script = read_card("X", _text(zones))
    assert script.unread == ()
    (ability,) = script.abilities
    assert ability.zone == read
    assert line_part(ability) == "acting"


@pytest.mark.parametrize(
    ("zones", "valid", "invalid"),
    [
        ("手札とリムーブ", ["hand", "removed"], ["trash", "charge", "square"]),
        ("手札かトラッシュ", ["hand", "trash"], ["removed", "charge", "square"]),
        ("手札とチャージとトラッシュ", ["hand", "charge", "trash"], ["removed", "square"]),
        ("スクエアとチャージ", ["square", "charge"], ["hand", "trash"]),
        ("手札とデュナミス", ["hand", "dynamis", "dynamis_face_up"], ["charge", "square"]),
        ("スクエアと≪デュナミス表≫", ["square", "dynamis_face_up"], ["dynamis", "hand"]),
    ],
)
def test_the_ability_is_played_from_each_zone_named_and_from_no_other(zones, valid, invalid):
    for zone in valid:
        game = _game(_text(zones), zone)
        top = game.deck[0]
        found = next_activation(game)
        assert found is not None, zone
        activate(game, *found)
        assert top in game.hand
        assert next_activation(game) is None  # ≪自分ターン1≫: once a turn
    for zone in invalid:
        assert next_activation(_game(_text(zones), zone)) is None, zone


def test_an_unknown_zone_word_leaves_the_ability_unread():
    assert read_card("X", _text("手札とデッキ")).abilities == ()


HATEN_SQUARE = "≪起≫破天降臨【有効】≪自分ターン≫スクエア" + DRAW
HATEN_HAND = "≪起≫破天降臨(あなたはを1ターンに1回しかプレイできない。)\n【有効】≪自分ターン≫手札" + DRAW


def test_the_haten_korin_label_is_read_before_an_ability_on_a_square_or_in_the_hand():
    for text, zone in ((HATEN_SQUARE, "square"), (HATEN_HAND, "hand")):
        script = read_card("X", text)
        assert script.unread == ()
        (ability,) = script.abilities
        assert (ability.zone, ability.once_key, ability.once_per_turn) == (zone, "≪起≫破天降臨", False)


def test_one_haten_korin_ability_a_turn_in_all_whichever_zone_it_is_played_from():
    labelled, plain = (dataclasses.replace(card(cost=3), power=3000) for _ in range(2))
    in_hand = card(cost=4)
    game = fresh()
    game.scripts = {
        labelled.number: read_card(labelled.number, HATEN_SQUARE),
        in_hand.number: read_card(in_hand.number, HATEN_HAND),
        plain.number: read_card(plain.number, "≪起≫【有効】≪自分ターン≫スクエア" + DRAW),  # no label
    }
    game.squares = {(1, 1): OnSquare(labelled, True, 3000), (1, 2): OnSquare(plain, True, 3000)}
    game.hand = [in_hand]
    drawn = game.deck[:3]
    while (found := next_activation(game)) is not None:
        activate(game, *found)
    # the square's 破天降臨 ability and the plain one: the hand's 破天降臨 is not played this turn (1129)
    assert game.hand == [in_hand, *drawn[:2]]
    game.forbidden_names.clear()
    game.hand = [in_hand]
    found = next_activation(game)  # with no 破天降臨 ability played, the hand's is played
    assert found is not None
    assert found[0].card is in_hand


FORCE_DRAW = "≪起≫【有効】≪自分ターン≫フォース【コスト】このカードをトラッシュに置く。\n【効果】1枚引く。"


def _force_game(face_up=(), face_down=()):
    holder = dataclasses.replace(card(cost=5), power=5000)
    game = fresh()
    game.squares = {(1, 1): OnSquare(holder, True, 5000)}
    unit = game.squares[(1, 1)]
    unit.force, unit.force_down = list(face_up), list(face_down)
    return game, unit


def test_an_ability_valid_in_the_force_zone_is_played_from_the_face_up_force_of_a_zx_of_yours():
    (ability,) = read_card("X", FORCE_DRAW).abilities
    assert (ability.zone, line_part(ability)) == ("force", "acting")
    assert read_card("X", FORCE_DRAW.replace("フォース【", "フォースゾーン【")).abilities[0].zone == "force"
    forced, other = card(cost=2), card(cost=3)
    game, unit = _force_game([other, forced])
    game.scripts = {forced.number: read_card(forced.number, FORCE_DRAW)}
    top = game.deck[0]
    source, found = next_activation(game)
    assert (source.zone, source.card) == ("force", forced)
    activate(game, source, found)
    assert unit.force == [other]  # paid: out of the force into the trash
    assert game.trash == [forced]
    assert game.hand == [top]


def test_a_card_in_the_face_down_force_or_another_zone_does_not_play_a_force_ability():
    forced = card(cost=2)
    game, _ = _force_game(face_down=[forced])  # face down: no abilities (312.2a)
    game.scripts = {forced.number: read_card(forced.number, FORCE_DRAW)}
    assert next_activation(game) is None
    game, _ = _force_game()
    game.scripts = {forced.number: read_card(forced.number, FORCE_DRAW)}
    game.trash, game.hand = [forced], [forced]
    assert next_activation(game) is None


FORCE_OF = "≪起≫【有効】≪自分ターン1≫フォース【コスト】《無0・無0》\n【効果】このカードが[ブレイバー]のフォースの場合、1枚引く。"
ONLY_UNDER = (
    "≪起≫【有効】≪自分ターン≫フォース【コスト】このカードをトラッシュに置く。\n【効果】1枚引く。\n"
    "この能力はこのカードがカード名に「晴明」を含むゼクスのフォースの場合にしかプレイできない。"
)


@pytest.mark.parametrize(("races", "drawn"), [(("ブレイバー",), 1), (("アームズ",), 0)])
def test_an_effect_under_this_card_being_the_force_of_a_race_resolves_only_under_one(races, drawn):
    (ability,) = read_card("X", FORCE_OF).abilities
    assert [c.kind.value for c in ability.conditions] == ["self_force_of"]
    forced = card(cost=2)
    game, unit = _force_game([forced])
    unit.card = dataclasses.replace(unit.card, races=races)
    game.scripts = {forced.number: read_card(forced.number, FORCE_OF)}
    found = next_activation(game)
    if drawn:
        activate(game, *found)
    assert len(game.hand) == drawn


@pytest.mark.parametrize(("name", "played"), [("安倍晴明", True), ("蘆屋道満", False)])
def test_an_ability_played_only_from_the_force_of_a_named_zx(name, played):
    (ability,) = read_card("X", ONLY_UNDER).abilities
    assert [c.kind.value for c in ability.play_conditions] == ["self_force_of"]
    forced = card(cost=2)
    game, unit = _force_game([forced])
    unit.card = dataclasses.replace(unit.card, name=name, names=frozenset({name}))
    game.scripts = {forced.number: read_card(forced.number, ONLY_UNDER)}
    found = next_activation(game)
    assert (found is not None) is played
    if played:
        activate(game, *found)
        assert unit.force == []
        assert game.trash == [forced]
        assert len(game.hand) == 1


OPPONENTS_TURN = "≪起≫【有効】≪相手ターン1≫スクエア【コスト】あなたの手札を1枚トラッシュに置く。\n【効果】2枚引く。"


def test_an_ability_of_the_opponents_turn_is_read_as_valid_only_then_and_never_played_in_your_main_phase():
    (ability,) = read_card("X", OPPONENTS_TURN).abilities
    assert (ability.turn, ability.once_per_turn, ability.zone) == ("opponent", True, "square")
    assert ability.text.startswith("【有効】≪相手ターン1≫")
    assert line_part(ability) == "opponent_board_only"  # the goldfish plays activated abilities in its main phase
    own = read_card("X", OPPONENTS_TURN.replace("相手ターン1", "自分ターン1")).abilities[0]
    assert (own.turn, line_part(own)) == ("", "acting")
    for text in (OPPONENTS_TURN, OPPONENTS_TURN.replace("スクエア【", "手札【")):
        game = _game(text, "square" if "スクエア【" in text else "hand")
        game.hand.append(card(cost=1))
        assert next_activation(game) is None
    unread = read_card("X", "≪起≫【有効】≪相手ターン≫手札【コスト】《無0・無0》【効果】このカードを裏返す。").unread
    assert unread[0].text.startswith("【有効】≪相手ターン≫")  # an unread one keeps its text as printed


PLAYER_SQUARE = "≪起≫【有効】≪自分ターン≫プレイヤースクエア【コスト】このカードを破壊する。\n【効果】2枚引く。"


def test_an_ability_valid_on_the_player_square_is_played_only_from_there_and_resolves_once_paid():
    from zxdecks.rules.board import OWN_PLAYER_SQUARE

    (ability,) = read_card("X", PLAYER_SQUARE).abilities
    assert [c.kind.value for c in ability.play_conditions] == ["self_on_player_square"]
    zx = dataclasses.replace(card(cost=3), power=3000)
    game = fresh()
    game.scripts = {zx.number: read_card(zx.number, PLAYER_SQUARE)}
    game.squares = {(1, 1): OnSquare(zx, True, 3000)}
    assert next_activation(game) is None  # on a normal square
    game.squares = {OWN_PLAYER_SQUARE: OnSquare(zx, True, 3000)}
    activate(game, *next_activation(game))
    assert game.squares == {}  # destroyed to pay
    assert len(game.hand) == 2  # and the effect resolved after it left the square
