"""goldfish PATH: play a deck solo; one game prints a turn-by-turn log, N games print the odds."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from zxdecks.decks.services import DeckListError, deck_import
from zxdecks.decks.services.goldfish import (
    d0_odds,
    goldfish_log,
    goldfish_odds,
    resolve_targets,
    resolve_targets_and_keep,
)


class Command(BaseCommand):
    help = "Goldfish a deck list: --games 1 prints the game step by step, more games print exact and simulated odds."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="deck list file or -")
        parser.add_argument("--seed", type=int, default=0)
        order = parser.add_mutually_exclusive_group()
        order.add_argument("--first", action="store_true", help="go first")
        order.add_argument("--second", action="store_true", help="go second")
        parser.add_argument("--turns", type=int, default=5)
        parser.add_argument("--games", type=int, default=1)
        parser.add_argument("--target", nargs="*", default=[], help="collector numbers or names of key cards")
        parser.add_argument("--keep", nargs="*", default=[], help="mulligan unless the hand holds one of these")
        parser.add_argument("--pay", help="a card (number or name) whose cost to check each turn")
        parser.add_argument("--damage", type=int, default=0, help="damage taken after each of your turns")
        parser.add_argument(
            "--game", choices=("zx", "d0"), default="zx", help="d0: Dimension Zero opening-hand odds (first and second)"
        )
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, **options: Any) -> None:
        text = sys.stdin.read() if options["path"] == "-" else _read(Path(options["path"]))
        try:
            deck = deck_import(data=text, game=options["game"]).deck
        except DeckListError as exc:
            raise CommandError("; ".join(str(e) for e in exc.errors)) from None
        if options["game"] == "d0":
            self._d0(deck, options)
            return
        first = False if options["second"] else True if options["first"] else None
        if options["games"] <= 1:
            log = goldfish_log(
                deck=deck, seed=options["seed"], turns=options["turns"], first=first, damage_per_turn=options["damage"]
            )
            if options["json"]:
                self.stdout.write(json.dumps(log, ensure_ascii=False, indent=1))
                return
            for e in log:
                sizes = " ".join(f"{k}={v}" for k, v in e["sizes"].items())
                self.stdout.write(f"T{e['turn']:<2} [{e['rule']:>7}] {e['step']}: {e['text']}  | {sizes}")
            return
        targets, keep = _targets_and_keep(deck, options)
        pay = None
        if options["pay"]:
            numbers, missing = resolve_targets(deck, [options["pay"]])
            if missing:
                raise CommandError(f"--pay {options['pay']}: not in the deck")
            pay = next(e.card for e in deck.entries if e.card.number in numbers)
        odds = goldfish_odds(
            deck=deck, targets=targets, keep=keep, turns=options["turns"], first=first is not False, games=options["games"],
            seed=options["seed"], pay=pay, damage_per_turn=options["damage"],
        )  # fmt: skip
        if options["json"]:
            self.stdout.write(json.dumps(odds, ensure_ascii=False, indent=1))
            return
        self.stdout.write(f"{odds['games']} games, seed {odds['seed']}, {'first' if odds['first'] else 'second'}")
        for row in odds["per_turn"]:
            parts = [f"turn {row['turn']}:"]
            if "key_exact" in row:
                s = row["key_simulated"]
                parts.append(
                    f"key card exact {row['key_exact']:.3f}, simulated {s['value']:.3f} [{s['low']:.3f}, {s['high']:.3f}]"
                )
            if "payable_simulated" in row:
                parts.append(f"can pay {odds['pay']}: {row['payable_simulated']['value']:.3f}")
            self.stdout.write("  ".join(parts))
        li = odds["life_ignitions_simulated"]
        self.stdout.write(
            f"ignition cards among life: exact {odds['life_ignition_exact']:.3f}; revealed by damage {li['value']:.3f}"
        )
        self.stdout.write(
            f"reloads {odds['reloads_simulated']['value']:.3f} a game, defeats {odds['defeats_simulated']['value']:.3f}"
        )

    def _d0(self, deck: Any, options: dict[str, Any]) -> None:
        if options["pay"] or options["damage"]:
            raise CommandError("--pay and --damage are Z/X questions; Dimension Zero answers opening-hand odds")
        targets, keep = _targets_and_keep(deck, options)
        if not targets:
            raise CommandError("--target: name the key cards whose odds to compute")
        odds = d0_odds(
            deck=deck, targets=targets, keep=keep, turns=options["turns"], games=max(options["games"], 1000),
            seed=options["seed"],
        )  # fmt: skip
        if options["json"]:
            self.stdout.write(json.dumps(odds, ensure_ascii=False, indent=1))
            return
        self.stdout.write(f"Dimension Zero, {odds['deck_size']} cards, {odds['games']} deals, seed {odds['seed']}")
        for row in odds["per_turn"]:
            f, s = row["first_simulated"], row["second_simulated"]
            self.stdout.write(
                f"turn {row['turn']}: first exact {row['first_exact']:.3f} simulated {f['value']:.3f}"
                f"  second exact {row['second_exact']:.3f} simulated {s['value']:.3f}"
            )


def _targets_and_keep(deck: Any, options: dict[str, Any]) -> tuple[frozenset[str], frozenset[str]]:
    """The --target and --keep cards; a name that is not in the deck is an error, not ignored."""
    targets, keep, unknown = resolve_targets_and_keep(deck, options["target"], options["keep"])
    if unknown:
        raise CommandError(f"not in the deck: {', '.join(unknown)}")
    return targets, keep


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise CommandError(f"{path}: {exc.strerror}") from None
