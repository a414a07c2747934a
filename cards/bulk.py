"""The bulk data file: the whole card database as one gzipped JSON file per card data version, in the storage.

It is written by the import (and after an admin edit, by a background task: cards.tasks), never inside a request: a request
serves the newest file there is, the previous version's until the new one is ready (docs/deploy.md).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import io
import json
import logging
import os
import re
import struct
import tempfile
import uuid
import zlib
from collections.abc import Sequence
from contextlib import ExitStack
from dataclasses import asdict, dataclass
from functools import cache
from typing import Any

import django
import rest_framework
from django.conf import settings
from django.core.files import File
from django.core.files.storage import Storage, default_storage
from django.db import connection
from django.urls import reverse
from django.utils import timezone

from cards.models import Card, CatalogVersion, Pack, RegulationEntry
from cards.selectors import RegulationIndex, card_records, regulation_index
from cards.serializers import card_objects

CHUNK = 1000  # cards per part at most (each part is serialized, compressed and reused as one)
# Level 6 (zlib's default) rather than gzip's 9: a few percent larger, several times faster to write.
COMPRESS_LEVEL = 6
FOLDER = "bulk"
_NAME = re.compile(r"cards-v(\d+)\.json\.gz")
log = logging.getLogger(__name__)


def bulk_storage() -> Storage:
    return default_storage


def bulk_name(version: int) -> str:
    return f"{FOLDER}/cards-v{version}.json.gz"


@dataclass(frozen=True)
class BulkFile:
    """A written bulk file: its name in the storage, the card data version it holds, when it was written."""

    name: str
    version: int
    modified: dt.datetime


def bulk_latest() -> BulkFile | None:
    """The newest bulk file in the storage (the current version's, or the one before while it is written). A file
    of a later version than the database's is another database's (one reset or replaced under the same storage)
    and is never served."""
    storage = bulk_storage()
    try:
        _dirs, files = storage.listdir(FOLDER)
    except FileNotFoundError:
        return None
    current = CatalogVersion.current()
    versions = [v for f in files if (m := _NAME.fullmatch(f)) and (v := int(m.group(1))) <= current]
    if not versions:
        return None
    name = bulk_name(max(versions))
    try:
        return BulkFile(name, max(versions), storage.get_modified_time(name))
    except FileNotFoundError:  # removed by a newer build between the listing and now
        return None


# The file is one gzip member whose deflate data is a run of parts, each compressed on its own and ended with a
# sync flush (as pigz does): a part of unchanged cards is copied from the previous file instead of being built
# again. A one-card import at 86k cards rebuilt the whole file in ~24 s of CPU (reading the cards ~10 s,
# serializing ~13 s, compressing 3.5 s) and so competed with the web workers for that long.
PARTS_FORMAT = 1
_PARTS = re.compile(r"cards-v(\d+)\.parts\.json")
_GZIP_HEADER = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"  # deflate, no name, mtime 0, unknown OS


def parts_name(version: int) -> str:
    return f"{FOLDER}/cards-v{version}.parts.json"


@dataclass(frozen=True)
class Part:
    """A run of cards' compressed JSON in a written file: where it lies, its CRC-32 and size uncompressed, and the
    fingerprint of what it was built from (None: never reused)."""

    first: str
    fingerprint: str | None
    offset: int
    length: int
    crc: int
    size: int


def _deflate(data: bytes, final: bool = False) -> bytes:
    """Raw deflate of data on its own, byte-aligned at the end, so that such pieces can be concatenated."""
    compressor = zlib.compressobj(COMPRESS_LEVEL, zlib.DEFLATED, -zlib.MAX_WBITS)
    return compressor.compress(data) + compressor.flush(zlib.Z_FINISH if final else zlib.Z_SYNC_FLUSH)


def _times(matrix: Sequence[int], vector: int) -> int:
    """A GF(2) 32x32 matrix (as its columns) times a 32-bit vector."""
    total, row = 0, 0
    while vector:
        if vector & 1:
            total ^= matrix[row]
        vector >>= 1
        row += 1
    return total


def _square(matrix: Sequence[int]) -> list[int]:
    return [_times(matrix, matrix[n]) for n in range(32)]


@cache
def _zero_operators() -> tuple[list[int], ...]:
    """The operators that append 2**k zero bytes to a CRC-32, for k = 0 .. 63."""
    operator = [0xEDB88320] + [1 << n for n in range(31)]  # one zero bit (the reflected polynomial)
    for _ in range(3):
        operator = _square(operator)  # 2, 4, 8 bits: one byte
    operators = [operator]
    for _ in range(63):
        operators.append(_square(operators[-1]))
    return tuple(operators)


def crc32_combine(crc1: int, crc2: int, length2: int) -> int:
    """The CRC-32 of A + B from those of A and B and the length of B (zlib's crc32_combine, which Python lacks)."""
    for operator in _zero_operators():
        if length2 <= 0:
            break
        if length2 & 1:
            crc1 = _times(operator, crc1)
        length2 >>= 1
    return crc1 ^ crc2


def _code_digest() -> str:
    """A digest of the project's own Python source: a new release of the code rebuilds every part once."""
    digest = hashlib.blake2b(digest_size=16)
    for folder in ("cards", "zxdecks"):
        for path in sorted((settings.BASE_DIR / folder).rglob("*.py")):
            digest.update(path.relative_to(settings.BASE_DIR).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def _shared_inputs(packs: dict[int, Pack], regulation: RegulationIndex, today: dt.date) -> str:
    """A digest of what every card object is built from besides its own rows: the packs, the regulation entries and
    today's statuses, the URLs and the code that writes it."""
    parts = [
        PARTS_FORMAT,
        _code_digest(),
        django.get_version(),
        rest_framework.VERSION,
        settings.SITE_URL,
        settings.MEDIA_URL,  # image URIs: the storage's base (settings, not a URL that may be signed per call)
        settings.STORAGES,
        reverse("api:card", args=["x"]),
        reverse("cards:detail", args=["x"]),
        _database_identity(),
        [[getattr(packs[pk], f.attname) for f in Pack._meta.concrete_fields] for pk in sorted(packs)],
        [[getattr(e, f.attname) for f in RegulationEntry._meta.concrete_fields] for e in regulation.entries],
        sorted(regulation.designated(today).items()),
    ]
    return hashlib.blake2b(repr(parts).encode(), digest_size=16).hexdigest()


def _database_identity() -> tuple[Any, ...]:
    """Which database the row marks belong to: a mark is unique within one PostgreSQL cluster only (a new cluster
    restored from a dump may give other rows the same marks)."""
    if connection.vendor != "postgresql":
        return ()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT (SELECT system_identifier FROM pg_control_system()), "
            "(SELECT oid FROM pg_database WHERE datname = current_database())"
        )
        return tuple(cursor.fetchone())


# PostgreSQL: a row version's (xmin, ctid) changes with every write of the row and never comes back (a new
# transaction has a new xmin; within one, an update puts the new version at a new place). A card's mark covers its
# row and its names' rows, so a part whose marks are the same was built from the same rows.
_MARKS_SQL = """
SELECT c.collector_number, c.xmin::text || c.ctid::text || COALESCE(n.marks, '')
FROM cards_card c
LEFT JOIN (
    SELECT card_id, string_agg(id::text || ':' || xmin::text || ctid::text, ',' ORDER BY id) AS marks
    FROM cards_cardname GROUP BY card_id
) n ON n.card_id = c.id
ORDER BY c.collector_number
"""


def _cards_in_order() -> list[tuple[str, str | None]]:
    """Every card's collector number in the file's order, with its change mark (None where the database has none)."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute(_MARKS_SQL)
            return [(number, mark) for number, mark in cursor.fetchall()]
    numbers = Card.objects.order_by("collector_number").values_list("collector_number", flat=True)
    return [(number, None) for number in numbers]


def _runs(cards: list[tuple[str, str | None]], firsts: set[str]) -> list[list[tuple[str, str | None]]]:
    """The cards cut into runs of at most CHUNK, also at the previous file's part boundaries: a new or removed card
    changes the run it falls in, not every run after it."""
    runs: list[list[tuple[str, str | None]]] = []
    for card in cards:
        if not runs or card[0] in firsts or len(runs[-1]) >= CHUNK:
            runs.append([])
        runs[-1].append(card)
    return runs


class _DataChanged(Exception):
    """Cards changed while the file was written (a card of a run is gone): the change's own build writes it."""


def _file_digest(content: Any) -> str:
    """A digest of a file's bytes, read from the start."""
    content.seek(0)
    digest = hashlib.blake2b(digest_size=16)
    while block := content.read(1024 * 1024):
        digest.update(block)
    return digest.hexdigest()


def _previous_parts(storage: Storage, version: int, stack: ExitStack) -> tuple[Any, dict[str, Part]]:
    """The newest older file, open, and its reusable parts by fingerprint; (None, {}) unless its parts list is
    there, readable and written for exactly that file (two builders of one version may lay it out differently)."""
    latest = bulk_latest()
    if latest is None or latest.version >= version:
        return None, {}
    try:
        old = stack.enter_context(storage.open(latest.name, "rb"))
        with storage.open(parts_name(latest.version)) as listed:
            saved = json.load(listed)
        if saved.get("format") != PARTS_FORMAT or saved.get("digest") != _file_digest(old):
            return None, {}
        parts = [Part(**part) for part in saved["parts"]]
    except Exception:  # any storage error (gone, replaced, an object store's own) only costs a rebuild
        return None, {}
    return old, {p.fingerprint: p for p in parts if p.fingerprint}


def _build_run(numbers: list[str], packs: dict[int, Pack], regulation: RegulationIndex, today: dt.date) -> bytes:
    """The JSON of a run of cards: their card objects, one per line, separated by commas."""
    cards = list(Card.objects.filter(collector_number__in=numbers).order_by("collector_number"))
    for card in cards:
        card.pack = packs.get(card.pack_id) if card.pack_id else None
    if len(cards) != len(numbers):
        raise _DataChanged
    items = card_objects(card_records(cards, today, regulation), settings.SITE_URL)
    return ",\n".join(json.dumps(item, ensure_ascii=False) for item in items).encode()


def _write_file(out: Any, version: int, storage: Storage) -> list[Part]:
    """Write the gzipped file of a version to out, reusing the previous file's unchanged parts; its parts.
    _DataChanged when a card went away meanwhile."""
    # The few packs are read once and shared, not built again for each card (select_related would).
    packs = {pack.pk: pack for pack in Pack.objects.all()}
    regulation = regulation_index()  # read once for every run
    today = timezone.localdate()
    shared = _shared_inputs(packs, regulation, today)
    cards = _cards_in_order()
    written: list[Part] = []
    crc, size = 0, 0
    out.write(_GZIP_HEADER)
    offset = len(_GZIP_HEADER)

    def put(compressed: bytes, piece_crc: int, piece_size: int) -> None:
        nonlocal crc, size, offset
        out.write(compressed)
        crc, size, offset = crc32_combine(crc, piece_crc, piece_size), size + piece_size, offset + len(compressed)

    def put_plain(data: bytes, final: bool = False) -> None:
        put(_deflate(data, final), zlib.crc32(data), len(data))

    put_plain(f'{{"object": "bulk_data", "version": {version}, "data": ['.encode())
    with ExitStack() as stack:
        old, reusable = _previous_parts(storage, version, stack)
        for n, run in enumerate(_runs(cards, {p.first for p in reusable.values()})):
            if n:
                put_plain(b",\n")
            marks = [mark for _number, mark in run]
            fingerprint = None
            if None not in marks:
                lines = "\n".join(f"{number}\t{mark}" for number, mark in run)
                fingerprint = hashlib.blake2b(f"{shared}\n{lines}".encode(), digest_size=16).hexdigest()
            start = offset
            part = reusable.get(fingerprint) if fingerprint else None
            if part is not None:
                old.seek(part.offset)
                compressed = old.read(part.length)
                if len(compressed) == part.length:
                    put(compressed, part.crc, part.size)
                    written.append(Part(run[0][0], fingerprint, start, part.length, part.crc, part.size))
                    continue
            data = _build_run([number for number, _mark in run], packs, regulation, today)
            put_plain(data)
            written.append(Part(run[0][0], fingerprint, start, offset - start, zlib.crc32(data), len(data)))
    put_plain(b"]}\n", final=True)
    out.write(struct.pack("<II", crc, size & 0xFFFFFFFF))
    return written


def bulk_build() -> BulkFile | None:
    """Write the bulk file of the current version unless it exists, reusing the previous file's unchanged parts;
    older files are removed. None when the data changed while it was written (the change's own build writes the
    newer file)."""
    storage = bulk_storage()
    version = CatalogVersion.current()
    name = bulk_name(version)
    if not storage.exists(name):
        with tempfile.SpooledTemporaryFile(max_size=8 * 1024 * 1024) as spool:
            try:
                parts = _write_file(spool, version, storage)
            except _DataChanged:
                return None
            if CatalogVersion.current() != version:
                return None
            # The list names the file it was written for: another builder of this version may store its own file
            # between this one's file and list, and its parts lie elsewhere.
            listing = {"format": PARTS_FORMAT, "digest": _file_digest(spool), "parts": [asdict(p) for p in parts]}
            spool.seek(0)
            _store(storage, name, spool)
        _store(storage, parts_name(version), io.BytesIO(json.dumps(listing).encode()))
    # Older versions' files go, and those of versions the database never reached (another database's); a newer
    # version's file, written by a build that finished first, stays: it is the one to serve.
    now = CatalogVersion.current()
    for old in storage.listdir(FOLDER)[1]:
        if (match := _NAME.fullmatch(old) or _PARTS.fullmatch(old)) and not version <= int(match.group(1)) <= now:
            storage.delete(f"{FOLDER}/{old}")
    return BulkFile(name, version, storage.get_modified_time(name))


def _store(storage: Storage, name: str, content: Any) -> None:
    """Save under a unique temporary name, then rename into place: readers see the old file or the whole new one,
    and concurrent builders never share a temporary file."""
    temporary = storage.save(f"{FOLDER}/.tmp-{uuid.uuid4().hex}-{name.rsplit('/', 1)[1]}", File(content))
    try:
        os.replace(storage.path(temporary), storage.path(name))
    except NotImplementedError:
        # No local paths (an object store): a single upload of an object replaces it atomically already.
        storage.delete(temporary)
        if storage.exists(name):
            storage.delete(name)
        content.seek(0)
        storage.save(name, File(content))


def rebuild_after_import(**kwargs: Any) -> None:
    """Signal receiver: write the new bulk file right after an import (in the importing process)."""
    bulk_build()
