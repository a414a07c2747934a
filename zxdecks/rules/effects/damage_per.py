"""「…をN枚選び、<cards counted>N枚につき、Mダメージを与える」 (on chosen Z/X, the opponent's or any): M damage for each N cards
counted when the effect resolves, what a constant ability's 「…N枚につき」 counts (constant_text.PER: your hand,
resources, trash, charge, remove zone, Z/X on squares, face-up Dynamis cards, this card's force; run.statics.count).
「ターン終了時まで、<counted>N枚につき、パワーを±Mする」 likewise changes the chosen Z/X's power. The count goes into the
choice's scope as 「per=<what>/<N>/<others|all>」 and its filter into `Effect.under`; run.squares.choose_zx works the
amount out before it chooses."""

from __future__ import annotations

import re

from zxdecks.rules.effects.constant_text import PER, per_static
from zxdecks.rules.effects.language import ANY_CARD, CardFilter, Effect, Static

# 「<what the effect before moved>N枚につき」 (effects.per_count's verbs): the count its handler gave (At.counted); the
# reader checks that the effect before moves such cards (clauses.moved_per)
_MOVED = r"(?:この能力で)?(?P<moved>除外した|戻した|置いた|トラッシュに置いた)カード(?P<m_each>\d+)枚につき、"
_DAMAGE_PER = re.compile(
    "^(?:" + PER + "|" + _MOVED + r")(?P<dmg>\d+)ダメージを(?P<split>割り振って)?与え(?:る|てよい)?$"
)
# 「ターン終了時まで、<counted>N枚につき、パワーを±Mする」: a power for each count, on chosen Z/X
_POWER_PER = re.compile(
    "^ターン終了時まで、(?:" + PER + "|" + _MOVED + r")パワーを(?P<dmg>[+-]\d+)(?:する|し|してよい)$"
)


# More counts of run.statics.count (its `_MORE_COUNTS`): the colours among your resource cards (204.3), your links
_DAMAGE_MORE = (
    (
        re.compile(
            r"^あなたのリソースにあるカードの色の種類数×(?P<dmg>\d+)ダメージを(?P<split>割り振って)?与え(?:る|てよい)?$"
        ),
        "resource_colors",
    ),
    (
        re.compile(
            r"^スクエアにあるあなたのリンク(?P<each>\d+)枚につき、(?P<dmg>\d+)ダメージを(?P<split>割り振って)?与え(?:る|てよい)?$"
        ),
        "links",
    ),
)


def read_damage_per(words: str) -> tuple[int, str, CardFilter] | None:
    """The damage for each count, the scope word of what is counted and the count's filter, or None."""
    for pattern, per in _DAMAGE_MORE:
        m = pattern.match(words)
        if m is not None:
            return int(m["dmg"]), f"per={per}/{int(m.groupdict().get('each') or 1)}/all", ANY_CARD
    return _read(_DAMAGE_PER, words)


def shared_out(words: str) -> bool:
    """Whether such a damage is 「割り振って与える」: the whole amount shared out among the chosen ("split")."""
    m = next((m for p in (_DAMAGE_PER, *(p for p, _ in _DAMAGE_MORE)) if (m := p.match(words))), None)
    return m is not None and bool(m["split"])


def read_power_per_chosen(words: str) -> tuple[int, str, CardFilter] | None:
    """The power change for each count (until end of turn), the scope word and the count's filter, or None."""
    return _read(_POWER_PER, words)


def _read(pattern: re.Pattern[str], words: str) -> tuple[int, str, CardFilter] | None:
    m = pattern.match(words)
    if m is None:
        return None
    if m["moved"]:  # what the effect before moved, as its handler counted it (run.squares)
        return int(m["dmg"]), f"per=moved:{m['moved']}/{int(m['m_each'])}/all", ANY_CARD
    static = per_static(m, "damage_per", int(m["dmg"]))
    if not static.per:
        return None  # a count constant_text does not name
    word = f"per={static.per}/{static.each}/{'others' if static.others_only else 'all'}"
    return int(m["dmg"]), word, static.filter


def per_word(effect: Effect) -> str:
    """The scope word of such a damage ("" when it is none)."""
    return next((w for w in effect.to.split() if w.startswith("per=")), "")


def moved_verb(effect: Effect) -> str:
    """The verb of a count of what the effect before moved (「除外したカードN枚につき、Mダメージ」), or ""."""
    return per_word(effect).removeprefix("per=moved:").split("/")[0] if "per=moved:" in effect.to else ""


def per_static_of(effect: Effect, word: str) -> Static:
    """The Static that run.statics.count counts for the damage's scope word."""
    what, each, others = word.removeprefix("per=").split("/")
    return Static("damage_per", effect.take, effect.under, per=what, each=int(each), others_only=others == "others")
