"""Damage 907.2 to the player and to the goldfish opponent, value by value (found by mutation testing of
goldfish.damage)."""

from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.goldfish import Game
from zxdecks.rules.goldfish.damage import damage_opponent, take_damage


def new_game():
    game = Game(costed_deck(), seed=4, first=True, log_enabled=True)
    game.setup()
    return game


def test_one_point_of_damage_is_the_default_for_the_player_and_the_opponent():
    game = new_game()
    life = len(game.life)
    revealed = take_damage(game)
    assert len(revealed) == 1
    assert len(game.life) == life - 1
    assert revealed[0] in game.charge or revealed[0] in [u.card for u in game.squares.values()]  # 907.2d / 907.2e
    damage_opponent(game)
    assert (game.opponent_life, game.opponent_charge) == (3, 1)


def test_damage_beyond_the_players_life_reveals_only_the_cards_left():
    game = new_game()
    game.defeated = "903.2: no cards in deck and trash"  # already lost: 903.1 is not raised again
    last = game.life[0]
    game.life[:] = [last]
    assert take_damage(game, 3) == [last]
    assert game.life == []


def test_the_opponent_with_no_life_left_takes_no_more_damage():
    game = new_game()
    game.opponent_life = 0  # not yet checked (903.1): still no card to lose
    damage_opponent(game, 2)
    assert (game.opponent_life, game.opponent_charge) == (0, 0)
    game.opponent_life, game.won = 2, "903.1: the opponent has no life"
    damage_opponent(game, 1)
    assert (game.opponent_life, game.opponent_charge) == (2, 0)  # a game already won takes no more


def test_each_point_to_the_opponent_is_logged_with_its_rule_and_the_life_left():
    game = new_game()
    damage_opponent(game, 2)
    entries = [(e.step, e.rule, e.text) for e in game.log if e.rule == "907.2d"]
    assert entries == [
        ("damage", "907.2d", "the opponent's life card to its charge (3 left)"),
        ("damage", "907.2d", "the opponent's life card to its charge (2 left)"),
    ]
    assert game.damaged_turn == game.turn
