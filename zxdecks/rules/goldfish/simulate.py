"""Seeded games played out under a policy, and what they record for the odds."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, TypeVar, cast

from zxdecks.rules.cards import CardFacts, Zone
from zxdecks.rules.deck import Deck
from zxdecks.rules.effects.language import CardScript
from zxdecks.rules.goldfish.dynamis_costs import never_met
from zxdecks.rules.goldfish.game import Game
from zxdecks.rules.goldfish.game_build import new_game
from zxdecks.rules.goldfish.never_paid import never_paid
from zxdecks.rules.goldfish.opponent import Opponent
from zxdecks.rules.goldfish.payment import can_pay
from zxdecks.rules.goldfish.policy import DefaultPolicy, Policy
from zxdecks.rules.goldfish.setup import cards_of, setup_choices
from zxdecks.rules.goldfish.state import LIFE, Defeat, Watch
from zxdecks.rules.goldfish.turn_record import read_events


def setup_removals(deck: Deck, policy: Policy | None = None) -> list[CardFacts]:
    """What setup takes out of the deck under a policy (the choices depend on the deck, not on the shuffle)."""
    game = Game(deck, policy=policy or DefaultPolicy())
    return [c for c in setup_choices(game, list(cards_of(deck, Zone.DECK))) if c is not None]


T = TypeVar("T")
_PerIdentity = dict[tuple[int, int], tuple[Deck, Mapping[str, CardScript], Any]]


def _per_identity(cache: _PerIdentity, deck: Deck, scripts: Mapping[str, CardScript], make: Callable[[], T]) -> T:
    """make() cached per deck and pool by identity (a simulation plays one Deck with one scripts mapping); the
    objects are kept beside the value so a reused id() never answers for another deck."""
    key = (id(deck), id(scripts))
    hit = cache.get(key)
    if hit is not None and hit[0] is deck and hit[1] is scripts:
        return cast(T, hit[2])
    if len(cache) > 64:
        cache.clear()
    value = make()
    cache[key] = (deck, scripts, value)
    return value


_SCRIPTS_CACHE: _PerIdentity = {}


def scripts_for(deck: Deck, scripts: Mapping[str, CardScript]) -> dict[str, CardScript]:
    """The scripts of a deck's own cards: a pool's thousands of scripts make every lookup of a game slower. Cached
    per deck and pool by identity, like the deck's cards."""

    def own() -> dict[str, CardScript]:
        numbers = {e.card.number for e in deck.entries}
        return {n: scripts[n] for n in numbers if n in scripts}

    return _per_identity(_SCRIPTS_CACHE, deck, scripts, own)


NONE_READ: frozenset[str] = frozenset()
NO_SCRIPTS: dict[str, CardScript] = {}  # the scripts of every game run without any (never written to)
_IGNITION = attrgetter("ignition")
Nevers = tuple[frozenset[str], frozenset[int]]
_NEVER_CACHE: _PerIdentity = {}


def nevers_for(deck: Deck, scripts: Mapping[str, CardScript]) -> Nevers:
    """dynamis_costs.never_met and never_paid.never_paid of a deck, cached per deck and pool by identity."""

    def nevers() -> Nevers:
        never = never_met(deck, scripts)
        return never, never_paid(deck, scripts_for(deck, scripts), never)

    return _per_identity(_NEVER_CACHE, deck, scripts, nevers)


PerDeck = tuple[dict[str, CardScript], frozenset[str], frozenset[int], frozenset[str]]
_PER_DECK: _PerIdentity = {}


def per_deck(deck: Deck, scripts: Mapping[str, CardScript]) -> PerDeck:
    """What run_game sets on each game of a deck, worked out once per deck and pool (by identity): the deck's own
    scripts (scripts_for), the Dynamis conditions and activated ways never met or paid (nevers_for) and the events
    of the turn's record its scripts read (turn_record.read_events)."""

    def found() -> PerDeck:
        own = scripts_for(deck, scripts)
        return (own, *nevers_for(deck, scripts), read_events(own.values()))

    return _per_identity(_PER_DECK, deck, scripts, found)


