"""refresh_metagame: compute the metagame (card usage across public decks and published lists) and store it."""

from __future__ import annotations

import time
from typing import Any

from django.core.management.base import BaseCommand

from cards.batch import yield_cpu_to_requests
from zxdecks.meta.services import metagame_refresh
from zxdecks.meta.tasks import refresh_metagame


class Command(BaseCommand):
    help = "Compute card usage across public decks and published event lists and store the snapshot the pages read."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--queue", action="store_true", help="queue the task for a worker instead (cron)")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["queue"]:
            result = refresh_metagame.enqueue()
            self.stdout.write(f"metagame: queued ({result.id})")
            return
        yield_cpu_to_requests()
        start = time.perf_counter()
        snapshot = metagame_refresh()
        seconds = time.perf_counter() - start
        self.stdout.write(
            f"metagame: {snapshot.decks} decks, {snapshot.lists} lists, {len(snapshot.months)} months"
            f" ({seconds:.1f} s, digest {snapshot.digest[:12]})"
        )
