"""Tournaments: events, staff, registrations and their immutable deck submissions."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from zxdecks.decks.models import Deck, GameKind


class Event(models.Model):
    """A tournament with a registration window and the date whose rules and regulation decks are checked against."""

    name = models.CharField(_("name"), max_length=200)
    date = models.DateField(_("event date"))
    venue = models.CharField(_("venue"), max_length=200, blank=True)
    game = models.CharField(
        _("game"),
        max_length=12,
        choices=GameKind.choices,
        default=GameKind.ZX,
        help_text=_("the rules lists are checked by"),
    )
    capacity = models.PositiveIntegerField(_("capacity"))
    registration_opens = models.DateTimeField(_("registration opens"))
    registration_closes = models.DateTimeField(_("registration closes (deadline)"))
    regulation_date = models.DateField(_("regulation date"), help_text=_("decks are checked as of this date"))
    publish_lists = models.BooleanField(_("publish lists after the event"), default=False)
    lists_published = models.BooleanField(_("lists published"), default=False)
    allow_late_changes = models.BooleanField(_("allow late changes"), default=False)
    organizer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="organized_events")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-date", "name"]
        permissions = [("organize_events", "Can organize events")]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(registration_closes__gt=models.F("registration_opens")),
                name="closes_after_opens",
                # Without a message of its own, Django shows the constraint's name to the user.
                violation_error_code="closes_before_opens",
                violation_error_message=_("The deadline must be after registration opens."),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.date})"

    def get_absolute_url(self) -> str:
        return reverse("events:detail", args=[self.pk])


class EventStaff(models.Model):
    """A co-organizer (runs the event with the organizer) or a judge (sees the lists and checks decks, changes nothing)."""

    class Role(models.TextChoices):
        CO_ORGANIZER = "co-organizer", _("co-organizer")
        JUDGE = "judge", _("judge")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="staff")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="event_roles")
    role = models.CharField(_("role"), max_length=16, choices=Role.choices, default=Role.CO_ORGANIZER)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["event", "user"], name="unique_event_staff")]

    def __str__(self) -> str:
        return f"{self.user_id} @ {self.event_id}"


def new_token() -> str:
    return secrets.token_urlsafe(16)


class Registration(models.Model):
    class Status(models.TextChoices):
        REGISTERED = "registered", _("registered")
        WAITLISTED = "waitlisted", _("waitlisted")
        DROPPED = "dropped", _("dropped")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="registrations")
    player = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="registrations")
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.REGISTERED)
    dropped_from = models.CharField(
        max_length=12, choices=Status.choices, blank=True, help_text=_("the status before the drop, for an undo")
    )
    unlocked = models.BooleanField(
        default=False, help_text=_("the organizer lets this player change the list after the deadline")
    )
    judge_token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [models.UniqueConstraint(fields=["event", "player"], name="one_registration_per_player")]

    def __str__(self) -> str:
        return f"{self.player_id} → {self.event_id} ({self.status})"

    @property
    def current(self) -> Submission | None:
        """The latest submission: from the selectors' prefetch when there is one, else one query."""
        latest: list[Submission] | None = getattr(self, "latest_submissions", None)
        if latest is not None:
            return latest[0] if latest else None
        return self.submissions.order_by("-number").first()


class Submission(models.Model):
    """An immutable snapshot of a registered list: cards, the verdict, the date used and a fingerprint."""

    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="submissions")
    number = models.PositiveIntegerField()
    cards = models.JSONField()
    text = models.TextField()
    report = models.JSONField()
    as_of = models.DateField()
    fingerprint = models.CharField(max_length=64, db_index=True)
    source_deck = models.ForeignKey(Deck, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    source_version = models.PositiveIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["registration", "number"]
        constraints = [models.UniqueConstraint(fields=["registration", "number"], name="unique_submission_number")]

    def __str__(self) -> str:
        return f"{self.registration_id} #{self.number} {self.fingerprint[:12]}"


class OrganizerRequest(models.Model):
    """A user's request to organize events (主催者申請): an admin approves it, which grants organize_events."""

    class Status(models.TextChoices):
        PENDING = "pending", _("pending")
        APPROVED = "approved", _("approved")
        DECLINED = "declined", _("declined")

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="organizer_requests")
    message = models.TextField(
        _("what you organize"),
        max_length=2000,
        help_text=_("The shop or community, and the events you plan (for the admin who reads the request)."),
    )
    status = models.CharField(
        pgettext_lazy("organizer request", "status"), max_length=12, choices=Status.choices, default=Status.PENDING
    )
    created_at = models.DateTimeField(_("requested at"), auto_now_add=True)
    decided_at = models.DateTimeField(_("decided at"), null=True, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name = _("organizer request")
        verbose_name_plural = _("organizer requests")
        constraints = [
            models.UniqueConstraint(
                fields=["user"], condition=models.Q(status="pending"), name="one_pending_organizer_request"
            )
        ]

    def __str__(self) -> str:
        return f"{self.user_id} ({self.status})"
