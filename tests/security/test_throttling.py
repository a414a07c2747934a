"""API rate limits: the client address behind trusted proxies, and atomic counting under concurrency."""

import contextlib
import threading

import pytest
from django.core.cache.backends.locmem import LocMemCache
from rest_framework.request import Request
from rest_framework.test import APIRequestFactory

from zxdecks.api.throttling import ScopedThrottle
from zxdecks.ratelimit import client_ip, window_hit

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_per_minute(settings):
    settings.API_RATES = {**settings.API_RATES, "lookup_anon": "2/min"}


def ping(client, forwarded_for: str, remote: str = "10.0.0.1"):
    return client.get("/api/v1/regulations/", HTTP_X_FORWARDED_FOR=forwarded_for, REMOTE_ADDR=remote)


def test_without_trusted_proxies_a_forged_forwarded_for_buys_no_new_requests(client, settings, two_per_minute):
    settings.NUM_PROXIES = 0
    statuses = [ping(client, f"203.0.113.{i}").status_code for i in range(4)]
    assert statuses == [200, 200, 429, 429]


def test_with_one_trusted_proxy_the_address_it_appended_is_the_client(client, settings, two_per_minute):
    settings.NUM_PROXIES = 1
    # The client forges the left part; the proxy appends the address it saw, which is what counts.
    statuses = [ping(client, f"198.51.100.{i}, 203.0.113.7").status_code for i in range(3)]
    assert statuses == [200, 200, 429]
    assert ping(client, "198.51.100.1, 203.0.113.8").status_code == 200  # another client, its own budget


def test_client_ip_reads_the_nth_address_from_the_right(rf, settings):
    request = rf.get("/", HTTP_X_FORWARDED_FOR="1.1.1.1, 2.2.2.2, 3.3.3.3", REMOTE_ADDR="10.0.0.1")
    settings.NUM_PROXIES = 0
    assert client_ip(request) == "10.0.0.1"
    settings.NUM_PROXIES = 1
    assert client_ip(request) == "3.3.3.3"
    settings.NUM_PROXIES = 2
    assert client_ip(request) == "2.2.2.2"
    settings.NUM_PROXIES = 9
    assert client_ip(request) == "1.1.1.1"
    assert client_ip(rf.get("/", REMOTE_ADDR="10.0.0.2")) == "10.0.0.2"  # a proxy that sent no header


def test_the_throttle_is_built_through_drfs_own_constructor():
    throttle = ScopedThrottle()
    assert (throttle.rate, throttle.num_requests, throttle.duration) == (None, None, None)
    assert throttle.wait() is None


def test_simultaneous_requests_cannot_get_past_the_limit(settings, monkeypatch):
    """Two requests read the counter at the same moment; a read-then-write counter would let both through."""
    settings.API_RATES = {**settings.API_RATES, "search_anon": "1/min"}
    barrier = threading.Barrier(2, timeout=0.5)
    original_get = LocMemCache.get

    def get_then_wait(self, *args, **kwargs):
        value = original_get(self, *args, **kwargs)
        with contextlib.suppress(threading.BrokenBarrierError):
            barrier.wait()
        return value

    monkeypatch.setattr(LocMemCache, "get", get_then_wait)
    view = type("View", (), {"throttle_scope": "search"})()
    allowed: list[bool] = []

    def one_request():
        request = Request(APIRequestFactory().get("/api/v1/cards/", REMOTE_ADDR="10.0.0.9"))
        allowed.append(ScopedThrottle().allow_request(request, view))

    threads = [threading.Thread(target=one_request) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(allowed) == [False, True]


def test_many_threads_get_exactly_the_limit_through():
    counts: list[int] = []
    threads = [threading.Thread(target=lambda: counts.append(window_hit("k", 60, now=1000.0).count)) for _ in range(40)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(counts) == list(range(1, 41))


def test_a_window_ends_and_the_count_starts_again():
    assert window_hit("w", 60, now=59.0).count == 1
    assert window_hit("w", 60, now=59.5).count == 2
    assert window_hit("w", 60, now=59.5).seconds_left == 1
    assert window_hit("w", 60, now=60.0).count == 1
