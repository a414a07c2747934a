"""goldfish_compare A B: two Z/X deck lists over the same seeded games, side by side, each difference with its 95%
interval; and per-card statistics of both."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from zxdecks.decks.services import DeckListError, deck_import
from zxdecks.decks.services.goldfish import KILL_TURNS, GoldfishError
from zxdecks.decks.services.goldfish_compare import CompareQuestion, background_games, compare_lists
from zxdecks.decks.services.goldfish_opponent import named

TOP_CARDS = 8  # the cards whose figures moved most, in the text output


class Command(BaseCommand):
    help = "Compare two Z/X deck lists over the same seeded games: kill turns, key-card odds and per-card statistics."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("a", help="list A: a deck list file")
        parser.add_argument("b", help="list B: a deck list file")
        parser.add_argument(
            "--games",
            type=int,
            default=1000,
            help=f"games per list and side (≤ {background_games():,}, GOLDFISH_COMPARE_GAMES_BACKGROUND)",
        )
        parser.add_argument("--seed", type=int, default=0)
        parser.add_argument("--turns", type=int, default=KILL_TURNS, help="own turns the kill-turn games play at most")
        parser.add_argument("--odds-turns", type=int, default=5)
        parser.add_argument("--second", action="store_true", help="key-card odds going second")
        parser.add_argument("--target", nargs="*", default=[], help="key cards: collector numbers or names")
        parser.add_argument("--damage", type=int, default=0, help="damage taken after each of your turns")
        parser.add_argument(
            "--opponent", default="none", help="the opponent model, as goldfish --opponent (a preset or a spelling)"
        )
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, **options: Any) -> None:
        decks, labels = [], []
        for key in ("a", "b"):
            path = Path(options[key])
            try:
                decks.append(deck_import(data=path.read_text(encoding="utf-8")).deck)
            except OSError as exc:
                raise CommandError(f"{path}: {exc.strerror}") from None
            except DeckListError as exc:
                raise CommandError(f"{path}: " + "; ".join(str(e) for e in exc.errors)) from None
            labels.append({"deck": 0, "version": 0, "title": path.name})
        question = CompareQuestion(
            games=options["games"], seed=options["seed"], turns=options["turns"], odds_turns=options["odds_turns"],
            first=not options["second"], targets=tuple(options["target"]), damage=options["damage"],
            opponent=options["opponent"],
        )  # fmt: skip
        try:
            answer = named(compare_lists(decks=(decks[0], decks[1]), labels=(labels[0], labels[1]), question=question))
        except GoldfishError as exc:
            raise CommandError(f"--{exc.field.replace('_', '-')}: {exc.message_en}") from None
        if options["json"]:
            self.stdout.write(json.dumps(answer, ensure_ascii=False, indent=1))
            return
        self.stdout.write("\n".join(summary(answer)))


def _row(r: dict[str, Any]) -> str:
    a, b, d = r["a"], r["b"], r["difference"]
    mark = " *" if d["low"] > 0 or d["high"] < 0 else ""
    return (
        f"  {r['turn']:>2}  {100 * a['value']:5.1f}%  {100 * b['value']:5.1f}%"
        f"  {100 * d['value']:+6.1f} [{100 * d['low']:+6.1f}, {100 * d['high']:+6.1f}]{mark}"
    )


def summary(answer: dict[str, Any]) -> list[str]:
    """The comparison as text: kill turns both ways, key-card odds, and the cards whose figures moved most."""
    lines = [
        f"A: {answer['a']['title']}   B: {answer['b']['title']}",
        f"{answer['games']:,} games per list and side, seed {answer['seed']}, against {answer['opponent']['name']}"
        f" ({answer['opponent']['model']}); differences A − B in points with Newcombe's paired 95% interval (* leaves out 0)",
    ]
    for side in ("first", "second"):
        kill = answer["kill_turn"][side]
        lines.append(f"\nkill turn going {side}: median A {kill['a']['median']} B {kill['b']['median']}")
        if kill["mean_difference"]:
            m = kill["mean_difference"]
            lines.append(f"  mean A − B {m['value']:+.3f} [{m['low']:+.3f}, {m['high']:+.3f}] (games won)")
        lines.append("  turn  A won by  B won by  A − B")
        lines += [_row(r) for r in kill["by_turn"]]
    if answer["key_cards"]["per_turn"]:
        keys = answer["key_cards"]
        lines.append(f"\nkey cards A {keys['targets_a']} B {keys['targets_b']}: at least one by each draw step")
        lines += [_row(r) for r in keys["per_turn"]]
    a = {c["number"]: c for c in answer["cards"]["a"]}
    b = {c["number"]: c for c in answer["cards"]["b"]}
    lines.append(f"\nper card over {answer['cards']['games']:,} games a list (A / B): drawn, played, stuck, resourced")

    def moved(number: str) -> float:
        x, y = a.get(number), b.get(number)
        return float(sum(abs((x or {}).get(k, 0) - (y or {}).get(k, 0)) for k in ("played", "stuck", "resourced")))

    for number in sorted(set(a) | set(b), key=moved, reverse=True)[:TOP_CARDS]:
        x, y = a.get(number), b.get(number)
        name = (x or y or {}).get("name", number)

        def cell(c: dict[str, Any] | None, k: str) -> str:
            return f"{100 * c[k]:5.1f}%" if c else "    –"

        parts = [f"{cell(x, k)}/{cell(y, k)}" for k in ("drawn", "played", "stuck", "resourced")]
        lines.append(f"  {number} {name}: " + "  ".join(parts))
    return lines
