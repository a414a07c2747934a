"""Conditions on what happened in this turn (「このターンの間に…していた場合」, ConditionKind.DID_THIS_TURN), each an
event goldfish.turn_record keeps: a Z/X of yours of a filter destroyed an opponent's Z/X by attack (604.3a, 1203),
or Z/X of yours of a filter attacked N times or more (602.1, 「N回以上攻撃していた」: the condition's `n`);
you drew a card, a card was removed, put into resources, or put straight from the deck into the trash (where an
Evolseed, 1106, resolves: run.resolve.from_deck_to_trash) by your card's ability; alone or as 「Aか、B場合」 (ANY_OF),
B also a Z/X of yours of a filter that entered (ZX_ENTERED_THIS_TURN). 「…チャージに置かれていた」 stays unread:
whether a Z/X destroyed by an effect's damage (904.1, 1204) or a damage's life card (907) was put there by the
ability is not decided."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.effects.language import Condition
from zxdecks.rules.effects.self_conditions import SELF_CONDITIONS
from zxdecks.rules.effects.words import FILTER, filter_of

# The events goldfish.turn_record keeps, by the names DID_THIS_TURN conditions give them
ATTACK_DESTROYED = "attack_destroyed"  # a Z/X of yours destroyed an opponent's Z/X by attack (the attacking card)
ATTACKED = "attacked"  # a Z/X of yours attacked (602.1: one event each battle declared, the attacking card)
DREW = "drew"  # you drew a card by your card's ability (1005)
DECK_TRASH = "deck_trash"  # a card put straight from the deck into the trash by your card's ability (as 1106 counts)
BY_ABILITY_ZONES = frozenset({"removed", "resources"})  # a card put there by your card's ability (yours or not)
# an opponent's Z/X off its square by your card's ability (destroyed, 1204.3 by its damage too, or sent elsewhere);
# sent back to its owner's hand
OPPONENT_LEFT, OPPONENT_TO_HAND = "opponent_left", "opponent_to_hand"
ZX_DESTROYED = "zx_destroyed"  # a Z/X destroyed, either player's (1008; 904 by damage or power; in battle)

_ATTACKER = r"あなたの(?P<attacker>(?:カード名に「[^」]+」を含む)?(?:ゼクス|\[[^\]]+\]))が攻撃によって相手のゼクスを破壊していた"
_BY_ABILITY = {
    "あなたがあなたのカードの能力でカードを引いていた": DREW,
    "カードがあなたのカードの能力で除外されていた": "removed",
    "カードがあなたのカードの能力でデッキからトラッシュに置かれていた": DECK_TRASH,
    "カードがあなたのカードの能力でリソースに置かれていた": "resources",
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


_ALONE = {**_BY_ABILITY, "相手のゼクスがあなたのカードの能力でスクエアから手札に戻されていた": OPPONENT_TO_HAND}
_LEFT = r"^このターンの間に、?相手のゼクスがあなたのカードの能力で(?:(?P<n>\d+)枚以上)?スクエアから離れていた"

TURN_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition]]] = [
    # alone (session 17): what your cards' abilities did this turn, counted by goldfish.turn_record
    (
        re.compile(r"^このターンの間に、?(?P<what>" + "|".join(_ALONE) + r")" + _IF),
        lambda m: Condition("did_this_turn", name=_ALONE[m["what"]]),
    ),
    (re.compile(_LEFT + _IF), lambda m: Condition("did_this_turn", int(m["n"] or 1), name=OPPONENT_LEFT)),
    (re.compile(r"^このターンの間に、?" + _ATTACKER + r"か、" + _OTHER + _IF), _either),
    (re.compile(r"^このターンの間に、?" + _ATTACKER + _IF), _attacker),
    (
        re.compile(
            r"^このターンの間に、?あなたの(?P<attacker>(?:ゼクス|\[[^\]]+\]))が(?P<times>\d+)回以上攻撃していた" + _IF
        ),
        _attacks,
    ),
]
