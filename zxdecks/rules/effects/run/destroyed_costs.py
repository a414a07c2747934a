"""The costs of the Z/X a choice of Z/X destroyed (either player's, 1008), kept in At.destroyed for the effect right
after it: 「破壊したゼクスのコスト以下のコストの、あなたのトラッシュにある…」 (effects.zone_phrases, bound "destroyed"), made
the filter's cost bound when that effect is carried out (run.table.destroyed_bound)."""

from __future__ import annotations

from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.seen import unit_card
from zxdecks.rules.effects.run.squares import choose_zx as choose_units
from zxdecks.rules.effects.run.statics import opponent_cost
from zxdecks.rules.effects.run.table import At


def choose_zx(game: GameAPI, effect: Effect, at: At) -> bool:
    """A choice of Z/X (run.squares.choose_zx); for a destruction, the costs of those that left the squares while
    it was carried out (904: destroyed) into At.destroyed, as they were on their squares."""
    if effect.rest != "destroy" or not game.traits().destroyed_bounds:
        return choose_units(game, effect, at)  # At.destroyed is read by no effect of the game (resolve.apply)
    theirs = [(sq, u, opponent_cost(game, u)) for sq, u in game.opponent_units()]
    mine = [(u, unit_card(game, u).cost) for u in game.squares.values()]
    did = choose_units(game, effect, at)
    gone: list[int | None] = [c for sq, u, c in theirs if game.opponent_squares.get(sq) is not u]
    here = set(map(id, game.squares.values()))  # by identity, no generator a Z/X
    gone += [c for unit, c in mine if id(unit) not in here]
    at.destroyed = tuple(c or 0 for c in gone)
    return did
