"""How much of a pool's card text the goldfish carries out (the figure behind `manage.py effect_coverage`)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from zxdecks.rules.effects.language import ACTIVE_KINDS, AbilityKind, Kind, Unread
from zxdecks.rules.effects.reader import read_card


def effect_coverage(cards: Iterable[tuple[str, str]], top: int = 20) -> dict[str, object]:
    """How much of a pool's card text the goldfish carries out: ability lines, those executed, by kind, and the
    most frequent unread sentences."""
    lines = executed = active = 0
    by_kind: Counter[str] = Counter()
    unread: Counter[str] = Counter()
    for number, text in cards:
        script = read_card(number, text)
        for ability in script.abilities:
            lines += 1
            executed += 1
            kinds = {e.kind for e in ability.effects}
            label = ability.kind.value
            if ability.kind is AbilityKind.CONSTANT and kinds and kinds <= {Kind.NO_TARGET}:
                label = "constant: opponent's board only (nothing to change on an empty board)"
            elif ability.kind is AbilityKind.CONSTANT:
                label = "constant: range" if ability.range else "constant: power"
                if ability.statics:
                    label = "constant: " + ", ".join(sorted({s.kind.replace("_", " ") for s in ability.statics}))
                elif ability.cannot_attack or ability.ignition_in:
                    label = "constant: " + ("cannot attack" if ability.cannot_attack else "ignition icon")
            elif kinds and kinds <= {Kind.NO_TARGET}:
                label = f"{ability.kind.value}: opponent's board only (nothing to choose on an empty board)"
            if ability.kind not in (AbilityKind.INERT, AbilityKind.CONSTRUCTION) and (
                not kinds or kinds & ACTIVE_KINDS
            ):
                active += 1
            by_kind[label] += 1
            for kind in kinds:
                by_kind[f"effect: {kind.value}"] += 1
        for item in script.unread:
            lines += 1
            unread[_shape(item)] += 1
    return {
        "ability_lines": lines,
        "executed": executed,
        "executed_active": active,
        "share": round(executed / lines, 4) if lines else 0.0,
        "by_kind": dict(sorted(by_kind.items())),
        "top_unparsed": [{"shape": shape, "count": n} for shape, n in unread.most_common(top)],
    }


def _shape(item: Unread) -> str:
    """An unread line's reason with names, races and numbers folded, so that alike lines count together."""
    reason = re.sub(r"「[^」]*」", "「X」", item.reason)
    reason = re.sub(r"\[[^\]]*\]", "[R]", reason)
    return re.sub(r"\d+", "N", reason)[:160]
