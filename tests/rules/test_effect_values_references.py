"""References in effect clauses to what an earlier clause did (issue 28, session 16 `verbs`), pinned by value in a
game: 「この能力(によるダメージ)でゼクスを破壊した時/場合、…」 after a choice of Z/X that damages or lowers a power (done only
when one was destroyed, 904.1, 904.2), and how coverage counts an effect that waits on a choice of the opponent's Z/X
only."""

import dataclasses

import pytest

from tests.rules.builders import card
from tests.rules.test_effect_values import event
from tests.rules.test_goldfish_opponent import game_with
from zxdecks.rules.effects import read_card
from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import Kind

CENTRE = (1, 1)


def board(own, theirs):
    """Your Z/X and the opponent's defenders (power by square), with a known deck and empty hand, trash, charge."""
    game = game_with(own, theirs)
    game.deck = [card(cost=1 + i % 5) for i in range(20)]
    game.hand, game.trash, game.charge = [], [], []
    return game


def zx(power):
    return dataclasses.replace(card(cost=2), power=power)


# -- 「この能力によるダメージでゼクスを破壊した時、…」 ----------------------------------------------------------------------
DAMAGE_DRAW = "ノーマルスクエアにある相手のゼクスを1枚選び、5000ダメージを与える。この能力によるダメージでゼクスを破壊した時、カードを1枚引く。"


@pytest.mark.parametrize(("power", "drawn", "left"), [(5000, 1, {}), (9000, 0, {CENTRE: 5000})])
def test_damage_that_destroys_the_defender_draws_and_damage_that_does_not_draws_nothing(power, drawn, left):
    """904.1: 5000 damage destroys a 5000 Z/X (the card is drawn), not a 9000 one (it stays, damaged, no card)."""
    game = board({}, {CENTRE: power})
    top = game.deck[0]
    event(game, DAMAGE_DRAW)
    assert game.hand == [top][:drawn]
    assert len(game.deck) == 20 - drawn
    assert {sq: u.damage for sq, u in game.opponent_squares.items()} == left


def test_the_reading_marks_the_damage_as_counted_only_when_it_destroys():
    script = read_card("X", "≪イベント≫" + DAMAGE_DRAW)
    damage, draw = script.event.effects
    assert (damage.kind, damage.rest, damage.take) == (Kind.CHOOSE_ZX, "damage", 5000)
    assert damage.to.split() == ["opponent", "normal", "destroyed"]
    assert (draw.kind, draw.n, draw.if_did) == (Kind.DRAW, 1, True)


@pytest.mark.parametrize(("power", "drawn", "left"), [(5000, 1, {}), (6000, 0, {CENTRE: 1000})])
def test_a_power_lowered_to_zero_destroys_and_sets_off_the_draw_up_to_one(power, drawn, left):
    """904.2: a power of 0 or less destroys the Z/X; −5000 leaves a 6000 Z/X at 1000, on its square."""
    game = board({}, {CENTRE: power})
    event(
        game,
        "ノーマルスクエアにある相手のゼクスを1枚まで選び、ターン終了時まで、パワーを-5000する。この能力でゼクスを破壊した時、1枚まで引く。",
    )
    assert len(game.hand) == drawn
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == left


@pytest.mark.parametrize(("power", "drawn", "charged"), [(3000, 1, 1), (5000, 0, 0)])
def test_damage_among_any_z_x_falls_to_your_own_and_destroying_it_draws(power, drawn, charged):
    """No opponent's Z/X: the choice among any Z/X takes yours (run.squares.choose_zx); 3000 damage destroys your
    3000 Z/X (1008.1: to the charge) and the card is drawn, your 5000 one stays and nothing is drawn."""
    own = zx(power)
    game = board({CENTRE: own}, {})
    event(
        game,
        "ノーマルスクエアにあるゼクスを1枚選び、3000ダメージを与える。この能力によるダメージでゼクスを破壊した場合、カードを1枚引く。",
    )
    assert len(game.hand) == drawn
    assert game.charge == [own][:charged]
    assert (CENTRE in game.squares) == (charged == 0)


@pytest.mark.parametrize(("power", "drawn"), [(5000, 1), (9000, 0)])
def test_inside_one_sentence_the_draw_waits_on_the_destruction_too(power, drawn):
    game = board({}, {CENTRE: power})
    event(
        game,
        "ノーマルスクエアにある相手のゼクスを1枚選び、5000ダメージを与え、この能力によるダメージでゼクスを破壊した時、カードを1枚引く。",
    )
    assert len(game.hand) == drawn


def test_a_destroy_then_the_draw_waits_on_the_destroy_itself():
    game = board({}, {CENTRE: 9000})
    event(
        game, "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。この能力でゼクスを破壊した時、カードを2枚引く。"
    )
    assert game.opponent_squares == {}
    assert len(game.hand) == 2


def test_after_an_effect_that_destroys_nothing_the_line_stays_unread():
    script = read_card(
        "X",
        "≪イベント≫ノーマルスクエアにある相手のゼクスを1枚選び、手札に戻す。この能力によるダメージでゼクスを破壊した時、カードを1枚引く。",
    )
    assert script.abilities == ()
    assert "破壊した時" in script.unread[0].reason


# -- coverage: an effect waiting on a choice of the opponent's Z/X only ------------------------------------------------
@pytest.mark.parametrize(
    ("body", "part"),
    [
        (DAMAGE_DRAW, "acting_vs_defenders"),  # the draw waits on damage to the opponent's Z/X: never on an empty board
        (
            "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。破壊したならば、カードを1枚引く。",
            "acting_vs_defenders",
        ),
        # a harm among any Z/X the goldfish may decline: it declines its own, so nothing waits done on an empty board
        (
            "ノーマルスクエアにあるゼクスを1枚選び、破壊してよい。破壊したならば、カードを1枚引く。",
            "acting_vs_defenders",
        ),
        # not declined: it falls to your own Z/X and the draw follows
        (
            "ノーマルスクエアにあるゼクスを1枚選び、3000ダメージを与える。この能力によるダメージでゼクスを破壊した時、カードを1枚引く。",
            "acting",
        ),
        ("あなたの手札を1枚選び、トラッシュに置いてよい。置いたならば、カードを2枚引く。", "acting"),
    ],
)
def test_an_effect_waiting_on_a_choice_of_the_opponent_s_z_x_acts_only_against_defenders(body, part):
    script = read_card("X", "≪イベント≫" + body)
    assert script.unread == (), script.unread
    assert line_part(script.event) == part
