"""Background tasks of accounts: the password-reset mail, looked up and written by a worker, never in the request."""

from __future__ import annotations

from typing import Any

from django.template.loader import render_to_string
from django.utils import translation

from zxdecks.tasks.mail import send_mail
from zxdecks.tasks.retry import background_task
from zxdecks.web.forms import OneMailPasswordResetForm

RESET_SUBJECT_TEMPLATE = "registration/password_reset_subject.txt"
RESET_EMAIL_TEMPLATE = "registration/password_reset_email.txt"


class _QueuedResetForm(OneMailPasswordResetForm):
    """The reset form (one account per address), whose mail goes out through the send_mail task (with retries)."""

    queued = 0

    def send_mail(
        self,
        subject_template_name: str,
        email_template_name: str,
        context: dict[str, Any],
        from_email: str | None,
        to_email: str,
        html_email_template_name: str | None = None,
    ) -> None:
        subject = "".join(render_to_string(subject_template_name, context).splitlines())
        body = render_to_string(email_template_name, context)
        html = render_to_string(html_email_template_name, context) if html_email_template_name else ""
        send_mail.enqueue(subject=subject, body=body, to=[to_email], html=html, from_email=from_email or "")
        self.queued += 1


@background_task(attempts=3, backoff=30)
def send_password_reset(*, email: str, domain: str, use_https: bool, language: str) -> int:
    """Queue a reset link to the oldest active account with this e-mail (Django's rules: a usable password), in the
    language the request was made in; the number of mails queued (1, or 0 for an address without an account)."""
    form = _QueuedResetForm({"email": email})
    if not form.is_valid():
        return 0
    with translation.override(language):
        form.save(
            domain_override=domain,
            use_https=use_https,
            subject_template_name=RESET_SUBJECT_TEMPLATE,
            email_template_name=RESET_EMAIL_TEMPLATE,
        )
    return form.queued
