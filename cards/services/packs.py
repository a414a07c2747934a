"""Writing packs: an import's pack rows, and the packs its card records name."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from django.db import transaction

from cards.importers.records import CardRecord, RecordError, check_text
from cards.models import Pack
from cards.services.bulk_insert import insert_rows


@dataclass
class PackSummary:
    """Counts of what a packs import did."""

    created: int = 0
    updated: int = 0
    unchanged: int = 0


def ensure_packs(chunk: Sequence[tuple[int, CardRecord]], packs: dict[str, Pack]) -> None:
    """Create the packs a chunk of records names that `packs` (code → pack) lacks, and fill in missing names."""
    from cards.catalog import card_data_changed

    new: list[Pack] = []
    for index, record in chunk:
        if len(record.pack_code) > 16 or len(record.pack_name) > 200:
            raise RecordError(index, record.collector_number, "pack", "pack code or name too long (at most 16, 200)")
        if record.pack_code and record.pack_code not in packs:
            packs[record.pack_code] = Pack(code=record.pack_code, name=record.pack_name)
            new.append(packs[record.pack_code])
        elif record.pack_code and record.pack_name and not packs[record.pack_code].name:
            pack = packs[record.pack_code]
            pack.name = record.pack_name
            if pack.pk is not None:  # a new pack is written below with its name
                pack.save(update_fields=["name"])
    if new:
        insert_rows(Pack, new)  # one write for the chunk's new packs, which sends no row signal
        card_data_changed()


def packs_import(*, rows: Iterable[dict[str, Any]]) -> PackSummary:
    """Create or update packs from rows with code/pack_prefix, name/jp_name, release_date (YYYY-MM-DD or Y/M/D)."""
    summary = PackSummary()
    from cards.catalog import catalog_changes

    with transaction.atomic(), catalog_changes():
        for index, row in enumerate(rows):
            if not isinstance(row, dict):
                raise RecordError(index, None, "(pack)", "expected an object")
            code = str(row.get("code") or row.get("pack_prefix") or "").strip()
            if not code:
                raise RecordError(index, None, "code", "missing pack code")
            check_text(index, code, row)
            if len(code) > 16:
                raise RecordError(index, code[:16] + "…", "code", f"{len(code)} characters; at most 16")
            raw_date = str(row.get("release_date") or "").strip().replace("/", "-")
            try:
                release = dt.date.fromisoformat(raw_date) if raw_date else None
            except ValueError:
                raise RecordError(index, code, "release_date", f"{raw_date!r} is not a date") from None
            values = {
                "name": _bounded(index, code, "name", str(row.get("name") or row.get("jp_name") or ""), 200),
                "release_date": release,
                "series": _bounded(index, code, "series", str(row.get("series") or ""), 100),
            }
            pack, created = Pack.objects.get_or_create(code=code, defaults=values)
            if created:
                summary.created += 1
            elif any(getattr(pack, k) != v for k, v in values.items()):
                for key, value in values.items():
                    setattr(pack, key, value)
                pack.save()
                summary.updated += 1
            else:
                summary.unchanged += 1
    return summary


def _bounded(index: int, code: str, field_name: str, value: str, limit: int) -> str:
    if len(value) > limit:
        raise RecordError(index, code, field_name, f"{len(value)} characters; at most {limit}")
    return value
