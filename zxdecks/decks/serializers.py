"""The deck API's input and output serializers."""

from __future__ import annotations

import copy
from typing import Any

from rest_framework import serializers

from zxdecks.api.fields import DeckRowsField, text_field
from zxdecks.decks.models import Game

GAME_CHOICES = Game.values
PARTS = ("deck", "dynamis", "player", "sideboard")


class DeckValidateInputSerializer(serializers.Serializer[Any]):
    """Either a deck list in the text format, or the parts as rows; the game and the date to validate on."""

    def get_fields(self) -> dict[str, serializers.Field[Any, Any, Any, Any]]:
        # DRF deep-copies every declared field per request, which cost as much as validating the deck. These fields
        # are flat (no nested serializers) and bind() only sets attributes, so a shallow copy of each is enough.
        return {name: copy.copy(field) for name, field in self._declared_fields.items()}

    text = text_field(required=False, allow_blank=False, max_length=20000, trim_whitespace=False)
    deck = DeckRowsField(required=False)
    dynamis = DeckRowsField(required=False)
    player = DeckRowsField(required=False)
    sideboard = DeckRowsField(required=False, help_text="Dimension Zero")
    as_of = serializers.DateField(required=False, help_text="YYYY-MM-DD; default: today in Japan")
    game = serializers.ChoiceField(
        choices=GAME_CHOICES,
        required=False,
        default="zx",
        help_text="zx (Z/X), d0 (Dimension Zero constructed) or d0-limited",
    )

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        has_text = "text" in attrs
        has_parts = any(k in attrs for k in PARTS)
        if has_text == has_parts:
            raise serializers.ValidationError(
                "send either 'text' or 'deck'/'dynamis'/'player'/'sideboard', not both or neither"
            )
        return attrs


class ViolationSerializer(serializers.Serializer[Any]):
    rule = serializers.CharField(help_text="rule number, e.g. 401.2, or 'regulation'")
    code = serializers.CharField()
    message = serializers.CharField(help_text="Japanese")
    message_en = serializers.CharField()
    cards = serializers.ListField(child=serializers.CharField())
    name = serializers.CharField(allow_null=True)
    count = serializers.IntegerField(allow_null=True)
    limit = serializers.IntegerField(allow_null=True)
    zone = serializers.CharField(allow_null=True)


class CountsSerializer(serializers.Serializer[Any]):
    """Z/X reports count deck, dynamis, player and the keyword cards; Dimension Zero ones deck, sideboard, 禁呪."""

    deck = serializers.IntegerField()
    dynamis = serializers.IntegerField(required=False)
    player = serializers.IntegerField(required=False)
    ignition = serializers.IntegerField(required=False)
    life_recovery = serializers.IntegerField(required=False)
    void_bringer = serializers.IntegerField(required=False)
    overdrive = serializers.IntegerField(required=False)
    sideboard = serializers.IntegerField(required=False)
    forbidden = serializers.IntegerField(required=False)


class ValidationReportSerializer(serializers.Serializer[Any]):
    legal = serializers.BooleanField()
    as_of = serializers.DateField()
    ruleset = serializers.CharField()
    violations = ViolationSerializer(many=True)
    counts = CountsSerializer()
    notes = serializers.ListField(child=serializers.CharField())
    warnings = ViolationSerializer(
        many=True, required=False, help_text="assumptions the verdict rests on (e.g. an undated designation)"
    )


class DeckCardRowSerializer(serializers.Serializer[Any]):
    zone = serializers.CharField()
    number = serializers.CharField()
    name = serializers.CharField()
    count = serializers.IntegerField()


class DeckSerializer(serializers.Serializer[Any]):
    object = serializers.CharField(default="deck")
    id = serializers.IntegerField()
    game = serializers.ChoiceField(choices=GAME_CHOICES)
    title = serializers.CharField()
    description = serializers.CharField()
    visibility = serializers.CharField()
    owner = serializers.CharField()
    version = serializers.IntegerField()
    legal = serializers.BooleanField()
    problem_count = serializers.IntegerField()
    like_count = serializers.IntegerField()
    forked_from = serializers.IntegerField(allow_null=True)
    player_card = serializers.CharField(allow_null=True)
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()
    cards = DeckCardRowSerializer(many=True)
    uri = serializers.URLField()
    web_uri = serializers.URLField()
    share_uri = serializers.URLField(required=False, help_text="owner only; opens an unlisted deck")


class DeckListSerializer(serializers.Serializer[Any]):
    object = serializers.CharField(default="list")
    total = serializers.IntegerField()
    has_more = serializers.BooleanField()
    next_page = serializers.URLField(allow_null=True)
    data = DeckSerializer(many=True)  # type: ignore[assignment] # the list object's field is called data
    warnings = serializers.ListField(child=serializers.CharField(), allow_null=True)


class DeckWriteSerializer(serializers.Serializer[Any]):
    """Create or change a deck: details, and the cards as a text list or as rows."""

    title = text_field(max_length=120, required=False)
    description = text_field(max_length=5000, required=False, allow_blank=True)
    visibility = serializers.ChoiceField(choices=["public", "unlisted", "private"], required=False)
    game = serializers.ChoiceField(
        choices=GAME_CHOICES, required=False, help_text="zx (default for new decks), d0 or d0-limited"
    )
    text = text_field(required=False, allow_blank=True, max_length=20000, trim_whitespace=False)
    deck = DeckRowsField(required=False)
    dynamis = DeckRowsField(required=False)
    player = DeckRowsField(required=False)
    sideboard = DeckRowsField(required=False, help_text="Dimension Zero")
    base_version = serializers.IntegerField(
        required=False, min_value=0, help_text="the version this edit started from; a newer deck answers 409"
    )

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if "text" in attrs and any(k in attrs for k in PARTS):
            raise serializers.ValidationError(
                "send the cards as 'text' or as 'deck'/'dynamis'/'player'/'sideboard', not both"
            )
        return attrs


class DeckListQuerySerializer(serializers.Serializer[Any]):
    q = text_field(required=False, allow_blank=True, max_length=200, help_text="words of the title")
    card = text_field(
        required=False, allow_blank=True, max_length=200, help_text="a card the deck contains: number or name"
    )
    player = text_field(required=False, allow_blank=True, max_length=200, help_text="the player card: number or name")
    sort = serializers.ChoiceField(choices=["recent", "likes"], required=False)
    game = serializers.ChoiceField(choices=GAME_CHOICES, required=False, help_text="only decks of this game")
    mine = serializers.BooleanField(required=False, help_text="your own decks instead of public ones (signed in)")
    page = serializers.IntegerField(required=False, min_value=1, max_value=10000)


class GoldfishQuerySerializer(serializers.Serializer[Any]):
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**31, default=0)
    turns = serializers.IntegerField(required=False, min_value=1, max_value=20, default=5)
    games = serializers.IntegerField(
        required=False, min_value=1, max_value=5000, default=1000, help_text="1: one game's log"
    )
    first = serializers.BooleanField(required=False, default=True)
    target = serializers.ListField(
        child=text_field(max_length=200, allow_blank=True), required=False, help_text="key cards: numbers or names"
    )
    keep = serializers.ListField(
        child=text_field(max_length=200, allow_blank=True), required=False, help_text="mulligan unless the hand has one"
    )
    pay = text_field(required=False, allow_blank=True, max_length=200, help_text="a card whose cost to check each turn")
    damage = serializers.IntegerField(
        required=False, min_value=0, max_value=4, default=0, help_text="damage after each turn"
    )
    token = text_field(required=False, allow_blank=True, max_length=64)
