"""Charge cards given up from the opponent's charge or either player's (effects.charge_owners): the opponent's is a
count (Game.opponent_charge), lowered first; of either player's the goldfish gives up the opponent's cards before its
own, and none of its own when 「まで」 lets it choose fewer."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.charge_owners import OPPONENT
from zxdecks.rules.effects.language import ANY_CARD, Effect
from zxdecks.rules.effects.run.seen import sees
from zxdecks.rules.effects.run.table import At, done, take_counted


def charge_owner_out(game: GameAPI, effect: Effect, at: At, own_move: Callable[[GameAPI, Effect, At], bool]) -> bool:
    """n cards of the opponent's charge (its count lowered; as many as it has, 102.4), or of either charge: the
    opponent's first, then yours (`own_move`, your charge's mover) for the rest unless 「まで」; an optional one is all n
    or nothing. Done when a card was given up (102.4), or at its `done_at`."""
    theirs = min(effect.n, game.opponent_charge) if effect.filter == ANY_CARD else 0  # their cards: no identity
    rest = effect.n - theirs
    yours = rest > 0 and effect.to != OPPONENT and not effect.up_to
    if effect.optional and theirs < effect.n:  # 「…てよい」: all n or none, yours making up the rest
        own = at.source.card if at.source is not None and at.source.zone == "charge" else None
        can = sum(1 for c in game.charge if c is not own and sees(game, effect.filter, c, "charge"))
        if not yours or theirs + can < effect.n:
            return False
    game.opponent_charge -= theirs
    if effect.destination == "removed":
        game.opponent_removed += theirs  # 1009: counted (goldfish.opposing)
    if theirs and game.log_enabled:
        game.note("opponent", "804.3", f"{theirs} card(s) of the opponent's charge to its {effect.destination}")
    moved = 0
    if yours:
        take_counted()
        own_move(game, replace(effect, n=rest, to="", done_at=0), at)
        moved = take_counted()
    return done(effect, theirs + moved, theirs + moved > 0)
