"""Card effects against a defending opponent (goldfish.opponent, effects.opponent_words, effects.run.opposing): the
opponent's Z/X on its squares are chosen, destroyed (1008), sent off, damaged (1002.1, 904.1), weakened (904.2) or
slept; a square freed opens to the player's Z/X (602.1b), and against an empty board nothing changes."""

import dataclasses

from tests.rules.builders import card
from tests.rules.test_effect_values import ENTER, event, fresh
from tests.rules.test_goldfish_opponent import GUARD, game_with, zx
from zxdecks.rules.board import OpposingZX, typical_cost
from zxdecks.rules.cards import CardType
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_card
from zxdecks.rules.goldfish.battle import can_attack_player, declare_attack
from zxdecks.rules.goldfish.opponent import PRESETS
from zxdecks.rules.odds import kill_turns

CENTRE = (1, 1)
DESTROY_ANY = "スクエアにある相手のゼクスを1枚選び、破壊する。"
DESTROY_NORMAL = "ノーマルスクエアにある相手のゼクスを1枚選び、破壊する。"
WEAKEN = "ノーマルスクエアにある相手のゼクスを1枚選び、ターン終了時まで、パワーを-3000する。"


def defended(squares, opponent_squares):
    game = game_with(squares, opponent_squares)
    game.hand, game.trash, game.charge = [], [], []
    return game


# -- the effects, pinned by value ----------------------------------------------------------------------------------
def test_destroying_the_guard_opens_the_player_square_and_the_next_attack_reaches_the_player():
    """1008 then 602.1b: the 5000 Z/X on the opponent's player square is destroyed; the 3000 Z/X beside it, which
    could not beat it, now attacks the opponent: life 4 -> 3."""
    game = defended({(0, 0): zx(3000)}, {GUARD: 5000})
    assert not can_attack_player(game, (0, 0))
    event(game, DESTROY_ANY)
    assert game.opponent_squares == {}
    assert declare_attack(game, (0, 0))
    assert game.opponent_life == 3


def test_without_the_effect_the_guard_holds_and_the_attack_reaches_no_one():
    game = defended({(0, 0): zx(3000)}, {GUARD: 5000})
    assert declare_attack(game, (0, 0), GUARD)
    assert (game.opponent_squares[GUARD].damage, game.opponent_life) == (3000, 4)


def test_a_power_minus_makes_a_defender_lose_its_battle_and_wears_off_at_the_end_of_the_turn():
    """5000 - 3000 = 2000: the 3000 attacker's damage reaches it (904.1); the 9000 one, lowered to 6000 and not
    beaten, is 9000 again after 507.8."""
    game = defended({(1, 0): zx(3000)}, {CENTRE: 5000, (1, 2): 9000})
    event(game, "スクエアにある相手のパワー5000以下のゼクスを1枚選び、ターン終了時まで、パワーを-3000する。")
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == {CENTRE: 2000, (1, 2): 9000}
    assert declare_attack(game, (1, 0), CENTRE)
    assert CENTRE not in game.opponent_squares  # 3000 damage >= 2000 power
    event(game, WEAKEN)
    assert game.opponent_squares[(1, 2)].power == 6000
    game.end_turn()
    assert {sq: (u.power, u.damage) for sq, u in game.opponent_squares.items()} == {(1, 2): (9000, 0)}


def test_without_the_power_minus_the_defender_wins_its_battle():
    game = defended({(1, 0): zx(3000)}, {CENTRE: 5000})
    assert declare_attack(game, (1, 0), CENTRE)
    assert game.opponent_squares[CENTRE].damage == 3000


def test_a_power_minus_goes_to_a_defender_it_destroys_before_a_stronger_one():
    game = defended({}, {CENTRE: 3000, (1, 2): 6000})
    event(game, WEAKEN)
    assert {sq: u.power for sq, u in game.opponent_squares.items()} == {(1, 2): 6000}


def test_a_power_lowered_to_zero_destroys_the_defender_at_once():
    """904.2: power 3000 - 3000 = 0."""
    game = defended({}, {CENTRE: 3000})
    event(game, WEAKEN)
    assert game.opponent_squares == {}


def test_damage_from_an_effect_adds_to_battle_damage():
    """1002.1 then 904.1: 3000 in battle and 2000 from an effect reach the 5000 defender's power."""
    game = defended({(1, 0): zx(3000)}, {CENTRE: 5000})
    declare_attack(game, (1, 0), CENTRE)
    event(game, "ノーマルスクエアにある相手のゼクスを1枚選び、1000ダメージを与える。")
    assert game.opponent_squares[CENTRE].damage == 4000
    event(game, "スクエアにあるすべての相手のゼクスに1000ダメージを与える。")
    assert game.opponent_squares == {}


