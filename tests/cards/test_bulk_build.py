"""Issue 16: an admin edit's bulk file is written by a child process, not by the web worker that served the edit
(a build in the worker's own thread held its interpreter lock for the whole build)."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest
from django.db import connection

from cards import bulk
from cards.models import CatalogVersion
from tests.conftest import wait_for_bulk_builds


def test_an_admin_edits_bulk_file_is_written_by_a_child_process_not_by_the_worker(settings, monkeypatch):
    settings.BULK_BUILD_PROCESS = True
    ran: list[list[str]] = []

    def child(command, **kwargs):
        ran.append(command)
        return subprocess.CompletedProcess(command, 0, "", "")

    def in_the_worker():
        raise AssertionError("the worker built the bulk file itself")

    monkeypatch.setattr(bulk.subprocess, "run", child)
    monkeypatch.setattr(bulk, "bulk_build", in_the_worker)
    bulk.bulk_build_in_background()
    wait_for_bulk_builds()
    assert ran == [[sys.executable, str(settings.BASE_DIR / "manage.py"), "build_bulk_file"]]


def test_a_child_that_fails_is_logged_with_what_it_said(settings, monkeypatch, caplog):
    settings.BULK_BUILD_PROCESS = True
    monkeypatch.setattr(
        bulk.subprocess,
        "run",
        lambda command, **kw: subprocess.CompletedProcess(command, 1, "", "CommandError: card data changed"),
    )
    bulk.bulk_build_in_background()
    wait_for_bulk_builds()
    assert "build_bulk_file exited 1: CommandError: card data changed" in caplog.text


def test_the_build_command_runs_at_the_batch_priority(settings, monkeypatch, demo_cards):
    from django.core.management import call_command

    settings.IMPORT_NICENESS = 10
    changes: list[int] = []
    monkeypatch.setattr("os.getpriority", lambda which, who: 0)
    monkeypatch.setattr("os.setpriority", lambda which, who, value: changes.append(value))
    call_command("build_bulk_file", stdout=io.StringIO())
    assert changes == [10]


@pytest.mark.skipif(
    connection.vendor != "postgresql", reason="a child process cannot see SQLite's in-memory test database"
)
@pytest.mark.django_db(transaction=True)
def test_the_child_process_writes_the_current_versions_file(settings, monkeypatch, tmp_path):
    from tests.conftest import _card_rows, load_demo_cards

    if not _card_rows():  # an earlier transactional test flushed the tables
        load_demo_cards()
    db = connection.settings_dict
    password = f":{db['PASSWORD']}" if db.get("PASSWORD") else ""
    url = f"postgres://{db['USER']}{password}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
    monkeypatch.setenv("DATABASE_URL", url)
    monkeypatch.setenv("MEDIA_ROOT", str(tmp_path / "child-media"))
    monkeypatch.setenv("IMPORT_NICENESS", "0")
    bulk._build_in_child()
    version = CatalogVersion.current()
    assert (tmp_path / "child-media" / bulk.bulk_name(version)).is_file()
