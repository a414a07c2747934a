"""Helpers for benchmarks: throwaway databases, timing statistics, running a worker under another DATABASE_URL."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PG_ADMIN_URL = os.environ.get("BENCH_PG_URL", "postgres://postgres@127.0.0.1:5432/postgres")


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[index]


def summarize_ms(samples: list[float]) -> str:
    ms = [s * 1000 for s in samples]
    return f"median {statistics.median(ms):.2f} ms, p95 {percentile(ms, 95):.2f} ms (n={len(ms)})"


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def postgres_available() -> bool:
    try:
        import psycopg

        with psycopg.connect(PG_ADMIN_URL.replace("postgres://", "postgresql://"), connect_timeout=3):
            return True
    except Exception:
        return False


@contextmanager
def database(kind: str) -> Iterator[str]:
    """Yield a DATABASE_URL of a fresh, empty database of the kind, dropped afterwards."""
    if kind == "sqlite":
        with tempfile.TemporaryDirectory() as tmp:
            yield f"sqlite:///{tmp}/bench.sqlite3"
        return
    import psycopg

    name = f"zxdecks_bench_{uuid.uuid4().hex[:8]}"
    admin = PG_ADMIN_URL.replace("postgres://", "postgresql://")
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}"
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _run_python(database_url: str, args: list[str], own_session: bool) -> str:
    """Run this Python with args and DATABASE_URL set, from the project folder; its output (RuntimeError with the
    end of its errors if it failed). own_session: in a session of its own, as docs/deploy.md starts an import
    (`setsid -w`)."""
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "DEBUG": "0",
        "SECRET_KEY": "bench-not-secret",
        "ALLOWED_HOSTS": "*",
        "API_THROTTLING": "0",  # benchmarks measure latency, not the rate limits
        "SECURE_SSL_REDIRECT": "0",  # the test client speaks plain HTTP
    }
    result = subprocess.run(
        [sys.executable, *args],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False, start_new_session=own_session,
    )  # fmt: skip
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed:\n{result.stderr[-3000:]}")
    return result.stdout


def run_manage(database_url: str, *args: str, own_session: bool = False) -> float:
    """Run `python manage.py args` with DATABASE_URL set, as an operator would; its wall-clock seconds."""
    start = time.perf_counter()
    _run_python(database_url, ["manage.py", *args], own_session)
    return time.perf_counter() - start


def run_worker(module: str, database_url: str, *args: str, own_session: bool = False) -> dict[str, object]:
    """Run `python -m module args` with DATABASE_URL set; the worker prints one JSON object last."""
    stdout = _run_python(database_url, ["-m", module, *args], own_session)
    data: dict[str, object] = json.loads(stdout.strip().splitlines()[-1])
    return data
