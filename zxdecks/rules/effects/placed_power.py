"""「(この効果で)除外した/トラッシュに置いたゼクスのパワーに等しい(値の)ダメージを与える」 on chosen Z/X (the opponent's or
any): damage as much as the power of the one card the move just before it put there, that move a payment's too
(「【コスト】あなたの手札にある…を1枚除外する」). The scope word 「#placed_power=<zone>」 is worked out when the effect
resolves (run.resolve.bound_now, from run.table.placed_cards: a card of no power, or none put, deals none). Read only
right after a move of exactly one card to that zone (`check`); anywhere else the line stays unread."""

from __future__ import annotations

import re

from zxdecks.rules.effects.dynamic_bounds import PREFIX
from zxdecks.rules.effects.language import Ability, Effect, Kind, Unread
from zxdecks.rules.effects.placed_cards import put_zone

WORD = PREFIX + "placed_power="
# the verb's zone, as the move's destination names it (Kind.MOVE)
ZONES = {"除外した": "removed", "トラッシュに置いた": "trash"}
# 「あなたのプレイヤースクエアにあるゼクスのパワーに等しい…」: that Z/X's power when it resolves (none there: no damage)
PLAYER_POWER = PREFIX + "player_power"
VERBS = (
    *(
        (
            re.compile(rf"^(?:この効果で)?{verb}ゼクスのパワーに等しい(?:値の)?ダメージを与え(?:る|てよい)?$"),
            f"damage+{WORD}{zone}",
        )
        for verb, zone in ZONES.items()
    ),
    (
        re.compile(r"^あなたのプレイヤースクエアにあるゼクスのパワーに等しい(?:値の)?ダメージを与え(?:る|てよい)?$"),
        f"damage+{PLAYER_POWER}",
    ),
)  # rows of lexicon.SQUARE_VERBS and opponent_words.OPPONENT_VERBS


def placed_zone(effect: Effect) -> str:
    """The zone named by such a damage ("" for any other effect)."""
    if effect.kind is not Kind.CHOOSE_ZX:
        return ""
    return next((w[len(WORD) :] for w in effect.to.split() if w.startswith(WORD)), "")


def check(read: Ability | Unread) -> Ability | Unread:
    """The ability as read, unless such a damage does not come right after a move (of its payment or its effect)
    that puts exactly one card into the zone it names."""
    if isinstance(read, Unread) or _fits(read.effects, read.payment[-1] if read.payment else None):
        return read
    return Unread(read.text, "「…したゼクスのパワーに等しいダメージ」 after no move of one card there")


def _fits(effects: tuple[Effect, ...], first: Effect | None) -> bool:
    """Whether each such damage comes right after a move of one card there (`first` the effect before the first
    one; within an option, the option's own effect before it)."""
    for i, effect in enumerate(effects):
        if any(not _fits(option, None) for option in effect.options):
            return False
        zone = placed_zone(effect)
        before = effects[i - 1] if i else first
        if before is not None and before.kind is Kind.DRAW and effect.if_did:  # 「置いたならば、1枚引き、…」: a draw
            before = effects[i - 2] if i > 1 else first if i else None  # keeps what the move put (run.resolve.apply)
        if before is not None and before.kind is Kind.NO_TARGET and effect.if_did:
            continue  # 「相手のトラッシュにある…を除外する。除外したならば」: none modelled, never done (nothing put)
        if zone and (before is None or before.kind is not Kind.MOVE or put_zone(before) != zone or before.n != 1):
            return False
    return True