def test_a_normal_square_choice_cannot_reach_the_guard_on_the_player_square():
    """303.3b: the opponent's player square is not a normal square."""
    game = defended({}, {GUARD: 5000, CENTRE: 5000})
    event(game, DESTROY_NORMAL)
    assert set(game.opponent_squares) == {GUARD}
    event(game, DESTROY_NORMAL)
    assert set(game.opponent_squares) == {GUARD}
    event(game, "プレイヤースクエアにある相手のゼクスを1枚選び、破壊する。")
    assert game.opponent_squares == {}


def test_a_cost_bound_reads_a_defenders_cost_off_the_vanilla_curve():
    """A 5000 defender costs 3 (1500 power a cost): 「コスト2以下」 misses it, 「コスト3以下」 takes it."""
    assert (typical_cost(5000), typical_cost(4500), typical_cost(9000)) == (3, 3, 6)
    game = defended({}, {CENTRE: 5000})
    event(game, "ノーマルスクエアにある相手のコスト2以下のゼクスを1枚選び、手札に戻す。")
    assert set(game.opponent_squares) == {CENTRE}
    event(game, "ノーマルスクエアにある相手のコスト3以下のゼクスを1枚選び、手札に戻す。")
    assert game.opponent_squares == {}


def test_a_defender_put_into_the_opponents_resources_counts_among_them():
    game = defended({}, {CENTRE: 5000})
    before = game.opponent_resources()
    event(game, "ノーマルスクエアにある相手のゼクスを1枚選び、リソースにスリープで置く。")
    assert (game.opponent_squares, game.opponent_resources()) == ({}, before + 1)


def test_a_slept_defender_reboots_in_the_opponents_turn():
    game = defended({}, {CENTRE: 5000})
    event(game, "ノーマルスクエアにある相手のゼクスを1枚選び、スリープする。")
    assert not game.opponent_squares[CENTRE].rebooted
    game.opponent_turn()
    assert game.opponent_squares[CENTRE].rebooted


def test_up_to_two_chosen_take_the_guard_first_then_the_strongest():
    game = defended({}, {GUARD: 4000, CENTRE: 5000, (1, 2): 9000})
    event(game, "スクエアにある相手のゼクスを2枚まで選び、手札に戻す。")
    assert set(game.opponent_squares) == {CENTRE}


def test_a_harm_to_any_zx_goes_to_the_defender_not_to_your_own():
    """「ノーマルスクエアにあるゼクスを1枚選び、破壊する」 chooses among both players' Z/X: the opponent's first."""
    mine = zx(3000)
    game = defended({(1, 0): mine}, {CENTRE: 5000})
    event(game, "ノーマルスクエアにあるゼクスを1枚選び、破壊する。")
    assert (set(game.opponent_squares), game.squares[(1, 0)].card) == (set(), mine)
    assert game.charge == []
    event(game, "ノーマルスクエアにあるゼクスを1枚選び、破壊する。")  # no defender left: yours, as before
    assert game.squares == {}
    assert game.charge == [mine]


def test_damage_shared_out_destroys_what_it_can_and_gives_the_rest_to_the_last():
    """「好きな枚数選び、6000ダメージを割り振って与える」: 2000 destroys the damaged 5000 one (3000 taken in battle),
    the other 4000 go to the 9000 one."""
    game = defended({(1, 0): zx(3000)}, {CENTRE: 5000, (1, 2): 9000})
    declare_attack(game, (1, 0), CENTRE)
    event(game, "ノーマルスクエアにある相手のゼクスを好きな枚数選び、6000ダメージを割り振って与える。")
    assert {sq: u.damage for sq, u in game.opponent_squares.items()} == {(1, 2): 4000}


def test_a_defender_put_back_into_its_deck_leaves_its_square():
    game = defended({}, {CENTRE: 5000})
    event(game, "ノーマルスクエアにある相手のゼクスを1枚選びデッキに戻し、シャッフルする。")
    assert game.opponent_squares == {}


def test_a_choice_of_your_own_zx_never_reaches_the_defender():
    """「スクエアにあるあなたのゼクスを1枚選び、破壊する」: yours only ("own"), whoever else is on the squares."""
    mine = zx(3000)
    game = defended({(1, 0): mine}, {CENTRE: 5000})
    event(game, "スクエアにあるあなたのゼクスを1枚選び、破壊する。")
    assert (set(game.opponent_squares), game.squares, game.charge) == ({CENTRE}, {}, [mine])


