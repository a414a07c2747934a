"""The demo card sets (fixtures/demo_*.json: invented cards for development and tests) next to real card data.

One set per game. Once real cards of a game are imported, that game's invented cards must not stay mixed into its
pool: `load_demo` (run by `make run`) then loads nothing for it and removes every demo card of it that no deck uses.
A game with no real cards keeps its demo set: the real Z/X list has no Dimension Zero cards, so D0 decks keep
their pool after a real import.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from django.conf import settings
from django.db import transaction
from django.db.models import Q

from cards.models import Card, Pack


@dataclass(frozen=True)
class DemoSet:
    """One game's demo cards: the game, its name for messages, and its fixture file."""

    game: str
    label: str
    file: str


DEMO_SETS = (
    DemoSet("zx", "Z/X", "demo_cards.json"),
    DemoSet("d0", "Dimension Zero", "demo_d0_cards.json"),
)
DEMO_FILES = tuple(s.file for s in DEMO_SETS)


@cache
def demo_pack_codes(game: str | None = None) -> frozenset[str]:
    """The pack codes of the demo set of a game (DM01, DM02 for Z/X; D0DM), or of every game, read from its files."""
    codes: set[str] = set()
    for demo in DEMO_SETS:
        if game in (None, demo.game):
            data = json.loads((settings.BASE_DIR / "fixtures" / demo.file).read_text(encoding="utf-8"))
            codes.update(p["code"] for p in data.get("packs", []))
    return frozenset(codes)


def _demo(game: str | None = None) -> Q:
    query = Q(pack__code__in=demo_pack_codes(game))
    for code in demo_pack_codes(game):  # a demo card imported without its pack still carries the code in its number
        query |= Q(collector_number__startswith=f"{code}-")
    return query


def real_cards_exist(game: str | None = None) -> bool:
    """Whether the database holds any card of a game (or of any game) outside the demo sets."""
    cards = Card.objects.exclude(_demo())
    return (cards if game is None else cards.filter(game=game)).exists()


@dataclass(frozen=True)
class DemoRemoval:
    removed: int
    kept: int  # demo cards some deck still uses: removing them would empty those decks' rows


def demo_cards_remove(game: str | None = None) -> DemoRemoval:
    """Delete every demo card of a game (or of every game) no deck uses, and the demo packs left empty."""
    with transaction.atomic():
        demo = Card.objects.filter(_demo(game))
        used = demo.filter(Q(deck_cards__isnull=False)).distinct()
        kept = used.count()
        removed = demo.exclude(pk__in=used.values("pk")).count()
        demo.exclude(pk__in=used.values("pk")).delete()
        Pack.objects.filter(code__in=demo_pack_codes(game), cards__isnull=True).delete()
    return DemoRemoval(removed=removed, kept=kept)
