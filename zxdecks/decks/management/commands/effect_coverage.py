"""effect_coverage: how much of the imported card pool's text the goldfish carries out."""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from zxdecks.decks.services.goldfish import goldfish_effect_coverage


class Command(BaseCommand):
    help = (
        "Ability lines of the imported Z/X cards' official text, how many the goldfish executes, by kind, and the"
        " most frequent lines it cannot read."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--top", type=int, default=20, help="how many unread line shapes to list")
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, **options: Any) -> None:
        coverage = goldfish_effect_coverage(top=max(0, options["top"]))
        if options["json"]:
            self.stdout.write(json.dumps(coverage, ensure_ascii=False, indent=1))
            return
        lines, executed = coverage["ability_lines"], coverage["executed"]
        assert isinstance(lines, int)
        assert isinstance(executed, int)
        share = executed / lines if lines else 0.0
        self.stdout.write(f"{executed}/{lines} ability lines executed ({share:.1%})")
        by_kind = coverage["by_kind"]
        assert isinstance(by_kind, dict)
        for kind, n in by_kind.items():
            self.stdout.write(f"  {n:>6}  {kind}")
        self.stdout.write("most frequent unread lines:")
        top = coverage["top_unparsed"]
        assert isinstance(top, list)
        for item in top:
            self.stdout.write(f"  {item['count']:>6}  {item['shape']}")
