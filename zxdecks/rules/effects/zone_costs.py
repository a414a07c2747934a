"""Constant abilities that change the cost of your cards of a filter in zones besides (or beside) the hand (811,
session 19 `grants`): 「あなたの手札とあなたのトラッシュにあるすべての[R]のコストはN減る」, 「あなたの手札にあるすべての[R]と
あなたのリムーブゾーンにあるすべての[R]のコストはN減る」, 「手札とリムーブにある、すべてのあなたの<filter>のコストを-Nする」,
「あなたのトラッシュ/デュナミスにあるすべての<filter>のコストを-Nする」.

Each reads as one Static "zone_cost" whose `per` names the zones it reaches ("hand", "trash", "removed", "dynamis"):
run.statics.hand_cost takes it for a card played from the hand, run.statics.cost_of for one played from the trash, the
remove zone (goldfish.zone_plays) or the Dynamis, and run.seen for the cost a filter of cards in the trash or the remove
zone sees. A sentence naming the force, or two different filters, stays unread.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.effects.language import Static
from zxdecks.rules.effects.words import FILTER, filter_of, sentence_pattern

ZONE_COST = "zone_cost"
_ZONES = {
    "手札": "hand",
    "トラッシュ": "trash",
    "リムーブゾーン": "removed",
    "リムーブ": "removed",
    "デュナミス": "dynamis",
}
_WHAT = r"(?P<what>[^。]+?)"
_CUT = r"のコスト(?:を-(?P<n>\d+)する|は(?P<n2>\d+)減る)"
_ZONE = r"(?P<zone>トラッシュ|リムーブゾーン|リムーブ|デュナミス)"
_WHOLE = re.compile(r"(?:「(?P<exact>[^」]+)」|" + FILTER + r")")


def _zone_cost(what: str, zones: tuple[str, ...], m: re.Match[str]) -> Static | None:
    """The cut in those zones of your cards of the filter the words make; None (unread) for words it cannot make."""
    whole = _WHOLE.fullmatch(what)
    if whole is None or not whole.group(0):
        return None
    n = int(m["n"] or m["n2"])
    return Static(ZONE_COST, -n, filter_of(whole.groupdict(), whole.group(0)), per=" ".join(zones))


def _both(m: re.Match[str]) -> Static | None:
    """「あなたの手札にあるすべての<A>とあなたの<zone>にあるすべての<A>」: one filter named twice (two: unread)."""
    if m["what"] != m["again"]:
        return None
    return _zone_cost(m["what"], ("hand", _ZONES[m["zone"]]), m)


ZONE_COST_SENTENCES: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Static | None]]] = [
    (
        sentence_pattern(r"あなたの手札とあなたの" + _ZONE + r"にあるすべての" + _WHAT + _CUT),
        lambda m: _zone_cost(m["what"], ("hand", _ZONES[m["zone"]]), m),
    ),
    (
        sentence_pattern(
            r"あなたの手札にあるすべての" + _WHAT + r"とあなたの" + _ZONE + r"にあるすべての(?P<again>[^。]+?)" + _CUT
        ),
        _both,
    ),
    (
        sentence_pattern(r"手札と" + _ZONE + r"にある、すべてのあなたの" + _WHAT + _CUT),
        lambda m: _zone_cost(m["what"], ("hand", _ZONES[m["zone"]]), m),
    ),
    (
        sentence_pattern(r"あなたの" + _ZONE + r"にあるすべての" + _WHAT + _CUT),
        lambda m: _zone_cost(m["what"], (_ZONES[m["zone"]],), m),
    ),
]
