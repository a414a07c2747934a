"""Search fuzzer on PostgreSQL with the real card pool: random queries of the search language (words, Japanese text,
quotes, key:value terms, comparisons, negations, 'or', parentheses, over-limit queries and the hostile shapes of
issue 15) sent to the API and the card page; prints the status counts and the slowest queries.

Target: every query answers within 200 ms or is refused with 400. Needs the real card list beside the repository
(../shared/data) and a PostgreSQL server at BENCH_PG_URL.
Run: python -m bench bench_search_fuzz  (BENCH_SEARCH_QUERIES=2000 and BENCH_SEARCH_SEED=15 by default)
"""

from __future__ import annotations

import os

from django.conf import settings

from bench.harness import database, postgres_available, run_worker


def main() -> None:
    if not postgres_available():
        print("skipped: no PostgreSQL server at BENCH_PG_URL")
        return
    if not (settings.SHARED_DATA_DIR / "zx_cards_haronomagia_2025-09.json").is_file():
        print("skipped: the real card list is not beside the repository")
        return
    count = os.environ.get("BENCH_SEARCH_QUERIES", "2000")
    seed = os.environ.get("BENCH_SEARCH_SEED", "15")
    with database("postgres") as url:
        result = run_worker("bench.search_fuzz_worker", url, count, seed)
    print(
        f"postgres  {result['count']} random queries (seed {seed}): statuses {result['statuses']}, "
        f"median {result['median_ms']:.1f} ms, p99 {result['p99_ms']:.1f} ms, "
        f"answered over 200 ms: {result['over_200ms_answered']}"
    )
    for path, stats in result["by_path"].items():  # type: ignore[attr-defined]
        print(
            f"  {path:15} median {stats['median_ms']:.1f} ms, max {stats['max_ms']:.0f} ms, "
            f"answered over 200 ms: {stats['over_200ms']}"
        )
    for row in result["slowest"]:  # type: ignore[attr-defined]
        print(f"  slowest {row['ms']:.0f} ms ({row['status']}, {row['path']}): {row['q'][:160]}")
    for row in result["slowest_answered"]:  # type: ignore[attr-defined]
        print(f"  slowest answered {row['ms']:.0f} ms ({row['path']}): {row['q'][:160]}")
    for row in result["server_errors"]:  # type: ignore[attr-defined]
        print(f"  SERVER ERROR {row['status']}: {row['q'][:160]}")
