"""load_demo: import the team's demo card set (fixtures/demo_cards.json); safe to run again."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Import the demo card set shipped in fixtures/ (invented cards, clearly labelled demo)."

    def handle(self, *args: Any, **options: Any) -> None:
        for name in ("demo_cards.json", "demo_d0_cards.json"):  # Z/X, then Dimension Zero
            call_command("import_cards", str(settings.BASE_DIR / "fixtures" / name), stdout=self.stdout)
