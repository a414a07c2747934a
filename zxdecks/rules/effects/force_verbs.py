"""What becomes the force of chosen Z/X of yours (1010.1), read after 「スクエアにあるあなたの…ゼクスをN枚(まで)選び、」:

- 「このカードを(表向きで)そのゼクスのフォースにする」 / 「このカードをフォースとして(、)そのゼクス(カード)の下に表向きで置く」:
  `what` "force_self" (language.FORCE_ACTIONS): this card, from wherever it is (an event resolving, the hand, the remove zone, the charge, the
  trash, a square: 「このカード以外の」 then keeps it out of the choice), face up under the chosen Z/X;
- 「あなたのトラッシュ(にある<filter>)をN枚(まで)…」, 「あなたのリムーブにある<filter>をN枚(まで)…」: "force_trash",
  "force_removed": N cards of that zone matching `under` (as many as there are: the goldfish puts all it may);
- 「あなたの手札(にある<filter>)をN枚…」 (without 「まで」): "force_hand", N hand cards, the ones the policy needs least.
Carried out by effects.run.squares.choose_zx (1010.1a: not done when the chosen Z/X has gone; a Z/X whose text
forbids force by a card's ability takes none). 「あなたの手札かあなたのトラッシュにある…の中から」, 「デッキの上からN枚見て…」,
「裏向きで…」 and 《同名》 stay unread.
"""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import ANY_CARD, CardFilter, Effect, Kind
from zxdecks.rules.effects.words import FILTER, filter_of

# the verb: face up as that Z/X's force, with its endings (「てよい」 the last)
_AS_FORCE = (
    r"(?:表向きでその(?:ゼクス|カード)のフォースに(?:する|し|してよい)"
    r"|フォースとして、?その(?:ゼクス|カード)の下に表向きで置(?:く|き|いてよい))$"
)
_SELF = re.compile(r"^このカードを" + _AS_FORCE)
_ZONE = re.compile(
    r"^あなたの(?P<zone>トラッシュ|リムーブ|手札)(?:にある(?:カード|"
    + FILTER
    + r"))?を(?P<n>\d+)枚(?P<upto>まで)?"
    + _AS_FORCE
)
_ACTION = {"トラッシュ": "force_trash", "リムーブ": "force_removed", "手札": "force_hand"}


# 「(あなたのリソース(にあるカード)の枚数以下のコストの、)このカードのフォースにある<filter>をN枚(まで)選び、」 (1118
# アクティベート's words) and 「あなたのゼクスのフォースにある<filter>を…」: face-up force cards (a face-down one is hidden,
# 312.2a), only onto squares: source "force" (this card's), "force_capped" (with a cost of at most the number of your
# resources, counted when it resolves) or "zx_force" (any Z/X of yours), ZONE_TO_SQUARE (run.force_under.force_out)
FORCE_SOURCES = ("force", "force_capped", "zx_force")
ALL_FORCE = 99  # 「すべて」: more than a force ever holds, 「まで」 (the goldfish puts every card)
_FROM_FORCE = re.compile(
    r"^(?P<capped>あなたのリソース(?:にある(?:カード)?)?の枚数以下のコストの、)?(?P<whose>このカード|あなたのゼクス)のフォースにある"
    r"(?:" + FILTER + r")を(?P<n>\d+)枚(?P<upto>まで)?選び、"
)


# 「このカードのフォースをすべて」 / 「このカードのフォースをN枚(まで)選び、」: any of this card's force (face up or down),
# to the trash, the hand or the resources (zone_pairs: ("force", …), run.plays.force); 「すべて」 is all of it
_THIS_FORCE = re.compile(r"^このカードのフォースを(?:(?P<all>すべて)|(?P<n>\d+)枚(?P<upto>まで)?選び、)")


def read_force_phrase(clause: str) -> tuple[str, int, bool, CardFilter, str] | None:
    """The force cards a clause chooses: the source (FORCE_SOURCES), how many, 「まで」, their filter and the words
    after 「選び、」; None when it does not open so."""
    every = _THIS_FORCE.match(clause)
    if every is not None:
        count = ALL_FORCE if every["all"] else int(every["n"])
        return "force", count, bool(every["all"] or every["upto"]), ANY_CARD, clause[every.end() :]
    m = _FROM_FORCE.match(clause)
    if m is None:
        return None
    source = "zx_force" if m["whose"] == "あなたのゼクス" else "force_capped" if m["capped"] else "force"
    if source == "zx_force" and m["capped"]:
        return None
    words = m.group(0)[: m.start("n") - m.start()]  # the filter's own words (not the verb's)
    return source, int(m["n"]), bool(m["upto"]), filter_of(m.groupdict(), words), clause[m.end() :]


def read_force_verb(words: str) -> tuple[str, int, CardFilter, bool] | None:
    """What becomes the force of the chosen Z/X (`what`), how many cards, their filter and whether it says 「てよい」;
    None when the words are not one of the shapes above."""
    optional = words.endswith("よい")
    if _SELF.match(words):
        return "force_self", 1, ANY_CARD, optional
    m = _ZONE.match(words)
    if m is None or (m["zone"] == "手札" and m["upto"]):
        return None  # hand cards up to N: how many the goldfish would give up is not decided here
    cut = words.index("を" + m["n"] + "枚")
    return _ACTION[m["zone"]], int(m["n"]), filter_of(m.groupdict(), words[:cut]), optional


# A payment (807.1a): 「このカードを表向きでスクエアにあるあなたの<filter>のフォースにする」 (a hand card's ability): the
# choice of one Z/X of yours and this card under it, as the effect 「…選び、このカードを…フォースにする」 would be
_SELF_PAID = re.compile(r"^このカードを表向きでスクエアにあるあなたの(?:" + FILTER + r")のフォースにする。?")


def force_payment(payment: str) -> tuple[Effect, int] | None:
    """The payment at the start of `payment` that puts this card under a Z/X of yours, and where it ends; None."""
    m = _SELF_PAID.match(payment)
    if m is None:
        return None
    flt = filter_of(m.groupdict(), m.group(0))
    return Effect(Kind.CHOOSE_ZX, 1, filter=flt, rest="force_self", take=1, to="own"), m.end()
