"""Input and output serializers of the API."""

from __future__ import annotations

import copy
from typing import Any

from django.core.validators import RegexValidator
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.validators import ProhibitSurrogateCharactersValidator

from cards.models import CARD_GAMES
from zxdecks.decks.models import Game

# Text may not contain NUL (PostgreSQL cannot store it); saying so in the schema keeps clients and fuzzers honest.
NO_NUL = r"^[^\x00]*$"


class FastSurrogateCheck(ProhibitSurrogateCharactersValidator):
    """DRF's lone-surrogate check, answered by the UTF-8 codec instead of a Python loop over every character."""

    def __call__(self, value: Any) -> None:
        try:
            str(value).encode("utf-8")
        except UnicodeEncodeError:
            super().__call__(value)  # the slow path only to name the character in the message


class TextField(serializers.CharField):
    """A CharField whose surrogate check costs nothing on a 20,000-character deck list."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.validators = [
            FastSurrogateCheck() if isinstance(v, ProhibitSurrogateCharactersValidator) else v for v in self.validators
        ]


def text_field(**kwargs: Any) -> serializers.CharField:
    """A CharField whose schema and validation both refuse NUL characters."""
    return TextField(validators=[RegexValidator(NO_NUL, "contains a NUL character")], **kwargs)


class DeckRowSerializer(serializers.Serializer[Any]):
    collector_number = text_field(max_length=24)
    count = serializers.IntegerField(min_value=1, max_value=999, default=1)


@extend_schema_field(DeckRowSerializer(many=True))
class DeckRowsField(serializers.JSONField):
    """A list of {collector_number, count} rows. The deck service checks each row and names the bad one
    (deck[2].count); a nested serializer per row would cost more than the whole validation."""

    def to_internal_value(self, data: Any) -> Any:
        if not isinstance(data, list) or not all(isinstance(row, dict) for row in data):
            raise serializers.ValidationError("expected a list of {collector_number, count} objects")
        if len(data) > 200:
            raise serializers.ValidationError("at most 200 rows")
        return data


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


class ErrorSerializer(serializers.Serializer[Any]):
    """The error object every endpoint answers with on failure."""

    object = serializers.CharField(default="error")
    status = serializers.IntegerField()
    code = serializers.CharField()
    details = serializers.CharField()
    type = serializers.CharField(allow_null=True)
    warnings = serializers.ListField(child=serializers.CharField(), allow_null=True)
    errors = serializers.ListField(  # type: ignore[assignment] # the field is named like Serializer.errors on purpose
        child=serializers.DictField(), required=False, help_text="every bad line or field"
    )


# Output shapes, for the OpenAPI schema; the objects themselves come from cards.presenters and the deck services.
class CardNameSerializer(serializers.Serializer[Any]):
    name = serializers.CharField()
    kind = serializers.ChoiceField(choices=["printed", "subtext", "appendix_a", "text"])


class RegulationEntrySerializer(serializers.Serializer[Any]):
    card_name = serializers.CharField()
    status = serializers.ChoiceField(choices=["sealed", "legend", "lifted"])
    effective_date = serializers.DateField(allow_null=True)
    text = serializers.CharField()


class PackSerializer(serializers.Serializer[Any]):
    code = serializers.CharField()
    name = serializers.CharField()
    release_date = serializers.DateField(allow_null=True)


class KeywordSerializer(serializers.Serializer[Any]):
    name = serializers.CharField()
    rule = serializers.CharField(allow_null=True)


class D0ParametersSerializer(serializers.Serializer[Any]):
    """Dimension Zero parameters (D0 第2部): class, timing, move cost, smash, 禁呪 points, 団結."""

    _class = serializers.ChoiceField(choices=["unit", "base", "strategy"], allow_null=True)
    timing = serializers.ChoiceField(choices=["normal", "quick", "battle"], allow_null=True)
    move_cost = serializers.IntegerField(allow_null=True)
    smash = serializers.IntegerField(allow_null=True)
    forbidden = serializers.IntegerField(help_text="禁呪 points")
    unity = serializers.BooleanField(help_text="団結: exempt from the copy limit")

    def get_fields(self) -> dict[str, serializers.Field[Any, Any, Any, Any]]:
        fields = super().get_fields()
        fields["class"] = fields.pop("_class")  # a Python keyword as a JSON key
        return fields


class CardSerializer(serializers.Serializer[Any]):
    object = serializers.CharField(default="card")
    collector_number = serializers.CharField()
    game = serializers.ChoiceField(choices=[code for code, _ in CARD_GAMES])
    name = serializers.CharField()
    names = CardNameSerializer(many=True)
    reading = serializers.CharField()
    type = serializers.CharField()
    type_ja = serializers.CharField()
    ob_part = serializers.CharField(allow_null=True)
    cost = serializers.JSONField(help_text='an integer, "∞" (203.3) or null')
    colors = serializers.ListField(child=serializers.CharField())
    colorless = serializers.BooleanField()
    multicolor = serializers.BooleanField()
    text = serializers.CharField()
    subtext = serializers.CharField()
    icons = serializers.ListField(child=serializers.CharField())
    ignition = serializers.BooleanField()
    races = serializers.ListField(child=serializers.CharField())
    power = serializers.IntegerField(allow_null=True)
    shield = serializers.IntegerField(allow_null=True)
    player_name = serializers.CharField(allow_null=True)
    keywords = KeywordSerializer(many=True)
    construction = serializers.ListField(child=serializers.DictField())
    rarity = serializers.CharField(allow_null=True)
    pack = PackSerializer(allow_null=True)
    illustrator = serializers.CharField(allow_null=True)
    flavor = serializers.CharField(allow_null=True)
    rebuilt = serializers.BooleanField()
    errata = serializers.BooleanField()
    expiry_date = serializers.DateField(allow_null=True)
    unofficial_text = serializers.BooleanField()
    d0 = D0ParametersSerializer(allow_null=True, help_text="Dimension Zero cards only")
    regulation_status = serializers.CharField(allow_null=True)
    regulation = RegulationEntrySerializer(many=True)
    image_uris = serializers.DictField(allow_null=True)
    uri = serializers.URLField()
    web_uri = serializers.URLField()


class CardListSerializer(serializers.Serializer[Any]):
    object = serializers.CharField(default="list")
    total = serializers.IntegerField()
    has_more = serializers.BooleanField()
    next_page = serializers.URLField(allow_null=True)
    data = CardSerializer(many=True)  # type: ignore[assignment] # the list object's field is called data
    warnings = serializers.ListField(child=serializers.CharField(), allow_null=True)


class CatalogSerializer(serializers.Serializer[Any]):
    object = serializers.CharField(default="catalog")
    total_values = serializers.IntegerField()
    data = serializers.ListField(child=serializers.CharField())  # type: ignore[assignment] # as in a list object


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


class RegulationSerializer(serializers.Serializer[Any]):
    object = serializers.CharField(default="regulation_entry")
    card_name = serializers.CharField()
    status = serializers.CharField()
    effective_date = serializers.DateField(allow_null=True)
    text = serializers.CharField()
    cards = serializers.ListField(child=serializers.CharField())


class RegulationListSerializer(serializers.Serializer[Any]):
    object = serializers.CharField(default="list")
    total = serializers.IntegerField()
    has_more = serializers.BooleanField()
    next_page = serializers.URLField(allow_null=True)
    data = RegulationSerializer(many=True)  # type: ignore[assignment] # the list object's field is called data
    warnings = serializers.ListField(child=serializers.CharField(), allow_null=True)
