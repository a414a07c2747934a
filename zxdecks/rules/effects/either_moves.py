"""「AかB」 verbs for chosen cards of a zone of yours (effects.either_verbs reads the verb): 「あなたの手札を1枚選び、
デッキの1番上か1番下に置く」, 「あなたの手札を2枚選び、トラッシュに置くか除外する」, 「あなたのトラッシュにある…を1枚選び、
手札に戻すかチャージに置く」 — Kind.EITHER_MOVE, each chosen card to `destination` (the place the policy is asked about)
or to `rest` (effects.run.either_moves)."""

from __future__ import annotations

from dataclasses import replace

from zxdecks.rules.effects.grammar import Clause, Move
from zxdecks.rules.effects.language import Effect, Kind

# The zones whose chosen cards the executor moves, and the places it puts them in (「リソースにスリープで置く」 slept):
# 「あなたのライフを見て、その中にあるカードをN枚選び、手札に加えるかチャージに置く」 (your life looked at: 1012.1, it
# decreases; 903.1 after it), 「あなたのリムーブにある…を選び、手札に戻すか…」 too.
EITHER_SOURCES = frozenset({"hand", "trash", "charge", "life", "removed"})
EITHER_PLACES = frozenset({"hand", "charge", "trash", "removed", "deck_top", "deck_bottom", "resources"})


def either_move(clause: Clause, action: Move, if_did: bool) -> Effect | str:
    """The Effect of an 「AかB」 verb on chosen cards of your hand, trash or charge, or why it is unread."""
    first, other = action.destination, action.alternative
    if {first, other} - EITHER_PLACES or action.source in (first, other):
        return f"「AかB」 for cards of {action.source} to {first} or {other}"
    if other == "resources" and action.state != "slept":
        return "「AかB」 into the resources rebooted"
    return Effect(
        Kind.EITHER_MOVE, action.count, action.up_to, clause.optional, if_did, action.filter,
        source=action.source, destination=first, rest=other,
    )  # fmt: skip


def both_or_neither(move: Effect, shuffle: Effect) -> tuple[Effect, Effect]:
    """「…を選びデッキに戻し、シャッフルしてよい」 (grammar_effects): the move into the deck may be done, and the shuffle
    after it is done when it was (a 「そうしたならば」 after them waits on both); a move that waits on a 「…ならば」 of
    its own stays unread (its shuffle would wait on the sentence's test instead)."""
    return replace(move, optional=True), replace(shuffle, optional=False, if_did=True)
