"""Importing cards: transactional, idempotent, a chunk of records at a time, with their names and regulation."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence, Sized
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import django.dispatch
from django.db import models, transaction

from cards.importers.records import CardRecord, RecordError
from cards.importers.regulation import regulation_missing, write_regulation
from cards.models import AppendixAName, Card, CardName, Pack, RegulationEntry
from cards.normalize import fold
from cards.services.bulk_insert import insert_rows
from cards.services.derivation import IMPORTED_FIELDS, card_fields, card_names, record_hash
from cards.services.images import attach_images
from cards.services.packs import ensure_packs, packs_import
from zxdecks.rules.cards import name_key

cards_imported = django.dispatch.Signal()  # sent after a committed import (the bulk file is rebuilt on it)
# Sent inside an import with the ids (`card_ids`) of cards it updated under a new name (a bulk update sends no
# post_save): whatever keeps a card's name keeps it in step (the decks' stored rows, zxdecks.decks.services.card_rows).
cards_renamed = django.dispatch.Signal()
catalog_edited = django.dispatch.Signal()  # sent after a committed admin edit of card data (alerts look at it)


@dataclass
class ImportSummary:
    """Counts of what an import did, by card type."""

    created: Counter[str] = field(default_factory=Counter)
    updated: Counter[str] = field(default_factory=Counter)
    unchanged: Counter[str] = field(default_factory=Counter)
    dry_run: bool = False

    @property
    def total(self) -> int:
        return sum(self.created.values()) + sum(self.updated.values()) + sum(self.unchanged.values())

    def lines(self) -> list[str]:
        head = "dry run, nothing written: " if self.dry_run else ""
        lines = [
            f"{head}{self.total} cards: {sum(self.created.values())} created, "
            f"{sum(self.updated.values())} updated, {sum(self.unchanged.values())} unchanged"
        ]
        for card_type in sorted(set(self.created) | set(self.updated) | set(self.unchanged)):
            lines.append(
                f"  {card_type:8} created {self.created[card_type]:5}  updated {self.updated[card_type]:5}"
                f"  unchanged {self.unchanged[card_type]:5}"
            )
        return lines


CHUNK = 1000  # records parsed, checked and written at a time: an import's memory does not grow with the file


@functools.cache
def _max_lengths(model: type[models.Model]) -> dict[str, int]:
    return {f.attname: f.max_length for f in model._meta.concrete_fields if f.max_length is not None}


def _check_lengths(index: int, record: CardRecord, fields: dict[str, Any], names: Sequence[tuple[str, str]]) -> None:
    """A value longer than its column is the record's error, not the database's (SQLite would store it whole)."""
    for key, limit in _max_lengths(Card).items():
        value = fields.get(key)
        if isinstance(value, str) and len(value) > limit:
            raise RecordError(index, record.collector_number, key, f"{len(value)} characters; at most {limit}")
    for name, kind in names:
        if len(name) > CardName._meta.get_field("name").max_length:  # type: ignore[operator]
            raise RecordError(index, record.collector_number, f"name ({kind})", f"{len(name)} characters; at most 200")


def _chunks(records: Iterable[CardRecord]) -> Iterator[list[tuple[int, CardRecord]]]:
    chunk: list[tuple[int, CardRecord]] = []
    for item in enumerate(records):
        chunk.append(item)
        if len(chunk) == CHUNK:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def cards_import(
    *,
    records: Iterable[CardRecord],
    packs: Iterable[dict[str, Any]] = (),
    dry_run: bool = False,
    base_dir: Path | None = None,
    progress: Callable[[int, int | None], None] | None = None,
) -> ImportSummary:
    """Create or update cards from records, all or nothing; a bad record raises RecordError and writes nothing.

    Records are read, checked and written CHUNK at a time inside one transaction, so an iterator over a file of a
    million rows is never held whole; the first bad record rolls the whole import back."""
    total = len(records) if isinstance(records, Sized) else None
    summary = ImportSummary(dry_run=dry_run)
    from cards.catalog import card_data_changed, catalog_changes

    # Inside catalog_changes() the row signals (names, packs, images) only mark the data changed: the version moves
    # once, inside the transaction, and not at all when nothing changed (a re-import of the same file).
    first: dict[str, int] = {}  # collector number → index of its record, for duplicates across chunks
    done = 0
    with transaction.atomic(), catalog_changes() as batch:
        packs_import(rows=list(packs))
        known_packs = {p.code: p for p in Pack.objects.all()}
        appendix = dict(AppendixAName.objects.values_list("collector_number", "card_name"))
        manual = set(RegulationEntry.objects.filter(from_import=False).values_list("key", "status"))
        for chunk in _chunks(records):
            for index, record in chunk:
                if record.collector_number in first:
                    raise RecordError(
                        index,
                        record.collector_number,
                        "collector_number",
                        f"duplicate: record {first[record.collector_number]} has the same number",
                    )
                first[record.collector_number] = index
            _import_chunk(chunk, summary, known_packs=known_packs, appendix=appendix, manual=manual)
            attach_images(chunk, base_dir)
            done += len(chunk)
            if progress and (done % 10_000 == 0 or done == total):
                progress(done, total)
        if progress and done != total and done % 10_000:
            progress(done, total)
        if dry_run:
            transaction.set_rollback(True)
            batch.cancel()
        elif summary.created or summary.updated:
            card_data_changed()  # bulk writes send no row signals
    if not dry_run:
        cards_imported.send(sender=Card, summary=summary)
    return summary


def _import_chunk(
    chunk: Sequence[tuple[int, CardRecord]],
    summary: ImportSummary,
    *,
    known_packs: dict[str, Pack],
    appendix: dict[str, str],
    manual: set[tuple[str, str]],
) -> None:
    """Create or update one chunk's cards, with their names and regulation entries.

    A record whose digest (record_hash) is the one stored on its card is unchanged: it is counted and skipped
    without deriving anything. The others are derived and compared with their card field by field: a card whose
    fields are all the same only gets the new digest (and moves no version)."""
    ensure_packs(chunk, known_packs)
    stored = dict(
        Card.objects.filter(collector_number__in=[r.collector_number for _, r in chunk]).values_list(
            "collector_number", "source_hash"
        )
    )
    pending: list[tuple[int, CardRecord, str]] = []
    for index, record in chunk:
        pack = known_packs.get(record.pack_code)
        digest = record_hash(record, pack.pk if pack else None, appendix.get(record.collector_number))
        if stored.get(record.collector_number) == digest:
            summary.unchanged[record.card_type.value] += 1
        else:
            pending.append((index, record, digest))
    if not pending:
        return
    existing = {
        c.collector_number: c
        for c in Card.objects.filter(
            collector_number__in=[r.collector_number for _, r, _ in pending if r.collector_number in stored]
        )
    }
    to_create: list[Card] = []
    to_update: list[Card] = []
    to_rehash: list[Card] = []
    names_by_number: dict[str, list[tuple[str, str]]] = {}
    renamed: list[int] = []
    for index, record, digest in pending:
        names = card_names(record, appendix)
        names_by_number[record.collector_number] = names
        pack = known_packs.get(record.pack_code)
        fields = card_fields(record, pack.pk if pack else None, names)
        _check_lengths(index, record, fields, names)
        card = existing.get(record.collector_number)
        if card is None:
            to_create.append(Card(collector_number=record.collector_number, source_hash=digest, **fields))
            summary.created[record.card_type.value] += 1
        elif any(getattr(card, k) != v for k, v in fields.items()):
            if card.name != fields["name"]:
                renamed.append(card.pk)
            for key, value in fields.items():
                setattr(card, key, value)
            card.source_hash = digest
            to_update.append(card)
            summary.updated[record.card_type.value] += 1
        else:
            card.source_hash = digest
            to_rehash.append(card)
            summary.unchanged[record.card_type.value] += 1
    records = {r.collector_number: r for _, r in chunk}
    for card in regulation_missing(to_rehash, records, manual):
        # A new rule of the importer derives a designation the card's name lacks: the card is updated with it.
        to_rehash.remove(card)
        to_update.append(card)
        summary.unchanged[records[card.collector_number].card_type.value] -= 1
        summary.updated[records[card.collector_number].card_type.value] += 1
    insert_rows(Card, to_create)
    Card.objects.bulk_update(to_update, [*IMPORTED_FIELDS, "source_hash"], batch_size=500)
    Card.objects.bulk_update(to_rehash, ["source_hash"], batch_size=500)
    if renamed:
        cards_renamed.send(sender=Card, card_ids=renamed)
    _write_names(to_create, to_update, names_by_number)
    write_regulation(to_create, to_update, records, manual)


def _name_row(card: Card, name: str, kind: str) -> CardName:
    return CardName(card=card, name=name, kind=kind, key=name_key(name), search_key=fold(name))


def _write_names(
    created: Sequence[Card], updated: Sequence[Card], names_by_number: dict[str, list[tuple[str, str]]]
) -> None:
    """Write the names of new cards, and change those of updated cards where they differ (unchanged rows stay)."""
    rows = [_name_row(card, name, kind) for card in created for name, kind in names_by_number[card.collector_number]]
    if updated:
        by_id = {card.pk: card for card in updated}
        wanted = {
            (card.pk, name, kind, name_key(name), fold(name))
            for card in updated
            for name, kind in names_by_number[card.collector_number]
        }
        stale = []
        present = set()
        for pk, *row in CardName.objects.filter(card__in=updated).values_list(
            "pk", "card_id", "name", "kind", "key", "search_key"
        ):
            key = tuple(row)
            if key in wanted:
                present.add(key)
            else:
                stale.append(pk)
        if stale:
            CardName.objects.filter(pk__in=stale).delete()
        rows += [_name_row(by_id[card_id], name, kind) for card_id, name, kind, _, _ in sorted(wanted - present)]
    insert_rows(CardName, rows)
