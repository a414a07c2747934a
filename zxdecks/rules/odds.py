"""Exact odds by (multivariate) hypergeometric maths, simulated odds from seeded games, and their intervals."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from zxdecks.rules.cards import CardFacts, Zone
from zxdecks.rules.deck import Deck
from zxdecks.rules.effects.language import CardScript
from zxdecks.rules.goldfish import DRAW_PER_TURN, LIFE, OPENING_HAND, DefaultPolicy, Policy, run_game
from zxdecks.rules.goldfish.opponent import Opponent
from zxdecks.rules.goldfish.setup import remove_card

Z95 = 1.959963984540054


@lru_cache(maxsize=4096)
def _comb(n: int, k: int) -> int:
    return math.comb(n, k) if 0 <= k <= n else 0


def hypergeom_pmf(population: int, successes: int, draws: int, k: int) -> float:
    """P(exactly k successes in `draws` cards from `population` holding `successes`)."""
    total = _comb(population, draws)
    return _comb(successes, k) * _comb(population - successes, draws - k) / total if total else 0.0


def at_least(population: int, successes: int, draws: int, k: int) -> float:
    """P(at least k successes)."""
    draws = min(draws, population)
    return sum(hypergeom_pmf(population, successes, draws, j) for j in range(k, min(successes, draws) + 1))


def compositions(counts: Sequence[int], draws: int) -> Iterator[tuple[tuple[int, ...], float]]:
    """Every way `draws` cards split over categories of the given sizes, with its probability (multivariate)."""
    population = sum(counts)
    total = _comb(population, draws)

    def walk(i: int, left: int, picked: tuple[int, ...]) -> Iterator[tuple[tuple[int, ...], float]]:
        if i == len(counts) - 1:
            if left <= counts[i]:
                combo = (*picked, left)
                ways = math.prod(_comb(c, x) for c, x in zip(counts, combo, strict=True))
                yield combo, ways / total
            return
        for x in range(min(left, counts[i]) + 1):
            yield from walk(i + 1, left - x, (*picked, x))

    yield from walk(0, draws, ())


def cards_seen(turn: int, first: bool) -> int:
    """Cards in hand by the draw step of a turn: the opening four plus two a turn, the first player skipping turn 1."""
    return OPENING_HAND + DRAW_PER_TURN * (turn - 1 if first else turn)


@dataclass(frozen=True)
class Group:
    """Copies of the cards a question is about, and of the cards the mulligan rule keeps for."""

    deck_size: int  # cards in the deck when the hand is dealt (after Start Card / Gate Card / Start Resource)
    target: int  # copies of the target group
    keep: int = 0  # copies of the keep-if-any group (0: never mulligan)
    both: int = 0  # copies that are in both groups


def at_least_by_turn(group: Group, k: int, turn: int, first: bool) -> float:
    """P(at least k target cards among the cards seen by the draw step of `turn`), with the mulligan rule
    'mulligan unless the opening hand holds a keep card' (402.1k: once, whole hand, reshuffle)."""
    seen = cards_seen(turn, first)
    draws_after = seen - OPENING_HAND
    if not group.keep:
        return at_least(group.deck_size, group.target, seen, k)
    n = group.deck_size
    sizes = [group.both, group.target - group.both, group.keep - group.both]
    sizes.append(n - sum(sizes))
    p = 0.0
    for (both, target_only, keep_only, _), prob in compositions(sizes, OPENING_HAND):
        if both + keep_only > 0:  # kept: the rest are drawn from what is left
            have = both + target_only
            p += prob * at_least(n - OPENING_HAND, group.target - have, draws_after, max(0, k - have))
        else:  # mulligan: a fresh random hand and the same draws from the reshuffled deck
            p += prob * at_least(n, group.target, seen, k)
    return p


def expected_ignition_in_life(deck_size: int, ignition: int, keep: int = 0, both: int = 0) -> float:
    """Expected ignition-icon cards among the four life cards (402.1l), which come after the kept hand."""
    if not keep:
        return LIFE * ignition / deck_size
    sizes = [both, ignition - both, keep - both]
    sizes.append(deck_size - sum(sizes))
    expected = 0.0
    rest = deck_size - OPENING_HAND
    for (b, ig_only, keep_only, _), prob in compositions(sizes, OPENING_HAND):
        in_hand = b + ig_only if b + keep_only > 0 else ignition * OPENING_HAND / deck_size
        expected += prob * LIFE * (ignition - in_hand) / rest
    return expected


@dataclass(frozen=True)
class Estimate:
    """A simulated proportion or mean with its 95% interval."""

    value: float
    low: float
    high: float
    n: int

    def contains(self, x: float) -> bool:
        return self.low - 1e-12 <= x <= self.high + 1e-12

    def as_dict(self) -> dict[str, float | int]:
        return {"value": round(self.value, 6), "low": round(self.low, 6), "high": round(self.high, 6), "n": self.n}


def wilson(successes: int, n: int) -> Estimate:
    """A proportion with its 95% Wilson score interval."""
    if n == 0:
        return Estimate(0.0, 0.0, 1.0, 0)
    p = successes / n
    denom = 1 + Z95**2 / n
    centre = (p + Z95**2 / (2 * n)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / denom
    return Estimate(p, max(0.0, centre - half), min(1.0, centre + half), n)


def mean_interval(values: Sequence[float]) -> Estimate:
    """A mean with its 95% normal interval."""
    n = len(values)
    if n == 0:
        return Estimate(0.0, 0.0, 0.0, 0)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    half = Z95 * math.sqrt(var / n)
    return Estimate(mean, mean - half, mean + half, n)


@dataclass
class Simulation:
    """Figures from N seeded games under the chosen policy. Every per-turn share is over all `games`: a game the
    player has already lost by that turn counts as a miss (`lost_by_turn` says how many); the `_alive` figures are
    the same shares over the games still going at that turn's draw step."""

    games: int
    turns: int
    key_by_turn: list[Estimate]  # k target cards in hand by each turn's draw step; lost games count as misses
    payable_by_turn: list[Estimate]  # `pay` payable after each resource phase; lost games count as misses
    life_ignitions: Estimate  # ignition-icon cards REVEALED FROM LIFE BY DAMAGE per game (depends on the damage)
    reloads: Estimate
    defeats: Estimate
    lost_by_turn: list[int] = field(default_factory=list)  # games lost on or before each own turn (cumulative)
    alive_by_turn: list[int] = field(default_factory=list)  # games still going at each turn's draw step
    key_by_turn_alive: list[Estimate] = field(default_factory=list)  # key_by_turn over the games still going
    life_ignitions_at_start: Estimate = field(default_factory=lambda: Estimate(0.0, 0.0, 0.0, 0))  # among the four
    # life cards of 402.1l: the quantity expected_ignition_in_life computes exactly
    battle: bool = False  # whether the games attacked the opponent (and so ended when it lost)


