"""Deck import and export in the text, JSON and CSV formats."""

from __future__ import annotations

from dataclasses import dataclass, field

from cards.catalog import catalog
from zxdecks.rules.deck import Deck
from zxdecks.rules.deckformats import parse_any, write_csv, write_json
from zxdecks.rules.decklist import write_decklist

EXPORT_FORMATS = {"text": ("txt", "text/plain"), "json": ("json", "application/json"), "csv": ("csv", "text/csv")}


@dataclass
class DeckImport:
    """What an import read: the deck, a title and description if the format carries them, and parser notes."""

    deck: Deck
    title: str = ""
    description: str = ""
    notes: list[str] = field(default_factory=list)


def deck_import(*, data: str, fmt: str = "auto") -> DeckImport:
    """Read deck data (format given or detected); raises DeckListError naming every bad line or field."""
    parsed, title, description = parse_any(data, catalog, fmt)
    return DeckImport(parsed.deck, title, description, parsed.notes)


def deck_export(*, deck: Deck, fmt: str, title: str = "", description: str = "") -> str:
    """Write a deck in one of EXPORT_FORMATS."""
    if fmt == "json":
        return write_json(deck, title, description)
    if fmt == "csv":
        return write_csv(deck)
    if fmt == "text":
        return write_decklist(deck, title)
    raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(EXPORT_FORMATS)}")
