"""The pieces of a solo game: the numbers the rules fix, the zones' contents, the log, and the one table of zones."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

# The board's numbers and pieces live in zxdecks.rules.board (the card effects use them too); the goldfish's
# modules and callers keep importing them from here.
from zxdecks.rules.board import (
    ASCENSIONS,
    ATTACKERS_ON_SQUARES,
    BOARD,
    CHARGE_LIMIT,
    COLUMNS,
    DRAW_PER_TURN,
    EVENT,
    EXTRA_ON_SQUARES,
    HAND_LIMIT,
    LIFE,
    OPENING_HAND,
    OPPONENT_PLAYER_SQUARE,
    OPPONENT_RESOURCES_PER_TURN,
    OVERDRIVE_POWER,
    OWN_PLAYER_SQUARE,
    ROWS,
    SQUARE_ORDER,
    SQUARE_TYPES,
    STARTING_RESOURCES,
    OnSquare,
    Resource,
    all_force,
)

if TYPE_CHECKING:
    from zxdecks.rules.cards import CardFacts
    from zxdecks.rules.goldfish.game import Game

# An observer of a game's card events (Game.watch): (game, event, card), the event one of WATCH_EVENTS.
Watch = Callable[["Game", str, "CardFacts"], None]
WATCH_EVENTS = ("resource", "play", "ignition", "ignited", "life", "dynamis")  # dynamis: played from it (506.2)

# The one table of a player's zones (301.2) as the engine keeps them: the key used in logs and size checks, and the
# rule that defines the zone. Squares hold the Z/X, the Dynamis counts face-down and face-up cards together.
ZONE_LABELS: dict[str, str] = {
    "deck": "304",
    "hand": "309",
    "life": "307",
    "resources": "308",
    "squares": "303",
    "charge": "306",
    "trash": "305",
    "dynamis": "313",
    "player": "401.8",
    "moving": "902",  # a card between zones while a reload suspends the move that emptied the deck
    "removed": "311",
    "force": "312",  # cards under a Z/X on a square as its force
}


@dataclass(slots=True)
class LogEntry:
    turn: int
    step: str
    rule: str
    text: str
    sizes: dict[str, int]


class Defeat(Exception):
    """The player lost (903): no life, or no deck and no trash."""


__all__ = [
    "ASCENSIONS",
    "ATTACKERS_ON_SQUARES",
    "BOARD",
    "CHARGE_LIMIT",
    "COLUMNS",
    "DRAW_PER_TURN",
    "EVENT",
    "EXTRA_ON_SQUARES",
    "HAND_LIMIT",
    "LIFE",
    "OPENING_HAND",
    "OPPONENT_PLAYER_SQUARE",
    "OPPONENT_RESOURCES_PER_TURN",
    "OVERDRIVE_POWER",
    "OWN_PLAYER_SQUARE",
    "ROWS",
    "SQUARE_ORDER",
    "SQUARE_TYPES",
    "STARTING_RESOURCES",
    "WATCH_EVENTS",
    "ZONE_LABELS",
    "Defeat",
    "LogEntry",
    "OnSquare",
    "Resource",
    "Watch",
]


def zone_sizes(game: Game) -> dict[str, int]:
    """The number of cards in each zone of ZONE_LABELS (Game.sizes, for the log)."""
    return {
        "deck": len(game.deck),
        "hand": len(game.hand),
        "life": len(game.life),
        "resources": len(game.resources),
        "squares": len(game.squares),
        "charge": len(game.charge),
        "trash": len(game.trash),
        "dynamis": len(game.dynamis) + len(game.dynamis_face_up),
        "player": len(game.player_area) + (game.start_card is not None),
        "moving": len(game.moving),
        "removed": len(game.removed),
        "force": sum(len(all_force(u)) for u in game.squares.values()),
    }
