"""Regulation (封神指定 / 伝説指定) as the card pages, the API, the search and the regulation list see it.

A designation belongs to a card *name*, matched by its folded key (zxdecks.rules.cards.name_key), so that width or
quote variants of a name are the same name. The status of one name on a date is the engine's
(zxdecks.rules.cardtext.regulation_status, the latest entry in force); a card with several names takes the strongest
status among them, so a lifted entry for one of its names never cancels another name's designation.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Callable, Iterable

from cards.adapters import CONSTRUCTION_NAME_KINDS
from cards.models import CardName, RegulationEntry
from zxdecks.rules.cards import RegulationEntry as EngineEntry
from zxdecks.rules.cards import RegulationStatus, name_key
from zxdecks.rules.cardtext import regulation_status

__all__ = [
    "STATUSES",
    "RegulatedIds",
    "card_regulated_ids",
    "card_status",
    "designated_keys",
    "entries_in_force",
    "entry_order",
    "regulation_status",
    "status_by_key",
]

# The designated cards on a date, by id: card_regulated_ids, or a cached source of the same (cards.catalog).
RegulatedIds = Callable[[dt.date], dict[int, RegulationStatus]]

# The statuses a card can be under, strongest first (a lift is the absence of one).
STATUSES = (RegulationStatus.SEALED, RegulationStatus.LEGEND)


def status_by_key(entries: Iterable[RegulationEntry], on: dt.date) -> dict[str, RegulationStatus]:
    """The designation in force on a date for each name key the entries name (keys with none are left out)."""
    grouped: dict[str, list[EngineEntry]] = defaultdict(list)
    for e in entries:
        grouped[name_key(e.card_name)].append(
            EngineEntry(RegulationStatus(e.status), e.effective_date, e.text, e.card_name)
        )
    statuses = {key: regulation_status(tuple(es), on) for key, es in grouped.items()}
    return {key: status for key, status in statuses.items() if status is not None}


def card_status(keys: Iterable[str], designated: dict[str, RegulationStatus]) -> RegulationStatus | None:
    """A card's status: the strongest designation among its names' keys."""
    found = [designated[k] for k in keys if k in designated]
    if not found:
        return None
    return next(s for s in STATUSES if s in found)


def entry_order(entry: RegulationEntry) -> tuple[bool, dt.date, str, int]:
    """Undated entries first, then by date; a card's history reads oldest first."""
    return (entry.effective_date is not None, entry.effective_date or dt.date.min, entry.card_name, entry.pk or 0)


def designated_keys(on: dt.date) -> dict[str, RegulationStatus]:
    """Every name key under a designation on a date (one read of the regulation table)."""
    return status_by_key(RegulationEntry.objects.all(), on)


def card_regulated_ids(on: dt.date) -> dict[int, RegulationStatus]:
    """The id and status of every card under a designation on a date, computed once for a whole search.

    Search filters use these as literal id sets, so a negated regulation term costs no per-row subquery.
    """
    designated = designated_keys(on)
    if not designated:
        return {}
    keys: dict[int, set[str]] = defaultdict(set)
    rows = CardName.objects.filter(key__in=list(designated), kind__in=CONSTRUCTION_NAME_KINDS)
    for card_id, key in rows.values_list("card_id", "key"):
        keys[card_id].add(key)
    statuses = {card_id: card_status(ks, designated) for card_id, ks in keys.items()}
    return {card_id: status for card_id, status in statuses.items() if status is not None}


def entries_in_force(on: dt.date) -> list[int]:
    """The ids of the entries that put each designation in force on a date: per name key, the latest one."""
    entries = list(RegulationEntry.objects.all())
    designated = status_by_key(entries, on)
    latest: dict[str, RegulationEntry] = {}
    for e in sorted(entries, key=entry_order):
        key = name_key(e.card_name)
        if key in designated and e.status == designated[key] and (e.effective_date or dt.date.min) <= on:
            latest[key] = e
    return [e.pk for e in latest.values()]
