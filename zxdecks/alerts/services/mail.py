"""An alert's e-mail: Japanese first, English second, with the links to the decks' timelines."""

from __future__ import annotations

from django.conf import settings
from django.core.mail import send_mail
from django.template.loader import render_to_string
from django.utils import timezone

from zxdecks.alerts.models import Alert, AlertSettings
from zxdecks.alerts.services.detect import item_link

SUBJECT = "【zxdecks】レギュレーション変更でデッキの判定が変わりました / A regulation change affects your decks"


def send_alert_mail(alert_id: int) -> bool:
    """E-mail one alert to its owner if they opted in and have an address; once (an alert e-mailed is not again).

    Takes an id, not an object, so that it can run as a task of its own."""
    alert = Alert.objects.select_related("user").filter(pk=alert_id, emailed_at__isnull=True).first()
    if alert is None or not alert.user.email:
        return False
    if not AlertSettings.objects.filter(user=alert.user, email=True).exists():
        return False
    items = [
        {"item": item, "url": settings.SITE_URL.rstrip("/") + item_link(item)}
        for item in alert.items.select_related("deck", "registration__event")
    ]
    body = render_to_string(
        "alerts/email.txt", {"alert": alert, "items": items, "list_url": settings.SITE_URL.rstrip("/") + "/alerts/"}
    )
    send_mail(SUBJECT, body, None, [alert.user.email])
    Alert.objects.filter(pk=alert.pk).update(emailed_at=timezone.now())
    return True
