"""Registration: submit a list (validated, locked snapshots, exact capacity) and every later change of its state.

Every state change takes the event's row lock first and reads the registration inside it, so two changes at once
run one after the other: a seat is never given twice and a drop is never counted twice.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_from_parts, deck_import
from zxdecks.decks.services.decks import cards_json, current_cards
from zxdecks.decks.services.validation import ruleset_for
from zxdecks.events.access import Action, require
from zxdecks.events.models import Event, Registration, Submission
from zxdecks.rules.cards import Zone
from zxdecks.rules.construction import Report
from zxdecks.rules.deck import Deck as EngineDeck
from zxdecks.rules.decklist import write_decklist

REGISTERED = Registration.Status.REGISTERED
WAITLISTED = Registration.Status.WAITLISTED
DROPPED = Registration.Status.DROPPED


class RegistrationRefused(Exception):
    """The list is not legal as of the event's regulation date; every violation is in the report."""

    def __init__(self, report: Report) -> None:
        self.report = report
        super().__init__(f"{len(report.violations)} problem(s)")


class RegistrationClosed(Exception):
    """Outside the registration window, and this player may not change late (not unlocked, not live)."""

    def __init__(self, *, not_yet: bool, at: dt.datetime) -> None:
        self.not_yet = not_yet
        self.at = timezone.localtime(at)
        super().__init__(f"registration {'opens' if not_yet else 'closed'} at {self.at:%Y-%m-%d %H:%M}")


class RegistrationDeckRefused(Exception):
    """deck_id is not one of the player's decks, or is a deck of another game than the event's."""

    def __init__(self, *, reason: str, deck: Deck | None, event: Event) -> None:
        self.reason = reason  # "not_yours" or "wrong_game"
        self.deck = deck
        self.event = event
        super().__init__(f"deck_id: {reason}")


class UndoRefused(Exception):
    """The drop cannot be undone: the registration is not dropped, or its seat was given to someone else."""

    def __init__(self, reason: str) -> None:
        self.reason = reason  # "not_dropped" or "seat_taken"
        super().__init__(reason)


def fingerprint(cards: EngineDeck) -> str:
    """A hash of the list that does not depend on line order or split lines: zone, number, count, sorted."""
    lines = sorted(f"{zone.value}|{e.card.number}|{e.count}" for zone in Zone for e in cards.part(zone))
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def _own_deck(*, event: Event, player: User, deck_id: int) -> Deck:
    """The rule of an event: a deck of the event's game, owned by the player."""
    deck = Deck.objects.filter(pk=deck_id, owner=player).first()
    if deck is None:
        raise RegistrationDeckRefused(reason="not_yours", deck=None, event=event)
    if deck.game != event.game:
        raise RegistrationDeckRefused(reason="wrong_game", deck=deck, event=event)
    return deck


def _cards(
    *,
    event: Event,
    player: User,
    deck_id: int | None,
    text: str | None,
    parts: Mapping[str, Sequence[dict[str, Any]]] | None,
    cards: EngineDeck | None,
) -> tuple[EngineDeck, Deck | None]:
    """The list a registration sends, from one of its sources (first given wins), with the deck it came from."""
    if deck_id is not None:
        source = _own_deck(event=event, player=player, deck_id=deck_id)
        return current_cards(source), source
    if text is not None:
        return (deck_import(data=text, fmt="auto", game=event.game).deck if text.strip() else EngineDeck()), None
    if parts is not None:
        rows = {part: list(parts.get(part, ())) for part in ("deck", "dynamis", "player", "sideboard")}
        return deck_from_parts(**rows), None
    return (cards if cards is not None else EngineDeck()), None


def _late_change(event: Event, registration: Registration | None, now: dt.datetime) -> bool:
    """With late changes allowed, a live player may still change the list after the deadline until the event day."""
    live = registration is not None and registration.status != DROPPED
    event_starts = dt.datetime.combine(event.date, dt.time.min, tzinfo=timezone.get_current_timezone())
    return event.allow_late_changes and live and event.registration_closes < now < event_starts


def registration_closed(
    *, event: Event, registration: Registration | None, now: dt.datetime | None = None
) -> RegistrationClosed | None:
    """Why this player may not submit now (not open yet, or closed and neither unlocked nor allowed a late change),
    or None when they may: what registration_submit refuses with, and what the event page shows instead of a form."""
    now = now or timezone.now()
    if event.registration_opens <= now <= event.registration_closes or _late_change(event, registration, now):
        return None
    # A dropped player is not live: neither an unlock nor late changes let them back in after the deadline.
    if registration is not None and registration.status != DROPPED and registration.unlocked:
        return None
    not_yet = now < event.registration_opens
    return RegistrationClosed(not_yet=not_yet, at=event.registration_opens if not_yet else event.registration_closes)