def simulate(
    deck: Deck,
    games: int,
    turns: int = 5,
    first: bool | None = True,
    seed: int = 0,
    targets: frozenset[str] = frozenset(),
    k: int = 1,
    pay: CardFacts | None = None,
    damage_per_turn: int = 0,
    policy: Policy | None = None,
    battle: bool = False,
    on_game: Callable[[], None] | None = None,
    opponent: Opponent | None = None,
) -> Simulation:
    """Play `games` games with seeds seed, seed+1, …; count the target cards seen, whether `pay` could be paid after
    each resource phase, ignition-icon cards in life and revealed from it, reloads and defeats. Without `battle`
    the player never attacks, so no game ends early by a win and the draws match the exact odds' question."""
    key_hits = [0] * turns
    pay_hits = [0] * turns
    alive = [0] * turns
    lost = [0] * turns
    life_ignitions: list[float] = []
    at_start: list[float] = []
    reloads: list[float] = []
    defeats = 0
    for i in range(games):
        _, result = run_game(
            deck, seed + i, turns, first, policy or DefaultPolicy(), damage_per_turn, pay, track_seen=bool(targets),
            battle=battle, opponent=opponent,
        )  # fmt: skip
        for t, seen in enumerate(result.seen_by_turn):
            alive[t] += 1
            if sum(1 for n in seen if n in targets) >= k:
                key_hits[t] += 1
        for t, ok in enumerate(result.payable_by_turn):
            pay_hits[t] += ok
        life_ignitions.append(result.life_ignitions)
        at_start.append(result.life_ignitions_at_start)
        reloads.append(result.reloads)
        if result.defeated is not None:
            defeats += 1
            for t in range(max(result.turns, 1) - 1, turns):
                lost[t] += 1
        if on_game is not None:
            on_game()
    return Simulation(
        games,
        turns,
        [wilson(h, games) for h in key_hits],
        [wilson(h, games) for h in pay_hits] if pay else [],
        mean_interval(life_ignitions),
        mean_interval(reloads),
        wilson(defeats, games),
        lost,
        alive if targets else [],
        [wilson(h, n) for h, n in zip(key_hits, alive, strict=True)] if targets else [],
        mean_interval(at_start),
        battle,
    )


def group_for(
    deck: Deck, targets: frozenset[str], keep: frozenset[str] = frozenset(), removed: Sequence[CardFacts] = ()
) -> Group:
    """Count a deck's copies of the target and keep groups, after cards the setup takes out of the deck."""
    cards = list(deck.cards(Zone.DECK))
    for card in removed:
        remove_card(cards, card)
    return Group(
        deck_size=len(cards),
        target=sum(1 for c in cards if c.number in targets),
        keep=sum(1 for c in cards if c.number in keep),
        both=sum(1 for c in cards if c.number in targets and c.number in keep),
    )


