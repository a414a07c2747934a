"""Who may do what at an event: the organizer, co-organizers, judges, players and everyone else."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from django.core.exceptions import PermissionDenied
from django.utils import timezone

from zxdecks.events.models import Event, EventStaff, Registration

ORGANIZER = "organizer"


class Action(StrEnum):
    """What staff do; each role is granted a set of these."""

    SEE_LISTS = "see_lists"  # the dashboard, every registration, the CSV and the sheets
    CHECK_DECKS = "check_decks"  # the deck-check page
    MANAGE = "manage"  # drop, undo a drop, unlock, lock, publish lists, add staff


ROLE_ACTIONS: dict[str, frozenset[Action]] = {
    ORGANIZER: frozenset(Action),
    EventStaff.Role.CO_ORGANIZER: frozenset(Action),
    EventStaff.Role.JUDGE: frozenset({Action.SEE_LISTS, Action.CHECK_DECKS}),
}


def event_role(event: Event, user: Any) -> str | None:
    """The user's role at the event: "organizer", "co-organizer", "judge", or None (a player or anyone else)."""
    if not getattr(user, "is_authenticated", False):
        return None
    if event.organizer_id == user.pk:
        return ORGANIZER
    # One query per event and user in a request: the pages ask several times.
    cache: dict[int, str | None] = event.__dict__.setdefault("_roles", {})
    if user.pk not in cache:
        cache[user.pk] = EventStaff.objects.filter(event=event, user=user).values_list("role", flat=True).first()
    return cache[user.pk]


def may(event: Event, user: Any, action: Action) -> bool:
    role = event_role(event, user)
    return role is not None and action in ROLE_ACTIONS.get(role, frozenset())


def require(event: Event, user: Any, action: Action) -> None:
    """Raise PermissionDenied unless the user's role at the event allows the action."""
    if not may(event, user, action):
        raise PermissionDenied(f"{action.value}: not allowed for your role at this event")


def is_staff(event: Event, user: Any) -> bool:
    """Organizer, co-organizer or judge of the event."""
    return event_role(event, user) is not None


def can_organize(user: Any) -> bool:
    """May create events (the organize_events permission)."""
    return bool(getattr(user, "is_authenticated", False) and user.has_perm("events.organize_events"))


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
    return may(event, user, Action.SEE_LISTS)
