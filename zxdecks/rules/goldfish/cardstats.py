"""Per-card statistics over seeded games: for each card of the main deck, in how many games it was drawn, played
(and on which own turn first), left in hand at the end, resourced, revealed by ignition and played so (ignited), and
revealed from life by damage; for each card of the Dynamis, in how many it was played from there (506.2) and on which
turn first. The game tells a recorder of its card events (Game.watch); nothing else is changed."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from zxdecks.rules.cards import CardFacts, Zone
from zxdecks.rules.deck import Deck
from zxdecks.rules.effects.language import CardScript
from zxdecks.rules.goldfish.game import Game
from zxdecks.rules.goldfish.policy import DefaultPolicy, Policy
from zxdecks.rules.goldfish.simulate import run_game

# The shares a card's tally counts, in the order the API and the page list them.
SHARES = ("drawn", "played", "stuck", "resourced", "ignition_revealed", "ignited", "life_revealed")
# The game events (Game.watch) each share counts; "drawn" and "stuck" are read off the game at its end.
EVENT_SHARE = {"play": "played", "resource": "resourced", "ignition": "ignition_revealed", "ignited": "ignited"}
EVENT_SHARE["life"] = "life_revealed"
EVENT_SHARE["dynamis"] = "played"  # a card of the Dynamis is played from there, never from hand


@dataclass
class CardTally:
    """Games (not copies) in which something happened to at least one copy of a card."""

    number: str
    name: str
    copies: int
    zone: str = "deck"  # deck (the main deck) or dynamis
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SHARES, 0))
    first_played: dict[int, int] = field(default_factory=dict)  # own turn -> games whose first play of it was then

    def share(self, name: str, games: int) -> float:
        """The share of `games` that counted `name` (one of SHARES)."""
        return self.counts[name] / games if games else 0.0

    def first_played_mean(self) -> float | None:
        """The mean own turn of its first play, over the games it was played in (None when never)."""
        played = sum(self.first_played.values())
        return sum(t * n for t, n in self.first_played.items()) / played if played else None


@dataclass
class CardStats:
    """Per-card tallies over `games` games of one deck."""

    games: int
    cards: list[CardTally]

    def by_number(self) -> dict[str, CardTally]:
        return {c.number: c for c in self.cards}

    def as_dict(self) -> list[dict[str, object]]:
        """One JSON-ready row a card: its counts, each share of all games, and its first-played turns."""
        rows: list[dict[str, object]] = []
        for c in self.cards:
            mean = c.first_played_mean()
            rows.append(
                {
                    "number": c.number,
                    "name": c.name,
                    "copies": c.copies,
                    "zone": c.zone,
                    "games": self.games,
                    "counts": dict(c.counts),
                    **{name: round(c.share(name, self.games), 6) for name in SHARES},
                    "first_played_mean": round(mean, 6) if mean is not None else None,
                    "first_played": {str(t): round(n / self.games, 6) for t, n in sorted(c.first_played.items())},
                }
            )
        return rows


class CardStatsRecorder:
    """A Game.watch that notes one game's card events, then adds the game to per-card tallies (finish)."""

    def __init__(self, deck: Deck) -> None:
        cards: dict[str, tuple[CardFacts, str]] = {}
        copies: dict[str, int] = {}
        for zone in (Zone.DECK, Zone.DYNAMIS):
            for card in deck.cards(zone):
                cards.setdefault(card.number, (card, zone.value))
                copies[card.number] = copies.get(card.number, 0) + 1
        self.tallies = {n: CardTally(n, c.name, copies[n], zone) for n, (c, zone) in sorted(cards.items())}
        self.games = 0
        self._seen: dict[str, set[str]] = {name: set() for name in EVENT_SHARE.values()}
        self._first: dict[str, int] = {}

    def __call__(self, game: Game, event: str, card: CardFacts) -> None:
        share = EVENT_SHARE.get(event)
        if share is None:
            return
        self._seen[share].add(card.number)
        if share == "played" and card.number not in self._first:
            self._first[card.number] = game.turn

    def finish(self, game: Game) -> dict[str, set[str]]:
        """Add the ended game: its events, the cards it drew (402.1j on) and the cards left in its hand; what it
        found, share by share (the card numbers), for a comparison that pairs the games of two decks."""
        self.games += 1
        tallies = self.tallies
        found = self._seen
        self._seen = {name: set() for name in EVENT_SHARE.values()}
        found["drawn"] = {c.number for c in game.seen}
        found["stuck"] = {c.number for c in game.hand}  # drawn and never played, resourced or discarded
        for name, numbers in found.items():
            for number in numbers:
                tally = tallies.get(number)
                if tally is not None:  # a card of the player area is neither main deck nor Dynamis
                    tally.counts[name] += 1
        for number, turn in self._first.items():
            tally = tallies.get(number)
            if tally is not None:
                tally.first_played[turn] = tally.first_played.get(turn, 0) + 1
        self._first.clear()
        return found

    def result(self) -> CardStats:
        return CardStats(self.games, list(self.tallies.values()))


def card_stats(
    deck: Deck,
    *,
    games: int,
    turns: int = 10,
    first: bool | None = True,
    seed: int = 0,
    policy: Policy | None = None,
    damage_per_turn: int = 0,
    scripts: Mapping[str, CardScript] | None = None,
    battle: bool = True,
) -> CardStats:
    """Play `games` games (seeds seed, seed+1, …; with `battle` each ends at the kill turn at the latest) and tally
    what happened to each card of the main deck."""
    recorder = CardStatsRecorder(deck)
    policy = policy or DefaultPolicy()
    for i in range(games):
        game, _ = run_game(
            deck, seed + i, turns, first, policy, damage_per_turn, track_seen=False, battle=battle, scripts=scripts,
            watch=recorder,
        )  # fmt: skip
        recorder.finish(game)
    return recorder.result()
