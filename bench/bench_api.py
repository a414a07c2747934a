"""API: card search (10 queries) and card lookup on the real pool, SQLite and PostgreSQL, next to a trivial endpoint."""

from __future__ import annotations

import statistics

from bench.harness import database, postgres_available, run_worker, summarize_ms


def main() -> None:
    for kind in ["sqlite"] + (["postgres"] if postgres_available() else []):
        with database(kind) as url:
            result = run_worker("bench.api_worker", url)
        ping, search, lookup = result["ping"], result["search"], result["lookup"]
        assert isinstance(ping, list)
        assert isinstance(search, list)
        assert isinstance(lookup, list)
        floor = statistics.median(ping)
        print(f"{kind:9} ping         {summarize_ms(ping)}  (GET /api/v1/ping/, interleaved)")
        print(f"{kind:9} cards/?q=    {summarize_ms(search)}  (10 queries x6, first page of 60)")
        print(
            f"{kind:9} cards/{{n}}/  {summarize_ms(lookup)}  = {statistics.median(lookup) / floor:.2f}x ping (100 random cards)"
        )
        first = result["first"]
        assert isinstance(first, list)
        print(f"{kind:9} first lookup after start or import: {first[0] * 1000:.0f} ms (loads every card object once)")
