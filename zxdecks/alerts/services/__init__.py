"""Alert services: the detection after a card data change, its e-mail, and what a user does with their alerts."""

from zxdecks.alerts.services.detect import alerts_after_change, item_link
from zxdecks.alerts.services.mail import send_alert_mail
from zxdecks.alerts.services.notifications import alert_open, alert_settings_set, alerts_mark_read

__all__ = [
    "alert_open",
    "alert_settings_set",
    "alerts_after_change",
    "alerts_mark_read",
    "item_link",
    "send_alert_mail",
]
