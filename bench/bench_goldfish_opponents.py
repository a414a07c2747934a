"""The kill turn under each opponent model (issue 29.1): the five decks built from the real pool (bench_goldfish),
going first and second, 1,000 seeded games each (BENCH_OPPONENT_GAMES to shrink), through kill_turns, the function
the site's answer() calls; and which Z/X EX of each deck's Dynamis the games played at least once."""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Mapping

from bench.bench_goldfish import REAL_DATA, real_decks, real_pool
from zxdecks.rules.cards import CardType, Zone
from zxdecks.rules.deck import Deck
from zxdecks.rules.effects import CardScript, read_pool
from zxdecks.rules.goldfish import DefaultPolicy
from zxdecks.rules.goldfish.dynamis_coverage import dynamis_verdict
from zxdecks.rules.goldfish.game import Game
from zxdecks.rules.goldfish.opponent import PRESETS
from zxdecks.rules.odds import KillTurns, kill_turns

GAMES = int(os.environ.get("BENCH_OPPONENT_GAMES", "1000"))
SEED = 0  # answer()'s default seed: the page's figures for the same question
TURNS = 10  # answer.KILL_TURNS
OPPONENTS = ("none", "damage-1-from-2", "damage-2-from-3", "two-5000-defenders")


class DynamisWatch(DefaultPolicy):
    """The default policy (the same choices, so the same games) that also notes which Dynamis cards it played in each
    game: every play from the Dynamis is the policy's choice (Game.play_turn), and the game's play count tells,
    at the next question or at the end, whether the chosen card was played. A card an effect turns face up (and so
    takes out of the face-down Dynamis) is not counted."""

    def __init__(self) -> None:
        super().__init__()
        self.played: Counter[str] = Counter()  # card number -> games in which at least one copy was played
        self.copies: Counter[str] = Counter()  # card number -> copies played over all games
        self._game: Game | None = None
        self._in_game: set[str] = set()
        self._pending: tuple[str, int] | None = None  # the card chosen last and the game's play count before it

    def dynamis_play(self, game: Game) -> int | None:
        self._settle()
        if game is not self._game:
            self._end_game()
            self._game = game
        choice = super().dynamis_play(game)
        if choice is not None:
            self._pending = (game.dynamis[choice].number, game.dynamis_plays)
        return choice

    def flush(self) -> None:
        """Count the game last seen (over by now)."""
        self._settle()
        self._end_game()

    def _settle(self) -> None:
        if self._pending is not None and self._game is not None and self._game.dynamis_plays > self._pending[1]:
            self._in_game.add(self._pending[0])
            self.copies[self._pending[0]] += 1
        self._pending = None

    def _end_game(self) -> None:
        self.played.update(self._in_game)
        self._in_game.clear()
        self._game = None


def row(side: str, k: KillTurns) -> str:
    shares = " ".join(f"{k.by_turn.get(t, 0.0):5.1%}" for t in range(1, TURNS + 1))
    mean = f"{k.mean:.2f}" if k.mean is not None else "—"
    median = str(k.median) if k.median is not None else f">{TURNS}"
    return (
        f"    {side:<6} {shares}   median {median:>3}  mean {mean:>5}  not won {k.games - k.won:>4}"
        f" ({k.lost} lost, {k.unfinished} unfinished)"
    )


def deck_figures(label: str, deck: Deck, scripts: Mapping[str, CardScript]) -> None:
    print(f"{label}")
    watch = DynamisWatch()
    start, plays = time.process_time(), 0
    for name in OPPONENTS:
        report = kill_turns(
            deck, games=GAMES, turns=TURNS, seed=SEED, policy=watch, scripts=scripts, opponent=PRESETS[name]
        )
        watch.flush()
        plays, before = sum(watch.copies.values()), plays
        print(
            f"  opponent {name} ({report.opponent}); share won by own turn 1..{TURNS}; {plays - before} plays"
            " from the Dynamis"
        )
        print(row("first", report.first))
        print(row("second", report.second))
    cpu = time.process_time() - start
    extras = sorted({c for c in deck.cards(Zone.DYNAMIS) if c.type is CardType.ZX_EX}, key=lambda c: c.number)
    played = [c for c in extras if watch.played[c.number]]
    total = len(OPPONENTS) * 2 * GAMES
    print(
        f"  Dynamis: {len(played)} of {len(extras)} Z/X EX played at least once ({sum(watch.copies.values())} plays in"
        f" {total} games;"
        f" {cpu:.1f} s CPU for the deck)"
    )
    for c in extras:
        verdict = dynamis_verdict(c, scripts.get(c.number))
        print(
            f"    {c.number} cost {c.cost} {verdict.reason:<12} {'playable' if verdict.playable else 'not playable':<12}"
            f" played in {watch.played[c.number]:>4} of {total} games ({watch.copies[c.number]} copies)"
        )


def main() -> None:
    if not REAL_DATA.is_file():
        print("real card data missing: no figures")
        return
    pool = real_pool()
    decks = real_decks(pool)
    scripts = read_pool((c.number, text, subtext) for c, text, subtext in pool)
    print(f"kill turn under each opponent model: {GAMES} games a side, seed {SEED}, {TURNS} own turns at most")
    print(f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    for label, deck in decks.items():
        deck_figures(label, deck, scripts)


if __name__ == "__main__":
    main()
