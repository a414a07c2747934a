"""Deck services: turn user input into engine decks and validate them."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from django.utils import timezone

from cards.adapters import FoldedNameResolver
from cards.catalog import catalog
from zxdecks.core.errors import ApplicationError
from zxdecks.rules.cards import Zone
from zxdecks.rules.construction import ZX, Report, Ruleset
from zxdecks.rules.d0 import D0_CONSTRUCTED, D0_LIMITED
from zxdecks.rules.deck import Deck, DeckEntry, new_entry
from zxdecks.rules.deckformats import parse_any
from zxdecks.rules.decklist import D0_SECTION_ALIASES, SECTION_ALIASES, LineError, Note, utf16_error
from zxdecks.rules.decklist import DeckListError as DeckListError
from zxdecks.rules.listdecoding import decode_decklist, with_decoding_errors

T = TypeVar("T")
UTF16_EN = utf16_error().message_en
# Python refuses to read an integer of more than 4,300 digits (sys.get_int_max_str_digits) with a bare ValueError.
_HUGE_NUMBER = re.compile(r"\d{4000,}")

# The games (and formats) a deck can be checked against, with the deck-list sections each one reads.
RULESETS: dict[str, tuple[Ruleset, dict[str, Zone]]] = {
    "zx": (ZX, SECTION_ALIASES),
    "d0": (D0_CONSTRUCTED, D0_SECTION_ALIASES),
    "d0-limited": (D0_LIMITED, D0_SECTION_ALIASES),
}


GAMES = tuple(RULESETS)


def ruleset_for(game: str) -> Ruleset:
    """The construction rules of a game or format (a Deck.game value)."""
    return RULESETS[game][0]


def sections_for(game: str) -> dict[str, Zone]:
    """The deck-list sections a game's lists may have."""
    return RULESETS[game][1]


class DeckInputError(ApplicationError, ValueError):
    """Structured deck input that names unknown cards or bad counts; every problem, each with its field.

    `details` names the first bad field; str() lists them all."""

    code = "invalid_deck"
    errors: list[dict[str, Any]]

    def __init__(self, errors: list[dict[str, Any]]) -> None:
        first = f"{errors[0]['field']}: {errors[0]['message_en']}" if errors else "the deck could not be read"
        super().__init__(first, errors)

    def __str__(self) -> str:
        return "; ".join(f"{e['field']}: {e['message_en']}" for e in self.errors)


@dataclass
class Validation:
    """A validated deck: the engine's report, the deck it judged and the parser's notes."""

    report: Report
    deck: Deck
    notes: list[Note] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        answer = self.report.as_dict()  # a new dict: the notes go in it, not in a copy of it
        answer["notes"] = [str(note) for note in self.notes] if self.notes else []
        return answer


def today() -> dt.date:
    """The current date where the game is played (TIME_ZONE, Asia/Tokyo by default)."""
    return timezone.localdate()


def parse_guarded(text: str, parse: Callable[[], T]) -> T:
    """Run a parser over text, turning what the parser cannot name (a number too long for Python to read, nesting
    too deep for the JSON reader) into a DeckListError that names the line."""
    try:
        return parse()
    except DeckListError:
        raise
    except RecursionError:
        raise DeckListError(
            [LineError(1, text[:80], "入れ子が深すぎます（JSON）。", "nested too deeply (JSON)")]
        ) from None
    except ValueError as exc:
        match = _HUGE_NUMBER.search(text)
        if match is None:
            raise
        line = text.count("\n", 0, match.start()) + 1
        raw = text.splitlines()[line - 1] if text.splitlines() else ""
        raise DeckListError(
            [
                LineError(
                    line, raw[:80] + ("…" if len(raw) > 80 else ""), "数が大きすぎます。", "the number is too large"
                )
            ]
        ) from exc


def deck_parse_text(*, text: str, game: str = "zx") -> tuple[Deck, list[Note]]:
    """Parse deck data (the text list, or zxdecks JSON / CSV when it is one: the same reader as deck import) with the
    game's sections against the card database; DeckListError names every bad line."""
    parsed, _title, _description = parse_guarded(
        text, lambda: parse_any(text, catalog, "auto", sections_for(game), FoldedNameResolver(catalog))
    )
    return parsed.deck, parsed.notes


def deck_validate_text(*, text: str, as_of: dt.date | None = None, game: str = "zx") -> Validation:
    """Parse and validate a deck list under a game's rules (zx, d0, d0-limited)."""
    deck, notes = deck_parse_text(text=text, game=game)
    return Validation(ruleset_for(game).validate(deck, as_of or today()), deck, notes)


def read_bytes(data: str | bytes, read: Callable[[str], T]) -> T:
    """Run a reader over deck data; bytes are decoded first, and a line that is not UTF-8 is a line error naming the
    byte and the likely encoding. Every other line is read as the pages read it (they see U+FFFD for such bytes),
    so a file and the same bytes pasted get the same errors on the same lines."""
    if isinstance(data, str):
        return read(data)
    text, decoding = decode_decklist(data)
    if any(e.message_en == UTF16_EN for e in decoding):
        raise DeckListError(decoding)  # the whole text is in another encoding: its lines say nothing more
    try:
        return read(text)
    except DeckListError as exc:
        raise with_decoding_errors(exc, decoding) from None


def deck_validate_bytes(*, data: bytes, as_of: dt.date | None = None, game: str = "zx") -> Validation:
    """Validate deck data given as bytes (a file, standard input) under a game's rules."""
    return read_bytes(data, lambda text: deck_validate_text(text=text, as_of=as_of, game=game))


PartRows = Sequence[dict[str, Any]]


def deck_from_parts(
    *, deck: PartRows = (), dynamis: PartRows = (), player: PartRows = (), sideboard: PartRows = ()
) -> Deck:
    """Build a deck from {collector_number, count} rows per part; raises DeckInputError for every bad row."""
    parts = {Zone.DECK: deck, Zone.DYNAMIS: dynamis, Zone.PLAYER: player, Zone.SIDEBOARD: sideboard}
    numbers = {str(row.get("collector_number", "")).strip().upper() for rows in parts.values() for row in rows}
    facts = catalog.by_numbers(numbers - {""})
    entries: list[DeckEntry] = []
    errors: list[dict[str, Any]] = []
    for zone, rows in parts.items():
        for index, row in enumerate(rows):
            number = str(row.get("collector_number", "")).strip().upper()
            where = f"{zone.value}[{index}]"
            if number not in facts:
                errors.append(
                    {
                        "field": f"{where}.collector_number",
                        "message": f"カード番号 {number or '（空）'} は見つかりません。",
                        "message_en": f"no card {number or '(empty)'}",
                    }
                )
                continue
            count = row.get("count", 1)
            if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 999:
                errors.append(
                    {
                        "field": f"{where}.count",
                        "message": "枚数は1〜999の整数です。",
                        "message_en": "count must be an integer from 1 to 999",
                    }
                )
                continue
            entries.append(new_entry(facts[number], count, zone))
    if errors:
        raise DeckInputError(errors)
    return Deck.of(entries)


def deck_validate_parts(
    *,
    deck: PartRows = (),
    dynamis: PartRows = (),
    player: PartRows = (),
    sideboard: PartRows = (),
    as_of: dt.date | None = None,
    game: str = "zx",
) -> Validation:
    """Validate a deck given as rows of collector numbers and counts under a game's rules."""
    built = deck_from_parts(deck=deck, dynamis=dynamis, player=player, sideboard=sideboard)
    return Validation(ruleset_for(game).validate(built, as_of or today()), built)
