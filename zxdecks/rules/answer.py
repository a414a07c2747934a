"""The goldfish's one entry point: a question about a deck (its cards resolved) in, its whole answer out.

The page, the API and the `goldfish` command all ask through answer(), so the same question gives the same numbers
everywhere; ENGINE_VERSION names the results, so caches of older answers are never read again.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from zxdecks.rules.cards import CardFacts, Zone
from zxdecks.rules.deck import Deck
from zxdecks.rules.effects import CardScript
from zxdecks.rules.goldfish import DefaultPolicy, KeepRules, run_game, setup_removals
from zxdecks.rules.goldfish.opponent import NO_OPPONENT, Opponent, opponent_facts
from zxdecks.rules.karsten import KarstenQuestion, karsten_answers
from zxdecks.rules.odds import (
    D0Sample,
    at_least_by_turn,
    d0_at_least_by_turn,
    d0_sample,
    d0_simulate,
    expected_ignition_in_life,
    group_for,
    kill_turns,
    simulate,
)

# Bump whenever a change to the engine changes any figure of an answer: cached answers of older versions are then
# never served again.
ENGINE_VERSION = 1

MAX_GAMES = 100_000  # games one question plays at most; the page and the API ask within their work budgets
MAX_TURNS = 20  # own turns a question may ask about: the one bound of the command, the page and the API
KILL_TURNS = 10  # the kill-turn horizon: own turns played at most when no more are asked for

Progress = Callable[[int], None]  # called with the whole percent done, every PROGRESS_STEP percent at most
PROGRESS_STEP = 2


@dataclass(frozen=True)
class Question:
    """One goldfish question about a deck, its cards resolved: one game (games=1) or odds over many seeded games."""

    deck: Deck
    game: str = "zx"  # zx or d0 (Dimension Zero)
    seed: int = 0
    turns: int = 5
    games: int = 1000
    first: bool | None = True  # None: one logged game draws its side from the seed (402.1i)
    targets: frozenset[str] = frozenset()
    keep: frozenset[str] = frozenset()
    pay: CardFacts | None = None
    damage: int = 0  # N damage in each opponent turn when `opponent` is None (the old spelling)
    opponent: Opponent | None = None  # the opponent model (goldfish.opponent); it decides when given
    keep_rules: KeepRules | None = None
    karsten: KarstenQuestion | None = None
    kill_turn: bool = True
    scripts: Mapping[str, CardScript] | None = field(default=None, compare=False, hash=False)


@dataclass
class Answer:
    """A question's whole answer: its kind (goldfish_game, goldfish_odds, d0_hand or d0_odds) and figures or game."""

    object: str
    seed: int
    first: bool
    log: list[dict[str, Any]] = field(default_factory=list)
    odds: dict[str, Any] = field(default_factory=dict)
    sample: D0Sample | None = None
    opponent: dict[str, Any] = field(default_factory=dict)  # a game's opponent model (odds carry their own)


def answer(question: Question, progress: Progress | None = None) -> Answer:
    """Answer one question in one go; `progress` hears the percent of its games played as they are played."""
    q = question
    first = q.first is not False
    if q.game != "zx":
        if q.games == 1:
            return Answer("d0_hand", q.seed, first, sample=d0_sample(q.deck, q.seed, first, q.keep, q.turns))
        tick = _ticker(2 * q.games, progress)
        odds = d0_odds(
            deck=q.deck, targets=q.targets, keep=q.keep, turns=q.turns, games=q.games, seed=q.seed, on_game=tick
        )
        return Answer("d0_odds", q.seed, first, odds=_done(odds, progress))
    opponent = q.opponent if q.opponent is not None else Opponent.every_turn(q.damage)
    if q.games == 1:
        log = goldfish_log(deck=q.deck, seed=q.seed, turns=q.turns, first=q.first, opponent=opponent, scripts=q.scripts)
        return Answer("goldfish_game", q.seed, first, log=log, opponent=_opponent_facts(opponent))
    karsten = q.karsten if q.karsten is not None and q.karsten.asked else None
    rounds = 1 + (2 if q.kill_turn else 0) + (1 if karsten is not None else 0)  # the odds, each side, the questions
    odds = goldfish_odds(
        deck=q.deck, targets=q.targets, keep=q.keep, turns=q.turns, first=first, games=q.games, seed=q.seed,
        pay=q.pay, opponent=opponent, keep_rules=q.keep_rules, karsten=karsten, kill_turn=q.kill_turn,
        scripts=q.scripts, on_game=_ticker(rounds * q.games, progress),
    )  # fmt: skip
    return Answer("goldfish_odds", q.seed, first, odds=_done(odds, progress))


