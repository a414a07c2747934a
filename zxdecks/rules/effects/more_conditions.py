"""More words for conditions of the closed set (session 17, `cond2`), one table row a shape, their checkers those of
the kinds they build: this card's force of a filter, this card attacking, counts from N to M, different names of a
filter in a zone (「[R]がN種類以上」), your player card's name part, a damage you took this turn, your resources of
one name part only."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.effects.language import CardFilter, Condition
from zxdecks.rules.effects.turn_conditions import DAMAGED, DREW_ANY, LIFE_DECREASED
from zxdecks.rules.effects.words import FILTER, filter_of

_IF = r"(?:場合|ならば)、(.+)$"
# 「N種類以上」: different names (run.count_checkers._names) of the filter in a zone of yours
_ZONE = {"トラッシュ": "trash", "チャージ": "charge", "リソース": "resource"}
_NAMES = {
    "リソース": "resource_names_at_least",
    "リムーブ": "removed_names_at_least",
    "トラッシュ": "trash_names_at_least",
}


def _words_filter(m: re.Match[str]) -> CardFilter:
    """The filter of the condition's words alone (not of the words after it, its last group)."""
    return filter_of(m.groupdict(), m.group(0)[: m.start(m.lastindex or 0) - m.start()])


def _between(kind: str, m: re.Match[str]) -> tuple[Condition, Condition]:
    """「N~M枚の」: from N to M cards."""
    return Condition(f"{kind}_at_least", int(m["low"])), Condition(f"{kind}_at_most", int(m["high"]))


MORE_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition | tuple[Condition, ...]]]] = [
    (  # 「このカードのフォースに<filter>が(N枚以上)ある」: cards of this card's force (312.3)
        re.compile(r"^このカードのフォースに(?=[^、。]*(?:カード|ゼクス|\]))" + FILTER + r"が(?:(?P<n>\d+)枚以上)?ある" + _IF),
        lambda m: Condition("self_force_at_least", int(m["n"] or 1), _words_filter(m)),
    ),
    # 「このカードが攻撃している」: the attacking Z/X of the battle now (601), as 「このカードのバトル中」
    (re.compile(r"^このカードが攻撃している" + _IF), lambda m: Condition("self_in_battle")),
    (
        re.compile(r"^あなたのトラッシュにあるカードが(?P<low>\d+)枚?~(?P<high>\d+)枚の" + _IF),
        lambda m: _between("trash", m),
    ),
    (
        re.compile(r"^あなたのリムーブ(?:ゾーン)?(?:にあるカード)?が(?P<low>\d+)枚?~(?P<high>\d+)枚の" + _IF),
        lambda m: (Condition("removed_at_least", int(m["low"])), Condition("removed_at_most", int(m["high"]))),
    ),
    (
        re.compile(r"^あなたの(?P<zone>リソース|リムーブ|トラッシュ)(?:ゾーン)?に(?=[^、。]*(?:カード|ゼクス|\]))" + FILTER + r"が(?P<n>\d+)種類以上ある" + _IF),
        lambda m: Condition(_NAMES[m["zone"]], int(m["n"]), _words_filter(m)),
    ),
    # your player card's name holds X (run.conditions._player_is: a part of a name, as 「あなたのプレイヤーが「X」」)
    (
        re.compile(r"^あなたのプレイヤーがカード名に「(?P<name>[^」]+)」を含む(?:カード)?(?:の場合|場合|ならば)、(.+)$"),
        lambda m: Condition("player_is", name=m["name"]),
    ),
    # 「このターンの間にあなたがダメージを受けていた」: damage you took this turn (goldfish.damage records it)
    (re.compile(r"^このターンの間にあなたがダメージを受けていた" + _IF), lambda m: Condition("did_this_turn", name=DAMAGED)),
    # 「このカードを<zone>からプレイしていた」: the event resolving now was played from there (run.resolve_event)
    (
        re.compile(r"^このカードを(手札|トラッシュ|デュナミス)からプレイしていた" + _IF),
        lambda m: Condition("event_played_from", name={"手札": "hand", "トラッシュ": "trash"}.get(m[1], "dynamis")),
    ),
    # 「このターンの間にあなたか相手のライフが減少していた」: a card left either player's life this turn (1012.1)
    (
        re.compile(r"^このターンの間にあなたか相手のライフが減少していた" + _IF),
        lambda m: Condition("did_this_turn", name=LIFE_DECREASED),
    ),
    (  # 「あなたのチャージにコスト4かコスト5のカードがある」: a card of one of the costs
        re.compile(r"^あなたの(?P<zone>トラッシュ|チャージ|リソース)に(?P<costs>コスト\d+(?:かコスト\d+)+)のカードがある" + _IF),
        lambda m: Condition(
            f"{_ZONE[m['zone']]}_filter_at_least",
            1,
            CardFilter(any_of=tuple(CardFilter(min_cost=int(n), max_cost=int(n)) for n in re.findall(r"\d+", m["costs"]))),
        ),
    ),
    # 「スクエアにゼクスがN枚以上ある」: the Z/X of both players on the squares
    (re.compile(r"^スクエアにゼクスが(\d+)枚以上ある" + _IF), lambda m: Condition("all_zx_at_least", int(m[1]))),
    (  # every card you drew this turn (1005: the draw phase's, a payment's, an ability's)
        re.compile(r"^このターンの間にあなたがカードを(?P<n>\d+)枚以上引いていた" + _IF),
        lambda m: Condition("did_this_turn", int(m["n"]), name=DREW_ANY),
    ),
    (re.compile(r"^あなたのライフと相手のライフの合計が(\d+)以下(?:の)?" + _IF), lambda m: Condition("lives_total_at_most", int(m[1]))),
    (  # 「このカードのフォースがカード名に「X」を含む」: a card of its force of the name part
        re.compile(r"^このカードのフォースがカード名に「(?P<name>[^」]+)」を含む(?:カード)?(?:の場合|場合|ならば)、(.+)$"),
        lambda m: Condition("self_force_at_least", 1, CardFilter(name_contains=m["name"])),
    ),
    (
        re.compile(r"^あなたのリソースにカード名に「(?P<name>[^」]+)」を含むカードしかない" + _IF),
        lambda m: Condition("resources_only", filter=CardFilter(name_contains=m["name"])),
    ),
]  # fmt: skip
