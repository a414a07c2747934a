"""Worker for bench_goldfish_page: server time of each interactive goldfish action (an htmx request answered with
the play area), of the sample hand and of the odds part, on the demo red deck."""

from __future__ import annotations

import functools
import io
import json
import os
import statistics
from typing import Any

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
django.setup()

from django.contrib.auth.models import User  # noqa: E402
from django.core.cache import cache  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402

from bench.harness import timed  # noqa: E402
from bench.validate_worker import RED  # noqa: E402
from zxdecks.decks.models import Deck  # noqa: E402
from zxdecks.decks.services import deck_create, deck_import  # noqa: E402
from zxdecks.decks.services.goldfish_play import goldfish_replay  # noqa: E402

HTMX: dict[str, Any] = {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "gf-play"}


def scripted_game(deck: object, seed: int) -> list[str]:
    """Three turns of a plausible game: resource the first card, play what can be paid, attack, next turn."""
    actions = ["k"]
    for _ in range(3):
        actions += ["n", "r0"]
        for _ in range(4):
            game = goldfish_replay(deck=deck, seed=seed, first=True, actions=actions).game  # type: ignore[arg-type]
            playable = [i for i, c in enumerate(game.hand) if game.can_play(c)]
            if not playable:
                break
            actions.append(f"p{playable[0]}")
        actions.append("A")
    return actions


def main() -> None:
    call_command("migrate", verbosity=0)
    call_command("load_demo", stdout=io.StringIO())
    owner = User.objects.create_user("bench")
    cards = deck_import(data=RED).deck
    deck = deck_create(owner=owner, title="bench", cards=cards, visibility=Deck.Visibility.PUBLIC)
    client = Client()
    path = f"/decks/{deck.pk}/goldfish/"
    seed = 7
    game = scripted_game(cards, seed)
    base = ",".join(game)

    def action(actions: str, extra: dict[str, str] | None = None, headers: dict[str, Any] = HTMX) -> None:
        query: dict[str, str] = {"seed": str(seed), "first": "1", "a": actions, **(extra or {})}
        response = client.get(path, query, **headers)
        assert response.status_code == 200, response.status_code

    cases: dict[str, tuple[str, dict[str, str] | None]] = {
        "keep": ("k", None),
        "next turn": (f"{base},n", None),
        "resource": (f"{base},n,r0", None),
        "select a card": (f"{base},n", {"sel": "0"}),
        "play on a chosen square": (f"{base},n,r0,p0s6", None),
        "ignite": (f"{base},n,d,d,g", None),
        "attack with all": (f"{base},n,A", None),
        "take damage": (f"{base},d", None),
        "end turn with discards": (f"{base},e0.1", None),
        "free move": (f"{base},n,zh0t", None),
    }
    results: dict[str, float] = {}
    for label, (actions, extra) in cases.items():
        run = functools.partial(action, actions, extra)
        timed(run, 5)  # warm the caches (deck scripts, templates)
        results[label] = statistics.median(timed(run, 40)) * 1000
    sample = timed(lambda: action("", {"part": "sample", "hand": "5"}, {"HTTP_HX_REQUEST": "true"}), 30)

    def odds_computed() -> None:
        cache.clear()  # the answer is computed each time: a cached one is bench_goldfish_answer's figure
        action("", {"part": "odds", "games": "1000"}, {"HTTP_HX_REQUEST": "true"})

    odds = timed(odds_computed, 3)
    print(
        json.dumps(
            {
                "actions": results,
                "game_length": len(game),
                "sample": statistics.median(sample) * 1000,
                "odds": statistics.median(odds) * 1000,
            }
        )
    )


if __name__ == "__main__":
    main()
