"""「あなたのデッキの1番上(のカード)を見て/公開し、AかBに置く」: the top card of your deck looked at and put in one of two
places, as the policy chooses (Kind.TOP_EITHER: `destination` the first place, `rest` the other). Read only when one
of the two is the hand (the policy's Choice.TAKE) or the top of the deck (Choice.KEEP_ON_TOP), or the two are the trash
and the charge (Choice.TAKE) or the remove zone (Choice.TRASH_REMOVE), the charge and the remove zone (TRASH_REMOVE),
or the charge and the resources slept (TAKE: the charge)."""

from __future__ import annotations

import re

# A place as the clause names it (the last verb in its continuative form too: 「…か除外し、」 is cut before).
_PLACES = {
    "手札に加え": "hand",
    "チャージに置": "charge",
    "トラッシュに置": "trash",
    "除外": "removed",
    "ゲームから除外": "removed",
    "デッキの1番上に置": "deck_top",
    "デッキの1番下に置": "deck_bottom",
    "リソースにスリープで置": "resources",
}
_ENDING = r"(?:る|く|する|き|し)"
# looked at or revealed (「公開し」: shown to the opponent, nothing a goldfish opponent does with it)
_HEAD = r"^(?:あなたの)?デッキの1番上(?:のカード)?を(?:見て|公開し)、(?:そのカードを)?"
_EITHER = re.compile(_HEAD + r"(?P<a>.+?)" + _ENDING + r"か、?(?P<b>.+?)" + _ENDING + r"$")
_TOP_OR_BOTTOM = re.compile(_HEAD + r"デッキの1番上か1番下に置(?:く|き)$")


def read_either(words: str) -> tuple[str, str] | None:
    """The two places of a clause that looks at the top card and puts it in one of them, the first one the policy
    is asked about (the hand, else the top of the deck); None for any other clause."""
    if _TOP_OR_BOTTOM.match(words):
        return "deck_top", "deck_bottom"
    m = _EITHER.match(words)
    if not m or m["a"] not in _PLACES or m["b"] not in _PLACES:
        return None
    a, b = _PLACES[m["a"]], _PLACES[m["b"]]
    for first in ("hand", "deck_top"):
        if first in (a, b) and a != b:
            return first, b if a == first else a
    if "trash" in (a, b) and {a, b} & {"charge", "removed"}:  # 「トラッシュに置くかチャージに置く/除外する」
        return (b, a) if a == "trash" else (a, b)
    if {a, b} == {"charge", "removed"}:  # 「チャージに置くか除外する」: removed when the policy removes it
        return "removed", "charge"
    if {a, b} == {"charge", "resources"}:  # 「チャージに置くか、リソースにスリープで置く」: the charge when it takes it
        return "charge", "resources"
    return None


_REVEALED_THEN_EITHER = re.compile(r"(デッキの1番上(?:のカード)?を)公開する。(そのカードを[^。]+か)")


# 「…公開する。そのカードを手札に加えてよい。加えなかったならば、そのカードをBに置く。」: the hand or B, as 「手札に加えるかB」
_REVEALED_THEN_MAY = re.compile(
    r"(デッキの1番上(?:のカード)?を)公開する。そのカードを手札に加えてよい。加えなかったならば、そのカードを([^。]+)。"
)


def join_revealed(body: str) -> str:
    """「…デッキの1番上を公開する。そのカードをAかBに置く。」 as one clause, 「…を公開し、そのカードをAかBに置く」; so is
    「…を公開する。そのカードを手札に加えてよい。加えなかったならば、そのカードをBに置く。」 (the hand or B)."""
    body = _REVEALED_THEN_MAY.sub(r"\1公開し、そのカードを手札に加えるか\2。", body)
    return _REVEALED_THEN_EITHER.sub(r"\1公開し、\2", body)
