"""Worker for bench_decks' scale part: 100,000 public decks on PostgreSQL, the deck API and the deck search page.

Run as `python -m bench.decks_scale_worker COMMAND` with DATABASE_URL set; prints one JSON object last.
  fill N   migrate, import the real cards and create N public decks (bench.scale_worker's generator), unless the
           database already holds them; then VACUUM ANALYZE, as autovacuum would have done on a live site
  cold LABEL the SQL queries of URLS[LABEL] as the first request of a fresh process (cold caches)
  time N   p50/p95 of each URL and of the ping floor through Django's test client, rounds interleaved
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from typing import Any

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
os.environ["API_THROTTLING"] = "0"
django.setup()

from django.conf import settings  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client, override_settings  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402

# The pages' static files by plain name (a checkout has no collectstatic manifest); override_settings, not
# assignment, so that the storage handler drops the manifest storage.
override_settings(
    STORAGES={**settings.STORAGES, "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"}}
).enable()

URLS = {
    "ping": "/api/v1/ping/",
    "deck API page 1": "/api/v1/decks/",
    "deck API page 100": "/api/v1/decks/?page=100",
    "deck API page 1, likes": "/api/v1/decks/?sort=likes",
    "deck API q=ライラプス": "/api/v1/decks/?q=ライラプス",
    "deck search page q=ライラプス": "/decks/?q=ライラプス",
    "deck search page q=アグロ 速攻": "/decks/?q=アグロ+速攻",
    "deck search page q=デッキ 777": "/decks/?q=デッキ+777",
    "deck search page, page 100": "/decks/?page=100",
}


def cmd_fill(count: str) -> dict[str, Any]:
    from zxdecks.decks.models import Deck

    start = time.perf_counter()
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:  # a migration of a filled database may rewrite a big table
            cursor.execute("SET statement_timeout = 0")
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    if Deck.objects.filter(visibility=Deck.Visibility.PUBLIC).count() < int(count):
        from bench import scale_worker

        scale_worker.cmd_migrate()  # and the packs
        scale_worker.cmd_import("real")
        scale_worker.cmd_decks(count)
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("VACUUM ANALYZE")
    return {"seconds": time.perf_counter() - start, "decks": Deck.objects.count()}


def cmd_cold(label: str) -> dict[str, Any]:
    client = Client()
    with CaptureQueriesContext(connection) as ctx:
        status = client.get(URLS[label]).status_code
    return {"status": status, "queries": len(ctx.captured_queries)}


def cmd_time(rounds: str) -> dict[str, Any]:
    client = Client()

    def get(url: str) -> Callable[[], None]:
        def run() -> None:
            response = client.get(url)
            assert response.status_code == 200, (url, response.status_code)

        return run

    calls = {label: get(url) for label, url in URLS.items()}
    for call in calls.values():  # warm: connection, templates, URL resolver
        for _ in range(3):
            call()
    samples: dict[str, list[float]] = {label: [] for label in calls}
    for _ in range(int(rounds)):  # interleaved, so that a burst of load on the box hits every URL alike
        for label, call in calls.items():
            t = time.perf_counter()
            call()
            samples[label].append(time.perf_counter() - t)
    warm: dict[str, int] = {}
    for label, url in URLS.items():
        with CaptureQueriesContext(connection) as ctx:
            client.get(url)
        warm[label] = len(ctx.captured_queries)
    return {"samples": samples, "warm_queries": warm}


COMMANDS: dict[str, Callable[..., dict[str, Any]]] = {"fill": cmd_fill, "cold": cmd_cold, "time": cmd_time}

if __name__ == "__main__":
    print(json.dumps(COMMANDS[sys.argv[1]](*sys.argv[2:])))
