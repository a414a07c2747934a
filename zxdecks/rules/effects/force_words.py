"""Conditions on a card's force (312) beside those of effects.self_conditions:

- 「(トラッシュに)置いたフォースが<filter>の場合/ならば」 (1010.2a): the cards the latest instruction put out of this
  card's force (`OnSquare.force_put`, kept by effects.run.plays.force: the payment 「このカードのフォースを1枚トラッシュに
  置く」 or a 「…選び、トラッシュに置いてよい」 before it) match the filter, where they went (the trash: public, so the
  card as printed). None put (declined, or no force) never holds. The filter: 「コストN以上」, 「「X」」, 「[R]」, 「カード
  名に「X」を含む(カード)」, a colour, 「≪エヴォルシード≫を持つカード」 (the icon, words.FILTER). 「同じカード名の…」 stays unread.
- 「このカードがフォースを持つ/持たない場合」 (312.3a): SELF_FORCE_AT_LEAST 1 / SELF_NO_FORCE, face-down force too.
"""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import CardFilter, Condition
from zxdecks.rules.effects.words import FILTER, filter_of

_PLACED = re.compile(
    r"^(?:トラッシュに)?置いたフォースが(?:コスト(?P<low>\d+)以上|「(?P<exact>[^」]+)」|" + FILTER + r")"
    r"(?:の場合|ならば|場合)、(.+)$"
)


def _placed(m: re.Match[str]) -> Condition:
    words = m.group(0)[: m.start(m.lastindex or 0) - m.start()]
    flt = CardFilter(min_cost=int(m["low"])) if m["low"] else filter_of(m.groupdict(), words)
    return Condition("placed_force_is", 1, flt)


FORCE_CONDITIONS = [
    (_PLACED, _placed),
    # 312.3a: this card has force / has none (face up or face down)
    (re.compile(r"^このカードがフォースを持つ(?:場合|ならば)、(.+)$"), lambda m: Condition("self_force_at_least", 1)),
    (re.compile(r"^このカードがフォースを持たない(?:場合|ならば)、(.+)$"), lambda m: Condition("self_no_force")),
]
