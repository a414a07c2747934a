"""Kind.POWER_PER (effects.power_per): this card's power raised by n for each `take` cards counted now, until the end
of the turn (507.8 reverts it)."""

from __future__ import annotations

from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.power_per import per_of
from zxdecks.rules.effects.run.statics import count
from zxdecks.rules.effects.run.table import At
from zxdecks.rules.effects.run.turn_costs import raise_cost


def power_per(game: GameAPI, effect: Effect, at: At) -> bool:
    """n for each `take` cards of `rest` matching the filter, counted when it resolves; nothing when this card is
    not on a square or the count is under `take`."""
    unit = at.unit
    if unit is None or game.squares_holding(unit) is None:
        return False
    raised = effect.n * (count(game, per_of(effect), unit.card, unit) // max(1, effect.take))
    if raised and effect.destination == "cost":  # its cost this turn (effects.turn_costs)
        raise_cost(game, unit, raised, [])
    elif raised:
        game.raise_power(unit, raised)
    return raised > 0
