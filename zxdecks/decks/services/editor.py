"""The editor's use cases: where a searched card goes, the editor's rows, and a list judged as it is typed."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from zxdecks.decks.models import Deck
from zxdecks.decks.services.formats import deck_import
from zxdecks.decks.services.validation import DeckListError, ruleset_for, today
from zxdecks.rules.cards import CardType as CardType
from zxdecks.rules.cards import Zone
from zxdecks.rules.construction import Report, home_zone
from zxdecks.rules.deck import Deck as EngineDeck
from zxdecks.rules.deckformats import detect
from zxdecks.rules.decklist import LineError, Note


def default_zone(card_type: CardType, game: str = "zx") -> Zone:
    """Where a card goes when added from the search panel: by type (401.7, 401.8, 401.10); D0 cards: the deck."""
    return Zone.DECK if game == "d0" else home_zone(card_type)


def editor_entries(deck: EngineDeck) -> list[dict[str, Any]]:
    """The editor's rows: one per card and part."""
    return [
        {
            "zone": zone.value,
            "number": e.card.number,
            "name": e.card.name,
            "count": e.count,
            "type": e.card.type.value,
            "cost": "∞" if e.card.cost_infinite else e.card.cost,
            "ignition": e.card.ignition,
        }
        for zone in Zone
        for e in deck.part(zone)
    ]


@dataclass
class EditorState:
    """A list as the editor holds it: the parsed deck, its rows, today's verdict, and the lines that did not parse."""

    deck: EngineDeck
    report: Report
    line_errors: list[LineError] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)

    @property
    def entries(self) -> list[dict[str, Any]]:
        return editor_entries(self.deck)


def editor_state(*, text: str, game: str) -> EditorState:
    """Parse the editor's list with the game's sections and judge it today; bad lines come back, not raised. It is
    read as saving reads it (deck_cards_from: a pasted JSON or CSV export too)."""
    deck, errors, notes = EngineDeck(), [], []
    if text.strip():
        try:
            imported = deck_import(data=text, fmt="auto", game=game)
        except DeckListError as exc:
            errors = exc.errors
            deck = _readable_lines(text, game, errors)
        else:
            deck, notes = imported.deck, imported.notes
    return EditorState(deck, ruleset_for(game).validate(deck, today()), errors, notes)


def _readable_lines(text: str, game: str, errors: list[LineError]) -> EngineDeck:
    """The deck of a list's good lines (its bad lines blanked, so the numbers stay), so that a list with a typo still
    shows its parts and counts; no deck for JSON or CSV, whose problems are not always on a line."""
    if detect(text) != "text":
        return EngineDeck()
    bad = {e.line for e in errors}
    lines = text.removeprefix("\ufeff").splitlines()
    kept = "\n".join("" if number in bad else line for number, line in enumerate(lines, start=1))
    try:
        return deck_import(data=kept, fmt="text", game=game).deck
    except DeckListError:
        return EngineDeck()


def deck_editor_text(*, deck: Deck) -> str:
    """The list the editor opens a saved deck with: its current version's text."""
    current = deck.current
    return current.text if current else ""
