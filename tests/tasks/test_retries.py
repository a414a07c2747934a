"""Issue 32: a failing task is tried again with backoff, and says why in the log and in the admin."""

from __future__ import annotations

import datetime as dt
import logging

import pytest
from django.urls import reverse
from django.utils import timezone

from tests.tasks.support import flaky
from zxdecks.tasks.retry import RetryPolicy

DATABASE = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}


def test_the_backoff_doubles_after_each_failure():
    assert RetryPolicy(attempts=4, backoff=30).delays() == [30, 60, 120]
    assert RetryPolicy(attempts=1, backoff=30).delays() == []


def test_a_failing_task_is_tried_again_until_it_succeeds(tmp_path, caplog):
    calls = tmp_path / "calls"
    flaky.enqueue(path=str(calls), failures=2)
    assert calls.read_text().splitlines() == ["call"] * 3
    warnings = [r.getMessage() for r in caplog.records if r.name == "zxdecks.tasks"]
    assert warnings == [
        "task tests.tasks.support.flaky failed on attempt 1 of 3: ConnectionError: the mail server did not answer "
        "(call 1); attempt 2 in 0 s",
        "task tests.tasks.support.flaky failed on attempt 2 of 3: ConnectionError: the mail server did not answer "
        "(call 2); attempt 3 in 0 s",
    ]


def test_a_task_that_keeps_failing_gives_up_after_its_attempts_and_says_why(tmp_path, caplog):
    calls = tmp_path / "calls"
    result = flaky.enqueue(path=str(calls), failures=10)
    assert len(calls.read_text().splitlines()) == 3
    assert result.status == "FAILED"
    assert "ConnectionError: the mail server did not answer (call 1)" in result.errors[0].traceback
    [gave_up] = [r for r in caplog.records if r.levelno == logging.ERROR and r.name == "zxdecks.tasks"]
    assert gave_up.getMessage() == (
        "task tests.tasks.support.flaky failed on attempt 3 of 3, giving up: ConnectionError: the mail server did "
        "not answer (call 3)"
    )
    assert gave_up.exc_info is not None  # with its traceback


@pytest.fixture
def database_queue(settings, db):
    settings.TASKS = DATABASE


def _run_next() -> None:
    """What a worker does with the next ready task of the database queue."""
    from django_tasks_db.management.commands.db_worker import Worker
    from django_tasks_db.models import DBTaskResult

    worker = Worker(
        queue_names=["default"], interval=0, batch=True, backend_name="default", startup_delay=False,
        max_tasks=None, worker_id="test-worker", excluded_queue_names=[],
    )  # fmt: skip
    row = DBTaskResult.objects.ready().get()
    row.claim(worker.worker_id)
    worker.run_task(row)


def test_on_the_database_queue_a_failure_is_recorded_with_why_and_queued_again_after_the_backoff(
    database_queue, tmp_path
):
    from django_tasks_db.models import DBTaskResult

    first = flaky.enqueue(path=str(tmp_path / "calls"), failures=1)
    assert (tmp_path / "calls").exists() is False  # queued, not run
    before = timezone.now()
    _run_next()
    failed = DBTaskResult.objects.get(pk=first.id)
    assert failed.status == "FAILED"
    assert failed.exception_class_path == "builtins.ConnectionError"
    assert "ConnectionError: the mail server did not answer (call 1)" in failed.traceback
    retry = DBTaskResult.objects.exclude(pk=first.id).get()
    assert retry.status == "READY"
    assert retry.args_kwargs["kwargs"] == {"path": str(tmp_path / "calls"), "failures": 1, "_attempt": 2}
    assert before + dt.timedelta(seconds=9) < retry.run_after < timezone.now() + dt.timedelta(seconds=11)
    assert not DBTaskResult.objects.ready().exists()  # it waits out its backoff
    DBTaskResult.objects.filter(pk=retry.pk).update(run_after=timezone.now())
    _run_next()
    retry.refresh_from_db()
    assert (retry.status, retry.return_value) == ("SUCCESSFUL", 2)


def test_the_admin_shows_why_a_task_failed(database_queue, tmp_path, admin_client):
    first = flaky.enqueue(path=str(tmp_path / "calls"), failures=5)
    _run_next()
    listing = admin_client.get(reverse("admin:django_tasks_database_dbtaskresult_changelist"))
    assert "flaky" in listing.content.decode()
    page = admin_client.get(reverse("admin:django_tasks_database_dbtaskresult_change", args=[first.id]))
    assert page.status_code == 200
    assert "ConnectionError: the mail server did not answer (call 1)" in page.content.decode()
