"""The handler of 「スクエアにあるあなたの「A」に、その下にある「B」を表向きで重ねて置く」 (effects.player_stack,
202.10c): through the game API only."""

from __future__ import annotations

from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.table import At


def player_extra_up(game: GameAPI, effect: Effect, at: At) -> bool:
    """The Player Extra `filter.name_is` face down behind your player card `rest` ("" any) put face up on top of it;
    False (nothing done) when either card is not there."""
    return game.stack_player_extra(effect.rest, effect.filter.name_is)
