"""The database backend's worker: django-tasks-db's worker loop, plus requeueing the tasks of workers that died."""

from __future__ import annotations

import datetime as dt
import logging
import os
import socket
import threading
from pathlib import Path

from django.conf import settings
from django.db import close_old_connections, connection
from django.utils import timezone
from django.utils.crypto import get_random_string
from django_tasks import TaskResultStatus
from django_tasks_db.management.commands.db_worker import Worker
from django_tasks_db.models import DBTaskResult

log = logging.getLogger("zxdecks.tasks")

# A task whose workers died this many times is marked failed instead of queued again: it is what kills them.
MAX_ABANDONED_RUNS = 5
# How often a running worker looks for tasks abandoned by workers on other machines (their lease ran out).
RECOVER_EVERY_SECONDS = 60


def worker_id() -> str:
    """host:pid:random — the host and process let another worker on the same host see that this one is gone."""
    return f"{socket.gethostname()[:40]}:{os.getpid()}:{get_random_string(8)}"


def _process_gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    try:  # a killed child its parent has not reaped yet is a zombie: gone all the same
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except (OSError, IndexError):
        return False


def _abandoned(task: DBTaskResult[..., object], host: str, cutoff: dt.datetime) -> bool:
    """Whether a running task's worker is gone: a dead process on this host, or no news for a whole lease."""
    last = task.worker_ids[-1] if task.worker_ids else ""
    worker_host, _, rest = last.partition(":")
    pid = rest.partition(":")[0]
    if worker_host == host and pid.isdigit() and int(pid) != os.getpid():
        return _process_gone(int(pid))
    return task.started_at is None or task.started_at < cutoff


def requeue_abandoned() -> int:
    """Queue again every running task whose worker died (killed, or its machine gone): tasks are idempotent, so
    running one again loses nothing. A task abandoned MAX_ABANDONED_RUNS times is marked failed, saying so.
    The number of tasks queued again."""
    host = socket.gethostname()[:40]
    cutoff = timezone.now() - dt.timedelta(seconds=settings.TASKS_LEASE_SECONDS)
    requeued = 0
    for task in DBTaskResult.objects.running().only("id", "task_path", "worker_ids", "started_at"):
        if not _abandoned(task, host, cutoff):
            continue
        still_running = DBTaskResult.objects.filter(
            pk=task.pk, status=TaskResultStatus.RUNNING, started_at=task.started_at
        )
        if len(task.worker_ids) >= MAX_ABANDONED_RUNS:
            why = (
                f"{len(task.worker_ids)} workers died while running this task ({', '.join(task.worker_ids)}); "
                "it is not queued again"
            )
            if still_running.update(
                status=TaskResultStatus.FAILED,
                finished_at=timezone.now(),
                exception_class_path="zxdecks.tasks.worker.AbandonedTask",
                traceback=why,
            ):
                log.error("task %s (%s) failed: %s", task.task_path, task.pk, why)
            continue
        if still_running.update(status=TaskResultStatus.READY, started_at=None):
            requeued += 1
            log.warning(
                "task %s (%s) was running on worker %s, which is gone; queued again",
                task.task_path,
                task.pk,
                task.worker_ids[-1] if task.worker_ids else "?",
            )
    return requeued


def _recover_forever(stop: threading.Event) -> None:
    while not stop.wait(RECOVER_EVERY_SECONDS):
        try:
            requeue_abandoned()
        except Exception:
            log.exception("could not look for abandoned tasks")
        finally:
            connection.close()


def database_worker(*, interval: float, queue_names: list[str], max_tasks: int | None = None) -> Worker:
    """django-tasks-db's worker for the default backend, with an id that names this host and process."""
    return Worker(
        queue_names=queue_names,
        interval=interval,
        batch=False,
        backend_name="default",
        startup_delay=False,
        max_tasks=max_tasks,
        worker_id=worker_id(),
        excluded_queue_names=[],
    )


def run_database_worker(worker: Worker) -> None:
    """Queue again what dead workers left, then run tasks until told to stop (SIGTERM/SIGINT: the task under way
    finishes first), looking again for abandoned tasks every RECOVER_EVERY_SECONDS."""
    requeue_abandoned()
    close_old_connections()
    stop = threading.Event()
    threading.Thread(target=_recover_forever, args=(stop,), name="tasks-recover", daemon=True).start()
    try:
        worker.run()
    finally:
        stop.set()
