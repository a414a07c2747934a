"""「ターン終了時まで、このカードのコストを+N(し、パワーを+Mする)」 (effects.turn_costs): this card's cost on its square
n more for this turn (OnSquare.cost_up, seen by the filters of your Z/X there: run.seen.unit_card; 507.8 ends it with
the turn), and its power +M until end of turn."""

from __future__ import annotations

from zxdecks.rules.board import OnSquare
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.table import At


def self_cost(game: GameAPI, effect: Effect, at: At) -> bool:
    """This card, when it is on a square: its cost +n this turn (more of them add up), its power +take."""
    unit = at.unit
    if unit is None or game.squares_holding(unit) is None:
        return False
    raise_cost(game, unit, effect.n, [f"power={effect.take}"])
    return True


def raise_cost(game: GameAPI, unit: OnSquare, n: int, scope: list[str]) -> None:
    """A Z/X of yours: its cost +n this turn (more of them add up), its power +M with 「power=M」 in `scope`."""
    more, turn = unit.cost_up
    unit.cost_up = ((more if turn == game.turn else 0) + n, game.turn)
    power = next((int(w[len("power=") :]) for w in scope if w.startswith("power=")), 0)
    if power:
        game.raise_power(unit, power)
