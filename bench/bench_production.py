"""The production path: a card lookup and a real deck's validation against trivial requests through the same stack.

gunicorn (2 workers, gunicorn.conf.py), DEBUG off, Redis as the shared cache, rate limits ON as in production (each
request from its own client address through one trusted proxy, so every request pays for its count and none is
refused), the real pool, a legal real 50 + 16 + player deck. Two floors: the ping (no authenticators, no rate limit)
and the limited ping (/api/v1/ping/limited/: the same answer through the authenticators and a rate-limit hit, as a
lookup and a validation take). Requests are interleaved (ping GET, limited GET, lookup, ping POST, limited POST,
validate) so the machine's drift moves the floors and the endpoints alike; three runs, the median of their medians.

`python -m bench bench_production` (BENCH_PRODUCTION_KINDS=postgres,sqlite; BENCH_PRODUCTION_ROUNDS=400;
BENCH_PRODUCTION_THROTTLING=0 turns the rate limits off).
"""

from __future__ import annotations

import itertools
import json
import os
import statistics

from bench.bench_scale import LOOKUPS, Server, _flush_cache
from bench.harness import database, postgres_available, run_worker

ROUNDS = int(os.environ.get("BENCH_PRODUCTION_ROUNDS", "400"))
RUNS = 3


def one_run(s: Server, text_body: bytes, ping_body: bytes) -> dict[str, float]:
    """One interleaved run: the median ms of each request kind."""
    addresses = (f"10.{i // 65536 % 256}.{i // 256 % 256}.{i % 256}" for i in itertools.count(1))
    kinds = ("ping GET", "limited GET", "lookup", "ping POST", "limited POST", "validate")
    out: dict[str, list[float]] = {k: [] for k in kinds}
    statuses: dict[str, set[int]] = {k: set() for k in out}
    numbers = itertools.cycle(LOOKUPS)
    for i in range(ROUNDS + 20):
        for kind in out:
            xff = {"X-Forwarded-For": next(addresses)}
            if kind == "ping GET":
                status, seconds, _, _ = s.get("/api/v1/ping/", xff)
            elif kind == "limited GET":
                status, seconds, _, _ = s.get("/api/v1/ping/limited/", xff)
            elif kind == "limited POST":
                status, seconds = s.post("/api/v1/ping/limited/", ping_body, xff)
            elif kind == "lookup":
                status, seconds, _, _ = s.get(f"/api/v1/cards/{next(numbers)}/", xff)
            elif kind == "ping POST":
                status, seconds = s.post("/api/v1/ping/", ping_body, xff)
            else:
                status, seconds = s.post("/api/v1/decks/validate", text_body, xff)
            statuses[kind].add(status)
            if i >= 20:  # the first rounds warm both workers
                out[kind].append(seconds * 1000)
    bad = {k: v for k, v in statuses.items() if v != {200}}
    if bad:
        raise RuntimeError(f"unexpected statuses: {bad}")
    return {k: statistics.median(v) for k, v in out.items()}


def run(kind: str) -> None:
    with database(kind) as url:
        run_worker("bench.scale_worker", url, "migrate")
        run_worker("bench.scale_worker", url, "import", "real")
        deck = run_worker("bench.validate_worker", url, "real_listing")
        text_body = json.dumps({"text": deck["text"], "as_of": deck["as_of"]}).encode()
        # The same bytes to the floor: the POST floor parses the same body.
        ping_body = text_body
        _flush_cache()
        throttling = os.environ.get("BENCH_PRODUCTION_THROTTLING", "1") != "0"  # 0: rate limits off, to compare
        s = Server(url, throttling=throttling, env={"NUM_PROXIES": "1"})
        try:
            runs = [one_run(s, text_body, ping_body) for _ in range(RUNS)]
        finally:
            s.stop()
        load = os.getloadavg()[0]
        for label, name, floor in (
            ("lookup", "lookup", "ping GET"),
            ("lookup", "lookup", "limited GET"),
            ("validate", "validate", "ping POST"),
            ("validate", "validate", "limited POST"),
        ):
            ratios = [r[name] / r[floor] for r in runs]
            print(
                f"{kind:8} {label:8} {statistics.median(r[name] for r in runs):.2f} ms median"
                f" = {statistics.median(ratios):.2f}x {floor} ({statistics.median(r[floor] for r in runs):.2f} ms);"
                f" runs {', '.join(f'{x:.2f}x' for x in ratios)}; load {load:.1f}"
            )
        print(f"{kind:8} deck: {' '.join(deck['deck'])}")  # type: ignore[arg-type]


def main() -> None:
    kinds = os.environ.get("BENCH_PRODUCTION_KINDS", "postgres,sqlite").split(",")
    for kind in kinds:
        if kind == "postgres" and not postgres_available():
            print("postgres skipped: no server at BENCH_PG_URL")
            continue
        run(kind)
