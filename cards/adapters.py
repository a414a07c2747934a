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
            EngineRegulationEntry(RegulationStatus(entry.status), entry.effective_date, entry.text)
        )
    return {name: tuple(sorted(entries, key=lambda e: e.effective or dt.date.min)) for name, entries in found.items()}


def card_facts(cards: Iterable[Card]) -> dict[str, CardFacts]:
    """Engine values for cards, keyed by collector number, with their construction names and regulation."""
    cards = list(cards)
    names: dict[int, set[str]] = defaultdict(set)
    for card_id, name in (
        CardName.objects.filter(card__in=cards).exclude(kind=CardName.Kind.TEXT).values_list("card_id", "name")
    ):
        names[card_id].add(name)
    regulation = regulation_by_name({n for ns in names.values() for n in ns} | {c.name for c in cards})
    facts = {}
    for card in cards:
        card_names = names[card.pk] | {card.name}
        entries = tuple(e for n in sorted(card_names) for e in regulation.get(n, ()))
        facts[card.collector_number] = to_facts(card, frozenset(card_names), entries)
    return facts


def to_facts(card: Card, names: frozenset[str], regulation: tuple[EngineRegulationEntry, ...] = ()) -> CardFacts:
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
        expiry=card.expiry_date,
        regulation=regulation,
    )
