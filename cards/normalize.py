"""Text folding for search: kana, width, case and spacing do not matter."""

from __future__ import annotations

import re
import unicodedata

import jaconv

_SPACE_AND_DOTS = re.compile(r"[\s・･·]+")


def fold(text: str) -> str:
    """Fold text so that 「ライラプス」, 「らいらぷす」 and 「ﾗｲﾗﾌﾟｽ」 compare equal."""
    text = unicodedata.normalize("NFKC", text)
    text = jaconv.kata2hira(text).lower()
    return _SPACE_AND_DOTS.sub("", text)
