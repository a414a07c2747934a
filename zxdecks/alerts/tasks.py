"""Background tasks of alerts: the detection after a card data change, and each alert's e-mail."""

from __future__ import annotations

import logging

from zxdecks.tasks.retry import background_task

logger = logging.getLogger(__name__)


@background_task(attempts=3, backoff=60)
def detect_alerts() -> None:
    """Look for decks and registrations whose verdict the last change changed, and alert their owners (idempotent:
    a retried or doubled run alerts nobody twice)."""
    from zxdecks.alerts.services import detect

    try:
        detect.alerts_after_change()
    except Exception:
        # The change is committed and must not look failed; the detection's state did not move, so the next change
        # looks again at everything this one changed.
        logger.exception("alerts after a card data change failed; the next change looks again")


@background_task(attempts=4, backoff=60)
def mail_alert(alert_id: int) -> bool:
    """E-mail one alert to its owner if they opted in (once: an alert e-mailed is not again)."""
    from zxdecks.alerts.services.mail import send_alert_mail

    return send_alert_mail(alert_id)
