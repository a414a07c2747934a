"""The importer's plain card record and its error type."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field

from zxdecks.rules.cards import CardType, Color, Icon, ObPart, RegulationEntry

COLLECTOR_NUMBER = re.compile(r"^[A-Z0-9]{1,8}-[A-Z0-9]{1,8}$")


class RecordError(ValueError):
    """A bad record: says which record (index and collector number), which field and what is wrong."""

    def __init__(self, index: int, number: str | None, field: str, message: str) -> None:
        self.index = index
        self.number = number
        self.field = field
        self.message = message
        where = f"record {index}" + (f" ({number})" if number else "")
        super().__init__(f"{where}, field '{field}': {message}")


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
        raise RecordError(index, number, "collector_number", f"{number!r} is not a collector number like B01-001")
    return number


def parse_int(index: int, number: str, field_name: str, value: object, *, minimum: int | None = 0) -> int | None:
    """Parse an optional integer field; empty means none."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise RecordError(index, number, field_name, f"{value!r} is not a number")
    try:
        result = int(str(value).strip())
    except ValueError:
        raise RecordError(index, number, field_name, f"{value!r} is not a number") from None
    if minimum is not None and result < minimum:
        raise RecordError(index, number, field_name, f"{result} is negative")
    return result


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
