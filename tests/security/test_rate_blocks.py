"""Rate-limit hits counted per worker in small blocks (zxdecks.ratelimit_blocks, issue 33.8): a client gets at most
its rate + workers × (block − 1) through a window, never fewer than its rate, and a 429 says when to come back.

Two or three `LocalBlocks` are two or three workers sharing one counter (the test cache; Redis with CACHE_URL)."""

import random

import pytest
from rest_framework.authtoken.models import Token

import zxdecks.api.throttling
from zxdecks.ratelimit import window_peek
from zxdecks.ratelimit_blocks import LocalBlocks

KEY = "throttle_lookup_anon_192.0.2.9"
NOW = 1000.0  # window 16 of a minute: 40 s left


@pytest.fixture
def block_of_four(settings):
    settings.API_RATE_BLOCK = 4


def through(workers: list[LocalBlocks], order: list[int], limit: int, key: str = KEY) -> list[bool]:
    """Each request of order sent to that worker: True when it went through."""
    return [workers[w].hit(key, limit, 60, now=NOW) is None for w in order]


def test_two_workers_in_turn_let_the_rate_plus_three_through_then_refuse(block_of_four):
    workers = [LocalBlocks(), LocalBlocks()]
    allowed = through(workers, [0, 1] * 10, limit=5)
    # Three each on their own, the 4th of worker 0 sends its block (total 4: through), worker 1's block makes 8
    # (refused, and every later request of it); worker 0 lets one more through (4 + 1 = 5), then its next block
    # makes 10: refused.
    assert allowed == [True] * 7 + [False, True] + [False] * 11
    assert sum(allowed) == 8 <= 5 + 2 * (4 - 1)
    assert window_peek(KEY, 60, now=NOW).count == 10


@pytest.mark.parametrize("workers_count", [2, 3])
@pytest.mark.parametrize("block", [1, 2, 4])
@pytest.mark.parametrize("limit", [1, 3, 10])
def test_any_interleaving_stays_within_the_bound_and_never_below_the_rate(settings, workers_count, block, limit):
    settings.API_RATE_BLOCK = block
    bound = limit + workers_count * (block - 1)
    worst = 0
    for seed in range(60):
        rng = random.Random(seed)
        key = f"{KEY}-{workers_count}-{block}-{limit}-{seed}"
        workers = [LocalBlocks() for _ in range(workers_count)]
        allowed = through(workers, [rng.randrange(workers_count) for _ in range(bound * 3 + 10)], limit, key)
        assert sum(allowed) <= bound
        assert all(allowed[:limit])  # nobody is refused before the rate has gone through
        assert not any(allowed[-workers_count * block :])  # at the end each worker has read a total past the rate
        worst = max(worst, sum(allowed))
    if block == 1:
        assert worst == limit  # a block of one is the exact count of every hit


@pytest.mark.parametrize("limit", [3, 10])
def test_one_worker_lets_exactly_the_rate_through(block_of_four, limit):
    allowed = through([LocalBlocks()], [0] * (limit + 5), limit)
    assert allowed == [True] * limit + [False] * 5


def test_a_block_of_one_counts_every_hit_in_the_shared_counter(settings):
    settings.API_RATE_BLOCK = 1
    workers = [LocalBlocks(), LocalBlocks()]
    through(workers, [0, 1, 1, 0, 1], limit=10)
    assert window_peek(KEY, 60, now=NOW).count == 5


def test_the_refusal_gives_the_seconds_left_in_the_window(block_of_four):
    worker = LocalBlocks()
    assert [worker.hit(KEY, 1, 60, now=NOW) for _ in range(3)] == [None, 20, 20]  # window 16 ends at 1020
    assert worker.hit(KEY, 1, 60, now=1020.0) is None  # the next window: a new budget


def test_a_full_table_counts_new_clients_hit_by_hit_and_drops_ended_windows(settings, block_of_four):
    settings.API_RATE_LOCAL_KEYS = 2
    worker = LocalBlocks()
    worker.hit("a", 5, 60, now=NOW)
    worker.hit("b", 5, 60, now=NOW)
    assert len(worker) == 2
    assert worker.hit("c", 5, 60, now=NOW) is None
    assert len(worker) == 2  # not kept: counted in the shared counter at once
    assert window_peek("c", 60, now=NOW).count == 1
    assert window_peek("a", 60, now=NOW).count == 0  # a's hit is still the worker's (pending)
    assert [worker.hit("c", 1, 60, now=NOW) for _ in range(2)] == [20, 20]  # c's rate is read from the counter
    assert worker.hit("d", 5, 60, now=1020.0) is None  # a new window: a and b's entries dropped, d kept
    assert len(worker) == 1


@pytest.fixture
def two_workers(monkeypatch, settings):
    """The API's throttle alternating between two workers' tables, request by request."""
    settings.API_THROTTLING = True
    settings.API_RATE_BLOCK = 4
    workers = [LocalBlocks(), LocalBlocks()]
    turn = iter(range(10**6))

    class Alternating:
        def hit(self, *args, **kwargs):
            return workers[next(turn) % 2].hit(*args, **kwargs)

    monkeypatch.setattr(zxdecks.api.throttling, "blocks", Alternating())
    return workers


def lookup(client, address: str, **headers):
    return client.get("/api/v1/regulations/", REMOTE_ADDR=address, **headers)


@pytest.mark.django_db
def test_over_http_two_workers_refuse_after_the_bound_with_retry_after(client, settings, two_workers):
    settings.API_RATES = {**settings.API_RATES, "lookup_anon": "2/min"}
    responses = [lookup(client, "192.0.2.20") for _ in range(8)]
    # 2 + 2 through on their own (each worker within 2), then each worker's block takes the total past 2.
    assert [r.status_code for r in responses] == [200] * 4 + [429] * 4
    assert 4 <= 2 + 2 * (4 - 1)
    for refused in responses[4:]:
        assert 1 <= int(refused["Retry-After"]) <= 60
    assert "Retry-After" not in responses[0]
    assert lookup(client, "192.0.2.21").status_code == 200  # another client: its own budget


@pytest.mark.django_db
def test_anonymous_and_signed_in_callers_keep_their_own_scopes(client, settings, two_workers, user):
    settings.API_RATES = {**settings.API_RATES, "lookup_anon": "1/min", "lookup_user": "3/min"}
    token = Token.objects.create(user=user)
    signed = {"HTTP_AUTHORIZATION": f"Token {token.key}"}
    anonymous = [lookup(client, "192.0.2.30").status_code for _ in range(6)]
    assert anonymous == [200, 200, 429, 429, 429, 429]  # 1 + one per worker's first hit, within 1 + 2 × 3
    # The same address signed in counts under its user, at the user's rate.
    # Three each within 3 on their own, then each worker's block of four takes the total past 3 (4, then 8).
    users = [lookup(client, "192.0.2.30", **signed).status_code for _ in range(10)]
    assert users == [200] * 6 + [429] * 4
    assert window_peek(f"throttle_lookup_user_{user.pk}", 60).count == 8
    assert window_peek("throttle_lookup_anon_192.0.2.30", 60).count == 4  # the signed-in calls left it alone
