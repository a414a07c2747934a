"""Worker for bench_api: card search and card lookup on the real card pool, next to a trivial endpoint."""

from __future__ import annotations

import functools
import io
import json
import os
import random

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
os.environ["API_THROTTLING"] = "0"
django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402

from bench.harness import timed  # noqa: E402
from cards.models import Card  # noqa: E402

QUERIES = [
    "ライラプス",
    "t:zx c:red cost>=5",
    "pow>=10000 is:ignition",
    "race:ミソス",
    "kw:ライフリカバリー c:blue",
    "set:B01",
    "reg:legend",
    "t:shift or t:evex",
    '"カードを１枚引く" c:green',
    "-is:ignition t:zx cost<=2 c:black",
]


def main() -> None:
    call_command("migrate", verbosity=0)
    call_command(
        "import_cards", str(settings.SHARED_DATA_DIR / "zx_cards_haronomagia_2025-09.json"), stdout=io.StringIO()
    )
    numbers = list(Card.objects.values_list("collector_number", flat=True))
    rnd = random.Random(7)
    sample = rnd.sample(numbers, 100)
    client = Client()
    first = timed(lambda: client.get(f"/api/v1/cards/{sample[0]}/"), 1)  # loads every card object once
    for q in QUERIES:
        assert client.get("/api/v1/cards/", {"q": q}).status_code == 200
    out: dict[str, list[float]] = {"ping": [], "search": [], "lookup": [], "first": first}
    for _ in range(6):
        for q in QUERIES:
            out["ping"] += timed(lambda: client.get("/api/v1/ping/"), 1)
            out["search"] += timed(functools.partial(client.get, "/api/v1/cards/", {"q": q}), 1)
    for number in sample:
        out["ping"] += timed(lambda: client.get("/api/v1/ping/"), 1)
        out["lookup"] += timed(functools.partial(client.get, f"/api/v1/cards/{number}/"), 1)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
