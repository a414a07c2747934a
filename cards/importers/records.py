"""The importer's plain card record and its error type."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from zxdecks.rules.cards import CardType, Color, Icon, ObPart, RegulationEntry

COLLECTOR_NUMBER = re.compile(r"^[A-Z0-9]{1,8}-[A-Z0-9]{1,8}$")
SMALL_MAX = 32767  # PostgreSQL smallint: cost, shield, move cost, smash, 禁呪
INT_MAX = 2**31 - 1  # PostgreSQL integer: power
MAX_DEPTH = 4  # a record is an object of strings, numbers, lists and regulation objects: nothing nests deeper


class RecordError(ValueError):
    """A bad record: says which record (index and collector number), which field and what is wrong."""

    def __init__(self, index: int, number: str | None, field: str, message: str) -> None:
        self.index = index
        self.number = number
        self.field = field
        self.message = message
        where = f"record {index}" + (f" ({number})" if number else "")
        super().__init__(f"{where}, field '{field}': {message}")


class NotUtf8(ValueError):
    """A line of a file that is not UTF-8 (a Shift_JIS file, say): which line and which byte."""

    def __init__(self, line: int, exc: UnicodeDecodeError) -> None:
        self.line = line
        super().__init__(
            f"line {line}: not UTF-8 (byte {exc.object[exc.start : exc.start + 1]!r} at column {exc.start + 1}); "
            "save the file as UTF-8"
        )


def utf8_lines(lines: Iterable[bytes]) -> Iterator[str]:
    """Decode a file's lines one at a time (a leading BOM dropped), raising NotUtf8 with the line number."""
    for number, line in enumerate(lines, start=1):
        try:
            text = line.decode("utf-8-sig" if number == 1 else "utf-8")
        except UnicodeDecodeError as exc:
            raise NotUtf8(number, exc) from None
        yield text


def utf8_text(data: bytes) -> str:
    """Decode a whole file (a leading BOM dropped), raising NotUtf8 with the line of the first bad byte."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        start = data.rfind(b"\n", 0, exc.start) + 1
        raise NotUtf8(
            line, UnicodeDecodeError("utf-8", data[start : exc.end], exc.start - start, exc.end - start, exc.reason)
        ) from None


@dataclass
class CardRecord:
    """One card as read from an import file, before it touches the database."""

    collector_number: str
    name: str
    card_type: CardType
    reading: str = ""
    ob_part: ObPart | None = None
    cost: int | None = None
    cost_infinite: bool = False
    colors: set[Color] = field(default_factory=set)
    multicolor: bool = False
    text: str = ""
    subtext: str = ""
    icons: set[Icon] = field(default_factory=set)
    races: list[str] = field(default_factory=list)
    power: int | None = None
    shield: int | None = None
    player_name: str = ""
    rarity: str = ""
    pack_code: str = ""
    pack_name: str = ""
    illustrator: str = ""
    flavor: str = ""
    is_rebuilt: bool = False
    is_errata: bool = False
    expiry_date: dt.date | None = None
    note: str = ""
    unofficial_text: bool = False
    source: str = ""
    extra_names: list[str] = field(default_factory=list)
    keywords: set[str] | None = None  # None: derive from the text
    regulation: list[RegulationEntry] | None = None  # None: derive from the note
    image_path: str = ""
    game: str = "zx"
    move_cost: int | None = None
    d0_class: str = ""
    timing: str = ""
    smash: int | None = None
    forbidden: int = 0
    unity: bool = False


def check_number(index: int, number: object) -> str:
    """Return a valid collector number or raise a RecordError for the 'collector_number' field."""
    if not isinstance(number, str) or not number.strip():
        raise RecordError(index, None, "collector_number", "missing")
    number = number.strip().upper()
    if not COLLECTOR_NUMBER.match(number):
        # The number is not named before the message: it may hold anything (a NUL, a line break), the repr shows it.
        raise RecordError(index, None, "collector_number", f"{_short(number)} is not a collector number like B01-001")
    return number


# What no database column can hold: a NUL, a lone surrogate (UTF-8 cannot encode it).
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def check_text(index: int, number: str | None, raw: object, where: str = "(record)", depth: int = 0) -> None:
    """Refuse what no database column can hold: a NUL, a lone surrogate, nesting deeper than a record has."""
    if depth > MAX_DEPTH:
        raise RecordError(index, number, where, f"nested more than {MAX_DEPTH} levels deep")
    if isinstance(raw, str):
        if _UNSTORABLE.search(raw) is None:
            return
        if "\x00" in raw:
            raise RecordError(index, number, where, f"contains a NUL character at position {raw.index(chr(0))}")
        try:
            raw.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise RecordError(index, number, where, f"contains a lone surrogate at position {exc.start}") from None
    elif isinstance(raw, dict):
        for key, value in raw.items():
            check_text(index, number, key, where, depth + 1)
            # Most values are plain strings and numbers: checked here, without a call each.
            if isinstance(value, str):
                if _UNSTORABLE.search(value) is None:
                    continue
            elif isinstance(value, (int, float, type(None))):
                continue
            check_text(index, number, value, str(key) if depth == 0 else f"{where}.{key}", depth + 1)
    elif isinstance(raw, list):
        for value in raw:
            check_text(index, number, value, where, depth + 1)


def parse_int(
    index: int,
    number: str,
    field_name: str,
    value: object,
    *,
    minimum: int | None = 0,
    maximum: int = SMALL_MAX,
) -> int | None:
    """Parse an optional integer field; empty means none; out of the column's range is an error."""
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise RecordError(index, number, field_name, f"{_short(value)} is not a number")
    text = str(value).strip() if isinstance(value, str) else None
    digits = text.lstrip("+-") if text is not None else ""
    if digits.isdigit() and len(digits.lstrip("0")) > len(str(maximum)):
        shown = f"a {len(digits)}-digit number" if len(digits) > 40 else digits
        raise RecordError(index, number, field_name, f"{shown} is too large (at most {maximum})")
    try:
        result = int(text) if text is not None else int(value)
    except ValueError:
        raise RecordError(index, number, field_name, f"{_short(value)} is not a number") from None
    if minimum is not None and result < minimum:
        raise RecordError(index, number, field_name, f"{_short(result)} is negative")
    if result > maximum:
        raise RecordError(index, number, field_name, f"{_short(result)} is too large (at most {maximum})")
    return result


def _short(value: object) -> str:
    """A value for a message, cut to 40 characters (a 5,000-digit number is not repeated whole)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"a {'negative ' if value < 0 else ''}number of more than 38 digits"
    text = repr(value) if isinstance(value, str) else str(value)
    return text if len(text) <= 40 else text[:40] + "…"


def parse_cost(index: int, number: str, value: object) -> tuple[int | None, bool]:
    """Parse a cost: a number, ∞ (203.3) or nothing."""
    if isinstance(value, str) and value.strip() in {"∞", "inf", "infinity"}:
        return None, True
    return parse_int(index, number, "cost", value), False


def parse_date(index: int, number: str, field_name: str, value: object) -> dt.date | None:
    """Parse an optional ISO date."""
    if value in (None, ""):
        return None
    try:
        return dt.date.fromisoformat(str(value))
    except ValueError:
        raise RecordError(index, number, field_name, f"{value!r} is not a date (YYYY-MM-DD)") from None