def registration_submit(
    *,
    event: Event,
    player: User,
    deck_id: int | None = None,
    text: str | None = None,
    parts: Mapping[str, Sequence[dict[str, Any]]] | None = None,
    cards: EngineDeck | None = None,
    now: dt.datetime | None = None,
) -> tuple[Registration, Submission]:
    """Register or resubmit a list: one of the player's decks of the event's game (deck_id), a pasted list (text),
    rows per part (parts) or an engine deck (cards). Refused when illegal (every violation kept in the exception) or
    outside the window; capacity is counted under the event's row lock, so simultaneous sign-ups never exceed it."""
    cards, source = _cards(event=event, player=player, deck_id=deck_id, text=text, parts=parts, cards=cards)
    now = now or timezone.now()
    report = ruleset_for(event.game).validate(cards, event.regulation_date)
    if not report.legal:
        raise RegistrationRefused(report)
    with transaction.atomic():
        locked = Event.objects.select_for_update().get(pk=event.pk)
        registration = Registration.objects.select_for_update().filter(event=locked, player=player).first()
        closed = registration_closed(event=locked, registration=registration, now=now)
        if closed is not None:
            raise closed
        open_now = locked.registration_opens <= now <= locked.registration_closes
        late_change = _late_change(locked, registration, now)
        if registration is None or registration.status == DROPPED:
            status = REGISTERED if _seats_taken(locked) < locked.capacity else WAITLISTED
            if registration is None:
                registration = Registration.objects.create(event=locked, player=player, status=status)
            else:
                registration.status, registration.dropped_from = status, ""
                registration.save(update_fields=["status", "dropped_from", "updated_at"])
        number = (registration.submissions.order_by("-number").values_list("number", flat=True).first() or 0) + 1
        submission = Submission.objects.create(
            registration=registration,
            number=number,
            cards=cards_json(cards),
            text=write_decklist(cards),
            report=report.as_dict(),
            as_of=locked.regulation_date,
            fingerprint=fingerprint(cards),
            source_deck=source,
            source_version=source.version_number if source else None,
        )
        if registration.unlocked and not open_now and not late_change:
            registration.unlocked = False  # an unlock is good for one change
            registration.save(update_fields=["unlocked", "updated_at"])
    return registration, submission


def _seats_taken(event: Event) -> int:
    return Registration.objects.filter(event=event, status=REGISTERED).count()


def _locked(registration: Registration, by: User) -> tuple[Event, Registration]:
    """Inside a transaction: the event's row lock, the actor's right to manage it, and the registration read anew."""
    event = Event.objects.select_for_update().get(pk=registration.event_id)
    require(event, by, Action.MANAGE)
    return event, Registration.objects.select_related("player").get(pk=registration.pk)


@dataclass(frozen=True)
class Dropped:
    """What a drop did: the registration as it is now, and whoever moved up from the waitlist (if anyone)."""

    registration: Registration
    promoted: Registration | None
    changed: bool  # False when it was dropped already


def registration_drop(*, registration: Registration, by: User) -> Dropped:
    """Drop a player; when that frees a seat, the first on the waitlist takes it. Dropping twice changes nothing."""
    with transaction.atomic():
        event, current = _locked(registration, by)
        if current.status == DROPPED:
            return Dropped(current, None, changed=False)
        was_registered = current.status == REGISTERED
        current.dropped_from, current.status = current.status, DROPPED
        current.save(update_fields=["status", "dropped_from", "updated_at"])
        promoted = None
        if was_registered:
            promoted = (
                Registration.objects.select_related("player")
                .filter(event=event, status=WAITLISTED)
                .order_by("created_at", "id")
                .first()
            )
            if promoted is not None:
                promoted.status = REGISTERED
                promoted.save(update_fields=["status", "updated_at"])
    return Dropped(current, promoted, changed=True)


def registration_undo_drop(*, registration: Registration, by: User) -> Registration:
    """Restore a dropped registration: registered when a seat is free, back on the waitlist if it was waiting;
    refused when its seat has gone to someone else meanwhile."""
    with transaction.atomic():
        event, current = _locked(registration, by)
        if current.status != DROPPED:
            raise UndoRefused("not_dropped")
        if _seats_taken(event) < event.capacity:
            current.status = REGISTERED
        elif current.dropped_from == WAITLISTED:
            current.status = WAITLISTED
        else:
            raise UndoRefused("seat_taken")
        current.dropped_from = ""
        current.save(update_fields=["status", "dropped_from", "updated_at"])
    return current


def registration_set_unlocked(*, registration: Registration, unlocked: bool, by: User) -> Registration:
    """Let a player change the list once after the deadline (unlock), or take that back (lock)."""
    with transaction.atomic():
        _event, current = _locked(registration, by)
        if current.unlocked != unlocked:
            current.unlocked = unlocked
            current.save(update_fields=["unlocked", "updated_at"])
    return current
