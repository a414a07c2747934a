"""The bell's count, the account page's e-mail choice and the organizer dashboard's affected registrations."""

from __future__ import annotations

from typing import Any

from django import template

from zxdecks.alerts import selectors
from zxdecks.alerts.models import AlertItem
from zxdecks.events.models import Event

register = template.Library()


@register.simple_tag
def unread_alerts(user: Any) -> int:
    return selectors.unread_count(user=user)


@register.simple_tag
def alerts_by_email(user: Any) -> bool:
    return selectors.wants_email(user=user)


@register.simple_tag
def affected_registrations(event: Event) -> list[AlertItem]:
    return selectors.event_affected(event=event)


@register.filter
def lines_in(item: AlertItem, lang: str) -> list[str]:
    """An item's lines in the page's language (Japanese unless English)."""
    lines: list[str] = item.lines.get("en" if lang == "en" else "ja", [])
    return lines
