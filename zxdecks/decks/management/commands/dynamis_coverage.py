"""dynamis_coverage: which Dynamis cards of the imported pool the goldfish plays, and why not, counted."""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from zxdecks.decks.services.dynamis_coverage import goldfish_dynamis_coverage


class Command(BaseCommand):
    help = (
        "The Dynamis cards (Z/X EX, shift, event extra, Ascension extra, Z/X OB, Player extra) of the imported pool:"
        " how many the goldfish plays by their own play, and for the others the reason, counted."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--cards", action="store_true", help="list every card not played with its reason")
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, **options: Any) -> None:
        coverage = goldfish_dynamis_coverage()
        if options["json"]:
            self.stdout.write(json.dumps(coverage, ensure_ascii=False, indent=1))
            return
        self.stdout.write(str(coverage["text"]))
        if options["cards"]:
            cards = coverage["cards"]
            assert isinstance(cards, list)
            for row in cards:
                if not row["playable"]:
                    self.stdout.write(f"  {row['number']:12} {row['type']:7} {row['reason']}")
