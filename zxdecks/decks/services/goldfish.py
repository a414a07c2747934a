"""Goldfish services: exact and simulated odds side by side, and a replayable hand-played game."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from zxdecks.decks import models
from zxdecks.decks.services.decks import current_cards
from zxdecks.rules.cards import CardFacts, Zone, name_key
from zxdecks.rules.deck import Deck
from zxdecks.rules.goldfish import DefaultPolicy, Defeat, Game, run_game, setup_removals
from zxdecks.rules.odds import (
    D0Sample,
    at_least_by_turn,
    d0_at_least_by_turn,
    d0_sample,
    d0_simulate,
    expected_ignition_in_life,
    group_for,
    simulate,
)

MAX_GAMES = 20000
MAX_TURNS = 20


def resolve_targets(deck: Deck, wanted: list[str]) -> tuple[frozenset[str], list[str]]:
    """Collector numbers in the deck meant by numbers or names; and what matched nothing (reported, not dropped)."""
    cards = {e.card.number: e.card for e in deck.part(Zone.DECK)}
    found: set[str] = set()
    unknown: list[str] = []
    for item in wanted:
        if not item.strip():
            continue  # an empty choice is no choice
        key = name_key(item)
        hits = {n for n, c in cards.items() if n == item.strip().upper() or key in c.keys}
        if hits:
            found |= hits
        else:
            unknown.append(item)
    return frozenset(found), unknown


def resolve_targets_and_keep(
    deck: Deck, targets: list[str], keep: list[str]
) -> tuple[frozenset[str], frozenset[str], list[str]]:
    """The key cards and the keep-if-any cards a question names, and every name that matched nothing."""
    found_targets, unknown = resolve_targets(deck, targets)
    found_keep, unknown_keep = resolve_targets(deck, keep)
    return found_targets, found_keep, unknown + unknown_keep


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
    damage_per_turn: int = 0,
) -> dict[str, Any]:
    """Exact and simulated figures for the same questions, per turn, with the simulated 95% intervals."""
    turns, games = max(1, min(turns, MAX_TURNS)), max(1, min(games, MAX_GAMES))
    policy = DefaultPolicy(keep_if_any=keep)
    removed = setup_removals(deck, policy)
    group = group_for(deck, targets, keep, removed)
    sim = simulate(deck, games, turns, first, seed, targets, 1, pay, damage_per_turn, policy)
    remaining = list(deck.cards(Zone.DECK))
    for card in removed:
        remaining.remove(card)
    ignition = sum(1 for c in remaining if c.ignition)
    both = sum(1 for c in remaining if c.ignition and c.number in keep)
    per_turn = []
    for t in range(turns):
        row: dict[str, Any] = {"turn": t + 1}
        if targets:
            row["key_exact"] = round(at_least_by_turn(group, 1, t + 1, first), 6)
            row["key_simulated"] = sim.key_by_turn[t].as_dict()
        if pay is not None:
            row["payable_simulated"] = sim.payable_by_turn[t].as_dict()
        per_turn.append(row)
    return {
        "games": games,
        "seed": seed,
        "first": first,
        "turns": turns,
        "targets": sorted(targets),
        "keep_if_any": sorted(keep),
        "pay": pay.number if pay else None,
        "damage_per_turn": damage_per_turn,
        "setup_removed": [c.number for c in removed],
        "per_turn": per_turn,
        "life_ignition_exact": round(expected_ignition_in_life(group.deck_size, ignition, group.keep, both), 6),
        "life_ignitions_simulated": sim.life_ignitions.as_dict(),
        "reloads_simulated": sim.reloads.as_dict(),
        "defeats_simulated": sim.defeats.as_dict(),
    }


def d0_odds(
    *,
    deck: Deck,
    targets: frozenset[str],
    keep: frozenset[str] = frozenset(),
    turns: int = 5,
    games: int = 1000,
    seed: int = 0,
) -> dict[str, Any]:
    """Dimension Zero opening-hand odds: at least one key card by each turn's draw, going first and second (the second
    player mulligans a hand without a keep card), exact and simulated side by side."""
    turns, games = max(1, min(turns, MAX_TURNS)), max(1, min(games, MAX_GAMES))
    group = group_for(deck, targets, keep)
    sims = {first: d0_simulate(deck, games, turns, first, seed, targets, keep) for first in (True, False)}
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


def goldfish_log(
    *, deck: Deck, seed: int, turns: int, first: bool | None, damage_per_turn: int = 0
) -> list[dict[str, Any]]:
    """One game, turn by turn, every step with its rule and the zone sizes after it."""
    game, _ = run_game(deck, seed, turns, first, DefaultPolicy(), damage_per_turn, log=True)
    return [{"turn": e.turn, "step": e.step, "rule": e.rule, "text": e.text, "sizes": e.sizes} for e in game.log]


class _HandPolicy(DefaultPolicy):
    """The person decides the mulligan; everything else a person would not be asked about uses the defaults."""

    def __init__(self, mulligan: bool) -> None:
        super().__init__()
        self._mulligan = mulligan

    def mulligan(self, game: Game, hand: list[CardFacts]) -> bool:
        return self._mulligan


@dataclass
class Replay:
    """A hand-played game rebuilt from its seed and its list of actions (so a link replays the same game)."""

    game: Game
    actions: list[str]
    messages: list[str] = field(default_factory=list)
    resource_placed: bool = False
    in_turn: bool = False


ACTIONS = {"k": "keep", "m": "mulligan", "n": "next turn", "g": "ignite", "d": "take 1 damage", "e": "end turn"}


def goldfish_replay(*, deck: Deck, seed: int, first: bool | None, actions: list[str]) -> Replay:
    """Apply actions: k/m (keep or mulligan, first), n (next turn), r<i> (resource), g (ignite), p<i> (play),
    d (damage), e (end turn). Impossible actions are skipped and said so."""
    mulligan = bool(actions) and actions[0] == "m"
    game = Game(deck, seed=seed, first=first, policy=_HandPolicy(mulligan), log_enabled=True)
    replay = Replay(game, actions)
    try:
        game.setup()
        for action in actions[1:] if actions and actions[0] in ("k", "m") else actions:
            _apply(replay, action)
    except Defeat as defeat:
        replay.messages.append(f"defeat: {defeat}")
    return replay


def _apply(replay: Replay, action: str) -> None:
    game = replay.game
    if game.defeated:
        return
    if action == "n":
        if replay.in_turn:
            game.end_turn()
        game.start_turn()
        replay.in_turn, replay.resource_placed = True, False
    elif action == "e" and replay.in_turn:
        game.end_turn()
        replay.in_turn = False
    elif action == "g" and replay.in_turn:
        if game.ignite_once() is None:
            replay.messages.append("no charge to ignite with")
    elif action == "d":
        game.take_damage(1)
    elif action[:1] in ("r", "p") and action[1:].isdigit() and replay.in_turn:
        index = int(action[1:])
        if index >= len(game.hand):
            replay.messages.append(f"{action}: no such card in hand")
        elif action[0] == "r":
            if replay.resource_placed:
                replay.messages.append("504.3: only one card a turn goes to the resources")
            else:
                game.place_resource(index)
                replay.resource_placed = True
        elif not game.play_from_hand(index):
            replay.messages.append(f"{game.hand[index].name}: cannot be paid or placed now (805, 806.1)")
    else:
        replay.messages.append(f"{action}: not possible now")


class GoldfishError(ValueError):
    """A goldfish question without an answer: which input (field) and why, in Japanese and English."""

    def __init__(self, field: str, message: str, message_en: str, field_message: str = "") -> None:
        self.field, self.message, self.message_en = field, message, message_en
        self.field_message = field_message or message_en  # what is wrong with the field, said short
        super().__init__(message_en)


@dataclass(frozen=True)
class GoldfishQuestion:
    """What a player asks of a deck: one game (games=1) or the odds of key cards over many, with its seed."""

    seed: int = 0
    turns: int = 5
    games: int = 1000
    first: bool | None = True
    targets: tuple[str, ...] = ()
    keep: tuple[str, ...] = ()
    pay: str = ""
    damage: int = 0


@dataclass
class GoldfishAnswer:
    """The answer to a question: its kind (the API's object name), the resolved cards and the figures or the game."""

    object: str  # goldfish_game, goldfish_odds, d0_hand or d0_odds
    seed: int
    first: bool
    targets: frozenset[str] = frozenset()
    keep: frozenset[str] = frozenset()
    unknown: list[str] = field(default_factory=list)
    log: list[dict[str, Any]] = field(default_factory=list)
    odds: dict[str, Any] = field(default_factory=dict)
    sample: D0Sample | None = None

    @property
    def warnings(self) -> list[str] | None:
        return [f"not in the deck: {u}" for u in self.unknown] or None


def goldfish_answer(*, deck: Deck | models.Deck, question: GoldfishQuestion, game: str | None = None) -> GoldfishAnswer:
    """Answer a goldfish question for a stored deck (its current cards and game) or an engine deck of a game (Z/X:
    a logged game or exact and simulated odds; Dimension Zero: a dealt hand or opening-hand odds); names and numbers
    that match nothing come back in `unknown`. GoldfishError names the input a question cannot be answered for."""
    if isinstance(deck, models.Deck):
        game = game or deck.game
        deck = current_cards(deck)
    game = game or "zx"
    if not deck.part(Zone.DECK):
        # Every figure divides by the deck size: an empty main deck has no odds to give.
        raise GoldfishError("deck", "メインデッキにカードがありません。", "the main deck is empty")
    q = replace(
        question,
        turns=max(1, min(question.turns, MAX_TURNS)),
        games=max(1, min(question.games, MAX_GAMES)),
        damage=max(0, question.damage),
    )
    first = q.first is not False
    targets, keep, unknown = resolve_targets_and_keep(deck, list(q.targets), list(q.keep))
    if game != "zx":
        if q.pay or q.damage:
            raise GoldfishError(
                "pay" if q.pay else "damage",
                "支払いとダメージはZ/Xの質問です。ディメンションゼロのデッキには初手の確率を答えます。",
                "pay and damage are Z/X questions; a Dimension Zero deck answers opening-hand odds",
                "not for Dimension Zero decks",
            )
        if q.games == 1:
            sample = d0_sample(deck, q.seed, first, keep, q.turns)
            return GoldfishAnswer("d0_hand", q.seed, first, targets, keep, unknown, sample=sample)
        odds = d0_odds(deck=deck, targets=targets, keep=keep, turns=q.turns, games=q.games, seed=q.seed)
        return GoldfishAnswer("d0_odds", q.seed, first, targets, keep, unknown, odds=odds)
    if q.games == 1:
        log = goldfish_log(deck=deck, seed=q.seed, turns=q.turns, first=q.first, damage_per_turn=q.damage)
        return GoldfishAnswer("goldfish_game", q.seed, first, targets, keep, unknown, log=log)
    pay = None
    if q.pay:
        numbers, missing = resolve_targets(deck, [q.pay])
        unknown += missing
        pay = next((e.card for e in deck.entries if e.card.number in numbers), None)
    odds = goldfish_odds(
        deck=deck, targets=targets, keep=keep, turns=q.turns, first=first, games=q.games, seed=q.seed, pay=pay,
        damage_per_turn=q.damage,
    )  # fmt: skip
    return GoldfishAnswer("goldfish_odds", q.seed, first, targets, keep, unknown, odds=odds)


def key_card_choices(deck: Deck) -> list[CardFacts]:
    """The main deck's cards once each, by number: what the odds forms offer as key and keep cards."""
    return sorted({e.card.number: e.card for e in deck.part(Zone.DECK)}.values(), key=lambda c: c.number)
