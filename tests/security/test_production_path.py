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
from zxdecks.ratelimit import window_clear, window_hit, window_peek, window_take_back

on_postgres = pytest.mark.skipif(connection.vendor != "postgresql", reason="needs DATABASE_URL=postgres://…")
on_redis = pytest.mark.skipif(
    not str(settings.CACHES["default"]["BACKEND"]).endswith(".redis.RedisCache"), reason="needs CACHE_URL=redis://…"
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
def test_a_hit_on_redis_is_one_command_and_its_counter_expires_with_its_window(monkeypatch):
    import redis.connection
    from django.core.cache import cache

    key = f"round-trip-{threading.get_ident()}"
    window_clear(key, 60, now=1000.0)
    window_hit(f"{key}-first", 60)  # the first hit on a fresh Redis loads the script (once per server)
    sent: list[int] = []
    original = redis.connection.Connection.send_packed_command

    def counted(self, command, *args, **kwargs):
        sent.append(1)
        return original(self, command, *args, **kwargs)

    monkeypatch.setattr(redis.connection.Connection, "send_packed_command", counted)
    assert window_hit(key, 60, now=1000.0).count == 1
    assert window_hit(key, 60, now=1000.0).count == 2
    assert len(sent) == 2
    monkeypatch.undo()
    full = cache.make_and_validate_key(f"rl:{key}:16")
    assert 0 < cache._cache.get_client(full).ttl(full) <= 61
    # The other window helpers read and change the same counter.
    assert window_peek(key, 60, now=1000.0).count == 2
    window_take_back(key, 60, now=1000.0)
    assert window_peek(key, 60, now=1000.0).count == 1
    window_clear(key, 60, now=1000.0)
    assert window_peek(key, 60, now=1000.0).count == 0


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
