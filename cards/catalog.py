"""A process-local cache of engine card facts, dropped whenever the card data version changes."""

from __future__ import annotations

import datetime as dt
import gc
import threading
import time
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models.signals import post_delete, post_save
from django.utils import timezone

from cards.adapters import CONSTRUCTION_NAME_KINDS, card_facts
from cards.models import AppendixAName, Card, CardName, CatalogVersion, RegulationEntry
from zxdecks.rules.cards import CardFacts


class CardCatalog:
    """Card lookups for validation: number → facts and name key → numbers, loaded on demand and cached.

    Every process checks the shared CatalogVersion row at most every CARD_CACHE_SECONDS and drops its cache when
    the number moved, so an import or an admin edit reaches all workers within that many seconds.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._facts: dict[str, CardFacts | None] = {}
        self._names: dict[str, tuple[str, ...]] = {}
        self._json: dict[str, dict[str, Any]] = {}
        self._json_day: dt.date | None = None
        self._version: int | None = None
        self._checked = float("-inf")

    def clear(self) -> None:
        with self._lock:
            self._facts.clear()
            self._names.clear()
            self._json = {}
            self._json_day = None
            self._version = None
            self._checked = float("-inf")

    def _fresh(self) -> None:
        now = time.monotonic()
        if now - self._checked < settings.CARD_CACHE_SECONDS:
            return
        version = CatalogVersion.current()
        with self._lock:
            if version != self._version:
                self._facts.clear()
                self._names.clear()
                self._json = {}
                self._json_day = None
                self._version = version
            self._checked = now

    def by_numbers(self, numbers: set[str]) -> dict[str, CardFacts]:
        self._fresh()
        numbers = {n.upper() for n in numbers}
        missing = [n for n in numbers if n not in self._facts]
        if missing:
            loaded = card_facts(Card.objects.filter(collector_number__in=missing))
            with self._lock:
                for number in missing:
                    self._facts[number] = loaded.get(number)
        found = {n: self._facts.get(n) for n in numbers}
        return {n: f for n, f in found.items() if f is not None}

    def card_json(self, number: str) -> dict[str, Any] | None:
        """The API's card object (cards.serializers.CardSerializer), or None for an unknown number."""
        return self._card_objects().get(number.strip().upper())

    def cards_json(self, numbers: Iterable[str]) -> list[dict[str, Any]]:
        """The card objects of collector numbers, in order; unknown numbers are left out."""
        objects = self._card_objects()
        found = (objects.get(n.strip().upper()) for n in numbers)
        return [o for o in found if o is not None]

    def _card_objects(self) -> dict[str, dict[str, Any]]:
        """Every card object, serialized once: the first lookup serializes the pool in chunks, so lookups after it
        cost a dictionary read; dropped when card data or the day (regulation status is today's) changes."""
        self._fresh()
        today = timezone.localdate()
        if self._json_day != today:
            from cards.selectors import card_records
            from cards.serializers import card_objects

            loaded: dict[str, dict[str, Any]] = {}
            ids = list(Card.objects.order_by("pk").values_list("pk", flat=True))
            # The fill builds a few hundred thousand long-lived objects and no garbage cycles: the cycle collector
            # would only walk the growing cache over and over (half the fill's time), so it waits until the end.
            collecting = gc.isenabled()
            gc.disable()
            try:
                for start in range(0, len(ids), 1000):
                    cards = list(Card.objects.select_related("pack").filter(pk__in=ids[start : start + 1000]))
                    for item in card_objects(card_records(cards, today), settings.SITE_URL):
                        loaded[item["collector_number"]] = item
            finally:
                if collecting:
                    gc.enable()
            with self._lock:
                self._json = loaded
                self._json_day = today
        return self._json

    def by_names(self, keys: set[str]) -> dict[str, list[CardFacts]]:
        self._fresh()
        missing = [k for k in keys if k not in self._names]
        if missing:
            rows = CardName.objects.filter(key__in=missing, kind__in=CONSTRUCTION_NAME_KINDS).values_list(
                "key", "card__collector_number"
            )
            numbers: dict[str, set[str]] = defaultdict(set)
            for key, number in rows:
                numbers[key].add(number)
            with self._lock:
                for key in missing:
                    self._names[key] = tuple(sorted(numbers.get(key, ())))
        facts = self.by_numbers({n for k in keys for n in self._names.get(k, ())})
        return {k: [facts[n] for n in self._names[k] if n in facts] for k in keys if self._names.get(k)}


catalog = CardCatalog()


def card_data_changed(**kwargs: Any) -> None:
    """Bump the shared version (every process drops its cache) and drop this process's cache after commit."""
    CatalogVersion.bump()
    transaction.on_commit(catalog.clear)
    catalog.clear()


for model in (Card, CardName, RegulationEntry, AppendixAName):
    post_save.connect(card_data_changed, sender=model, dispatch_uid=f"catalog-save-{model.__name__}")
    post_delete.connect(card_data_changed, sender=model, dispatch_uid=f"catalog-delete-{model.__name__}")
