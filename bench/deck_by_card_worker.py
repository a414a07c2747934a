"""The deck list filtered by card (issue 33, point 7) on a database already grown by bench.scale_worker (86k cards,
100,000 decks): distinct terms, each asked once, through the test client, the API and the page interleaved.

    DATABASE_URL=postgres://…/zx_scale python -m bench.deck_by_card_worker [TERMS] [sql]

Three kinds of terms (TERMS each, default 40): the collector number of a card some deck holds, the start (2-5
characters) of a card's name, and the number of a copy no deck holds. Prints p95 and median ms per kind and surface,
with the machine's load. The decks' card rows are cold for most terms, as for a visitor's first look at a card.
With `sql` (PostgreSQL), each API request's SQL instead: its statements run again under EXPLAIN ANALYZE, planning
and execution, the best of three (warm), summed per request; the database's work alone, steadier than the wall
on a loaded machine.
"""

from __future__ import annotations

import os
import random
import sys
import time

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
os.environ["API_THROTTLING"] = "0"
django.setup()

import re  # noqa: E402
from urllib.parse import quote  # noqa: E402

from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402

from cards.models import Card  # noqa: E402


def _ms(samples: list[float], q: int) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, len(ordered) * q // 100)] * 1000


def sql_ms(client: Client, path: str) -> float:
    """The SQL of one request: each statement's planning and execution time, the best of three runs, summed."""
    with CaptureQueriesContext(connection) as captured:
        client.get(path)
    total = 0.0
    for query in captured.captured_queries:
        best = float("inf")
        for _ in range(3):
            with connection.cursor() as cursor:
                cursor.execute("EXPLAIN (ANALYZE, TIMING OFF) " + query["sql"])
                plan = "\n".join(row[0] for row in cursor.fetchall())
            times = re.findall(r"(?:Planning|Execution) Time: ([\d.]+)", plan)
            best = min(best, sum(map(float, times)))
        total += best
    return total / 1000


def main(count: int, sql: bool = False) -> None:
    rnd = random.Random(7)
    held = Card.objects.filter(deck_cards__isnull=False).distinct().order_by("pk")
    numbers = list(held.values_list("collector_number", flat=True)[:3000])
    names = list(Card.objects.order_by("pk").values_list("name", flat=True)[:3000])
    unheld = Card.objects.filter(deck_cards__isnull=True, collector_number__startswith="X").order_by("pk")
    terms = {
        "number": rnd.sample(numbers, count),
        "name": [name[: rnd.randint(2, 5)] for name in rnd.sample(names, count)],
        "in no deck": rnd.sample(list(unheld.values_list("collector_number", flat=True)[:3000]), count),
    }
    client = Client()
    client.get("/api/v1/decks/")
    client.get("/decks/")
    for kind, words in terms.items():
        if sql:
            spent = [sql_ms(client, "/api/v1/decks/?card=" + quote(word)) for word in words]
            figures = (
                f"API SQL p95 {_ms(spent, 95):.1f} ms, median {_ms(spent, 50):.1f} ms, max {max(spent) * 1000:.1f} ms"
            )
            print(f"deck list by card, {kind} ({count} distinct terms): {figures}; load {os.getloadavg()[0]:.1f}")
            continue
        times: dict[str, list[float]] = {"API": [], "page": []}
        for word in words:
            for surface, path in (("API", "/api/v1/decks/?card="), ("page", "/decks/?card=")):
                start = time.perf_counter()
                status = client.get(path + quote(word)).status_code
                times[surface].append(time.perf_counter() - start)
                if status != 200:
                    raise RuntimeError(f"{path}{word}: {status}")
        figures = "; ".join(f"{s} p95 {_ms(t, 95):.1f} ms, median {_ms(t, 50):.1f} ms" for s, t in times.items())
        print(f"deck list by card, {kind} ({count} distinct terms): {figures}; load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40, sql="sql" in sys.argv[2:])
