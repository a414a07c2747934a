"""「手札に加えるかチャージに置く」「手札に加えるか、リソースにスリープで置き」: each chosen card to the hand or to another
place, as the policy takes it or not (Choice.TAKE). Read for the cards looked at on top of the deck (REVEAL_TOP_TAKE
with `destination` the other place); for cards of other zones it stays unread (grammar_effects)."""

from __future__ import annotations

import re

from zxdecks.rules.effects.lexicon import Verb, read_verb

_HAND_OR = re.compile(r"^手札に(?:加える|戻す)か、?(?P<other>.+)$")


def read_hand_or(words: str) -> tuple[Verb, bool] | None:
    """The other place of 「手札に加えるか<verb>」 (the hand the first, the one the policy is asked about) and whether
    it says 「てよい」, or None."""
    m = _HAND_OR.match(words)
    if m is None:
        return None
    other = read_verb(m["other"])
    if other is None or other[0].destination in ("hand", "square", "play", "reveal"):
        return None
    return other
