"""A deck registration as plain values: the deck, the Dynamis and the player area (401)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from zxdecks.rules.cards import CardFacts, Zone


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """N copies of one card in one part."""

    card: CardFacts
    count: int
    zone: Zone = Zone.DECK


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
