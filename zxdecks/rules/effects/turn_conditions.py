"""Conditions on what happened in this turn (「このターンの間に…していた場合」, ConditionKind.DID_THIS_TURN), each an
event goldfish.turn_record keeps: a Z/X of yours of a filter destroyed an opponent's Z/X by attack (604.3a, 1203),
you drew a card by your card's ability, a card was removed or put into resources by your card's ability; alone or
as 「Aか、B場合」 (ANY_OF). 「…デッキからトラッシュに置かれていた」 and 「…チャージに置かれていた」 stay unread: which
card moved from where, and whether a destroyed card or a damage's life card was put there by the ability, are not
recorded."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.effects.language import Condition
from zxdecks.rules.effects.words import FILTER, filter_of

# The events goldfish.turn_record keeps, by the names DID_THIS_TURN conditions give them
ATTACK_DESTROYED = "attack_destroyed"  # a Z/X of yours destroyed an opponent's Z/X by attack (the attacking card)
DREW = "drew"  # you drew a card by your card's ability (1005)
BY_ABILITY_ZONES = frozenset({"removed", "resources"})  # a card put there by your card's ability (yours or not)

_ATTACKER = r"あなたの(?P<attacker>(?:カード名に「[^」]+」を含む)?(?:ゼクス|\[[^\]]+\]))が攻撃によって相手のゼクスを破壊していた"
_BY_ABILITY = {
    "あなたがあなたのカードの能力でカードを引いていた": DREW,
    "カードがあなたのカードの能力で除外されていた": "removed",
    "カードがあなたのカードの能力でリソースに置かれていた": "resources",
}
_OTHER = r"(?P<other>" + "|".join(_BY_ABILITY) + r")"
_IF = r"(?:場合|ならば)、(.+)$"


def _attacker(m: re.Match[str]) -> Condition:
    words = m["attacker"]
    found = re.fullmatch(FILTER, words)
    assert found is not None  # the pattern's words are a FILTER's
    return Condition("did_this_turn", name=ATTACK_DESTROYED, filter=filter_of(found.groupdict(), words))


def _either(m: re.Match[str]) -> Condition:
    other = Condition("did_this_turn", name=_BY_ABILITY[m["other"]])
    return Condition("any_of", either=(_attacker(m), other))


TURN_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition]]] = [
    (re.compile(r"^このターンの間に、?" + _ATTACKER + r"か、" + _OTHER + _IF), _either),
    (re.compile(r"^このターンの間に、?" + _ATTACKER + _IF), _attacker),
]
