"""A bound of chosen Z/X counted when the effect resolves (issue 28): 「あなたのトラッシュの枚数以下のコストの、ノーマル
スクエアにある…ゼクスを1枚選び、…」 — the cost at most the number of cards in your trash, resources, hand or face-up
Dynamis cards —, 「置いたカードのコスト(の合計)以下のコストの、…」 (the cost of the one card, or the sum of the cards,
the move before put: clauses checks there is such a move), 「このカードのパワー以下のパワーの、…」 (the power at most
this card's), 「このカードのパワー以上のパワーの、」, 「このカードよりパワーが低い、」 and 「このカードのコスト以下のコストの、」 (session 17,
also after 「ノーマルスクエアにある(、)」 in effects.opponent_words).

The grammar peels the words off before the object phrase (`read_bound`) and adds a scope word to the choice of Z/X
(CHOOSE_ZX's `to`): "#cost<=trash", "#cost<=resources", "#cost<=hand", "#cost<=dynamis_face_up", "#power<=self"
(the 「#」 keeps the checks before it resolves from reading them as numbers: they see no bound);
run.resolve.apply turns it into the bound of the moment (`bound_now`: the filter's max_cost, or "power<=N") before
the handler runs. Anything else before the phrase (a cost of the card just put, a count of a filter) stays unread."""

from __future__ import annotations

import re

from zxdecks.rules.board import OnSquare
from zxdecks.rules.effects.language import ANY_CARD, CardFilter, Effect
from zxdecks.rules.effects.words import FILTER, filter_of

_ZONES = {"トラッシュ": "trash", "リソース": "resources", "手札": "hand", "手札にあるカード": "hand"}
_ZONES["デュナミスにある表向きのカード"] = "dynamis_face_up"
PREFIX = "#"  # a scope word whose number is counted when the effect resolves
# 「このカードのパワー以下のパワーの(、)」「このカードのパワー以上のパワーの、」「このカードよりパワーが低い、」「このカードのコスト以下の
# コストの、」: against this card's power or cost (the 、 may be left out before 「ノーマルスクエアにある」)
SELF_WORDS = r"(?:このカードのパワー以下のパワーの|このカードのパワー以上のパワーの|このカードよりパワーが低い|このカードのコスト以下のコストの)"
SELF = SELF_WORDS + r"(?:、|(?=(?:ノーマル)?スクエアにある))"
_SELF_WORDS = {
    "このカードのパワー以下のパワーの": f"{PREFIX}power<=self",
    "このカードのパワー以上のパワーの": f"{PREFIX}power>=self",
    "このカードよりパワーが低い": f"{PREFIX}power<self",
    "このカードのコスト以下のコストの": f"{PREFIX}cost<=self",
}
# the bounds read since session 17, which need this card on its square (effects.delayed.both_on_squares)
ON_THIS_CARD = (f"{PREFIX}power>=self", f"{PREFIX}power<self", f"{PREFIX}cost<=self")
# 「あなたのリソースにある[X]の枚数以下のコストの、」「あなたのデュナミスにある表向きの[X]の…」: the cards of the filter there,
# counted when the effect resolves (the filter goes into the choice's `Effect.under`)
COUNTED = (
    r"あなたの(?P<czone>トラッシュ|リソース|デュナミス)にある(?P<face>表向きの)?(?:" + FILTER + r")の枚数以下のコストの"
)
_BOUND = re.compile(
    r"^(?:(?:あなたの(?P<zone>トラッシュ|リソース|手札(?:にあるカード)?|デュナミスにある表向きのカード)の枚数以下のコストの"
    r"|置いたカードのコスト(?P<sum>の合計)?以下のコストの|(?P<counted>" + COUNTED + r"))、|(?P<self>" + SELF + r"))"
)
# 「置いたカードのコスト(の合計)以下のコストの、」: the cost of the one card (the sum of the cards) the move before put
PLACED, PLACED_SUM = "placed", "placed_sum"


def read_bound(words: str) -> tuple[str, str, CardFilter] | None:
    """The scope word of the bound a clause opens with, the words after it and the filter of the cards it counts
    (`Effect.under`), or None."""
    m = _BOUND.match(words)
    if m is None:
        return None
    rest = words[m.end() :]
    if m["self"]:
        return self_word(m["self"]), rest, ANY_CARD
    if m["counted"]:  # 「あなたの<zone>にある<filter>の枚数以下のコストの」
        flt = filter_of(m.groupdict(), m["counted"])
        face_up = m["czone"] == "デュナミス"
        if flt == ANY_CARD or face_up != bool(m["face"]):
            return None  # the Dynamis by its face-up cards only; a filter of no words is the plain count above
        zone = "dynamis_face_up" if face_up else _ZONES[m["czone"]]
        return f"{PREFIX}cost<={zone}", rest, flt
    if m["zone"] is None:  # the card(s) the move before put (run.table.placed_cards)
        return f"{PREFIX}cost<={PLACED_SUM if m['sum'] else PLACED}", rest, ANY_CARD
    return f"{PREFIX}cost<={_ZONES[m['zone']]}", rest, ANY_CARD


def self_word(words: str) -> str:
    """The scope word of a bound against this card's power or cost (`SELF`, its 、 or not)."""
    return _SELF_WORDS[words.strip("、")]


def self_power_word(word: str, power: int | None) -> str:
    """The scope word "power<=N" / "power>=N" of "#power<=self", "#power>=self" or "#power<self" for this card's
    power now (None: off the squares, where 「以下」 is 0 and the others match nothing)."""
    if word == f"{PREFIX}power<=self":
        return f"power<={power or 0}"
    if power is None:
        return "power<=-1"
    return f"power>={power}" if word == f"{PREFIX}power>=self" else f"power<={power - 1}"


def self_cost(unit: OnSquare | None) -> int:
    """This card's cost for 「このカードのコスト以下のコストの」 (-1 off the squares: no cost is low enough)."""
    return (unit.card.cost or 0) if unit is not None else -1


def placed_bound(effect: Effect) -> str:
    """How a choice of Z/X is bounded by the cost of the cards the effect before put: "one" (the one card's),
    "sum" (the sum of theirs), "" (not so)."""
    words = effect.to.split()
    return "one" if f"{PREFIX}cost<={PLACED}" in words else "sum" if f"{PREFIX}cost<={PLACED_SUM}" in words else ""
