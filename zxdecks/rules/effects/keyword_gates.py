"""Keywords printed before an auto ability's 【有効】 that only say when the ability is valid (issue 28: the
「このカードが登場する」 lines left unread because of the word before them).

- 1122 アルターブレイク (「このカードがブレイクしていると有効。」) before an auto, activated or constant ability: valid
  only while this card's force holds a face-down card (1019.1, put there by 1019.2 ブレイク, effects.breaks): the
  condition SELF_BROKEN, checked when the ability resolves, before it is played, and while a constant one applies.
- 1120 シンボル「X」 on an auto ability: the condition of the constant ones (`constant_grants.symbol_condition`), a Z/X
  of yours named X on a square or in the charge, checked when the ability resolves.

- 1119 セッション (「このカードがあなたのゼクスと隣接していると有効。」): valid while a Z/X of yours is on a square next
  to this card's: the condition SELF_NEXT_TO_ZX, checked when the ability resolves.

Any other reminder after アルターブレイク or セッション leaves the text as it is (and the ability unread).
"""

from __future__ import annotations

import re

_SESSION = re.compile(r"^セッション(?:\(このカードがあなたのゼクスと隣接していると有効。\))?\s*(?=【有効】)")
_ALTER_BREAK = re.compile(r"^アルターブレイク(?:\(このカードがブレイクしていると有効。\))?\s*(?=【有効】)")


def alter_break(text: str) -> str | None:
    """The ability's text after 「アルターブレイク(…)」, or None when it does not start with it."""
    m = _ALTER_BREAK.match(text)
    return text[m.end() :] if m else None


def session(text: str) -> str | None:
    """The ability's text after 「セッション(…)」 (its condition: ConditionKind.SELF_NEXT_TO_ZX), or None."""
    m = _SESSION.match(text)
    return text[m.end() :] if m else None
