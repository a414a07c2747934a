"""The abilities of a Player Extra (202.10) in the card's ability lines: the goldfish carries them out itself when the
card comes face up onto the player card by its クライシス (1024; `effects.player_extra` reads them into the closed set
`PlayerAbilityKind`, each with one doer in `goldfish.player_extra`), not through the card's script. A line that set
reads and that only a Player Extra has (life shields on being put onto the player, ユニゾン, a named card played
free with ≪シールド≫) counts as an ability the engine handles itself (`AbilityKind.KEYWORD`); any other stays as the
reader left it."""

from __future__ import annotations

import re

from zxdecks.rules.effects.awakening import UnknownCondition
from zxdecks.rules.effects.language import Ability, AbilityKind
from zxdecks.rules.effects.player_extra import PlayerAbilityKind, read_player_ability

# What only a Player Extra does (914.4 life shields, 1029 ユニゾン, its named card with shields).
_PLAYER_ONLY = frozenset({PlayerAbilityKind.LIFE_SHIELDS, PlayerAbilityKind.UNISON, PlayerAbilityKind.PLAY_NAMED})


def player_line(mark: str, body: str) -> Ability | None:
    """The ability line as one the engine handles itself when it is a Player Extra's of `_PLAYER_ONLY`, else None."""
    try:
        found = read_player_ability(re.sub(r"\s", "", mark + body))
    except UnknownCondition:
        return None
    return Ability(AbilityKind.KEYWORD, body.strip()) if found.kind in _PLAYER_ONLY else None


__all__ = ["player_line"]
