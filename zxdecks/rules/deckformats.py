"""Deck import/export formats besides the text list: JSON and CSV, with errors that name the line or field."""

from __future__ import annotations

import csv
import io
import json
import unicodedata
from typing import Any

from zxdecks.rules.cards import Zone
from zxdecks.rules.csvcells import csv_writer, unsafe_cell
from zxdecks.rules.deck import Deck
from zxdecks.rules.decklist import (
    MAX_COUNT,
    SECTION_ALIASES,
    CardLookup,
    DeckListError,
    LineError,
    NameResolver,
    ParsedDeck,
    parse_decklist,
)

JSON_FORMAT = "zxdecks-deck"
CSV_HEADER = ("zone", "count", "number", "name")


def write_json(deck: Deck, title: str = "", description: str = "", game: str = "zx") -> str:
    """A deck as zxdecks-deck JSON (version 1)."""
    data: dict[str, Any] = {
        "format": JSON_FORMAT,
        "version": 1,
        "game": game,
        "title": title,
        "description": description,
    }
    for zone in Zone:
        rows = [{"count": e.count, "number": e.card.number, "name": e.card.name} for e in deck.part(zone)]
        if rows or zone is not Zone.SIDEBOARD:  # Z/X files keep their three parts; a sideboard only when there is one
            data[zone.value] = rows
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def write_csv(deck: Deck) -> str:
    """A deck as CSV: zone,count,number,name."""
    out = io.StringIO()
    writer = csv_writer(out)
    writer.writerow(CSV_HEADER)
    for zone in Zone:
        for e in deck.part(zone):
            writer.writerow([zone.value, e.count, e.card.number, e.card.name])
    return out.getvalue()


def _field_error(path: str, message: str, message_en: str) -> LineError:
    # JSON has no useful line numbers for users; the field path stands in the text slot, line 0.
    return LineError(0, path, message, f"{path}: {message_en}")


