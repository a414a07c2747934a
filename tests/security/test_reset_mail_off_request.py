"""Issue 30 point 6: a password-reset request only queues a task, the same for an address with an account and one
without, so its timing cannot tell them apart; the worker looks the address up and queues the mail."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

DUMMY = {"default": {"BACKEND": "django_tasks.backends.dummy.DummyBackend"}}


@pytest.fixture
def queued(settings):
    """Tasks are recorded, not run: what a request queued is what it did beyond answering."""
    from django_tasks import default_task_backend

    settings.TASKS = DUMMY
    return default_task_backend.results


def _reset(client, email):
    with CaptureQueriesContext(connection) as queries:
        response = client.post(reverse("password_reset"), {"email": email})
    return response, [query["sql"] for query in queries]


def test_a_reset_request_only_queues_a_task_and_does_the_same_work_with_or_without_an_account(
    client, user, queued, mailoutbox
):
    user.email = "alice@example.com"
    user.save()
    known, known_sql = _reset(client, "alice@example.com")
    unknown, unknown_sql = _reset(client, "nobody@example.com")
    assert known.status_code == unknown.status_code == 302
    assert known["Location"] == unknown["Location"] == reverse("password_reset_done")
    assert mailoutbox == []  # nothing is sent, and no user is looked up, inside the request
    assert known_sql == unknown_sql
    assert not any("auth_user" in sql for sql in known_sql)
    assert [(r.task.module_path, r.kwargs) for r in queued] == [
        (
            "zxdecks.web.tasks.send_password_reset",
            {"email": address, "domain": "testserver", "use_https": False, "language": "ja"},
        )
        for address in ("alice@example.com", "nobody@example.com")
    ]


def test_the_reset_task_queues_one_mail_for_an_account_and_none_for_an_unknown_address(db, user, queued, mailoutbox):
    from zxdecks.web.tasks import send_password_reset

    user.email = "alice@example.com"
    user.save()
    assert send_password_reset.call(email="nobody@example.com", domain="zx.example", use_https=True, language="en") == 0
    assert send_password_reset.call(email="alice@example.com", domain="zx.example", use_https=True, language="en") == 1
    assert mailoutbox == []
    [mail] = queued
    assert mail.task.module_path == "zxdecks.tasks.mail.send_mail"
    assert mail.kwargs["to"] == ["alice@example.com"]
    assert "https://zx.example/accounts/password/reset/" in mail.kwargs["body"]
    assert "Open this link to set a new password" in mail.kwargs["body"]  # in the language of the request
