"""validate_deck PATH|-: check a deck list; exit 0 legal, 1 illegal, 2 input error."""

from __future__ import annotations

import datetime as dt
import json
import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from zxdecks.decks.services import DeckListError
from zxdecks.decks.services.legality import Legality, text_legality
from zxdecks.decks.services.validation import RULESETS, deck_validate_bytes, today

EXIT_LEGAL, EXIT_ILLEGAL, EXIT_INPUT_ERROR = 0, 1, 2


def _read_stdin() -> bytes:
    """Standard input as bytes (a replaced stdin, as in tests, may be text only)."""
    stream = getattr(sys.stdin, "buffer", None)
    return stream.read() if stream is not None else sys.stdin.read().encode("utf-8", errors="surrogateescape")


class Command(BaseCommand):
    help = "Validate a deck list (docs/decklist-format.md). Exit 0 legal, 1 illegal, 2 input error."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="deck list file, or - for standard input")
        parser.add_argument("--as-of", dest="as_of", help="validate as of this date (YYYY-MM-DD); default today")
        parser.add_argument("--json", action="store_true", help="print the report as JSON")
        parser.add_argument("--lang", choices=("ja", "en"), default="ja", help="language of the text report")
        parser.add_argument(
            "--game", choices=tuple(RULESETS), default="zx", help="zx, or d0 / d0-limited (Dimension Zero)"
        )
        parser.add_argument(
            "--timeline",
            action="store_true",
            help="print the dates on which the verdict changes under the dated regulation history (exit code: the "
            "verdict on --as-of, default today)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        sys.exit(self.run(options))

    def run(self, options: dict[str, Any]) -> int:
        as_of = None
        if options["as_of"]:
            try:
                as_of = dt.date.fromisoformat(options["as_of"])
            except ValueError:
                self.stderr.write(f"--as-of {options['as_of']!r} is not a date (YYYY-MM-DD)")
                return EXIT_INPUT_ERROR
        try:
            # Bytes, not text: a file that is not UTF-8 is bad input naming the byte, never a traceback.
            data = _read_stdin() if options["path"] == "-" else Path(options["path"]).read_bytes()
        except OSError as exc:
            self.stderr.write(f"{options['path']}: {exc.strerror}")
            return EXIT_INPUT_ERROR
        try:
            if options["timeline"]:
                return self.timeline(text_legality(data=data, game=options["game"]), options, as_of or today())
            validation = deck_validate_bytes(data=data, as_of=as_of, game=options["game"])
        except DeckListError as exc:
            if options["json"]:
                errors = [e.as_dict() for e in exc.errors]
                self.stdout.write(
                    json.dumps(
                        {"object": "error", "code": "invalid_decklist", "errors": errors, "omitted": exc.omitted},
                        ensure_ascii=False,
                    )
                )
            for error in exc.errors:
                text = f" ({error.text.strip()})" if error.text.strip() else ""
                self.stderr.write(f"{options['path']}:{error.line}: {error.message_en}{text}")
            return EXIT_INPUT_ERROR
        report = validation.report
        if options["json"]:
            self.stdout.write(json.dumps(validation.as_dict(), ensure_ascii=False, indent=2))
        else:
            english = options["lang"] == "en"
            verdict = ("LEGAL" if english else "適正") if report.legal else ("ILLEGAL" if english else "不適正")
            self.stdout.write(f"{verdict} ({report.as_of.isoformat()})")
            for violation in report.violations:
                message = violation.message_en if english else violation.message
                self.stdout.write(f"  [{violation.rule}] {message}")
            counts = ", ".join(f"{k} {v}" for k, v in report.counts.items())
            self.stdout.write(f"  {counts}")
            for note in validation.notes:
                self.stdout.write(f"  note: {note.message_en if english else note.message}")
        return EXIT_LEGAL if report.legal else EXIT_ILLEGAL

    def timeline(self, legality: Legality, options: dict[str, Any], on: dt.date) -> int:
        """Print the timeline, one point a line, or as the API's list object; exit with the verdict on a date."""
        if options["json"]:
            body = {**legality.timeline.as_dict(), "notes": legality.notes}
            self.stdout.write(json.dumps(body, ensure_ascii=False, indent=2))
        else:
            lang = options["lang"]
            for line in legality.lines(lang):
                self.stdout.write(line)
            for warning in legality.timeline.warnings:
                self.stdout.write(
                    f"  {'warning' if lang == 'en' else '注意'}: {warning.message_en if lang == 'en' else warning.message}"
                )
            for note in legality.notes:
                self.stdout.write(f"  note: {note}")
        return EXIT_LEGAL if legality.legal_on(on) else EXIT_ILLEGAL
