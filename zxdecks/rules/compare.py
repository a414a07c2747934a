"""Two decks (or two versions of one) side by side over the same seeds: kill-turn distributions, key-card odds and
per-card statistics, each difference with its 95% interval (Newcombe's hybrid score interval from Wilson's)."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from zxdecks.rules.deck import Deck
from zxdecks.rules.effects.language import CardScript
from zxdecks.rules.goldfish import DefaultPolicy, Policy, run_game
from zxdecks.rules.goldfish.cardstats import CardStats, CardStatsRecorder
from zxdecks.rules.goldfish.opponent import Opponent, opponent_facts
from zxdecks.rules.odds import Z95, Estimate, KillTurns, mean_interval, wilson


@dataclass(frozen=True)
class Difference:
    """p_a − p_b (or a difference of means) with its 95% interval and how the interval was worked out."""

    value: float
    low: float
    high: float
    method: str

    def contains(self, x: float) -> bool:
        return self.low - 1e-12 <= x <= self.high + 1e-12

    def as_dict(self) -> dict[str, float | str]:
        return {
            "value": round(self.value, 6),
            "low": round(self.low, 6),
            "high": round(self.high, 6),
            "method": self.method,
        }


def newcombe(x_a: int, n_a: int, x_b: int, n_b: int) -> Difference:
    """The difference of two independent proportions x_a/n_a − x_b/n_b with Newcombe's hybrid score interval
    (1998, method 10): each side's distance to its own Wilson limits, combined in quadrature."""
    a, b = wilson(x_a, n_a), wilson(x_b, n_b)
    d = a.value - b.value
    low = d - math.sqrt((a.value - a.low) ** 2 + (b.high - b.value) ** 2)
    high = d + math.sqrt((a.high - a.value) ** 2 + (b.value - b.low) ** 2)
    return Difference(d, max(-1.0, low), min(1.0, high), "newcombe")


def newcombe_paired(both: int, only_a: int, only_b: int, neither: int) -> Difference:
    """The difference of two proportions measured on the same games (a pair a game, as the same seed gives):
    p_a − p_b with Newcombe's paired interval (1998b, method 10), Wilson limits joined through the continuity-
    corrected phi of the 2×2 table; games that agree narrow it, so common seeds pay off."""
    n = both + only_a + only_b + neither
    if n == 0:
        return Difference(0.0, -1.0, 1.0, "newcombe_paired")
    a, b = wilson(both + only_a, n), wilson(both + only_b, n)
    d = a.value - b.value
    margins = (both + only_a) * (only_b + neither) * (both + only_b) * (only_a + neither)
    phi = 0.0
    if margins:
        cross = both * neither - only_a * only_b
        corrected = max(cross - n / 2, 0.0) if cross > 0 else cross
        phi = corrected / math.sqrt(margins)
    dl_a, du_a, dl_b, du_b = a.value - a.low, a.high - a.value, b.value - b.low, b.high - b.value
    low = d - math.sqrt(max(dl_a**2 - 2 * phi * dl_a * du_b + du_b**2, 0.0))
    high = d + math.sqrt(max(du_a**2 - 2 * phi * du_a * dl_b + dl_b**2, 0.0))
    return Difference(d, max(-1.0, low), min(1.0, high), "newcombe_paired")


def mean_difference(a: Estimate, b: Estimate) -> Difference | None:
    """The difference of two independent means with a normal 95% interval (None when a side has no values)."""
    if not a.n or not b.n:
        return None
    half_a, half_b = (a.high - a.value) / Z95, (b.high - b.value) / Z95  # each side's standard error
    half = Z95 * math.sqrt(half_a**2 + half_b**2)
    d = a.value - b.value
    return Difference(d, d - half, d + half, "normal")


@dataclass
class Pairs:
    """A yes/no outcome measured for both decks on the same games."""

    both: int = 0
    only_a: int = 0
    only_b: int = 0
    neither: int = 0

    def add(self, a: bool, b: bool) -> None:
        if a and b:
            self.both += 1
        elif a:
            self.only_a += 1
        elif b:
            self.only_b += 1
        else:
            self.neither += 1

    def row(self, turn: int) -> dict[str, object]:
        """One turn's figures: each side's share with its Wilson interval, and the paired difference."""
        n = self.both + self.only_a + self.only_b + self.neither
        return {
            "turn": turn,
            "a": wilson(self.both + self.only_a, n).as_dict(),
            "b": wilson(self.both + self.only_b, n).as_dict(),
            "difference": newcombe_paired(self.both, self.only_a, self.only_b, self.neither).as_dict(),
        }


