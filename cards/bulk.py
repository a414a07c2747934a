"""The bulk data file: the whole card database as one JSON download, rebuilt per card data version."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.conf import settings

from cards.models import Card, CatalogVersion
from cards.selectors import card_records
from cards.serializers import card_objects

CHUNK = 1000


def bulk_path(version: int) -> Path:
    return Path(settings.MEDIA_ROOT) / "bulk" / f"cards-v{version}.json"


def bulk_file() -> tuple[Path, int]:
    """The bulk file of the current card data version, written if missing; older versions are removed."""
    version = CatalogVersion.current()
    path = bulk_path(version)
    if not path.is_file():
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        with tmp.open("w", encoding="utf-8") as out:
            out.write(f'{{"object": "bulk_data", "version": {version}, "data": [')
            ids = list(Card.objects.order_by("collector_number").values_list("pk", flat=True))
            first = True
            for start in range(0, len(ids), CHUNK):
                cards = list(
                    Card.objects.select_related("pack")
                    .filter(pk__in=ids[start : start + CHUNK])
                    .order_by("collector_number")
                )
                for item in card_objects(card_records(cards), settings.SITE_URL):
                    out.write(("" if first else ",\n") + json.dumps(item, ensure_ascii=False))
                    first = False
            out.write("]}\n")
        tmp.replace(path)  # readers never see a half-written file
        for old in path.parent.glob("cards-v*.json"):
            if old != path:
                old.unlink(missing_ok=True)
    return path, version


def rebuild_after_import(**kwargs: Any) -> None:
    """Signal receiver: write the new bulk file right after an import, so the first download is fast."""
    bulk_file()
