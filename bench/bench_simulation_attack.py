"""Simulations on the production path (gunicorn, 2 workers, DEBUG off, throttling on, Redis, PostgreSQL, the real
pool and a real deck): the worker CPU of the largest goldfish request an anonymous client can make, and GET / while
four anonymous clients loop on it (issue 30, point 1). Needs ../shared/data and PostgreSQL.

`python -m bench bench_simulation_attack` (about 3 minutes; BENCH_ATTACK_SECONDS sets the attack's length).
"""

from __future__ import annotations

import os
import statistics
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

from bench.bench_goldfish import REAL_DATA
from bench.bench_scale import Server, _flush_cache
from bench.harness import database, percentile, postgres_available, run_worker

ATTACK_SECONDS = float(os.environ.get("BENCH_ATTACK_SECONDS", "60"))
CLIENTS = 4
# Questions at the anonymous budget (20,000 simulated turns), each of another shape: the largest is the attack's.
QUESTIONS: list[dict[str, object]] = [
    {"games": 1000, "turns": 5},  # the page's default: 16,000
    {"games": 3333, "turns": 5, "kill_turn": "false"},
    {"games": 1818, "turns": 10, "kill_turn": "false"},
    {"games": 900, "turns": 5, "also": "__ANY__", "color": "red", "curve": "__ANY__"},
    {"games": 5000, "turns": 1, "kill_turn": "false", "color": "red"},
    {"games": 950, "turns": 10, "kill_turn": "true"},
]


def _worker_cpu(server: Server) -> float:
    """CPU seconds (user + system) the gunicorn workers have used so far."""
    children = Path(f"/proc/{server.proc.pid}/task/{server.proc.pid}/children").read_text().split()
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in children:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / ticks
    return total


def _odds_path(deck: int, question: dict[str, object], number: str) -> str:
    query = {k: (number if v == "__ANY__" else v) for k, v in question.items()}
    return f"/decks/{deck}/goldfish/?{urlencode({'seed': 1, 'first': 1, 'part': 'odds', **query})}"


def main() -> None:
    if not REAL_DATA.is_file() or not postgres_available():
        print("skipped: needs ../shared/data and PostgreSQL")
        return
    load = os.getloadavg()
    with database("postgres") as url:
        made = run_worker("bench.attack_setup", url)
        deck, number = int(str(made["deck"])), str(made["number"])
        _flush_cache()
        server = Server(url, throttling=True)
        try:
            htmx = {"HX-Request": "true", "HX-Target": "gf-odds"}
            page = server.get(f"/decks/{deck}/goldfish/?seed=1&first=1")
            assert page[0] == 200, page
            for _ in range(4):  # both workers warm (the deck's card text read once per process), as under a long attack
                server.get(_odds_path(deck, {"games": 10, "turns": 1}, number), htmx)
            largest, heaviest = 0.0, QUESTIONS[0]
            for question in QUESTIONS:
                cpu = []
                for _ in range(3):
                    _flush_cache()  # a fresh rate window, and the answer computed again (not the cached one)
                    before = _worker_cpu(server)
                    status = server.get(_odds_path(deck, question, number), htmx)[0]
                    cpu.append(_worker_cpu(server) - before)
                median = statistics.median(cpu)
                if median > largest:
                    largest, heaviest = median, question
                print(
                    f"odds part {question}: status {status}, worker CPU median {median:.2f} s ({', '.join(f'{c:.2f}' for c in cpu)})"
                )
            over = server.get(_odds_path(deck, {"games": 5000, "turns": 10, "also": "__ANY__"}, number), htmx)
            api = server.get(f"/api/v1/decks/{deck}/goldfish?games=5000&turns=20")
            print(
                f"largest anonymous request: worker CPU {largest:.2f} s (target 0.5 s); over the budget: page {over[0]} in {over[1] * 1000:.0f} ms, API {api[0]} in {api[1] * 1000:.0f} ms"
            )
            _flush_cache()
            quiet: list[float] = []
            until = time.monotonic() + 15
            while time.monotonic() < until:  # the floor on this machine now, for comparison
                quiet.append(server.get("/")[1])
                time.sleep(0.2)
            print(
                f"GET / without the attack: p50 {statistics.median(quiet) * 1000:.0f} ms, p95"
                f" {percentile(quiet, 95) * 1000:.0f} ms ({len(quiet)} requests)"
            )
            stop = time.monotonic() + ATTACK_SECONDS
            statuses: dict[int, int] = {}
            lock = threading.Lock()

            def attack() -> None:
                while time.monotonic() < stop:
                    status = server.get(_odds_path(deck, heaviest, number), htmx)[0]
                    with lock:
                        statuses[status] = statuses.get(status, 0) + 1

            threads = [threading.Thread(target=attack) for _ in range(CLIENTS)]
            for t in threads:
                t.start()
            home: list[float] = []
            while time.monotonic() < stop:
                home.append(server.get("/")[1])
                time.sleep(0.2)
            for t in threads:
                t.join()
            print(
                f"GET / under {CLIENTS} anonymous clients looping on the odds part for {ATTACK_SECONDS:.0f} s:"
                f" p50 {statistics.median(home) * 1000:.0f} ms, p95 {percentile(home, 95) * 1000:.0f} ms,"
                f" max {max(home) * 1000:.0f} ms ({len(home)} requests); the attackers got {dict(sorted(statuses.items()))}"
            )
        finally:
            server.stop()
    print(f"load average before: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; after: {os.getloadavg()[0]:.2f}")
