"""A deck registration as plain values: the deck, the Dynamis and the player area (401)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from zxdecks.rules.cards import CardFacts, Zone


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """N copies of one card in one part."""

    card: CardFacts
    count: int
    zone: Zone = Zone.DECK


# Each slot's own setter: what the frozen __init__ reaches through object.__setattr__, called directly.
_SET_CARD: Callable[[DeckEntry, CardFacts], None] = DeckEntry.__dict__["card"].__set__
_SET_COUNT: Callable[[DeckEntry, int], None] = DeckEntry.__dict__["count"].__set__
_SET_ZONE: Callable[[DeckEntry, Zone], None] = DeckEntry.__dict__["zone"].__set__


def new_entry(card: CardFacts, count: int, zone: Zone) -> DeckEntry:
    """DeckEntry(card, count, zone), made in two thirds of the time: for the loops that make one a list line."""
    # The frozen dataclass's __init__ sets each field by object.__setattr__ (three lookups and calls); this fills the
    # same slots, and the entry is the same in every way (equality, hash, repr, still frozen).
    entry: DeckEntry = object.__new__(DeckEntry)
    _SET_CARD(entry, card)
    _SET_COUNT(entry, count)
    _SET_ZONE(entry, zone)
    return entry


@dataclass(frozen=True, slots=True)
class Deck:
    """The three parts of a registration; entries of the same card in the same part may repeat (they add up)."""

    entries: tuple[DeckEntry, ...] = field(default=())

    @classmethod
    def of(cls, entries: Iterable[DeckEntry]) -> Deck:
        return cls(tuple(entries))

    def part(self, zone: Zone) -> list[DeckEntry]:
        """The entries of one part, same cards merged, in first-seen order."""
        merged: dict[str, DeckEntry] = {}
        for entry in self.entries:
            if entry.zone is not zone:
                continue
            prior = merged.get(entry.card.number)
            merged[entry.card.number] = DeckEntry(entry.card, prior.count + entry.count, zone) if prior else entry
        return list(merged.values())

    def size(self, zone: Zone) -> int:
        return sum(e.count for e in self.entries if e.zone is zone)

    def cards(self, zone: Zone) -> Iterator[CardFacts]:
        """Every physical card of a part, one item per copy."""
        for entry in self.part(zone):
            for _ in range(entry.count):
                yield entry.card

    def with_entry(self, entry: DeckEntry) -> Deck:
        return Deck((*self.entries, entry))
