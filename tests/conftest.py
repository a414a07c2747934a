"""Shared fixtures: fast password hashing, users, and the real card data when it is beside the repo."""

from __future__ import annotations

import importlib
import io
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import hypothesis
import pytest
from django.conf import settings

# Hypothesis's per-example deadline is a timing check, and speed is measured by the benchmarks in bench/, not by
# tests: on a busy box (the suite runs one worker per core) a slow example is not a failure.
hypothesis.settings.register_profile("zxdecks", deadline=None)
hypothesis.settings.load_profile("zxdecks")


def pytest_configure(config: pytest.Config) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    settings.CARD_CACHE_SECONDS = 0  # tests change card data constantly; check the version on every lookup
    # A busy CI box must not turn a test's search into a refusal; tests/cards/test_search_limits.py sets its own.
    settings.SEARCH_TIME_LIMIT_MS = 0
    # An import lowers its process's CPU priority (cards.batch): in the suite that process is a pytest worker, which
    # then ran every later test at nice 10, behind the live server's browser and anything else on the box. Tests of
    # that behaviour set IMPORT_NICENESS themselves (tests/cards/test_importers.py, test_bulk_build.py).
    settings.IMPORT_NICENESS = 0
    # Tasks run inside the call that queues them (issue 32): a test sees their effects at once, with no worker.
    # tests/tasks/test_worker_killed.py runs a real worker on a database of its own.
    from django_tasks.signals import clear_tasks_handlers

    settings.TASKS = {"default": {"BACKEND": "django_tasks.backends.immediate.ImmediateBackend"}}
    clear_tasks_handlers(setting="TASKS")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On the compiled engine (zxdecks/rules/native.py) the tests that replace a part of it cannot run: a compiled
    caller keeps the original function, a native class takes no new method and no stand-in."""
    from zxdecks.rules import native

    if not native.compiled():
        return
    skip = pytest.mark.skip(reason="replaces a part of the engine: runs on the interpreted engine only")
    for item in items:
        if item.get_closest_marker("interpreted"):
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _own_scheduling_group(monkeypatch, tmp_path):
    """An import run by a test never changes the CPU share of the session running the suite (cards.batch)."""
    group = tmp_path / "autogroup"
    group.write_text("/autogroup-1 nice 0\n")
    monkeypatch.setattr("cards.batch.AUTOGROUP", group)


@pytest.fixture(autouse=True)
def _isolated_media_and_cache(settings, tmp_path):
    """Uploaded files, deck images and bulk files go to a fresh folder; throttle counters start at zero."""
    from django.core.cache import cache

    from zxdecks.ratelimit_blocks import blocks

    settings.MEDIA_ROOT = tmp_path / "media"
    cache.clear()
    blocks.reset()  # the worker's own shares of the counters, cleared with them
    yield
    cache.clear()
    blocks.reset()


@pytest.fixture(autouse=True)
def _site_language():
    """Each test starts in the site's language: a request answered in English (Accept-Language) leaves English active
    in the thread, and a later test rendering without a request (a sheet, a mail) would be in English."""
    from django.conf import settings
    from django.utils import translation

    translation.activate(settings.LANGUAGE_CODE)
    yield
    translation.activate(settings.LANGUAGE_CODE)


@pytest.fixture(autouse=True)
def _fresh_card_cache():
    """Each test starts with an empty card cache (a rolled-back test may have filled it)."""
    from cards.catalog import catalog

    catalog.clear()
    yield
    catalog.clear()


@pytest.fixture
def user(django_user_model):
    return django_user_model.objects.create_user(username="alice", password="correct horse battery")


@pytest.fixture
def other_user(django_user_model):
    return django_user_model.objects.create_user(username="bob", password="correct horse battery")


def _card_rows() -> int:
    from cards.models import Card

    return Card.objects.count()


def ensure_appendix_a() -> None:
    """Load Appendix A again if a transactional test's flush emptied it (a migration loads it, not an import)."""
    from django.apps import apps

    from cards.models import AppendixAName

    if not AppendixAName.objects.exists():
        importlib.import_module("cards.migrations.0002_appendix_a").load(apps, None)


def load_demo_cards() -> int:
    """Import the demo card set through the project's importer; the number of card rows afterwards."""
    from django.core.management import call_command

    ensure_appendix_a()
    # Test data, not an import the site serves: a reload in a test's setup (after a transactional test flushed the
    # tables) must not leave a bulk file in that test's storage.
    with no_bulk_file():
        call_command("load_demo", stdout=io.StringIO())
    return _card_rows()


