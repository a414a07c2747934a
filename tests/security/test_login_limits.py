"""Brute-force limits on the web login, the admin login and POST /api/v1/token/: by account and by address."""

import contextlib
import re
import threading

import pytest
from django.contrib.auth import authenticate
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.models import User
from django.urls import reverse

pytestmark = pytest.mark.django_db

GOOD = "correct horse battery"


def web_login(client, username, password, address="10.0.0.1"):
    return client.post(reverse("login"), {"username": username, "password": password}, REMOTE_ADDR=address)


def api_login(client, username, password, address="10.0.0.1"):
    return client.post(
        "/api/v1/token/", {"username": username, "password": password}, content_type="application/json",
        REMOTE_ADDR=address,
    )  # fmt: skip


def test_the_sixth_web_login_after_five_failures_is_refused_in_japanese_with_the_wait(client, user):
    for _ in range(5):
        assert web_login(client, "alice", "wrong").status_code == 200
    response = web_login(client, "alice", GOOD)
    assert response.status_code == 429
    page = response.content.decode()
    assert "ログインの失敗が多すぎます" in page
    minutes = int(re.search(r"(\d+) 分後にもう一度お試しください", page).group(1))
    assert 1 <= minutes <= 15
    assert "_auth_user_id" not in client.session


def test_the_account_limit_holds_from_another_address(client, user):
    for i in range(5):
        web_login(client, "alice", "wrong", address=f"10.0.1.{i}")
    assert web_login(client, "ALICE", GOOD, address="10.0.2.1").status_code == 429


def test_the_address_limit_holds_across_accounts(client, user, settings):
    settings.LOGIN_FAILURES_PER_ADDRESS = 3
    for name in ("x1", "x2", "x3"):
        web_login(client, name, "wrong", address="10.0.0.7")
    assert web_login(client, "alice", GOOD, address="10.0.0.7").status_code == 429
    assert web_login(client, "alice", GOOD, address="10.0.0.8").status_code == 302


def test_a_correct_password_clears_the_accounts_failures(client, user):
    for _ in range(4):
        web_login(client, "alice", "wrong")
    assert web_login(client, "alice", GOOD).status_code == 302
    client.logout()
    for _ in range(4):
        web_login(client, "alice", "wrong")
    assert web_login(client, "alice", GOOD).status_code == 302


def test_the_token_endpoint_answers_429_with_the_error_object(client, user):
    for _ in range(5):
        assert api_login(client, "alice", "wrong").status_code == 400
    response = api_login(client, "alice", GOOD)
    assert response.status_code == 429
    body = response.json()
    assert (body["object"], body["status"], body["code"]) == ("error", 429, "too_many_login_attempts")
    assert 0 < body["retry_after"] <= 900
    assert int(response["Retry-After"]) == body["retry_after"]
    assert "token" not in body


def test_the_token_endpoint_still_hands_out_tokens(client, user):
    assert len(api_login(client, "alice", GOOD).json()["token"]) == 40


def test_failures_on_one_path_count_on_the_others(client, user):
    for _ in range(3):
        web_login(client, "alice", "wrong")
    for _ in range(2):
        api_login(client, "alice", "wrong")
    assert api_login(client, "alice", GOOD).status_code == 429


def test_the_admin_login_is_limited_too(client):
    User.objects.create_superuser("root", password=GOOD)
    for _ in range(5):
        client.post("/admin/login/", {"username": "root", "password": "wrong"})
    response = client.post("/admin/login/", {"username": "root", "password": GOOD})
    assert "ログインの失敗が多すぎます" in response.content.decode()
    assert client.get("/admin/").status_code == 302  # still not signed in


def test_authenticate_checks_no_password_while_locked(rf, user):
    for _ in range(5):
        assert authenticate(rf.post("/"), username="alice", password="wrong") is None
    assert authenticate(rf.post("/"), username="alice", password=GOOD) is None
    assert authenticate(rf.post("/"), username="bob", password="x") is None  # other accounts are not locked out


def test_the_message_is_english_for_english_readers(client, user):
    for _ in range(5):
        web_login(client, "alice", "wrong")
    response = client.post(
        reverse("login"), {"username": "alice", "password": GOOD}, REMOTE_ADDR="10.0.0.1", HTTP_ACCEPT_LANGUAGE="en"
    )
    assert re.search(r"Too many failed log-in attempts. Try again in \d+ minute\(s\).", response.content.decode())


def test_simultaneous_guesses_get_no_more_password_checks_than_the_limit(rf, settings, monkeypatch):
    """Ten guesses at once: each takes its place in the count before its password is checked."""
    settings.LOGIN_FAILURES_PER_ACCOUNT = 3
    barrier = threading.Barrier(10, timeout=1)
    checked: list[str] = []

    def slow_password_check(self, request, username=None, password=None, **kwargs):
        checked.append(username)
        with contextlib.suppress(threading.BrokenBarrierError):
            barrier.wait()  # all guesses are in flight before any of them fails

    monkeypatch.setattr(ModelBackend, "authenticate", slow_password_check)
    threads = [
        threading.Thread(target=authenticate, args=(rf.post("/", REMOTE_ADDR=f"10.0.3.{i}"),), kwargs={"username": "alice", "password": "x"})
        for i in range(10)
    ]  # fmt: skip
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(checked) == 3
