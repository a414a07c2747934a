"""ブレイク (1019) in card text: the sentence that breaks a Z/X into another, and the conditions that go with it.

- 「スクエアにあるあなたの(コストN以下の)リブートの<A>1枚はブレイクしてあなたの手札から<B>になる」 (1019.2): `Kind.BREAK`,
  `under` the filter of A (a rebooted Z/X of yours on a square: 「「X」」 or 「[R]」, with its cost), `filter` that of B
  (a Z/X in your hand: 「「X」」 or 「コストN以上の[R]」). Carried out by effects.run.breaks: B onto A's square, A face
  down under it as its force (`OnSquare.force_down`), B enters rebooted; nothing when either is missing (1019.2a).
  The reminder after it (「ブレイクするゼクスが攻撃されていた場合、…」) is reminder text (the reader drops it): the
  goldfish plays its events in its own main phase, where no Z/X of yours is being attacked.
- 「相手のターンの直前のリソースフェイズに相手が手札からリソースにカードを置いていなかった場合」:
  `OPPONENT_SKIPPED_RESOURCE` (run.conditions: the modelled opponent places a card in each of its resource phases).
- 「このターンの間にあなたのゼクスがブレイクしていた場合」: `BROKE_THIS_TURN` (a Z/X entered by 1019.2 this turn).
- 「スクエアにあなたのブレイクしているゼクスがある場合」 is a state of effects.zx_states ("break", condition_words).
- 1122 アルターブレイク before an ability's 【有効】 (effects.keyword_gates): the condition `SELF_BROKEN`, this card's
  force holding a face-down card (1019.1).
Other break texts (A 「“≪S≫ライフリカバリー”を持つ」, 「あなたと相手のリソースが合計N枚以上ある場合」) stay unread.
"""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import CardFilter, Condition, Effect, Kind
from zxdecks.rules.effects.words import ZX_ONLY, sentence_pattern

_BREAK = sentence_pattern(
    r"スクエアにあるあなたの(?:コスト(?P<amax>\d+)以下の)?リブートの(?:「(?P<aname>[^」]+)」|\[(?P<arace>[^\]]+)\])"
    r"1枚はブレイクしてあなたの手札から(?:「(?P<bname>[^」]+)」|コスト(?P<bmin>\d+)以上の\[(?P<brace>[^\]]+)\])になる"
)


def _break(m: re.Match[str]) -> list[Effect]:
    amax = int(m["amax"]) if m["amax"] else None
    under = CardFilter(name_is=m["aname"] or "", race=m["arace"] or "", max_cost=amax, types=ZX_ONLY.types)
    bmin = int(m["bmin"]) if m["bmin"] else None
    became = CardFilter(name_is=m["bname"] or "", race=m["brace"] or "", min_cost=bmin, types=ZX_ONLY.types)
    return [Effect(Kind.BREAK, 1, filter=became, under=under, to="own rebooted")]


BREAK_SENTENCES = [(_BREAK, _break)]

BREAK_CONDITIONS = [
    (
        re.compile(r"^相手のターンの直前のリソースフェイズに相手が手札からリソースにカードを置いていなかった(?:場合|ならば)、(.+)$"),
        lambda m: Condition("opponent_skipped_resource"),
    ),
    (
        re.compile(r"^このターンの間にあなたのゼクスがブレイクしていた(?:場合|ならば)、(.+)$"),
        lambda m: Condition("broke_this_turn"),
    ),
]  # fmt: skip
