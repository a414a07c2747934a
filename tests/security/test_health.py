"""/healthz checks the database and the cache; database failures anywhere answer 503, not 500."""

import pytest
from django.core.cache import cache
from django.db import OperationalError, connection
from django.db.backends.utils import CursorWrapper

pytestmark = pytest.mark.django_db


def fail(*args, **kwargs):
    raise OperationalError("connection to server at 127.0.0.1, port 5432 failed: Connection refused")


def cache_fails(*args, **kwargs):
    raise ConnectionError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")


def test_healthz_is_200_json_when_database_and_cache_answer(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "checks": {"database": "ok", "cache": "ok"}, "failing": []}
    assert response["Cache-Control"] == "no-store"


def test_healthz_is_503_naming_the_database_when_it_is_down(client, monkeypatch):
    monkeypatch.setattr(connection, "cursor", fail)
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json() == {
        "status": "error",
        "checks": {"database": "error", "cache": "ok"},
        "failing": ["database"],
    }


def test_healthz_is_503_naming_the_cache_when_it_is_down(client, monkeypatch):
    monkeypatch.setattr(cache, "set", cache_fails)
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["failing"] == ["cache"]


def test_healthz_names_both_when_both_are_down(client, monkeypatch):
    monkeypatch.setattr(connection, "cursor", fail)
    monkeypatch.setattr(cache, "get", lambda *a, **k: None)  # a cache that loses what it was given
    assert client.get("/healthz").json()["failing"] == ["database", "cache"]


def test_healthz_answers_a_probe_by_ip_over_plain_http(client, settings):
    """Load balancers probe by address over HTTP: no DisallowedHost 400, no redirect to HTTPS."""
    settings.ALLOWED_HOSTS = ["zxdecks.example"]
    settings.SECURE_SSL_REDIRECT = True
    assert client.get("/healthz", HTTP_HOST="10.1.2.3:8000").status_code == 200
    assert client.get("/healthz/", HTTP_HOST="10.1.2.3").status_code == 200
    assert client.head("/healthz", HTTP_HOST="10.1.2.3").status_code == 200
    assert client.get("/", HTTP_HOST="10.1.2.3").status_code == 400  # the rest of the site still checks the host


def test_healthz_takes_no_writes(client):
    assert client.post("/healthz").status_code == 405


def test_a_database_failure_in_an_api_view_is_a_503_error_object(client, monkeypatch):
    monkeypatch.setattr(CursorWrapper, "execute", fail)
    response = client.get("/api/v1/cards/", {"q": "a"})
    assert response.status_code == 503
    body = response.json()
    assert (body["object"], body["status"], body["code"]) == ("error", 503, "database_unavailable")
    assert response["Retry-After"] == "5"


def test_a_database_failure_on_a_page_is_a_503_page(client, monkeypatch):
    monkeypatch.setattr(CursorWrapper, "execute", fail)
    response = client.get("/cards/", {"q": "a"})
    assert response.status_code == 503
    assert "一時的にご利用いただけません" in response.content.decode()
