"""metagame_refresh: count card usage across public decks and published event lists, and store the snapshot.

Counted: the current version of every public Z/X deck (private and unlisted decks never), in the month that version
was saved (the site's time zone); the latest submission of every registered player of a Z/X event whose lists are
public (events.access.lists_are_public), in the month of the event. Pages and the API read what this stores.
"""

from __future__ import annotations

import datetime as dt
import gzip
import hashlib
import heapq
import io
import json
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import chain
from typing import Any

from django.db import connection, transaction
from django.db.models import F, Q
from django.utils import timezone

from cards.bulk import FOLDER, _store, bulk_storage
from cards.models import Card
from zxdecks.decks.models import Deck, DeckCard, DeckVersion, GameKind
from zxdecks.events.models import Event, Registration, Submission
from zxdecks.meta.models import CardUsage, MetagameSnapshot

GAME = GameKind.ZX
ALSO_PLAYED = 20  # cards listed beside each card
TOP = 20  # cards in the overall ranking
TOP_EACH = 10  # cards per colour, per type, new and rising
COLORS = ("red", "blue", "white", "black", "green")
STATS_FILE = f"{FOLDER}/metagame.json.gz"
REFRESH_LOCK = 0x6D657461  # the advisory lock key of metagame_refresh ("meta")


def month_of(day: dt.date) -> str:
    return f"{day.year:04d}-{day.month:02d}"


def month_before(month: str) -> str:
    year, number = int(month[:4]), int(month[5:])
    return f"{year - 1:04d}-12" if number == 1 else f"{year:04d}-{number - 1:02d}"


@dataclass
class _Counts:
    """Usage counted from decks or lists: per card, per card and month, and how many there were per month."""

    cards: Counter[int] = field(default_factory=Counter)
    by_month: Counter[tuple[int, str]] = field(default_factory=Counter)
    totals: Counter[str] = field(default_factory=Counter)

    def add(self, card_ids: Iterable[int], month: str) -> None:
        ids = set(card_ids)
        self.totals[month] += 1
        self.cards.update(ids)
        self.by_month.update((card, month) for card in ids)


# One row per deck with its distinct cards in order: 3.7x faster to read than the deck's rows one by one (5,000 decks).
_DECK_CARDS_SQL = """
SELECT dc.deck_id, array_agg(DISTINCT dc.card_id ORDER BY dc.card_id)
FROM decks_deckcard dc JOIN decks_deck d ON d.id = dc.deck_id
WHERE d.visibility = %s AND d.game = %s
GROUP BY dc.deck_id
"""


def _public_decks() -> dict[int, tuple[int, ...]]:
    """The card ids (every part, each once, ascending) of the current version of each public Z/X deck, by deck id."""
    canonical: dict[int, int] = {}  # one int object per card id: 100,000 decks share them instead of copying
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute(_DECK_CARDS_SQL, [Deck.Visibility.PUBLIC, GAME])
            return {deck_id: tuple(map(canonical.setdefault, ids, ids)) for deck_id, ids in cursor.fetchall()}
    rows = (
        DeckCard.objects.filter(deck__visibility=Deck.Visibility.PUBLIC, deck__game=GAME)
        .order_by("deck_id", "card_id")
        .values_list("deck_id", "card_id")
    )
    decks: dict[int, list[int]] = defaultdict(list)
    for deck_id, card_id in rows.iterator(chunk_size=20_000):
        cards = decks[deck_id]
        card = canonical.setdefault(card_id, card_id)
        if not cards or cards[-1] != card:  # a card in two parts counts once
            cards.append(card)
    return {deck_id: tuple(cards) for deck_id, cards in decks.items()}


def _deck_months() -> dict[int, str]:
    """The month each public Z/X deck's current version was saved in, by deck id."""
    rows = DeckVersion.objects.filter(
        deck__visibility=Deck.Visibility.PUBLIC, deck__game=GAME, number=F("deck__version_number")
    ).values_list("deck_id", "created_at")
    return {
        deck_id: month_of(timezone.localtime(created).date()) for deck_id, created in rows.iterator(chunk_size=20_000)
    }


def _published_lists(today: dt.date) -> list[tuple[str, list[str]]]:
    """(month of the event, collector numbers) of the latest submission of each registered player of every Z/X
    event whose lists are public on `today` (as events.access.lists_are_public decides)."""
    public = Q(lists_published=True) | Q(publish_lists=True, date__lt=today)
    events = dict(Event.objects.filter(public, game=GAME).values_list("pk", "date"))
    registrations = dict(
        Registration.objects.filter(event_id__in=list(events), status=Registration.Status.REGISTERED).values_list(
            "pk", "event_id"
        )
    )
    latest: dict[int, list[dict[str, Any]]] = {}
    submissions = Submission.objects.filter(registration_id__in=list(registrations)).order_by(
        "registration_id", "number"
    )
    for registration_id, cards in submissions.values_list("registration_id", "cards"):
        latest[registration_id] = cards  # ordered by number: the last one read is the latest
    return [
        (month_of(events[registrations[rid]]), [str(row.get("number", "")) for row in cards])
        for rid, cards in sorted(latest.items())
    ]