def test_a_draw_after_destroying_a_defender_is_done_only_when_one_was_destroyed():
    """804.3c: 「破壊したならば」 after the choice among the opponent's Z/X."""
    text = DESTROY_NORMAL + "破壊したならば、カードを2枚引く。"
    game = defended({}, {CENTRE: 5000})
    event(game, text)
    assert (len(game.hand), game.opponent_squares) == (2, {})
    event(game, text)
    assert len(game.hand) == 2


# -- what the goldfish plays -----------------------------------------------------------------------------------------
def test_a_removal_event_is_worth_playing_only_while_the_opponent_has_a_zx_to_choose():
    ev = card(type_=CardType.EVENT, cost=1)
    script = read_card(ev.number, "≪イベント≫" + DESTROY_ANY)
    game = fresh()
    game.scripts = {ev.number: script}
    assert not game.has_effect(ev)  # an empty board: nothing to gain
    game.opponent_squares = {GUARD: OpposingZX(5000)}
    assert game.has_effect(ev)


def test_an_option_on_the_opponents_zx_is_chosen_only_when_there_is_one():
    game = fresh()
    body = "以下の効果から1つ選び、解決する。●" + DESTROY_ANY + "●カードを1枚引く。"
    event(game, body)
    assert len(game.hand) == 1  # the draw: nothing to destroy
    game.opponent_squares = {GUARD: OpposingZX(5000)}
    event(game, body)
    assert (len(game.hand), game.opponent_squares) == (1, {})


def test_an_enter_ability_that_destroys_the_guard_lets_the_zx_beside_it_attack():
    game = defended({(0, 0): zx(3000)}, {GUARD: 5000})
    killer = dataclasses.replace(card(), power=3000)
    game.scripts = {killer.number: read_card(killer.number, ENTER + DESTROY_ANY)}
    assert game.enter(killer, "hand", (0, 2))
    assert game.opponent_squares == {}
    assert [can_attack_player(game, sq) for sq in ((0, 0), (0, 2))] == [True, True]


# -- the kill turn -----------------------------------------------------------------------------------------------------
def removal_deck():
    """50 red 2-cost 5000 Z/X whose entering destroys one Z/X of the opponent (「スクエアにある」: the guard too)."""
    killer = dataclasses.replace(card("破壊者"), power=5000)
    scripts = {killer.number: read_card(killer.number, ENTER + DESTROY_ANY)}
    return Deck.of([DeckEntry(killer, 50)]), scripts


def test_removal_brings_the_kill_under_two_5000_defenders_a_turn_earlier():
    """Seeds 0…19, going first. Without its text (as before: the effect did nothing) the deck is the 5000 vanilla
    deck of test_two_5000_defenders_…: turn 3 in every game. With it, the two Z/X of turn 2 destroy both defenders
    as they enter, and three attacks take the opponent's last three life cards on turn 2."""
    deck, scripts = removal_deck()
    opponent = PRESETS["two-5000-defenders"]
    read = kill_turns(deck, games=20, turns=6, opponent=opponent, scripts=scripts)
    assert read.first.histogram == {2: 1.0}
    assert kill_turns(deck, games=20, turns=6, opponent=opponent).first.histogram == {3: 1.0}
    # against no opponent the text has nothing to choose: the same figures as the vanilla deck
    assert kill_turns(deck, games=20, turns=6, scripts=scripts).first.histogram == {2: 1.0}


def test_against_no_opponent_a_removal_text_changes_no_game():
    """The same seeds with and without the text, against the empty board: the same games, card for card."""
    deck, scripts = removal_deck()
    with_text = kill_turns(deck, games=50, turns=6, seed=3, scripts=scripts)
    without = kill_turns(deck, games=50, turns=6, seed=3)
    assert with_text.first.histogram == without.first.histogram
    assert with_text.second.histogram == without.second.histogram


def test_an_opposing_zx_starts_rebooted_undamaged_with_its_typical_cost():
    unit = OpposingZX(5000)
    assert (unit.power, unit.damage, unit.cost, unit.rebooted, unit.lethal) == (5000, 0, 3, True, False)
    unit.change_power(-5000)
    assert unit.lethal
    unit.end_turn()
    assert (unit.power, unit.lethal) == (5000, False)
