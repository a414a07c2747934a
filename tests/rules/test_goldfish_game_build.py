"""game_build.new_game: the same Game as Game(...) with the same first fields, every field and the generator."""

from __future__ import annotations

import dataclasses

from zxdecks.rules.cards import CardFacts, CardType, Color, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.goldfish.game import Game
from zxdecks.rules.goldfish.game_build import _class_defaults, new_game
from zxdecks.rules.goldfish.opponent import Opponent
from zxdecks.rules.goldfish.policy import DefaultPolicy
from zxdecks.rules.goldfish.simulate import run_game
from zxdecks.rules.goldfish.state import LIFE


def _deck() -> Deck:
    zx = CardFacts("T-001", "Z", CardType.ZX, cost=1, power=3000, colors=frozenset({Color.RED}))
    return Deck.of([DeckEntry(zx, 50, Zone.DECK)])


def _fields(game: Game) -> dict[str, object]:
    return {f.name: getattr(game, f.name) for f in dataclasses.fields(Game) if f.name != "rng"}


def test_a_built_game_has_every_field_of_one_made_by_its_init():
    deck, policy, opponent = _deck(), DefaultPolicy(), Opponent.every_turn(1)
    for seed, first, log in ((7, True, False), (8, None, True)):
        made = Game(deck, seed, first, policy, 6, log, opponent)
        built = new_game(deck, seed, first, policy, 6, log, opponent)
        assert _fields(built) == _fields(made)
        assert built.rng.getstate() == made.rng.getstate()
        assert {n: getattr(built, n) for n in _class_defaults()} == {n: getattr(made, n) for n in _class_defaults()}
        assert "turn_log" in _class_defaults()  # TurnRecord's state, set on each built game
        assert (built.seed, built.first, built.opponent_life, built.log_enabled) == (seed, first, 6, log)


def test_a_built_game_has_containers_of_its_own():
    deck, policy = _deck(), DefaultPolicy()
    one = new_game(deck, 1, True, policy, 7, False, Opponent.every_turn(0))
    two = new_game(deck, 1, True, policy, 7, False, Opponent.every_turn(0))
    one.hand.append(deck.entries[0].card)
    one.counters["x"] = 1
    one.forbidden_names.add("A")
    assert (two.hand, two.counters, two.forbidden_names) == ([], {}, set())
    assert one.hand is not two.hand
    assert one.squares is not two.squares


def test_run_game_plays_the_game_an_init_built_game_plays():
    deck = _deck()
    game, result = run_game(deck, 3, turns=4, first=True, track_seen=False, log=True)
    made = Game(deck, 3, True, DefaultPolicy(), LIFE, True, Opponent.every_turn(0))
    made.setup()
    for _ in range(4):
        made.play_turn(0, None, None, True)
        if made.won:
            break
    assert [c.number for c in game.hand] == [c.number for c in made.hand]
    assert game.log == made.log
    assert (game.opponent_life, result.turns) == (made.opponent_life, made.turn)
