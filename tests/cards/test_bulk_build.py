"""Issues 16 and 32: an admin edit's bulk file is written by a background task on a worker (at the batch CPU
priority), never by the web worker that served the edit."""

from __future__ import annotations

import io

from django.http import HttpResponse
from django.test import RequestFactory

from cards import bulk
from cards.admin import CatalogAdmin
from cards.models import Card, CatalogVersion

DUMMY = {"default": {"BACKEND": "django_tasks.backends.dummy.DummyBackend"}}


def _admin_edit() -> HttpResponse:
    def edit(request):
        card = Card.objects.order_by("pk").first()
        card.name = f"{card.name}!"
        card.save()
        return HttpResponse("saved")

    return CatalogAdmin._batched(edit, RequestFactory().post("/admin/cards/card/1/change/"))


def test_an_admin_edit_queues_the_bulk_file_task_after_its_commit_and_builds_nothing_itself(
    settings, demo_cards, monkeypatch, django_capture_on_commit_callbacks
):
    from django_tasks import default_task_backend

    settings.TASKS = DUMMY
    monkeypatch.setattr(bulk, "bulk_build", lambda: (_ for _ in ()).throw(AssertionError("built in the request")))
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        assert _admin_edit().content == b"saved"
        assert default_task_backend.results == []  # nothing is queued before the edit commits
    for callback in callbacks:
        callback()
    queued = [r.task.module_path for r in default_task_backend.results]
    assert queued.count("cards.tasks.build_bulk_file") == 1  # beside it, the alerts' detection (zxdecks.alerts)


def test_the_bulk_file_task_writes_the_current_versions_file_once(settings, demo_cards):
    from cards.tasks import build_bulk_file

    version = CatalogVersion.current()
    first = build_bulk_file.enqueue()
    assert first.status == "SUCCESSFUL"
    assert first.return_value == {"name": bulk.bulk_name(version), "version": version}
    written = bulk.bulk_storage().get_modified_time(bulk.bulk_name(version))
    assert build_bulk_file.enqueue().return_value == first.return_value  # run again (a retry): nothing rewritten
    assert bulk.bulk_storage().get_modified_time(bulk.bulk_name(version)) == written


def test_the_bulk_file_task_and_the_build_command_run_at_the_batch_priority(settings, monkeypatch, demo_cards):
    from django.core.management import call_command

    from cards.tasks import build_bulk_file

    settings.IMPORT_NICENESS = 10
    changes: list[int] = []
    monkeypatch.setattr("os.getpriority", lambda which, who: 0)
    monkeypatch.setattr("os.setpriority", lambda which, who, value: changes.append(value))
    build_bulk_file.call()
    call_command("build_bulk_file", stdout=io.StringIO())
    assert changes == [10, 10]


def test_the_worker_command_is_a_batch_job_that_yields_before_django_starts():
    from cards.batch import BATCH_COMMANDS

    assert "tasks_worker" in BATCH_COMMANDS
