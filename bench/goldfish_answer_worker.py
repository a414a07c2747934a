"""Worker for bench_goldfish_answer: the goldfish page's odds part (1000 games, the kill turn both ways) on the demo
red deck, asked first by one visitor (computed) and then by others playing other games (the cached answer); the
same for the API."""

from __future__ import annotations

import io
import json
import os
import statistics
import time

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
django.setup()

from django.contrib.auth.models import User  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402

from bench.validate_worker import RED  # noqa: E402
from zxdecks.decks.models import Deck  # noqa: E402
from zxdecks.decks.services import deck_create, deck_import  # noqa: E402

CACHED_ASKS = 30


def main() -> None:
    call_command("migrate", verbosity=0)
    call_command("load_demo", stdout=io.StringIO())
    owner = User.objects.create_user("bench")
    deck = deck_create(owner=owner, title="bench", cards=deck_import(data=RED).deck, visibility=Deck.Visibility.PUBLIC)
    path, api = f"/decks/{deck.pk}/goldfish/", f"/api/v1/decks/{deck.pk}/goldfish"
    question = {"games": "1000", "target": "DM01-004", "first": "1"}
    # The first odds question of a process reads the deck's card text once: a small other question pays for it.
    assert Client().get(path, {"seed": "1", "part": "odds", "games": "20"}, HTTP_HX_REQUEST="true").status_code == 200

    cpu: dict[str, list[float]] = {"page": [], "api": []}

    def page(seed: int) -> float:
        start, start_cpu = time.perf_counter(), time.process_time()
        response = Client().get(path, {**question, "seed": str(seed), "part": "odds"}, HTTP_HX_REQUEST="true")
        assert response.status_code == 200, response.status_code
        cpu["page"].append((time.process_time() - start_cpu) * 1000)
        return (time.perf_counter() - start) * 1000

    def api_ask(turns: str) -> float:
        start, start_cpu = time.perf_counter(), time.process_time()
        response = Client().get(api, {**question, "first": "true", "turns": turns})
        assert response.status_code == 200, response.status_code
        cpu["api"].append((time.process_time() - start_cpu) * 1000)
        return (time.perf_counter() - start) * 1000

    first_page = page(7)
    cached_page = [page(1000 + i) for i in range(CACHED_ASKS)]  # other visitors, other games, the same question
    first_api = api_ask("4")
    cached_api = [api_ask("4") for _ in range(CACHED_ASKS)]
    print(
        json.dumps(
            {
                "first_page": first_page,
                "cached_page": statistics.median(cached_page),
                "cached_page_max": max(cached_page),
                "cached_page_cpu": statistics.median(cpu["page"][1:]),
                "cached_api_cpu": statistics.median(cpu["api"][1:]),
                "first_api": first_api,
                "cached_api": statistics.median(cached_api),
                "cached_api_max": max(cached_api),
                "asks": CACHED_ASKS,
            }
        )
    )


if __name__ == "__main__":
    main()
