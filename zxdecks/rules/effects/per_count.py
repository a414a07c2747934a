"""「…N枚につき、<effect>」 at the start of an effect sentence: the rest of the sentence carried out once for each N cards
counted when it resolves (Kind.PER_COUNT, its effects in `options[0]`, N in `n`). What is counted (`rest`):

- "moved": the cards the effect before moved, named by the verb (「置いたカード1枚につき、」 after a move, 「除外した
  カード」, 「トラッシュに置いたカード」, 「引いたカード」, 「戻したカード」): that effect's handler counts them
  (kinds.COUNTED_KINDS, run.table.done), and run.resolve.apply keeps the count for the effect after it; 「破壊した
  ゼクス」 and 「リソースに置いたゼクス」 the Z/X a choice of Z/X before it destroyed or put into the resources (its
  handler counts yours and the opponent's it reached); 「この能力で」 before the verb names the same cards;
- what a constant ability's 「…N枚につき」 counts (constant_text.PER: your resources, hand, trash, charge, remove zone,
  Z/X on squares, face-up Dynamis cards, of a filter; run.statics.count), counted when it resolves.

A sentence that counts after a condition or inside a sentence (「…し、置いたカード1枚につき、…」) stays unread."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from zxdecks.rules.effects.constant_text import PER, per_static
from zxdecks.rules.effects.kinds import COUNTED_KINDS, Kind
from zxdecks.rules.effects.language import ANY_CARD, CardFilter, Effect, Static
from zxdecks.rules.effects.placed_cards import put_zone

# 「この能力で」 names the same cards: what this ability's effect before moved (「この能力で破壊したゼクス」,
# 「この能力でリソースに置いたゼクス」).
_MOVED = re.compile(
    r"^(?:この能力で)?(?:(?P<verb>置いた|トラッシュに置いた|除外した|引いた|戻した)カード|"
    r"(?P<zx>破壊した|リソースに置いた)ゼクス)(?P<each>\d+)枚につき、"
)
_COUNTED = re.compile("^" + PER)
# 「置いたカードの中にある<filter>N枚につき、」: the cards the move before put of the filter (effects.placed_cards)
_PLACED, _TRASH, PLACED_OF = "置いたカードの中にある", "あなたのトラッシュにある", "placed_of"
# What each verb says the effect before did: the zones of a move it may have put the cards into (any for 置いた), or
# what befell chosen Z/X (CHOOSE_ZX's rest).
_MOVE_TO = {
    "トラッシュに置いた": ("trash",),
    "除外した": ("removed",),
    "戻した": ("hand", "deck", "deck_top", "deck_bottom"),
}
_ZX_TO = {
    "置いた": ("resource", "trash", "charge", "bottom", "top"),
    "トラッシュに置いた": ("trash",),
    "除外した": ("remove",),
    "戻した": ("hand", "bottom", "top", "deck"),
    "破壊した": ("destroy",),
    "リソースに置いた": ("resource",),
}


@dataclass(frozen=True, slots=True)
class PerCount:
    """The count a sentence opens with and the words after it."""

    rest: str  # "moved" (with `verb`) or what run.statics.count counts
    each: int
    filter: CardFilter = ANY_CARD
    others: bool = False  # 「このカード以外の」
    verb: str = ""
    words: str = ""


def read_per_count(sentence: str) -> PerCount | None:
    """The 「…N枚につき、」 a sentence opens with, or None."""
    m = _MOVED.match(sentence)
    if m:
        return PerCount("moved", int(m["each"]), verb=m["verb"] or m["zx"], words=sentence[m.end() :])
    if sentence.startswith(_PLACED):  # the filter as 「あなたのトラッシュにある<filter>N枚につき」 reads it
        per = read_per_count(_TRASH + sentence.removeprefix(_PLACED))
        ok = per is not None and per.rest == "trash" and not per.others
        return replace(per, rest=PLACED_OF, verb="置いた") if per is not None and ok else None
    m = _COUNTED.match(sentence)
    if m:
        st = per_static(m, "per_count", 0)
        return PerCount(st.per, st.each, st.filter, st.others_only, words=sentence[m.end() :])
    return None


def counts_after(per: PerCount, before: Effect | None) -> bool:
    """Whether the effect before did what 「<verb>カード」 names and its handler counts the cards (COUNTED_KINDS)."""
    if per.rest == PLACED_OF:  # a move that puts cards somewhere (run.resolve keeps them for the count)
        return before is not None and before.kind is Kind.MOVE and put_zone(before) is not None
    if per.rest != "moved":
        return True
    if per.verb == "引いた":  # 「…になるまで引く」 counts what it drew too (run.zones.draw_to)
        return before is not None and before.kind in (Kind.DRAW, Kind.DRAW_TO)
    if before is not None and before.kind is Kind.REVEAL_TOP_TAKE:
        return counts_rest(per, before)
    if before is None or before.kind not in COUNTED_KINDS:
        return False
    if before.kind is Kind.CHOOSE_ZX:
        return before.rest in _ZX_TO.get(per.verb, ())
    if before.kind is not Kind.MOVE or (per.verb not in _MOVE_TO and per.verb != "置いた"):
        return False  # 「破壊したゼクス」, 「リソースに置いたゼクス」: chosen Z/X only
    return per.verb == "置いた" or before.destination in _MOVE_TO[per.verb]


# Where a look at the top puts its rest (Effect.rest) that a verb names, when its taken cards go elsewhere.
_REST_PUT = {"除外した": ("removed",), "置いた": ("charge", "trash", "resources")}


def counts_rest(per: PerCount, look: Effect) -> bool:
    """Whether 「<verb>カード1枚につき」 after a look at the top names the rest it put away (「…手札に加え、残りを除外
    する。除外したカード1枚につき」): the rest goes where the verb says and the cards it takes go to the hand (so
    the verb names the rest alone); the look then counts its rest (Effect.counts_rest, run.plays.reveal_take)."""
    return look.rest in _REST_PUT.get(per.verb, ()) and not look.to and not look.destination and not look.done_at


def per_count_effect(per: PerCount, effects: list[Effect]) -> Effect:
    """The PER_COUNT effect holding the sentence's effects."""
    return Effect(
        Kind.PER_COUNT, per.each, filter=per.filter, rest=per.rest, to="others" if per.others else "",
        options=(tuple(effects),),
    )  # fmt: skip


def counted_of(effect: Effect) -> Static:
    """The Static run.statics.count counts for a PER_COUNT of a zone's cards."""
    return Static("per_count", 0, effect.filter, per=effect.rest, each=effect.n, others_only=effect.to == "others")


def options_per_count(words: str, modal: re.Match[str] | None, options: list[tuple[Effect, ...]]) -> Effect | None:
    """「<a zone's count>N枚につき、以下の効果を1回解決する。●…」: the one option carried out once for each N cards
    counted when it resolves (a PER_COUNT), or None for other words. Only a zone's count (not 「置いたカード」), one
    option done once each time, and no 「してよい」 or 「…したならば」 on the options: anything else is left to the
    options' condition (unread when it is not one)."""
    if modal is None or modal["times"] != "1" or modal[1] or modal["may"] or len(options) != 1:
        return None
    per = read_per_count(words)
    if per is None or per.words or per.rest == "moved":
        return None
    return per_count_effect(per, list(options[0]))
