"""Worker for bench_goldfish_page: a public deck of a real list in a database holding the real pool, and the page's
actions after a scripted game on it."""

from __future__ import annotations

import json
import os
from typing import Any

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
django.setup()

from django.contrib.auth.models import User  # noqa: E402

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


def setup_real() -> dict[str, Any]:
    """In a database holding the real pool: a public deck of a legal real 50 + 16 + player list, and the page's
    actions after a scripted game on it (the bench asks them of a server)."""
    from bench.validate_worker import real_listing

    owner = User.objects.create_user("bench")
    text = str(real_listing()["text"])
    cards = deck_import(data=text).deck
    deck = deck_create(owner=owner, title="bench", cards=cards, visibility=Deck.Visibility.PUBLIC)
    seed = 7
    base = ",".join(scripted_game(cards, seed))
    cases = {
        "keep": "k", "next turn": f"{base},n", "resource": f"{base},n,r0", "play on a chosen square": f"{base},n,r0,p0s6",
        "ignite": f"{base},n,d,d,g", "attack with all": f"{base},n,A", "take damage": f"{base},d",
        "end turn with discards": f"{base},e0.1", "free move": f"{base},n,zh0t",
    }  # fmt: skip
    return {"path": f"/decks/{deck.pk}/goldfish/", "seed": seed, "cases": cases, "game_length": base.count(",") + 1}


if __name__ == "__main__":
    import sys

    if sys.argv[1:] != ["setup_real"]:
        sys.exit("usage: python -m bench.goldfish_page_worker setup_real")
    print(json.dumps(setup_real()))
