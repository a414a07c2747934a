"""Reading alerts: a user's list and unread count, and the registrations of an event that were alerted."""

from __future__ import annotations

from typing import Any

from django.core.paginator import Page, Paginator
from django.db.models import Prefetch

from zxdecks.alerts.models import Alert, AlertItem, AlertSettings
from zxdecks.events.models import Event


def unread_count(*, user: Any) -> int:
    """The bell's number: the user's unread alerts (0 for a visitor, without a query)."""
    if not getattr(user, "is_authenticated", False):
        return 0
    return Alert.objects.filter(user=user, read_at__isnull=True).count()


def alerts_page(*, user: Any, number: str | None, per_page: int = 30) -> Page[Alert]:
    """One page of the user's alerts, newest first, with their items, decks and events."""
    items = AlertItem.objects.select_related("deck", "registration__event").order_by("pk")
    alerts = Alert.objects.filter(user=user).prefetch_related(Prefetch("items", queryset=items)).order_by("-pk")
    return Paginator(alerts, per_page).get_page(number)


def wants_email(*, user: Any) -> bool:
    return AlertSettings.objects.filter(user=user, email=True).exists()


def event_affected(*, event: Event) -> list[AlertItem]:
    """The event's registrations alerted of a changed verdict (the latest alert of each, newest first)."""
    items = (
        AlertItem.objects.filter(registration__event=event)
        .select_related("registration__player", "alert")
        .order_by("-pk")
    )
    latest: dict[int, AlertItem] = {}
    for item in items:
        assert item.registration_id is not None
        latest.setdefault(item.registration_id, item)
    return list(latest.values())
