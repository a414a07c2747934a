"""The goldfish's cached answers (issue 29.3): the odds part's first answer against a second visitor's, on the page
and in the API (the demo red deck, 1000 games and the kill turn both ways, locmem cache)."""

from __future__ import annotations

import os

from bench.harness import database, run_worker

CACHED_BUDGET_MS = 30.0  # issue 29: a second visitor's odds answer within this server time


def main() -> None:
    with database("sqlite") as url:
        result = run_worker("bench.goldfish_answer_worker", url)
    asks = result["asks"]
    print(f"goldfish odds (1000 games, kill turn both ways): first answer, then the median of {asks} cached ones")
    print(
        f"  (wall clock, and the worker's CPU time: the wall clock grows with the load average, now {os.getloadavg()[0]:.1f})"
    )
    for surface in ("page", "api"):
        first = float(result[f"first_{surface}"])  # type: ignore[arg-type]
        cached = float(result[f"cached_{surface}"])  # type: ignore[arg-type]
        worst = float(result[f"cached_{surface}_max"])  # type: ignore[arg-type]
        cpu = float(result[f"cached_{surface}_cpu"])  # type: ignore[arg-type]
        flag = "" if cached <= CACHED_BUDGET_MS else f"  over the {CACHED_BUDGET_MS:.0f} ms budget"
        print(
            f"  {surface:<5} first {first:8.1f} ms   cached {cached:6.1f} ms (max {worst:.1f} ms; CPU {cpu:.1f} ms){flag}"
        )
