"""Writing card data: transactional, idempotent imports of cards and packs."""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import hashlib
import operator
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence, Sized
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import django.dispatch
from django.core.files import File
from django.db import connection, models, transaction

from cards.adapters import rule_to_dict
from cards.images import check_image, make_thumbnail
from cards.importers.records import CardRecord, RecordError, check_text
from cards.importers.regulation import regulation_missing, write_regulation
from cards.models import AppendixAName, Card, CardName, Pack, RegulationEntry
from cards.normalize import fold
from zxdecks.rules.cards import Color, name_key
from zxdecks.rules.cardtext import (
    construction_rules,
    keywords_of,
    same_card_names,
    subtext_names,
    text_names,
)

cards_imported = django.dispatch.Signal()  # sent after a committed import (the bulk file is rebuilt on it)
catalog_edited = django.dispatch.Signal()  # sent after a committed admin edit of card data (alerts look at it)

# Card fields an import owns; images and the primary key are not among them.
IMPORTED_FIELDS = (
    "name",
    "reading",
    "card_type",
    "ob_part",
    "cost",
    "cost_infinite",
    "is_red",
    "is_blue",
    "is_white",
    "is_black",
    "is_green",
    "multicolor",
    "text",
    "subtext",
    "icons",
    "races",
    "keywords",
    "power",
    "shield",
    "player_name",
    "rarity",
    "pack_id",
    "illustrator",
    "flavor",
    "is_rebuilt",
    "is_errata",
    "expiry_date",
    "note",
    "construction",
    "unofficial_text",
    "source",
    "search_text",
    "name_keys",
    "game",
    "move_cost",
    "d0_class",
    "timing",
    "smash",
    "forbidden",
    "unity",
    "same_card_as",
    "same_card_key",
)


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


@dataclass
class PackSummary:
    created: int = 0
    updated: int = 0
    unchanged: int = 0


def _names(record: CardRecord, appendix: dict[str, str]) -> list[tuple[str, str]]:
    names = [(record.name, CardName.Kind.PRINTED.value)]
    names += [(n, CardName.Kind.SUBTEXT.value) for n in [*subtext_names(record.subtext), *record.extra_names]]
    if record.collector_number in appendix:
        names.append((appendix[record.collector_number], CardName.Kind.APPENDIX_A.value))
    names += [(n, CardName.Kind.TEXT.value) for n in text_names(record.text)]
    seen: set[tuple[str, str]] = set()
    return [n for n in names if not (n in seen or seen.add(n))]  # type: ignore[func-returns-value]


