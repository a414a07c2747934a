"""「ターン終了時まで、このカード/そのゼクス/このカードとそのゼクス/現在スクエアにあるすべてのあなたの<filter>は攻撃できない」 and
「…そのゼクスはノーマルスクエアにあるゼクスにしか攻撃できない」 in effect text: Kind.FORBID_ATTACK, the Z/X it names barred
from attacking this turn (602.1a; run.grants.forbid_attack, goldfish.battle asks). Only with 「ターン終了時まで、」
(grammar_effects): a lasting bar is not read."""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import ANY_CARD, CardFilter, Effect, Kind
from zxdecks.rules.effects.words import FILTER, filter_of

# The Z/X named, as the effect's `to` ("" this card), and 「…にしか攻撃できない」 as "normal" after it (its `rest`).
_BARS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^このカードは攻撃できない$"), ""),
    (re.compile(r"^(?:そのゼクス|登場させたゼクス)は攻撃できない$"), "entered"),
    (re.compile(r"^このカードとそのゼクスは攻撃できない$"), "both"),
    (
        re.compile(r"^(?:そのゼクス|登場させたゼクス)はノーマルスクエアにあるゼクスにしか攻撃できない$"),
        "entered normal",
    ),
    (re.compile(r"^現在スクエアにあるすべてのあなたの(?P<what>.+)は攻撃できない$"), "all"),
)
_WHOLE = re.compile(FILTER)


def read_attack_bar(words: str) -> tuple[str, CardFilter] | None:
    """Who is barred ("", "entered", "both", "entered normal", "all") and, for "all", the filter; None when the
    words are not such a bar."""
    for pattern, who in _BARS:
        m = pattern.match(words)
        if m is None:
            continue
        if who != "all":
            return who, ANY_CARD
        what = _WHOLE.fullmatch(m["what"])
        return (who, filter_of(what.groupdict(), what.group(0))) if what is not None and what.group(0) else None
    return None


def bar_effect(verb: str, flt: CardFilter, if_did: bool) -> Effect:
    """The effect of the grammar's act 「no_attack <who> (normal)」."""
    words = verb.split()[1:]
    normal = "normal" in words
    to = next((w for w in words if w != "normal"), "")
    return Effect(Kind.FORBID_ATTACK, if_did=if_did, filter=flt, rest="normal" if normal else "", to=to)