def _also_played(decks: Iterable[tuple[int, ...]], order: dict[int, int]) -> dict[int, list[tuple[int, int]]]:
    """For each card, the ALSO_PLAYED cards most often in the same decks (ties by `order`), with those decks' count."""
    holding: dict[int, list[tuple[int, ...]]] = defaultdict(list)
    for cards in decks:
        for card in cards:
            holding[card].append(cards)
    out: dict[int, list[tuple[int, int]]] = {}
    for card, its_decks in holding.items():
        # Counted in C (Counter over one chained iterator): a Python loop over 100,000 decks' pairs took minutes.
        together = Counter(chain.from_iterable(its_decks))
        del together[card]
        if not together:
            continue
        # The ALSO_PLAYED-th largest count, found without a Python key per card; only cards at or above it are sorted.
        least = min(heapq.nlargest(ALSO_PLAYED, together.values()))
        best = [(other, n) for other, n in together.items() if n >= least]
        best.sort(key=lambda kv: (-kv[1], order[kv[0]]))
        out[card] = best[:ALSO_PLAYED]
    return out


def _share(count: int, total: int) -> float:
    return round(count / total, 4) if total else 0.0


def _entry(card: dict[str, Any], decks: int, lists: int, deck_total: int, list_total: int) -> dict[str, Any]:
    return {
        "collector_number": card["collector_number"],
        "name": card["name"],
        "card_type": card["card_type"],
        "decks": decks,
        "deck_share": _share(decks, deck_total),
        "lists": lists,
        "list_share": _share(lists, list_total),
    }


def _ranked(ids: Iterable[int], key: Any, limit: int) -> list[int]:
    return heapq.nsmallest(limit, ids, key=key)


def _summary(cards: dict[int, dict[str, Any]], decks: _Counts, lists: _Counts, months: list[str]) -> dict[str, Any]:
    """The rankings: overall, per colour, per type; new cards (first used in the latest month) and rising ones (the
    largest gain of deck share from the month before the latest to the latest)."""
    deck_total, list_total = sum(decks.totals.values()), sum(lists.totals.values())
    used = list(cards)

    def rank(card: int) -> tuple[int, int, str]:
        return (-decks.cards[card], -lists.cards[card], cards[card]["collector_number"])

    def entry(card: int) -> dict[str, Any]:
        return _entry(cards[card], decks.cards[card], lists.cards[card], deck_total, list_total)

    by_color = {
        color: [entry(c) for c in _ranked((c for c in used if color in cards[c]["colors"]), rank, TOP_EACH)]
        for color in (*COLORS, "colorless")
    }
    types = sorted({cards[c]["card_type"] for c in used})
    by_type = {
        t: [entry(c) for c in _ranked((c for c in used if cards[c]["card_type"] == t), rank, TOP_EACH)] for t in types
    }
    new: list[dict[str, Any]] = []
    rising: list[dict[str, Any]] = []
    if months:
        latest, before = months[-1], month_before(months[-1])
        if len(months) > 1:
            fresh = [c for c in used if cards[c]["first_month"] == latest]

            def rank_latest(c: int) -> tuple[int, int, str]:
                return (-decks.by_month[c, latest], -lists.by_month[c, latest], cards[c]["collector_number"])

            new = [{**entry(c), "month": latest} for c in _ranked(fresh, rank_latest, TOP_EACH)]
        now_total, then_total = decks.totals[latest], decks.totals[before]
        if now_total and then_total:
            gains = {
                c: _share(decks.by_month[c, latest], now_total) - _share(decks.by_month[c, before], then_total)
                for c in used
            }
            up = [c for c in used if gains[c] > 0]
            for c in _ranked(up, lambda c: (-gains[c], cards[c]["collector_number"]), TOP_EACH):
                rising.append(
                    {
                        **entry(c),
                        "month": latest,
                        "share_before": _share(decks.by_month[c, before], then_total),
                        "share_latest": _share(decks.by_month[c, latest], now_total),
                        "gain": round(gains[c], 4),
                    }
                )
    return {
        "top": [entry(c) for c in _ranked(used, rank, TOP)],
        "by_color": by_color,
        "by_type": by_type,
        "new": new,
        "rising": rising,
    }


