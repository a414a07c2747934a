"""Issue 32: a worker killed mid-task loses nothing — the next worker runs the task again, and since every task is
idempotent its effect happens once. Real worker processes (manage.py tasks_worker) on a database of their own."""

from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _wait_for(check, what: str, seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up waiting for {what}")
        time.sleep(0.05)


@pytest.fixture
def worker_env(tmp_path):
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{tmp_path / 'tasks.sqlite3'}",
        "TASKS_URL": "database://",
        "MEDIA_ROOT": str(tmp_path / "media"),
        "IMPORT_NICENESS": "0",
        "DEBUG": "1",
    }
    subprocess.run([sys.executable, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=env, check=True)
    return env


def _worker(env) -> subprocess.Popen[str]:
    command = [sys.executable, "manage.py", "tasks_worker", "--no-reload", "--interval", "0.1"]
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def test_a_worker_killed_mid_task_loses_nothing_and_the_task_takes_effect_once(worker_env, tmp_path):
    folder = tmp_path / "work"
    folder.mkdir()
    enqueue = (
        "import django; django.setup(); from tests.tasks.support import block_then_record; "
        f"print(block_then_record.enqueue(folder={str(folder)!r}, key='deck-42').id)"
    )
    env = {**worker_env, "DJANGO_SETTINGS_MODULE": "zxdecks.settings"}
    task_id = subprocess.run(
        [sys.executable, "-c", enqueue], cwd=ROOT, env=env, check=True, capture_output=True, text=True
    ).stdout.strip()
    starts = folder / "starts"

    first = _worker(worker_env)
    try:
        _wait_for(lambda: starts.exists() and len(starts.read_text().split()) == 1, "the first worker to start it")
    finally:
        first.kill()  # SIGKILL mid-task: no handler runs, the task stays "running" in the database
        first.wait(10)
    assert not (folder / "effects").exists()
    (folder / "go").touch()

    second = _worker(worker_env)
    try:
        _wait_for(lambda: (folder / "effects").exists(), "the second worker to finish it")
        _wait_for(lambda: _row(tmp_path, task_id)[0] == "SUCCESSFUL", "the result to be recorded")
    finally:
        second.terminate()
        output = second.communicate(timeout=30)[0]
    assert (folder / "effects").read_text().split() == ["deck-42"]
    first_pid, second_pid = starts.read_text().split()
    assert (int(first_pid), int(second_pid)) == (first.pid, second.pid)
    _, worker_ids = _row(tmp_path, task_id)
    assert [w.split(":")[:2] for w in worker_ids] == [
        [socket.gethostname()[:40], str(first.pid)],
        [socket.gethostname()[:40], str(second.pid)],
    ]
    assert f"was running on worker {worker_ids[0]}, which is gone; queued again" in output


def _row(tmp_path: Path, task_id: str) -> tuple[str, list[str]]:
    import json

    with sqlite3.connect(tmp_path / "tasks.sqlite3") as db:
        status, worker_ids = db.execute(
            "SELECT status, worker_ids FROM django_tasks_database_dbtaskresult WHERE replace(id, '-', '') = ?",
            (task_id.replace("-", ""),),
        ).fetchone()
    return status, json.loads(worker_ids)
