"""tasks_worker: run background tasks (the bulk file, deck images, mail) with whichever backend TASKS_URL names."""

from __future__ import annotations

import _thread
import os
from argparse import ArgumentParser, BooleanOptionalAction
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from django.utils.autoreload import DJANGO_AUTORELOAD_ENV, run_with_reloader

from zxdecks.tasks.config import DATABASE, IMMEDIATE


class Command(BaseCommand):
    help = (
        "Run background tasks until stopped (SIGTERM lets the task under way finish). Runs at IMPORT_NICENESS, "
        "below the web workers. TASKS_URL=database:// runs the database queue (and queues again the tasks of workers "
        "that died); redis:// runs an RQ worker with its scheduler (retries wait there)."
    )

    def add_arguments(self, parser: ArgumentParser) -> None:
        parser.add_argument("--interval", type=float, default=1.0, help="seconds between looks at an empty queue")
        parser.add_argument("--queue", default="default", help="queue name(s), comma-separated")
        parser.add_argument("--max-tasks", type=int, default=None, help="exit after this many tasks (database)")
        parser.add_argument(
            "--reload",
            action=BooleanOptionalAction,
            default=settings.DEBUG,
            help="restart on code changes, as runserver does (default: DEBUG)",
        )

    def handle(
        self, *args: Any, interval: float, queue: str, max_tasks: int | None, reload: bool, **options: Any
    ) -> None:
        backend = settings.TASKS["default"]["BACKEND"]
        queues = [name for name in queue.split(",") if name]
        if backend == IMMEDIATE:
            raise CommandError("TASKS_URL=immediate:// runs every task where it is queued: there is no queue to work.")
        if backend != DATABASE:
            # RQ: its scheduler moves retries (and other delayed jobs) back onto the queue when they are due.
            call_command("rqworker", *queues, job_class="django_tasks_rq.Job", with_scheduler=True)
            return

        from zxdecks.tasks.worker import database_worker, run_database_worker

        worker = database_worker(interval=interval, queue_names=queues, max_tasks=max_tasks)
        if not reload:
            worker.configure_signals()
            run_database_worker(worker)
            return
        # As django-tasks-db's db_worker: the reloader runs the worker in a thread of a child process, and signal
        # handlers can only be set in a main thread, so the child sets them here (the parent only restarts it).
        if os.environ.get(DJANGO_AUTORELOAD_ENV) == "true":
            worker.configure_signals()
        else:
            self.stdout.write("tasks worker: restarting on code changes (--no-reload to turn off)")

        def run_then_stop_the_reloader() -> None:
            run_database_worker(worker)
            _thread.interrupt_main()  # stopped after a task: end the reloader's loop too, so the process exits

        run_with_reloader(run_then_stop_the_reloader)
