"""import_cards PATH: load cards (fan-site JSON, zxdecks JSON or CSV) or packs, all or nothing."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards.batch import yield_cpu_to_requests
from cards.importers import haronomagia, native
from cards.importers.records import CardRecord, NotUtf8, RecordError, utf8_lines, utf8_text
from cards.models import Pack
from cards.search_index import wait_for_search_statistics
from cards.services import ImportSummary, cards_import, cards_imported, packs_import

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


def is_csv(path: Path, fmt: str) -> bool:
    return fmt == "csv" or (fmt == "auto" and path.suffix.lower() == ".csv")


@contextmanager
def read_records(path: Path, fmt: str, data: Any = None) -> Iterator[tuple[Iterable[CardRecord], list[dict[str, Any]]]]:
    """Open a card file in the given (or detected) format as records (a CSV file read row by row) and pack rows;
    `data` is the JSON file's content when the caller has read it already."""
    if is_csv(path, fmt):
        with path.open("rb") as fh:
            yield native.iter_csv(utf8_lines(fh)), []
        return
    if data is None:
        data = load_json(path)
    if fmt == "haronomagia" or (fmt == "auto" and haronomagia.looks_like(data)):
        yield haronomagia.parse(data), []
    elif fmt == "json" or (fmt == "auto" and native.looks_like(data)):
        yield native.parse_json(data)
    else:
        raise CommandError(f"{path}: cannot tell the format; pass --format ({', '.join(FORMATS[1:])})")


class Command(BaseCommand):
    help = "Import cards or packs from PATH. The import is transactional and idempotent."
    # A data command, like migrate: the system checks (which import every URL and view) run on deploy and runserver.
    requires_system_checks: list[str] = []

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", type=Path)
        parser.add_argument("--format", choices=FORMATS, default="auto")
        parser.add_argument("--dry-run", action="store_true", help="parse and check everything, write nothing")

    def handle(self, *args: Any, **options: Any) -> None:
        yield_cpu_to_requests()
        path: Path = options["path"]
        if not path.is_file():
            raise CommandError(f"{path}: no such file")
        fmt = options["format"]
        try:
            # A JSON file is read and parsed once, whether it holds packs or cards.
            data = None if is_csv(path, fmt) else load_json(path)
            if fmt == "packs" or (fmt == "auto" and _is_pack_data(data)):
                rows: Any = data["packs"] if isinstance(data, dict) else data
                pack_summary = packs_import(rows=rows)
                if pack_summary.created or pack_summary.updated:
                    # The bulk file holds each card's pack: it is rebuilt as after a card import (no card written).
                    cards_imported.send(sender=Pack, summary=ImportSummary())
                self.stdout.write(
                    f"{len(rows)} packs: {pack_summary.created} created, {pack_summary.updated} updated, "
                    f"{pack_summary.unchanged} unchanged"
                )
                return
            with read_records(path, fmt, data) as (records, packs):
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
        finally:
            wait_for_search_statistics()
        for line in summary.lines():
            self.stdout.write(line)


def _is_pack_data(data: Any) -> bool:
    return isinstance(data, dict) and isinstance(data.get("packs"), list) and "cards" not in data
