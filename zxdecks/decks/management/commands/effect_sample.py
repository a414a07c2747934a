"""effect_sample: a seeded random sample of the ability lines counted as executed, to read by hand (issue 28)."""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from cards.models import Card
from zxdecks.rules.cards import CardType
from zxdecks.rules.effects.sample import executed_sample


class Command(BaseCommand):
    help = (
        "A seeded random sample of the imported pool's ability lines that effect_coverage counts as executed: card"
        " number, line text and the reader's output. Card text: print it, never commit it."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--sample", type=int, default=100, help="how many lines")
        parser.add_argument("--seed", type=int, default=28)
        parser.add_argument("--json", action="store_true")

    def handle(self, *args: Any, **options: Any) -> None:
        # The same lines as goldfish_effect_coverage: official text, no markers, in card-number order.
        rows = Card.objects.filter(game="zx", unofficial_text=False).exclude(text="").order_by("collector_number")
        cards = [
            (number, text, subtext)
            for number, text, subtext, kind in rows.values_list("collector_number", "text", "subtext", "card_type")
            if not CardType(kind).is_marker
        ]
        sample = executed_sample(cards, max(0, options["sample"]), options["seed"])
        if options["json"]:
            self.stdout.write(json.dumps(sample, ensure_ascii=False, indent=1))
            return
        for k, item in enumerate(sample, 1):
            self.stdout.write(f"{k:>3} {item['number']} {item['text']}")
            self.stdout.write(f"    {json.dumps(item['reading'], ensure_ascii=False)}")
