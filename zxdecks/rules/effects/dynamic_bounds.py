"""A bound of chosen Z/X counted when the effect resolves (issue 28): 「あなたのトラッシュの枚数以下のコストの、ノーマル
スクエアにある…ゼクスを1枚選び、…」 — the cost at most the number of cards in your trash, resources, hand or face-up
Dynamis cards —, 「置いたカードのコスト(の合計)以下のコストの、…」 (the cost of the one card, or the sum of the cards,
the move before put: clauses checks there is such a move) and 「このカードのパワー以下のパワーの、…」 (the power at most
this card's).

The grammar peels the words off before the object phrase (`read_bound`) and adds a scope word to the choice of Z/X
(CHOOSE_ZX's `to`): "#cost<=trash", "#cost<=resources", "#cost<=hand", "#cost<=dynamis_face_up", "#power<=self"
(the 「#」 keeps the checks before it resolves from reading them as numbers: they see no bound);
run.resolve.apply turns it into the bound of the moment (`bound_now`: the filter's max_cost, or "power<=N") before
the handler runs. Anything else before the phrase (a cost of the card just put, a count of a filter) stays unread."""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import Effect

_BOUND = re.compile(
    r"^(?:あなたの(?P<zone>トラッシュ|リソース|手札(?:にあるカード)?|デュナミスにある表向きのカード)の枚数以下のコストの"
    r"|(?P<power>このカードのパワー以下のパワーの)|置いたカードのコスト(?P<sum>の合計)?以下のコストの)、"
)
_ZONES = {"トラッシュ": "trash", "リソース": "resources", "手札": "hand", "手札にあるカード": "hand"}
_ZONES["デュナミスにある表向きのカード"] = "dynamis_face_up"
PREFIX = "#"  # a scope word whose number is counted when the effect resolves
# 「置いたカードのコスト(の合計)以下のコストの、」: the cost of the one card (the sum of the cards) the move before put
PLACED, PLACED_SUM = "placed", "placed_sum"


def read_bound(words: str) -> tuple[str, str] | None:
    """The scope word of the bound a clause opens with and the words after it, or None."""
    m = _BOUND.match(words)
    if m is None:
        return None
    if m["zone"] is None and m["power"] is None:  # the card(s) the move before put (run.table.placed_cards)
        return f"{PREFIX}cost<={PLACED_SUM if m['sum'] else PLACED}", words[m.end() :]
    word = f"{PREFIX}power<=self" if m["power"] else f"{PREFIX}cost<={_ZONES[m['zone']]}"
    return word, words[m.end() :]


def placed_bound(effect: Effect) -> str:
    """How a choice of Z/X is bounded by the cost of the cards the effect before put: "one" (the one card's),
    "sum" (the sum of theirs), "" (not so)."""
    words = effect.to.split()
    return "one" if f"{PREFIX}cost<={PLACED}" in words else "sum" if f"{PREFIX}cost<={PLACED_SUM}" in words else ""
