"""Mail off the request path: one `send_mail` task for every mail the site sends (reset links, alerts)."""

from __future__ import annotations

from django.core.mail import EmailMultiAlternatives

from zxdecks.tasks.retry import background_task


@background_task(attempts=5, backoff=60)
def send_mail(*, subject: str, body: str, to: list[str], html: str = "", from_email: str = "") -> int:
    """Send one message (plain text, with an HTML alternative when given) through EMAIL_URL's backend; the number
    sent (1). A mail server that does not answer is retried with backoff; if a worker dies after the server took
    the message it may be sent twice (at least once, never lost)."""
    message = EmailMultiAlternatives(subject=subject, body=body, from_email=from_email or None, to=to)
    if html:
        message.attach_alternative(html, "text/html")
    return message.send()
