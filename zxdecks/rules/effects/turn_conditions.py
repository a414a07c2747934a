"""Conditions on what happened in this turn (「このターンの間に…していた場合」, ConditionKind.DID_THIS_TURN), each an
event goldfish.turn_record keeps: a Z/X of yours of a filter destroyed an opponent's Z/X by attack (604.3a, 1203),
or Z/X of yours of a filter attacked N times or more (602.1, 「N回以上攻撃していた」: the condition's `n`);
you drew a card, a card was removed, put into resources, or put straight from the deck into the trash (where an
Evolseed, 1106, resolves: run.arrivals.from_deck_to_trash) by your card's ability; alone or as 「Aか、B場合」 (ANY_OF),
B also a Z/X of yours of a filter that entered (ZX_ENTERED_THIS_TURN). 「…チャージに置かれていた」 (session 17, `cond2`):
a card put into a charge by a move of the ability, or a Z/X it destroyed (1008.1; by its damage too, 1204 gives the
destruction to the effect), never a life card a damage moves (907.2d: the rule effect moves it, after the ability).
Z/X destroyed this turn (either player's, the opponent's, yours of a filter, the opponent's by abilities of your
cards of a filter) and the opponent's Z/X that entered, counted."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.effects.language import CardFilter, Condition
from zxdecks.rules.effects.self_conditions import SELF_CONDITIONS
from zxdecks.rules.effects.words import FILTER, filter_of

# The events goldfish.turn_record keeps, by the names DID_THIS_TURN conditions give them
ATTACK_DESTROYED = "attack_destroyed"  # a Z/X of yours destroyed an opponent's Z/X by attack (the attacking card)
ATTACKED = "attacked"  # a Z/X of yours attacked (602.1: one event each battle declared, the attacking card)
DREW = "drew"  # you drew a card by your card's ability (1005)
DECK_TRASH = "deck_trash"  # a card put straight from the deck into the trash by your card's ability (as 1106 counts)
# a card put there by your card's ability (yours or not): into a charge also a Z/X destroyed by it (1008.1, 1204: its
# damage's destruction too), never a life card a damage moves (907.2d: the rules move it, not the ability)
BY_ABILITY_ZONES = frozenset({"removed", "resources", "charge"})
# a card put into resources by an ability of your card, with that card (the cause, for 「あなたの<filter>の能力で」): into
# your resources (OWN_RESOURCES_BY: 「カードがあなたのリソースに」, 「あなたのカードが…リソースに」) or either player's
OWN_RESOURCES_BY, RESOURCES_BY = "own_resources_by", "resources_by"
# a Z/X of yours entered from a zone (「このターンの間にあなたの[X]がトラッシュから登場していた」): ENTERED_FROM + the zone as
# OnSquare.entered_from names it, with the card (goldfish.moves.enter)
ENTERED_FROM = "entered_from:"
_FROM_ZONE = {
    "トラッシュ": "trash",
    "デュナミス": "dynamis",
    "デッキ": "deck",
    "チャージ": "charge",
    "リソース": "resource",
}
_FROM_ZONE |= {"手札": "hand", "ライフ": "life", "リムーブ": "removed"}
# an opponent's Z/X off its square by your card's ability (destroyed, 1204.3 by its damage too, or sent elsewhere);
# sent back to its owner's hand
OPPONENT_LEFT, OPPONENT_TO_HAND = "opponent_left", "opponent_to_hand"
ZX_DESTROYED = "zx_destroyed"  # a Z/X destroyed, either player's (1008; 904 by damage or power; in battle)
OWN_DESTROYED = "own_destroyed"  # a Z/X of yours destroyed (the card)
OPPONENT_DESTROYED = "opponent_destroyed"  # an opponent's Z/X destroyed (by an effect, its damage, in battle)
# an opponent's Z/X destroyed by your card's ability (1204: its damage's destruction too), the card whose ability it is
OPPONENT_DESTROYED_BY_ABILITY = "opponent_destroyed_by_ability"
DREW_ANY = "drew_any"  # you drew a card (1005), in the draw phase, for a payment or by an ability
DAMAGED = "damaged"  # you took damage (907.1: each point recorded, whoever's turn; goldfish.damage)
LIFE_DECREASED = "life_decreased"  # a card left your life or the opponent's (1012.1: goldfish.moves, goldfish.damage)
OPPONENT_ENTERED = "opponent_entered"  # an opponent's Z/X entered (in its turn: goldfish.defence)

_ATTACKER = r"あなたの(?P<attacker>(?:カード名に「[^」]+」を含む)?(?:ゼクス|\[[^\]]+\]))が攻撃によって相手のゼクスを破壊していた"
_BY_ABILITY = {
    "あなたがあなたのカードの能力でカードを引いていた": DREW,
    "カードがあなたのカードの能力で除外されていた": "removed",
    "カードがあなたのカードの能力でデッキからトラッシュに置かれていた": DECK_TRASH,
    "カードがあなたのカードの能力でリソースに置かれていた": "resources",
    "カードがあなたのカードの能力でチャージに置かれていた": "charge",
}
_OTHER = r"(?P<other>" + "|".join(_BY_ABILITY) + r"|あなたの(?P<entered>(?:コスト\d+以下の)?\[[^\]]+\])が登場していた)"
_IF = r"(?:場合|ならば)、(.+)$"


def _attacker(m: re.Match[str]) -> Condition:
    words = m["attacker"]
    found = re.fullmatch(FILTER, words)
    assert found is not None  # the pattern's words are a FILTER's
    return Condition("did_this_turn", name=ATTACK_DESTROYED, filter=filter_of(found.groupdict(), words))


def _attacks(m: re.Match[str]) -> Condition:
    """「このターンの間にあなたの<filter>がN回以上攻撃していた場合」: N attacks or more of Z/X of the filter, counted
    one per battle declared (602.1), whichever of them attacked."""
    words = m["attacker"]
    found = re.fullmatch(FILTER, words)
    assert found is not None  # the pattern's words are a FILTER's
    return Condition("did_this_turn", int(m["times"]), name=ATTACKED, filter=filter_of(found.groupdict(), words))


def _either(m: re.Match[str]) -> Condition:
    if m[
        "entered"
    ]:  # 「あなたのコストN以下の[R]が登場していた」: the row of effects.self_conditions that reads it alone
        words = f"このターンの間にあなたの{m['entered']}が登場していた場合、_"
        built = next(build(found) for row, build in SELF_CONDITIONS if (found := row.match(words)))
        other = built if isinstance(built, Condition) else built[0]
    else:
        other = Condition("did_this_turn", name=_BY_ABILITY[m["other"]])
    return Condition("any_of", either=(_attacker(m), other))


# 「カードの能力で」: any card's, only yours in a goldfish game (the modelled opponent has no abilities)
_ALONE = {
    **_BY_ABILITY,
    "相手のゼクスがあなたのカードの能力でスクエアから手札に戻されていた": OPPONENT_TO_HAND,
    "あなたがカードの能力でカードを引いていた": DREW,
    "あなたがカードの能力で引いていた": DREW,
    "カードがカードの能力でリソースに置かれていた": "resources",
    # your card into your resources (the modelled opponent's cards go to its own, and it has no abilities)
    "あなたのカードがカードの能力でリソースに置かれていた": OWN_RESOURCES_BY,
    "カードの能力でカードがあなたのリソースに置かれていた": OWN_RESOURCES_BY,
}
# the card whose ability destroyed: 「あなたのカード」 (any), 「あなたの「X」」, 「あなたの<filter>」
_CAUSE = r"あなたの(?:(?P<any>カード)|「(?P<exact>[^」]+)」|(?=[^、。]*(?:カード|ゼクス|\]))" + FILTER + r")の能力で"
_ZX_COUNT = r"(?:(?P<n>\d+)枚以上)?"


def _cause(m: re.Match[str]) -> Condition:
    """「相手のゼクスがあなたの<cause>の能力で破壊されていた」, 「あなたの<cause>の能力で相手のゼクスをN枚以上破壊していた」:
    n opponent's Z/X destroyed by abilities of your cards of the filter (any card's for 「カード」)."""
    cause = CardFilter() if m["any"] else filter_of(m.groupdict(), m[0][: m.start(m.lastindex or 0) - m.start()])
    return Condition("did_this_turn", int(m.groupdict().get("n") or 1), cause, OPPONENT_DESTROYED_BY_ABILITY)


def _own_destroyed(m: re.Match[str]) -> Condition:
    """「このターンの間にあなたの<filter>がN枚以上破壊されていた」: N Z/X of yours of the filter destroyed."""
    words = filter_of(m.groupdict(), m[0][: m.start(m.lastindex or 0) - m.start()])
    return Condition("did_this_turn", int(m["n"] or 1), words, OWN_DESTROYED)


_LEFT = r"^このターンの間に、?相手のゼクスがあなたのカードの能力で(?:(?P<n>\d+)枚以上)?スクエアから離れていた"
# 「あなたの<filter>の能力でカードが(あなたの)リソースに置かれていた」: the card whose ability put it there, of the filter
_RESOURCES_BY = (
    r"^このターンの間に、?あなたの(?:「(?P<exact>[^」]+)」|(?=[^、。]*(?:カード|ゼクス|\]))"
    + FILTER
    + r")の能力でカードが(?P<own>あなたの)?リソースに置かれていた"
)


def _resources_by(m: re.Match[str]) -> Condition:
    cause = filter_of(m.groupdict(), m[0][: m.start("own") if m["own"] else m.end()].split("の能力で")[0])
    return Condition("did_this_turn", 1, cause, OWN_RESOURCES_BY if m["own"] else RESOURCES_BY)


TURN_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition]]] = [
    # alone (session 17): what your cards' abilities did this turn, counted by goldfish.turn_record
    (
        re.compile(r"^このターンの間に、?(?P<what>" + "|".join(_ALONE) + r")" + _IF),
        lambda m: Condition("did_this_turn", name=_ALONE[m["what"]]),
    ),
    (re.compile(_LEFT + _IF), lambda m: Condition("did_this_turn", int(m["n"] or 1), name=OPPONENT_LEFT)),
    (re.compile(_RESOURCES_BY + _IF), _resources_by),
    (
        re.compile(
            r"^このターンの間に、?あなたの(?:「(?P<exact>[^」]+)」|(?=[^、。]*(?:ゼクス|\]))" + FILTER + r")が"
            r"(?P<zone>" + "|".join(_FROM_ZONE) + r")から登場していた" + _IF
        ),
        lambda m: Condition(
            "did_this_turn", 1, filter_of(m.groupdict(), m[0][: m.start("zone")]), ENTERED_FROM + _FROM_ZONE[m["zone"]]
        ),
    ),
    # Z/X destroyed this turn: either player's, the opponent's (no card: board.OpposingZX), yours of a filter
    (
        re.compile(r"^このターンの間に、?(?P<theirs>相手の)?ゼクスが" + _ZX_COUNT + r"破壊されていた" + _IF),
        lambda m: Condition(
            "did_this_turn", int(m["n"] or 1), name=OPPONENT_DESTROYED if m["theirs"] else ZX_DESTROYED
        ),
    ),
    (
        re.compile(
            r"^このターンの間に、?あなたの(?:「(?P<exact>[^」]+)」|(?=[^、。]*(?:ゼクス|\]))"
            + FILTER
            + r")が"
            + _ZX_COUNT
            + r"破壊されていた"
            + _IF
        ),
        _own_destroyed,
    ),
    (re.compile(r"^このターンの間に、?相手のゼクスが" + _CAUSE + r"破壊されていた" + _IF), _cause),
    (re.compile(r"^このターンの間に、?" + _CAUSE + r"相手のゼクスを" + _ZX_COUNT + r"破壊していた" + _IF), _cause),
    (  # the opponent's Z/X that entered this turn (in its turn, goldfish.defence)
        re.compile(r"^このターンの間に、?相手のゼクスが" + _ZX_COUNT + r"登場していた" + _IF),
        lambda m: Condition("did_this_turn", int(m["n"] or 1), name=OPPONENT_ENTERED),
    ),
    (re.compile(r"^このターンの間に、?" + _ATTACKER + r"か、" + _OTHER + _IF), _either),
    (re.compile(r"^このターンの間に、?" + _ATTACKER + _IF), _attacker),
    (
        re.compile(
            r"^このターンの間に、?あなたの(?P<attacker>(?:ゼクス|\[[^\]]+\]))が(?P<times>\d+)回以上攻撃していた" + _IF
        ),
        _attacks,
    ),
]
