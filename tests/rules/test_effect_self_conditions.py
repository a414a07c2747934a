"""Conditions on this card and on whose turn it is (effects.self_conditions, run.self_conditions), in a game: each
new condition both ways, asserting what the gated effect did (cards drawn, hand and deck counts)."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import ENTER, event, fresh
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.language import Condition
from zxdecks.rules.effects.run import Source, conditions_hold, resolve

DRAW = "カードを1枚引く。"


def _drawn(game, act):
    hand, deck = len(game.hand), len(game.deck)
    act()
    assert deck - len(game.deck) == len(game.hand) - hand
    return len(game.hand) - hand


def _enters(game, body, how, zx=None):
    """A Z/X with 「このカードが登場する」 and body enters (1, 1) as `how` (played from the hand, by an ability)."""
    zx = zx or card(cost=3)
    zx = dataclasses.replace(zx, power=zx.power or 3000)
    script = read_card(zx.number, ENTER + body)
    assert script.unread == (), script.unread
    game.scripts = {**game.scripts, zx.number: script}
    assert game.enter(zx, how, (1, 1))
    return game.squares[(1, 1)]


@pytest.mark.parametrize(
    ("words", "opponents_turn", "drawn"),
    [
        ("あなたのターンの間の場合、", False, 1),
        ("あなたのターンの間の場合、", True, 0),
        ("相手のターンの間の場合、", True, 1),
        ("相手のターンの間の場合、", False, 0),
        ("相手のターンの間ならば、", True, 1),
    ],
)
def test_whose_turn_it_is_gates_the_effect(words, opponents_turn, drawn):
    game = fresh()
    game.opponents_turn = opponents_turn
    assert _drawn(game, lambda: event(game, words + DRAW)) == drawn


def test_the_opponents_turn_is_known_while_it_is_played_and_not_after():
    game = fresh()
    seen = []
    take_damage = game.take_damage
    game.take_damage = lambda n: (seen.append(game.opponents_turn), take_damage(n))
    game.opponent = dataclasses.replace(game.opponent, damage=(1,))
    assert game.opponents_turn is False
    game.opponent_turn()
    assert seen == [True]
    assert game.opponents_turn is False


@pytest.mark.parametrize(
    ("words", "how", "drawn"),
    [
        ("このカードがプレイされて登場していた場合、", "hand", 1),
        ("このカードがプレイされて登場していた場合、", "ignition", 1),
        ("このカードがプレイされて登場していた場合、", "ability", 0),
        ("このカードがプレイされて登場していた場合、", "dynamis", 1),  # 506.2: played from the Dynamis (session 20)
        ("このカードがカードの能力で登場していた場合、", "ability", 1),
        ("このカードがカードの能力で登場していた場合、", "hand", 0),
    ],
)
def test_how_this_card_entered_gates_its_effect(words, how, drawn):
    game = fresh()
    unit = _enters(game, words + DRAW, "ability" if how == "ability" else "hand")
    game.squares.clear()
    hand, deck = len(game.hand), len(game.deck)
    unit = _enters(game, words + DRAW, how, unit.card)
    assert unit.entered_how == how
    assert (len(game.hand) - hand, deck - len(game.deck)) == (drawn, drawn)


def test_a_unit_keeps_how_it_entered_when_its_ability_resolves_later():
    game = fresh()
    unit = _enters(game, "このカードがプレイされて登場していた場合、" + DRAW, "hand")
    ability = game.scripts[unit.card.number].abilities[0]
    assert _drawn(game, lambda: resolve(game, ability, unit, unit.card.name)) == 1
    unit.entered_how = "ability"
    assert _drawn(game, lambda: resolve(game, ability, unit, unit.card.name)) == 0
    # the card in another zone is a new object (401): it did not enter played
    assert _drawn(game, lambda: resolve(game, ability, None, unit.card.name, Source("trash", unit.card))) == 0


@pytest.mark.parametrize(("races", "drawn"), [(("ドラゴン", "天使"), 1), (("天使",), 0)])
def test_this_cards_race_gates_its_effect(races, drawn):
    game = fresh()
    zx = dataclasses.replace(card(cost=3), races=races)
    hand = len(game.hand)
    _enters(game, "このカードが[ドラゴン]の場合、" + DRAW, "hand", zx)
    assert len(game.hand) - hand == drawn


@pytest.mark.parametrize(("power", "drawn"), [(8000, 1), (7999, 0), (9000, 1)])
def test_this_cards_power_gates_its_effect_at_its_boundary(power, drawn):
    game = fresh()
    zx = dataclasses.replace(card(cost=3), power=power)
    hand = len(game.hand)
    unit = _enters(game, "このカードのパワーが8000以上の場合、" + DRAW, "hand", zx)
    assert game.power_of(unit) == power
    assert len(game.hand) - hand == drawn


@pytest.mark.parametrize(
    ("words", "force", "drawn"),
    [
        ("このカードのフォースが[トーチャーズ]ならば、", ("トーチャーズ",), 1),
        ("このカードのフォースが[トーチャーズ]ならば、", ("ドラゴン",), 0),
        ("このカードのフォースが[トーチャーズ]ならば、", (), 0),
        ("このカードのフォースが2枚以上ある場合、", ("ドラゴン", "天使"), 1),
        ("このカードのフォースが2枚以上ある場合、", ("ドラゴン",), 0),
    ],
)
def test_this_cards_force_gates_its_effect(words, force, drawn):
    game = fresh()
    unit = _enters(game, words + DRAW, "ability")  # no force yet when it enters: the condition fails then
    unit.force = [dataclasses.replace(card(), races=(race,)) for race in force] or None
    ability = game.scripts[unit.card.number].abilities[0]
    assert _drawn(game, lambda: resolve(game, ability, unit, unit.card.name)) == drawn


@pytest.mark.parametrize(
    ("words", "zone", "same", "drawn"),
    [
        ("あなたのトラッシュに《同名》がある場合、", "trash", True, 1),
        ("あなたのトラッシュに《同名》がある場合、", "trash", False, 0),
        ("あなたのデュナミスに表向きの《同名》がある場合、", "dynamis_face_up", True, 1),
        ("あなたのデュナミスに表向きの《同名》がある場合、", "dynamis_face_up", False, 0),
        ("あなたのデュナミスに表向きの《同名》がない場合、", "dynamis_face_up", True, 0),
        ("あなたのデュナミスに表向きの《同名》がない場合、", "dynamis_face_up", False, 1),
        ("あなたのチャージに《同名》がある場合、", "charge", True, 1),
        ("あなたのチャージに《同名》がある場合、", "charge", False, 0),
    ],
)
def test_a_card_of_this_cards_name_in_a_zone_gates_its_effect(words, zone, same, drawn):
    game = fresh()
    zx = card("同名の竜", cost=3)
    setattr(game, zone, [card("同名の竜" if same else "別名の竜")])
    hand = len(game.hand)
    _enters(game, words + DRAW, "hand", zx)
    assert len(game.hand) - hand == drawn


@pytest.mark.parametrize(("other", "drawn"), [("別名の竜", 1), ("同名の竜", 0)])
def test_no_card_of_this_cards_name_on_the_squares_gates_an_ability_from_the_trash(other, drawn):
    game = fresh()
    zx = dataclasses.replace(card("同名の竜", cost=3), power=3000)
    script = read_card(zx.number, ENTER + "スクエアにあなたの《同名》がない場合、" + DRAW)
    assert script.unread == ()
    game.scripts = {zx.number: script}
    game.enter(card(other), "hand", (0, 0))
    hand = len(game.hand)
    resolve(game, script.abilities[0], None, zx.name, Source("trash", zx))
    assert len(game.hand) - hand == drawn


def test_a_condition_on_this_card_checked_without_the_card_is_an_error():
    game = fresh()
    with pytest.raises(ValueError, match="self_played"):
        conditions_hold(game, (Condition("self_played"),))
    with pytest.raises(ValueError, match="trash_filter_at_least"):
        conditions_hold(
            game, read_card("X", ENTER + "あなたのトラッシュに《同名》がある場合、" + DRAW).abilities[0].conditions
        )


@pytest.mark.parametrize(
    ("words", "cost", "drawn"),
    [("このカードのコストが5以上の場合、", 5, 1), ("このカードのコストが5以上の場合、", 4, 0),
     ("このカードのコストが0の場合、", 0, 1), ("このカードのコストが0の場合、", 1, 0)],
)  # fmt: skip
def test_this_cards_cost_gates_its_effect(words, cost, drawn):
    game = fresh()
    hand = len(game.hand)
    _enters(game, words + DRAW, "hand", card(cost=cost))
    assert len(game.hand) - hand == drawn


@pytest.mark.parametrize(("rebooted", "drawn"), [(True, 1), (False, 0)])
def test_this_card_rebooted_gates_its_effect(rebooted, drawn):
    game = fresh()
    unit = _enters(game, "このカードがリブートの場合、" + DRAW, "ability")
    unit.rebooted = rebooted
    ability = game.scripts[unit.card.number].abilities[0]
    assert _drawn(game, lambda: resolve(game, ability, unit, unit.card.name)) == drawn


@pytest.mark.parametrize(("how", "drawn"), [("unison", 1), ("hand", 0)])
def test_a_unison_zx_on_the_squares_gates_the_effect(how, drawn):
    game = fresh()
    game.enter(card(cost=2), how, (1, 2))
    assert _drawn(game, lambda: event(game, "スクエアにあなたの≪ユニゾン≫しているゼクスがある場合、" + DRAW)) == drawn


@pytest.mark.parametrize(
    ("way", "how", "drawn"),
    [("手札以外から", "ability", 1), ("手札以外から", "hand", 0), ("カードの能力で", "ability", 1),
     ("カードの能力で", "ignition", 0), ("イグニッションで", "ignition", 1), ("プレイされて", "life", 1),
     ("プレイされて", "dynamis", 1), ("プレイされて", "ability", 0)],
)  # fmt: skip  # 506.2: a Dynamis play is a play (session 20)
def test_how_this_card_entered_this_turn_gates_its_effect(way, how, drawn):
    game = fresh()
    hand = len(game.hand)
    unit = _enters(game, f"このターンの間にこのカードが{way}登場していた場合、" + DRAW, how)
    assert len(game.hand) - hand == drawn
    assert game.entered_this_turn() == [(unit.card, how)]
    game.turn += 1  # the next turn: it did not enter in it
    ability = game.scripts[unit.card.number].abilities[0]
    assert _drawn(game, lambda: resolve(game, ability, unit, unit.card.name)) == 0


@pytest.mark.parametrize(("races", "drawn"), [(("マーメイド",), 1), (("ドラゴン",), 0)])
def test_a_zx_of_yours_that_entered_this_turn_gates_the_effect(races, drawn):
    game = fresh()
    game.enter(dataclasses.replace(card(), races=races), "hand", (1, 1))
    game.squares.clear()  # it has left again: it entered all the same
    text = "このターンの間にあなたの[マーメイド]が登場していたならば、" + DRAW
    assert _drawn(game, lambda: event(game, text)) == drawn
    game.opponents_turn = True  # the opponent's turn after it: nothing of yours entered in it
    assert _drawn(game, lambda: event(game, text)) == 0
    game.opponents_turn, game.turn = False, game.turn + 1  # the next turn: another Z/X enters, not it
    game.enter(dataclasses.replace(card(), races=("天使",)), "hand", (1, 2))
    assert [c.races for c, _ in game.entered_this_turn()] == [("天使",)]
    assert _drawn(game, lambda: event(game, text)) == 0
