"""goldfish PATH: play a deck solo; one game prints a turn-by-turn log, N games print the odds."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from zxdecks.decks.services import DeckListError, deck_import
from zxdecks.decks.services.goldfish import GoldfishAnswer, GoldfishError, GoldfishQuestion, goldfish_answer

PROGRESS_FROM = 5000  # games from which the command says how far it is while it plays


class Command(BaseCommand):
    help = "Goldfish a deck list: --games 1 prints the game step by step, more games print exact and simulated odds."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="deck list file or -")
        parser.add_argument("--seed", type=int, default=0)
        order = parser.add_mutually_exclusive_group()
        order.add_argument("--first", action="store_true", help="go first")
        order.add_argument("--second", action="store_true", help="go second")
        parser.add_argument("--turns", type=int, default=5)
        parser.add_argument(
            "--games", type=int, default=1, help="1: one logged game; up to 100,000 (progress on stderr from 5,000)"
        )
        parser.add_argument("--target", nargs="*", default=[], help="collector numbers or names of key cards")
        parser.add_argument("--keep", nargs="*", default=[], help="mulligan unless the hand holds one of these")
        parser.add_argument("--pay", help="a card (number or name) whose cost to check each turn")
        parser.add_argument(
            "--opponent",
            default="none",
            help="none (no pressure), damage-1-from-2, damage-2-from-3, two-5000-defenders, or spelt out:"
            " damage:0,1,2 (damage to you per opponent turn, the last repeating), defend:5000@01,5000@11 (power@row"
            " column, replaced each turn; defend-once: not), joined by ;",
        )
        parser.add_argument(
            "--damage", type=int, default=0, help="N damage in each opponent turn (--opponent damage:N)"
        )
        keep = parser.add_argument_group("keep rules (402.1k: a hand breaking one is sent back once)")
        keep.add_argument("--keep-cost", type=int, help="keep only with --keep-cheap cards of at most this cost")
        keep.add_argument("--keep-cheap", type=int, default=1)
        keep.add_argument("--keep-ignition", type=int, default=0, help="keep only with at least N ignition cards")
        keep.add_argument("--keep-colors", nargs="*", default=[], help="keep only with a card of each colour")
        ask = parser.add_argument_group("more questions")
        ask.add_argument("--also", nargs="*", default=[], help="a key card AND one of these by each turn")
        ask.add_argument("--color", default="", help="at least --color-count resources of this colour by each turn")
        ask.add_argument("--color-count", type=int, default=1)
        ask.add_argument("--curve", default="", help="a card: in hand and payable on its curve turn")
        ask.add_argument("--no-kill-turn", action="store_true", help="leave out the kill-turn games")
        parser.add_argument(
            "--game", choices=("zx", "d0"), default="zx", help="d0: Dimension Zero opening-hand odds (first and second)"
        )
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, **options: Any) -> None:
        text = sys.stdin.read() if options["path"] == "-" else _read(Path(options["path"]))
        game = options["game"]
        if game == "d0" and not options["target"]:
            raise CommandError("--target: name the key cards whose odds to compute")
        if options["damage"] and options["opponent"] != "none":
            raise CommandError("--damage: name the opponent once (--damage N is --opponent damage:N)")
        question = GoldfishQuestion(
            seed=options["seed"],
            turns=options["turns"],
            # Dimension Zero answers odds only, over at least 1000 deals; Z/X plays one logged game by default.
            games=max(options["games"], 1000) if game == "d0" else options["games"],
            first=False if options["second"] else True if options["first"] else None,
            targets=tuple(options["target"]),
            keep=tuple(options["keep"]),
            pay=options["pay"] or "",
            damage=options["damage"],
            keep_cost=options["keep_cost"],
            keep_cheap=options["keep_cheap"],
            keep_ignition=options["keep_ignition"],
            keep_colors=tuple(options["keep_colors"]),
            also=tuple(options["also"]),
            color=options["color"],
            color_count=options["color_count"],
            curve=options["curve"],
            kill_turn=not options["no_kill_turn"],
            opponent=options["opponent"],
        )
        started = time.monotonic()
        progress = self._progress if question.games >= PROGRESS_FROM else None
        try:
            answer = goldfish_answer(
                deck=deck_import(data=text, game=game).deck, game=game, question=question, progress=progress
            )
        except DeckListError as exc:
            raise CommandError("; ".join(str(e) for e in exc.errors)) from None
        except GoldfishError as exc:
            flag = "--" + exc.field.replace("_", "-")
            raise CommandError(f"{flag}: {exc.message_en}") from None
        if answer.unknown:
            raise CommandError(f"not in the deck: {', '.join(answer.unknown)}")
        if answer.odds:  # said on stderr, so that --json stays one document: every game asked for was played
            self.stderr.write(f"played {answer.odds['games']:,} games in {time.monotonic() - started:.1f} s")
        if options["json"]:
            payload: Any = answer.odds
            if answer.object == "goldfish_game":  # the API's goldfish_game: the opponent, then the log
                payload = {"object": answer.object, "seed": answer.seed, "opponent": answer.opponent, "log": answer.log}
            self.stdout.write(json.dumps(payload, ensure_ascii=False, indent=1))
        elif answer.object == "goldfish_game":
            self._print_log(answer)
        elif answer.object == "d0_odds":
            self._print_d0(answer)
        else:
            self._print_odds(answer)

    def _progress(self, percent: int) -> None:
        """A progress line on stderr every tenth of the games (long runs: 100,000 games take about a minute)."""
        if percent % 10 == 0 or percent == 100:
            self.stderr.write(f"{percent}% of the games played")

    def _print_log(self, answer: GoldfishAnswer) -> None:
        self.stdout.write(f"opponent: {answer.opponent['name']} ({answer.opponent['model']})")
        for e in answer.log:
            sizes = " ".join(f"{k}={v}" for k, v in e["sizes"].items())
            self.stdout.write(f"T{e['turn']:<2} [{e['rule']:>7}] {e['step']}: {e['text']}  | {sizes}")

    def _print_odds(self, answer: GoldfishAnswer) -> None:
        odds = answer.odds
        self.stdout.write(f"{odds['games']} games, seed {odds['seed']}, {'first' if odds['first'] else 'second'}")
        opponent = odds["opponent"]
        self.stdout.write(f"opponent: {opponent['name']} ({opponent['model']})")
        for side, kill in odds.get("kill_turn", {}).items():
            self._print_kill(side, kill)
        lost = odds["lost_games"]["odds"]
        self.stdout.write(
            f"odds by each turn's draw step ({odds['games']} games without attacking; lost games count as misses:"
            f" {lost['total']} lost)"
        )
        questions = odds.get("questions", {})
        for t, row in enumerate(odds["per_turn"]):
            parts = [f"turn {row['turn']}:"]
            if "key_simulated" in row:
                exact = "–" if row["key_exact"] is None else f"{row['key_exact']:.3f}"
                parts.append(f"key card exact {exact}, simulated {_estimate(row['key_simulated'])}")
            if "payable_simulated" in row:
                parts.append(f"can pay {odds['pay']}: {_estimate(row['payable_simulated'])}")
            if "both" in questions:
                exact = questions["both"]["exact"][t]
                both = _estimate(questions["both"]["simulated"][t])
                parts.append(f"both: exact {'–' if exact is None else f'{exact:.3f}'}, simulated {both}")
            if "color" in questions:
                c = questions["color"]
                parts.append(f">= {c['count']} {c['color']} resources: {_estimate(c['simulated'][t])}")
            parts.append(f"lost {row['lost']}")
            self.stdout.write("  ".join(parts))
        if "curve" in questions:
            c = questions["curve"]
            self.stdout.write(f"{c['card']} on curve (turn {c['turn']}): {_estimate(c['simulated'])}")
        start = odds["life_ignitions_at_start_simulated"]
        exact = odds["life_ignition_exact"]
        self.stdout.write(
            f"ignition cards among the 4 life cards: exact {'–' if exact is None else f'{exact:.3f}'},"
            f" simulated {_estimate(start)}; revealed by damage {odds['life_ignitions_simulated']['value']:.3f} a game"
        )
        self.stdout.write(
            f"reloads {odds['reloads_simulated']['value']:.3f} a game, defeats {odds['defeats_simulated']['value']:.3f}"
        )

    def _print_kill(self, side: str, kill: dict[str, Any]) -> None:
        mean = "–" if kill["mean"] is None else f"{kill['mean']:.2f}"
        self.stdout.write(
            f"kill turn going {side}: median {kill['median'] or '–'}, mean {mean} of {kill['won']} games won;"
            f" {kill['lost']} lost, {kill['unfinished']} not won in {kill['turns']} turns"
        )
        for turn, share in kill["by_turn"].items():
            bar = "#" * round(40 * kill["histogram"].get(turn, 0.0))
            self.stdout.write(
                f"  T{turn:>2} {kill['histogram'].get(turn, 0.0):6.1%} by it {share:6.1%}"
                f" (lost {kill['lost_by_turn'][turn]}) {bar}"
            )

    def _print_d0(self, answer: GoldfishAnswer) -> None:
        odds = answer.odds
        self.stdout.write(f"Dimension Zero, {odds['deck_size']} cards, {odds['games']} deals, seed {odds['seed']}")
        for row in odds["per_turn"]:
            f, s = row["first_simulated"], row["second_simulated"]
            self.stdout.write(
                f"turn {row['turn']}: first exact {row['first_exact']:.3f} simulated {f['value']:.3f}"
                f"  second exact {row['second_exact']:.3f} simulated {s['value']:.3f}"
            )


def _estimate(e: dict[str, Any]) -> str:
    return f"{e['value']:.3f} [{e['low']:.3f}, {e['high']:.3f}]"


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise CommandError(f"{path}: {exc.strerror}") from None
