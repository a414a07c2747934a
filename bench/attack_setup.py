"""Worker of bench_simulation_attack: migrate, import the real pool, save a public real deck; prints its id."""

from __future__ import annotations

import json
import os
import sys

import django


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command

    from bench.bench_goldfish import REAL_DATA, real_decks, real_pool
    from zxdecks.decks.models import Deck
    from zxdecks.decks.services import deck_create
    from zxdecks.decks.services.formats import deck_import
    from zxdecks.rules.decklist import write_decklist

    call_command("migrate", verbosity=0)
    call_command("import_cards", str(REAL_DATA), verbosity=0)
    engine_deck = real_decks(real_pool())["red (real pool)"]
    stored = deck_import(data=write_decklist(engine_deck)).deck  # the real deck as the site reads a list
    owner = get_user_model().objects.create_user("bench", password="bench-not-secret")
    deck = deck_create(owner=owner, title="bench red", cards=stored, visibility=Deck.Visibility.PUBLIC)
    numbers = sorted(e.card.number for e in engine_deck.entries)
    print(json.dumps({"deck": deck.pk, "number": numbers[0]}))


if __name__ == "__main__":
    main()
    sys.exit(0)
