"""A deck's legality over time (zxdecks.rules.timeline): one answer for the deck page, the API and validate_deck."""

from __future__ import annotations

from dataclasses import dataclass, field

from zxdecks.decks.models import Deck
from zxdecks.decks.selectors import version_of
from zxdecks.decks.services.decks import current_cards, version_deck
from zxdecks.decks.services.validation import deck_parse_text, read_bytes, ruleset_for, today
from zxdecks.rules.timeline import Timeline, legality_timeline


@dataclass
class Legality:
    """A deck's timeline, the version it is of (None for a list not saved as a deck) and the parser's notes."""

    timeline: Timeline
    version: int | None = None
    notes: list[str] = field(default_factory=list)


def deck_legality(*, deck: Deck, number: int | None = None) -> Legality:
    """The timeline of a stored deck's version (the current one when no number is given; 404 for no such version)."""
    if number is None:
        return Legality(legality_timeline(current_cards(deck), ruleset_for(deck.game), today()), deck.version_number)
    version = version_of(deck=deck, number=number)
    return Legality(legality_timeline(version_deck(version), ruleset_for(version.game), today()), version.number)


def text_legality(*, data: str | bytes, game: str = "zx") -> Legality:
    """The timeline of a deck list (text, or zxdecks JSON / CSV; bytes are decoded as validate_deck decodes them)."""

    def read(text: str) -> Legality:
        deck, notes = deck_parse_text(text=text, game=game)
        return Legality(legality_timeline(deck, ruleset_for(game), today()), notes=notes)

    return read_bytes(data, read)
