"""Tournament services: register (validated, locked snapshots, exact capacity), staff tools, sheets, deck checks."""

from __future__ import annotations

import csv
import datetime as dt
import hashlib
import io
from dataclasses import dataclass
from typing import Any

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from zxdecks.decks.models import Deck
from zxdecks.decks.services.decks import cards_json, engine_deck, version_diff
from zxdecks.decks.services.validation import ruleset_for
from zxdecks.events.models import Event, EventStaff, Registration, Submission
from zxdecks.rules.cards import CardType, Zone
from zxdecks.rules.construction import Report
from zxdecks.rules.deck import Deck as EngineDeck
from zxdecks.rules.decklist import write_decklist


class RegistrationRefused(Exception):
    """The list is not legal as of the event's regulation date; every violation is in the report."""

    def __init__(self, report: Report) -> None:
        self.report = report
        super().__init__(f"{len(report.violations)} problem(s)")


class RegistrationClosed(Exception):
    """Outside the registration window, and this player is not unlocked."""


def fingerprint(cards: EngineDeck) -> str:
    """A hash of the list that does not depend on line order or split lines: zone, number, count, sorted."""
    lines = sorted(f"{zone.value}|{e.card.number}|{e.count}" for zone in Zone for e in cards.part(zone))
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def is_staff(event: Event, user: Any) -> bool:
    """Organizer or co-organizer/judge of the event."""
    if not getattr(user, "is_authenticated", False):
        return False
    return bool(event.organizer_id == user.pk or EventStaff.objects.filter(event=event, user=user).exists())


def can_organize(user: Any) -> bool:
    return bool(getattr(user, "is_authenticated", False) and user.has_perm("events.organize_events"))


def event_create(*, organizer: User, **fields: Any) -> Event:
    fields.setdefault("regulation_date", fields["date"])
    event = Event(organizer=organizer, **fields)
    event.full_clean()
    event.save()
    return event


def registration_submit(
    *, event: Event, player: User, cards: EngineDeck, source: Deck | None = None, now: dt.datetime | None = None
) -> tuple[Registration, Submission]:
    """Register or resubmit a list. Refused when illegal (every violation kept in the exception) or outside the
    window; capacity is counted under a row lock on the event, so simultaneous sign-ups never exceed it."""
    now = now or timezone.now()
    report = ruleset_for(event.game).validate(cards, event.regulation_date)
    if not report.legal:
        raise RegistrationRefused(report)
    with transaction.atomic():
        locked = Event.objects.select_for_update().get(pk=event.pk)
        registration = Registration.objects.select_for_update().filter(event=locked, player=player).first()
        open_now = locked.registration_opens <= now <= locked.registration_closes
        # With late changes allowed, a registered player may still change the list until the event day begins.
        event_starts = dt.datetime.combine(locked.date, dt.time.min, tzinfo=timezone.get_current_timezone())
        late_change = (
            locked.allow_late_changes and registration is not None and locked.registration_closes < now < event_starts
        )
        if not open_now and not late_change and not (registration is not None and registration.unlocked):
            if now < locked.registration_opens:
                raise RegistrationClosed(
                    f"registration opens at {timezone.localtime(locked.registration_opens):%Y-%m-%d %H:%M}"
                )
            raise RegistrationClosed(
                f"registration closed at {timezone.localtime(locked.registration_closes):%Y-%m-%d %H:%M}"
            )
        if registration is None or registration.status == Registration.Status.DROPPED:
            taken = Registration.objects.filter(event=locked, status=Registration.Status.REGISTERED).count()
            status = Registration.Status.REGISTERED if taken < locked.capacity else Registration.Status.WAITLISTED
            if registration is None:
                registration = Registration.objects.create(event=locked, player=player, status=status)
            else:
                registration.status = status
                registration.save(update_fields=["status", "updated_at"])
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


