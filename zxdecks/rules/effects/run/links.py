"""The handler of links placed on squares (effects.links, 202.15): through the game API only."""

from __future__ import annotations

from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.table import At


def place_link(game: GameAPI, effect: Effect, at: At) -> bool:
    """n links named `filter.name_is` onto squares (「まで」: as many as there is room for; a link placed never costs
    the goldfish anything), each where `GameAPI.place_link` puts it (`rest` "free": a square with no link of yours)."""
    placed = 0
    for _ in range(effect.n):
        if not game.place_link(effect.filter.name_is, free=effect.rest == "free"):
            break
        placed += 1
    return placed > 0
