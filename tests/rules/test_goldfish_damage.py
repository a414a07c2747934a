"""Damage 907.2 to the player and to the goldfish opponent, value by value (found by mutation testing of
goldfish.damage)."""

from tests.rules.test_goldfish import costed_deck
from zxdecks.rules.goldfish import DefaultPolicy, Game
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


class Recording(DefaultPolicy):
    """The default policy, remembering the game each free play from life was asked about."""

    def __init__(self):
        super().__init__()
        self.asked = []

    def play_free(self, game, card):
        self.asked.append((game, card.number))
        return super().play_free(game, card)


def test_an_ignition_card_from_life_is_played_when_the_policy_wants_it_and_counted_and_logged():
    game = Game(costed_deck(), seed=4, first=True, log_enabled=True, policy=Recording())
    game.setup()
    ignition = [c for c in game.deck if c.ignition][:2]
    for c in ignition:
        game.deck.remove(c)
    game.life[:] = [*ignition, *game.life]
    game.life[2:] = []  # two ignition cards: whichever is revealed can be played
    (revealed,) = take_damage(game, 1)
    assert (game.life_reveals, game.life_ignition_reveals) == (1, 1)
    assert game.policy.asked == [(game, revealed.number)]
    assert revealed in [u.card for u in game.squares.values()]
    assert ("damage", "907.2e", f"{revealed.name} from life, played") in [(e.step, e.rule, e.text) for e in game.log]


def test_a_card_without_the_icon_goes_from_life_to_the_charge_counted_and_logged():
    game = new_game()
    plain = [c for c in game.deck if not c.ignition][:2]
    for c in plain:
        game.deck.remove(c)
    game.life[:] = plain
    (revealed,) = take_damage(game, 1)
    assert revealed in plain
    assert (game.life_reveals, game.life_ignition_reveals) == (1, 0)
    assert game.charge[-1] == revealed
    assert ("damage", "907.2d", f"{revealed.name} from life to charge") in [(e.step, e.rule, e.text) for e in game.log]
