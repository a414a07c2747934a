"""Decks: a user's deck, its immutable versions, its current cards (for search) and likes."""

from __future__ import annotations

import secrets
import uuid

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from cards.models import Card


def new_share_token() -> str:
    return secrets.token_urlsafe(12)


class GameKind(models.TextChoices):
    """The game and format a deck is built for; each names a ruleset of the engine (services.validation.RULESETS).

    Not `Game`: that is the simulator's game in progress (zxdecks.rules.goldfish.Game)."""

    ZX = "zx", "Z/X"
    D0 = "d0", _("Dimension Zero (constructed)")
    D0_LIMITED = "d0-limited", _("Dimension Zero (limited)")


class Deck(models.Model):
    """A deck owned by a user; its contents live in its versions, the newest being the current one."""

    class Visibility(models.TextChoices):
        PUBLIC = "public", _("public")
        UNLISTED = "unlisted", _("unlisted (anyone with the link)")
        PRIVATE = "private", _("private")

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="decks")
    title = models.CharField(_("title"), max_length=120)
    description = models.TextField(_("description"), blank=True, max_length=5000)
    game = models.CharField(_("game"), max_length=12, choices=GameKind.choices, default=GameKind.ZX, db_index=True)
    visibility = models.CharField(_("visibility"), max_length=8, choices=Visibility.choices, default=Visibility.PRIVATE)
    share_token = models.CharField(max_length=32, unique=True, default=new_share_token, editable=False)
    forked_from = models.ForeignKey("self", on_delete=models.SET_NULL, null=True, blank=True, related_name="forks")
    player_card = models.ForeignKey(Card, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    version_number = models.PositiveIntegerField(default=0, help_text="number of the current version")
    legal = models.BooleanField(default=False)
    problem_count = models.PositiveSmallIntegerField(default=0)
    like_count = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    # The current cards as the API lists them, [[zone, number, name, count], ...] in DeckCard's order, written with
    # DeckCard (services.card_rows): a list page reads one row per deck and no card rows (issue 33, point 7).
    # None: not written yet (rows written past the services); readers then read DeckCard.
    card_rows = models.JSONField(null=True, blank=True, editable=False)

    class Meta:
        ordering = ["-updated_at"]
        # The public list's two orders, ties broken by id: a page's ids come from the index alone (decks_window).
        indexes = [
            models.Index(fields=["visibility", "-updated_at", "-id"], name="decks_public_recent"),
            models.Index(fields=["visibility", "-like_count", "-updated_at", "-id"], name="decks_public_liked"),
        ]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("decks:detail", args=[self.pk])

    @property
    def share_url(self) -> str:
        return reverse("decks:shared", args=[self.share_token])

    @property
    def current(self) -> DeckVersion | None:
        """The current version (None before the first save)."""
        return self.versions.filter(number=self.version_number).first()


class DeckVersion(models.Model):
    """An immutable snapshot of a deck at one save: its cards, the list text and the verdict on that day."""

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField()
    title = models.CharField(max_length=120)
    description = models.TextField(blank=True)
    game = models.CharField(max_length=12, choices=GameKind.choices, default=GameKind.ZX)
    cards = models.JSONField(help_text='[{"zone": "deck", "number": "B01-001", "count": 4}, ...]')
    text = models.TextField(help_text="the deck list in the text format")
    report = models.JSONField(help_text="the validator's report when saved")
    legal = models.BooleanField()
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    restored_from = models.PositiveIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["deck", "-number"]
        constraints = [models.UniqueConstraint(fields=["deck", "number"], name="unique_deck_version_number")]

    def __str__(self) -> str:
        return f"{self.deck_id} v{self.number}"


class DeckCard(models.Model):
    """The current contents of a deck, one row per card and part, so decks can be searched by card."""

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="deck_cards")
    # Indexed with the deck below: the index of the card alone would serve no lookup that one does not.
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="deck_cards", db_index=False)
    zone = models.CharField(max_length=12)
    count = models.PositiveIntegerField()  # a part's merged count, as the version has it (the API lists these rows)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["deck", "card", "zone"], name="unique_deck_card_zone")]
        # The decks holding a card, read from the index alone (selectors.decks_holding).
        indexes = [models.Index(fields=["card", "deck"], name="decks_deckcard_card_deck")]

    def __str__(self) -> str:
        return f"{self.count} {self.card_id} ({self.zone})"


class DeckLike(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="deck_likes")
    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="likes")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "deck"], name="unique_deck_like")]

    def __str__(self) -> str:
        return f"{self.user_id} ♥ {self.deck_id}"


class GoldfishJob(models.Model):
    """A goldfish question too large for a request, run by a background task; its answer stays for its owner."""

    class Status(models.TextChoices):
        QUEUED = "queued", _("queued")
        RUNNING = "running", _("running")
        DONE = "done", _("done")
        FAILED = "failed", _("failed")

    class Kind(models.TextChoices):
        ODDS = "odds", _("odds")
        COMPARE = "compare", _("comparison")  # question holds the other deck and version (goldfish_compare)

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="goldfish_jobs")
    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="goldfish_jobs")
    version_number = models.PositiveIntegerField()
    question = models.JSONField(help_text="the GoldfishQuestion's fields")
    key = models.CharField(max_length=64, help_text="digest of deck, version and question: one job per question")
    work = models.PositiveIntegerField(help_text="simulated turns (question_work)")
    kind = models.CharField(max_length=8, choices=Kind.choices, default=Kind.ODDS)
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.QUEUED)
    progress = models.PositiveSmallIntegerField(default=0, help_text="percent of its games played (100 once done)")
    answer = models.JSONField(null=True, blank=True, help_text="the answer's state (goldfish_jobs.answer_state)")
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["owner", "key"], name="unique_goldfish_job_question")]

    def __str__(self) -> str:
        return f"{self.deck_id} v{self.version_number} {self.status}"
