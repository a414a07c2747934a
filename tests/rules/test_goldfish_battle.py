"""Battle against a goldfish opponent (600–605), its damage (907) and defeat (903), and the kill turn."""

import pytest

from tests.rules.builders import card, lr
from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import read_pool
from zxdecks.rules.goldfish import Game, OnSquare, run_game
from zxdecks.rules.goldfish.battle import attackers, declare_attack
from zxdecks.rules.odds import kill_turn_distribution, kill_turns


def game_with(squares, **kwargs):
    game = Game(costed_deck(), seed=1, first=True, log_enabled=True, **kwargs)
    game.setup()
    game.squares = {sq: OnSquare(c, rebooted, c.power) for sq, (c, rebooted) in squares.items()}
    game.turn = 1
    return game


def test_only_a_rebooted_zx_can_be_the_attacking_zx():
    """602.1a: choose 1 attacking Z/X: a rebooted Z/X the turn player controls on a square (an Ascension is not a
    Z/X, 303.6)."""
    zx, slept, ascension = card(), card(), card(type_=CardType.AN)
    game = game_with({(1, 1): (zx, True), (0, 0): (slept, False), (0, 2): (ascension, True)})
    assert attackers(game) == [(1, 1)]
    assert not declare_attack(game, (0, 0))
    assert not declare_attack(game, (0, 2))


def test_the_opponent_is_a_target_only_from_a_square_next_to_its_player_square():
    """602.1b: the non-turn player, if a square next to the attacking Z/X is its player square holding no Z/X or
    Ascension but a player card; 602.1c: otherwise the declaration is not legal."""
    near, far = card(), card()
    game = game_with({(1, 1): (near, True), (2, 1): (far, True)})  # (2, 1) is two steps away (303.2a)
    assert attackers(game) == [(1, 1)]
    assert not declare_attack(game, (2, 1))
    assert game.opponent_life == 4


def test_a_zx_on_the_opponents_player_square_cannot_attack_it():
    """602.1b: the target is a player square *next to* the attacking Z/X, holding no Z/X or Ascension; a Z/X standing
    on that square is neither next to it nor leaves it empty, and blocks every other Z/X's attack on the player."""
    on_it, beside = card(), card()
    game = game_with({(0, 1): (on_it, True), (1, 1): (beside, True)})
    assert attackers(game) == []
    assert not declare_attack(game, (0, 1))
    assert game.opponent_life == 4


def test_an_attacker_moved_to_another_square_still_deals_its_damage():
    """604.3e: an attacking Z/X that moved to another square before damage still damages its target; only one that
    left the squares deals none (604.2)."""
    zx = card()
    game = game_with({(1, 1): (zx, True)})
    unit = game.squares[(1, 1)]
    original = game.check_rules

    def move_it() -> None:  # an effect during the battle moves the attacker to (0, 0)
        game.squares.pop((1, 1), None)
        game.squares[(0, 0)] = unit
        original()

    game.check_rules = move_it
    assert declare_attack(game, (1, 1))
    assert game.opponent_life == 3


def test_range_lets_a_zx_attack_from_within_its_distance():
    """1105.2: Range N: the target may be chosen from squares within distance N of the Z/X's square."""
    ranged = card()
    game = game_with(
        {(2, 1): (ranged, True)},
    )
    game.scripts = read_pool(
        [(ranged.number, "≪常≫レンジ2(このカードが攻撃する際、距離2以内のスクエアを攻撃できる。)")]
    )
    assert attackers(game) == [(2, 1)]


def test_an_attack_sleeps_the_attacker_and_deals_the_opponent_one_damage():
    """602.1d: sleep the attacking Z/X; 604.3c: a player target takes 1 damage (1002.3); 907.2c/d: a life card of
    the opponent is revealed and, played by nobody, goes to its charge."""
    zx = card()
    game = game_with({(0, 0): (zx, True)})
    assert declare_attack(game, (0, 0))
    assert game.squares[(0, 0)].rebooted is False
    assert (game.opponent_life, game.opponent_charge) == (3, 1)
    assert [e.rule for e in game.log[-3:]] == ["602.1", "604.3c", "907.2d"]
    assert not declare_attack(game, (0, 0))  # slept now


