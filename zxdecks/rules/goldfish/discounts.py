"""Costs lowered until the end of the turn by an effect (effects.discount, Kind.NEXT_PLAY_DISCOUNT), kept in
`Game.discounts` as (filter, n, floor, turn, scope):

- "next_hand" 「あなたが次に手札からプレイする<filter>のコストを-N」: the next card of the filter played from the hand
  this turn costs n less, and that play uses it up;
- "next" 「あなたが次にプレイする<filter>…」: the next card of the filter played from any zone (the hand, the Dynamis,
  another zone by its own permission) costs n less; the next play of such a card uses it up, one without its cost
  too (806: it is played all the same);
- "hand" 「あなたの手札にあるすべての<filter>のコストはN減る」: every card of the filter in the hand this turn, those that
  come to the hand later included (811.4: a continuous effect on a hidden zone applies to every card in it), never
  used up.

Each is over with the turn it was made in (507.8). The cost never goes below 0 (805.2c), nor below `floor`
(「ただし、0以下にならない」) unless it is lower already."""

from __future__ import annotations

from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.language import CardFilter

Discount = tuple[CardFilter, int, int, int, str]  # (filter, n, floor, turn, scope)
SCOPES = ("next_hand", "next", "hand")
# the scopes that reach a card played from each zone ("hand", "dynamis", or another zone's key)
_FROM_HAND = frozenset(SCOPES)
_ELSEWHERE = frozenset({"next"})


def discounted(discounts: list[Discount], turn: int, card: CardFacts, cost: int, zone: str = "hand") -> int:
    """The cost of `card` played from `zone` now, with the discounts of this turn that reach it."""
    scopes = _FROM_HAND if zone == "hand" else _ELSEWHERE
    for flt, n, floor, made, scope in discounts:
        if made == turn and scope in scopes and flt.matches(card):
            cost = max(cost - n, min(cost, floor))
    return cost


def used(discounts: list[Discount], turn: int, card: CardFacts, zone: str = "hand") -> list[Discount]:
    """The discounts left once `card` is played from `zone` (paid for or not): a "next" one of its filter is used up
    by any play, a "next_hand" one by a play from the hand; those of an earlier turn are over."""
    return [
        d
        for d in discounts
        if d[3] == turn and not (d[0].matches(card) and (d[4] == "next" or (d[4] == "next_hand" and zone == "hand")))
    ]
