"""「手札に加えるかチャージに置く」「手札に加えるか、リソースにスリープで置き」: each chosen card to the hand or to another
place, as the policy takes it or not (Choice.TAKE). Read for the cards looked at on top of the deck (REVEAL_TOP_TAKE
with `destination` the other place) and for chosen cards of your hand, trash or charge (Kind.EITHER_MOVE), with
「デッキの1番上か1番下に置く」 (Choice.KEEP_ON_TOP) and 「トラッシュに置くか除外する」 (Choice.TRASH_REMOVE: the cards the
policy removes) for those too (run.either_moves)."""

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
    if other is None or other[0].destination in ("hand", "play", "reveal"):  # onto squares: looked-at cards only
        return None
    return other


# The two places of the other 「AかB」 verbs, the first the one the policy is asked about (run.either_moves).
_TOP_OR_BOTTOM = re.compile(r"^デッキの1番上か1番下に置(?:く|き)$")
_TRASH_OR_REMOVE = re.compile(r"^トラッシュに置くか(?:ゲームから)?除外(?:する|し)$")
_TOP_OR_TRASH = re.compile(
    r"^デッキの1番上に置くかトラッシュに置(?:く|き)$"
)  # 「…デッキの1番上に置くかトラッシュに置く」


# 「(デュナミスにある裏向きの…を選び、)表向きにするかコストを支払わずにプレイする」: played when the policy takes it, else face up
_PLAY_OR_FACE_UP = re.compile(r"^表向きにするかコストを支払わずにプレイ(?:する|し)$")


def read_either_verb(words: str) -> tuple[str, Verb, bool] | None:
    """The first place of an 「AかB」 verb (the hand, the top of the deck, the remove zone, or played), the other place
    as a verb, and whether it says 「てよい」; None when `words` is none of them."""
    if _PLAY_OR_FACE_UP.match(words):
        return "play", Verb("face_up"), False
    if _TOP_OR_BOTTOM.match(words):
        return "deck_top", Verb("deck_bottom"), False
    if _TRASH_OR_REMOVE.match(words):
        return "removed", Verb("trash"), False
    if _TOP_OR_TRASH.match(words):  # kept on top (Choice.KEEP_ON_TOP), else into the trash
        return "deck_top", Verb("trash"), False
    other = read_hand_or(words)
    return ("hand", *other) if other is not None else None
