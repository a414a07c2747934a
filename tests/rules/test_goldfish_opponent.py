"""The opponent a goldfish game is played against (goldfish.opponent): none, a damage schedule (907 to the player)
and defenders on its squares (602.1b, 604.3a, 904.1)."""

import dataclasses
import re

import pytest

from tests.rules.builders import card, lr
from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.cards import Color
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects.language import Condition
from zxdecks.rules.effects.run.conditions import conditions_hold
from zxdecks.rules.goldfish import Game, OnSquare, run_game
from zxdecks.rules.goldfish.battle import can_attack_player, declare_attack
from zxdecks.rules.goldfish.opponent import (
    NO_OPPONENT,
    PRESETS,
    SPELLING,
    Defender,
    Opponent,
    OpponentError,
    OpposingZX,
    preset_name,
)
from zxdecks.rules.odds import kill_turns

GUARD = (0, 1)  # the opponent's player square


# The model and its one spelling
def test_each_preset_has_one_spelling_that_reads_back_to_it():
    spellings = {name: o.canonical() for name, o in PRESETS.items()}
    assert spellings == {
        "none": "none",
        "damage-1-from-2": "damage:0,1",
        "damage-2-from-3": "damage:0,0,2",
        "two-5000-defenders": "defend:5000@01,5000@11",
    }
    assert all(Opponent.parse(s) == PRESETS[name] for name, s in spellings.items())
    assert preset_name(Opponent.parse("damage:0,1,1,1")) == "damage-1-from-2"


def test_spellings_of_the_same_opponent_give_the_same_key():
    same = ["damage:0,1", " DAMAGE:0,1,1 ", "damage-1-from-2", "damage:0,1;defend:"]
    assert {Opponent.parse(s).canonical() for s in same} == {"damage:0,1"}
    assert Opponent.parse("defend:5000@11,7000@01").canonical() == "defend:7000@01,5000@11"
    assert Opponent.parse("damage:0").canonical() == "none"
    assert Opponent.parse("damage:1;defend-once:9000@01").canonical() == "damage:1;defend-once:9000@01"
    assert hash(Opponent.parse("damage:2")) == hash(Opponent.every_turn(2))


@pytest.mark.parametrize(
    "text",
    ["damage:5", "damage:-1", "damage:x", "defend:5000@21", "defend:0@01", "attack:1", "defend:5000@1",
     "damage:" + ",".join(["1"] * 21)],
)  # fmt: skip
def test_a_spelling_that_names_no_opponent_is_refused(text):
    with pytest.raises(OpponentError):
        Opponent.parse(text)


def test_a_square_named_twice_holds_the_power_named_last():
    assert Opponent.parse("defend:5000@01,6000@01").defenders == (Defender(GUARD, 6000),)


def test_every_spelling_the_schema_allows_is_read_and_spelt_the_way_the_schema_allows():
    pattern = re.compile(SPELLING)
    for text in ["custom", "damage:0,4,0", "defend-once:1@00,100000@22", "damage:1;defend:9000@01,9000@01"]:
        assert pattern.match(text)
        if text != "custom":  # the page's own schedule, read by the service
            assert pattern.match(Opponent.parse(text).canonical())
    assert all(pattern.match(o.canonical()) for o in PRESETS.values())
    assert not pattern.match("damage:5")
    assert not pattern.match("defend:5000@21")


def test_the_schedule_repeats_its_last_value():
    opponent = Opponent.parse("damage:0,0,2")
    assert [opponent.damage_in(n) for n in range(1, 7)] == [0, 0, 2, 2, 2, 2]
    assert [NO_OPPONENT.damage_in(n) for n in range(1, 4)] == [0, 0, 0]


# No pressure: today's figures
def test_against_no_opponent_the_kill_turns_are_todays():
    """Measured before the opponent existed (the same deck, seeds 7…206): the none model changes nothing."""
    report = kill_turns(costed_deck(), games=200, turns=10, seed=7, opponent=NO_OPPONENT)
    assert report.first.histogram == {2: 0.58, 3: 0.42}
    assert report.second.histogram == {2: 0.795, 3: 0.205}
    assert report.opponent == "none"
    assert report.as_dict()["opponent"] == "none"


# A damage schedule
def unplayable_deck(ignition=False):
    """50 red 9-cost Z/X: nothing is played from hand in the first turns, so life and charge move by damage only."""
    return Deck.of([DeckEntry(card("重", cost=9, colors=frozenset({Color.RED}), ignition=ignition), 50)])