# The card tables an import writes, parents first (a card names its pack; names and designations name their card).
CARD_MODELS = ("Pack", "Card", "CardName", "RegulationEntry")


def snapshot_card_rows() -> dict[str, list[tuple[Any, ...]]]:
    """Every row of the card tables as the database driver reads it (a JSON column as its text), to put back with
    restore_card_rows()."""
    from django.apps import apps
    from django.db import connection

    snapshot = {}
    with connection.cursor() as cursor:
        for name in CARD_MODELS:
            meta = apps.get_model("cards", name)._meta
            columns = ", ".join(connection.ops.quote_name(f.column) for f in meta.concrete_fields)
            cursor.execute(f"SELECT {columns} FROM {meta.db_table} ORDER BY {meta.pk.column}")  # noqa: S608
            snapshot[name] = cursor.fetchall()
    return snapshot


def restore_card_rows(snapshot: dict[str, list[tuple[Any, ...]]]) -> int:
    """Write a snapshot of the card tables back into empty ones (after clear_card_data or a flush) as the import that
    made it left them: the same rows and ids, the id sequences past them, the card data version moved once and, on
    PostgreSQL, the search statistics refreshed as after an import of that many cards. The card rows afterwards.

    An import of a whole set costs seconds of CPU (the real pool ~7 s, the demo set ~1.7 s), a copy a fraction of a
    second. Each set is still imported through the importer, once per worker; later copies come from its snapshot."""
    from django.apps import apps
    from django.core.management.color import no_style
    from django.db import connection

    from cards.catalog import card_data_changed

    ensure_appendix_a()
    written = []
    with connection.cursor() as cursor:
        for name, rows in snapshot.items():
            model = apps.get_model("cards", name)
            fields = model._meta.concrete_fields
            columns = ", ".join(connection.ops.quote_name(f.column) for f in fields)
            marks = ", ".join(["%s"] * len(fields))
            if rows:
                cursor.executemany(f"INSERT INTO {model._meta.db_table} ({columns}) VALUES ({marks})", rows)  # noqa: S608
            written.append(model)
        for statement in connection.ops.sequence_reset_sql(no_style(), written):
            cursor.execute(statement)
    card_data_changed()
    if connection.vendor == "postgresql":
        from cards.search_index import _refresh

        _refresh()  # what an import of this many cards does (cards.search_index.refresh_search_statistics)
    return _card_rows()


def reload_demo_cards() -> int:
    """Put the demo set back into emptied card tables: imported through the importer the first time in this worker,
    copied from that import's snapshot afterwards."""
    if _DEMO["snapshot"] is None:
        rows = load_demo_cards()
        _DEMO["snapshot"] = snapshot_card_rows()
        return rows
    return restore_card_rows(_DEMO["snapshot"])


@contextmanager
def no_bulk_file() -> Iterator[None]:
    """Imports of test data write no bulk file: one outside a test (a module's real pool) would land in the
    development media folder, where `make run` served it as its own newer file."""
    from cards.bulk import rebuild_after_import
    from cards.services import cards_imported

    cards_imported.disconnect(dispatch_uid="cards-bulk-rebuild")
    try:
        yield
    finally:
        cards_imported.connect(rebuild_after_import, dispatch_uid="cards-bulk-rebuild")


def clear_card_data() -> None:
    """Remove every card row, committing when outside a transaction; the card data version moves once."""
    from django.db.models.signals import post_delete

    from cards.catalog import card_data_changed
    from cards.models import Card, CardName, Pack, RegulationEntry

    # Row by row, the catalog's post_delete handler would bump the version once per card name: hundreds of writes.
    models = (Card, CardName, RegulationEntry)
    for model in models:
        post_delete.disconnect(sender=model, dispatch_uid=f"catalog-delete-{model.__name__}")
    try:
        RegulationEntry.objects.all().delete()
        CardName.objects.all().delete()
        Card.objects.all().delete()
        Pack.objects.all().delete()
    finally:
        for model in models:
            post_delete.connect(card_data_changed, sender=model, dispatch_uid=f"catalog-delete-{model.__name__}")
    card_data_changed()


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """The test database with the demo card set imported once for the whole run.

    Every test's transaction rolls back to this state, so a test that edits or deletes demo cards leaves them
    intact for the next. Tests that need an empty card table use `no_cards`.
    """
    with django_db_blocker.unblock():
        _DEMO["rows"] = reload_demo_cards()