def test_the_opponent_loses_at_the_pre_processing_after_its_last_life_card_goes():
    """903.1: a player with no cards in life loses; 605.1 runs the pre-processing after the battle damage."""
    units = {sq: (card(), True) for sq in ((1, 1), (0, 0), (0, 2))}
    game = game_with(units)
    game.opponent_life = 2
    assert declare_attack(game, (0, 0))
    assert declare_attack(game, (0, 2))
    assert game.won.startswith("903.1")
    assert game.kill_turn == 1
    assert not declare_attack(game, (1, 1))  # the game is over
    assert game.opponent_life == 0


def test_the_default_placement_fills_the_squares_next_to_the_opponent_first():
    """806.1a: any square but the opponent's player square, with no opponent Z/X and no sleeping Z/X of yours;
    the squares next to the opponent's player square are where a Z/X can attack from (602.1b)."""
    game = game_with({})
    assert game.legal_squares(card())[:3] == [(1, 1), (0, 0), (0, 2)]
    assert (0, 1) not in game.legal_squares(card())


def test_life_recovery_needs_no_more_life_than_the_opponent():
    """1103.2: played from life and entered: if your life cards are at most the opponent's, the top card of your
    deck moves to your life."""
    for opponent_life, recovered in ((4, True), (1, False)):
        game = game_with({})
        recovery = lr()
        game.life = [card(), card(), recovery]
        game.rng.randrange = lambda n: n - 1  # the opponent picks the Life Recovery card
        game.opponent_life = opponent_life
        game.take_damage(1)
        assert (len(game.life) == 3) is recovered, opponent_life
        assert recovery in [u.card for u in game.squares.values()]


def test_a_turn_attacks_with_every_zx_that_can():
    game, result = run_game(costed_deck(), seed=5, turns=10, first=True, log=True)
    battles = [e for e in game.log if e.rule == "602.1"]
    assert battles
    assert result.kill_turn is not None
    assert game.opponent_life == 0
    assert game.log[-1].rule == "903.1"


def same_cost_deck(cost):
    return Deck.of([DeckEntry(card("同", cost=cost, colors=frozenset({Color.RED})), 50)])


@pytest.mark.parametrize("first", [True, False])
def test_a_deck_of_three_cost_zx_kills_on_its_third_turn(first):
    """Worked by hand, 50 red 3-cost Z/X, no ignition. Setup: 4 in hand, 4 life, 2 resources.
    Turn 1: (going second draws 2) one card to the resources, 3 resources pay one Z/X onto (1, 1); it attacks:
    opponent life 4 -> 3. Turn 2: 4 resources, one more Z/X onto (0, 0); two attacks: 3 -> 1.
    Turn 3: 5 resources, a Z/X onto (0, 2); the first attack takes the last life card: the opponent loses."""
    report = kill_turn_distribution(same_cost_deck(3), first=first, games=50, turns=10)
    assert report.histogram == {3: 1.0}
    assert (report.mean, report.median, report.won, report.lost) == (3.0, 3, 50, 0)
    assert report.by_turn[2] == 0.0
    assert report.by_turn[3] == 1.0


def test_a_two_cost_deck_kills_on_turn_two_going_first_or_second():
    """Worked by hand, 50 red 2-cost Z/X. Turn 1: 3 resources pay one Z/X: 4 -> 3. Turn 2: 4 resources pay two
    more: three attacks: 3 -> 0."""
    report = kill_turns(same_cost_deck(2), games=20, turns=6)
    assert report.first.histogram == {2: 1.0}
    assert report.second.histogram == {2: 1.0}


def test_games_lost_before_the_kill_are_counted_apart():
    """With 3 damage a turn the player loses (903.1) before an 7-cost deck can kill; those games are lost, not
    unfinished, and count in no kill turn."""
    report = kill_turn_distribution(same_cost_deck(7), first=True, games=30, turns=8, damage_per_turn=3)
    assert report.won == 0
    assert report.lost == 30
    assert report.unfinished == 0
    assert report.histogram == {}
    assert report.mean is None
    assert report.median is None
    assert report.lost_by_turn[2] == 30


def test_the_kill_turn_report_serializes_to_plain_values():
    import json

    data = kill_turns(same_cost_deck(3), games=10, turns=5).as_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["first"]["histogram"] == {"3": 1.0}
    assert data["second"]["by_turn"]["2"] == 0.0
    assert data["first"]["median"] == 3
