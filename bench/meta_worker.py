"""Worker for bench_metagame: spread decks over months, add published event lists, refresh, time the pages.

Run as `python -m bench.meta_worker COMMAND [ARGS]` with DATABASE_URL set; prints one JSON object last.
"""

from __future__ import annotations

import json
import os
import random
import resource
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
from django.test import Client  # noqa: E402

MONTHS = 24


def cmd_spread() -> dict[str, Any]:
    """Move each deck's version into one of the last MONTHS months (bench decks are all saved at once)."""
    import datetime as dt

    from django.db.models import F
    from django.db.models.functions import Mod

    from zxdecks.decks.models import DeckVersion

    start = time.perf_counter()
    for months_back in range(1, MONTHS):  # deck id mod MONTHS: every month gets about the same number of decks
        DeckVersion.objects.alias(bucket=Mod("deck_id", MONTHS)).filter(bucket=months_back).update(
            created_at=F("created_at") - dt.timedelta(days=30 * months_back)
        )
    return {"seconds": time.perf_counter() - start}


def cmd_lists(count: str) -> dict[str, Any]:
    """`count` published event lists of 17 cards each over MONTHS events, in bulk."""
    import datetime as dt

    from django.contrib.auth import get_user_model
    from django.utils import timezone

    from cards.models import Card
    from zxdecks.events.models import Event, Registration, Submission

    start = time.perf_counter()
    user_model = get_user_model()
    organizer = user_model.objects.create(username="bench-organizer", password="!")
    today = timezone.localdate()
    now = timezone.now()
    events = Event.objects.bulk_create(
        [
            Event(
                name=f"ベンチ大会 {m}", date=today - dt.timedelta(days=30 * m), capacity=100_000,
                registration_opens=now - dt.timedelta(days=400), registration_closes=now - dt.timedelta(days=1),
                regulation_date=today, lists_published=True, organizer=organizer,
            )
            for m in range(MONTHS)
        ]
    )  # fmt: skip
    numbers = list(Card.objects.filter(game="zx").order_by("pk").values_list("collector_number", flat=True)[:3000])
    rnd = random.Random(7)
    n = int(count)
    players = user_model.objects.bulk_create([user_model(username=f"bench-player{i}", password="!") for i in range(n)])
    registrations = Registration.objects.bulk_create(
        [Registration(event=events[i % MONTHS], player=p) for i, p in enumerate(players)]
    )
    Submission.objects.bulk_create(
        [
            Submission(
                registration=r, number=1, text="", report={}, as_of=today, fingerprint=f"bench{r.pk}",
                cards=[{"zone": "deck", "number": c, "count": 4} for c in rnd.sample(numbers, 17)],
            )
            for r in registrations
        ],
        batch_size=2000,
    )  # fmt: skip
    return {"seconds": time.perf_counter() - start, "lists": n}


def cmd_refresh() -> dict[str, Any]:
    """metagame_refresh() timed in this process, with its peak memory; then again (nothing changed: no writes)."""
    from zxdecks.meta.services import metagame_refresh

    start = time.perf_counter()
    snapshot = metagame_refresh()
    first = time.perf_counter() - start
    start = time.perf_counter()
    metagame_refresh()
    second = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {
        "seconds": first,
        "unchanged_seconds": second,
        "peak_rss_mb": round(peak_mb),
        "decks": snapshot.decks,
        "lists": snapshot.lists,
        "months": len(snapshot.months),
        "load": os.getloadavg(),
    }


def cmd_pages(rounds: str) -> dict[str, Any]:
    """Milliseconds per request (median, p95) of the metagame pages and API, `rounds` each, after one warm-up."""
    from zxdecks.meta.models import CardUsage

    top = list(CardUsage.objects.order_by("-decks").values_list("card__collector_number", flat=True)[:5])
    urls = [
        "/metagame/",
        *(f"/metagame/cards/{n}/" for n in top[:3]),
        "/api/v1/metagame/",
        "/api/v1/metagame/cards/",
        "/api/v1/metagame/cards/?page=20",
        *(f"/api/v1/metagame/cards/{n}/" for n in top[3:5]),
    ]
    # DEBUG off wants collectstatic's manifest for {% static %}; plain names serve the same pages here.
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    client = Client()
    out: dict[str, Any] = {}
    for url in urls:
        client.get(url, headers={"accept-language": "ja"})
        samples = []
        for _ in range(int(rounds)):
            start = time.perf_counter()
            response = client.get(url, headers={"accept-language": "ja"})
            samples.append((time.perf_counter() - start) * 1000)
            assert response.status_code == 200, (url, response.status_code)
        samples.sort()
        out[url] = {
            "median_ms": round(samples[len(samples) // 2], 2),
            "p95_ms": round(samples[min(len(samples) - 1, round(0.95 * (len(samples) - 1)))], 2),
        }
    out["load"] = os.getloadavg()
    out["vendor"] = connection.vendor
    return out


COMMANDS: dict[str, Callable[..., dict[str, Any]]] = {
    "spread": cmd_spread,
    "lists": cmd_lists,
    "refresh": cmd_refresh,
    "pages": cmd_pages,
}

if __name__ == "__main__":
    print(json.dumps(COMMANDS[sys.argv[1]](*sys.argv[2:])))
