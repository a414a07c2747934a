"""Paying a resource cost (805.3): which rebooted resources pay it, or None."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from zxdecks.rules.cards import Color
from zxdecks.rules.goldfish.state import Resource


def can_pay(resources: Sequence[Resource], cost: int, colors: frozenset[Color]) -> list[int] | None:
    """Which rebooted resources pay a cost exactly as 805.3 says, or None: one card per colour (805.3a, distinct cards,
    fewer when colours outnumber points), then the rest from any rebooted cards (805.3b)."""
    rebooted = [i for i, r in enumerate(resources) if r.rebooted]
    if len(rebooted) < cost:
        return None
    if len(colors) <= 1 or cost == 0:
        # The common case: at most one colour, so 805.3a needs one card of it (none when the cost is 0).
        if not colors or cost == 0:
            return rebooted[:cost]
        (color,) = colors
        coloured = next((i for i in rebooted if color in resources[i].card.colors), None)
        if coloured is None:
            return None
        if cost == 1:
            return [coloured]
        # the others without the colour first, in order, then those with it: coloured cards are kept for later plays
        rest = [i for i in rebooted if i != coloured and color not in resources[i].card.colors]
        rest += [i for i in rebooted if i != coloured and color in resources[i].card.colors]
        return [coloured, *rest[: cost - 1]]
    wanted = sorted(colors, key=lambda c: sum(1 for i in rebooted if c in resources[i].card.colors))
    colour_picks = min(len(wanted), cost)
    # 805.3a: with more colours than points the player picks which colours go without a card; try each subset.
    found = None
    for subset in combinations(wanted, colour_picks):
        found = _match(subset, rebooted, resources)
        if found is not None:
            break
    if found is None:
        return None
    rest = [i for i in rebooted if i not in found]
    rest.sort(key=lambda i: (bool(resources[i].card.colors & colors), i))
    return found + rest[: cost - len(found)]


def _match(colors: Sequence[Color], rebooted: list[int], resources: Sequence[Resource]) -> list[int] | None:
    """A distinct resource for each colour (bipartite matching by augmenting paths), or None."""
    owner: dict[int, int] = {}

    def assign(ci: int, seen: set[int]) -> bool:
        for i in rebooted:
            if colors[ci] in resources[i].card.colors and i not in seen:
                seen.add(i)
                if i not in owner or assign(owner[i], seen):
                    owner[i] = ci
                    return True
        return False

    for ci in range(len(colors)):
        if not assign(ci, set()):
            return None
    return sorted(owner)
