"""The bulk data file: the whole card database as one gzipped JSON file per card data version, in the storage.

It is written by the import (and after an admin edit, by a child process), never inside a request: a request
serves the newest file there is, the previous version's until the new one is ready (docs/deploy.md).
"""

from __future__ import annotations

import datetime as dt
import gzip
import json
import logging
import os
import re
import subprocess
import sys
import tempfile
import threading
import uuid
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.files import File
from django.core.files.storage import Storage, default_storage
from django.db import close_old_connections, connection
from django.utils import timezone

from cards.models import Card, CatalogVersion, Pack
from cards.selectors import card_records, regulation_index
from cards.serializers import card_objects

CHUNK = 1000
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
    """The newest bulk file in the storage (the current version's, or the one before while it is written)."""
    storage = bulk_storage()
    try:
        _dirs, files = storage.listdir(FOLDER)
    except FileNotFoundError:
        return None
    versions = [int(m.group(1)) for f in files if (m := _NAME.fullmatch(f))]
    if not versions:
        return None
    name = bulk_name(max(versions))
    try:
        return BulkFile(name, max(versions), storage.get_modified_time(name))
    except FileNotFoundError:  # removed by a newer build between the listing and now
        return None


def _write_json(out: Any, version: int) -> None:
    out.write(f'{{"object": "bulk_data", "version": {version}, "data": ['.encode())
    # The few packs are read once and shared, not built again for each card (select_related would).
    packs = {pack.pk: pack for pack in Pack.objects.all()}
    regulation = regulation_index()  # read once for every chunk
    today = timezone.localdate()
    cards_in_order = Card.objects.order_by("collector_number")
    after = None
    separator = ""
    while True:
        cards = list((cards_in_order.filter(collector_number__gt=after) if after else cards_in_order)[:CHUNK])
        if not cards:
            break
        for card in cards:
            card.pack = packs.get(card.pack_id) if card.pack_id else None
        items = card_objects(card_records(cards, today, regulation), settings.SITE_URL)
        # One write per chunk: the compressor is fed large blocks.
        out.write((separator + ",\n".join(json.dumps(item, ensure_ascii=False) for item in items)).encode())
        separator = ",\n"
        after = cards[-1].collector_number
    out.write(b"]}\n")


def bulk_build() -> BulkFile | None:
    """Write the bulk file of the current version unless it exists; older files are removed. None when the data
    changed while it was written (the change's own build writes the newer file)."""
    storage = bulk_storage()
    version = CatalogVersion.current()
    name = bulk_name(version)
    if not storage.exists(name):
        with tempfile.SpooledTemporaryFile(max_size=8 * 1024 * 1024) as spool:
            # Level 6 (zlib's default) rather than gzip's 9: a few percent larger, several times faster to write.
            with gzip.GzipFile(fileobj=spool, mode="wb", mtime=0, compresslevel=COMPRESS_LEVEL) as out:
                _write_json(out, version)
            if CatalogVersion.current() != version:
                return None
            spool.seek(0)
            _store(storage, name, spool)
    for old in storage.listdir(FOLDER)[1]:
        if old != name.rsplit("/", 1)[1] and _NAME.fullmatch(old):
            storage.delete(f"{FOLDER}/{old}")
    return BulkFile(name, version, storage.get_modified_time(name))


def _store(storage: Storage, name: str, content: Any) -> None:
    """Save under a unique temporary name, then rename into place: readers see the old file or the whole new one,
    and concurrent builders never share a temporary file."""
    temporary = storage.save(f"{FOLDER}/.tmp-{uuid.uuid4().hex}.json.gz", File(content))
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


def bulk_build_in_background() -> None:
    """Write the bulk file after an admin edit without the request waiting, while requests serve the previous file.

    With BULK_BUILD_PROCESS (the default) it is written by `manage.py build_bulk_file` in a child process at the
    batch priority: built in a thread of the web worker it held the worker's interpreter lock for the whole build
    (half a minute at 86k cards) and that worker's lookups meanwhile took 7-11x as long at the 99th percentile
    (docs/performance.md). A thread of this process waits for the child and logs a failure. Without it (the test
    suite, whose database a child process cannot see) the thread builds the file itself."""

    def run() -> None:
        if settings.BULK_BUILD_PROCESS:
            _build_in_child()
            return
        try:
            bulk_build()
        finally:
            close_old_connections()
            connection.close()

    threading.Thread(target=run, name="bulk-build", daemon=True).start()


BUILD_TIMEOUT = 30 * 60


def _build_in_child() -> None:
    """Run build_bulk_file in a child process with this process's environment (its settings); log a failure."""
    command = [sys.executable, str(settings.BASE_DIR / "manage.py"), "build_bulk_file"]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=BUILD_TIMEOUT, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        log.error("bulk file: %s failed: %s", " ".join(command[1:]), exc)
        return
    if done.returncode:
        # Also when the card data changed again meanwhile: that change's own build writes the newer file.
        log.warning("bulk file: build_bulk_file exited %s: %s", done.returncode, done.stderr.strip()[-2000:])
