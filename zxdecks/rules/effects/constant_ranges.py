"""A Range (1105) a constant ability gives while it is valid on squares (session 17, `const`): 「スクエアにある(このカード
以外の)すべてのあなたの<filter>は≪レンジN≫を得る」 (Static "range_aura": each Z/X of yours the filter matches) and
「このカードと…」 before it (this card too, Static "range"). goldfish.battle.reach takes the longest Range that reaches
the unit now (run.granted.static_range); ∞ is 99."""

from __future__ import annotations

import re
from collections.abc import Callable

from zxdecks.rules.effects.language import Static
from zxdecks.rules.effects.words import FILTER, match_filter, sentence_pattern

RANGE_STATICS = frozenset({"range", "range_aura"})
PLAYER = "player_square"  # Static.per of an aura that reaches only your Z/X on your player square


def _range(m: re.Match[str]) -> Static:
    n = 99 if m["range"] == "∞" else int(m["range"])
    aura = Static("range_aura", n, match_filter(m), others_only=bool(m["others"] or m["others2"]))
    return Static("range_aura", n, aura.filter, others_only=aura.others_only, per="self_too" if m["too"] else "")


RANGE_SENTENCES: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Static | None]]] = [
    (
        sentence_pattern(
            r"(?P<too>このカードと)?(?P<others>このカード以外の)?スクエアにある(?P<others2>このカード以外の)?すべてのあなたの"
            r"(?:「(?P<exact>[^」]+)」|" + FILTER + r")は≪レンジ(?P<range>\d+|∞)≫を得る"
        ),
        _range,
    ),
    # your Z/X on your player square (303.3a) of the filter: run.granted.statics_reaching asks the square
    (
        sentence_pattern(
            r"あなたのプレイヤースクエアにある(?:「(?P<exact>[^」]+)」|" + FILTER + r")"
            r"(?:は≪レンジ(?P<range>\d+|∞)≫を得る|に≪レンジ(?P<range2>\d+|∞)≫を与える)"
        ),
        lambda m: Static(
            "range_aura",
            99 if "∞" in (m["range"] or m["range2"]) else int(m["range"] or m["range2"]),
            match_filter(m),
            per=PLAYER,
        ),
    ),
]


def split_self_too(static: Static) -> list[Static]:
    """「このカードと…は≪レンジN≫を得る」: this card's Range and the aura, each a Static; any other as it is."""
    if static.kind != "range_aura" or static.per != "self_too":
        return [static]
    plain = Static("range_aura", static.n, static.filter, static.conditions, others_only=static.others_only)
    return [Static("range", static.n, conditions=static.conditions), plain]


_AND_RANGE = re.compile(r"^(?P<first>[^。]+のパワーを\+\d+)し、(?:このカードは)?≪レンジ(?P<range>\d+|∞)≫を得る。?$")
# in the force zone (312): 「そのゼクスのパワーを+Nし、≪レンジN≫を与える」, the host Z/X's power and Range ("host_range")
_HOST_RANGE = re.compile(r"^(?P<first>そのゼクスのパワーを\+\d+)し、≪レンジ(?P<range>\d+|∞)≫を与える。?$")


def power_and_range(sentence: str) -> tuple[str, Static] | None:
    """「…のパワーを+Nし、(このカードは)≪レンジN≫を得る」: the power's sentence on its own, and this card's Range."""
    m = _AND_RANGE.match(sentence)
    host = _HOST_RANGE.match(sentence) if m is None else None
    if host is not None:
        return host["first"] + "する", Static("host_range", 99 if host["range"] == "∞" else int(host["range"]))
    if m is None:
        return None
    return m["first"] + "する", Static("range", 99 if m["range"] == "∞" else int(m["range"]))
