"""Sign-ups cannot reopen the per-address login limit, and are themselves limited per address (issue 30.4)."""

import re

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from tests.test_settings import load_settings

pytestmark = pytest.mark.django_db

GOOD = "correct horse battery"
NEW_PASSWORD = "a long pass phrase 42"


def web_login(client, username, password, address="10.0.0.1"):
    return client.post(reverse("login"), {"username": username, "password": password}, REMOTE_ADDR=address)


def sign_up(client, username, address="10.0.0.1", **extra):
    data = {"username": username, "email": "", "password1": NEW_PASSWORD, "password2": NEW_PASSWORD}
    return client.post(reverse("signup"), data, REMOTE_ADDR=address, **extra)


def test_ten_rounds_of_sign_up_then_guess_get_no_guess_checked_once_the_address_is_locked(client, user, settings):
    settings.LOGIN_FAILURES_PER_ADDRESS = 3
    settings.SIGNUPS_PER_ADDRESS = 100  # this test is about the login limit only
    for name in ("x1", "x2", "x3"):
        assert web_login(client, name, "wrong").status_code == 200
    statuses = []
    for i in range(10):
        assert sign_up(client, f"throwaway{i}").status_code == 302
        client.logout()
        statuses.append(web_login(client, "alice", GOOD).status_code)  # even the right password is not checked
    assert statuses == [429] * 10
    assert "_auth_user_id" not in client.session


def test_a_successful_login_still_takes_its_own_attempt_back(client, user, settings):
    settings.LOGIN_FAILURES_PER_ADDRESS = 3
    for name in ("x1", "x2"):
        web_login(client, name, "wrong")
    assert web_login(client, "alice", GOOD).status_code == 302  # counted as the third, then taken back
    client.logout()
    assert web_login(client, "x3", "wrong").status_code == 200  # the third failure: still checked
    assert web_login(client, "alice", GOOD).status_code == 429


def test_sign_ups_are_limited_per_address_with_a_429_in_japanese(client, settings):
    settings.SIGNUPS_PER_ADDRESS = 2
    for name in ("carol", "dave"):
        assert sign_up(client, name).status_code == 302
        client.logout()
    response = sign_up(client, "erin")
    assert response.status_code == 429
    page = response.content.decode()
    minutes = int(re.search(r"この接続元からの登録が多すぎます。(\d+) 分後にもう一度お試しください。", page).group(1))
    assert 1 <= minutes <= 60
    assert 'value="erin"' in page  # the form keeps what was typed
    assert not User.objects.filter(username="erin").exists()
    assert sign_up(client, "erin", address="10.0.0.2").status_code == 302  # another address has its own budget


def test_the_sign_up_limit_speaks_english_to_english_readers(client, settings):
    settings.SIGNUPS_PER_ADDRESS = 0
    response = sign_up(client, "carol", HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 429
    assert re.search(r"Too many sign-ups from this address. Try again in \d+ minute\(s\).", response.content.decode())


def test_invalid_sign_ups_do_not_use_up_the_budget(client, settings):
    settings.SIGNUPS_PER_ADDRESS = 1
    data = {"username": "carol", "password1": NEW_PASSWORD, "password2": "different"}
    for _ in range(3):
        assert client.post(reverse("signup"), data, REMOTE_ADDR="10.0.0.1").status_code == 200
    assert sign_up(client, "carol").status_code == 302


def test_the_sign_up_limit_comes_from_the_environment_with_a_default(monkeypatch):
    assert (load_settings(monkeypatch)["SIGNUPS_PER_ADDRESS"], load_settings(monkeypatch)["SIGNUP_WINDOW_SECONDS"]) == (
        5,
        3600,
    )
    configured = load_settings(monkeypatch, SIGNUPS_PER_ADDRESS="7", SIGNUP_WINDOW_SECONDS="120")
    assert (configured["SIGNUPS_PER_ADDRESS"], configured["SIGNUP_WINDOW_SECONDS"]) == (7, 120)
