"""Conditions on your zones beyond the base table (effects.condition_words): 「あなたのリソースにカードがN枚以上あり、
その中に「X」がある」, 「あなたのリソースに<filter>しかない」; and a count whose zone the sentence before names
(「…が7枚以上ある場合、A。10枚以上ある場合、B。」)."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.cards import COLOR_BY_JAPANESE
from zxdecks.rules.effects.language import CardFilter, Condition
from zxdecks.rules.effects.words import COLOR, FILTER, ZX_ONLY, filter_of

_IF = r"(?:場合|ならば)、(.+)$"


def _filter(m: re.Match[str]) -> CardFilter:
    """The filter of the condition's words alone (not of the words after it, its last group)."""
    return filter_of(m.groupdict(), m.group(0)[: m.start(m.lastindex or 0) - m.start()])


def _only(m: re.Match[str]) -> CardFilter:
    """「<colour>のカードしかない」 or 「[R]しかない」: what every resource must be."""
    if m["only_color"]:
        return CardFilter(color=COLOR_BY_JAPANESE[m["only_color"]])
    if m["only_colorless"]:
        return CardFilter(colorless=True)
    return CardFilter(race=m["only_race"])


# a card named exactly 「X」 or one the filter describes (some words of it: never the empty filter)
_NAMED = r"(?:「(?P<exact>[^」]+)」|(?=[^、。]*(?:カード|ゼクス|\]))" + FILTER + r")"


def _either(first: str, second: str, flt: CardFilter) -> Condition:
    """One card matching the filter in either of two zones (ANY_OF of two conditions)."""
    return Condition("any_of", either=(Condition(first, 1, flt), Condition(second, 1, flt)))


_ONLY = r"(?:(?P<only_color>" + COLOR + r")のカード|(?P<only_colorless>無色)のカード|\[(?P<only_race>[^\]]+)\])しかない"

