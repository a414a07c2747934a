"""Text folding for search: kana, width, case and spacing do not matter."""

from __future__ import annotations

import re

import jaconv

from zxdecks.rules.cards import nfkc

_SPACE_AND_DOTS = re.compile(r"[\s・･·]+")


def fold(text: str) -> str:
    """Fold text so that 「ライラプス」, 「らいらぷす」 and 「ﾗｲﾗﾌﾟｽ」 compare equal."""
    text = nfkc(text)
    text = jaconv.kata2hira(text).lower()
    return _SPACE_AND_DOTS.sub("", text)
