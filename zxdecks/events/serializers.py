"""The event API's input serializers."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from zxdecks.api.fields import DeckRowsField, text_field
from zxdecks.decks.serializers import GAME_CHOICES


class PageQuerySerializer(serializers.Serializer[Any]):
    page = serializers.IntegerField(required=False, min_value=1, max_value=10000)


class EventWriteSerializer(serializers.Serializer[Any]):
    name = text_field(max_length=200)
    game = serializers.ChoiceField(choices=GAME_CHOICES, required=False, default="zx", help_text="the rules lists meet")
    date = serializers.DateField()
    venue = text_field(max_length=200, required=False, allow_blank=True)
    capacity = serializers.IntegerField(min_value=1, max_value=100000)
    registration_opens = serializers.DateTimeField()
    registration_closes = serializers.DateTimeField()
    regulation_date = serializers.DateField(required=False)
    publish_lists = serializers.BooleanField(required=False, default=False)
    allow_late_changes = serializers.BooleanField(required=False, default=False)

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if attrs["registration_closes"] <= attrs["registration_opens"]:
            raise serializers.ValidationError({"registration_closes": "must be after registration_opens"})
        return attrs


class RegistrationWriteSerializer(serializers.Serializer[Any]):
    """Register with one of your decks (deck_id) or a list (text, or deck/dynamis/player rows)."""

    deck_id = serializers.IntegerField(required=False, min_value=1)
    text = text_field(required=False, allow_blank=False, max_length=20000, trim_whitespace=False)
    deck = DeckRowsField(required=False)
    dynamis = DeckRowsField(required=False)
    player = DeckRowsField(required=False)
    sideboard = DeckRowsField(required=False, help_text="Dimension Zero events")
