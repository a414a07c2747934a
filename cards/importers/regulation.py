"""The regulation entries an import writes: derived from each record's note (or its own list), keyed by card name."""

from __future__ import annotations

from collections.abc import Sequence

from cards.importers.records import CardRecord
from cards.models import Card, RegulationEntry
from zxdecks.rules.cards import name_key
from zxdecks.rules.cardtext import note_facts


def write_regulation(
    created: Sequence[Card], updated: Sequence[Card], records: dict[str, CardRecord], manual: set[tuple[str, str]]
) -> None:
    """Write the regulation entries of new and updated cards (an updated card's imported entries are replaced)."""
    if updated:
        RegulationEntry.objects.filter(card__in=updated, from_import=True).delete()
    rows = [
        row for card in [*created, *updated] for row in _regulation_rows(card, records[card.collector_number], manual)
    ]
    RegulationEntry.objects.bulk_create(rows, ignore_conflicts=True)


def _regulation_rows(card: Card, record: CardRecord, manual: set[tuple[str, str]]) -> list[RegulationEntry]:
    """The regulation entries a record derives for its card's name.

    A designation whose date the admin set by hand (manual) replaces the import's assumed date for that name and
    status.
    """
    entries = record.regulation if record.regulation is not None else list(note_facts(record.note).regulation)
    key = name_key(record.name)
    return [
        RegulationEntry(
            card_name=record.name,
            key=key,
            status=e.status.value,
            effective_date=e.effective,
            date_assumed=e.assumed,
            text=e.text,
            card=card,
        )
        for e in entries
        if not (e.assumed and (key, e.status.value) in manual)
    ]


def regulation_missing(
    cards: Sequence[Card], records: dict[str, CardRecord], manual: set[tuple[str, str]]
) -> list[Card]:
    """The unchanged cards whose name lacks an entry their record derives now (the importer learned a new rule)."""
    wanted = {card.pk: _regulation_rows(card, records[card.collector_number], manual) for card in cards}
    keys = {row.key for rows in wanted.values() for row in rows}
    if not keys:
        return []
    stored = set(RegulationEntry.objects.filter(key__in=keys).values_list("key", "status", "effective_date"))
    return [
        card
        for card in cards
        if any((row.key, row.status, row.effective_date) not in stored for row in wanted[card.pk])
    ]
