"""The cost of your Z/X on squares (session 18, `const3`): 「【有効】スクエア【効果】(C、)このカードのコストを+Nし、パワーを
+Nする」, 「スクエアにある(このカード以外の)すべてのあなたの<filter>のコストを+Nし、パワーを+Nする」 (or 「…のパワーを+Nし、
コストをN増やす」), 「…N枚につき、このカードのコストを+Nし、…」, a force card's 「このカードをフォースに持つ<filter>のコストを
+N」 and 「(このカードが…のフォースの場合、)そのゼクスのコストはN増える」. A Z/X's cost on a square is what the filters of
your Z/X there see (run.seen.unit_card: choices, counts and conditions of Z/X on squares), while the conditions hold
(811). A sentence of a cost and a power is read as the two sentences it joins (`split_cost_power`); a cost valid on
squares is Static "unit_cost"/"unit_cost_per" (`on_squares`), an aura "unit_cost_aura", a host's "host_cost"."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from zxdecks.rules.effects.language import Condition, Static
from zxdecks.rules.effects.words import FILTER, NUM, match_filter, sentence_pattern

UNIT_COST_KINDS = frozenset({"unit_cost", "unit_cost_per", "unit_cost_aura"})  # valid on squares
_WHO = (
    r"(?P<who>このカード|そのゼクス|このカードをフォースに持つ[^。、]+?"
    r"|(?:このカード以外の)?スクエアにある(?:このカード以外の)?すべてのあなたの[^。、]+?)"
)
# 「<who>のコストを+Nし/N増やし、パワーを+Nする」 and 「<who>のパワーを+Nし、コストをN増やす」
_COST_POWER = re.compile(
    r"^(?P<pre>.*?)" + _WHO + r"のコストを(?:\+(?P<a>\d+)し|(?P<b>\d+)増やし)、パワーを\+(?P<p>\d+)する。?$"
)
_POWER_COST = re.compile(r"^(?P<pre>.*?)" + _WHO + r"のパワーを\+(?P<p>\d+)し、コストを(?P<b>\d+)増やす。?$")


# 「スクエアにあるすべてのあなたのゼクスのコストを+Nし/はN増え、スクエアにあるすべての相手のゼクスのコストを-Nする/はN減る」
_BOTH_SIDES = re.compile(
    r"^(?P<ours>スクエアにあるすべてのあなたのゼクスのコスト)(?:を\+(?P<a>\d+)し|は(?P<b>\d+)増え)、"
    r"(?P<theirs>スクエアにあるすべての相手のゼクスのコスト(?:を-\d+する|は\d+減る))。?$"
)


# 「あなたのプレイヤースクエアにある<filter>のパワーを+Nし、≪絶界≫を与える」: the power and 絶界 (effects.constant_costs)
_POWER_ZEKKAI = re.compile(
    r"^(?P<pre>.*?)(?P<who>あなたのプレイヤースクエアにある[^。、]+?)のパワーを\+(?P<p>\d+)し、≪絶界≫を与える。?$"
)


# 「このカードとスクエアにあるすべてのあなたの<filter>のパワーを+Nする」: this card's, and the others' (each once)
_SELF_AND_YOURS = re.compile(
    r"^(?P<pre>.*?)このカードとスクエアにあるすべてのあなたの(?P<what>[^。]+?)のパワーを\+(?P<p>\d+)する。?$"
)


def split_cost_power(sentence: str) -> list[str]:
    """A sentence of a cost and a power raised together, as the two sentences it joins (the words before the one who
    is raised, a condition or a count, kept on both), or of your Z/X's cost and the opponent's; any other alone."""
    both_of = _SELF_AND_YOURS.match(sentence)
    if both_of:
        pre, what, n = both_of["pre"], both_of["what"], both_of["p"]
        return [
            f"{pre}このカードのパワーを+{n}する",
            f"{pre}このカード以外のスクエアにあるすべてのあなたの{what}のパワーを+{n}する",
        ]
    zekkai = _POWER_ZEKKAI.match(sentence)
    if zekkai:
        return [
            f"{zekkai['pre']}{zekkai['who']}のパワーを+{zekkai['p']}する",
            f"{zekkai['pre']}{zekkai['who']}に≪絶界≫を与える",
        ]
    both = _BOTH_SIDES.match(sentence)
    if both:
        theirs = re.sub(r"は(\d+)減る$", r"を-\1する", both["theirs"])
        return [f"{both['ours']}を+{both['a'] or both['b']}する", theirs]
    m = _COST_POWER.match(sentence) or _POWER_COST.match(sentence)
    if m is None:
        return [sentence]
    n = m.groupdict().get("a") or m["b"]
    return [f"{m['pre']}{m['who']}のコストを+{n}する", f"{m['pre']}{m['who']}のパワーを+{m['p']}する"]


def on_squares(statics: list[Static], own_turn: bool) -> list[Static]:
    """A card's own cost changes valid on squares: its cost there (「このカードのコストを+N/はN増える」, per count too);
    under ≪自分ターン≫ (`own_turn`) only in your turn."""
    kinds = {"cost": "unit_cost", "cost_per": "unit_cost_per"}
    turn = (Condition("your_turn"),) if own_turn else ()
    return [
        replace(s, kind=kinds.get(s.kind, s.kind), conditions=(*s.conditions, *turn))
        if s.kind in kinds or s.kind == "unit_cost_aura"
        else s
        for s in statics
    ]


_YOURS = r"(?:スクエアにある(?P<o1>このカード以外の)?|(?P<o2>このカード以外の)スクエアにある)すべてのあなたの"
_RAISE = r"のコスト(?:を\+" + NUM + r"する|は" + NUM + r"増える)"
UNIT_COST_SENTENCES: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Static | None]]] = [
    (
        sentence_pattern(_YOURS + r"(?:「(?P<exact>[^」]+)」|" + FILTER + r")" + _RAISE),
        lambda m: Static(
            "unit_cost_aura", int(m[m.lastindex or 0]), match_filter(m), others_only=bool(m["o1"] or m["o2"])
        ),
    ),
    # in a face-up force (312): the host's cost (run.seen.unit_card)
    (
        sentence_pattern(r"このカードをフォースに持つ(?:「(?P<exact>[^」]+)」|" + FILTER + r")" + _RAISE),
        lambda m: Static("host_cost", int(m[m.lastindex or 0]), match_filter(m)),
    ),
    (sentence_pattern(r"そのゼクス" + _RAISE), lambda m: Static("host_cost", int(m[m.lastindex or 0]))),
]
