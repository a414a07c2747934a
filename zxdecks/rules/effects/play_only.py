"""An activated ability's 「この能力は…場合にしかプレイできない」 sentences (807.1b): the conditions on playing it, peeled
off its effect text."""

from __future__ import annotations

import re

from zxdecks.rules.effects.condition_words import condition_only
from zxdecks.rules.effects.language import Condition
from zxdecks.rules.effects.words import REMINDER, split_sentences

_PLAY_CONDITION = re.compile(
    r"^この能力は(?:あなたのターンにしかプレイできず、)?(.+(?:場合|ならば))にしか(?:プレイ|使用)でき"
    r"(?:ない|ず、(1ターンに[1-9]回しかプレイできない))。?$"
)  # 「…できず、1ターンにN回しか…」: the limit stays as a sentence of its own (B29-087: twice, effects.per_turn)


def play_conditions(body: str) -> tuple[str, tuple[Condition, ...] | None]:
    """An activated ability's effect text without its 「この能力は…場合にしかプレイできない」 sentences, and the
    conditions they set (None when one is not read)."""
    kept: list[str] = []
    found: list[Condition] = []
    for sentence in split_sentences(REMINDER.sub("", body)):
        m = _PLAY_CONDITION.match(sentence.strip())
        if not m:
            kept.append(sentence)
            continue
        gate = condition_only(m[1] + "、")
        if not gate:
            return body, None
        found.extend(gate)
        if m[2]:  # read as 「この能力は1ターンにN回しかプレイできない。」 is (clauses._RESTRICTIONS, per_turn)
            kept.append(f"この能力は{m[2]}。")
    return "".join(kept), tuple(found)
