"""import_cards PATH: load cards (fan-site JSON, zxdecks JSON or CSV) or packs, all or nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards.importers import haronomagia, native
from cards.importers.records import CardRecord, RecordError
from cards.services import cards_import, packs_import

FORMATS = ("auto", "haronomagia", "json", "csv", "packs")


def read_records(path: Path, fmt: str) -> tuple[list[CardRecord], list[dict[str, Any]]]:
    """Parse a card file in the given (or detected) format into records and pack rows."""
    text = path.read_text(encoding="utf-8-sig")
    if fmt == "csv" or (fmt == "auto" and path.suffix.lower() == ".csv"):
        return native.parse_csv(text), []
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CommandError(f"{path}: not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}") from None
    if fmt == "haronomagia" or (fmt == "auto" and haronomagia.looks_like(data)):
        return haronomagia.parse(data), []
    if fmt == "json" or (fmt == "auto" and native.looks_like(data)):
        return native.parse_json(data)
    raise CommandError(f"{path}: cannot tell the format; pass --format ({', '.join(FORMATS[1:])})")


class Command(BaseCommand):
    help = "Import cards or packs from PATH. The import is transactional and idempotent."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", type=Path)
        parser.add_argument("--format", choices=FORMATS, default="auto")
        parser.add_argument("--dry-run", action="store_true", help="parse and check everything, write nothing")

    def handle(self, *args: Any, **options: Any) -> None:
        path: Path = options["path"]
        if not path.is_file():
            raise CommandError(f"{path}: no such file")
        try:
            if options["format"] == "packs" or (options["format"] == "auto" and _is_pack_file(path)):
                data = json.loads(path.read_text(encoding="utf-8"))
                rows = data["packs"] if isinstance(data, dict) else data
                pack_summary = packs_import(rows=rows)
                self.stdout.write(
                    f"{len(rows)} packs: {pack_summary.created} created, {pack_summary.updated} updated, "
                    f"{pack_summary.unchanged} unchanged"
                )
                return
            records, packs = read_records(path, options["format"])
            summary = cards_import(
                records=records,
                packs=packs,
                dry_run=options["dry_run"],
                base_dir=path.parent,
                progress=lambda done, total: self.stdout.write(f"  {done}/{total} records"),
            )
        except RecordError as exc:
            raise CommandError(f"{path}: {exc}; nothing was imported") from None
        for line in summary.lines():
            self.stdout.write(line)


def _is_pack_file(path: Path) -> bool:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError):
        return False
    return isinstance(data, dict) and isinstance(data.get("packs"), list) and "cards" not in data
