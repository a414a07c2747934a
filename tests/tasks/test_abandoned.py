"""Issue 32: the tasks of workers that died are queued again (a dead process on this host at once, another host's
after its lease); one that keeps killing its workers is failed, saying so. On RQ, RQ's own retries do this."""

from __future__ import annotations

import datetime as dt
import os
import socket
import subprocess
import sys

import pytest
from django.utils import timezone

from tests.tasks.support import flaky

HOST = socket.gethostname()[:40]


@pytest.fixture
def database_queue(settings, db):
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    settings.TASKS_LEASE_SECONDS = 3600


@pytest.fixture
def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def _running(worker_ids: list[str], started_minutes_ago: float = 1) -> str:
    from django_tasks_db.models import DBTaskResult

    result = flaky.enqueue(path="/nonexistent/calls", failures=0)
    started = timezone.now() - dt.timedelta(minutes=started_minutes_ago)
    DBTaskResult.objects.filter(pk=result.id).update(status="RUNNING", worker_ids=worker_ids, started_at=started)
    return result.id


def _status(task_id: str) -> str:
    from django_tasks_db.models import DBTaskResult

    return DBTaskResult.objects.get(pk=task_id).status


def test_a_task_of_a_dead_worker_on_this_host_is_queued_again_at_once(database_queue, dead_pid, caplog):
    from zxdecks.tasks.worker import requeue_abandoned

    dead = _running([f"{HOST}:{dead_pid}:abcdefgh"])
    alive = _running([f"{HOST}:{os.getppid()}:abcdefgh"])  # a live process (pytest's parent)
    assert requeue_abandoned() == 1
    assert (_status(dead), _status(alive)) == ("READY", "RUNNING")
    assert f"was running on worker {HOST}:{dead_pid}:abcdefgh, which is gone; queued again" in caplog.text


def test_a_task_of_another_host_is_queued_again_only_after_its_lease(database_queue):
    from zxdecks.tasks.worker import requeue_abandoned

    recent = _running(["other-host:123:abcdefgh"], started_minutes_ago=5)
    stale = _running(["other-host:123:abcdefgh"], started_minutes_ago=61)
    assert requeue_abandoned() == 1
    assert (_status(recent), _status(stale)) == ("RUNNING", "READY")


def test_a_task_whose_workers_keep_dying_is_failed_with_the_reason(database_queue, dead_pid):
    from django_tasks_db.models import DBTaskResult

    from zxdecks.tasks.worker import MAX_ABANDONED_RUNS, requeue_abandoned

    task_id = _running([f"{HOST}:{dead_pid}:run{n}" for n in range(MAX_ABANDONED_RUNS)])
    assert requeue_abandoned() == 0
    row = DBTaskResult.objects.get(pk=task_id)
    assert row.status == "FAILED"
    assert row.exception_class_path == "zxdecks.tasks.worker.AbandonedTask"
    assert row.traceback.startswith("5 workers died while running this task")


def test_an_rq_job_of_a_task_carries_its_retries_and_backoff_so_rq_runs_it_again():
    from redis import Redis

    from zxdecks.tasks.rq import RetryingQueue

    queue = RetryingQueue("default", connection=Redis.from_url("redis://127.0.0.1:6379/15"))
    job = queue.create_job("tests.tasks.support.flaky", kwargs={"path": "x", "failures": 0})
    assert (job.retries_left, job.retry_intervals) == (2, [10, 20])
    plain = queue.create_job("os.getcwd")
    assert plain.retries_left is None


def test_the_worker_command_refuses_the_immediate_backend(settings):
    from django.core.management import CommandError, call_command

    with pytest.raises(CommandError, match="immediate:// runs every task where it is queued"):
        call_command("tasks_worker", "--no-reload")
