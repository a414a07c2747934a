"""The organizer's tools: create an event, staff, publishing, the dashboard and its CSV, history and deck checks."""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

from django.contrib.auth.models import AnonymousUser, User
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from cards.catalog import catalog
from zxdecks.decks.services import deck_import, version_diff
from zxdecks.decks.services.decks import cards_json, engine_deck
from zxdecks.events.access import Action, require
from zxdecks.events.models import Event, EventStaff, Registration, Submission
from zxdecks.events.selectors import registrations_with_lists
from zxdecks.rules.cards import CardType, Zone
from zxdecks.rules.csvcells import csv_writer

BOM = "\ufeff"  # Japanese Excel reads a CSV as Shift_JIS unless it starts with this
# The CSV is for the organizer's spreadsheet: its headers and values are in the language of the page it came from.
CSV_HEADER = [
    pgettext_lazy("csv", "player"),
    pgettext_lazy("csv", "status"),
    pgettext_lazy("csv", "legal"),
    pgettext_lazy("csv", "submissions"),
    pgettext_lazy("csv", "submitted_at"),
    pgettext_lazy("csv", "fingerprint"),
    pgettext_lazy("csv", "unlocked"),
    pgettext_lazy("csv", "list"),
]
YES, NO = pgettext_lazy("csv", "yes"), pgettext_lazy("csv", "no")
LEGAL, ILLEGAL = pgettext_lazy("csv value", "legal"), pgettext_lazy("csv value", "illegal")


class NoSuchUser(Exception):
    """No user by that name."""


def event_create(*, organizer: User, **fields: Any) -> Event:
    """Create an event; the regulation date defaults to the event date. full_clean() names every bad field."""
    fields.setdefault("regulation_date", fields["date"])
    event = Event(organizer=organizer, **fields)
    event.full_clean()
    event.save()
    return event


# The fields an organizer changes on the edit page or with PATCH (the organizer and the lists' state aside).
EDITABLE = (
    "name", "game", "date", "venue", "capacity", "registration_opens", "registration_closes", "regulation_date",
    "publish_lists", "allow_late_changes",
)  # fmt: skip
CAPACITY_BELOW_REGISTERED = _(
    "%(count)d players are already registered: the capacity cannot be less. Drop players first, or keep it at "
    "%(count)d or more."
)
GAME_HAS_LISTS = _("Lists have been submitted for this game: the game of the event can no longer change.")
DEADLINE_ERROR = _("The deadline must be after registration opens.")


@dataclass(frozen=True)
class EventUpdated:
    """The event as saved, and whoever moved up from the waitlist because the capacity grew."""

    event: Event
    promoted: list[Registration]


def event_update(*, event: Event, by: User | AnonymousUser, **fields: Any) -> EventUpdated:
    """Change an event's fields (those given, of EDITABLE). Refused, naming the field (a ValidationError keyed by
    it), when the capacity is below the players registered, the deadline is not after the opening, or the game
    changes once lists exist; a larger capacity gives its new seats to the waitlist, first come first served."""
    require(event, by, Action.MANAGE)
    unknown = set(fields) - set(EDITABLE)
    if unknown:
        raise ValueError(f"not editable: {sorted(unknown)}")
    with transaction.atomic():
        # The row lock registration takes: no sign-up slips in between the count and the save.
        locked = Event.objects.select_for_update().get(pk=event.pk)
        registered = locked.registrations.filter(status=Registration.Status.REGISTERED).count()
        errors: dict[str, ValidationError] = {}
        if "capacity" in fields and fields["capacity"] < registered:
            errors["capacity"] = ValidationError(
                CAPACITY_BELOW_REGISTERED, code="capacity_below_registered", params={"count": registered}
            )
        if "game" in fields and fields["game"] != locked.game and locked.registrations.exists():
            errors["game"] = ValidationError(GAME_HAS_LISTS, code="game_has_lists")
        for name, value in fields.items():
            setattr(locked, name, value)
        if not locked.regulation_date:
            locked.regulation_date = locked.date
        if locked.registration_closes <= locked.registration_opens and "registration_closes" not in errors:
            errors["registration_closes"] = ValidationError(DEADLINE_ERROR, code="closes_before_opens")
        if errors:
            raise ValidationError(errors)
        locked.full_clean(exclude=["organizer"])
        locked.save()
        promoted = _promote_waitlist(locked, free=locked.capacity - registered)
    return EventUpdated(locked, promoted)