# run_game's last (deck, scripts, per_deck's answer): kept alive here, so an identity is never another's
_LAST_PER_DECK: list[Any] = []


@dataclass
class GameResult:
    """What one game recorded; a game stops at the player's defeat or at the opponent's."""

    seed: int
    turns: int  # own turns begun
    defeated: str | None  # why the player lost, or None
    reloads: int
    life_ignitions: int  # ignition-icon cards revealed from life by damage (907.2c)
    life_reveals: int
    ignitions: int
    first: bool
    seen_by_turn: list[list[str]]  # collector numbers in hand (kept opening hand + draws) after each turn's draw
    payable_by_turn: list[bool]
    kill_turn: int | None = None  # the own turn on which the opponent lost (battle only)
    life_ignitions_at_start: int = 0  # ignition-icon cards among the four life cards of 402.1l


def run_game(
    deck: Deck,
    seed: int,
    turns: int = 5,
    first: bool | None = None,
    policy: Policy | None = None,
    damage_per_turn: int = 0,
    target: CardFacts | None = None,
    log: bool = False,
    track_seen: bool = True,
    battle: bool = True,
    scripts: Mapping[str, CardScript] | None = None,
    watch: Watch | None = None,
    opponent: Opponent | None = None,
) -> tuple[Game, GameResult]:
    """Play up to `turns` own turns against a goldfish opponent (with `battle`, attacking it until it loses); record
    what was seen by each turn's draw step and whether `target` was payable; `watch` is told of the card events. The
    opponent's turns follow `opponent` (goldfish.opponent); without one, `damage_per_turn` damage in each of them."""
    opponent = opponent if opponent is not None else Opponent.every_turn(damage_per_turn)
    # Game's first fields (deck_list, seed, first, policy, opponent_life, log_enabled, opponent), the others their
    # defaults: game_build.new_game is Game(...) without the dataclass __init__'s tests of each default
    game = new_game(deck, seed, first, policy or DefaultPolicy(), LIFE, log, opponent)
    if watch is not None:
        game.watch = watch
    if scripts:
        # A seeded game makes no card, so its zones only ever hold the deck's cards: a Dynamis condition that none
        # of them meets is not searched for again every turn (a quarter of a game's time on a deck without them),
        # nor an activated ability no card pays (goldfish.never_paid), and the hot paths note only the events of
        # the turn's record a script of the deck reads (an attack, a point of damage, a Z/X entering, a draw)
        # (the last deck and mapping asked first, by identity: a simulation plays one deck thousands of times)
        last = _LAST_PER_DECK
        found: PerDeck
        if last and last[0] is deck and last[1] is scripts and _PER_DECK:  # (per_deck's cache cleared: asked again)
            found = last[2]
        else:
            found = per_deck(deck, scripts)
            last[:] = [deck, scripts, found]
        game.scripts, game.dynamis_never, game.activation_never, game.recorded = found
    else:
        # one empty mapping for every game without scripts: the per-deck facts (deck_facts) are kept by the scripts'
        # identity, and a new empty dict each game made every game work out its deck's tables again
        game.scripts = NO_SCRIPTS
        game.recorded = NONE_READ  # no script reads the record
    seen_by_turn: list[list[str]] = []
    payable: list[bool] = []
    at_start = 0
    try:
        game.setup()
        at_start = sum(map(_IGNITION, game.life))  # the ignition-icon cards (bools summed in C: no generator)

        def record_seen(g: Game) -> None:
            seen_by_turn.append([c.number for c in g.seen])

        def record_payable(g: Game) -> None:
            assert target is not None
            payable.append(target.cost is not None and can_pay(g.resources, target.cost, target.colors) is not None)

        seen = record_seen if track_seen else None
        pay = record_payable if target else None
        for _ in range(turns):
            game.play_turn(0, seen, pay, battle)
            if game.won:
                break
    except Defeat:
        pass
    result = GameResult(
        seed, game.turn, game.defeated, game.reloads, game.life_ignition_reveals, game.life_reveals, game.ignitions,
        game.is_first, seen_by_turn, payable, game.kill_turn, at_start,
    )  # fmt: skip
    return game, result
