"""The one crossing point between the card database and the rules engine: model rows in, engine values out."""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from cards.models import Card, CardName, RegulationEntry
from zxdecks.rules.cards import (
    CardFacts,
    CardType,
    Color,
    ConstructionRule,
    CopyLimit,
    Icon,
    ObPart,
    RegulationStatus,
    SharedLimit,
    Zone,
    ZoneRestriction,
)
from zxdecks.rules.cards import RegulationEntry as EngineRegulationEntry

_RULE_KINDS: dict[str, type[CopyLimit] | type[SharedLimit]] = {"copy_limit": CopyLimit, "shared_limit": SharedLimit}


def rule_to_dict(rule: ConstructionRule) -> dict[str, Any]:
    """Serialize a construction rule for Card.construction."""
    if isinstance(rule, ZoneRestriction):
        return {
            "kind": "zone_restriction",
            "zone": rule.zone.value,
            "name_contains": rule.name_contains,
            "limit": rule.limit,
            "text": rule.text,
        }
    kind = "copy_limit" if isinstance(rule, CopyLimit) else "shared_limit"
    return {"kind": kind, "zone": rule.zone.value, "names": sorted(rule.names), "limit": rule.limit, "text": rule.text}


def rule_from_dict(data: dict[str, Any]) -> ConstructionRule:
    """Deserialize what rule_to_dict wrote."""
    zone = Zone(data["zone"])
    if data["kind"] == "zone_restriction":
        return ZoneRestriction(zone, data["name_contains"], int(data["limit"]), data.get("text", ""))
    return _RULE_KINDS[data["kind"]](zone, frozenset(data["names"]), int(data["limit"]), data.get("text", ""))


def regulation_by_name(names: Iterable[str]) -> dict[str, tuple[EngineRegulationEntry, ...]]:
    """Regulation entries for the given card names, oldest first."""
    found: dict[str, list[EngineRegulationEntry]] = defaultdict(list)
    for entry in RegulationEntry.objects.filter(card_name__in=set(names)).order_by("effective_date"):
        found[entry.card_name].append(
            EngineRegulationEntry(RegulationStatus(entry.status), entry.effective_date, entry.text, entry.card_name)
        )
    return {name: tuple(sorted(entries, key=lambda e: e.effective or dt.date.min)) for name, entries in found.items()}


CONSTRUCTION_NAME_KINDS = (CardName.Kind.PRINTED, CardName.Kind.SUBTEXT, CardName.Kind.APPENDIX_A)


def card_facts(cards: Iterable[Card]) -> dict[str, CardFacts]:
    """Engine values for cards, keyed by collector number, with construction names, regulation and expiry."""
    cards = list(cards)
    names: dict[int, set[str]] = defaultdict(set)
    keys: dict[int, set[str]] = defaultdict(set)
    rows = CardName.objects.filter(card__in=cards, kind__in=CONSTRUCTION_NAME_KINDS)
    for card_id, name, key in rows.values_list("card_id", "name", "key"):
        names[card_id].add(name)
        keys[card_id].add(key)
    regulation = regulation_by_name({n for ns in names.values() for n in ns} | {c.name for c in cards})
    expiry = expiry_by_key({k for ks in keys.values() for k in ks})
    facts = {}
    for card in cards:
        card_names = names[card.pk] | {card.name}
        entries = tuple(e for n in sorted(card_names) for e in regulation.get(n, ()))
        dates = [d for d in [card.expiry_date, *(expiry.get(k) for k in keys[card.pk])] if d is not None]
        facts[card.collector_number] = to_facts(card, frozenset(card_names), entries, min(dates, default=None))
    return facts


def expiry_by_key(keys: set[str]) -> dict[str, dt.date]:
    """The earliest expiry date of use among cards carrying each name: it binds every card of the name (1207.2)."""
    found: dict[str, dt.date] = {}
    rows = CardName.objects.filter(key__in=keys, kind__in=CONSTRUCTION_NAME_KINDS, card__expiry_date__isnull=False)
    for key, day in rows.values_list("key", "card__expiry_date"):
        if day is not None and (key not in found or day < found[key]):
            found[key] = day
    return found


class DatabaseCardLookup:
    """The deck-list parser's card lookup, backed by the card database (a few queries per list)."""

    def by_numbers(self, numbers: set[str]) -> dict[str, CardFacts]:
        return card_facts(Card.objects.filter(collector_number__in={n.upper() for n in numbers}))

    def by_names(self, keys: set[str]) -> dict[str, list[CardFacts]]:
        rows = CardName.objects.filter(key__in=keys, kind__in=CONSTRUCTION_NAME_KINDS).values_list(
            "key", "card__collector_number"
        )
        numbers_by_key: dict[str, set[str]] = defaultdict(set)
        for key, number in rows:
            numbers_by_key[key].add(number)
        facts = self.by_numbers({n for ns in numbers_by_key.values() for n in ns})
        return {key: [facts[n] for n in sorted(ns)] for key, ns in numbers_by_key.items()}


def to_facts(
    card: Card,
    names: frozenset[str],
    regulation: tuple[EngineRegulationEntry, ...] = (),
    expiry: dt.date | None = None,
) -> CardFacts:
    """One card row as an engine value."""
    return CardFacts(
        number=card.collector_number,
        name=card.name,
        type=CardType(card.card_type),
        names=names,
        cost=card.cost,
        cost_infinite=card.cost_infinite,
        colors=frozenset(c for c in Color if getattr(card, f"is_{c.value}")),
        multicolor=card.multicolor,
        icons=frozenset(Icon(i) for i in Card.split(card.icons)),
        keywords=frozenset(Card.split(card.keywords)),
        races=tuple(Card.split(card.races)),
        power=card.power,
        ob_part=ObPart(card.ob_part) if card.ob_part else None,
        construction=tuple(rule_from_dict(r) for r in card.construction),
        expiry=expiry if expiry is not None else card.expiry_date,
        regulation=regulation,
        game=card.game,
        forbidden=card.forbidden,
        unity=card.unity,
        d0_class=card.d0_class,
    )
