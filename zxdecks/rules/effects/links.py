"""Links (リンク, 202.15): markers placed on squares. A link is not a card and is not a Z/X: it takes no square from a
Z/X (「ゼクスのないスクエア」 may hold one) and only cards that name links choose it (202.15e). The goldfish keeps the
links of yours on the squares as (square, name) pairs (`GameAPI.links`); a link's own parameters are printed on its
marker (202.15g), which the engine does not have, so a link placed does nothing by itself: it is what the
conditions below read.

- 「「X」リンクをN枚(まで)スクエアに置く」, 「…あなたのリンクのないスクエアに置く」: the object phrase (source "link",
  the name in `filter.name_is`) and the verbs of `VERBS` make `Kind.PLACE_LINK` (`rest` "free": onto a square
  holding no link of yours). 「「A」リンクか「B」リンクを…」 (one name of several, chosen) stays unread.
- 「スクエアにあなたの「X」リンクがある場合」 and 「スクエアにあなたのリンクがN枚以上ある場合」: `LINKS_AT_LEAST`
  (`name` "" for any link)."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.effects.language import CardFilter, Condition

# 「「翠緑の導き」リンクを1枚まで」: links made by the effect (onto squares only: the verb says where)
LINK_PHRASE = re.compile(r"^「(?P<name>[^」]+)」リンクを(?P<n>\d+)枚(?P<upto>まで)?")


def read_link_phrase(clause: str) -> tuple[str, int, bool, CardFilter, str] | None:
    """The link phrase at the start of a clause: ("link", n, up to, its name as a filter, the words after it)."""
    m = LINK_PHRASE.match(clause)
    if m is None:
        return None
    return "link", int(m["n"]), bool(m["upto"]), CardFilter(name_is=m["name"]), clause[m.end() :]


LINK_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition]]] = [
    (
        re.compile(r"^スクエアにあなたの「([^」]+)」リンクがある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("links_at_least", 1, name=m[1]),
    ),
    (
        re.compile(r"^スクエアにあなたのリンクが(\d+)枚以上ある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("links_at_least", int(m[1])),
    ),
]
