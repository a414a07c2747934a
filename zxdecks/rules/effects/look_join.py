"""「あなたのデッキの上からN枚(まで)公開する/公開してよい。(N枚|1枚以上)公開したならば、その中から…」: a look at the top
of the deck split over two sentences, read as the one clause 「…N枚公開し、その中から…」 (lexicon._REVEALED) that the
grammar knows; 「…N枚見る。その中にある…」 and 「…N枚見てよい。見たならば、その中にある…」 likewise as 「…N枚見て、その中に
ある…」 (session 17: a look nobody else sees is, to the goldfish, the same look). 「まで」: the goldfish reveals all N, as many as it may (as in one sentence). 「公開してよい」 keeps the
choice: the REVEAL_TOP_TAKE made of it is marked optional (`optional_looks`), which the goldfish takes, for what it
reveals gains it a card (a look that only costs is not written so)."""

from __future__ import annotations

import re
from dataclasses import replace

from zxdecks.rules.effects.language import Effect, Kind

_SPLIT_LOOK = re.compile(
    r"(デッキの上から(?P<n>\d+)枚(?:まで)?)(?:公開(?:する|(?P<may>してよい))|(?P<look>見(?:る|(?P<may_look>てよい))))。"
    r"(?P<did>(?P=n)枚公開したならば、|1枚以上公開したならば、|見たならば、)?(?=その中(?:から|にある))"
)


def join_looks(body: str) -> tuple[str, frozenset[int]]:
    """The body with each split look joined, and the counts of those that were optional (「公開してよい」, only with the
    「N枚公開したならば」 after it)."""
    optional: set[int] = set()

    def joined(m: re.Match[str]) -> str:
        may = m["may"] or m["may_look"]
        if (may and not m["did"]) or (m["did"] == "見たならば、") != bool(m["may_look"]):
            return m[0]  # 「公開してよい。その中から…」: what waits on the choice is not said
        if may:
            optional.add(int(m["n"]))
        return f"{m[1]}見て、" if m["look"] else f"{m[1]}公開し、"

    return _SPLIT_LOOK.sub(joined, body), frozenset(optional)


def mark_optional(effects: list[Effect], looks: frozenset[int]) -> list[Effect]:
    """The looks of those counts marked optional (「公開してよい」)."""
    if not looks:
        return effects
    return [replace(e, optional=True) if e.kind is Kind.REVEAL_TOP_TAKE and e.n in looks else e for e in effects]
