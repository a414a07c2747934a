"""Card lookups for requests: per-card entries in the shared cache, keyed by the card data version.

No request loads the card pool: a lookup reads the entries of the cards it needs from the shared cache (Redis in
production, CACHE_URL) and fills the missing ones from one bounded query. An import or an admin save moves the
version once; the next lookups miss and refill card by card, so no worker reloads anything and memory stays flat
whatever the number of cards.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
import threading
import time
from collections import OrderedDict, defaultdict
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.core.cache import cache
from django.db.models.signals import post_delete, post_save
from django.utils import timezone

from cards.adapters import CONSTRUCTION_NAME_KINDS, card_facts
from cards.models import AppendixAName, Card, CardName, CatalogVersion, Pack, RegulationEntry
from zxdecks.rules.cards import CardFacts, RegulationStatus

if TYPE_CHECKING:
    from cards.selectors import RegulationIndex

_MISSING = 0  # stored for an unknown number or name, so a repeated miss costs no query either
_PLAIN = re.compile(r"[A-Z0-9-]{1,40}")


def _ident(text: str) -> str:
    """A cache-safe identifier: collector numbers as they are, anything else (names, odd input) hashed."""
    return text if _PLAIN.fullmatch(text) else hashlib.sha1(text.encode(), usedforsecurity=False).hexdigest()


class _Local:
    """A small per-process LRU in front of the shared cache: bounded, so it does not grow with the pool."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.items: OrderedDict[str, Any] = OrderedDict()

    def get(self, key: str) -> Any:
        value = self.items.get(key)
        if value is not None:
            self.items.move_to_end(key)
        return value

    def put(self, key: str, value: Any) -> None:
        self.items[key] = value
        self.items.move_to_end(key)
        while len(self.items) > self.size:
            self.items.popitem(last=False)