D0_OPENING_HAND = 5  # D0 第3部 第2章 2
D0_DRAW_PER_TURN = 1  # D0 第3部 第6章 1-1


def d0_at_least_by_turn(group: Group, k: int, turn: int, first: bool, mulligan: bool = True) -> float:
    """Dimension Zero: P(at least k target cards among the cards seen by the draw of `turn`). Only the second
    player may mulligan (第3部 第2章 3-1), once, putting the 5-card hand on the bottom of the library and drawing 5;
    the rule used here is 'mulligan unless the hand holds a keep card'."""
    draws = D0_DRAW_PER_TURN * (turn - 1 if first else turn)
    n = group.deck_size
    if first or not mulligan or not group.keep:
        return at_least(n, group.target, D0_OPENING_HAND + draws, k)
    sizes = [group.both, group.target - group.both, group.keep - group.both]
    sizes.append(n - sum(sizes))
    p = 0.0
    for (both, target_only, keep_only, _), prob in compositions(sizes, D0_OPENING_HAND):
        have = both + target_only
        rest = n - D0_OPENING_HAND
        if both + keep_only > 0:  # kept
            p += prob * at_least(rest, group.target - have, draws, max(0, k - have))
        else:  # the hand goes to the bottom: the new hand and the draws come from the other cards, its targets are gone
            p += prob * at_least(rest, group.target - have, D0_OPENING_HAND + draws, k)
    return p


def _d0_deal(
    rng: random.Random, library: list[str], first: bool, keep: frozenset[str]
) -> tuple[list[str], list[str], bool]:
    """Shuffle and deal five; the second player sends a hand without a keep card to the bottom and deals five more."""
    rng.shuffle(library)
    hand, rest = library[:D0_OPENING_HAND], library[D0_OPENING_HAND:]
    if first or not keep or any(n in keep for n in hand):
        return hand, rest, False
    rest = rest + hand
    return rest[:D0_OPENING_HAND], rest[D0_OPENING_HAND:], True


@dataclass(frozen=True)
class D0Sample:
    """One dealt Dimension Zero game: the opening hand, whether it is the second deal, and the next draws."""

    hand: tuple[CardFacts, ...]
    mulliganed: bool
    draws: tuple[CardFacts, ...]


def d0_sample(deck: Deck, seed: int, first: bool, keep: frozenset[str] = frozenset(), turns: int = 5) -> D0Sample:
    """A sample opening hand and the draws of the next turns, dealt as d0_simulate deals them."""
    cards = {c.number: c for c in deck.cards(Zone.DECK)}
    hand, rest, mulliganed = _d0_deal(random.Random(seed), [c.number for c in deck.cards(Zone.DECK)], first, keep)
    draws = rest[: D0_DRAW_PER_TURN * (turns - 1 if first else turns)]
    return D0Sample(tuple(cards[n] for n in hand), mulliganed, tuple(cards[n] for n in draws))


def d0_simulate(
    deck: Deck,
    games: int,
    turns: int,
    first: bool,
    seed: int,
    targets: frozenset[str],
    keep: frozenset[str] = frozenset(),
    k: int = 1,
    on_game: Callable[[], None] | None = None,
) -> list[Estimate]:
    """Deal `games` Dimension Zero games with one seeded generator: P(at least k targets seen by each turn's draw),
    the second player sending a hand without a keep card to the bottom and drawing five (第3部 第2章 3-1)."""
    rng = random.Random(seed)
    library = [c.number for c in deck.cards(Zone.DECK)]
    hits = [0] * turns
    for _ in range(games):
        hand, rest, _ = _d0_deal(rng, library, first, keep)
        for t in range(turns):
            draws = D0_DRAW_PER_TURN * (t if first else t + 1)
            if sum(1 for n in hand + rest[:draws] if n in targets) >= k:
                hits[t] += 1
        if on_game is not None:
            on_game()
    return [wilson(h, games) for h in hits]


