"""「スクエアにあるあなたの「A」(/プレイヤー)に、その下にある「B」を表向きで重ねて置く」: the Player Extra B prepared face
down behind your player card A (401.8, 402.1b) put face up on top of it (202.10c: the two are then one card, and the
player has B's abilities, 202.10d). Kind.PLAYER_EXTRA_UP: `filter.name_is` B, `rest` A ("" for 「プレイヤー」: any
player card of yours); carried out by effects.run.player_stack through GameAPI.stack_player_extra
(goldfish.player_extra). 「同じプレイヤー名を含むプレイヤーEX」 (no name given) is not read."""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import CardFilter, Effect, Kind
from zxdecks.rules.effects.words import sentence_pattern

_STACK = sentence_pattern(
    r"スクエアにあるあなたの(?:「(?P<player>[^」]+)」|プレイヤー)に、?その下にある「(?P<extra>[^」]+)」を表向きで重ねて置く"
)


def _stack(m: re.Match[str]) -> list[Effect]:
    return [Effect(Kind.PLAYER_EXTRA_UP, filter=CardFilter(name_is=m["extra"]), rest=m["player"] or "")]


PLAYER_STACK = [(_STACK, _stack)]
