"""Deck services: validation, saving with versions, import/export, statistics and deck images."""

from zxdecks.decks.services.decks import (
    DeckConflict,
    deck_cards_from,
    deck_create,
    deck_delete,
    deck_fork,
    deck_like,
    deck_like_toggle,
    deck_restore,
    deck_save,
    deck_unlike,
    deck_write,
    version_diff,
    version_export,
)
from zxdecks.decks.services.formats import DeckImport, deck_export, deck_import
from zxdecks.decks.services.stats import deck_stats
from zxdecks.decks.services.validation import (
    DeckInputError,
    DeckListError,
    Validation,
    deck_from_parts,
    deck_parse_text,
    deck_validate_parts,
    deck_validate_text,
    today,
)

__all__ = [
    "DeckConflict",
    "DeckImport",
    "DeckInputError",
    "DeckListError",
    "Validation",
    "deck_cards_from",
    "deck_create",
    "deck_delete",
    "deck_export",
    "deck_fork",
    "deck_from_parts",
    "deck_import",
    "deck_like",
    "deck_like_toggle",
    "deck_parse_text",
    "deck_restore",
    "deck_save",
    "deck_stats",
    "deck_unlike",
    "deck_validate_parts",
    "deck_validate_text",
    "deck_write",
    "today",
    "version_diff",
    "version_export",
]
