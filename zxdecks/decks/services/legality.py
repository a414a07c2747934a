"""A deck's legality over time (zxdecks.rules.timeline): one answer for the deck page, the API and validate_deck."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from zxdecks.decks.models import Deck
from zxdecks.decks.selectors import version_of
from zxdecks.decks.services.decks import current_cards, version_deck
from zxdecks.decks.services.validation import deck_parse_text, read_bytes, ruleset_for, today
from zxdecks.rules.deck import Deck as EngineDeck
from zxdecks.rules.timeline import Timeline, legality_timeline, point_text


@dataclass
class Legality:
    """A deck's timeline, the version it is of (None for a list not saved as a deck) and the parser's notes."""

    timeline: Timeline
    version: int | None = None
    notes: list[str] = field(default_factory=list)
    today: dt.date = field(default_factory=today)

    def lines(self, lang: str) -> list[str]:
        """The points in one language, one line each: 「2023-04-20から不適正：B20-089 封神指定」."""
        return [point_text(point, lang) for point in self.timeline.points]

    def legal_on(self, day: dt.date) -> bool:
        """The verdict on a day: that of the last point on or before it."""
        return [p for p in self.timeline.points if p.date is None or p.date <= day][-1].legal

    def rows(self) -> list[dict[str, Any]]:
        """The points as the deck page lists them: the API's items, and whether each is still to come (announced)."""
        return [
            {**point.as_dict(), "announced": point.date is not None and point.date > self.today}
            for point in self.timeline.points
        ]


def cards_legality(*, cards: EngineDeck, game: str, version: int | None = None) -> Legality:
    """The timeline of a deck's cards under its game's rules (every surface goes through here)."""
    on = today()
    return Legality(legality_timeline(cards, ruleset_for(game), on), version, today=on)


def deck_legality(*, deck: Deck, number: int | None = None) -> Legality:
    """The timeline of a stored deck's version (the current one when no number is given; 404 for no such version)."""
    if number is None:
        return cards_legality(cards=current_cards(deck), game=deck.game, version=deck.version_number)
    version = version_of(deck=deck, number=number)
    return cards_legality(cards=version_deck(version), game=version.game, version=version.number)


def text_legality(*, data: str | bytes, game: str = "zx") -> Legality:
    """The timeline of a deck list (text, or zxdecks JSON / CSV; bytes are decoded as validate_deck decodes them)."""

    def read(text: str) -> Legality:
        deck, notes = deck_parse_text(text=text, game=game)
        legality = cards_legality(cards=deck, game=game)
        legality.notes = [str(n) for n in notes]  # the English, as the API and the command give notes
        return legality

    return read_bytes(data, read)
