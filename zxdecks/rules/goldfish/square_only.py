"""「このカードは(ゼクスのない)あなたのプレイヤースクエアにしか登場できない。」 (806.1, valid in every zone): where such a
card may enter, played or put there by an effect: only your player square (303.3), empty or (without 「ゼクスのない」)
holding a rebooted Z/X of yours that it replaces, as any Z/X does (806.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.board import ASCENSIONS, OWN_PLAYER_SQUARE
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import Square

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.moves import CardMoves
    from zxdecks.rules.goldfish.square_units import SquareUnits


def square_only(game: CardMoves | SquareUnits, card: CardFacts) -> str:
    """ "player" or "empty_player" for a card of that restriction; "" for any other (a set lookup for most cards)."""
    scripts = game.scripts  # the game's cached traits, without a call (asked twice for every card entering)
    if not scripts or card.number not in (game._traits if game._traits_for is scripts else game.traits()).restricted:
        return ""
    script = scripts.get(card.number)
    return script.player_square_only if script is not None else ""


def player_squares(game: CardMoves | SquareUnits, only: str) -> list[Square]:
    """The squares a card of the restriction `only` may enter now: your player square or none."""
    if OWN_PLAYER_SQUARE in game.opponent_squares:
        return []
    unit = game.squares.get(OWN_PLAYER_SQUARE)
    if unit is None or (only == "player" and unit.rebooted and unit.card.type not in ASCENSIONS):
        return [OWN_PLAYER_SQUARE]
    return []
