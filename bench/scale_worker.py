"""Worker for bench_scale: imports, synthetic growth (the real pool x10, 100,000 public decks) and query counts.

Run as `python -m bench.scale_worker COMMAND [ARGS]` with DATABASE_URL set; prints one JSON object last.
"""

from __future__ import annotations

import io
import json
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
os.environ["API_THROTTLING"] = "0"
django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402

REAL = Path(settings.SHARED_DATA_DIR) / "zx_cards_haronomagia_2025-09.json"
PACKS = Path(settings.SHARED_DATA_DIR) / "zx_packs.json"


def _version() -> int:
    from cards.models import CatalogVersion

    return CatalogVersion.current()


def _import(path: Path) -> dict[str, Any]:
    before = _version()
    start = time.perf_counter()
    call_command("import_cards", str(path), stdout=io.StringIO())
    seconds = time.perf_counter() - start
    return {"seconds": seconds, "version_before": before, "version_after": _version()}


def cmd_migrate() -> dict[str, Any]:
    call_command("migrate", verbosity=0)
    call_command("import_cards", str(PACKS), stdout=io.StringIO())
    return {"ok": True}


def cmd_import(which: str) -> dict[str, Any]:
    """Import the real pool (`real`) or a file (e.g. one written by `one_changed`), timed in this process."""
    return _import(REAL if which == "real" else Path(which))


def cmd_one_changed(path: str) -> dict[str, Any]:
    """Write the real pool with one card's text changed (a new change each time) to `path`."""
    records = json.loads(REAL.read_text(encoding="utf-8"))
    records[100]["text"] = records[100]["text"] + f"（ベンチ {time.time()}）"
    Path(path).write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")
    return {"ok": True}


def cmd_version() -> dict[str, Any]:
    return {"version": _version()}


def cmd_multiply(copies: str) -> dict[str, Any]:
    """Add `copies` renamed copies of the real pool (collector numbers X1B01-001 ...), one import each; the bulk
    file is written once at the end, not after each copy."""
    from cards.bulk import bulk_build
    from cards.services import cards_imported

    cards_imported.disconnect(dispatch_uid="cards-bulk-rebuild")
    records = json.loads(REAL.read_text(encoding="utf-8"))
    total = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(1, int(copies) + 1):
            copy = [
                {**r, "card_number": f"X{k}{r['card_number']}", "site_card_id": f"{k}{r['site_card_id']}"}
                for r in records
            ]
            path = Path(tmp) / f"copy{k}.json"
            path.write_text(json.dumps(copy, ensure_ascii=False), encoding="utf-8")
            total += _import(path)["seconds"]
    from cards.models import Card

    bulk_build()
    return {"seconds": total, "cards": Card.objects.count()}


def cmd_decks(count: str) -> dict[str, Any]:
    """Create `count` public decks of 50 + 16 cards with a version and their deck_cards rows, in bulk."""
    from django.contrib.auth import get_user_model

    from cards.models import Card
    from zxdecks.decks.models import Deck, DeckCard, DeckVersion

    start = time.perf_counter()
    # Owners only, never logged in: an unusable password instead of 200 password hashings (minutes on a busy box).
    user_model = get_user_model()
    users = user_model.objects.bulk_create([user_model(username=f"bench{i}", password="!") for i in range(200)])
    cards = list(Card.objects.order_by("pk").values_list("pk", "collector_number", "name")[:3000])
    rnd = random.Random(5)
    words = ["赤", "青", "白", "黒", "緑", "ライラプス", "アグロ", "ビート", "コントロール", "速攻", "環境", "大会"]
    n = int(count)
    for batch in range(0, n, 2000):
        chosen_parts = []
        for _ in range(batch, min(n, batch + 2000)):
            chosen = rnd.sample(cards, 17)
            chosen_parts.append(
                [("deck", c, 4 if j < 12 else 2) for j, c in enumerate(chosen[:13])]
                + [("dynamis", c, 4) for c in chosen[13:]]
            )
        decks = [
            Deck(
                owner=users[i % len(users)],
                title=f"{rnd.choice(words)}{rnd.choice(words)}デッキ {i}",
                visibility=Deck.Visibility.PUBLIC,
                version_number=1,
                legal=True,
                like_count=rnd.randrange(50),
                # The rows the deck service stores with its DeckCard rows (services.card_rows).
                card_rows=[[z, c[1], c[2], k] for z, c, k in parts],
            )
            for i, parts in zip(range(batch, min(n, batch + 2000)), chosen_parts, strict=True)
        ]
        Deck.objects.bulk_create(decks)
        versions, rows = [], []
        for deck, parts in zip(decks, chosen_parts, strict=True):
            versions.append(
                DeckVersion(
                    deck=deck, number=1, title=deck.title, cards=[{"zone": z, "number": c[1], "count": k} for z, c, k in parts],
                    text="", report={"legal": True}, legal=True, author=deck.owner,
                )
            )  # fmt: skip
            rows += [DeckCard(deck=deck, card_id=c[0], zone=z, count=k) for z, c, k in parts]
        DeckVersion.objects.bulk_create(versions)
        DeckCard.objects.bulk_create(rows)
    if connection.vendor == "postgresql":
        # What autovacuum (on by default) does within minutes of a bulk write: statistics, the visibility map that
        # lets the deck lists' bounded counts read their index alone, hint bits. A server with autovacuum off (this
        # box's) would otherwise measure the decks as if they had just been written.
        with connection.cursor() as cursor:
            cursor.execute("VACUUM (ANALYZE)")
    return {"seconds": time.perf_counter() - start, "decks": Deck.objects.count()}


def cmd_queries() -> dict[str, Any]:
    """SQL queries per request for the deck list (page 1 and 100) and the deck search page."""
    client = Client()
    out: dict[str, Any] = {}
    for label, url in [
        ("deck API page 1", "/api/v1/decks/"),
        ("deck API page 100", "/api/v1/decks/?page=100"),
        ("deck search page", "/decks/?q=ライラプス"),
        ("card search", "/api/v1/cards/?q=ライラプス"),
        ("card lookup", "/api/v1/cards/B01-001/"),
    ]:
        with CaptureQueriesContext(connection) as ctx:
            status = client.get(url).status_code
        out[label] = {"status": status, "queries": len(ctx.captured_queries)}
    return out


COMMANDS: dict[str, Callable[..., dict[str, Any]]] = {
    "migrate": cmd_migrate,
    "import": cmd_import,
    "one_changed": cmd_one_changed,
    "version": cmd_version,
    "multiply": cmd_multiply,
    "decks": cmd_decks,
    "queries": cmd_queries,
}

if __name__ == "__main__":
    print(json.dumps(COMMANDS[sys.argv[1]](*sys.argv[2:])))
