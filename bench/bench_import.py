"""Card import speed: the real pool into a fresh database, a re-import that changes nothing, and an import that
changes one card, each a `manage.py import_cards` run timed whole (start-up, parsing, writing, the bulk file).

Prints, for SQLite and PostgreSQL: seconds (wall, and the importing process's CPU), the card data version before and
after each re-import (no change must keep it; one changed card moves it once), and the machine's load average.
Run: python -m bench bench_import
"""

from __future__ import annotations

import os

from bench.harness import database, postgres_available, run_worker


def main() -> None:
    kinds = ["sqlite"] + (["postgres"] if postgres_available() else [])
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for kind in kinds:
        with database(kind) as url:
            result = run_worker("bench.import_worker", url)
        steps = result["steps"]
        assert isinstance(steps, list)
        for step in steps:
            versions = f", version {step['version_before']} → {step['version_after']}" if step["reimport"] else ""
            print(
                f"{kind:9} {step['what']:34} {step['wall_s']:5.1f} s (CPU {step['cpu_s']:.1f} s){versions}"
                f"  [{step['summary']}]"
            )
    if "postgres" not in kinds:
        print("postgres  skipped: no server at BENCH_PG_URL")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
