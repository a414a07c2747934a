"""Alerts: a notification per owner when a card data change changes the verdict of their decks or registrations,
and the fingerprints that make detecting it cheap and idempotent."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from zxdecks.decks.models import Deck
from zxdecks.events.models import Registration


class Alert(models.Model):
    """One notification on the site (and at most one e-mail) for one owner, from one run of the detection."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="alerts")
    created_at = models.DateTimeField(auto_now_add=True)
    read_at = models.DateTimeField(null=True, blank=True)
    emailed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["user", "read_at"], name="alerts_user_unread")]

    def __str__(self) -> str:
        return f"alert {self.pk} for {self.user_id}"


class AlertItem(models.Model):
    """A deck version or a registration's submission whose verdict changed, with the verdict's lines.

    `key` names the subject, its version and the verdict it was computed to: the same change is never alerted twice.
    """

    alert = models.ForeignKey(Alert, on_delete=models.CASCADE, related_name="items")
    key = models.CharField(max_length=200, unique=True)
    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    registration = models.ForeignKey(
        Registration, on_delete=models.CASCADE, null=True, blank=True, related_name="alert_items"
    )
    version = models.PositiveIntegerField(help_text="the deck version or the submission number")
    legal = models.BooleanField(help_text="the verdict today (a deck) or on the event's regulation date")
    lines = models.JSONField(default=dict, help_text='{"ja": [...], "en": [...]}: the verdict now and announced')
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["pk"]

    def __str__(self) -> str:
        return self.key


class VerdictStamp(models.Model):
    """The verdict a deck's version or a registration's submission was last seen with (the baseline of a change)."""

    deck = models.OneToOneField(Deck, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    registration = models.OneToOneField(Registration, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    version = models.PositiveIntegerField()
    points = models.JSONField(help_text="[[date or null, legal, verdict digest, ja, en], ...] oldest first")

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=models.Q(deck__isnull=False, registration__isnull=True)
                | models.Q(deck__isnull=True, registration__isnull=False),
                name="stamp_of_one_subject",
            )
        ]

    def __str__(self) -> str:
        return f"stamp deck={self.deck_id} registration={self.registration_id} v{self.version}"


class CardStamp(models.Model):
    """A digest of a card's facts as the detection last saw them: only decks holding a card whose digest moved are
    judged again."""

    number = models.CharField(max_length=24, unique=True)
    digest = models.CharField(max_length=64)

    def __str__(self) -> str:
        return f"{self.number} {self.digest[:12]}"


class AlertState(models.Model):
    """The card data version the detection last ran against (one row): an unchanged version costs no work."""

    catalog_version = models.PositiveBigIntegerField(default=0)

    def __str__(self) -> str:
        return f"alerts at card data v{self.catalog_version}"


class AlertSettings(models.Model):
    """A user's choice: alerts by e-mail too (off unless they opt in on their account page)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="alert_settings")
    email = models.BooleanField(_("e-mail me when a regulation change changes my decks"), default=False)

    def __str__(self) -> str:
        return f"{self.user_id} email={self.email}"
