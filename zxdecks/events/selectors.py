"""Reading events and registrations: each list in a constant number of queries, and who may see what (else 404)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import User
from django.core.paginator import Page, Paginator
from django.db.models import Count, Prefetch, Q, QuerySet
from django.http import Http404
from django.utils import timezone

from zxdecks.decks.models import Deck
from zxdecks.events.access import Action, may, may_see_list
from zxdecks.events.models import Event, EventStaff, OrganizerRequest, Registration, Submission

REGISTERED = Registration.Status.REGISTERED


def events_with_counts() -> QuerySet[Event]:
    """Events with `registered_count` (registered players) counted by the database, not a query per event."""
    return Event.objects.annotate(registered_count=Count("registrations", filter=Q(registrations__status=REGISTERED)))


def events_listed() -> QuerySet[Event]:
    """Every event, latest first: the API's list."""
    return events_with_counts().order_by("-date", "pk")


def events_upcoming() -> QuerySet[Event]:
    return Event.objects.filter(date__gte=timezone.localdate()).order_by("date", "pk")


def events_upcoming_page(*, number: str | None, per_page: int = 50) -> Page[Event]:
    """One page of the upcoming events, soonest first (a bad or too large page number: the first or the last)."""
    return Paginator(events_upcoming(), per_page).get_page(number)


def events_past(*, limit: int = 20) -> QuerySet[Event]:
    return Event.objects.filter(date__lt=timezone.localdate()).order_by("-date", "-pk")[:limit]


def event_get(*, pk: int) -> Event:
    """An event by id, with its registered count; 404 if there is none."""
    event = events_with_counts().filter(pk=pk).first()
    if event is None:
        raise Http404("no such event")
    return event


def event_for_staff(*, pk: int, user: Any) -> Event:
    """An event the user is staff of (organizer, co-organizer or judge); 404 for anyone else, to keep it private."""
    event = Event.objects.filter(pk=pk).first()
    if event is None or not may(event, user, Action.SEE_LISTS):
        raise Http404("no such event of yours")
    return event


def _latest_submission() -> Prefetch[Any]:
    # A sliced prefetch: one query (a window function) for the current submission of every registration of a page.
    return Prefetch("submissions", queryset=Submission.objects.order_by("-number")[:1], to_attr="latest_submissions")


def registrations_with_lists(*, event: Event) -> QuerySet[Registration]:
    """The event's registrations in sign-up order, each with its player, submission count and current submission."""
    return (
        event.registrations.select_related("player", "event")
        .annotate(submission_count=Count("submissions"))
        .prefetch_related(_latest_submission())
        .order_by("created_at", "pk")
    )


def registration_visible(*, event_pk: int, pk: int, user: Any) -> Registration:
    """A registration whose list the user may see (the player, staff, anyone once published); else 404."""
    registration = (
        Registration.objects.select_related("event", "player")
        .annotate(submission_count=Count("submissions"))
        .prefetch_related(_latest_submission())
        .filter(pk=pk, event_id=event_pk)
        .first()
    )
    if registration is None or not may_see_list(registration, user):
        raise Http404("no such registration, or its list is not published")
    return registration


def registration_by_judge_token(*, token: str) -> Registration:
    """The registration a sheet's QR code names (no sign-in: the token is the key)."""
    registration = (
        Registration.objects.select_related("event", "player")
        .prefetch_related(_latest_submission())
        .filter(judge_token=token)
        .first()
    )
    if registration is None:
        raise Http404("no such registration")
    return registration


def registration_in_event(*, event: Event, pk: int) -> Registration:
    """A registration of this event by id (the staff pages), or 404."""
    registration = (
        Registration.objects.select_related("event", "player")
        .prefetch_related(_latest_submission())
        .filter(pk=pk, event=event)
        .first()
    )
    if registration is None:
        raise Http404("no such registration")
    return registration


def registration_of(*, event: Event, player: Any) -> Registration | None:
    """The user's registration for the event, if any."""
    if not getattr(player, "is_authenticated", False):
        return None
    return Registration.objects.filter(event=event, player=player).first()


def decks_for_registration(*, event: Event, player: User) -> QuerySet[Deck]:
    """The player's decks of the event's game: the ones the registration form offers."""
    return Deck.objects.filter(owner=player, game=event.game).order_by("-updated_at", "-pk")


def published_registrations(*, event: Event) -> QuerySet[Registration]:
    """The registered players, for the event page once lists are public."""
    return event.registrations.filter(status=REGISTERED).select_related("player").order_by("created_at", "pk")


def event_staff(*, event: Event) -> QuerySet[EventStaff]:
    return event.staff.select_related("user").order_by("pk")


def registrations_for_sheets(*, event: Event, pk: int | None = None) -> list[Registration]:
    """Registrations that print a sheet: every one not dropped, or one by id (404 unless it is this event's and not
    dropped: an empty PDF would say the registration exists)."""
    registrations = registrations_with_lists(event=event).exclude(status=Registration.Status.DROPPED)
    if pk is None:
        return list(registrations)
    found = list(registrations.filter(pk=pk))
    if not found:
        raise Http404("no such registration at this event")
    return found


def organizer_request_latest(*, user: Any) -> OrganizerRequest | None:
    """The user's latest organizer request (pending, approved or declined), if any."""
    if not getattr(user, "is_authenticated", False):
        return None
    return OrganizerRequest.objects.filter(user=user).order_by("-created_at", "-pk").first()
