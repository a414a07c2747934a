"""The handler of a permission an effect gives to play cards of a filter from a zone this turn (effects.play_permits):
through the game API only."""

from __future__ import annotations

from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.table import At


def permit_play(game: GameAPI, effect: Effect, at: At) -> bool:
    """Cards of `filter` in your zone `rest` may be played for their cost until the end of the turn (806:
    goldfish.zone_plays plays them, paying from the rebooted resources)."""
    game.permit_play(effect.rest, effect.filter)
    return True
