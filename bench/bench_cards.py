"""Card database: import time of the real card list and search latency over 50 fixed queries (SQLite, PostgreSQL)."""

from __future__ import annotations

from bench.harness import database, postgres_available, run_worker, summarize_ms


def main() -> None:
    kinds = ["sqlite"] + (["postgres"] if postgres_available() else [])
    for kind in kinds:
        with database(kind) as url:
            result = run_worker("bench.cards_worker", url)
        samples = result["search_samples"]
        assert isinstance(samples, list)
        print(
            f"{kind:9} import {result['import_s']:.1f} s, re-import {result['reimport_s']:.1f} s; "
            f"search (total + first page of 60, 50 queries x3): {summarize_ms(samples)}"
        )
    if "postgres" not in kinds:
        print("postgres  skipped: no server at BENCH_PG_URL")
