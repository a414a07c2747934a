"""import_cards PATH: load cards (fan-site JSON, zxdecks JSON or CSV) or packs, all or nothing."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards.importers import haronomagia, native
from cards.importers.records import CardRecord, NotUtf8, RecordError, utf8_lines, utf8_text
from cards.services import cards_import, packs_import

FORMATS = ("auto", "haronomagia", "json", "csv", "packs")


def load_json(path: Path) -> Any:
    """Read a JSON file; a wrong encoding, a syntax error or nesting too deep is a CommandError naming the place."""
    try:
        text = utf8_text(path.read_bytes())
    except NotUtf8 as exc:
        raise CommandError(f"{path}: {exc}; nothing was imported") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise CommandError(f"{path}: not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}") from None
    except RecursionError:
        raise CommandError(f"{path}: not a card file: nested too deeply; nothing was imported") from None
    except ValueError as exc:  # an integer over Python's 4,300-digit limit
        raise CommandError(f"{path}: not a card file: {exc}; nothing was imported") from None


@contextmanager
def read_records(path: Path, fmt: str) -> Iterator[tuple[Iterable[CardRecord], list[dict[str, Any]]]]:
    """Open a card file in the given (or detected) format as records (a CSV file read row by row) and pack rows."""
    if fmt == "csv" or (fmt == "auto" and path.suffix.lower() == ".csv"):
        with path.open("rb") as fh:
            yield native.iter_csv(utf8_lines(fh)), []
        return
    data = load_json(path)
    if fmt == "haronomagia" or (fmt == "auto" and haronomagia.looks_like(data)):
        yield haronomagia.parse(data), []
    elif fmt == "json" or (fmt == "auto" and native.looks_like(data)):
        yield native.parse_json(data)
    else:
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
                data = load_json(path)
                rows = data["packs"] if isinstance(data, dict) else data
                pack_summary = packs_import(rows=rows)
                self.stdout.write(
                    f"{len(rows)} packs: {pack_summary.created} created, {pack_summary.updated} updated, "
                    f"{pack_summary.unchanged} unchanged"
                )
                return
            with read_records(path, options["format"]) as (records, packs):
                summary = cards_import(
                    records=records,
                    packs=packs,
                    dry_run=options["dry_run"],
                    base_dir=path.parent,
                    progress=lambda done, total: self.stdout.write(
                        f"  {done}/{total} records" if total is not None else f"  {done} records"
                    ),
                )
        except RecordError as exc:
            raise CommandError(f"{path}: {exc}; nothing was imported") from None
        for line in summary.lines():
            self.stdout.write(line)


def _is_pack_file(path: Path) -> bool:
    if path.suffix.lower() == ".csv":
        return False
    try:
        data = json.loads(path.read_bytes().decode("utf-8-sig"))
    except (ValueError, RecursionError):  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        return False
    return isinstance(data, dict) and isinstance(data.get("packs"), list) and "cards" not in data
