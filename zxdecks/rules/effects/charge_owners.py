"""Charge cards chosen from the opponent's charge (「相手のチャージにあるカードをN枚選び、トラッシュに置く」) or from a charge
that names no owner (「チャージにあるカードをN枚まで選び、…」: either player's), given up to the trash, the remove zone
or the deck bottom. The opponent's charge is a count (Game.opponent_charge, goldfish.opposing), its cards without
identity: only 「カード」 is chosen there (run.charge_owners lowers the count)."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.effects.language import ANY_CARD, Effect, Kind

OPPONENT, EITHER = "opponent", "either"  # Phrase/Move scope and Effect.to
OWNERS = (OPPONENT, EITHER)
# where a chosen charge card goes and is given up (its owner's trash, remove zone, deck bottom)
GIVEN_UP = frozenset({"trash", "removed", "deck_bottom"})


def charge_owner_move(scope: str, effect: Effect) -> Effect | str:
    """The move of `effect` (your charge's) made one of the opponent's or either player's charge, or why not: a
    required choice of a filter (not 「カード」) in either charge cannot be modelled (the opponent's cards have none)."""
    if effect.kind is not Kind.MOVE or effect.source != "charge" or effect.destination not in GIVEN_UP:
        return f"the {scope} charge's cards to {effect.destination}: only given up"
    if scope == EITHER and effect.filter != ANY_CARD and not (effect.up_to or effect.optional):
        return "a required choice of charge cards of a filter in either player's charge (theirs unknown)"
    return replace(effect, to=scope)
