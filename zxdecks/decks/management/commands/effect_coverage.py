"""effect_coverage: how much of the imported card pool's text the goldfish carries out."""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from zxdecks.decks.services.goldfish import goldfish_effect_coverage

# The figures in the order printed, with what each counts; every line of the pool is in exactly one of the parts
# (the indented ones), `read` and `executed` are sums of them.
FIGURES = (
    ("read", "read (every clause mapped)"),
    ("executed", "executed (read, carried out, and changing a game against some modelled opponent)"),
    ("acting", "  acting (can change the game against an empty board)"),
    ("acting_vs_defenders", "  acting only against defenders (the opponent's Z/X on its squares)"),
    ("opponent_board_only", "  opponent's board only (nothing to act on, against an empty board or defenders)"),
    ("no_handler", "  read into an action with no handler"),
    ("keyword_handled", "  keywords the engine handles itself"),
    ("inert", "  inert (gate lines, 絶界)"),
    ("construction", "  deck-construction rules"),
    ("unread", "  unread"),
)


class Command(BaseCommand):
    help = (
        "Ability lines of the imported Z/X cards' official text: how many the goldfish reads, executes and can act"
        " on, each line in one part, by kind, and the most frequent unread clause shapes."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--top", type=int, default=20, help="how many unread clause shapes to list")
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, **options: Any) -> None:
        coverage = goldfish_effect_coverage(top=max(0, options["top"]))
        if options["json"]:
            self.stdout.write(json.dumps(coverage, ensure_ascii=False, indent=1))
            return
        lines = coverage["ability_lines"]
        assert isinstance(lines, int)
        self.stdout.write(f"{lines} ability lines")
        for key, label in FIGURES:
            n = coverage[key]
            assert isinstance(n, int)
            self.stdout.write(f"{n:>7}  {n / lines if lines else 0.0:>6.1%}  {label}")
        self.stdout.write("by kind:")
        by_kind = coverage["by_kind"]
        assert isinstance(by_kind, dict)
        for kind, n in by_kind.items():
            self.stdout.write(f"  {n:>6}  {kind}")
        self.stdout.write("most frequent unread clause shapes:")
        top = coverage["top_unread_clauses"]
        assert isinstance(top, list)
        for item in top:
            self.stdout.write(f"  {item['count']:>6}  {item['shape']}")
