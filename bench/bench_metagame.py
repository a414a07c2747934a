"""Metagame (issue 32.4): metagame_refresh() at BENCH_META_DECKS public decks (default 100,000) and
BENCH_META_LISTS published event lists (default 5,000) spread over 24 months, on PostgreSQL; then the metagame
pages and API read from the stored snapshot (in-process test client, DEBUG off), median and p95.

Targets: the refresh in ≤ 60 s at 100,000 decks; the pages ≤ 50 ms p95. Uses the real card pool when ../shared/data
is there (8,627 cards), else the demo set. `python -m bench bench_metagame`; BENCH_META_DECKS=5000 for a small run.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bench.harness import PG_ADMIN_URL, database, postgres_available, run_manage, run_worker

DECKS = int(os.environ.get("BENCH_META_DECKS", "100000"))
LISTS = int(os.environ.get("BENCH_META_LISTS", "5000"))
ROUNDS = int(os.environ.get("BENCH_META_ROUNDS", "100"))


@contextmanager
def _database() -> Iterator[tuple[str, bool]]:
    """(DATABASE_URL, whether it still needs filling): BENCH_META_DB names a PostgreSQL database to fill once and
    keep (filled when it has no decks yet), else a fresh one is made and dropped afterwards."""
    kept = os.environ.get("BENCH_META_DB")
    if kept:
        yield PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{kept}", not os.environ.get("BENCH_META_FILLED")
        return
    with database("postgres") as url:
        yield url, True


def main() -> None:
    from django.conf import settings

    if not postgres_available():
        print("skipped: no PostgreSQL at BENCH_PG_URL")
        return
    real = Path(settings.SHARED_DATA_DIR) / "zx_cards_haronomagia_2025-09.json"
    # The bulk file and the statistics file go to a folder of this run, not the development media folder.
    with tempfile.TemporaryDirectory() as media, _database() as (url, fill):
        os.environ["MEDIA_ROOT"] = media
        if fill:
            run_manage(url, "migrate", "--verbosity", "0")
            if real.is_file():
                run_manage(url, "import_cards", str(real))
            else:
                run_manage(url, "load_demo")
            made = run_worker("bench.scale_worker", url, "decks", str(DECKS))
            run_worker("bench.meta_worker", url, "spread")
            lists = run_worker("bench.meta_worker", url, "lists", str(LISTS))
            print(f"setup: {made['decks']:,} public decks in {made['seconds']:.1f} s, {lists['lists']:,} lists")
        refresh = run_worker("bench.meta_worker", url, "refresh")
        print(
            f"metagame_refresh: {refresh['seconds']:.1f} s for {refresh['decks']:,} decks and {refresh['lists']:,} lists"
            f" over {refresh['months']} months (target ≤ 60 s at 100,000); unchanged again: "
            f"{refresh['unchanged_seconds']:.1f} s; peak RSS {refresh['peak_rss_mb']} MB; load {refresh['load']}"
        )
        pages = run_worker("bench.meta_worker", url, "pages", str(ROUNDS))
        load = pages.pop("load")
        pages.pop("vendor")
        for page, figures in pages.items():
            assert isinstance(figures, dict)
            print(f"  {page}: median {figures['median_ms']} ms, p95 {figures['p95_ms']} ms (target p95 ≤ 50 ms)")
        print(f"  load during the pages: {load}")
