"""load_demo: import the team's demo card sets (fixtures/demo_*.json, one per game); safe to run again.

For a game whose real cards are imported it loads nothing and removes that game's demo cards no deck uses instead,
so that `make run` after a real import leaves only real cards in that game's pool; a game with no real cards (D0
beside the real Z/X list) keeps its demo set (see cards/demo.py). --force loads every demo set anyway.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser

from cards.demo import DEMO_SETS, demo_cards_remove, real_cards_exist


class Command(BaseCommand):
    help = "Import the demo card sets shipped in fixtures/ (invented cards, clearly labelled demo)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--force", action="store_true", help="load the demo sets even when real card data is imported"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        for demo in DEMO_SETS:
            if not options["force"] and real_cards_exist(demo.game):
                result = demo_cards_remove(demo.game)
                kept = f"; {result.kept} kept because decks use them" if result.kept else ""
                self.stdout.write(
                    f"real {demo.label} cards are imported: the {demo.label} demo set is not loaded; "
                    f"{result.removed} demo cards removed{kept}"
                )
                continue
            call_command("import_cards", str(settings.BASE_DIR / "fixtures" / demo.file), stdout=self.stdout)