@pytest.mark.parametrize("first", [True, False])
def test_one_damage_a_turn_from_turn_two_takes_life_to_charge_as_worked_by_hand(first):
    """damage:0,1 going first: your turn 1, its turn 1 (0), your turn 2, its turn 2 (1: life 4 -> 3, charge 1),
    your turn 3 (the charge card ignites: charge 0), its turn 3 (1: life 2, charge 1). Going second its turn 1
    comes first, so after your turn 2 it has had its turn 3 too: the same life and charge."""
    game, result = run_game(unplayable_deck(), seed=5, turns=3 if first else 2, first=first,
                            opponent=Opponent.parse("damage:0,1"), log=True)  # fmt: skip
    assert (len(game.life), len(game.charge), game.opponent_turns) == (2, 1, 3)
    assert game.life_reveals == 2
    assert game.ignitions == 1  # the one charge card of its turn 2, ignited in your next turn
    assert result.defeated is None


def test_two_damage_a_turn_from_turn_three_defeats_the_player_in_its_fourth_turn():
    """damage:0,0,2 going first: its turn 3 takes life 4 -> 2, its turn 4 takes the last two: 903.1 after your
    turn 4."""
    game, result = run_game(unplayable_deck(), seed=1, turns=10, first=True, opponent=PRESETS["damage-2-from-3"])
    assert result.defeated == "903.1: no life"
    assert (result.turns, game.opponent_turns, len(game.life)) == (4, 4, 0)


def test_an_ignition_card_revealed_by_the_schedules_damage_is_played_from_life():
    """907.2e: every card has the ignition icon, so each point of damage plays the revealed life card onto a square
    instead of the charge."""
    game, _ = run_game(unplayable_deck(ignition=True), seed=2, turns=2, first=True, opponent=Opponent((1,)))
    assert (len(game.life), len(game.charge), len(game.squares)) == (2, 0, 2)
    assert game.life_ignition_reveals == 2


# Defenders
def game_with(squares, opponent_squares, **kwargs):
    game = Game(costed_deck(), seed=1, first=True, log_enabled=True, **kwargs)
    game.setup()
    game.squares = {sq: OnSquare(c, True, c.power) for sq, c in squares.items()}
    game.opponent_squares = {sq: OpposingZX(power) for sq, power in opponent_squares.items()}
    game.turn = 1
    return game


def zx(power):
    return dataclasses.replace(card(), power=power)


def test_a_5000_attacker_does_not_beat_a_9000_defender_and_the_player_stays_out_of_reach():
    game = game_with({(0, 0): zx(5000), (1, 1): zx(5000)}, {GUARD: 9000})
    assert not can_attack_player(game, (1, 1))  # 602.1b: a Z/X on the opponent's player square
    assert declare_attack(game, (0, 0), GUARD)
    assert game.opponent_squares[GUARD].damage == 5000
    assert game.opponent_life == 4
    assert not declare_attack(game, (0, 0), GUARD)  # it sleeps (602.1d)


def test_damage_adds_up_within_a_turn_and_a_destroyed_defender_opens_the_player_square():
    """604.3a twice: 5000 + 5000 >= 9000, destroyed (904.1); then the third Z/X attacks the opponent."""
    game = game_with({(0, 0): zx(5000), (0, 2): zx(5000), (1, 1): zx(1000)}, {GUARD: 9000})
    assert declare_attack(game, (0, 0), GUARD)
    assert declare_attack(game, (0, 2), GUARD)
    assert GUARD not in game.opponent_squares
    assert declare_attack(game, (1, 1))
    assert game.opponent_life == 3


def test_a_defenders_damage_is_gone_at_the_end_of_the_turn():
    """507.6: 5000 damage on a 9000 defender does not carry into the next turn."""
    game = game_with({(0, 0): zx(5000)}, {GUARD: 9000})
    declare_attack(game, (0, 0), GUARD)
    game.end_turn()
    assert game.opponent_squares[GUARD].damage == 0


def test_a_defender_is_attacked_only_from_next_to_it():
    game = game_with({(2, 1): zx(50000)}, {GUARD: 1000})
    assert not declare_attack(game, (2, 1), GUARD)  # distance 2 (303.2a), no Range
    assert GUARD in game.opponent_squares


