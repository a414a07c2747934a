"""The verdict on a deck and what checks read: violations, the report, and the per-validation context."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from zxdecks.rules.cards import ZONES, CopyLimit, Zone, name_key
from zxdecks.rules.deck import Deck, DeckEntry


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule: where (rule, code), what (cards, name), how much (count against limit), in two languages."""

    rule: str
    code: str
    message: str
    message_en: str
    cards: tuple[str, ...] = ()
    name: str | None = None
    count: int | None = None
    limit: int | None = None
    zone: Zone | None = None
    warning: bool = False  # said in the verdict, but does not make the deck illegal

    def as_dict(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "code": self.code,
            "message": self.message,
            "message_en": self.message_en,
            "cards": list(self.cards),
            "name": self.name,
            "count": self.count,
            "limit": self.limit,
            "zone": self.zone.value if self.zone else None,
        }


@dataclass(frozen=True, slots=True)
class Report:
    """The verdict on a deck: every violation (not just the first), the counts a player checks by eye, and warnings
    about what the verdict had to assume."""

    as_of: dt.date
    violations: tuple[Violation, ...]
    counts: Mapping[str, int]
    ruleset: str = "zx"
    warnings: tuple[Violation, ...] = ()

    @property
    def legal(self) -> bool:
        return not self.violations

    def as_dict(self) -> dict[str, Any]:
        violations, warnings = self.violations, self.warnings
        return {
            "legal": not violations,
            "as_of": self.as_of.isoformat(),
            "ruleset": self.ruleset,
            "violations": [v.as_dict() for v in violations] if violations else [],  # most answers: none of either
            "counts": dict(self.counts),
            "warnings": [w.as_dict() for w in warnings] if warnings else [],
        }


@dataclass(frozen=True, slots=True)
class NameGroup:
    """The cards of one part that carry one card name (each card counts toward every name it has, 206.3a)."""

    key: str
    name: str
    entries: tuple[DeckEntry, ...]

    @property
    def count(self) -> int:
        return sum(e.count for e in self.entries)

    @property
    def numbers(self) -> tuple[str, ...]:
        return tuple(e.card.number for e in self.entries)


IGNITION_TALLY = "\0ignition"  # no keyword ability has this name


class Context:
    """What the checks read, computed once per validation in one pass: parts, sizes and name counts."""

    __slots__ = (
        "_groups",
        "_keyword_counts",
        "_name_counts",
        "_parts",
        "_special",
        "_text_limits",
        "as_of",
        "deck",
        "sizes",
    )

    def __init__(self, deck: Deck, as_of: dt.date) -> None:
        self.deck = deck
        self.as_of = as_of
        entries = deck.entries
        sizes = dict.fromkeys(ZONES, 0)
        special = False
        if len({entry.card.number for entry in entries}) == len(entries):
            # No card written twice (a list's usual shape): each entry is its card's in its part, as it stands.
            lists: dict[Zone, list[DeckEntry]] = {zone: [] for zone in ZONES}
            for entry in entries:
                zone = entry.zone
                lists[zone].append(entry)
                sizes[zone] += entry.count
                card = entry.card
                if card.construction or card.regulation or card.expiry is not None:
                    special = True
            self._parts = lists
        else:
            special = True  # told part by part in special()
            parts: dict[Zone, dict[str, DeckEntry]] = {zone: {} for zone in ZONES}
            for entry in entries:
                merged = parts[entry.zone]
                prior = merged.get(entry.card.number)
                merged[entry.card.number] = (
                    entry if prior is None else DeckEntry(entry.card, prior.count + entry.count, entry.zone)
                )
                sizes[entry.zone] += entry.count
            self._parts = {zone: list(merged.values()) for zone, merged in parts.items()}
        self.sizes = sizes
        # None: no card of the deck has construction text, a designation or an expiry date (most decks).
        self._special: dict[Zone, list[DeckEntry]] | None = {} if special else None
        self._name_counts: dict[Zone, dict[str, int]] = {}
        self._text_limits: dict[Zone, dict[str, int]] = {}
        self._groups: dict[Zone, dict[str, NameGroup]] = {}
        self._keyword_counts: dict[Zone, dict[str, int]] = {}

    def part(self, zone: Zone) -> list[DeckEntry]:
        return self._parts[zone]

    def size(self, zone: Zone) -> int:
        return self.sizes[zone]

    def special(self, zone: Zone) -> list[DeckEntry]:
        """The entries of a part whose card has construction text, a regulation history or an expiry date: all that
        the checks beyond counting read (the rest of the part is skipped without reading each card again)."""
        if self._special is None:
            return []
        found = self._special.get(zone)
        if found is None:
            found = self._special[zone] = [
                e for e in self._parts[zone] if e.card.construction or e.card.regulation or e.card.expiry is not None
            ]
        return found

    def name_counts(self, zone: Zone) -> dict[str, int]:
        """Copies per name key in a part; a card counts toward every name it has (206.3a)."""
        counts = self._name_counts.get(zone)
        if counts is None:
            counts = {}
            limits: dict[str, int] = {}
            get = counts.get
            for entry in self._parts[zone]:
                count = entry.count
                for key in entry.card.keys:
                    counts[key] = get(key, 0) + count
            for entry in self.special(zone):
                for rule in entry.card.construction:
                    if isinstance(rule, CopyLimit) and rule.zone is zone:
                        for key in (name_key(n) for n in rule.names):
                            limits[key] = min(rule.limit, limits.get(key, rule.limit))
            self._name_counts[zone] = counts
            self._text_limits[zone] = limits
        return counts

    def keyword_counts(self, zone: Zone) -> dict[str, int]:
        """Copies per keyword ability in a part, and under IGNITION_TALLY those with the ignition icon (401.3–401.6),
        counted in one pass for every check that reads them."""
        counts = self._keyword_counts.get(zone)
        if counts is None:
            counts = {IGNITION_TALLY: 0}
            get = counts.get
            for entry in self._parts[zone]:
                card = entry.card
                if card.ignition:
                    counts[IGNITION_TALLY] += entry.count
                if card.keywords:  # most cards have none: no iterator made for them
                    for keyword in card.keywords:
                        counts[keyword] = get(keyword, 0) + entry.count
            self._keyword_counts[zone] = counts
        return counts

    def text_limits(self, zone: Zone) -> dict[str, int]:
        """Copy limits that card text in the part sets, by name key (102.2)."""
        self.name_counts(zone)
        return self._text_limits[zone]

    def group(self, zone: Zone, key: str) -> NameGroup:
        """The entries carrying one name, and the name to show (the printed one where a card prints it)."""
        entries = tuple(e for e in self._parts[zone] if key in e.card.keys)
        shown = next((e.card.name for e in entries if name_key(e.card.name) == key), None)
        if shown is None:
            shown = next(n for e in entries for n in sorted(e.card.names) if name_key(n) == key)
        return NameGroup(key, shown, entries)


def cards_of(entries: Iterable[DeckEntry]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(e.card.number for e in entries))


class Check(Protocol):
    """One rule of a ruleset; yields a violation for every way the deck breaks it."""

    @property
    def rule(self) -> str: ...

    def check(self, ctx: Context) -> Iterator[Violation]: ...


ZONE_JA = {
    Zone.DECK: "デッキ",
    Zone.DYNAMIS: "デュナミス",
    Zone.PLAYER: "プレイヤーエリア",
    Zone.SIDEBOARD: "サイドボード",
}
ZONE_EN = {
    Zone.DECK: "the deck",
    Zone.DYNAMIS: "the Dynamis",
    Zone.PLAYER: "the player area",
    Zone.SIDEBOARD: "the sideboard",
}