class CardCatalog:
    """Card lookups: number → engine facts, name key → numbers, number → the API's card object.

    Every process reads the shared CatalogVersion row at most every CARD_CACHE_SECONDS; the entries of older
    versions are never read again (and expire in the shared cache).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._version: int | None = None
        self._checked = float("-inf")
        self._local = _Local(settings.CARD_LOCAL_CACHE_SIZE)
        self._facts: dict[str, CardFacts] = {}

    def clear(self) -> None:
        """Forget this process's version and entries (the next lookup reads the version again)."""
        with self._lock:
            self._version = None
            self._checked = float("-inf")
            self._local = _Local(settings.CARD_LOCAL_CACHE_SIZE)
            self._facts = {}

    def version(self) -> int:
        """The card data version this process serves, read from the database at most every CARD_CACHE_SECONDS."""
        now = time.monotonic()
        if self._version is not None and now - self._checked < settings.CARD_CACHE_SECONDS:
            return self._version
        version = CatalogVersion.current()
        with self._lock:
            if version != self._version:
                self._local = _Local(settings.CARD_LOCAL_CACHE_SIZE)
                self._facts = {}
                self._version = version
            self._checked = now
        return version

    def _cached(
        self, kind: str, wanted: Iterable[str], load: Any, *, local: bool = True, timeout: int | None = None
    ) -> dict[str, Any]:
        """Values for identifiers: this process's LRU, then the shared cache, then `load(missing)` for the rest
        (stored in both); unknown identifiers map to None."""
        if _state.missing:
            wanted = list(dict.fromkeys(wanted))
            loaded = load(wanted)
            return {w: loaded.get(w) for w in wanted}
        version = self.version()
        prefix = f"cards:v{version}:{kind}:"
        if kind in ("obj", "objbytes"):  # card objects carry today's regulation status
            prefix += f"{timezone.localdate().isoformat()}:"
        keys = {w: prefix + _ident(w) for w in wanted}
        found: dict[str, Any] = {}
        if local:
            with self._lock:  # runserver serves requests in threads
                for w, key in keys.items():
                    value = self._local.get(key)
                    if value is not None:
                        found[w] = value
        rest = [w for w in keys if w not in found]
        if rest:
            shared = cache.get_many([keys[w] for w in rest])
            for w in rest:
                if keys[w] in shared:
                    found[w] = shared[keys[w]]
            missing = [w for w in rest if w not in found]
            if missing:
                loaded = load(missing)
                fresh = {keys[w]: loaded.get(w, _MISSING) for w in missing}
                cache.set_many(fresh, settings.CARD_CACHE_TIMEOUT if timeout is None else timeout)
                found.update({w: fresh[keys[w]] for w in missing})
            if local:
                with self._lock:
                    for w in rest:
                        self._local.put(keys[w], found[w])
        return {w: (None if v == _MISSING else v) for w, v in found.items()}

    @contextmanager
    def missing(self) -> Iterator[None]:
        """Inside, in this thread, every lookup misses both caches and stores nothing: a new worker's warm-up runs
        the code of a miss even when the shared cache (filled by another worker) holds every answer it asks for."""
        before, _state.missing = _state.missing, True
        try:
            yield
        finally:
            _state.missing = before

    def by_numbers(self, numbers: set[str]) -> dict[str, CardFacts]:
        """Engine facts of collector numbers (unknown ones left out).

        The facts of known numbers are kept in a plain dict as well (per version, bounded like the LRU): a deck
        list's 20-odd numbers, all known, are answered by as many dict reads, not by the LRU's keys and moves, which
        cost a sixth of a validation's work (issue 33, point 8)."""
        keep = not _state.missing
        if keep:
            version = self.version()  # a new version empties self._facts
            facts = self._facts
            # Its keys are upper case: numbers that are all found were all upper case (a list's are) and need no
            # upper() each; any other set is read again upper-cased.
            known = {n: f for n in numbers if (f := facts.get(n)) is not None}
            if len(known) == len(numbers):
                return known
        wanted = {n.upper() for n in numbers}
        if keep:
            known = {n: f for n in wanted if (f := facts.get(n)) is not None}
            if len(known) == len(wanted):
                return known

        def load(missing: list[str]) -> dict[str, CardFacts]:
            return card_facts(Card.objects.filter(collector_number__in=missing))

        found = {n: f for n, f in self._cached("facts", wanted, load).items() if f is not None}
        if keep and self._version == version:  # not if the version moved meanwhile
            with self._lock:
                if len(self._facts) + len(found) > settings.CARD_LOCAL_CACHE_SIZE:
                    self._facts = {}
                self._facts.update(found)
        return found

    def by_names(self, keys: set[str]) -> dict[str, list[CardFacts]]:
        """Engine facts of the cards carrying each construction name key (keys no card carries are left out)."""

        def load(missing: list[str]) -> dict[str, tuple[str, ...]]:
            rows = CardName.objects.filter(key__in=missing, kind__in=CONSTRUCTION_NAME_KINDS).values_list(
                "key", "card__collector_number"
            )
            numbers: dict[str, set[str]] = defaultdict(set)
            for key, number in rows:
                numbers[key].add(number)
            return {k: tuple(sorted(v)) for k, v in numbers.items()}

        names: dict[str, tuple[str, ...]] = {k: v for k, v in self._cached("name", keys, load).items() if v}
        facts = self.by_numbers({n for v in names.values() for n in v})
        return {k: [facts[n] for n in v if n in facts] for k, v in names.items()}

    def card_json(self, number: str) -> dict[str, Any] | None:
        """The API's card object (cards.serializers.CardSerializer), or None for an unknown number."""
        found = self.cards_json([number])
        return found[0] if found else None

    def card_json_bytes(self, number: str) -> tuple[bytes, str] | None:
        """One card object as the API's JSON bytes and their ETag, or None for an unknown number.

        A lookup is the API's most frequent request: it is encoded once per card and version (not rendered per
        request) and kept in this process's LRU as well, so a warm lookup reads neither the shared cache nor the
        database."""
        number = number.strip().upper()

        def load(missing: list[str]) -> dict[str, tuple[bytes, str]]:
            from rest_framework.renderers import JSONRenderer

            objects = self.cards_json(missing)
            encoded = {obj["collector_number"]: JSONRenderer().render(obj) for obj in objects}
            return {
                n: (body, f'"{hashlib.md5(body, usedforsecurity=False).hexdigest()}"') for n, body in encoded.items()
            }

        return self._cached("objbytes", [number], load).get(number)

    def cards_json(self, numbers: Iterable[str]) -> list[dict[str, Any]]:
        """The card objects of collector numbers, in order; unknown numbers are left out.

        Only the shared cache holds card objects (they are large); a page's misses are serialized from one
        bounded query."""
        wanted = [n.strip().upper() for n in numbers]
        found = self._cached("obj", wanted, _card_objects, local=False)
        return [obj for n in wanted if (obj := found.get(n)) is not None]

    def regulation(self) -> RegulationIndex:
        """The regulation entries of the version this process serves, read once per version (a card object's
        regulation history and status are built from it; reading them for every cache miss cost most of one)."""
        key = f"cards:v{self.version()}:regulation"
        with self._lock:
            index: RegulationIndex | None = self._local.get(key)
        if index is None:
            from cards.selectors import regulation_index

            index = regulation_index()
            with self._lock:
                self._local.put(key, index)
        return index

    def regulated_ids(self, on: dt.date) -> dict[int, RegulationStatus]:
        """The designated cards on a date by id (cards.regulation.card_regulated_ids), read once per version and
        date: a search by regulation read every entry and the names of every designated card each time."""
        from cards.regulation import card_regulated_ids

        day = on.isoformat()
        found = self._cached("regulated", [day], lambda _missing: {day: card_regulated_ids(on)})
        return found[day] or {}

    def search_memo(self, key: str, compute: Any) -> Any:
        """A search's page and total under the card data version: `compute()` runs once per version for a key
        (the search's SQL, page and fields), in the shared cache for SEARCH_CACHE_SECONDS. Popular searches and
        paging through one search cost no second scan of the matches; a change of the card data starts afresh."""
        found = self._cached(
            "search", [key], lambda _missing: {key: compute()}, local=False, timeout=settings.SEARCH_CACHE_SECONDS
        )
        return found[key]

    def memo(self, key: str, compute: Any) -> Any:
        """A value computed from the whole card table (the filters' suggestions), once per card data version."""
        return self._cached("memo", [key], lambda _missing: {key: compute()})[key]

    def deck_rows(self, keys: Iterable[str], load: Any) -> dict[str, list[dict[str, Any]]]:
        """Decks' current card rows by "<deck id>.<deck version>" under the card data version, in the shared cache
        for DECK_ROWS_CACHE_SECONDS; `load(missing_keys)` reads the rest.

        A deck's rows change only with a new version of the deck (its key changes) or with the card data (a card
        renamed or deleted moves the card data version), so no entry is ever stale for its key."""
        return self._cached("deckrows", keys, load, local=False, timeout=settings.DECK_ROWS_CACHE_SECONDS)

    def fragments(self, kind: str, numbers: Iterable[str], render: Any) -> list[str]:
        """Rendered fragments of cards (e.g. a card list's table rows), in order, from the shared cache under the
        card data version; `render(missing_numbers)` returns {number: html} for the ones not there yet."""
        wanted = [n.strip().upper() for n in numbers]
        found = self._cached(f"html:{kind}", wanted, render, local=False)
        return [html for n in wanted if (html := found.get(n)) is not None]