@dataclass(frozen=True)
class KillTurns:
    """On which own turn the opponent's empty board loses its last life card, over `games` seeded games going first
    or second. Shares are over all games: games lost first or not won within `turns` count in none of the turns."""

    first: bool
    games: int
    turns: int  # own turns played at most
    won: int  # games won within `turns`
    histogram: dict[int, float]  # own turn -> share of all games won on that turn
    by_turn: dict[int, float]  # own turn -> share of all games won on or before it
    by_turn_interval: dict[int, Estimate]  # the same with its 95% interval
    mean: float | None  # mean kill turn of the games won (None when none was)
    mean_interval: Estimate | None
    median: int | None  # first turn by which half of all games were won (None when never within `turns`)
    lost: int  # games the player lost before winning
    lost_by_turn: dict[int, int]  # own turn -> games lost on or before it
    unfinished: int  # games neither won nor lost within `turns`

    def as_dict(self) -> dict[str, object]:
        """The figures as JSON-ready values (turn keys as strings, shares rounded to 6 places)."""
        return {
            "games": self.games,
            "turns": self.turns,
            "won": self.won,
            "histogram": {str(t): round(v, 6) for t, v in self.histogram.items()},
            "mean": round(self.mean, 6) if self.mean is not None else None,
            "mean_interval": self.mean_interval.as_dict() if self.mean_interval else None,
            "median": self.median,
            "by_turn": {str(t): round(v, 6) for t, v in self.by_turn.items()},
            "by_turn_interval": {str(t): e.as_dict() for t, e in self.by_turn_interval.items()},
            "lost": self.lost,
            "lost_by_turn": {str(t): n for t, n in self.lost_by_turn.items()},
            "unfinished": self.unfinished,
        }


@dataclass(frozen=True)
class KillTurnReport:
    """The kill turn going first and going second, from the same seeds."""

    first: KillTurns
    second: KillTurns
    seed: int
    damage_per_turn: int
    opponent: str = "none"  # the opponent model's canonical form (goldfish.opponent)

    def as_dict(self) -> dict[str, object]:
        """{"first": …, "second": …, "seed", "damage_per_turn", "opponent"} as JSON-ready values."""
        return {
            "first": self.first.as_dict(),
            "second": self.second.as_dict(),
            "seed": self.seed,
            "damage_per_turn": self.damage_per_turn,
            "opponent": self.opponent,
        }


def kill_turn_distribution(
    deck: Deck,
    *,
    first: bool,
    games: int = 1000,
    turns: int = 10,
    seed: int = 0,
    policy: Policy | None = None,
    damage_per_turn: int = 0,
    scripts: Mapping[str, CardScript] | None = None,
    on_game: Callable[[], None] | None = None,
    opponent: Opponent | None = None,
) -> KillTurns:
    """Play `games` games with battle against a goldfish opponent (life 4; an empty board that never attacks unless
    `opponent` says otherwise) and count the kill turns."""
    policy = policy or DefaultPolicy()
    kills: list[int] = []
    losses: list[int] = []
    for i in range(games):
        _, result = run_game(
            deck, seed + i, turns, first, policy, damage_per_turn, track_seen=False, battle=True, scripts=scripts,
            opponent=opponent,
        )  # fmt: skip
        if result.kill_turn is not None:
            kills.append(result.kill_turn)
        elif result.defeated is not None:
            losses.append(max(result.turns, 1))
        if on_game is not None:
            on_game()
    counts = [0] * (turns + 1)
    for t in kills:
        counts[t] += 1
    histogram = {t: counts[t] / games for t in range(1, turns + 1) if counts[t]}
    running, by_turn, by_turn_interval, median = 0, {}, {}, None
    for t in range(1, turns + 1):
        running += counts[t]
        by_turn[t] = running / games
        by_turn_interval[t] = wilson(running, games)
        if median is None and 2 * running >= games:
            median = t
    lost_by_turn = {t: sum(1 for x in losses if x <= t) for t in range(1, turns + 1)}
    return KillTurns(
        first=first,
        games=games,
        turns=turns,
        won=len(kills),
        histogram=histogram,
        by_turn=by_turn,
        by_turn_interval=by_turn_interval,
        mean=sum(kills) / len(kills) if kills else None,
        mean_interval=mean_interval([float(k) for k in kills]) if kills else None,
        median=median,
        lost=len(losses),
        lost_by_turn=lost_by_turn,
        unfinished=games - len(kills) - len(losses),
    )


def kill_turns(
    deck: Deck,
    *,
    games: int = 1000,
    turns: int = 10,
    seed: int = 0,
    policy: Policy | None = None,
    damage_per_turn: int = 0,
    scripts: Mapping[str, CardScript] | None = None,
    on_game: Callable[[], None] | None = None,
    opponent: Opponent | None = None,
) -> KillTurnReport:
    """The kill-turn distribution going first and going second (the same seeds for both) against `opponent`
    (without one, `damage_per_turn` damage in each of its turns)."""
    opponent = opponent if opponent is not None else Opponent.every_turn(damage_per_turn)
    both = [
        kill_turn_distribution(
            deck,
            first=first,
            games=games,
            turns=turns,
            seed=seed,
            policy=policy,
            damage_per_turn=damage_per_turn,
            scripts=scripts,
            on_game=on_game,
            opponent=opponent,
        )
        for first in (True, False)
    ]
    return KillTurnReport(
        first=both[0],
        second=both[1],
        seed=seed,
        damage_per_turn=damage_per_turn,
        opponent=opponent.canonical(),
    )
