"""Paying a resource cost (805.3): which rebooted resources pay it, or None."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from zxdecks.rules.cards import Color
from zxdecks.rules.effects import run
from zxdecks.rules.goldfish.state import Resource

_ORDER = {color: n for n, color in enumerate(Color)}


def can_pay(resources: Sequence[Resource], cost: int, colors: frozenset[Color]) -> list[int] | None:
    """Which rebooted resources pay a cost exactly as 805.3 says, or None: one card per colour (805.3a, distinct cards,
    fewer when colours outnumber points), then the rest from any rebooted cards (805.3b)."""
    if len(colors) == 1 and cost != 0:
        return _pay_one_colour(resources, cost, next(iter(colors)))
    rebooted = [i for i, r in enumerate(resources) if r.rebooted]
    if len(rebooted) < cost:
        return None
    if not colors or cost == 0:
        return rebooted[:cost]
    # Ties broken by the colours' printed order, not the set's: a set of str enums iterates in an order that
    # depends on PYTHONHASHSEED, and the same seed must play the same game in every process (the interactive page
    # replays a game from its URL in whichever worker answers).
    wanted = sorted(colors, key=lambda c: (sum(1 for i in rebooted if c in resources[i].card.colors), _ORDER[c]))
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


def _pay_one_colour(resources: Sequence[Resource], cost: int, color: Color) -> list[int] | None:
    """The common case, one colour and a cost: the first rebooted card of the colour (805.3a), then the
    rebooted cards without it in order, then the others with it: coloured cards are kept for later plays."""
    coloured: list[int] = []
    others: list[int] = []
    for i, r in enumerate(resources):  # one pass: asked for every play
        if r.rebooted:
            (coloured if color in r.card.colors else others).append(i)
    if not coloured or len(coloured) + len(others) < cost:
        return None
    others += coloured[1:]
    return [coloured[0], *others[: cost - 1]]


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


class Paying:
    """805: paying a cost from the game's rebooted resources (GameAPI.can_pay, pay); Game inherits it through
    CardMoves."""

    if TYPE_CHECKING:
        resources: list[Resource]

    def _payment(self, cost: int, colors: frozenset[Color], exclude: int | None) -> list[Resource] | None:
        paying = run.paying_resources(self, colors)  # type: ignore[arg-type]  # 805.3a: colours added in resources
        kept = [j for j in range(len(paying)) if j != exclude]  # the payment is made on the game's own resources
        found = can_pay(paying if exclude is None else [paying[j] for j in kept], cost, colors)
        return None if found is None else [self.resources[kept[i]] for i in found]

    def can_pay(self, cost: int, colors: frozenset[Color], exclude: int | None = None) -> bool:
        """805: whether the rebooted resources (all but the one at `exclude`) pay a cost."""
        if cost == 0:
            return True  # nothing to pay (can_pay finds the empty payment whatever the colours)
        return self._payment(cost, colors, exclude) is not None

    def pay(self, cost: int, colors: frozenset[Color], exclude: int | None = None) -> bool:
        """805: pay a cost by sleeping rebooted resources; False (nothing paid) when they cannot."""
        payment = self._payment(cost, colors, exclude)
        if payment is None:
            return False
        for r in payment:
            r.rebooted = False
        return True
