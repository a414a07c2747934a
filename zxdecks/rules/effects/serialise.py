"""The plain form of a clause reading and of a card filter (every field that is set), as the golden files hold them
(tests/rules/golden/*.json) and the effect sample prints them."""

from __future__ import annotations

from zxdecks.rules.effects.grammar import Act, Clause, Move, OnSquares, Options, Reading
from zxdecks.rules.effects.language import ANY_CARD, CardFilter


def serialise(reading: Reading) -> dict[str, object]:
    """The plain form of a reading (every field that is set), as the golden files hold it."""
    return {"clauses": [_clause(c) for c in reading.clauses], "unread": reading.unread}


def _clause(c: Clause) -> dict[str, object]:
    out: dict[str, object] = {"text": c.text}
    if c.action is not None:
        out["action"] = {"kind": type(c.action).__name__, **_fields(c.action)}
    for name in ("optional", "if_did", "if_count", "until_end_of_turn", "reason", "at_end"):
        value = getattr(c, name)
        if value:
            out[name] = value
    if c.conditions:
        out["conditions"] = [
            {"kind": str(k.kind), "n": k.n, **({"filter": plain_filter(k.filter)} if k.filter != ANY_CARD else {})}
            for k in c.conditions
        ]
    return out


def _fields(action: Move | Act | OnSquares | Options) -> dict[str, object]:
    out: dict[str, object] = {}
    for name in action.__slots__:
        value = getattr(action, name)
        if name == "options":
            out["options"] = [serialise(option) for option in value]
        elif name in ("filter", "under"):
            out |= {name: plain_filter(value)} if value != ANY_CARD else {}
        elif value is not False and value != "" and not (name == "look" and value == 0):
            out[name] = value
    return out


def plain_filter(flt: CardFilter) -> dict[str, object]:
    """The fields of a filter that are set (not their default), in plain values: `ignition` False (「≪イグニッション≫を
    持たない」) and a cost bound of 0 are set, though they equal False."""
    out: dict[str, object] = {}
    for name in flt.__slots__:
        value = getattr(flt, name)
        default = getattr(ANY_CARD, name, None)
        if name.startswith("_") or (value == default and type(value) is type(default)):
            continue
        out[name] = sorted(str(v) for v in value) if isinstance(value, frozenset) else value
        if isinstance(value, tuple):  # any_of: the filters, each in its plain form
            out[name] = [plain_filter(v) if isinstance(v, CardFilter) else v for v in value]
    return out