def _promote_waitlist(event: Event, *, free: int) -> list[Registration]:
    """Give up to `free` seats to the waitlist in sign-up order (inside the event's row lock)."""
    if free <= 0:
        return []
    waiting = list(
        Registration.objects.select_related("player")
        .filter(event=event, status=Registration.Status.WAITLISTED)
        .order_by("created_at", "id")[:free]
    )
    for registration in waiting:
        registration.status = Registration.Status.REGISTERED
        registration.save(update_fields=["status", "updated_at"])
    return waiting


def staff_add(
    *, event: Event, username: str, by: User | AnonymousUser, role: str = EventStaff.Role.CO_ORGANIZER
) -> EventStaff:
    """Make a user a co-organizer or judge of the event (or change their role)."""
    require(event, by, Action.MANAGE)
    user = User.objects.filter(username=username).first()
    if user is None:
        raise NoSuchUser(username)
    staff, _ = EventStaff.objects.update_or_create(event=event, user=user, defaults={"role": role})
    return staff


def event_set_published(*, event: Event, published: bool, by: User | AnonymousUser) -> Event:
    """Publish the registered lists (or take them down)."""
    require(event, by, Action.MANAGE)
    Event.objects.filter(pk=event.pk).update(lists_published=published)
    event.lists_published = published
    return event


def with_names(diff: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A diff's rows with each card's name beside its number (empty for a card that no longer exists)."""
    facts = catalog.by_numbers({row["number"] for row in diff})
    return [{**row, "name": facts[row["number"]].name if row["number"] in facts else ""} for row in diff]


def submission_history(registration: Registration) -> list[dict[str, Any]]:
    """Every submission with the cards in and out against the one before, with card names."""
    rows, previous = [], None
    for submission in registration.submissions.order_by("number"):
        diff = version_diff(previous.cards if previous else None, submission.cards)
        rows.append({"submission": submission, "diff": with_names(diff)})
        previous = submission
    return rows


def deck_check(*, submission: Submission, text: str, by: User | AnonymousUser) -> list[dict[str, Any]]:
    """What a judge found: the presented list (read like a pasted one) against the registered snapshot, as cards
    more or fewer per part with names (empty means it matches). Raises DeckListError naming every bad line."""
    event = submission.registration.event
    require(event, by, Action.CHECK_DECKS)
    presented = deck_import(data=text, game=event.game).deck
    return with_names(version_diff(submission.cards, cards_json(presented)))


@dataclass
class DashboardRow:
    registration: Registration
    submission: Submission | None

    @property
    def legal(self) -> bool | None:
        return self.submission.report.get("legal") if self.submission else None


STATUS_FILTERS = set(Registration.Status.values)


def dashboard(*, event: Event, by: User | AnonymousUser, status: str = "", legal: str = "") -> list[DashboardRow]:
    """Registrations with their current submission, filtered by status and legality (unknown filters ignored)."""
    require(event, by, Action.SEE_LISTS)
    registrations = registrations_with_lists(event=event)
    if status in STATUS_FILTERS:
        registrations = registrations.filter(status=status)
    rows = [DashboardRow(r, r.current) for r in registrations]
    if legal in ("yes", "no"):
        rows = [row for row in rows if (row.legal is True) == (legal == "yes")]
    return rows


API_CSV_HEADER = ["player", "status", "legal", "submissions", "submitted_at", "fingerprint", "unlocked", "list"]


def dashboard_csv(*, event: Event, by: User | AnonymousUser, bom: bool = False, localized: bool = True) -> str:
    """Every registration as a CSV row, with the current list (names beside numbers) in the last column; headers and
    values in the active language (the page's download), or the API's fixed English keys and codes."""
    out = io.StringIO()
    writer = csv_writer(out)
    writer.writerow(CSV_HEADER if localized else API_CSV_HEADER)
    yes, no, legal, illegal = (YES, NO, LEGAL, ILLEGAL) if localized else ("yes", "no", "yes", "no")
    for row in dashboard(event=event, by=by):
        sub = row.submission
        writer.writerow(
            [
                row.registration.player.username,
                row.registration.get_status_display() if localized else row.registration.status,
                "" if row.legal is None else (legal if row.legal else illegal),
                sub.number if sub else 0,
                timezone.localtime(sub.created_at).isoformat() if sub else "",
                sub.fingerprint if sub else "",
                yes if row.registration.unlocked else no,
                sub.text.rstrip("\n") if sub else "",
            ]
        )
    return (BOM if bom else "") + out.getvalue()


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
