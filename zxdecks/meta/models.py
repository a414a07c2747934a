"""The metagame as last computed by metagame_refresh: one snapshot row and one usage row per card played."""

from __future__ import annotations

from django.db import models

from cards.models import Card


class MetagameSnapshot(models.Model):
    """The whole metagame's totals per month and its rankings; one row (pk=1), replaced by each refresh that finds
    something changed."""

    computed_at = models.DateTimeField()
    digest = models.CharField(
        max_length=64, help_text="a digest of everything stored: an unchanged refresh writes nothing"
    )
    decks = models.PositiveIntegerField(help_text="public decks counted (their current versions)")
    lists = models.PositiveIntegerField(help_text="published event lists counted")
    months = models.JSONField(help_text='[{"month": "2025-01", "decks": n, "lists": n}, ...], oldest first')
    summary = models.JSONField(help_text="top cards overall, per colour and per type; new and rising cards")

    def __str__(self) -> str:
        return f"metagame of {self.decks} decks and {self.lists} lists ({self.computed_at:%Y-%m-%d %H:%M})"


class CardUsage(models.Model):
    """One card's usage: decks and lists using it in all and per month, and the cards most played beside it."""

    card = models.OneToOneField(Card, on_delete=models.CASCADE, primary_key=True, related_name="usage")
    decks = models.PositiveIntegerField()
    lists = models.PositiveIntegerField()
    first_month = models.CharField(max_length=7, help_text="YYYY-MM of the first deck or list using it")
    months = models.JSONField(help_text='[["2025-01", decks, lists], ...] for the months it is used in, oldest first')
    also_played = models.JSONField(help_text='[["B01-002", "name", decks], ...]: public decks playing both cards')

    class Meta:
        indexes = [models.Index(fields=["-decks", "-lists", "card"], name="meta_usage_rank")]

    def __str__(self) -> str:
        return f"{self.card_id}: {self.decks} decks, {self.lists} lists"