def _ticker(total: int, progress: Progress | None) -> Callable[[], None] | None:
    """A per-game callback that tells `progress` each PROGRESS_STEP percent reached (not every game: a job writes it)."""
    if progress is None:
        return None
    played, told = 0, 0

    def tick() -> None:
        nonlocal played, told
        played += 1
        percent = min(99, 100 * played // max(1, total))  # 100 is said once the answer is whole
        if percent >= told + PROGRESS_STEP:
            told = percent
            progress(percent)

    return tick


def _done(odds: dict[str, Any], progress: Progress | None) -> dict[str, Any]:
    if progress is not None:
        progress(100)
    return odds


def keep_rules_dict(rules: KeepRules | None, keep: frozenset[str]) -> dict[str, Any]:
    """The mulligan rules a question used, as JSON-ready values."""
    rules = rules or KeepRules()
    return {
        "cards": sorted(keep),
        "cheap_cost": rules.cheap_cost,
        "min_cheap": rules.min_cheap if rules.cheap_cost is not None else None,
        "min_ignition": rules.min_ignition,
        "colors": sorted(c.value for c in rules.colors),
    }


def _lost(total: int, by_turn: dict[int, int]) -> dict[str, Any]:
    return {"total": total, "by_turn": {str(t): n for t, n in by_turn.items()}}


def goldfish_odds(
    *,
    deck: Deck,
    targets: frozenset[str],
    keep: frozenset[str] = frozenset(),
    turns: int = 5,
    first: bool = True,
    games: int = 1000,
    seed: int = 0,
    pay: CardFacts | None = None,
    opponent: Opponent = NO_OPPONENT,
    keep_rules: KeepRules | None = None,
    karsten: KarstenQuestion | None = None,
    kill_turn: bool = True,
    scripts: Mapping[str, CardScript] | None = None,
    on_game: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """The kill turn going first and second (battle and read card text) against `opponent`, then exact and
    simulated figures for the same questions per turn, with the simulated 95% intervals and the games lost by each
    turn."""
    turns, games = max(1, min(turns, MAX_TURNS)), max(1, min(games, MAX_GAMES))
    rules = keep_rules if keep_rules is not None and keep_rules != KeepRules() else None
    policy = DefaultPolicy(keep_if_any=keep, keep=rules)
    removed = setup_removals(deck, policy)
    group = group_for(deck, targets, keep, removed)
    sim = simulate(deck, games, turns, first, seed, targets, 1, pay, 0, policy, on_game=on_game, opponent=opponent)
    remaining = list(deck.cards(Zone.DECK))
    for card in removed:
        remaining.remove(card)
    ignition = sum(1 for c in remaining if c.ignition)
    both = sum(1 for c in remaining if c.ignition and c.number in keep)
    exact_allowed = rules is None  # the exact maths knows the keep-if-any rule only
    per_turn = []
    for t in range(turns):
        row: dict[str, Any] = {"turn": t + 1, "lost": sim.lost_by_turn[t]}
        if targets:
            row["key_exact"] = round(at_least_by_turn(group, 1, t + 1, first), 6) if exact_allowed else None
            row["key_simulated"] = sim.key_by_turn[t].as_dict()
            row["key_simulated_alive"] = sim.key_by_turn_alive[t].as_dict()
        if pay is not None:
            row["payable_simulated"] = sim.payable_by_turn[t].as_dict()
        per_turn.append(row)
    answer: dict[str, Any] = {
        "games": games,
        "seed": seed,
        "first": first,
        "turns": turns,
        "targets": sorted(targets),
        "keep_if_any": sorted(keep),
        "keep_rules": keep_rules_dict(rules, keep),
        "exact_available": exact_allowed,
        "pay": pay.number if pay else None,
        "damage_per_turn": _constant_damage(opponent),
        "opponent": _opponent_facts(opponent),
        "setup_removed": [c.number for c in removed],
        "per_turn": per_turn,
        "life_ignition_exact": (
            round(expected_ignition_in_life(group.deck_size, ignition, group.keep, both), 6) if exact_allowed else None
        ),
        "life_ignitions_at_start_simulated": sim.life_ignitions_at_start.as_dict(),
        "life_ignitions_simulated": sim.life_ignitions.as_dict(),
        "reloads_simulated": sim.reloads.as_dict(),
        "defeats_simulated": sim.defeats.as_dict(),
    }
    lost: dict[str, Any] = {
        "count_as_misses": True,
        "odds": _lost(sim.lost_by_turn[-1] if sim.lost_by_turn else 0, dict(enumerate(sim.lost_by_turn, 1))),
    }
    if kill_turn:
        report = kill_turns(
            deck, games=games, turns=max(turns, KILL_TURNS), seed=seed, policy=policy, scripts=scripts,
            on_game=on_game, opponent=opponent,
        )  # fmt: skip
        answer["kill_turn"] = {"first": report.first.as_dict(), "second": report.second.as_dict()}
        lost["kill_turn_first"] = _lost(report.first.lost, report.first.lost_by_turn)
        lost["kill_turn_second"] = _lost(report.second.lost, report.second.lost_by_turn)
    answer["lost_games"] = lost
    if karsten is not None and karsten.asked:
        answer["questions"] = karsten_answers(
            deck=deck, question=karsten, targets=targets, removed=removed, turns=turns, first=first, games=games,
            seed=seed, policy=policy, opponent=opponent, exact_allowed=exact_allowed and not keep,
            on_game=on_game,
        )  # fmt: skip
    return answer


def d0_odds(
    *,
    deck: Deck,
    targets: frozenset[str],
    keep: frozenset[str] = frozenset(),
    turns: int = 5,
    games: int = 1000,
    seed: int = 0,
    on_game: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """Dimension Zero opening-hand odds: at least one key card by each turn's draw, going first and second (the second
    player mulligans a hand without a keep card), exact and simulated side by side."""
    turns, games = max(1, min(turns, MAX_TURNS)), max(1, min(games, MAX_GAMES))
    group = group_for(deck, targets, keep)
    sims = {
        first: d0_simulate(deck, games, turns, first, seed, targets, keep, on_game=on_game) for first in (True, False)
    }
    per_turn = [
        {
            "turn": t + 1,
            "first_exact": round(d0_at_least_by_turn(group, 1, t + 1, True), 6),
            "first_simulated": sims[True][t].as_dict(),
            "second_exact": round(d0_at_least_by_turn(group, 1, t + 1, False), 6),
            "second_simulated": sims[False][t].as_dict(),
        }
        for t in range(turns)
    ]
    return {
        "game": "d0",
        "games": games,
        "seed": seed,
        "turns": turns,
        "deck_size": group.deck_size,
        "targets": sorted(targets),
        "keep_if_any": sorted(keep),
        "per_turn": per_turn if targets else [],
    }


def _constant_damage(opponent: Opponent) -> int | None:
    """The damage of every opponent turn when the schedule deals the same in each (0 without one); None else."""
    if not opponent.damage:
        return 0
    return opponent.damage[0] if len(opponent.damage) == 1 else None


def _opponent_facts(opponent: Opponent) -> dict[str, Any]:
    """The opponent model of an answer as JSON-ready values (opponent_facts)."""
    return dict(opponent_facts(opponent))


def goldfish_log(
    *,
    deck: Deck,
    seed: int,
    turns: int,
    first: bool | None,
    opponent: Opponent = NO_OPPONENT,
    scripts: Mapping[str, CardScript] | None = None,
) -> list[dict[str, Any]]:
    """One game against the goldfish opponent, turn by turn, every step with its rule and the zone sizes after it."""
    game, _ = run_game(deck, seed, turns, first, DefaultPolicy(), log=True, scripts=scripts, opponent=opponent)
    return [{"turn": e.turn, "step": e.step, "rule": e.rule, "text": e.text, "sizes": e.sizes} for e in game.log]
