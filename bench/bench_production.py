"""The production path: a card lookup and a real deck's validation against trivial requests through the same stack.

gunicorn (2 workers, gunicorn.conf.py), DEBUG off, Redis as the shared cache, rate limits ON as in production (each
request from its own client address through one trusted proxy, so every request pays for its count and none is
refused), the real pool, a legal real 50 + 16 + player deck. Two floors: the ping (no authenticators, no rate limit)
and the limited ping (/api/v1/ping/limited/: the same answer through the authenticators and a rate-limit hit, as a
lookup and a validation take). Requests are interleaved (ping GET, limited GET, lookup, ping POST, limited POST,
validate) so the machine's drift moves the floors and the endpoints alike; three runs, the median of their medians.

`python -m bench bench_production` (BENCH_PRODUCTION_KINDS=postgres,sqlite; BENCH_PRODUCTION_ROUNDS=400;
BENCH_PRODUCTION_THROTTLING=0 turns the rate limits off). A/B: BENCH_PRODUCTION_BASELINE=/path/to/another/checkout
(its files, e.g. `git archive REV | tar -x -C DIR`, with this venv) runs a second gunicorn from there beside this
tree's, each request of a round sent to both in alternating order, each on its own Redis database; its lines are
marked "base". BENCH_PRODUCTION_URL=postgres://… uses a database already holding the real pool instead of a fresh one.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import statistics
from collections.abc import Iterator
from pathlib import Path

from bench.bench_scale import CACHE_URL, LOOKUPS, Server, _flush_cache
from bench.harness import database, postgres_available, run_worker

ROUNDS = int(os.environ.get("BENCH_PRODUCTION_ROUNDS", "400"))
RUNS = 3


KINDS = ("ping GET", "limited GET", "lookup", "ping POST", "limited POST", "validate")


def one_run(
    servers: dict[str, Server], text_body: bytes, ping_body: bytes, run: int = 0
) -> dict[str, dict[str, float]]:
    """One interleaved run: the median ms of each request kind, by server (each request of a round goes to every
    server, in an order that alternates from round to round and run to run)."""
    addresses = (f"10.{i // 65536 % 256}.{i // 256 % 256}.{i % 256}" for i in itertools.count(1 + run * 100_000))
    out: dict[str, dict[str, list[float]]] = {name: {k: [] for k in KINDS} for name in servers}
    statuses: dict[str, set[int]] = {k: set() for k in KINDS}
    numbers = itertools.cycle(LOOKUPS)
    order = list(servers) if run % 2 == 0 else list(reversed(servers))
    for i in range(ROUNDS + 20):
        number = next(numbers)
        for kind in KINDS:
            for name in order:
                status, seconds = _request(servers[name], kind, number, text_body, ping_body, next(addresses))
                statuses[kind].add(status)
                if i >= 20:  # the first rounds warm the workers
                    out[name][kind].append(seconds * 1000)
        order.reverse()
    bad = {k: v for k, v in statuses.items() if v != {200}}
    if bad:
        raise RuntimeError(f"unexpected statuses: {bad}")
    return {name: {k: statistics.median(v) for k, v in kinds.items()} for name, kinds in out.items()}


def _request(s: Server, kind: str, number: str, text_body: bytes, ping_body: bytes, address: str) -> tuple[int, float]:
    xff = {"X-Forwarded-For": address}
    if kind == "ping GET":
        return s.get("/api/v1/ping/", xff)[:2]
    if kind == "limited GET":
        return s.get("/api/v1/ping/limited/", xff)[:2]
    if kind == "lookup":
        return s.get(f"/api/v1/cards/{number}/", xff)[:2]
    if kind == "ping POST":
        return s.post("/api/v1/ping/", ping_body, xff)
    if kind == "limited POST":
        return s.post("/api/v1/ping/limited/", ping_body, xff)
    return s.post("/api/v1/decks/validate", text_body, xff)


@contextlib.contextmanager
def _pool_database(kind: str) -> Iterator[str]:
    given = os.environ.get("BENCH_PRODUCTION_URL")
    if given and kind == "postgres":
        yield given
        return
    with database(kind) as url:
        run_worker("bench.scale_worker", url, "migrate")
        run_worker("bench.scale_worker", url, "import", "real")
        yield url


def _servers(url: str, throttling: bool) -> dict[str, Server]:
    """This tree's gunicorn, and the baseline's (BENCH_PRODUCTION_BASELINE) on the next Redis database."""
    _flush_cache()
    env = {"NUM_PROXIES": "1"}
    servers = {"this": Server(url, throttling=throttling, env=env)}
    baseline = os.environ.get("BENCH_PRODUCTION_BASELINE")
    if baseline:
        base_cache = CACHE_URL.rsplit("/", 1)[0] + f"/{int(CACHE_URL.rsplit('/', 1)[1]) + 1}"
        import redis

        redis.Redis.from_url(base_cache).flushdb()
        servers["base"] = Server(url, throttling=throttling, env={**env, "CACHE_URL": base_cache}, root=Path(baseline))
    return servers


def run(kind: str) -> None:
    with _pool_database(kind) as url:
        deck = run_worker("bench.validate_worker", url, "real_listing")
        text_body = json.dumps({"text": deck["text"], "as_of": deck["as_of"]}).encode()
        # The same bytes to the floor: the POST floor parses the same body.
        ping_body = text_body
        throttling = os.environ.get("BENCH_PRODUCTION_THROTTLING", "1") != "0"  # 0: rate limits off, to compare
        servers = _servers(url, throttling)
        runs: list[dict[str, dict[str, float]]] = []
        loads: list[float] = []
        try:
            for r in range(RUNS):
                loads.append(os.getloadavg()[0])
                runs.append(one_run(servers, text_body, ping_body, r))
        finally:
            for s in servers.values():
                s.stop()
        loads.append(os.getloadavg()[0])
        load = f"load {min(loads):.1f}-{max(loads):.1f}"
        for name in servers:
            tree = "" if name == "this" else " base"
            for label, floor in (("lookup", "ping GET"), ("lookup", "limited GET"), ("validate", "ping POST"),
                                 ("validate", "limited POST")):  # fmt: skip
                ratios = [r[name][label] / r[name][floor] for r in runs]
                print(
                    f"{kind:8}{tree} {label:8} {statistics.median(r[name][label] for r in runs):.2f} ms median"
                    f" = {statistics.median(ratios):.2f}x {floor} ({statistics.median(r[name][floor] for r in runs):.2f}"
                    f" ms); runs {', '.join(f'{x:.2f}x' for x in ratios)}; {load}"
                )
        print(f"{kind:8} deck: {' '.join(deck['deck'])}")  # type: ignore[arg-type]


def main() -> None:
    kinds = os.environ.get("BENCH_PRODUCTION_KINDS", "postgres,sqlite").split(",")
    for kind in kinds:
        if kind == "postgres" and not postgres_available():
            print("postgres skipped: no server at BENCH_PG_URL")
            continue
        run(kind)
