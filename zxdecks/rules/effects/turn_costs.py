"""This card's cost raised until the end of the turn in effect text (session 18, `until2`): 「ターン終了時まで、このカー
ドのコストを+Nする」 (「…をN増やす」「…はN増える」), with its power too (「…のコストを+Nし/N増やし、パワーを+Mする」). The
cost is the one a filter of your Z/X on squares sees (run.seen.unit_card, as effects.unit_costs' constant ones) for this
turn only (OnSquare.cost_up is this turn's: 507.8); the power is raised as Kind.POWER's (run.turn_costs)."""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import Effect, Kind

_SELF_COST = re.compile(
    r"^このカードのコスト(?:を\+(?P<a>\d+)する|を(?P<b>\d+)増やす|は(?P<c>\d+)増える"
    r"|を(?:\+(?P<d>\d+)|(?P<e>\d+)増や)し、パワーを\+(?P<p>\d+)する)$"
)


def read_turn_cost(words: str) -> tuple[int, int] | None:
    """The cost raised and the power raised (0 for none) of such a clause (after 「ターン終了時まで、」), or None."""
    m = _SELF_COST.match(words)
    if m is None:
        return None
    return int(m["a"] or m["b"] or m["c"] or m["d"] or m["e"]), int(m["p"] or 0)


# Chosen Z/X of yours (lexicon.SQUARE_VERBS, 「スクエアにあるあなたの…をN枚選び、」 only: grammar): their cost this turn,
# the power beside it as 「power=M」 in the scope (run.squares.choose_zx, run.turn_costs.raise_cost)
TURN_COST_VERBS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^ターン終了時まで、コストを\+(?P<n>\d+)する$"), "cost_up"),
    (re.compile(r"^ターン終了時まで、コストを\+(?P<n>\d+)し、パワーを\+(?P<m>\d+)する$"), "cost_up+power="),
)


def turn_cost_effect(verb: str, n: int, if_did: bool) -> Effect:
    """The Effect of such a clause (the grammar's act 「self_cost <power>」): the cost n, the power as `take`."""
    return Effect(Kind.SELF_COST, n, if_did=if_did, take=int(verb.split()[1]))
