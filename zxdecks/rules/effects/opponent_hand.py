"""「(公開した)残り(のカード)を元に戻す」 after the opponent showed its whole hand (issue 28, 「残りを」 after no look at the
top of the deck): 「相手は自分の手札(にあるカード)をすべて公開し、…選ばれたカードをトラッシュに置き、残りを元に戻す」.
The choice among the opponent's hand is NO_TARGET (the modelled opponent's hand is a count, not cards); the cards
not chosen only go back to the hand they were shown from: nothing to do, in any model. Anywhere else 「残りを」 still
needs a look at the top of the deck (grammar_effects)."""

from __future__ import annotations

import re

_HAND_SHOWN = re.compile(r"相手は自分の手札(?:にあるカード)?をすべて公開し、")
_BACK = re.compile(r"^(?:公開した)?残り(?:のカード)?を元に戻す$")


def back_to_opponent_hand(before: list[str], clause: str) -> bool:
    """Whether `clause` puts back the rest of the opponent's hand that one of the clauses `before` it showed whole."""
    return bool(_BACK.match(clause.strip())) and any(_HAND_SHOWN.search(text) for text in before)
