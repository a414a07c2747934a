"""How many times a turn an activated ability may be played, from its text: 「≪(自分)ターンN≫」 and 「この能力は1ターンにN回
しかプレイできない」 (807.1b)."""

from __future__ import annotations

import re

# the mark at the head of the ability: 「【有効】≪自分ターン2≫スクエア…」 (never one inside a granted ability's text)
_MARK = re.compile(r"^【有効】≪(?:自分)?ターン(\d)≫")
# the sentence that ends the effect text (clauses._RESTRICTIONS reads it): never one inside a granted ability's
# text, which ends before 「〕を得る。」
_SENTENCE = re.compile(r"この能力は(?:あなたのターンにしかプレイできず、)?1ターンに(\d)回しかプレイできない。?\s*$")


def plays_per_turn(text: str, body: str) -> int:
    """The plays a turn the ability's text allows when more than one (N of ≪ターンN≫ / 「1ターンにN回」), else 1: the
    goldfish plays an activated ability once a turn at most unless its text allows more (run.activation)."""
    found = _MARK.match(text) or _SENTENCE.search(body.replace("\n", ""))
    return max(1, int(found[1])) if found else 1
