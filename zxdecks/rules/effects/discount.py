"""「ターン終了時まで、あなたが次に手札からプレイする<filter>のコストを-Nする(コストはN減る)」: this turn, the next card of the filter
played from the hand costs N less (Kind.NEXT_PLAY_DISCOUNT; the goldfish's cost_of and play_from_hand use it).
「あなたが次にプレイする<filter>…」 (the next one played from any zone: `rest` "next") and 「あなたの手札にあるすべての
<filter>のコストはN減る(を-Nする)」 (every card of the filter in the hand this turn: `rest` "hand") read the same
(goldfish.discounts keeps them)."""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import CardFilter
from zxdecks.rules.effects.words import NAMED, filter_of

_DISCOUNT = re.compile(
    r"^(?:あなたが次に(?P<hand>手札から)?プレイする|(?P<all>あなたの手札にあるすべての))(?P<what>.+?)のコスト"
    r"(?:を-(?P<n>\d+)する|は(?P<less>\d+)減る)(?P<floor>、0以下にならない)?$"
)
# 「…コストを-Nする(コストはN減る)。ただし、0以下にならない。」: the second sentence bounds the first (the cost stays at
# least 1)
_FLOOR = re.compile(
    r"((?:あなたが次に(?:手札から)?プレイする|あなたの手札にあるすべての)[^。]+のコスト(?:を-\d+する|は\d+減る))。"
    r"\s*ただし、0以下にならない"
)
_WHOLE = re.compile(NAMED)  # a filter or an exact name 「X」


# 「…相手のゼクスの(を…選び、ターン終了時まで、)コストを-N(し、パワーを-Mする)。ただし、(コストは)0以下にならない。」: the
# opponent's Z/X's cost until end of turn, not below 1 (effects.opponent_words)
_THEIR_FLOOR = re.compile(
    r"(相手のゼクス[^。]*コストを(?:-\d+|\d+減ら)(?:する|し、パワーを-\d+する))。\s*ただし、(?:コストは)?0以下にならない"
)


def join_floor(body: str) -> str:
    """A discount and its 「ただし、0以下にならない。」 as one clause (a cost of the opponent's Z/X too)."""
    return _THEIR_FLOOR.sub(r"\1、0以下にならない", _FLOOR.sub(r"\1、0以下にならない", body))


def read_discount(words: str) -> tuple[CardFilter, int, int, str] | None:
    """The filter, the amount, the floor (1 with 「0以下にならない」, else 0) and the scope (goldfish.discounts:
    "next_hand", "next", "hand") of a discount clause (its 「ターン終了時まで、」 peeled), or None."""
    m = _DISCOUNT.match(words)
    if not m:
        return None
    what = _WHOLE.fullmatch(m["what"])
    if what is None:
        return None
    scope = "hand" if m["all"] else "next_hand" if m["hand"] else "next"
    return filter_of(what.groupdict(), what.group(0)), int(m["n"] or m["less"]), 1 if m["floor"] else 0, scope
