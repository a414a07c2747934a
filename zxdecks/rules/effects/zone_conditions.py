"""Conditions on your zones beyond the base table (effects.condition_words): 「あなたのリソースにカードがN枚以上あり、
その中に「X」がある」, 「あなたのリソースに<filter>しかない」; and a count whose zone the sentence before names
(「…が7枚以上ある場合、A。10枚以上ある場合、B。」)."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.cards import COLOR_BY_JAPANESE
from zxdecks.rules.effects.language import CardFilter, Condition
from zxdecks.rules.effects.words import COLOR, FILTER, filter_of

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
]  # fmt: skip

# 「…が7枚以上ある場合、」 opening a sentence: its words before the count, for a next sentence that gives the count only
_COUNTED = re.compile(r"^(?:その後、)?((?:[^、。「」]|「[^」]*」)+?が)\d+枚以上ある(?:場合|ならば)、")
_COUNT_ONLY = re.compile(r"^(\d+枚以上ある(?:場合|ならば)、.+)$")


def elided_count(sentence: str, earlier: list[str]) -> str:
    """「10枚以上ある場合、…」 after a sentence opening with 「ゲームから除外されているあなたのカードが7枚以上ある場合、」:
    the sentence with the zone of the latest earlier such sentence put back (its condition then read as any other);
    the sentence as it is otherwise."""
    m = _COUNT_ONLY.match(sentence)
    if m is None:
        return sentence
    for before in reversed(earlier):
        counted = _COUNTED.match(before.strip())
        if counted:
            return counted[1] + m[1]
    return sentence
