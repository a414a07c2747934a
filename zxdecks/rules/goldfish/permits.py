"""Permissions an effect gives for the turn to play cards of a filter from a zone for their cost (806; the part of the
public game API, effects.api.GameAPI, that keeps them: effects.play_permits). goldfish.zone_plays asks them beside the
permissions of your cards on squares."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.effects.filters import CardFilter


class PlayPermits:
    """Game inherits it through CardMoves; `play_permits` lives in the instance dict a Game keeps beside its slots,
    set on the first permission given (a game without one pays nothing for it)."""

    play_permits: tuple[tuple[str, CardFilter, int], ...] = ()  # (zone key, filter, the turn it lasts)

    if TYPE_CHECKING:
        turn: int

    def permit_play(self, zone: str, flt: CardFilter) -> None:
        """Cards of `flt` in your `zone` (a zone key of goldfish.zone_plays) may be played for their cost this turn."""
        self.play_permits = (*self.play_permits, (zone, flt, self.turn))

    def permits_now(self) -> list[tuple[str, CardFilter]]:
        """(zone key, filter) of the permissions given this turn."""
        return [(zone, flt) for zone, flt, turn in self.play_permits if turn == self.turn]
