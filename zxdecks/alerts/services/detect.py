"""Which saved decks and registrations in open events a card data change gives another verdict, and their alerts.

Cheap by construction: an unchanged card data version costs one query; otherwise a digest of every card in use is
compared with the one stored (CardStamp), and only the decks and open registrations holding a card whose digest
moved are judged again (their legality timeline, zxdecks.rules.timeline). A subject alerts when its verdict today or
on an announced date (a deck) or on its event's regulation date (a registration) differs from the one stored with it
(VerdictStamp), or, before it has one, from the verdict saved with the version or submission. Alerts are keyed by the
subject, its version and the verdicts before and after, so running the detection again alerts nobody twice.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import enum
import hashlib
import json
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from django.db import transaction
from django.db.models import F, Subquery
from django.urls import reverse

from cards.catalog import catalog
from cards.models import CatalogVersion
from zxdecks.alerts.models import Alert, AlertItem, AlertSettings, AlertState, CardStamp, VerdictStamp
from zxdecks.decks.models import Deck, DeckCard, DeckVersion
from zxdecks.decks.services.decks import engine_deck
from zxdecks.decks.services.legality import cards_legality
from zxdecks.decks.services.validation import today
from zxdecks.events.models import Registration, Submission
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.timeline import point_text

GONE = "gone"  # the digest of a card that no longer exists
CHUNK = 1000  # cards read, and decks judged, at a time
Points = list[list[Any]]  # [[date or None, legal, verdict digest, ja, en], ...] oldest first


def _canon(value: Any) -> Any:
    """A value as plain JSON, the same in every process (a frozenset's order depends on the hash seed)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [type(value).__name__, *(_canon(getattr(value, f.name)) for f in dataclasses.fields(value) if f.compare)]
    if isinstance(value, frozenset | set):
        return sorted((_canon(v) for v in value), key=repr)
    if isinstance(value, tuple | list):
        return [_canon(v) for v in value]
    if isinstance(value, dict):
        return sorted(([str(k), _canon(v)] for k, v in value.items()), key=repr)
    if isinstance(value, enum.Enum):
        return _canon(value.value)
    if isinstance(value, dt.date):
        return value.isoformat()
    return value


def _digest(value: Any) -> str:
    return hashlib.blake2b(json.dumps(value, ensure_ascii=False).encode(), digest_size=16).hexdigest()


def facts_digest(facts: CardFacts) -> str:
    """A digest of everything the rules read of a card: its designations, expiry, names, type, text rules…"""
    return _digest(_canon(facts))


def verdict_digest(violations: Iterable[dict[str, Any]]) -> str:
    """A digest of what a verdict says (which rules, cards, counts), without its wording (the messages name dates)."""
    rows = sorted(
        json.dumps([v["rule"], v["code"], list(v["cards"]), v.get("name") or "", *_amounts(v)], ensure_ascii=False)
        for v in violations
    )
    return _digest(rows)


def _amounts(violation: dict[str, Any]) -> list[Any]:
    return [violation.get("count") or 0, violation.get("limit") or 0, violation.get("zone") or ""]


def timeline_points(cards: Any, game: str) -> Points:
    """The deck's legality timeline in the stored form."""
    legality = cards_legality(cards=cards, game=game)
    return [
        [
            p.date.isoformat() if p.date else None,
            p.legal,
            verdict_digest(p.report.as_dict()["violations"]),
            point_text(p, "ja"),
            point_text(p, "en"),
        ]
        for p in legality.timeline.points
    ]


def saved_points(report: dict[str, Any]) -> Points:
    """The baseline of a subject never stamped: the verdict saved with its version or submission."""
    return [[None, bool(report.get("legal")), verdict_digest(report.get("violations") or []), "", ""]]


def _in_force(points: Points, on: dt.date) -> list[Any]:
    day = on.isoformat()
    return [p for p in points if p[0] is None or p[0] <= day][-1]


def deck_view(points: Points, on: dt.date) -> list[Any]:
    """What a deck's owner is told of: the verdict on the day, then every announced point after it."""
    now = _in_force(points, on)
    return [[now[1], now[2]], *([p[0], p[1], p[2]] for p in points if p[0] is not None and p[0] > on.isoformat())]


@dataclass
class Change:
    """A subject whose verdict changed, for its owner."""

    owner_id: int
    key: str
    version: int
    legal: bool
    lines: dict[str, list[str]]
    deck_id: int | None = None
    registration_id: int | None = None


def alerts_after_change(*, on: dt.date | None = None) -> list[int]:
    """Alert every owner whose saved decks or registrations in open events a card data change gave another verdict:
    one alert per owner (and one e-mail to those who opted in); the ids of the new alerts. Idempotent."""
    up_to_date = AlertState.objects.filter(
        pk=1, catalog_version=Subquery(CatalogVersion.objects.filter(pk=1).values("version"))
    )
    if up_to_date.exists():
        return []
    on = on or today()
    with transaction.atomic():
        state, _ = AlertState.objects.select_for_update().get_or_create(pk=1)
        version = CatalogVersion.current()
        if state.catalog_version == version and version:
            return []  # another run got here first
        submissions = _open_submissions(on)
        numbers = set(DeckCard.objects.values_list("card__collector_number", flat=True).distinct())
        numbers |= {row["number"] for s in submissions for row in s.cards}
        changed, facts = _changed_cards(numbers)
        changes = [*_deck_changes(changed, facts, on), *_registration_changes(submissions, changed, facts)]
        alerts = _notify(changes)
        state.catalog_version = version
        state.save(update_fields=["catalog_version"])
        mailed = set(
            AlertSettings.objects.filter(user_id__in=[a.user_id for a in alerts], email=True).values_list(
                "user_id", flat=True
            )
        )
        for alert in alerts:
            if alert.user_id in mailed:
                transaction.on_commit(partial(_mail, alert.pk))
    return [a.pk for a in alerts]


def _mail(alert_id: int) -> None:
    # The one place an alert's e-mail is sent from: a task of its own, with its own retries.
    from zxdecks.alerts.tasks import mail_alert

    mail_alert.enqueue(alert_id)


def _chunks(items: Sequence[Any]) -> Iterator[Sequence[Any]]:
    for start in range(0, len(items), CHUNK):
        yield items[start : start + CHUNK]


def _changed_cards(numbers: set[str]) -> tuple[set[str], dict[str, CardFacts]]:
    """The cards in use whose facts differ from their stamp (stamps written anew), and every card's facts."""
    facts: dict[str, CardFacts] = {}
    for chunk in _chunks(sorted(numbers)):
        facts.update(catalog.by_numbers(set(chunk)))
    digests = {n: facts_digest(facts[n]) if n in facts else GONE for n in numbers}
    stored = {s.number: s for s in CardStamp.objects.filter(number__in=list(numbers))}
    changed = {n for n, d in digests.items() if n not in stored or stored[n].digest != d}
    fresh = [CardStamp(number=n, digest=digests[n]) for n in changed if n not in stored]
    moved = [stored[n] for n in changed if n in stored]
    for stamp in moved:
        stamp.digest = digests[stamp.number]
    CardStamp.objects.bulk_create(fresh, batch_size=CHUNK)
    CardStamp.objects.bulk_update(moved, ["digest"], batch_size=CHUNK)
    return changed, facts


def _deck_changes(changed: set[str], facts: dict[str, CardFacts], on: dt.date) -> list[Change]:
    """The saved decks holding a changed card whose verdict today or on an announced date changed."""
    ids = sorted(set(DeckCard.objects.filter(card__collector_number__in=changed).values_list("deck_id", flat=True)))
    found = []
    for chunk in _chunks(ids):
        decks = {d.pk: d for d in Deck.objects.filter(pk__in=chunk)}
        versions = DeckVersion.objects.filter(deck_id__in=chunk, number=F("deck__version_number"))
        stamps = {s.deck_id: s for s in VerdictStamp.objects.filter(deck_id__in=chunk)}
        for version in versions:
            deck = decks[version.deck_id]
            stamp = stamps.get(deck.pk)
            old = stamp.points if stamp and stamp.version == version.number else saved_points(version.report)
            new = timeline_points(engine_deck(version.cards, facts), version.game)
            _stamp(stamp, VerdictStamp(deck=deck, version=version.number, points=new))
            before, after = deck_view(old, on), deck_view(new, on)
            if before == after:
                continue
            now = _in_force(new, on)
            announced = [p for p in new if p[0] is not None and p[0] > on.isoformat()]
            lines = {
                "ja": [f"現在：{now[3]}", *(f"予告：{p[3]}" for p in announced)],
                "en": [f"now: {now[4]}", *(f"announced: {p[4]}" for p in announced)],
            }
            key = f"deck:{deck.pk}:v{version.number}:{_digest(before)}>{_digest(after)}"
            found.append(Change(deck.owner_id, key, version.number, now[1], lines, deck_id=deck.pk))
    return found


def _open_submissions(on: dt.date) -> list[Submission]:
    """The current submission of every registration (not dropped) of an event not yet held."""
    rows = (
        Submission.objects.filter(registration__event__date__gte=on)
        .exclude(registration__status=Registration.Status.DROPPED)
        .select_related("registration__event", "source_deck")
        .order_by("registration_id", "-number")
    )
    latest: dict[int, Submission] = {}
    for submission in rows:
        latest.setdefault(submission.registration_id, submission)
    return list(latest.values())


def _registration_changes(
    submissions: list[Submission], changed: set[str], facts: dict[str, CardFacts]
) -> list[Change]:
    """The open registrations holding a changed card whose verdict on the event's regulation date changed."""
    touched = [s for s in submissions if any(row["number"] in changed for row in s.cards)]
    stamps = {
        s.registration_id: s
        for s in VerdictStamp.objects.filter(registration_id__in=[t.registration_id for t in touched])
    }
    found = []
    for submission in touched:
        registration = submission.registration
        event = registration.event
        stamp = stamps.get(registration.pk)
        old = stamp.points if stamp and stamp.version == submission.number else saved_points(submission.report)
        new = timeline_points(engine_deck(submission.cards, facts), event.game)
        _stamp(stamp, VerdictStamp(registration=registration, version=submission.number, points=new))
        before, after = _in_force(old, event.regulation_date)[1:3], _in_force(new, event.regulation_date)[1:3]
        if before == after:
            continue
        point = _in_force(new, event.regulation_date)
        day = event.regulation_date.isoformat()
        lines = {"ja": [f"{event.name}（{day}の判定）：{point[3]}"], "en": [f"{event.name} (as of {day}): {point[4]}"]}
        key = f"registration:{registration.pk}:s{submission.number}:{_digest(before)}>{_digest(after)}"
        deck = submission.source_deck
        deck_id = deck.pk if deck is not None and deck.owner_id == registration.player_id else None
        found.append(Change(registration.player_id, key, submission.number, point[1], lines, deck_id, registration.pk))
    return found


def _stamp(stored: VerdictStamp | None, fresh: VerdictStamp) -> None:
    """Keep the verdict just computed as the subject's baseline."""
    if stored is None:
        fresh.save()
        return
    stored.version, stored.points = fresh.version, fresh.points
    stored.save(update_fields=["version", "points"])


def _notify(changes: list[Change]) -> list[Alert]:
    """One alert per owner for the changes not alerted before."""
    done = set(AlertItem.objects.filter(key__in=[c.key for c in changes]).values_list("key", flat=True))
    by_owner: dict[int, list[Change]] = defaultdict(list)
    for change in changes:
        if change.key not in done:
            done.add(change.key)
            by_owner[change.owner_id].append(change)
    alerts = []
    for owner_id, owned in sorted(by_owner.items()):
        alert = Alert.objects.create(user_id=owner_id)
        AlertItem.objects.bulk_create(
            AlertItem(
                alert=alert,
                key=c.key,
                deck_id=c.deck_id,
                registration_id=c.registration_id,
                version=c.version,
                legal=c.legal,
                lines=c.lines,
            )
            for c in owned
        )
        alerts.append(alert)
    return alerts


def item_link(item: AlertItem) -> str:
    """Where an alert's item leads: the deck's legality timeline, or the registration's list."""
    if item.deck_id is not None:
        return reverse("decks:detail", args=[item.deck_id]) + "#legality-heading"
    registration = item.registration
    assert registration is not None
    return reverse("events:registration", args=[registration.event_id, registration.pk])
