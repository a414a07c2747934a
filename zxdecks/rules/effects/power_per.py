"""「ターン終了時まで、<cards counted>N枚につき、このカードのパワーを+Mする」 in effect text: this card's power raised by M
for each N cards counted when the effect resolves (Kind.POWER_PER), until the end of the turn (507.8). What is
counted is what a constant ability's 「…N枚につき」 counts (constant_text: your hand, resources, trash, charge, remove
zone, Z/X on squares, face-up Dynamis cards; run.statics.count)."""

from __future__ import annotations

import re

from zxdecks.rules.effects.constant_text import PER, per_static
from zxdecks.rules.effects.language import CardFilter, Effect, Kind, Static
from zxdecks.rules.effects.words import NUM

_POWER_PER = re.compile("^" + PER + r"このカードのパワーを\+" + NUM + r"(?:する|してよい)$")  # the goldfish takes it
_COST_PER = re.compile("^" + PER + r"このカードのコストを\+" + NUM + r"する$")  # its cost (effects.turn_costs)


def read_power_per(words: str) -> Static | None:
    """What the clause counts and the power for each, as the constant ability's Static, or None."""
    m = _POWER_PER.match(words)
    if m is not None:
        return per_static(m, "self_power_per", int(m[m.lastindex or 0]))
    m = _COST_PER.match(words)  # 「…N枚につき、このカードのコストを+M」: its cost (「self_cost_per」)
    return per_static(m, "self_cost_per", int(m[m.lastindex or 0])) if m else None


def power_per_effect(verb: str, n: int, flt: CardFilter, if_did: bool) -> Effect:
    """The Effect of such a clause (the grammar's act 「power_per <counted> <each> <others|all>」): n the power for
    each `take` cards counted in `rest` (of the filter), 「このカード以外の」 as `to` "others"; a last word 「cost」: its
    cost raised instead (`destination` "cost": run.turn_costs.raise_cost)."""
    _, per, each, others, *cost = verb.split()
    return Effect(
        Kind.POWER_PER, n, if_did=if_did, filter=flt, rest=per, take=int(each), to="others" if others == "others" else "",
        destination="cost" if cost else "",
    )  # fmt: skip


def per_of(effect: Effect) -> Static:
    """The Static that run.statics.count counts for a POWER_PER effect."""
    return Static(
        "self_power_per", effect.n, effect.filter, per=effect.rest, each=effect.take, others_only=effect.to == "others"
    )
