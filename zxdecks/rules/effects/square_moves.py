"""Z/X moved from their square to another (issue 28): 「…ゼクスをN枚選び、ゼクスのないノーマルスクエアに置く」 and its kin,
the verbs of chosen Z/X (lexicon.SQUARE_VERBS) that put them onto another square without leaving the squares. Each
reads as CHOOSE_ZX of `rest` "move:<where>", carried out by run.square_moves:

- "move:normal": an empty normal square (「ゼクスのないノーマルスクエアに置く」);
- "move:player": your empty player square (「ゼクスのないあなたのプレイヤースクエアに置く」, 303.3a);
- "move:adjacent" / "move:adjacent_normal": an empty square (normal square) next to the one it is on (「そのゼクスがある
  スクエアの隣のゼクスのない(ノーマル)スクエアに置く」, 「このカードの隣の…」 of this card; never the opponent's player
  square); "move:next_self_normal": an empty normal square next to this card's (「このカードがあるスクエアの隣の…」);
- "move:left_that": the square the Z/X the ability took off a square before it left (effects.left_squares), for this
  card only (「このカードをそのゼクスがあったゼクスのないスクエアに置く」);
- "move:swap": two chosen Z/X change squares (「それぞれのゼクスを(もう一方のゼクスがあるスクエアに)入れ替えて置く」, of
  exactly two: grammar); "move:swap_this": the chosen Z/X and this card change squares (「このカードと入れ替えて置く」).

The opponent's Z/X chosen alone (effects.opponent_words) take the same verbs ("move:normal", "move:adjacent_normal",
"move:next_self_normal"). A move next to this card or a swap with it needs this card on a square (`ON_THIS_SQUARE`,
effects.delayed.both_on_squares).
"""

from __future__ import annotations

import re

_PUT = r"に置(?:く|き|いてよい)$"
MOVE_VERBS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^ゼクスのないノーマルスクエア" + _PUT), "move:normal"),
    (re.compile(r"^ゼクスのないあなたのプレイヤースクエア" + _PUT), "move:player"),
    (re.compile(r"^そのゼクスがあるスクエアの隣のゼクスのないスクエア" + _PUT), "move:adjacent"),
    (re.compile(r"^そのゼクスがあるスクエアの隣のゼクスのないノーマルスクエア" + _PUT), "move:adjacent_normal"),
    (re.compile(r"^このカードがあるスクエアの隣のゼクスのないノーマルスクエア" + _PUT), "move:next_self_normal"),
    # this card (read_self_move): next to its own square, or onto the one the Z/X taken away before it left
    (re.compile(r"^このカードの隣のゼクスのないノーマルスクエア" + _PUT), "move:adjacent_normal"),
    (re.compile(r"^そのゼクスがあったゼクスのないスクエア" + _PUT), "move:left_that"),
    # two chosen Z/X change squares (the grammar reads it of exactly two), or the chosen one and this card
    (
        re.compile(r"^それぞれのゼクスを(?:もう一方のゼクスがあるスクエアに)?入れ替えて置(?:く|き|いてよい)$"),
        "move:swap",
    ),
    (re.compile(r"^このカードと入れ替えて置(?:く|き|いてよい)$"), "move:swap_this"),
)


# 「(バトル中でない)このカードを」 before one of those verbs: this card, chosen among yours (scope "own self")
_THIS_CARD = re.compile(
    r"^(?P<battle>バトル中でない)?このカードを"
    r"(?=(?:このカードの隣の|そのゼクスがあった)?ゼクスのない(?:ノーマル|あなたのプレイヤー)?スクエアに置)"
)


def read_self_move(clause: str) -> tuple[str, str] | None:
    """The scope of this card moved to another square (「バトル中でないこのカードをゼクスのないノーマルスクエアに置く」) and
    the verb phrase after it, or None."""
    m = _THIS_CARD.match(clause)
    if m is None:
        return None
    return "own self" + (" not_in_battle" if m["battle"] else ""), clause[m.end() :]


# the moves that need this card on its square
ON_THIS_SQUARE = frozenset({"move:next_self_normal", "move:swap_this"})


def is_square_move(action: str) -> bool:
    """Whether a CHOOSE_ZX action moves the chosen Z/X to another square (no harm, no raise)."""
    return action.startswith("move:")