def _card_objects(numbers: list[str]) -> dict[str, dict[str, Any]]:
    from cards.selectors import card_records
    from cards.serializers import card_objects

    cards = list(Card.objects.select_related("pack").filter(collector_number__in=numbers))
    today = timezone.localdate()
    records = card_records(cards, today, catalog.regulation())
    return {item["collector_number"]: item for item in card_objects(records, settings.SITE_URL)}


catalog = CardCatalog()


class _State(threading.local):
    """This thread's catalog state; the defaults are class attributes, so reading one that was never set raises no
    AttributeError inside getattr (a caught exception cost a lookup ~5,000 instructions, issue 33, point 8)."""

    missing = False  # inside CardCatalog.missing()
    depth = 0  # catalog_changes() nesting
    dirty = False


# Changes inside catalog_changes() bump the version once, at its end; _state.depth > 0 inside one.
_state = _State()


class Batch:
    """What catalog_changes() saw: `changed` is true once the version moved at its end."""

    changed = False

    def cancel(self) -> None:
        """Nothing written in the batch is kept (a dry run rolls back): do not move the version."""
        _state.dirty = False


@contextmanager
def catalog_changes() -> Iterator[Batch]:
    """Group card data writes: the version moves once at the end if anything inside changed, not once per row."""
    batch = Batch()
    depth = _state.depth
    if depth == 0:
        _state.dirty = False
    _state.depth = depth + 1
    try:
        yield batch
    finally:
        _state.depth = depth
    if depth == 0 and _state.dirty:
        _bump()
        batch.changed = True


def card_data_changed(**kwargs: Any) -> None:
    """Record a card data change (a signal receiver too): inside catalog_changes() the version moves at its end,
    outside one at once."""
    if _state.depth:
        _state.dirty = True
    else:
        _bump()


def _bump() -> None:
    """Move the shared version (every process's entries become stale) and let this process see it at once."""
    CatalogVersion.bump()
    catalog.clear()


for model in (Card, CardName, RegulationEntry, AppendixAName, Pack):
    post_save.connect(card_data_changed, sender=model, dispatch_uid=f"catalog-save-{model.__name__}")
    post_delete.connect(card_data_changed, sender=model, dispatch_uid=f"catalog-delete-{model.__name__}")
