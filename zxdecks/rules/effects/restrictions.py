"""A card's restrictions on being played (806.1), read from its text and subtext: 「このカードはプレイできない。」 (「This
card cannot be played.」 in the English printings), 「…場合、このカードはプレイできない。」 and 「このカードは…場合に
しかプレイできない。」; a restriction the reader cannot read keeps the card from being played, with the reason."""

from __future__ import annotations

import re
from dataclasses import dataclass

from zxdecks.rules.cardtext import normalize
from zxdecks.rules.effects.condition_words import condition_only
from zxdecks.rules.effects.language import Condition

# A sentence of the card about playing this card (not 「この能力」 nor an ability the card gains).
_SENTENCE = re.compile(r"[^。\n】≫]*このカードは[^。]*プレイでき[^。]*。")
NEVER = "このカードはプレイできない。"
NEVER_EN = "This card cannot be played."  # the subtext of the English printings (P44, P45)
_NEVER_IF = re.compile(r"^(.+(?:場合|ならば))、このカードはプレイできない。$")
_ONLY_IF = re.compile(r"^このカードは(?:あなたのターンにしかプレイできず、)?(.+(?:場合|ならば))にしかプレイできない。$")
_ONCE_A_TURN = re.compile(r"あなたの《同名》は1ターンに1回しか登場できない。")
_PLAYED_ONCE = re.compile(r"あなたの《同名》は1ターンに1回しかプレイできない。")
NAMESAKE_IN_TRASH = "このカードはあなたのトラッシュにこのカード以外の《同名》がある場合にしか登場できない。"
_OWN_TURN = "このカードはあなたのターンにしかプレイできない。"  # the goldfish plays only on its own turn
# 「…場合、このカードは登場できない。」: no entry at all while the conditions hold (played or put by an effect)
_NEVER_ENTER_IF = re.compile(r"(?:^|[。\n】])([^。\n】≫]+(?:場合|ならば))、このカードは登場できない。")
# 「このカードは(ゼクスのない)あなたのプレイヤースクエアにしか登場できない。」: the only square it may enter (303.3)
PLAYER_SQUARE_ONLY = re.compile(
    r"(?:^|[。\n】])このカードは(ゼクスのない)?あなたのプレイヤースクエアにしか登場できない。"
)
# 「このカードは…場合にしか登場できない。」: no entry at all unless the conditions hold (played or put by an effect)
ENTER_ONLY_IF = re.compile(
    r"(?:^|[。\n】])このカードは((?!このカード以外の《同名》)[^。\n】≫]+?(?:場合|ならば))にしか登場できない。"
)


@dataclass(frozen=True, slots=True)
class PlayRestriction:
    """Why the card is never played ("" when it may be), the conditions it needs, the conditions that forbid it."""

    never: str = ""
    only_if: tuple[Condition, ...] = ()
    never_if: tuple[Condition, ...] = ()
    once_per_turn: bool = False  # 「あなたの《同名》は1ターンに1回しか登場できない」: one entry of its name a turn
    namesake_in_trash: bool = False  # 「…トラッシュにこのカード以外の《同名》がある場合にしか登場できない」
    never_enter_if: tuple[Condition, ...] = ()  # 「…場合、このカードは登場できない」 (an unread condition: none)
    played_once: bool = False  # 「あなたの《同名》は1ターンに1回しかプレイできない」
    enter_only_if: tuple[Condition, ...] = ()  # 「このカードは…場合にしか登場できない」 (an unread condition: none)
    player_square_only: str = ""  # 「…プレイヤースクエアにしか登場できない」: "player", "empty_player" (ゼクスのない)


def read_restrictions(text: str, subtext: str | None) -> PlayRestriction:
    """The play restrictions of a card's subtext and text."""
    never = ""
    only_if: list[Condition] = []
    never_if: list[Condition] = []
    if any(line.strip() == NEVER_EN for line in f"{subtext or ''}\n{text}".splitlines()):
        never = NEVER_EN
    for sentence in _SENTENCE.findall(normalize(f"{subtext or ''}\n{text}")):
        sentence = sentence.strip()
        if "この能力" in sentence or "以下の能力" in sentence or sentence == _OWN_TURN:
            continue
        if sentence == NEVER:
            never = never or NEVER
            continue
        m = _NEVER_IF.match(sentence) or _ONLY_IF.match(sentence)
        gate = condition_only(m[1] + "、") if m else None
        if m is None or not gate:
            never = never or f"unread restriction: {sentence}"
        elif m.re is _NEVER_IF:
            never_if.extend(gate)
        else:
            only_if.extend(gate)
    flat = normalize(text).replace("\n", "")
    once = bool(_ONCE_A_TURN.search(flat))
    enter = [gate for m in _NEVER_ENTER_IF.finditer(flat) if (gate := condition_only(m[1] + "、"))]
    never_enter = tuple(enter[0]) if len(enter) == 1 else ()  # (the constant line is read only with its condition)
    played_once = bool(_PLAYED_ONCE.search(flat))
    only = [gate for m in ENTER_ONLY_IF.finditer(flat) if (gate := condition_only(m[1] + "、"))]
    enter_only = tuple(only[0]) if len(only) == 1 else ()  # (the constant line is read only with its condition)
    squares = list(PLAYER_SQUARE_ONLY.finditer(flat))
    square_only = ("empty_player" if squares[0][1] else "player") if len(squares) == 1 else ""
    return PlayRestriction(
        never, tuple(only_if), tuple(never_if), once, NAMESAKE_IN_TRASH in flat, never_enter, played_once, enter_only,
        square_only,
    )  # fmt: skip