# The per-card shares a comparison differences, each paired over the same seeds (a game of A beside a game of B).
DIFFERENCE_SHARES = ("played", "stuck", "resourced", "ignited")


@dataclass
class CardPairs:
    """One card's per-card shares over paired games: for each share, the games in which it happened in both lists,
    in A's only and in B's only (the rest of the games: in neither)."""

    number: str
    name: str
    counts: dict[str, list[int]] = field(default_factory=lambda: {s: [0, 0, 0] for s in DIFFERENCE_SHARES})

    def row(self, games: int, lists: str) -> dict[str, object]:
        """The card's paired differences a − b of each share (newcombe_paired) over `games` pairs of games."""
        row: dict[str, object] = {"number": self.number, "name": self.name, "lists": lists}
        for share, (both, only_a, only_b) in self.counts.items():
            row[share] = newcombe_paired(both, only_a, only_b, games - both - only_a - only_b).as_dict()
        return row


def pair_cards(pairs: dict[str, CardPairs], found_a: dict[str, set[str]], found_b: dict[str, set[str]]) -> None:
    """Add one pair of games (the same seed) to the cards' paired counts (cards of neither list are left out)."""
    for share in DIFFERENCE_SHARES:
        a, b = found_a.get(share, set()), found_b.get(share, set())
        for number in a | b:
            card = pairs.get(number)
            if card is not None:
                card.counts[share][0 if number in a and number in b else 1 if number in a else 2] += 1


def kill_turns_of(first: bool, turns: int, kills: list[int | None], losses: list[int | None]) -> KillTurns:
    """A KillTurns from each game's kill turn (None: not won) and loss turn (None: not lost), as odds builds it."""
    games = len(kills)
    won = [k for k in kills if k is not None]
    lost = [t for t in losses if t is not None]
    counts = [0] * (turns + 1)
    for t in won:
        counts[t] += 1
    running, by_turn, intervals, median = 0, {}, {}, None
    for t in range(1, turns + 1):
        running += counts[t]
        by_turn[t] = running / games
        intervals[t] = wilson(running, games)
        if median is None and 2 * running >= games:
            median = t
    return KillTurns(
        first=first, games=games, turns=turns, won=len(won),
        histogram={t: counts[t] / games for t in range(1, turns + 1) if counts[t]},
        by_turn=by_turn, by_turn_interval=intervals,
        mean=sum(won) / len(won) if won else None,
        mean_interval=mean_interval([float(k) for k in won]) if won else None,
        median=median, lost=len(lost), lost_by_turn={t: sum(1 for x in lost if x <= t) for t in range(1, turns + 1)},
        unfinished=games - len(won) - len(lost),
    )  # fmt: skip


@dataclass
class Side:
    """One deck's inputs: its cards, its key cards (collector numbers), its read text and policy."""

    deck: Deck
    targets: frozenset[str] = frozenset()
    scripts: Mapping[str, CardScript] | None = None
    policy: Policy = field(default_factory=DefaultPolicy)


@dataclass
class Comparison:
    """What compare_decks found; as_dict is the JSON the service, the API and the page read."""

    games: int
    seed: int
    turns: int
    odds_turns: int
    damage_per_turn: int | None
    first: bool
    kill: dict[bool, tuple[KillTurns, KillTurns, list[Pairs]]]  # going first? -> (a, b, won by each turn)
    key: list[Pairs]  # at least one key card by each turn's draw step (without battle, going `first`)
    cards: tuple[CardStats, CardStats]
    targets: tuple[frozenset[str], frozenset[str]]
    opponent: Opponent = field(default_factory=Opponent)
    card_pairs: dict[str, CardPairs] = field(default_factory=dict)

    def card_differences(self) -> list[dict[str, object]]:
        """Each card of either list: its per-card shares' paired differences a − b with their 95% intervals."""
        games = self.cards[0].games
        in_a, in_b = (set(c.by_number()) for c in self.cards)
        return [
            c.row(games, ("a" if number in in_a else "") + ("b" if number in in_b else ""))
            for number, c in sorted(self.card_pairs.items())
        ]

    def as_dict(self) -> dict[str, object]:
        kill: dict[str, object] = {}
        for first, (a, b, pairs) in self.kill.items():
            means = mean_difference(*(k.mean_interval or Estimate(0.0, 0.0, 0.0, 0) for k in (a, b)))
            kill["first" if first else "second"] = {
                "a": a.as_dict(),
                "b": b.as_dict(),
                "by_turn": [p.row(t) for t, p in enumerate(pairs, 1)],
                "mean_difference": means.as_dict() if means else None,
            }
        return {
            "games": self.games,
            "seed": self.seed,
            "turns": self.turns,
            "odds_turns": self.odds_turns,
            "damage_per_turn": self.damage_per_turn,
            "opponent": opponent_facts(self.opponent),
            "first": self.first,
            "kill_turn": kill,
            "key_cards": {
                "targets_a": sorted(self.targets[0]),
                "targets_b": sorted(self.targets[1]),
                "per_turn": [p.row(t) for t, p in enumerate(self.key, 1)] if any(self.targets) else [],
            },
            "cards": {
                "a": self.cards[0].as_dict(),
                "b": self.cards[1].as_dict(),
                "games": self.cards[0].games,
                "differences": self.card_differences(),
            },
        }


