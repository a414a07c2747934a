"""zxdecks' own card formats, JSON and CSV (docs/card-format.md)."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Iterator
from typing import Any

from cards.importers.records import (
    INT_MAX,
    CardRecord,
    NotUtf8,
    RecordError,
    check_number,
    check_text,
    parse_cost,
    parse_date,
    parse_int,
)
from zxdecks.rules.cards import CardType, Color, Icon, ObPart, RegulationEntry, RegulationStatus

FORMAT_NAME = "zxdecks-cards"
FORMAT_VERSION = 1
LIST_FIELDS = ("colors", "icons", "races", "extra_names", "keywords")
CSV_COLUMNS = (
    "number",
    "name",
    "reading",
    "type",
    "ob_part",
    "cost",
    "colors",
    "multicolor",
    "icons",
    "races",
    "power",
    "shield",
    "player_name",
    "rarity",
    "pack",
    "pack_name",
    "illustrator",
    "text",
    "subtext",
    "flavor",
    "rebuilt",
    "errata",
    "expiry_date",
    "extra_names",
    "keywords",
    "regulation",
    "note",
    "image",
    "game",
    "move_cost",
    "class",
    "timing",
    "smash",
    "forbidden",
    "unity",
)


def looks_like(data: Any) -> bool:
    """True when parsed JSON is a zxdecks card file."""
    return isinstance(data, dict) and data.get("format") == FORMAT_NAME


def parse_json(data: Any) -> tuple[list[CardRecord], list[dict[str, Any]]]:
    """Parse a zxdecks JSON card file into card records and pack rows."""
    if not looks_like(data):
        raise RecordError(0, None, "format", f'expected {{"format": "{FORMAT_NAME}", "version": 1, "cards": [...]}}')
    if data.get("version") != FORMAT_VERSION:
        raise RecordError(0, None, "version", f"unsupported version {data.get('version')!r}; this importer reads 1")
    cards = data.get("cards")
    if not isinstance(cards, list):
        raise RecordError(0, None, "cards", "expected a list")
    packs = data.get("packs") or []
    return [parse_record(i, raw) for i, raw in enumerate(cards)], list(packs)


def parse_csv(text: str) -> list[CardRecord]:
    """Parse the CSV variant from a string (see iter_csv)."""
    return list(iter_csv(io.StringIO(text)))


def iter_csv(lines: Iterable[str]) -> Iterator[CardRecord]:
    """Parse the CSV variant row by row, so a file of any length is never held whole: one card per row, lists
    joined with '|', regulation as status@date. A row that cannot be read raises RecordError naming it."""
    reader = csv.DictReader(lines)
    try:
        fieldnames = reader.fieldnames or []
    except (csv.Error, NotUtf8) as exc:
        raise RecordError(0, None, "(header)", _unreadable(1, exc)) from None
    unknown = {str(name) for name in fieldnames} - set(CSV_COLUMNS)
    if unknown:
        raise RecordError(0, None, ",".join(sorted(unknown)), f"unknown CSV columns; known: {', '.join(CSV_COLUMNS)}")
    index = 0
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except NotUtf8 as exc:
            raise RecordError(index, None, "(row)", str(exc)) from None
        except csv.Error as exc:
            raise RecordError(index, None, "(row)", _unreadable(reader.line_num, exc)) from None
        if None in row:
            raise RecordError(index, row.get("number"), "(row)", f"line {reader.line_num}: more values than columns")
        raw: dict[str, Any] = {k: v for k, v in row.items() if v not in (None, "")}
        for key in LIST_FIELDS:
            if key in raw:
                raw[key] = [item for item in raw[key].split("|") if item]
        for key in ("multicolor", "rebuilt", "errata", "unity"):
            if key in raw:
                raw[key] = raw[key].strip().lower() in {"1", "true", "yes"}
        if "regulation" in raw:
            raw["regulation"] = [
                {"status": s.partition("@")[0], "date": s.partition("@")[2] or None}
                for s in raw["regulation"].split("|")
                if s
            ]
        yield parse_record(index, raw)
        index += 1


def _unreadable(line: int, exc: Exception) -> str:
    return str(exc) if isinstance(exc, NotUtf8) else f"line {line}: {exc}"


def _enum(index: int, number: str, field_name: str, enum_cls: Any, value: Any) -> Any:
    try:
        return enum_cls(value)
    except ValueError:
        known = ", ".join(m.value for m in enum_cls)
        raise RecordError(index, number, field_name, f"unknown value {value!r}; use one of: {known}") from None


def _list(index: int, number: str, field_name: str, value: Any) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RecordError(index, number, field_name, "expected a list of strings")
    return value


def parse_record(index: int, raw: Any) -> CardRecord:
    """Parse one card object of the zxdecks format."""
    if not isinstance(raw, dict):
        raise RecordError(index, None, "(record)", "expected an object")
    number = check_number(index, raw.get("number"))
    check_text(index, number, raw)
    name = str(raw.get("name") or "").strip()
    if not name:
        raise RecordError(index, number, "name", "missing")
    if "type" not in raw:
        raise RecordError(index, number, "type", "missing")
    card_type = _enum(index, number, "type", CardType, raw["type"])
    cost, infinite = parse_cost(index, number, raw.get("cost"))
    ob_part = _enum(index, number, "ob_part", ObPart, raw["ob_part"]) if raw.get("ob_part") else None
    if ob_part and card_type is not CardType.ZX_OB:
        raise RecordError(index, number, "ob_part", "only a Z/X OB card has a top or bottom part")
    keywords = raw.get("keywords")
    regulation = None
    if raw.get("regulation") is not None:
        if not isinstance(raw["regulation"], list) or not all(isinstance(e, dict) for e in raw["regulation"]):
            raise RecordError(index, number, "regulation", "expected a list of {status, date}")
        regulation = [
            RegulationEntry(
                _enum(index, number, "regulation.status", RegulationStatus, entry.get("status")),
                parse_date(index, number, "regulation.date", entry.get("date")),
                str(entry.get("text") or ""),
            )
            for entry in raw["regulation"]
        ]
    game = str(raw.get("game") or "zx")
    if game not in ("zx", "d0"):
        raise RecordError(index, number, "game", f"unknown game {game!r}; use zx or d0")
    for choice_field, allowed in (
        ("class", ("", "unit", "base", "strategy")),
        ("timing", ("", "normal", "quick", "battle")),
    ):
        if str(raw.get(choice_field) or "") not in allowed:
            raise RecordError(
                index,
                number,
                choice_field,
                f"unknown value {raw.get(choice_field)!r}; use one of {', '.join(allowed[1:])}",
            )
    return CardRecord(
        game=game,
        move_cost=parse_int(index, number, "move_cost", raw.get("move_cost")),
        d0_class=str(raw.get("class") or ""),
        timing=str(raw.get("timing") or ""),
        smash=parse_int(index, number, "smash", raw.get("smash")),
        forbidden=parse_int(index, number, "forbidden", raw.get("forbidden")) or 0,
        unity=bool(raw.get("unity", False)),
        collector_number=number,
        name=name,
        card_type=card_type,
        reading=str(raw.get("reading") or ""),
        ob_part=ob_part,
        cost=cost,
        cost_infinite=infinite,
        colors={_enum(index, number, "colors", Color, c) for c in _list(index, number, "colors", raw.get("colors"))},
        multicolor=bool(raw.get("multicolor", False)),
        text=str(raw.get("text") or ""),
        subtext=str(raw.get("subtext") or ""),
        icons={_enum(index, number, "icons", Icon, i) for i in _list(index, number, "icons", raw.get("icons"))},
        races=_list(index, number, "races", raw.get("races")),
        power=parse_int(index, number, "power", raw.get("power"), maximum=INT_MAX),
        shield=parse_int(index, number, "shield", raw.get("shield")),
        player_name=str(raw.get("player_name") or ""),
        rarity=str(raw.get("rarity") or ""),
        pack_code=str(raw.get("pack") or number.split("-")[0]),
        pack_name=str(raw.get("pack_name") or ""),
        illustrator=str(raw.get("illustrator") or ""),
        flavor=str(raw.get("flavor") or ""),
        is_rebuilt=bool(raw.get("rebuilt", False)),
        is_errata=bool(raw.get("errata", False)),
        expiry_date=parse_date(index, number, "expiry_date", raw.get("expiry_date")),
        note=str(raw.get("note") or ""),
        source=str(raw.get("source") or "zxdecks"),
        extra_names=_list(index, number, "extra_names", raw.get("extra_names")),
        keywords=set(_list(index, number, "keywords", keywords)) if keywords is not None else None,
        regulation=regulation,
        image_path=str(raw.get("image") or ""),
    )


def dump_record(record: CardRecord) -> dict[str, Any]:
    """The inverse of parse_record, for exports and round-trip tests."""
    out: dict[str, Any] = {
        "number": record.collector_number,
        "name": record.name,
        "reading": record.reading,
        "type": record.card_type.value,
        "cost": "∞" if record.cost_infinite else record.cost,
        "colors": sorted(c.value for c in record.colors),
        "multicolor": record.multicolor,
        "icons": sorted(i.value for i in record.icons),
        "races": record.races,
        "power": record.power,
        "shield": record.shield,
        "player_name": record.player_name,
        "rarity": record.rarity,
        "pack": record.pack_code,
        "illustrator": record.illustrator,
        "text": record.text,
        "subtext": record.subtext,
        "flavor": record.flavor,
        "rebuilt": record.is_rebuilt,
        "errata": record.is_errata,
        "expiry_date": record.expiry_date.isoformat() if record.expiry_date else None,
        "extra_names": record.extra_names,
        "note": record.note,
    }
    if record.ob_part:
        out["ob_part"] = record.ob_part.value
    if record.game != "zx":
        out.update(
            game=record.game,
            move_cost=record.move_cost,
            smash=record.smash,
            forbidden=record.forbidden,
            unity=record.unity,
        )
        out["class"], out["timing"] = record.d0_class, record.timing
    if record.keywords is not None:
        out["keywords"] = sorted(record.keywords)
    if record.regulation is not None:
        out["regulation"] = [
            {"status": e.status.value, "date": e.effective.isoformat() if e.effective else None}
            for e in record.regulation
        ]
    return out
