"""load_demo: import the team's demo card set (fixtures/demo_cards.json); safe to run again.

With real card data in the database it loads nothing and removes the demo cards no deck uses instead, so that
`make run` after a real import leaves only real cards (see cards/demo.py); --force loads the demo set anyway.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser

from cards.demo import DEMO_FILES, demo_cards_remove, real_cards_exist


class Command(BaseCommand):
    help = "Import the demo card set shipped in fixtures/ (invented cards, clearly labelled demo)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--force", action="store_true", help="load the demo set even when real card data is imported"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if not options["force"] and real_cards_exist():
            result = demo_cards_remove()
            kept = f"; {result.kept} kept because decks use them" if result.kept else ""
            self.stdout.write(
                f"real card data is imported: the demo set is not loaded; {result.removed} demo cards removed{kept}"
            )
            return
        for name in DEMO_FILES:
            call_command("import_cards", str(settings.BASE_DIR / "fixtures" / name), stdout=self.stdout)
