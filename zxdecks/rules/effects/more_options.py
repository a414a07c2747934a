"""「●」 options whose count grows under a condition (issue 28, 「options without 以下の効果から」):

- 「以下の効果からNつ選び、解決する。C場合、Nつ選ぶかわりにMつ選び、好きな順番で解決する。」: M options when C holds, else N;
- 「以下の効果からNつ選び、解決し(する。)C場合、さらにKつ選び、解決する。」: N+K different options when C holds, else N
  (choosing different ones is a legal choice whether or not the card lets an option be chosen again);
- 「以下の効果をN回解決し(する。)C場合、さらにK回解決する。」: every option N+K times when C holds, else N times.

Each is one choice of options (Kind.MODAL) with `more_if` C and `more_by` the difference: C is asked once, before
any option is done (an option that makes C hold or fail does not change the count). C is read by `condition_words.condition_only`; a C it cannot
read leaves the ability unread. 「Mつまで選び」 (up to M) after 「Nつ選ぶかわりに」 is M when there are M options at least:
the goldfish takes as many as the text allows (as 「以下の効果をN回まで解決する」), never more than there are.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from zxdecks.rules.effects.condition_words import condition_only
from zxdecks.rules.effects.language import Effect

_MORE = re.compile(
    r"以下の効果(?:から(?P<choose>\d+)つ選び、(?:好きな順番で)?|を(?P<times>\d+)回)解決(?:する。|し、)"
    r"(?P<cond>[^。]+?場合、)(?:(?P<was>\d+)つ選ぶかわりに(?P<instead>\d+)つ(?P<upto>まで)?選び、(?:好きな順番で)?解決する"
    r"|さらに(?P<more>\d+)(?P<unit>つ選び、|回)解決する)。$"
)


@dataclass(frozen=True)
class MoreOptions:
    start: int  # where the head's words about the options begin
    fewer: int  # options chosen (or times, for `times`) when C does not hold
    most: int  # when it holds
    times: bool  # 「以下の効果をN回」: every option, that many times
    cond: str  # 「C場合、」
    up_to: bool = False  # 「Mつまで選び」

    @property
    def needs(self) -> int:
        """The options there must be at least (「Mつまで」: the N chosen without the condition)."""
        return self.fewer if self.up_to else self.most

    def modal(self, modal: Effect) -> Effect | str:
        """`modal` (read with its options) with its count, and the more under C; or why it is unread."""
        gate = condition_only(self.cond)
        if not gate:
            return f"unread condition of the options: {self.cond}"
        most = min(self.most, len(modal.options)) if self.up_to else self.most  # 「Mつまで」: all there are
        more = most - self.fewer
        if self.times:
            return replace(modal, n=0, take=self.fewer, more_if=gate, more_by=more)
        return replace(modal, n=self.fewer, take=1, more_if=gate, more_by=more)


def more_options(head: str) -> MoreOptions | None:
    """The head of options whose count grows under a condition, or None."""
    m = _MORE.search(head)
    if m is None:
        return None
    if m["choose"]:
        if m["instead"] and m["was"] == m["choose"] and int(m["instead"]) > int(m["choose"]):
            return MoreOptions(m.start(), int(m["choose"]), int(m["instead"]), False, m["cond"], bool(m["upto"]))
        if m["more"] and m["unit"] == "つ選び、":
            return MoreOptions(m.start(), int(m["choose"]), int(m["choose"]) + int(m["more"]), False, m["cond"])
        return None
    if m["more"] and m["unit"] == "回":
        return MoreOptions(m.start(), int(m["times"]), int(m["times"]) + int(m["more"]), True, m["cond"])
    return None
