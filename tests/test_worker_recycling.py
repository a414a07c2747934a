"""Issue 33, point 5: the gunicorn workers never recycle together; one of them always accepts.

gunicorn runs as in production (gunicorn.conf.py, 2 workers, DEBUG off) with a tiny max_requests, and one client
asks for the API's floor endpoint steadily, one request after the other. Each recycle costs the new worker its start
(imports, warm-up); a request that found no worker accepting waits about that long. None may.
"""

from __future__ import annotations

import http.client
import os
import re
import secrets
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
GUNICORN = Path(sys.executable).parent / "gunicorn"
PORT = int(os.environ.get("RECYCLE_TEST_PORT", "8106"))
MAX_REQUESTS = 20
RECYCLES = 3  # the client stops once this many replacements are up, or after MAX_CLIENT_REQUESTS
MAX_CLIENT_REQUESTS = 20_000  # about a minute at most

pytestmark = pytest.mark.skipif(not GUNICORN.exists(), reason="gunicorn is not installed beside this python")


def _get(path: str) -> float:
    """One GET on a fresh connection; the seconds it took (a refused connection is retried, and counts)."""
    start = time.perf_counter()
    while True:
        try:
            connection = http.client.HTTPConnection("127.0.0.1", PORT, timeout=60)
            connection.request("GET", path, headers={"Host": "127.0.0.1"})
            response = connection.getresponse()
            response.read()
            connection.close()
            assert response.status == 200, response.status
            return time.perf_counter() - start
        except ConnectionRefusedError:
            time.sleep(0.01)


def _wait_until_up(server: subprocess.Popen[bytes], deadline: float) -> None:
    while time.monotonic() < deadline:
        assert server.poll() is None, "gunicorn stopped"
        try:
            _get("/healthz")
            return
        except (OSError, http.client.HTTPException, AssertionError):
            time.sleep(0.2)
    pytest.fail("gunicorn did not start")


def _replacements_up(log: Path) -> int:
    """How many workers came up after the first two (each one replaced a recycled worker)."""
    return log.read_text(encoding="utf-8", errors="replace").count("after its fork") - 2


def test_a_steady_client_never_waits_for_a_worker_start_while_workers_recycle(tmp_path):
    log = tmp_path / "gunicorn.log"
    env = {
        "PATH": "/usr/bin:/bin",
        "VAR_DIR": str(tmp_path),  # an empty SQLite database: the floor endpoint reads none
        "DEBUG": "0",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "127.0.0.1",
        "SECURE_SSL_REDIRECT": "0",
        "API_THROTTLING": "0",
        "GUNICORN_BIND": f"127.0.0.1:{PORT}",
        "WEB_CONCURRENCY": "2",
        "GUNICORN_MAX_REQUESTS": str(MAX_REQUESTS),
    }
    with log.open("wb") as out:
        server = subprocess.Popen(
            # No control socket: it would take the one in $HOME that a gunicorn of the developer's may be using.
            [str(GUNICORN), "-c", "gunicorn.conf.py", "--no-control-socket", "zxdecks.wsgi"],
            cwd=ROOT, env=env, stdout=out, stderr=out,
        )  # fmt: skip
    try:
        _wait_until_up(server, time.monotonic() + 120)
        waits = []
        while len(waits) < MAX_CLIENT_REQUESTS:
            waits.append(_get("/api/v1/ping/"))
            if len(waits) % 50 == 0 and _replacements_up(log) >= RECYCLES:
                break
    finally:
        server.terminate()
        server.wait(timeout=60)
    text = log.read_text(encoding="utf-8", errors="replace")
    recycles = text.count("Autorestarting worker")
    starts = [float(ms) / 1000 for ms in re.findall(r"worker ready (\d+) ms after its fork", text)]
    assert recycles >= RECYCLES, text[-3000:]  # the workers did recycle, again and again
    assert len(starts) >= recycles  # every replacement started and said how long that took
    # No request waited as long as the quickest start of a worker (fork, imports, warm-up): one was always accepting.
    worst = max(waits)
    print(
        f"{len(waits)} requests, {recycles} recycles, worst wait {worst * 1000:.0f} ms, quickest start {min(starts):.1f} s"
    )
    assert worst < min(starts), (worst, sorted(waits)[-5:], sorted(starts)[:5])


class FakeWorker:
    def __init__(self, age: int, max_requests: int = 1000, workers: int = 2) -> None:
        self.age, self.max_requests, self.nr = age, max_requests, 0
        self.cfg = type("Cfg", (), {"workers": workers})()


def _config() -> dict[str, Any]:
    import runpy

    return runpy.run_path(str(ROOT / "gunicorn.conf.py"))


def test_the_first_workers_request_limits_are_staggered_across_one_limit():
    config = _config()
    first, second = FakeWorker(1), FakeWorker(2)
    server = type("Server", (), {"cfg": type("Cfg", (), {"workers": 2})()})()
    for worker in (first, second):
        config["post_fork"](server, worker)
    assert (first.max_requests, second.max_requests) == (1000, 1500)
    later = FakeWorker(3)  # a replacement keeps gunicorn's own limit (with its jitter)
    config["post_fork"](server, later)
    assert later.max_requests == 1000


def test_a_worker_at_its_limit_serves_on_while_another_worker_is_starting(monkeypatch):
    monkeypatch.setattr("zxdecks.startup.warm_worker", lambda: None)
    config = _config()
    server = object()
    first, second = FakeWorker(1, 20), FakeWorker(2, 20)
    for worker in (first, second):
        config["pre_fork"](server, worker)  # the master forks both
    config["post_worker_init"](first)
    first.nr = 19
    config["pre_request"](first, None)
    assert first.max_requests == 21  # the second worker is still starting: the first serves on and asks again
    config["post_worker_init"](second)
    first.nr = 20
    config["pre_request"](first, None)
    assert first.max_requests == 21  # both accept: it leaves after this request
    second.nr = 19
    config["pre_request"](second, None)
    assert second.max_requests == 21  # the first is leaving: the second serves on
    config["child_exit"](server, first)
    replacement = FakeWorker(3, 20)
    config["pre_fork"](server, replacement)
    second.nr = 20
    config["pre_request"](second, None)
    assert second.max_requests == 22  # its replacement is starting: still serving
    config["post_worker_init"](replacement)
    second.nr = 21
    config["pre_request"](second, None)
    assert second.max_requests == 22  # the replacement accepts: now it may leave


def test_a_lone_worker_still_recycles_at_its_limit(monkeypatch):
    monkeypatch.setattr("zxdecks.startup.warm_worker", lambda: None)
    config = _config()
    alone = FakeWorker(1, 20, workers=1)
    config["pre_fork"](object(), alone)
    config["post_worker_init"](alone)
    alone.nr = 19
    config["pre_request"](alone, None)
    assert alone.max_requests == 20  # it exits after this request, as gunicorn would without the slots
