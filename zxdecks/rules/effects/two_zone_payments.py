"""Payments from your hand and your charge together (807.1a): 「手札とチャージの中から、あなたのカードをN枚トラッシュに
置く」, 「手札かチャージにある、あなたの<filter>をN枚トラッシュに置く」 (N cards of either zone: Kind.MOVE from
"hand|charge", run.either_moves) and 「手札とチャージにある、あなたの<filter>をそれぞれN枚ずつトラッシュに置く/除外する」 (N
of each: two moves), also 「あなたの手札とあなたのトラッシュにあるカードをそれぞれN枚ずつゲームから除外する」 (the hand's
and the trash's: separate zones, each count checked alone)."""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import Effect, move
from zxdecks.rules.effects.words import FILTER, match_filter

_VERB = r"(?P<verb>トラッシュに置|(?:ゲームから)?除外)(?:く|する)。?"
_TO = {"トラッシュに置": "trash"}
_ZONES = {"チャージ": "charge", "トラッシュ": "trash"}
# N cards of the two zones together
_UNION = re.compile(
    r"^(?:手札とチャージの中から、(?:このカード以外の)?あなたの|手札とチャージにあるあなたのカードの中から、"
    r"|あなたの手札とあなたのチャージにあるカードの中から、|(?:あなたの手札かあなたのチャージにある|手札かチャージにある)、?(?:あなたの)?)"
    r"(?:" + FILTER + r")を(?P<n>\d+)枚" + _VERB
)
# N cards of each zone
_EACH = re.compile(
    r"^(?:あなたの手札とあなたの(?P<other>チャージ|トラッシュ)にある|手札と(?P<second>チャージ)にある、?あなたの)(?:"
    + FILTER
    + r")をそれぞれ(?P<n>\d+)枚ずつ"
    + _VERB
)


def two_zone_payment(payment: str) -> tuple[list[Effect], int] | None:
    """The effects of a payment from the hand and the charge at the start of `payment` and where it ends, or None."""
    for pattern in (_UNION, _EACH):
        m = pattern.match(payment)
        if m:
            to, n, flt = _TO.get(m["verb"], "removed"), int(m["n"]), match_filter(m)
            if pattern is _UNION:
                return [move("hand|charge", to, n, filter=flt)], m.end()
            other = _ZONES[m["other"] or m["second"]]
            if other == to:  # 「手札とトラッシュを…トラッシュに置く」 is no payment of the trash
                return None
            return [move("hand", to, n, filter=flt), move(other, to, n, filter=flt)], m.end()
    return None
