"""Becoming an organizer (主催者申請): a user asks, an admin approves or declines, the user is told by e-mail."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import Permission, User
from django.db import transaction
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone

from zxdecks.events.access import can_organize
from zxdecks.events.models import OrganizerRequest
from zxdecks.tasks.mail import send_mail
from zxdecks.tasks.retry import enqueue_on_commit

PENDING = OrganizerRequest.Status.PENDING
APPROVED = OrganizerRequest.Status.APPROVED
DECLINED = OrganizerRequest.Status.DECLINED
SUBJECTS: dict[str, str] = {
    APPROVED: "【zxdecks】主催者申請が承認されました / Your organizer request was approved",
    DECLINED: "【zxdecks】主催者申請について / About your organizer request",
}


class AlreadyOrganizer(Exception):
    """The user may create events already: there is nothing to request."""


def organizer_request_create(*, user: User, message: str) -> OrganizerRequest:
    """Record a request, or return the one still pending (one at a time: the admin reads the latest words)."""
    if can_organize(user):
        raise AlreadyOrganizer(user.username)
    with transaction.atomic():
        pending = OrganizerRequest.objects.select_for_update().filter(user=user, status=PENDING).first()
        if pending is not None:
            pending.message = message
            pending.save(update_fields=["message"])
            return pending
        return OrganizerRequest.objects.create(user=user, message=message)


def organizer_requests_decide(*, requests: list[OrganizerRequest], approve: bool, by: User) -> int:
    """Approve (grant events.organize_events) or decline the pending ones among `requests`, and queue a mail to each
    user with an address once the decision is committed; how many were decided (a request decided already is left
    as it is, so an action run twice mails no one twice)."""
    permission = Permission.objects.get(codename="organize_events", content_type__app_label="events")
    decided = 0
    with transaction.atomic():
        pending = OrganizerRequest.objects.select_for_update().select_related("user")
        for request in pending.filter(pk__in=[r.pk for r in requests], status=PENDING):
            request.status = APPROVED if approve else DECLINED
            request.decided_at, request.decided_by = timezone.now(), by
            request.save(update_fields=["status", "decided_at", "decided_by"])
            if approve:
                request.user.user_permissions.add(permission)
            _notify(request)
            decided += 1
    return decided


def _notify(request: OrganizerRequest) -> None:
    if not request.user.email:
        return  # the request page shows the decision too
    site = settings.SITE_URL.rstrip("/")
    body = render_to_string(
        "events/email/organizer_request.txt",
        {
            "request": request,
            "approved": request.status == APPROVED,
            "new_event_url": site + reverse("events:new"),
            "request_url": site + reverse("events:organizer_request"),
        },
    )
    enqueue_on_commit(send_mail, subject=SUBJECTS[request.status], body=body, to=[request.user.email])
