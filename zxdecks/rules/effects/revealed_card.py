"""The card a clause before revealed from the top of the deck, in a clause of its own: its test (「公開したカードが
[X]ならば、」 in any of its wordings) or where it goes otherwise (「そうでないならば、そのカードを」), as a phrase."""

from __future__ import annotations

import re

from zxdecks.rules.effects.language import ANY_CARD, CardFilter
from zxdecks.rules.effects.lexicon import Phrase
from zxdecks.rules.effects.words import COLOR, FILTER, filter_of, read_filter_list

# The card a clause before revealed from the top of the deck (「あなたのデッキの1番上のカードを公開する。」), tested:
# 「公開したカードが[マーメイド]ならば、(そのカードを)」 (source "revealed_card": it moves if it matches), and
# 「そうでないならば、そのカードを」 (source "otherwise": where it goes if it does not).
_REVEALED_CARD = re.compile(
    r"^(?:公開したカード|そのカード)が(?:"
    + FILTER
    + r")(?:ならば|の場合|である場合)、(?:そのカードを|公開したカードを)?"
)
# 「登場させなかったならば、」 after a test that puts the card onto a square: where it goes when it did not enter (it did not
# match, no square was free, or the policy declined a 「てよい」), as the look's rest (run.plays.reveal_take)
_OTHERWISE = re.compile(
    r"^(?:そうでないならば|(?:公開したカードをスクエアに)?登場させなかったならば|(?:加え|置か|プレイし)なかったならば)、"
    r"(?:(?:そのカード|公開したカード)を|(?=デッキの1番下に置く。?$))"  # 「そうでないならば、デッキの1番下に置く」: that card
)


# The test in other words (session 18 `misc`): a list of filters 「[A]か「B」」「イベントか白のゼクス」, colours 「青か白」, one
# exact name 「「X」ならば」, or a filter ending in its verb 「カード名に「X」を含む場合」「≪イグニッション≫を持つ場合」
_REVEALED_WORDS = re.compile(
    r"^(?:公開したカード|そのカード)が(?P<what>[^、。]+?)(?:ならば|の場合|である場合|(?<=[つむ])場合)、(?:そのカードを|公開したカードを)?"
)
_BARE_COLORS = re.compile(rf"^(?:{COLOR})(?:か(?:{COLOR}))+$")
_ONE_NAME = re.compile(r"^「([^」]+)」$")
_FILTER_WORDS = re.compile(FILTER)


def _revealed_filter(what: str) -> CardFilter | None:
    """The filter of the words of a test on the revealed card (`_REVEALED_WORDS`), or None."""
    if _BARE_COLORS.match(what):
        return filter_of({"colors": what}, what)
    one = _ONE_NAME.match(what)
    if one:
        return CardFilter(name_is=one[1])
    listed = read_filter_list(what)
    if listed is not None:
        return listed
    m = _FILTER_WORDS.fullmatch(what)
    found = filter_of(m.groupdict(), m.group(0)) if m else ANY_CARD
    return found if found != ANY_CARD and what.endswith(("を含む", "を持つ")) else None


# 「そのカードをコストを支払わずにプレイしてよい」 right after the reveal: the card played when it can be (no test)
_PLAYED = re.compile(r"^(?:そのカード|公開したカード)を(?=コストを支払わずにプレイしてよい$)")


def read_revealed_card(clause: str) -> tuple[Phrase, str] | None:
    """A clause about the card revealed from the top of the deck (its test, or where it goes otherwise) and the verb
    phrase after it, or None."""
    m = _PLAYED.match(clause)
    if m:
        return Phrase("revealed_card", 1, False, ANY_CARD), clause[m.end() :]
    m = _REVEALED_CARD.match(clause)
    if m and filter_of(m.groupdict(), m.group(0)) != ANY_CARD:
        return Phrase("revealed_card", 1, False, filter_of(m.groupdict(), m.group(0))), clause[m.end() :]
    m = _REVEALED_WORDS.match(clause)
    found = _revealed_filter(m["what"]) if m else None
    if m and found is not None:
        return Phrase("revealed_card", 1, False, found), clause[m.end() :]
    m = _OTHERWISE.match(clause)
    if m:
        return Phrase("otherwise", 1), clause[m.end() :]
    return None
