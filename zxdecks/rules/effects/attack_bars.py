"""What marks a Z/X of yours for its battles until the end of the turn, in effect text:

- 「ターン終了時まで、このカード/そのゼクス/このカードとそのゼクス/現在スクエアにあるすべてのあなたの<filter>は攻撃できない」 and
  「…そのゼクスはノーマルスクエアにあるゼクスにしか攻撃できない」: Kind.FORBID_ATTACK, the Z/X it names barred from
  attacking this turn (602.1a; run.grants.forbid_attack, goldfish.battle asks);
- 「ターン終了時まで、このカード/すべてのあなたのゼクスが相手のゼクスに与えるダメージを+N」: Kind.DAMAGE_UP of `rest` "zx", the
  damage it deals to the opponent's Z/X this turn raised (run.grants.damage_up, run.granted.zx_damage_bonus).

Only with 「ターン終了時まで、」 (`mark_effect`): a lasting mark is not read."""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import ANY_CARD, CardFilter, Effect, Kind
from zxdecks.rules.effects.words import FILTER, filter_of

# The Z/X named, as the effect's `to` ("" this card), and 「…にしか攻撃できない」 as "normal" after it (its `rest`).
_MARKS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^このカードは攻撃できない$"), "no_attack"),
    (re.compile(r"^(?:そのゼクス|登場させたゼクス)は攻撃できない$"), "no_attack entered"),
    (re.compile(r"^このカードとそのゼクスは攻撃できない$"), "no_attack both"),
    (
        re.compile(r"^(?:そのゼクス|登場させたゼクス)はノーマルスクエアにあるゼクスにしか攻撃できない$"),
        "no_attack entered normal",
    ),
    (re.compile(r"^現在スクエアにあるすべてのあなたの(?P<what>.+)は攻撃できない$"), "no_attack all"),
    (re.compile(r"^このカードが相手のゼクスに与えるダメージを\+(?P<n>\d+)(?:する|し)$"), "zx_damage"),
    # every Z/X of yours on squares now (811.4: not one that comes later)
    (re.compile(r"^すべてのあなたのゼクスが相手のゼクスに与えるダメージを\+(?P<n>\d+)(?:する|し)$"), "zx_damage all"),
)
_WHOLE = re.compile(FILTER)
# 「相手の(コストN以下の)カードの効果を受けない」: the modelled opponent has no effect (constant_grants._OPPONENT_NEVER), so a
# protection from its effects, or a Z/X of yours out of its choices for the turn, does nothing (grammar: NO_TARGET)
SHIELDED = r"相手の(?:コスト\d+以下の|元々のコストが\d+以下の)?(?:カード|ゼクス)の効果を受けない"
PROTECTED = re.compile(
    r"^ターン終了時まで、(?:相手はそのゼクスをカードの効果で選ぶことはできない|そのゼクスは" + SHIELDED + ")$"
)


def read_mark(words: str) -> tuple[str, int, CardFilter] | None:
    """The mark ("no_attack" or "zx_damage", then who), its amount and, for "no_attack all", the filter; None when
    the words are not such a mark."""
    for pattern, mark in _MARKS:
        m = pattern.match(words)
        if m is None:
            continue
        n = int(m["n"]) if "n" in m.groupdict() else 1
        if "what" not in m.groupdict():
            return mark, n, ANY_CARD
        what = _WHOLE.fullmatch(m["what"])
        return (mark, n, filter_of(what.groupdict(), what.group(0))) if what is not None and what.group(0) else None
    return None


def mark_effect(verb: str, n: int, flt: CardFilter, if_did: bool, until: bool, text: str) -> Effect | str:
    """The effect of the grammar's act 「mark <mark> <who> (normal)」, or why it is not read."""
    if not until:
        return f"「{text}」 without 「ターン終了時まで、」"
    mark, *words = verb.split()[1:]
    to = next((w for w in words if w != "normal"), "")
    if mark == "zx_damage":
        return Effect(Kind.DAMAGE_UP, n, if_did=if_did, rest="zx", to=to)
    return Effect(Kind.FORBID_ATTACK, if_did=if_did, filter=flt, rest="normal" if "normal" in words else "", to=to)
