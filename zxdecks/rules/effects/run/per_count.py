"""Kind.PER_COUNT (effects.per_count): the effects of `options[0]` carried out once for each n cards counted when it
resolves: the cards the effect before moved (「置いたカード1枚につき」, At.counted) or a zone's cards (run.statics.count)."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Effect, Kind
from zxdecks.rules.effects.per_count import PLACED_OF, counted_of
from zxdecks.rules.effects.run.plays import modal
from zxdecks.rules.effects.run.statics import count
from zxdecks.rules.effects.run.table import At, cause_of, placed_cards


def per_count(game: GameAPI, effect: Effect, at: At) -> bool:
    """Each effect of the sentence, in order, count // n times (none when fewer than n are counted); done when any
    of them was."""
    if effect.rest == "moved":
        counted = at.counted
    elif effect.rest == PLACED_OF:  # 「置いたカードの中にある<filter>」: what the move before put (run.resolve.apply)
        counted = sum(1 for c in placed_cards() if effect.filter.matches(c))
    else:
        card = cause_of(at)
        counted = count(game, counted_of(effect), card, at.unit) if card is not None else 0
    times = counted // max(1, effect.n)
    if game.log_enabled:
        game.note("ability", "804.3", f"{counted} counted: {times} time(s) for each {effect.n}")
    if times <= 0:
        return False
    return modal(game, replace(effect, kind=Kind.MODAL, n=0, take=times, conditions=()), at)