def registration_drop(*, registration: Registration) -> Registration | None:
    """Drop a player; the first on the waitlist (if any) takes the place. Returns whoever was promoted."""
    with transaction.atomic():
        Event.objects.select_for_update().get(pk=registration.event_id)
        was_registered = registration.status == Registration.Status.REGISTERED
        registration.status = Registration.Status.DROPPED
        registration.save(update_fields=["status", "updated_at"])
        if not was_registered:
            return None
        promoted = (
            Registration.objects.filter(event_id=registration.event_id, status=Registration.Status.WAITLISTED)
            .order_by("created_at", "id")
            .first()
        )
        if promoted:
            promoted.status = Registration.Status.REGISTERED
            promoted.save(update_fields=["status", "updated_at"])
        return promoted


def registration_set_unlocked(*, registration: Registration, unlocked: bool) -> None:
    registration.unlocked = unlocked
    registration.save(update_fields=["unlocked", "updated_at"])


def staff_add(*, event: Event, username: str) -> EventStaff:
    user = User.objects.get(username=username)
    staff, _ = EventStaff.objects.get_or_create(event=event, user=user)
    return staff


def lists_are_public(event: Event) -> bool:
    """Published by the organizer, or the event said so and its day is over."""
    return event.lists_published or (event.publish_lists and timezone.localdate() > event.date)


def may_see_list(registration: Registration, user: Any) -> bool:
    """The player, the event's staff, or anyone once the lists are public."""
    event = registration.event
    if lists_are_public(event):
        return True
    if getattr(user, "is_authenticated", False) and registration.player_id == user.pk:
        return True
    return is_staff(event, user)


def submission_history(registration: Registration) -> list[dict[str, Any]]:
    """Every submission with the cards in and out against the one before."""
    rows, previous = [], None
    for submission in registration.submissions.order_by("number"):
        rows.append(
            {"submission": submission, "diff": version_diff(previous.cards if previous else None, submission.cards)}
        )
        previous = submission
    return rows


def deck_check(*, submission: Submission, presented: EngineDeck) -> list[dict[str, Any]]:
    """What a judge found against the registered list: cards more or fewer, per part (empty means it matches)."""
    return version_diff(submission.cards, cards_json(presented))


@dataclass
class DashboardRow:
    registration: Registration
    submission: Submission | None

    @property
    def legal(self) -> bool | None:
        return self.submission.report.get("legal") if self.submission else None


def dashboard(event: Event, status: str = "", legal: str = "") -> list[DashboardRow]:
    """Registrations with their current submission, filtered by status and legality."""
    registrations = (
        event.registrations.select_related("player").prefetch_related("submissions").order_by("created_at", "id")
    )
    if status:
        registrations = registrations.filter(status=status)
    rows = []
    for registration in registrations:
        submissions = sorted(registration.submissions.all(), key=lambda s: s.number)
        row = DashboardRow(registration, submissions[-1] if submissions else None)
        if legal in ("yes", "no") and (row.legal is True) != (legal == "yes"):
            continue
        rows.append(row)
    return rows


def dashboard_csv(event: Event) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["player", "status", "legal", "submissions", "submitted_at", "fingerprint", "unlocked"])
    for row in dashboard(event):
        sub = row.submission
        writer.writerow(
            [
                row.registration.player.username,
                row.registration.status,
                "" if row.legal is None else ("yes" if row.legal else "no"),
                sub.number if sub else 0,
                timezone.localtime(sub.created_at).isoformat() if sub else "",
                sub.fingerprint if sub else "",
                "yes" if row.registration.unlocked else "no",
            ]
        )
    return out.getvalue()


def sorted_for_sheet(submission: Submission) -> dict[str, list[Any]]:
    """The list in the sheet's fixed order: deck by type then cost, Dynamis, then the player area."""
    cards = engine_deck(submission.cards)
    type_order = {CardType.ZX: 0, CardType.EVENT: 1, CardType.AN: 2}
    return {
        zone.value: sorted(
            cards.part(zone),
            key=lambda e: (type_order.get(e.card.type, 9), e.card.cost is None, e.card.cost or 0, e.card.number),
        )
        for zone in Zone
    }