def card_fields(record: CardRecord, pack_id: int | None, names: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """The model field values an import writes for one record, derived facts included."""
    keywords = record.keywords if record.keywords is not None else keywords_of(record.text)
    rules = construction_rules(record.text + "\n" + record.subtext, record.name)
    search = " ".join([record.collector_number, record.reading, *(n for n, _ in names), record.text, record.subtext])
    # The note names the card this printing is the same card as; a note naming none keeps what the admin set.
    same = same_card_names(record.note)
    same_card = {"same_card_as": same[0], "same_card_key": name_key(same[0])} if same else {}
    return {
        **same_card,
        "name": record.name,
        "reading": record.reading,
        "card_type": record.card_type.value,
        "ob_part": record.ob_part.value if record.ob_part else "",
        "cost": record.cost,
        "cost_infinite": record.cost_infinite,
        **{f"is_{c.value}": c in record.colors for c in Color},
        "multicolor": record.multicolor,
        "text": record.text,
        "subtext": record.subtext,
        "icons": Card.join(sorted(i.value for i in record.icons)),
        "races": Card.join(record.races),
        "keywords": Card.join(sorted(keywords)),
        "power": record.power,
        "shield": record.shield,
        "player_name": record.player_name,
        "rarity": record.rarity,
        "pack_id": pack_id,
        "illustrator": record.illustrator,
        "flavor": record.flavor,
        "is_rebuilt": record.is_rebuilt,
        "is_errata": record.is_errata,
        "expiry_date": record.expiry_date,
        "note": record.note,
        "construction": [rule_to_dict(r) for r in rules],
        "unofficial_text": record.unofficial_text,
        "source": record.source,
        "search_text": fold(search),
        "name_keys": Card.join_name_keys(fold(n) for n, kind in names if kind != CardName.Kind.TEXT),
        "game": record.game,
        "move_cost": record.move_cost,
        "d0_class": record.d0_class,
        "timing": record.timing,
        "smash": record.smash,
        "forbidden": record.forbidden,
        "unity": record.unity,
    }


# Bump when what an import writes changes in a way record_hash cannot see (the code it fingerprints is below).
IMPORTER_VERSION = 1
# The modules whose code derives a card's fields, names and regulation rows from its record.
DERIVATION_MODULES = (
    "cards.services",
    "cards.normalize",
    "cards.adapters",
    "cards.importers.regulation",
    "zxdecks.rules.cardtext",
    "zxdecks.rules.cards",
)
_RECORD_FIELDS = tuple(f.name for f in dataclasses.fields(CardRecord))
_record_values = operator.attrgetter(*_RECORD_FIELDS)
_SET_FIELDS = tuple(3 + i for i, f in enumerate(dataclasses.fields(CardRecord)) if "set[" in str(f.type))


@functools.cache
def derivation_fingerprint() -> str:
    """A digest of the importer version, the card table's columns and the deriving code: a new derived column or
    a changed rule makes every stored record hash stale, so the next import derives every card again."""
    digest = hashlib.blake2b(f"{IMPORTER_VERSION}|{','.join(f.attname for f in Card._meta.concrete_fields)}".encode())
    for name in DERIVATION_MODULES:
        digest.update(Path(sys.modules[name].__file__ or name).read_bytes())
    return digest.hexdigest()


def record_hash(record: CardRecord, pack_id: int | None, appendix_name: str | None) -> str:
    """A digest of everything a card is derived from: the record, its pack, its Appendix A name, the importer."""
    values = [derivation_fingerprint(), pack_id, appendix_name, *_record_values(record)]
    for index in _SET_FIELDS:  # a set's order varies from process to process
        if values[index] is not None:
            values[index] = sorted(map(str, values[index]))
    return hashlib.blake2b(repr(values).encode(), digest_size=16).hexdigest()


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


def _ensure_packs(chunk: Sequence[tuple[int, CardRecord]], packs: dict[str, Pack]) -> None:
    from cards.catalog import card_data_changed

    new: list[Pack] = []
    for index, record in chunk:
        if len(record.pack_code) > 16 or len(record.pack_name) > 200:
            raise RecordError(index, record.collector_number, "pack", "pack code or name too long (at most 16, 200)")
        if record.pack_code and record.pack_code not in packs:
            packs[record.pack_code] = Pack(code=record.pack_code, name=record.pack_name)
            new.append(packs[record.pack_code])
        elif record.pack_code and record.pack_name and not packs[record.pack_code].name:
            pack = packs[record.pack_code]
            pack.name = record.pack_name
            if pack.pk is not None:  # a new pack is written below with its name
                pack.save(update_fields=["name"])
    if new:
        insert_rows(Pack, new)  # one write for the chunk's new packs, which sends no row signal
        card_data_changed()


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
            _attach_images(chunk, base_dir)
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
    _ensure_packs(chunk, known_packs)
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
    for index, record, digest in pending:
        names = _names(record, appendix)
        names_by_number[record.collector_number] = names
        pack = known_packs.get(record.pack_code)
        fields = card_fields(record, pack.pk if pack else None, names)
        _check_lengths(index, record, fields, names)
        card = existing.get(record.collector_number)
        if card is None:
            to_create.append(Card(collector_number=record.collector_number, source_hash=digest, **fields))
            summary.created[record.card_type.value] += 1
        elif any(getattr(card, k) != v for k, v in fields.items()):
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
    _write_names(to_create, to_update, names_by_number)
    write_regulation(to_create, to_update, records, manual)


# Columns whose value an object holds as the database takes it (the importer builds them so): COPY sends them as
# they are. Others (JSON, files, auto_now dates) go through the field's own preparation.
_PLAIN_COLUMNS = (
    models.CharField,
    models.TextField,
    models.BooleanField,
    models.IntegerField,
    models.SmallIntegerField,
    models.PositiveIntegerField,
    models.PositiveSmallIntegerField,
    models.BigIntegerField,
    models.ForeignKey,
)


def _column_value(field: models.Field[Any, Any]) -> Callable[[models.Model], Any]:
    """How COPY reads a column from an object: the attribute as it is, or through the field's preparation."""
    if isinstance(field, models.DateField) and type(field) is models.DateField:
        plain = not (field.auto_now or field.auto_now_add)
    else:
        plain = type(field) in _PLAIN_COLUMNS
    if plain:
        return operator.attrgetter(field.attname)
    return lambda obj: field.get_db_prep_save(field.pre_save(obj, True), connection)


def insert_rows(model: type[models.Model], objs: Sequence[models.Model]) -> None:
    """Insert new rows and set their ids: one COPY on PostgreSQL, bulk_create elsewhere (SQLite 3.35+ returns the
    ids). No signals either way.

    COPY sends the values as they are, where bulk_create builds and binds a parameter per value: an import of the
    whole pool spends half the time there."""
    if not objs:
        return
    if connection.vendor != "postgresql":
        model._default_manager.bulk_create(objs, batch_size=500)
        return
    table, pk = model._meta.db_table, model._meta.pk
    fields = [f for f in model._meta.concrete_fields if f is not pk]
    values = [_column_value(f) for f in fields]
    with connection.cursor() as cursor:
        # The ids come from the table's own sequence, as an INSERT would take them.
        cursor.execute(
            "SELECT nextval(pg_get_serial_sequence(%s, %s)) FROM generate_series(1, %s)", [table, pk.column, len(objs)]
        )
        for obj, (new_id,) in zip(objs, cursor.fetchall(), strict=True):
            obj.pk = new_id
        columns = ", ".join(connection.ops.quote_name(str(f.column)) for f in [pk, *fields])
        # Through the wrapper, so the COPY is logged as queries are (tests count writes).
        with cursor.copy(f"COPY {connection.ops.quote_name(table)} ({columns}) FROM STDIN") as copy:
            for obj in objs:
                copy.write_row([obj.pk, *(value(obj) for value in values)])
    for obj in objs:
        obj._state.adding = False
        obj._state.db = connection.alias


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


def _attach_images(records: Sequence[tuple[int, CardRecord]], base_dir: Path | None) -> None:
    for index, record in records:
        if not record.image_path:
            continue
        path = (base_dir or Path.cwd()) / record.image_path
        if not path.is_file():
            raise RecordError(index, record.collector_number, "image", f"no file at {path}")
        with path.open("rb") as fh:
            from django.core.exceptions import ValidationError

            try:
                check_image(fh, path.stat().st_size)
            except ValidationError as exc:
                raise RecordError(index, record.collector_number, "image", "; ".join(exc.messages)) from None
            card_image_store(card=Card.objects.get(collector_number=record.collector_number), file=File(fh, path.name))


def card_image_store(*, card: Card, file: File[bytes]) -> Card:
    """Store a checked image and its thumbnail on a card."""
    card.image.save(f"{card.collector_number}{Path(file.name or '').suffix.lower()}", file, save=False)
    card.thumbnail.save(f"{card.collector_number}.webp", make_thumbnail(file), save=False)
    # The sizes go with the files: the pages use them for srcset and width/height.
    card.save(
        update_fields=["image", "thumbnail", "image_width", "image_height", "thumbnail_width", "thumbnail_height"]
    )
    return card


def packs_import(*, rows: Iterable[dict[str, Any]]) -> PackSummary:
    """Create or update packs from rows with code/pack_prefix, name/jp_name, release_date (YYYY-MM-DD or Y/M/D)."""
    summary = PackSummary()
    from cards.catalog import catalog_changes

    with transaction.atomic(), catalog_changes():
        for index, row in enumerate(rows):
            if not isinstance(row, dict):
                raise RecordError(index, None, "(pack)", "expected an object")
            code = str(row.get("code") or row.get("pack_prefix") or "").strip()
            if not code:
                raise RecordError(index, None, "code", "missing pack code")
            check_text(index, code, row)
            if len(code) > 16:
                raise RecordError(index, code[:16] + "…", "code", f"{len(code)} characters; at most 16")
            raw_date = str(row.get("release_date") or "").strip().replace("/", "-")
            try:
                release = dt.date.fromisoformat(raw_date) if raw_date else None
            except ValueError:
                raise RecordError(index, code, "release_date", f"{raw_date!r} is not a date") from None
            values = {
                "name": _bounded(index, code, "name", str(row.get("name") or row.get("jp_name") or ""), 200),
                "release_date": release,
                "series": _bounded(index, code, "series", str(row.get("series") or ""), 100),
            }
            pack, created = Pack.objects.get_or_create(code=code, defaults=values)
            if created:
                summary.created += 1
            elif any(getattr(pack, k) != v for k, v in values.items()):
                for key, value in values.items():
                    setattr(pack, key, value)
                pack.save()
                summary.updated += 1
            else:
                summary.unchanged += 1
    return summary


def _bounded(index: int, code: str, field_name: str, value: str, limit: int) -> str:
    if len(value) > limit:
        raise RecordError(index, code, field_name, f"{len(value)} characters; at most {limit}")
    return value


def appendix_a_apply() -> int:
    """Give every stored card with an Appendix A collector number its defined name; return how many were added."""
    added = 0
    for row in AppendixAName.objects.all():
        card = Card.objects.filter(collector_number=row.collector_number).first()
        if card is None:
            continue
        _, created = CardName.objects.get_or_create(
            card=card,
            name=row.card_name,
            kind=CardName.Kind.APPENDIX_A,
            defaults={"key": name_key(row.card_name), "search_key": fold(row.card_name)},
        )
        added += int(created)
    return added
