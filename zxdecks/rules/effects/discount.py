"""「ターン終了時まで、あなたが次に手札からプレイする<filter>のコストを-Nする(コストはN減る)」: this turn, the next card of the filter
played from the hand costs N less (Kind.NEXT_PLAY_DISCOUNT; the goldfish's cost_of and play_from_hand use it)."""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import CardFilter
from zxdecks.rules.effects.words import FILTER, filter_of

_DISCOUNT = re.compile(
    r"^あなたが次に手札からプレイする(?P<what>.+?)のコスト(?:を-(?P<n>\d+)する|は(?P<less>\d+)減る)"
    r"(?P<floor>、0以下にならない)?$"
)
# 「…コストを-Nする(コストはN減る)。ただし、0以下にならない。」: the second sentence bounds the first (the cost stays at
# least 1)
_FLOOR = re.compile(
    r"(あなたが次に手札からプレイする[^。]+のコスト(?:を-\d+する|は\d+減る))。\s*ただし、0以下にならない"
)
_WHOLE = re.compile(FILTER)


def join_floor(body: str) -> str:
    """A discount and its 「ただし、0以下にならない。」 as one clause."""
    return _FLOOR.sub(r"\1、0以下にならない", body)


def read_discount(words: str) -> tuple[CardFilter, int, int] | None:
    """The filter, the amount and the floor (1 with 「0以下にならない」, else 0) of a next-play discount clause (its
    「ターン終了時まで、」 peeled), or None."""
    m = _DISCOUNT.match(words)
    if not m:
        return None
    what = _WHOLE.fullmatch(m["what"])
    if what is None:
        return None
    return filter_of(what.groupdict(), what.group(0)), int(m["n"] or m["less"]), 1 if m["floor"] else 0
