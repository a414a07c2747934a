"""Deck import and export in the text, JSON and CSV formats."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from cards.catalog import catalog
from zxdecks.decks.services.validation import RULESETS, sections_for
from zxdecks.rules.deck import Deck
from zxdecks.rules.deckformats import detect, parse_any, write_csv, write_json
from zxdecks.rules.decklist import write_decklist

EXPORT_FORMATS = {"text": ("txt", "text/plain"), "json": ("json", "application/json"), "csv": ("csv", "text/csv")}


@dataclass
class DeckImport:
    """What an import read: the deck, its game, a title and description if the format carries them, parser notes."""

    deck: Deck
    title: str = ""
    description: str = ""
    notes: list[str] = field(default_factory=list)
    game: str = "zx"


def detect_game(data: str, fmt: str = "auto") -> str | None:
    """The game a zxdecks-deck JSON file says it is for, if any (text and CSV do not say)."""
    if (detect(data) if fmt == "auto" else fmt) != "json":
        return None
    try:
        game = json.loads(data).get("game")
    except (ValueError, AttributeError):
        return None  # the parser reports what is wrong with it
    return game if game in RULESETS else None


def deck_import(*, data: str, fmt: str = "auto", game: str | None = None) -> DeckImport:
    """Read deck data (format given or detected) for a game (given, else the file's, else Z/X); raises
    DeckListError naming every bad line or field."""
    game = game or detect_game(data, fmt) or "zx"
    parsed, title, description = parse_any(data, catalog, fmt, sections_for(game))
    return DeckImport(parsed.deck, title, description, parsed.notes, game)


def deck_export(*, deck: Deck, fmt: str, title: str = "", description: str = "", game: str = "zx") -> str:
    """Write a deck in one of EXPORT_FORMATS."""
    if fmt == "json":
        return write_json(deck, title, description, game)
    if fmt == "csv":
        return write_csv(deck)
    if fmt == "text":
        return write_decklist(deck, title)
    raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(EXPORT_FORMATS)}")