def test_the_default_policy_beats_the_guard_with_the_weakest_attacker_that_can_then_attacks_the_opponent():
    game = game_with({(0, 0): zx(9000), (0, 2): zx(5000), (1, 1): zx(4000)}, {GUARD: 5000})
    plays = []
    while (square := game.policy.next_attack(game)) is not None:
        target = game.policy.attack_target(game, square)
        plays.append((square, target))
        assert declare_attack(game, square, target)
    assert plays == [((0, 2), GUARD), ((0, 0), None), ((1, 1), None)]
    assert game.opponent_life == 2


def test_no_zx_of_yours_is_played_onto_a_defenders_square():
    game = game_with({}, {(1, 1): 5000, GUARD: 5000})
    assert (1, 1) not in game.legal_squares(zx(1000))
    assert GUARD not in game.legal_squares(zx(1000))


def test_defenders_enter_in_the_opponents_turn_and_come_back_unless_told_not_to():
    renew = game_with({}, {}, opponent=Opponent(defenders=(Defender(GUARD, 5000), Defender((1, 1), 5000))))
    renew.opponent_turn()
    assert set(renew.opponent_squares) == {GUARD, (1, 1)}
    del renew.opponent_squares[GUARD]
    renew.squares[(1, 1)] = OnSquare(zx(1000))
    del renew.opponent_squares[(1, 1)]
    renew.opponent_turn()
    assert set(renew.opponent_squares) == {GUARD}  # (1, 1) holds a Z/X of yours (806.1a)
    once = game_with({}, {}, opponent=Opponent.parse("defend-once:5000@01"))
    once.opponent_turn()
    once.opponent_squares.clear()
    once.opponent_turn()
    assert once.opponent_squares == {}


def test_two_5000_defenders_delay_a_two_cost_decks_kill_by_a_turn_going_first():
    """50 red 2-cost 5000 Z/X. Turn 1: one Z/X onto (1, 1) attacks: 4 -> 3; its turn 1: a defender onto its player
    square ((1, 1) is yours). Turn 2: two more onto (0, 0) and (0, 2); one destroys the defender, two attack:
    3 -> 1; it comes back. Turn 3: one destroys it again, the next attack takes the last life card. Against no
    opponent the same deck kills on turn 2."""
    deck = Deck.of([DeckEntry(zx(5000), 50)])
    defended = kill_turns(deck, games=20, turns=6, opponent=PRESETS["two-5000-defenders"])
    assert defended.first.histogram == {3: 1.0}
    assert defended.opponent == "defend:5000@01,5000@11"
    assert kill_turns(deck, games=20, turns=6).first.histogram == {2: 1.0}


def test_against_a_guard_a_stronger_zx_takes_the_square_of_the_weakest_beside_it():
    """806.1a: a square with your rebooted Z/X is legal, 905.1 trashes the older one: with every square beside the
    guarded player square full, the 9000 Z/X replaces the 1000 one there, not a back square."""
    weak = zx(1000)
    game = game_with({(0, 0): zx(5000), (0, 2): weak, (1, 1): zx(3000)}, {GUARD: 5000})
    strong = zx(9000)
    assert game.enter(strong, "hand")
    assert game.squares[(0, 2)].card is strong
    assert weak in game.trash
    game = game_with({(0, 0): zx(5000), (0, 2): weak, (1, 1): zx(3000)}, {GUARD: 5000})
    assert game.enter(zx(500), "hand")  # no stronger than any: a square of its own
    assert game.squares[(0, 2)].card is weak


def test_a_condition_on_the_opponents_zx_counts_the_defenders():
    """「相手のゼクスがN枚以上ある場合」 holds against defenders, never against the empty board."""
    condition = (Condition("opponent_zx_at_least", 2),)
    assert conditions_hold(game_with({}, {GUARD: 5000, (1, 1): 5000}), condition)
    assert not conditions_hold(game_with({}, {GUARD: 5000}), condition)
    assert not conditions_hold(game_with({}, {}), condition)


def test_a_life_recovery_card_revealed_by_the_schedule_puts_the_top_card_into_life():
    """907.2e then 1103.2: damage:1 going first, its turn 1 reveals a Life Recovery card (every card is one), it is
    played, and with 3 life against the opponent's 4 the top card of the deck goes to life: life stays 4, the charge
    empty, one Z/X on a square."""
    deck = Deck.of([DeckEntry(dataclasses.replace(lr(), cost=9), 50)])
    game, _ = run_game(deck, seed=4, turns=1, first=True, opponent=Opponent((1,)), log=True)
    assert (len(game.life), len(game.charge), len(game.squares)) == (4, 0, 1)
    assert [e.rule for e in game.log if e.step == "life recovery"] == ["1103.2"]