ZONE_CONDITIONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition | tuple[Condition, ...]]]] = [
    (
        re.compile(
            r"^あなたのリソース(?:にカード)?が(?P<all>\d+)枚以上あり、その中に(?:「(?P<exact>[^」]+)」|(?=[^、。]*(?:カード|ゼクス|\]))"
            + FILTER + r")が(?:(?P<some>\d+)枚以上)?ある" + _IF
        ),
        lambda m: (
            Condition("resources_at_least", int(m["all"])),
            Condition("resource_filter_at_least", int(m["some"] or 1), _filter(m)),
        ),
    ),
    (
        re.compile(r"^あなたのリソース(?:にカード)?が(?P<all>\d+)枚以上あり、その中に" + _ONLY + _IF),
        lambda m: (Condition("resources_at_least", int(m["all"])), Condition("resources_only", filter=_only(m))),
    ),
    (re.compile(r"^あなたのリソースに" + _ONLY + _IF), lambda m: Condition("resources_only", filter=_only(m))),
    (re.compile(r"^あなたの≪([^≫]+)≫が(\d+)個以上ある" + _IF), lambda m: Condition("counters_at_least", int(m[2]), name=m[1])),
    (
        re.compile(r"^スクエアにあなたのフォースを持つ" + FILTER + r"が(?:(?P<count>\d+)枚以上)?ある" + _IF),
        lambda m: Condition("forced_zx_at_least", int(m["count"] or 1), _filter(m)),
    ),
    (re.compile(r"^あなたのリソースに(\d+)種族以上ある" + _IF), lambda m: Condition("resource_races_at_least", int(m[1]))),
    (
        re.compile(r"^あなたのリソースにあるカードの色が(\d+)種類(以上ある|しかない)" + _IF),
        # 「N種類しかない」: exactly N (none is not one colour)
        lambda m: (Condition("resource_colors_at_least", int(m[1])),)
        + ((Condition("resource_colors_at_most", int(m[1])),) if m[2] == "しかない" else ()),
    ),
    (
        re.compile(r"^あなたのライフが(\d+)の" + _IF),
        lambda m: (Condition("life_at_least", int(m[1])), Condition("life_at_most", int(m[1]))),
    ),
    (re.compile(r"^スクエアにあるあなたのゼクスが(\d+)枚以下の" + _IF), lambda m: Condition("square_filter_at_most", int(m[1]), ZX_ONLY)),
    (
        re.compile(r"^あなたのチャージに(" + COLOR + r")(?:のカード)?がある" + _IF),
        lambda m: Condition("charge_filter_at_least", 1, CardFilter(color=COLOR_BY_JAPANESE[m[1]])),
    ),
    # never held against a defending opponent with N Z/X or more; always against an empty board
    (re.compile(r"^スクエアに相手のゼクスが(\d+)枚もない" + _IF), lambda m: Condition("opponent_zx_at_most", int(m[1]) - 1)),
    (re.compile(r"^スクエアにある相手のゼクスが(\d+)枚以下の" + _IF), lambda m: Condition("opponent_zx_at_most", int(m[1]))),
    # 「スクエアかデュナミスにあるあなたの「X」が表向きの場合」: on a square (face up) or face up in the Dynamis
    (
        re.compile(r"^スクエアかデュナミスにあるあなたの「(?P<exact>[^」]+)」が表向きの" + _IF),
        lambda m: _either("square_filter_at_least", "dynamis_face_up", CardFilter(name_is=m["exact"])),
    ),
    (
        re.compile(r"^スクエアかデュナミスに、あなたの表向きの" + _NAMED + r"がある" + _IF),
        lambda m: _either("square_filter_at_least", "dynamis_face_up", _filter(m)),
    ),
    (
        re.compile(r"^トラッシュかリソースに、あなたの" + _NAMED + r"がある" + _IF),
        lambda m: _either("trash_filter_at_least", "resource_filter_at_least", _filter(m)),
    ),
    (
        re.compile(r"^あなたのリソースに\[([^\]]+)\]か\[([^\]]+)\]を持つカードが(\d+)枚以上ある" + _IF),
        lambda m: Condition("resource_filter_at_least", int(m[3]), CardFilter(races_any=(m[1], m[2]))),
    ),
    (
        re.compile(r"^あなたの(?P<zone>チャージ|トラッシュ)に「(?P<exact>[^」]+)」が(?:(\d+)枚以上)?ある" + _IF),
        lambda m: Condition(
            "charge_filter_at_least" if m["zone"] == "チャージ" else "trash_filter_at_least",
            int(m[3] or 1),
            CardFilter(name_is=m["exact"]),
        ),
    ),
    # 「カード名に「X」を含むシフト」: the shift card's own name (202.8)
    (
        re.compile(r"^スクエアにあなたの(?:カード名に「([^」]+)」を含む)?シフトが(?:(\d+)枚以上)?ある" + _IF),
        lambda m: Condition("shifts_at_least", int(m[2] or 1), CardFilter(name_contains=m[1] or "")),
    ),
    (
        re.compile(r"^あなたのプレイヤーが「([^」]+)」か「([^」]+)」(?:の場合|ならば)、(.+)$"),
        lambda m: Condition("any_of", either=(Condition("player_is", name=m[1]), Condition("player_is", name=m[2]))),
    ),
]  # fmt: skip

# 「…が7枚以上ある場合、」 opening a sentence: its words before the count, for a next sentence that gives the count only
_COUNTED = re.compile(r"^(?:その後、)?((?:[^、。「」]|「[^」]*」)+?が)(?:\d+枚以上)?ある(?:場合|ならば)、")
_COUNT_ONLY = re.compile(r"^(\d+枚以上ある(?:場合|ならば)、.+)$")


# 「このカードのパワーが20000以上の場合、…。50000以上の場合、…」: the power of the sentence before (session 18 `misc`)
_POWER_SAID = re.compile(r"^(?:その後、)?((?:[^、。「」]|「[^」]*」)+?のパワーが)\d+以上の場合、")
_POWER_ONLY = re.compile(r"^(\d+以上の場合、.+)$")


def elided_count(sentence: str, earlier: list[str]) -> str:
    """「10枚以上ある場合、…」 after a sentence opening with 「ゲームから除外されているあなたのカードが7枚以上ある場合、」:
    the sentence with the zone of the latest earlier such sentence put back (its condition then read as any other);
    likewise 「50000以上の場合、…」 after 「このカードのパワーが20000以上の場合、…」; the sentence as it is otherwise."""
    m = _COUNT_ONLY.match(sentence)
    said, m = (_COUNTED, m) if m is not None else (_POWER_SAID, _POWER_ONLY.match(sentence))
    if m is None:
        return sentence
    for before in reversed(earlier):
        counted = said.match(before.strip())
        if counted:
            return counted[1] + m[1]
    return sentence
