"""The deck list every export writes, read whole in C: `[deck]` headers and `4 B01-001` lines (issue 33, point 8)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Protocol

from zxdecks.rules import listshapes as shapes
from zxdecks.rules.cards import CardFacts, Zone
from zxdecks.rules.deck import Deck, new_entry

# Upper-case numbers, no 0 count, "\n" after each line, a header first: such a list is cut by these two patterns,
# one part and then one line a match, without the line reader's row a line.
_PART = re.compile(r"\[([a-z]+)\]\n((?:[1-9][0-9]{0,2} [A-Z0-9]{1,8}-[A-Z0-9]{1,8}\n)*)")
_CARD = re.compile(r"([1-9][0-9]{0,2}) ([A-Z0-9]{1,8}-[A-Z0-9]{1,8})\n")


class NumberLookup(Protocol):
    def by_numbers(self, numbers: set[str]) -> Mapping[str, CardFacts]: ...


def plain_deck(text: str, lookup: NumberLookup, sections: dict[str, Zone], max_lines: int) -> Deck | None:
    """The deck of a list in the shape every export writes, all its numbers known; None for any other list, which
    the line reader (decklist.parse_decklist) reads. The same deck as that reader's, without a row a line."""
    if text[:1] != "[" or text.count("\n") > max_lines:
        return None
    parts: list[tuple[Zone, list[tuple[str, str]]]] = []
    read = 0  # the characters the parts matched: all of the text, or it has a line of another shape
    for word, body in _PART.findall(text):
        zone = sections.get(shapes.SECTION_WORDS.get(word, word))
        if zone is None:
            return None  # an unknown section: the line reader names it
        parts.append((zone, _CARD.findall(body)))  # every line of the body is a card line
        read += len(word) + 3 + len(body)
    if read != len(text):
        return None
    numbers = {number for _, rows in parts for _, number in rows}
    facts = lookup.by_numbers(numbers)
    if len(facts) != len(numbers):
        return None  # an unknown number: the line reader names it
    return Deck(tuple([new_entry(facts[number], int(count), zone) for zone, rows in parts for count, number in rows]))
