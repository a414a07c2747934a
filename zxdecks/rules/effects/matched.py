"""Whether a card filter matches a card, remembered per filter and card: both are frozen, so the answer never changes,
and the hot paths (a count of a zone for every cost asked, a turn of Dynamis cards face up) ask the same filter of
the same cards again and again (a race or a name in a filter is a generator a card)."""

from __future__ import annotations

from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.filters import ANY_CARD, CardFilter

# Per filter (by identity, kept with it): whether it matches every card (the empty filter), and the answers per card
# (by identity, kept with it).
Known = dict[int, tuple[CardFacts, bool]]
_KNOWN: dict[int, tuple[CardFilter, bool, Known]] = {}


def known_for(flt: CardFilter) -> tuple[bool, Known]:
    """Whether the filter matches every card, and the answers remembered for it (to read with `matched`)."""
    hit = _KNOWN.get(id(flt))
    if hit is None or hit[0] is not flt:
        if len(_KNOWN) > 4096:
            _KNOWN.clear()
        hit = _KNOWN[id(flt)] = (flt, flt == ANY_CARD, {})
    return hit[1], hit[2]


def matched(flt: CardFilter, known: Known, card: CardFacts) -> bool:
    """CardFilter.matches of the card, remembered in `known` (known_for's of this filter)."""
    seen = known.get(id(card))
    if seen is None or seen[0] is not card:
        if len(known) > 4096:
            known.clear()
        seen = known[id(card)] = (card, flt.matches(card))
    return seen[1]
