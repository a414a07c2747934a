"""The demo card set (fixtures/demo_*.json: invented cards for development and tests) next to real card data.

Once real cards are imported, the invented ones must not stay mixed into the pool: `load_demo` (run by `make run`
and `make test`) then loads nothing and removes every demo card that no deck uses.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from django.conf import settings
from django.db import transaction
from django.db.models import Q

from cards.models import Card, Pack

DEMO_FILES = ("demo_cards.json", "demo_d0_cards.json")  # Z/X, then Dimension Zero


@cache
def demo_pack_codes() -> frozenset[str]:
    """The pack codes of the demo set (DM01, DM02, D0DM), read from its files."""
    codes: set[str] = set()
    for name in DEMO_FILES:
        data = json.loads((settings.BASE_DIR / "fixtures" / name).read_text(encoding="utf-8"))
        codes.update(p["code"] for p in data.get("packs", []))
    return frozenset(codes)


def _demo() -> Q:
    query = Q(pack__code__in=demo_pack_codes())
    for code in demo_pack_codes():  # a demo card imported without its pack still carries the code in its number
        query |= Q(collector_number__startswith=f"{code}-")
    return query


def real_cards_exist() -> bool:
    """Whether the database holds any card outside the demo set."""
    return Card.objects.exclude(_demo()).exists()


@dataclass(frozen=True)
class DemoRemoval:
    removed: int
    kept: int  # demo cards some deck still uses: removing them would empty those decks' rows


def demo_cards_remove() -> DemoRemoval:
    """Delete every demo card no deck uses, and the demo packs left empty."""
    with transaction.atomic():
        demo = Card.objects.filter(_demo())
        used = demo.filter(Q(deck_cards__isnull=False)).distinct()
        kept = used.count()
        removed = demo.exclude(pk__in=used.values("pk")).count()
        demo.exclude(pk__in=used.values("pk")).delete()
        Pack.objects.filter(code__in=demo_pack_codes(), cards__isnull=True).delete()
    return DemoRemoval(removed=removed, kept=kept)
