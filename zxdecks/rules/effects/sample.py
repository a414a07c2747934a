"""A seeded random sample of the ability lines the reader counts as executed, with its reading, to read by hand."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable

from zxdecks.rules.effects.coverage import line_part
from zxdecks.rules.effects.language import CardFilter
from zxdecks.rules.effects.reader import read_card
from zxdecks.rules.effects.serialise import plain_filter


def executed_sample(
    cards: Iterable[tuple[str, str] | tuple[str, str, str]], n: int, seed: int
) -> list[dict[str, object]]:
    """n ability lines drawn with `seed` from those `effect_coverage` counts as executed (read, carried out and changing a
    game: acting, or acting on the opponent's Z/X; in card-number order), each with its card number, its text and the reader's
    whole output."""
    lines = [
        (number, ability)
        for number, text, *subtext in cards
        for ability in read_card(number, text, subtext[0] if subtext else None).abilities
        if line_part(ability) in EXECUTED
    ]
    picked = sorted(random.Random(seed).sample(range(len(lines)), min(n, len(lines))))
    return [
        {"index": i, "number": lines[i][0], "text": lines[i][1].text, "reading": plain(lines[i][1])} for i in picked
    ]


EXECUTED = ("acting", "acting_vs_defenders")  # effects.coverage: their sum is executed (lines that change a game)


def plain(value: object) -> object:
    """A dataclass value as plain JSON values, leaving out the fields at their default."""
    if isinstance(value, CardFilter):
        return plain_filter(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, object] = {}
        for f in dataclasses.fields(value):
            if not f.init:
                continue
            v = getattr(value, f.name)
            default = f.default if f.default is not dataclasses.MISSING else None
            if f.name != "text" and v != default and v not in ((), frozenset()):
                out[f.name] = plain(v)
        return out
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(str(v) for v in value)
    return str(value) if isinstance(value, str) else value
