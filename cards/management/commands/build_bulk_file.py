"""build_bulk_file: write the bulk card file of the current card data version (the import does this itself)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError

from cards.batch import yield_cpu_to_requests
from cards.bulk import bulk_build


class Command(BaseCommand):
    help = "Write the gzipped bulk card file of the current card data version, unless it is there already."

    def handle(self, *args: Any, **options: Any) -> None:
        yield_cpu_to_requests()
        built = bulk_build()
        if built is None:
            raise CommandError("card data changed while the file was written; run the command again")
        self.stdout.write(f"{built.name} (card data v{built.version})")