def metagame_compute(today: dt.date | None = None) -> dict[str, Any]:
    """Everything the snapshot stores, computed from the database (reads only)."""
    today = today or timezone.localdate()
    deck_cards, deck_months = _public_decks(), _deck_months()
    decks, lists = _Counts(), _Counts()
    for deck_id, month in deck_months.items():
        decks.add(deck_cards.get(deck_id, ()), month)
    published = _published_lists(today)
    numbers_in_lists = {n for _month, numbers in published for n in numbers}
    ids_by_number = dict(
        Card.objects.filter(collector_number__in=numbers_in_lists).values_list("collector_number", "pk")
    )
    for month, numbers in published:
        lists.add((ids_by_number[n] for n in numbers if n in ids_by_number), month)
    used = set(decks.cards) | set(lists.cards)
    fields = ["pk", "collector_number", "name", "card_type", *(f"is_{c}" for c in COLORS)]
    cards: dict[int, dict[str, Any]] = {}
    for row in Card.objects.filter(pk__in=used).values(*fields).iterator(chunk_size=5000):
        colors = [c for c in COLORS if row[f"is_{c}"]] or ["colorless"]
        cards[row["pk"]] = {**row, "colors": colors}
    months = sorted(set(decks.totals) | set(lists.totals))
    in_month: dict[int, dict[str, list[int]]] = defaultdict(dict)
    for (card, month), count in decks.by_month.items():
        in_month[card][month] = [count, 0]
    for (card, month), count in lists.by_month.items():
        in_month[card].setdefault(month, [0, 0])[1] = count
    per_card = {card: [[m, *counts] for m, counts in sorted(by.items())] for card, by in in_month.items()}
    for card in cards:
        cards[card]["first_month"] = per_card[card][0][0]
    numbers_of = {pk: card["collector_number"] for pk, card in cards.items()}
    order = {pk: n for n, pk in enumerate(sorted(cards, key=numbers_of.__getitem__))}
    also = _also_played((deck_cards.get(d, ()) for d in deck_months), order)
    usage = {
        numbers_of[pk]: {
            "card": pk,
            "decks": decks.cards[pk],
            "lists": lists.cards[pk],
            "first_month": cards[pk]["first_month"],
            "months": per_card[pk],
            "also_played": [[numbers_of[o], cards[o]["name"], n] for o, n in also.get(pk, [])],
        }
        for pk in sorted(cards, key=numbers_of.__getitem__)
    }
    return {
        "decks": sum(decks.totals.values()),
        "lists": sum(lists.totals.values()),
        "months": [{"month": m, "decks": decks.totals[m], "lists": lists.totals[m]} for m in months],
        "summary": _summary(cards, decks, lists, months),
        "usage": usage,
    }


def _digest(result: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(result, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def metagame_refresh(today: dt.date | None = None) -> MetagameSnapshot:
    """Compute the metagame and store it (the snapshot, the card usage rows and the statistics file); idempotent:
    when nothing changed since the last refresh it writes nothing and returns the stored snapshot."""
    with _batch_transaction():
        result = metagame_compute(today)
        digest = _digest(result)
        stored = MetagameSnapshot.objects.filter(pk=1).first()
        if stored is not None and stored.digest == digest:
            if not bulk_storage().exists(STATS_FILE):
                write_stats_file(stored, result)
            return stored
        snapshot, _created = MetagameSnapshot.objects.update_or_create(
            pk=1,
            defaults={
                "computed_at": timezone.now(),
                "digest": digest,
                "decks": result["decks"],
                "lists": result["lists"],
                "months": result["months"],
                "summary": result["summary"],
            },
        )
        CardUsage.objects.all().delete()
        _insert_usage(result["usage"].values())
    write_stats_file(snapshot, result)
    return snapshot


def _insert_usage(rows: Iterable[dict[str, Any]]) -> None:
    """Insert the usage rows with one parameterised INSERT run many times: bulk_create's UNNEST on PostgreSQL quotes
    JSON inside array literals in Python, which took 4 s for 3,000 cards."""
    sql = (
        "INSERT INTO meta_cardusage (card_id, decks, lists, first_month, months, also_played)"
        " VALUES (%s, %s, %s, %s, %s, %s)"
    )
    values = [
        (
            row["card"], row["decks"], row["lists"], row["first_month"],
            json.dumps(row["months"]), json.dumps(row["also_played"], ensure_ascii=False),
        )
        for row in rows
    ]  # fmt: skip
    with connection.cursor() as cursor:
        cursor.executemany(sql, values)


@contextmanager
def _batch_transaction() -> Iterator[None]:
    """One transaction for the refresh, without the site's statement timeout on PostgreSQL (DB_STATEMENT_TIMEOUT_MS
    bounds a request's queries; reading 100,000 decks' rows is a batch job's), one refresh at a time (two workers
    running it at once would both replace the usage rows)."""
    with transaction.atomic():
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SET LOCAL statement_timeout = 0")
                cursor.execute("SELECT pg_advisory_xact_lock(%s)", [REFRESH_LOCK])
        yield


def write_stats_file(snapshot: MetagameSnapshot, result: dict[str, Any]) -> None:
    """The statistics file beside the bulk file: the snapshot and every card's usage as one gzipped JSON object."""
    body = {
        "object": "metagame_bulk",
        "computed_at": snapshot.computed_at.isoformat(),
        "digest": snapshot.digest,
        "decks": result["decks"],
        "lists": result["lists"],
        "months": result["months"],
        "summary": result["summary"],
        "data": [
            {
                "object": "card_usage",
                "collector_number": number,
                **{k: v for k, v in row.items() if k != "card"},
            }
            for number, row in result["usage"].items()
        ],
    }
    data = gzip.compress(json.dumps(body, ensure_ascii=False).encode(), compresslevel=6, mtime=0)
    _store(bulk_storage(), STATS_FILE, io.BytesIO(data))
