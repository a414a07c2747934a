"""Tournament registration under load: gunicorn with 2 workers on PostgreSQL, concurrent clients on 127.0.0.1."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

from bench.harness import ROOT, database, postgres_available, run_worker

# A legal list of the demo set (50 + 8 + player card and OB bottom).
LEGAL = """4 DM01-001\n4 DM01-002\n4 DM01-004\n4 DM01-005\n4 DM01-006\n4 DM01-007\n4 DM01-008\n4 DM01-009\n4 DM01-010
4 DM01-011\n4 DM01-012\n4 DM01-013\n2 DM01-014\n[dynamis]\n4 DM01-104\n1 DM01-106\n1 DM01-107\n1 DM01-108\n1 DM01-109
[player]\n1 DM01-101\n1 DM01-108\n"""
PLAYERS = 400  # registrations sent (a bounded count); half of them fit, the rest are waitlisted
CLIENTS = 8


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main() -> None:
    if not postgres_available():
        print("skipped: no PostgreSQL server at BENCH_PG_URL")
        return
    with database("postgres") as url:
        setup = run_worker("bench.events_setup", url, str(PLAYERS))
        tokens, event = setup["tokens"], setup["event"]
        assert isinstance(tokens, list)
        port = _free_port()
        env = {
            **os.environ,
            "DATABASE_URL": url,
            "DEBUG": "0",
            "SECRET_KEY": "bench-not-secret",
            "ALLOWED_HOSTS": "127.0.0.1",
            "API_THROTTLING": "0",
            "SECURE_SSL_REDIRECT": "0",  # plain HTTP on 127.0.0.1
        }
        server = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "zxdecks.wsgi", "--bind", f"127.0.0.1:{port}", "--workers", "2", "--log-level", "warning"],
            cwd=ROOT, env=env,
        )  # fmt: skip
        try:
            for _ in range(100):
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v1/ping/", timeout=1)
                    break
                except OSError:
                    time.sleep(0.1)
            body = json.dumps({"text": LEGAL}).encode()
            results: list[int] = []
            lock = threading.Lock()
            queue = list(tokens)

            def client() -> None:
                while True:
                    with lock:
                        if not queue:
                            return
                        token = queue.pop()
                    request = urllib.request.Request(
                        f"http://127.0.0.1:{port}/api/v1/events/{event}/registrations/", data=body, method="POST",
                        headers={"Content-Type": "application/json", "Authorization": f"Token {token}"},
                    )  # fmt: skip
                    try:
                        with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310 - http to 127.0.0.1
                            status = response.status
                    except urllib.error.HTTPError as exc:
                        status = exc.code
                    with lock:
                        results.append(status)

            start = time.perf_counter()
            threads = [threading.Thread(target=client) for _ in range(CLIENTS)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            elapsed = time.perf_counter() - start
        finally:
            server.terminate()
            server.wait(timeout=10)
        check = run_worker("bench.events_check", url, str(event))
    errors = sum(1 for s in results if s != 201)
    print(
        f"registrations {len(results) / elapsed:.1f}/s sustained ({len(results)} POSTs, {CLIENTS} clients, gunicorn 2 workers, "
        f"PostgreSQL); errors {errors}; stored {check['registrations']} registrations for {check['players']} players "
        f"({check['registered']} registered, {check['waitlisted']} waitlisted, capacity {PLAYERS // 2}), "
        f"{check['submissions']} submissions"
    )
    assert errors == 0
    assert check["registrations"] == check["players"] == check["submissions"] == PLAYERS
    assert check["registered"] == PLAYERS // 2
