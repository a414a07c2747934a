"""「置いたカードが<filter>の場合、<effect>」 at the start of an effect sentence: a condition on the cards the move
before it put (ConditionKind.PLACED_CARD_IS; run.resolve.apply keeps them, run.zone_checkers checks them):

- 「置いたカードが<filter>の場合/ならば」 (「除外したカード」, 「加えたカード」, 「トラッシュに置いたカード」, 「表向きにした
  カード」 after face-down Dynamis cards turned face up): the move before
  put exactly one card (its count 1, without 「まで」) and it matches (`name` "one");
- 「加えたカードがカード名に「A」(か「B」)を含まない(カード)の場合」: it put exactly one card and that one does not match
  ("one_not"); 「加えたゼクス」, 「戻したカード」 (a card back to the hand or the deck) likewise;
- 「置いたカードがすべて<filter>の場合」: it put one card at least and every one matches ("all");
- 「置いたカードの中に<filter>がある場合」: one of them matches ("any").

The move before (Kind.MOVE, or a look at the top whose taken cards go elsewhere than the others: `put_zone`) must put
the cards where the verb says (`_MOVE_TO`). The effect the condition gates waits on the move
as a 「…したならば」 would (nothing put: the condition does not hold). Only a sentence of one clause is read: a second
clause would be checked after the first, which is no move."""

from __future__ import annotations

import re
from dataclasses import dataclass

from zxdecks.rules.effects.language import ANY_CARD, CardFilter, Condition, Effect, Kind
from zxdecks.rules.effects.words import FILTER, named_filter

_VERB = r"(?P<verb>置いた|トラッシュに置いた|除外した|加えた|戻した|表向きにした)(?:カード|ゼクス)"
_IS = re.compile(
    "^"
    + _VERB
    + r"が(?P<all>すべて)?(?:「(?P<exact>[^」]+)」|カード名に(?P<unnamed>「[^」]+」(?:か「[^」]+」)*)を含まない(?:カード|ゼクス)?|"
    + FILTER
    + r")(?:のカード)?(?:の場合|ならば|場合|である場合)、"
)
_AMONG = re.compile("^" + _VERB + r"の中に(?:「(?P<exact>[^」]+)」|" + FILTER + r")がある場合、")
# 「この能力でカード名に「X」を含むカードを除外した場合、」: one of the cards the move before removed/put is so named ("any")
_BY_THIS = re.compile(
    r"^この能力で(?=カード名に)(?P<exact>)"
    + FILTER
    + r"を(?P<verb>除外した|チャージに置いた|トラッシュに置いた)(?:場合|ならば)、"
)
# Where each verb says the move before put the cards (Kind.MOVE's destination).
_MOVE_TO = {
    "置いた": ("trash", "charge", "resources", "deck_bottom", "deck_top", "life"),
    "トラッシュに置いた": ("trash",),
    "チャージに置いた": ("charge",),
    "除外した": ("removed",),
    "加えた": ("hand",),
    "戻した": ("hand", "deck", "deck_top", "deck_bottom"),  # 「…手札に戻す。戻したカードが…」
    "表向きにした": ("dynamis_face_up",),  # face-down Dynamis cards turned face up (DYNAMIS_FACE_UP)
}


@dataclass(frozen=True, slots=True)
class Placed:
    """The condition a sentence opens with and the words after it."""

    condition: Condition
    verb: str
    words: str


def read_placed(sentence: str) -> Placed | None:
    """The 「置いたカードが…場合、」 a sentence opens with, or None."""
    m = _IS.match(sentence) or _AMONG.match(sentence) or _BY_THIS.match(sentence)
    if m is None:
        return None
    flt = named_filter(m)
    unnamed = re.findall(r"「([^」]+)」", m.groupdict().get("unnamed") or "")
    if unnamed:  # 「カード名に「A」か「B」を含まない」: the one card's name holds none of them ("one_not")
        if m["all"]:
            return None
        flt = CardFilter(name_contains=unnamed[0]) if len(unnamed) == 1 else CardFilter(names_any=tuple(unnamed))
    if flt == ANY_CARD:
        return None
    how = "any" if m.re in (_AMONG, _BY_THIS) else "all" if m["all"] else "one_not" if unnamed else "one"
    return Placed(Condition("placed_card_is", 1, flt, how), m["verb"], sentence[m.end() :])


# Where REVEAL_TOP_TAKE puts the cards it takes (its `to`) and the others (its `rest`).
_TAKEN_TO = {"": "hand", "trash": "trash", "charge": "charge", "removed": "removed", "resource": "resources"}
_REST_TO = {"bottom": "deck", "top": "deck", "shuffle": "deck", "trash": "trash", "removed": "removed"}


# The kinds of effect put_zone names a zone for (run.resolve.apply asks it only for these).
PUT_KINDS = frozenset({Kind.MOVE, Kind.DYNAMIS_FACE_UP, Kind.REVEAL_TOP_TAKE})


def put_zone(effect: Effect) -> str:
    """The zone of yours an effect puts cards into for 「置いたカード」 after it: a move's destination, or the zone the
    cards taken from a look at the top go to when the others go elsewhere; "" for any other effect."""
    if effect.kind is Kind.MOVE:
        return effect.destination
    if effect.kind is Kind.DYNAMIS_FACE_UP:
        return "dynamis_face_up"
    if effect.kind is Kind.REVEAL_TOP_TAKE:
        zone = _TAKEN_TO.get(effect.to, "")
        return zone if zone and _REST_TO.get(effect.rest, effect.rest) != zone else ""
    return ""


def placed_after(placed: Placed, before: Effect | None) -> bool:
    """Whether the effect before puts the cards where the verb says (at most one card for "one": none put, the
    condition does not hold)."""
    if before is None or put_zone(before) not in _MOVE_TO[placed.verb]:
        return False
    count = before.take if before.kind is Kind.REVEAL_TOP_TAKE else before.n
    return placed.condition.name != "one" or count == 1
