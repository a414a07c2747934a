"""The production path against the real services: PostgreSQL's statement timeout and Redis's atomic counters.

Run with DATABASE_URL=postgres://… and CACHE_URL=redis://…; each test is skipped without its service.
"""

import threading

import pytest
from django.conf import settings
from django.db import connection
from rest_framework.request import Request
from rest_framework.test import APIRequestFactory

from zxdecks.api.throttling import ScopedThrottle
from zxdecks.ratelimit import window_hit

on_postgres = pytest.mark.skipif(connection.vendor != "postgresql", reason="needs DATABASE_URL=postgres://…")
on_redis = pytest.mark.skipif(
    not str(settings.CACHES["default"]["BACKEND"]).startswith("django_redis"), reason="needs CACHE_URL=redis://…"
)


@pytest.mark.postgres
@pytest.mark.django_db
@on_postgres
def test_postgresql_connections_carry_the_statement_timeout():
    with connection.cursor() as cursor:
        cursor.execute("SHOW statement_timeout")
        assert cursor.fetchone() == ("5s",)


@pytest.mark.postgres
@pytest.mark.django_db
@on_postgres
def test_a_query_stopped_by_the_timeout_answers_503(client, monkeypatch):
    with connection.cursor() as cursor:
        cursor.execute("SET statement_timeout = 100")  # the test's transaction only; rolled back afterwards

    def slow_page(request, *args, **kwargs):
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_sleep(2)")
        raise AssertionError("the statement timeout did not stop the query")

    monkeypatch.setattr("zxdecks.web.views.render", slow_page)
    response = client.get("/")
    assert response.status_code == 503
    assert response["Retry-After"] == "5"


@on_redis
def test_redis_counts_every_simultaneous_hit_exactly_once():
    key = f"concurrency-{threading.get_ident()}"
    counts: list[int] = []
    threads = [threading.Thread(target=lambda: counts.append(window_hit(key, 60).count)) for _ in range(40)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(counts) == list(range(1, 41))


@on_redis
@pytest.mark.django_db
def test_thirty_simultaneous_requests_on_redis_get_exactly_the_limit(settings):
    settings.API_RATES = {**settings.API_RATES, "search_anon": "10/min"}
    view = type("View", (), {"throttle_scope": "search"})()
    barrier = threading.Barrier(30)
    allowed: list[bool] = []

    def one_request():
        request = Request(APIRequestFactory().get("/api/v1/cards/", REMOTE_ADDR="192.0.2.50"))
        barrier.wait()
        allowed.append(ScopedThrottle().allow_request(request, view))

    threads = [threading.Thread(target=one_request) for _ in range(30)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert allowed.count(True) == 10