def parse_json(
    text: str, lookup: CardLookup, sections: dict[str, Zone] | None = None, resolver: NameResolver | None = None
) -> tuple[ParsedDeck, str, str]:
    """Read zxdecks-deck JSON; returns the deck, title and description. Errors name the JSON path."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        if not isinstance(exc, json.JSONDecodeError):  # an integer of thousands of digits, refused by int()
            raise DeckListError(
                [LineError(0, "", "数値が大きすぎます。", "a number in the file is too large to read")]
            ) from None
        # A file that ends too soon fails on the line after its last one: there is no text to show there.
        text_lines = text.splitlines()
        raise DeckListError(
            [
                LineError(
                    exc.lineno,
                    text_lines[exc.lineno - 1] if exc.lineno <= len(text_lines) else "",
                    "JSONとして読めません。",
                    f"not JSON: {exc.msg}",
                )
            ]
        ) from None
    if not isinstance(data, dict) or data.get("format") != JSON_FORMAT:
        raise DeckListError(
            [_field_error("format", f"「{JSON_FORMAT}」形式ではありません。", f'expected "format": "{JSON_FORMAT}"')]
        )
    lines: list[str] = []
    paths: list[str] = []  # the JSON path of each line of the intermediate list, for its errors
    errors: list[LineError] = []
    for zone in Zone:
        rows = data.get(zone.value, [])
        if not isinstance(rows, list):
            errors.append(_field_error(zone.value, "リストではありません。", "expected a list"))
            continue
        if not rows:
            continue
        lines.append(f"[{zone.value}]")
        paths.append(zone.value)
        for index, row in enumerate(rows):
            path = f"{zone.value}[{index}]"
            if not isinstance(row, dict):
                errors.append(_field_error(path, "オブジェクトではありません。", "expected an object"))
                continue
            count, number, name = row.get("count"), row.get("number"), row.get("name")
            if not isinstance(count, int) or isinstance(count, bool):
                errors.append(_field_error(f"{path}.count", "枚数が整数ではありません。", "count must be an integer"))
                continue
            if not 1 <= count <= MAX_COUNT:
                errors.append(
                    _field_error(f"{path}.count", f"枚数は1〜{MAX_COUNT}です。", f"count must be 1 to {MAX_COUNT}")
                )
                continue
            if not number and not name:
                errors.append(_field_error(path, "number か name が必要です。", "needs a number or a name"))
                continue
            lines.append(f"{count} {number or ''} {name or ''}".replace("  ", " ").strip())
            paths.append(path)
    if errors:
        raise DeckListError(errors)
    try:
        parsed = parse_decklist("\n".join(lines), lookup, sections, resolver)
    except DeckListError as exc:
        # Name the JSON path of each problem, not a line of the intermediate list.
        raise DeckListError(
            [
                LineError(
                    0, paths[e.line - 1], e.message, f"{paths[e.line - 1]}: {e.message_en}", e.suggestions, e.omitted
                )
                for e in exc.errors
            ]
        ) from None
    return parsed, str(data.get("title") or ""), str(data.get("description") or "")


def parse_csv(
    text: str, lookup: CardLookup, sections: dict[str, Zone] | None = None, resolver: NameResolver | None = None
) -> ParsedDeck:
    """Read CSV with columns zone,count,number,name (number or name may be empty); errors name the line."""
    reader = csv.reader(io.StringIO(text))
    rows = list(reader)
    if not rows or [h.strip().lower() for h in rows[0][:4]] != list(CSV_HEADER):
        first = ",".join(rows[0]) if rows else ""
        raise DeckListError(
            [
                LineError(
                    1,
                    first,
                    "1行目は zone,count,number,name にしてください。",
                    "the first line must be zone,count,number,name",
                )
            ]
        )
    sections = SECTION_ALIASES if sections is None else sections
    lines: list[str] = []
    mapping: list[int] = []
    errors: list[LineError] = []
    for line_no, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        row = [*row, "", "", "", ""][:4]
        # A name write_csv quoted ("'-LOST-", a formula neutralised) reads back without the quote.
        zone_text, count, number, name = (unsafe_cell(cell).strip() for cell in row)
        zone = sections.get(zone_text.lower() or "deck")
        if zone is None:
            known = ", ".join(dict.fromkeys(z.value for z in sections.values()))
            errors.append(
                LineError(
                    line_no,
                    ",".join(row),
                    f"不明なゾーン「{zone_text}」です（{known}）。",
                    f"unknown zone {zone_text!r}; use {known}",
                )
            )
            continue
        if not unicodedata.normalize("NFKC", count).isdigit():
            # The text list reads a card with no count as one copy; a CSV row has a count column, and it must be one.
            errors.append(
                LineError(
                    line_no,
                    ",".join(row),
                    f"枚数「{count}」が数字ではありません。",
                    f"the count {count!r} is not a number",
                )
            )
            continue
        lines.append(f"[{zone.value}]")
        mapping.append(line_no)
        lines.append(f"{count} {number} {name}".strip())
        mapping.append(line_no)
    if errors:
        raise DeckListError(errors)
    try:
        return parse_decklist("\n".join(lines), lookup, sections, resolver)
    except DeckListError as exc:
        # Report the CSV's own line numbers, not those of the intermediate text.
        raise DeckListError(
            [
                LineError(
                    mapping[e.line - 1],
                    ",".join(rows[mapping[e.line - 1] - 1]),
                    e.message,
                    e.message_en,
                    e.suggestions,
                    e.omitted,
                )
                for e in exc.errors
            ]
        ) from None


def detect(text: str) -> str:
    """Guess the format of pasted or uploaded deck data: json, csv or text."""
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped.startswith("{"):
        return "json"
    first = stripped.split("\n", 1)[0].strip().lower()
    if first.replace(" ", "").startswith("zone,count"):
        return "csv"
    return "text"


def parse_any(
    text: str,
    lookup: CardLookup,
    fmt: str = "auto",
    sections: dict[str, Zone] | None = None,
    resolver: NameResolver | None = None,
) -> tuple[ParsedDeck, str, str]:
    """Parse deck data in a given or detected format (with a game's sections); returns deck, title, description."""
    fmt = detect(text) if fmt == "auto" else fmt
    if fmt == "json":
        return parse_json(text, lookup, sections, resolver)
    if fmt == "csv":
        return parse_csv(text, lookup, sections, resolver), "", ""
    return parse_decklist(text, lookup, sections, resolver), "", ""


__all__ = ["detect", "parse_any", "parse_csv", "parse_json", "write_csv", "write_json"]