# Card rows right after the session's import of the demo set, and that import's snapshot (snapshot_card_rows).
_DEMO: dict[str, Any] = {"rows": 0, "snapshot": None}


@pytest.fixture
def demo_cards(db):
    """The demo card set (already in the database); reloaded only after a transactional test flushed the tables."""
    # pytest-django runs transactional tests (live_server, browser, PostgreSQL row locks) after every other database
    # test; each of them ends with a flush of every table, so the next one finds the cards gone and reloads them.
    if _card_rows() != _DEMO["rows"]:
        clear_card_data()
        reload_demo_cards()


@pytest.fixture
def appendix_a(db):
    """Appendix A in the database, as the migration loaded it (a transactional test earlier in this worker may have
    flushed it)."""
    ensure_appendix_a()


@pytest.fixture
def no_cards(db):
    """An empty card database for this test only (rolled back with the test)."""
    clear_card_data()


def real_data_path(name: str = "zx_cards_haronomagia_2025-09.json") -> Path:
    return Path(settings.SHARED_DATA_DIR) / name


requires_real_data = pytest.mark.skipif(
    not real_data_path().is_file(), reason="the real card data (../shared/data) is not beside the repo"
)


# Files whose tests use the real pool (real_pool): one work unit for pytest-xdist, so one worker runs them one after
# another with the pool imported once, and the demo set put back once after them.
REAL_POOL_FILES = frozenset({
    "tests/cards/test_every_writer_reads_back.py", "tests/cards/test_real_data.py",
    "tests/cards/test_real_fidelity.py", "tests/decks/test_legality_real.py", "tests/decks/test_real_pool.py",
})  # fmt: skip


@pytest.hookimpl(optionalhook=True, tryfirst=True)
def pytest_xdist_make_scheduler(config, log):
    """`--dist loadfile`, with the files of REAL_POOL_FILES in one work unit."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling  # type: ignore[import-untyped]

    class RealPoolTogether(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = super()._split_scope(nodeid)
            return "real pool files" if path in REAL_POOL_FILES else path

    return RealPoolTogether(config, log)


@pytest.fixture(scope="module")
def real_pool(django_db_setup, django_db_blocker):
    """The real card list and packs instead of the demo set for a test module; the import's output. The first module
    of a worker to ask imports them through the importer; later modules get a copy of that import (restore_card_rows)
    or, right after another real-pool module, the pool it left. The demo set is back before the next test that does
    not ask for the pool (pytest_runtest_setup below)."""
    with django_db_blocker.unblock():
        if not (_REAL_POOL["loaded"] and _card_rows() == len(_REAL_POOL["snapshot"]["Card"])):
            clear_card_data()
            if _REAL_POOL["snapshot"] is None:
                _REAL_POOL["output"] = _import_real_pool()
                _REAL_POOL["snapshot"] = snapshot_card_rows()
            else:
                restore_card_rows(_REAL_POOL["snapshot"])
            _REAL_POOL["loaded"] = True
    return _REAL_POOL["output"]


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """The demo set back in place of the real pool before the first test after a real-pool module that does not ask
    for the pool: before any of its fixtures (a test's transaction would roll the reload back)."""
    if _REAL_POOL["loaded"] and "real_pool" not in getattr(item, "fixturenames", ()):
        from pytest_django.plugin import blocking_manager_key

        with item.config.stash[blocking_manager_key].unblock():
            clear_card_data()
            reload_demo_cards()
        _REAL_POOL["loaded"] = False


# This worker's import of the real pool (output and snapshot), and whether the card tables hold it now.
_REAL_POOL: dict[str, Any] = {"output": "", "snapshot": None, "loaded": False}


def _import_real_pool() -> str:
    """Import the real card list and packs into empty card tables through the project's importer; its output."""
    from django.core.management import call_command
    from django.db import connection

    ensure_appendix_a()
    out = io.StringIO()
    # A whole-pool import is maintenance, as docs/deploy.md says of `DB_STATEMENT_TIMEOUT_MS=0`: on a busy CI
    # box one of its statements (index build, VACUUM) can pass the requests' 5 s limit.
    # The limit is put back afterwards: the connection outlives the module, and later tests check the limit.
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SET statement_timeout = 0")
    try:
        with no_bulk_file():
            call_command("import_cards", str(real_data_path()), stdout=out)
            call_command("import_cards", str(real_data_path("zx_packs.json")), stdout=io.StringIO())
    finally:
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("RESET statement_timeout")
    return out.getvalue()
