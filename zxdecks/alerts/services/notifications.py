"""What a user does with their alerts: read them, and choose whether they come by e-mail too."""

from __future__ import annotations

from django.contrib.auth.models import User
from django.http import Http404
from django.utils import timezone

from zxdecks.alerts.models import Alert, AlertItem, AlertSettings


def alert_open(*, user: User, alert_id: int, item_id: int) -> AlertItem:
    """One item of the user's own alert (404 for anyone else's), the alert marked read."""
    item = (
        AlertItem.objects.select_related("registration").filter(pk=item_id, alert_id=alert_id, alert__user=user).first()
    )
    if item is None:
        raise Http404("no such alert of yours")
    Alert.objects.filter(pk=alert_id, read_at__isnull=True).update(read_at=timezone.now())
    return item


def alerts_mark_read(*, user: User) -> int:
    """Mark every alert of the user read; how many were unread."""
    return Alert.objects.filter(user=user, read_at__isnull=True).update(read_at=timezone.now())


def alert_settings_set(*, user: User, email: bool) -> AlertSettings:
    """Opt in to (or out of) alerts by e-mail."""
    found, _ = AlertSettings.objects.update_or_create(user=user, defaults={"email": email})
    return found
