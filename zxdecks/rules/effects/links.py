"""Links (リンク, 202.15): markers placed on squares. A link is not a card and is not a Z/X: it takes no square from a
Z/X (「ゼクスのないスクエア」 may hold one) and only cards that name links choose it (202.15e). The goldfish keeps the
links of yours on the squares as (square, name) pairs (`GameAPI.links`); a link's own parameters are printed on its
marker (202.15g), which the engine does not have, so a link placed does nothing by itself: it is what the
conditions below read.

- 「「X」リンクをN枚(まで)スクエアに置く」, 「…あなたのリンクのないスクエアに置く」: the object phrase (source "link",
  the name in `filter.name_is`) and the verbs of `VERBS` make `Kind.PLACE_LINK` (`rest` "free": onto a square
  holding no link of yours). 「「A」リンクか「B」リンクを1枚(まで)…」 (one name of several): a `Kind.MODAL` of one
  PLACE_LINK a name, the policy choosing which (session 16, `cov2d`); of more than one link it stays unread.
- 「スクエアにあなたの「X」リンクがある場合」 and 「スクエアにあなたのリンクが(N枚以上)ある場合」: `LINKS_AT_LEAST`
  (`name` "" for any link)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from zxdecks.rules.effects.language import CardFilter, Condition, Effect, Kind

# 「「翠緑の導き」リンクを1枚まで」: links made by the effect (onto squares only: the verb says where); 「「A」リンクか
# 「B」リンクを…」: one name of several
LINK_PHRASE = re.compile(r"^(?P<others>(?:「[^」]+」リンクか)*)「(?P<name>[^」]+)」リンクを(?P<n>\d+)枚(?P<upto>まで)?")


def read_link_phrase(clause: str) -> tuple[str, int, bool, CardFilter, str] | None:
    """The link phrase at the start of a clause: ("link", n, up to, its name as a filter, the words after it); the
    names of 「「A」リンクか「B」リンク」 in `names_is_any` (grammar_effects: one of them, chosen)."""
    m = LINK_PHRASE.match(clause)
    if m is None:
        return None
    names = (*re.findall(r"「([^」]+)」", m["others"]), m["name"])
    flt = CardFilter(name_is=m["name"]) if len(names) == 1 else CardFilter(names_is_any=names)
    return "link", int(m["n"]), bool(m["upto"]), flt, clause[m.end() :]


def link_choice(place: Effect) -> Effect | str:
    """「「A」リンクか「B」リンクか「C」リンクを1枚(まで)…置く」: a MODAL of one option per name (the policy chooses which,
    GameAPI.choose_options), each the PLACE_LINK of that name; more than one link of several names (which may be
    mixed) stays unread."""
    if not place.filter.names_is_any:
        return place
    if place.n != 1:
        return "several links of one of several names"
    options = tuple(
        (replace(place, filter=CardFilter(name_is=name), if_did=False),) for name in place.filter.names_is_any
    )
    return Effect(Kind.MODAL, 1, if_did=place.if_did, options=options)


LINK_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition]]] = [
    (
        re.compile(r"^スクエアにあなたの「([^」]+)」リンクがある(?:場合|ならば)、(.+)$"),
        lambda m: Condition("links_at_least", 1, name=m[1]),
    ),
    (
        re.compile(r"^スクエアにあなたのリンクが(?:(\d+)枚以上)?ある(?:場合|ならば)、(.+)$"),  # no count: one
        lambda m: Condition("links_at_least", int(m[1] or 1)),
    ),
]
