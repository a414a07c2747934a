"""Deck import and export in the text, JSON and CSV formats."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from cards.adapters import FoldedNameResolver
from cards.catalog import catalog
from zxdecks.decks.services.validation import RULESETS, DeckInputError, parse_guarded, read_bytes, sections_for
from zxdecks.rules.deck import Deck
from zxdecks.rules.deckformats import detect, parse_any, write_csv, write_json
from zxdecks.rules.decklist import Note, write_decklist

EXPORT_FORMATS = {"text": ("txt", "text/plain"), "json": ("json", "application/json"), "csv": ("csv", "text/csv")}


@dataclass
class DeckImport:
    """What an import read: the deck, its game, a title and description if the format carries them, parser notes."""

    deck: Deck
    title: str = ""
    description: str = ""
    notes: list[Note] = field(default_factory=list)
    game: str = "zx"


def detect_game(data: str, fmt: str = "auto") -> str | None:
    """The game a zxdecks-deck JSON file says it is for, if any (text and CSV do not say)."""
    if (detect(data) if fmt == "auto" else fmt) != "json":
        return None
    try:
        game = json.loads(data).get("game")
    except (ValueError, AttributeError, RecursionError):
        return None  # the parser reports what is wrong with it
    return game if game in RULESETS else None


def deck_import(*, data: str | bytes, fmt: str = "auto", game: str | None = None) -> DeckImport:
    """Read deck data (format given or detected; bytes decoded as validate_deck decodes them) for a game (given,
    else the file's, else Z/X); raises DeckListError naming every bad line or field."""
    return read_bytes(data, lambda text: _import_text(text, fmt, game))


def _import_text(data: str, fmt: str, game: str | None) -> DeckImport:
    data = data.removeprefix("\ufeff")  # the site's own CSV export starts with a byte-order mark, for Excel
    game = game or detect_game(data, fmt) or "zx"
    parsed, title, description = parse_guarded(
        data, lambda: parse_any(data, catalog, fmt, sections_for(game), FoldedNameResolver(catalog))
    )
    _check_details(title=title, description=description)
    return DeckImport(parsed.deck, title, description, parsed.notes, game)


# The limits of Deck.title and Deck.description: what a file says is checked as a form would check it.
DETAIL_LIMITS = {"title": 120, "description": 5000}


def _check_details(**details: str) -> None:
    """Refuse a title or description a deck cannot hold (too long, NUL, a lone surrogate), naming the field."""
    errors = []
    for name, value in details.items():
        limit = DETAIL_LIMITS[name]
        if len(value) > limit:
            errors.append((name, f"{limit}文字以内にしてください（{len(value)}文字）。", f"at most {limit} characters"))
        elif "\x00" in value:
            errors.append((name, "NUL文字は使えません。", "contains a NUL character"))
        else:
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                errors.append((name, "不正な文字（サロゲート）が含まれています。", "contains a lone surrogate"))
    if errors:
        raise DeckInputError([{"field": f, "message": ja, "message_en": en} for f, ja, en in errors])


def deck_export(*, deck: Deck, fmt: str, title: str = "", description: str = "", game: str = "zx") -> str:
    """Write a deck in one of EXPORT_FORMATS."""
    if fmt == "json":
        return write_json(deck, title, description, game)
    if fmt == "csv":
        return write_csv(deck)
    if fmt == "text":
        return write_decklist(deck, title)
    raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(EXPORT_FORMATS)}")


def deck_list_text(deck: Deck, title: str = "") -> str:
    """A deck in the text list format (what the editor and the copy box hold)."""
    return write_decklist(deck, title)