def compare_decks(
    a: Side,
    b: Side,
    *,
    games: int,
    turns: int = 10,
    odds_turns: int = 5,
    seed: int = 0,
    first: bool = True,
    damage_per_turn: int = 0,
    opponent: Opponent | None = None,
    progress: Callable[[float], None] | None = None,
) -> Comparison:
    """Play both decks over the same seeds (seed, seed+1, …: common random numbers, so two versions that differ in
    a few cards mostly differ where those cards are drawn): the kill turn going first and second (battle, per-card
    statistics of those games), and key-card odds going `first` without battle. `progress`, when callable, is told
    the share of the games done after each seed. Every game is played against `opponent` (goldfish.opponent;
    without one, `damage_per_turn` damage in each opponent turn)."""
    opponent = opponent if opponent is not None else Opponent.every_turn(damage_per_turn)
    # the damage of every opponent turn when the schedule deals the same in each, as the odds answer says it
    constant = (opponent.damage[0] if len(opponent.damage) == 1 else None) if opponent.damage else 0
    kill: dict[bool, tuple[KillTurns, KillTurns, list[Pairs]]] = {}
    recorders = (CardStatsRecorder(a.deck), CardStatsRecorder(b.deck))
    names = {n: t.name for r in recorders for n, t in r.tallies.items()}
    card_pairs = {n: CardPairs(n, name) for n, name in sorted(names.items())}
    steps = (3 if a.targets or b.targets else 2) * games
    done = 0
    for going_first in (True, False):
        kills: tuple[list[int | None], list[int | None]] = ([], [])
        losses: tuple[list[int | None], list[int | None]] = ([], [])
        won_by = [Pairs() for _ in range(turns)]
        for i in range(games):
            outcome, found = [], []
            for side, recorder, k, lost in zip((a, b), recorders, kills, losses, strict=True):
                game, result = run_game(
                    side.deck, seed + i, turns, going_first, side.policy, track_seen=False, battle=True,
                    scripts=side.scripts, watch=recorder, opponent=opponent,
                )  # fmt: skip
                found.append(recorder.finish(game))
                k.append(result.kill_turn)
                lost.append(max(result.turns, 1) if result.defeated is not None else None)
                outcome.append(result.kill_turn)
            pair_cards(card_pairs, found[0], found[1])
            for t, pair in enumerate(won_by, 1):
                pair.add(outcome[0] is not None and outcome[0] <= t, outcome[1] is not None and outcome[1] <= t)
            done += 1
            if progress is not None:
                progress(done / steps)
        kill[going_first] = (
            kill_turns_of(going_first, turns, kills[0], losses[0]),
            kill_turns_of(going_first, turns, kills[1], losses[1]),
            won_by,
        )
    key = [Pairs() for _ in range(odds_turns)]
    if a.targets or b.targets:
        for i in range(games):
            hits = []
            for side in (a, b):
                _, result = run_game(
                    side.deck, seed + i, odds_turns, first, side.policy, battle=False, scripts=side.scripts,
                    opponent=opponent,
                )  # fmt: skip
                seen = result.seen_by_turn
                hits.append([t < len(seen) and any(n in side.targets for n in seen[t]) for t in range(odds_turns)])
            for t, pair in enumerate(key):
                pair.add(hits[0][t], hits[1][t])
            done += 1
            if progress is not None:
                progress(done / steps)
    return Comparison(
        games, seed, turns, odds_turns, constant, first, kill, key,
        (recorders[0].result(), recorders[1].result()), (a.targets, b.targets), opponent, card_pairs,
    )  # fmt: skip


def comparison_work(games: int, turns: int = 10, odds_turns: int = 5, key_cards: bool = True) -> int:
    """The simulated turns a comparison plays at most (both decks, going first and second, and the key-card
    games): its price against a work budget, counted as goldfish.question_work counts."""
    return 2 * games * (2 * turns + ((odds_turns + 1) if key_cards else 0))
