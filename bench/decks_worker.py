"""Worker for bench_decks: the editor's validation round-trip and the deck image render, on the demo set."""

from __future__ import annotations

import io
import json
import os
import time

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
django.setup()

from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402

from bench.harness import timed  # noqa: E402
from bench.validate_worker import RED  # noqa: E402
from zxdecks.decks.services import deck_import  # noqa: E402
from zxdecks.decks.services.image import has_cjk_font, render_deck_image  # noqa: E402


def main() -> None:
    call_command("migrate", verbosity=0)
    call_command("load_demo", stdout=io.StringIO())
    client = Client()
    url = "/decks/editor/validate/"

    def round_trip() -> None:
        response = client.post(url, {"text": RED})
        assert response.status_code == 200
        assert b"verdict" in response.content

    timed(round_trip, 20)
    editor = timed(round_trip, 300)
    deck = deck_import(data=RED).deck
    render_deck_image(deck, "bench")
    start = time.perf_counter()
    images = []
    for _ in range(10):
        t = time.perf_counter()
        png = render_deck_image(deck, "ベンチ用デッキ", "v1 · zxdecks")
        images.append(time.perf_counter() - t)
    print(
        json.dumps(
            {
                "editor": editor,
                "image": images,
                "png_bytes": len(png),
                "cjk_font": has_cjk_font(),
                "total": time.perf_counter() - start,
            }
        )
    )


if __name__ == "__main__":
    main()
