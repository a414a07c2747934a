"""Worker for bench_validate: the validate endpoint and the ping endpoint through Django's test client."""

from __future__ import annotations

import io
import json
import os
from typing import Any

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
django.setup()

from pathlib import Path  # noqa: E402

from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402

from bench.harness import timed  # noqa: E402

RED = """[deck]
4 DM01-001
4 DM01-002
4 DM01-004
4 DM01-005
4 DM01-006
4 DM01-007
4 DM01-008
4 DM01-009
4 DM01-010
4 DM01-011
4 DM01-012
4 DM01-013
2 DM01-014
[dynamis]
4 DM01-104
4 DM01-105
1 DM01-106
1 DM01-107
1 DM01-108
1 DM01-109
4 DM01-110
[player]
1 DM01-101
1 DM01-108
"""


def real_deck_rates() -> dict[str, object]:
    """Import the real pool, build a legal 50 + 16 + player deck of real cards, time the engine on it."""
    from django.conf import settings

    from bench.bench_validate import REAL_POOL, engine_rate
    from zxdecks.rules.construction import validate

    call_command("migrate", verbosity=0)
    call_command("import_cards", str(Path(settings.SHARED_DATA_DIR) / REAL_POOL), stdout=io.StringIO())
    deck, listing, attempts, on = real_deck()
    best, median = engine_rate(validate, deck, on)
    return {"best": best, "median": median, "attempts": attempts, "deck": listing}


def real_listing() -> dict[str, object]:
    """A legal real 50 + 16 + player deck of the imported pool as deck-list text (the production bench posts it)."""
    deck, listing, _, on = real_deck()
    parts: dict[str, list[str]] = {}
    for entry in deck.entries:
        parts.setdefault(entry.zone.value, []).append(f"{entry.count} {entry.card.number}")
    text = "".join(f"[{zone}]\n" + "\n".join(rows) + "\n" for zone, rows in parts.items())
    return {"text": text, "as_of": on.isoformat(), "deck": listing}


def real_deck() -> tuple[Any, list[str], int, Any]:
    """(deck, listing, attempts, date): a legal 50 + 16 + player deck of real cards from the imported pool."""
    import datetime as dt
    import random
    import sys

    from cards.catalog import catalog
    from cards.models import Card
    from zxdecks.rules.cards import CardType, Zone
    from zxdecks.rules.cardtext import LIFE_RECOVERY, VOID_BRINGER
    from zxdecks.rules.construction import validate
    from zxdecks.rules.deck import Deck, DeckEntry

    on = dt.date(2025, 10, 1)

    def facts(card_type: str, color: str) -> list:  # type: ignore[type-arg]
        numbers = Card.objects.filter(card_type=card_type, **{f"is_{color}": True}, game="zx").values_list(
            "collector_number", flat=True
        )
        found = catalog.by_numbers(set(numbers))
        plain = [f for f in found.values() if not f.construction and not f.regulation and f.expiry is None]
        return sorted(plain, key=lambda f: f.number)

    rnd = random.Random(16)
    for attempt in range(200):
        color = rnd.choice(["red", "blue", "white", "black", "green"])
        zx, ex, players = facts(CardType.ZX, color), facts(CardType.ZX_EX, color), facts(CardType.PLAYER, color)
        ignition = [f for f in zx if f.ignition and not f.keywords & {LIFE_RECOVERY, VOID_BRINGER}]
        recovery = [f for f in zx if f.ignition and LIFE_RECOVERY in f.keywords]
        others = [f for f in zx if not f.ignition and not f.keywords & {LIFE_RECOVERY, VOID_BRINGER}]
        if len(ignition) < 4 or not recovery or len(others) < 8 or len(ex) < 4 or not players:
            continue
        names: set[str] = set()
        chosen = []
        for pool, n in ((recovery, 1), (ignition, 4), (others, 8)):  # 20 ignition cards (401.6)
            picks = [f for f in rnd.sample(pool, len(pool)) if not f.keys & names][:n]
            for f in picks:
                names |= f.keys
            chosen += picks
        entries = [DeckEntry(f, 4) for f in chosen[:12]] + [DeckEntry(chosen[12], 2)]
        entries += [DeckEntry(f, 4, Zone.DYNAMIS) for f in rnd.sample(ex, 4)]
        entries.append(DeckEntry(rnd.choice(players), 1, Zone.PLAYER))
        deck = Deck.of(entries)
        report = validate(deck, on)
        if report.legal and (report.counts["deck"], report.counts["dynamis"]) == (50, 16):
            listing = [f"{e.count} {e.card.number} ({e.zone.value})" for e in entries]
            return deck, listing, attempt + 1, on
        if attempt == 199:
            print(report.violations, file=sys.stderr)
    raise RuntimeError("no legal real deck found")


def main() -> None:
    call_command("migrate", verbosity=0)
    call_command("load_demo", stdout=io.StringIO())
    client = Client()
    text_body = json.dumps({"text": RED, "as_of": "2025-01-01"})
    rows = [line.split() for line in RED.splitlines() if line and not line.startswith("[")]
    parts = {"deck": [{"collector_number": n, "count": int(c)} for c, n in rows[:13]], "as_of": "2025-01-01"}
    parts_body = json.dumps(parts)

    def ping() -> None:
        assert client.get("/api/v1/ping/").status_code == 200

    def ping_post() -> None:
        assert client.post("/api/v1/ping/", text_body, content_type="application/json").status_code == 200

    def validate_text() -> None:
        assert client.post("/api/v1/decks/validate", text_body, content_type="application/json").status_code == 200

    def validate_parts() -> None:
        assert client.post("/api/v1/decks/validate", parts_body, content_type="application/json").status_code == 200

    for fn in (ping, ping_post, validate_text, validate_parts):
        timed(fn, 20)  # warm up
    # Interleaved, so that the machine's drift during the run affects the floor and the endpoint alike.
    out: dict[str, list[float]] = {"ping": [], "ping_post": [], "validate_text": [], "validate_parts": []}
    for _ in range(400):
        out["ping"] += timed(ping, 1)
        out["ping_post"] += timed(ping_post, 1)
        out["validate_text"] += timed(validate_text, 1)
        out["validate_parts"] += timed(validate_parts, 1)
    print(json.dumps(out))


if __name__ == "__main__":
    import sys

    if sys.argv[1:] == ["real"]:
        print(json.dumps(real_deck_rates()))
    elif sys.argv[1:] == ["real_listing"]:
        print(json.dumps(real_listing()))
    else:
        main()
