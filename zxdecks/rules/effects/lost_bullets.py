"""「●」 options printed in the card list as quoted sentences: 「…以下の効果から1つ選び、解決する。●A。“B。”」 for the
options ●A and ●B (the list lost the second bullet, and wrote the option between quote marks). A quoted text right
after a finished sentence that does not grant an ability (「以下の能力を与える。“≪常≫絶界”」) is such an option: it
becomes 「●B。」, so that it is read (or leaves the ability unread), never left out with the quoted abilities
(reader.split_abilities)."""

from __future__ import annotations

import re

_OPENING = re.compile(r"(?<=。)(\s*)“(?!≪)")
_GRANTS = re.compile(r"以下の能力を(?:与え|得)る。\s*$")


def quoted_options(text: str) -> str:
    """The text with each quoted option after a finished sentence written as a 「●」 option."""
    out, at = [], 0
    for m in _OPENING.finditer(text):
        if m.start() < at or _GRANTS.search(text, 0, m.start()):
            continue
        end = _closing(text, m.end())
        if end is None:
            continue
        out.append(text[at : m.start()] + m[1] + "●" + text[m.end() : end])
        at = end + 1
    return "".join(out) + text[at:] if out else text


def _closing(text: str, start: int) -> int | None:
    """The index of the ” closing a quote opened just before `start` (quotes nest)."""
    depth = 1
    for i in range(start, len(text)):
        if text[i] == "“":
            depth += 1
        elif text[i] == "”":
            depth -= 1
            if depth == 0:
                return i
    return None
