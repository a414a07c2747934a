"""Decks: the editor's live-validation round-trip, the deck image render, and (on PostgreSQL) the deck API's list
and the deck search page at 100,000 public decks beside the ping floor.

BENCH_DECKS_COUNT sets the number of public decks (default 100000; 0 skips the PostgreSQL part), BENCH_DECKS_ROUNDS
the timed rounds (default 200). BENCH_DECKS_DB
names an existing PostgreSQL database to fill once and reuse (it is kept); by default a throwaway one is made.
"""

from __future__ import annotations

import os
import statistics
from collections.abc import Iterator
from contextlib import contextmanager

from bench.harness import PG_ADMIN_URL, database, percentile, postgres_available, run_worker, summarize_ms

ROUNDS = int(os.environ.get("BENCH_DECKS_ROUNDS", "200"))


@contextmanager
def _scale_database() -> Iterator[str]:
    """A PostgreSQL DATABASE_URL: BENCH_DECKS_DB when set (kept), else a fresh database dropped afterwards."""
    kept = os.environ.get("BENCH_DECKS_DB")
    if kept:
        yield PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{kept}"
        return
    with database("postgres") as url:
        yield url


def _scale() -> None:
    count = int(os.environ.get("BENCH_DECKS_COUNT", "100000"))
    if not count:
        return
    if not postgres_available():
        print("deck lists at scale: skipped (no PostgreSQL at BENCH_PG_URL)")
        return
    with _scale_database() as url:
        filled = run_worker("bench.decks_scale_worker", url, "fill", str(count))
        timed = run_worker("bench.decks_scale_worker", url, "time", str(ROUNDS))
        samples, warm = timed["samples"], timed["warm_queries"]
        assert isinstance(samples, dict)
        assert isinstance(warm, dict)
        cold = {label: run_worker("bench.decks_scale_worker", url, "cold", label) for label in samples}
    print(
        f"{filled['decks']:,} public decks on PostgreSQL; Django test client in one process (no server), "
        f"{ROUNDS} interleaved rounds; queries: first request of a fresh process / warm"
    )
    ping = statistics.median(samples["ping"]) * 1000
    for label in samples:
        ms = [s * 1000 for s in samples[label]]
        median, p95 = statistics.median(ms), percentile(ms, 95)
        queries = f"{cold[label]['queries']}/{warm[label]}"
        print(f"  {label:32} median {median:7.2f} ms  p95 {p95:7.2f} ms  ({p95 / ping:5.1f}x ping)  queries {queries}")


def main() -> None:
    with database("sqlite") as url:
        result = run_worker("bench.decks_worker", url)
    editor, image = result["editor"], result["image"]
    assert isinstance(editor, list)
    assert isinstance(image, list)
    print(f"editor validate  {summarize_ms(editor)}  (POST /decks/editor/validate/, 50+8+2 list, HTML fragment)")
    font = "CJK font" if result["cjk_font"] else "fallback font, no CJK glyphs"
    print(
        f"deck image       {summarize_ms(image)}  ({result['png_bytes']:,} byte PNG, 20 tiles, {font}; cached per version after)"
    )
    _scale()
