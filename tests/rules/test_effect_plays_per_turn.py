"""Abilities played more than once a turn (807.1b): 「≪自分ターン2≫」「≪ターン2≫」 and 「この能力は1ターンにN回しか
プレイできない」 carry N into Ability.plays_per_turn (effects.per_turn), and the goldfish plays them up to N times a turn;
once-a-turn abilities (≪ターン1≫, 「1ターンに1回」) and activated ones with no limit stay once; an auto ability
marked ≪ターンN≫ resolves N times a turn at most."""

from __future__ import annotations

import dataclasses

from tests.rules.builders import card, play_all, scripted_card
from tests.rules.test_effect_triggers import on_square, scripted
from tests.rules.test_effect_values import dragon, fresh
from zxdecks.rules.board import Resource
from zxdecks.rules.cards import Color
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.per_turn import plays_per_turn
from zxdecks.rules.effects.run.squares import destroy

DRAW = "【効果】カードを1枚引く。"
COST = "スクエア【コスト】《青1・青1》"
OWN_TURN_TWICE = "≪起≫【有効】≪自分ターン2≫" + COST + DRAW
TURN_TWICE = "≪起≫【有効】≪ターン2≫" + COST + DRAW
SENTENCE_TWICE = "≪起≫【有効】" + COST + DRAW + "この能力は1ターンに2回しかプレイできない。"
TURN_ONCE = "≪起≫【有効】≪ターン1≫" + COST + DRAW
SENTENCE_ONCE = "≪起≫【有効】" + COST + DRAW + "この能力は1ターンに1回しかプレイできない。"
NO_LIMIT = "≪起≫【有効】≪自分ターン≫" + COST + DRAW
OR_SLEEP_TWICE = "≪起≫【有効】≪自分ターン2≫スクエア【コスト】《青1・青1》か≪スリープ≫" + DRAW


def _game(text, resources=3):
    """A fresh game with a Z/X of `text` on (2, 0) (it cannot attack the opponent) and `resources` blue resources."""
    game = fresh()
    scripted_card(game, text, at=(2, 0), cost=3)
    game.resources = [Resource(card(cost=1, colors=frozenset({Color.BLUE}))) for _ in range(resources)]
    game.hand = []
    return game, game.squares[(2, 0)]


def test_the_number_of_plays_a_turn_is_read_from_the_mark_and_the_sentence():
    readings = {
        text: [(a.plays_per_turn, a.once_per_turn) for a in read_card("X", text).abilities]
        for text in (OWN_TURN_TWICE, TURN_TWICE, SENTENCE_TWICE, TURN_ONCE, SENTENCE_ONCE, NO_LIMIT)
    }
    assert readings == {
        OWN_TURN_TWICE: [(2, False)],
        TURN_TWICE: [(2, False)],
        SENTENCE_TWICE: [(2, False)],
        TURN_ONCE: [(1, True)],
        SENTENCE_ONCE: [(1, True)],
        NO_LIMIT: [(1, False)],
    }


def test_once_a_turn_by_the_mark_and_by_the_sentence_read_the_same():
    (mark,) = read_card("X", TURN_ONCE).abilities
    (sentence,) = read_card("X", SENTENCE_ONCE).abilities
    assert (mark.effects, mark.cost, mark.once_per_turn, mark.plays_per_turn) == (
        sentence.effects, sentence.cost, sentence.once_per_turn, sentence.plays_per_turn,
    )  # fmt: skip


def test_an_ability_marked_own_turn_2_is_played_exactly_twice_when_it_could_be_paid_three_times():
    game, _ = _game(OWN_TURN_TWICE)
    deck = len(game.deck)
    assert play_all(game) == 2
    assert (len(game.hand), len(game.deck)) == (2, deck - 2)
    assert [r.rebooted for r in game.resources] == [False, False, True]  # a third play was payable


def test_the_sentence_1_turn_2_times_allows_two_plays_too():
    game, _ = _game(SENTENCE_TWICE)
    assert play_all(game) == 2
    assert len(game.hand) == 2


def test_once_a_turn_and_no_limit_stay_once_when_it_could_be_paid_three_times():
    for text in (TURN_ONCE, SENTENCE_ONCE, NO_LIMIT):
        game, _ = _game(text)
        assert play_all(game) == 1, text
        assert [r.rebooted for r in game.resources] == [False, True, True], text


def test_two_plays_a_turn_count_every_way_it_was_paid():
    game, unit = _game(OR_SLEEP_TWICE, resources=1)
    assert play_all(game) == 2  # once with the blue resource, once sleeping the card
    assert (len(game.hand), unit.rebooted, [r.rebooted for r in game.resources]) == (2, False, [False])


def test_the_plays_start_again_the_next_turn():
    game, _ = _game(OWN_TURN_TWICE, resources=4)
    assert play_all(game) == 2
    game.used_this_turn.clear()  # a later turn (goldfish.phases)
    assert play_all(game) == 2
    assert len(game.hand) == 4


def test_a_limit_inside_a_granted_ability_is_not_the_granting_ability_s():
    granted = "ターン終了時まで、このカードは〔付与:【有効】スクエア【効果】1枚引く。この能力は1ターンに3回しかプレイできない。〕を得る。"
    assert plays_per_turn("【有効】スクエア【コスト】《白5・白5》【効果】" + granted, granted) == 1
    assert plays_per_turn("【有効】≪自分ターン3≫スクエア", "1枚引く。") == 3


def _destroyed_draws(mark):
    """Cards drawn when three dragons of yours are destroyed in a turn under a watcher marked `mark`."""
    game = fresh()
    watcher = scripted(
        game, f"≪自≫【有効】{mark}スクエア【誘発】あなたの[ドラゴン]が破壊される。\n" + "【効果】カードを1枚引く。"
    )
    on_square(game, watcher, (0, 0))
    for square in ((1, 1), (0, 2), (1, 0)):
        on_square(game, dataclasses.replace(dragon(cost=2), power=2000), square)
        destroy(game, square, game.squares[square])
    return len(game.hand)


def test_an_auto_ability_marked_turn_2_resolves_twice_a_turn_and_turn_1_once_and_no_mark_every_time():
    assert {mark: _destroyed_draws(mark) for mark in ("≪ターン2≫", "≪ターン1≫", "")} == {
        "≪ターン2≫": 2,
        "≪ターン1≫": 1,
        "": 3,
    }
