"""Input and output serializers of the API."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers


class DeckRowSerializer(serializers.Serializer[Any]):
    collector_number = serializers.CharField(max_length=24)
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


class DeckValidateInputSerializer(serializers.Serializer[Any]):
    """Either a deck list in the text format, or the three parts as rows; and the date to validate on."""

    text = serializers.CharField(required=False, allow_blank=False, max_length=20000, trim_whitespace=False)
    deck = DeckRowsField(required=False)
    dynamis = DeckRowsField(required=False)
    player = DeckRowsField(required=False)
    as_of = serializers.DateField(required=False, help_text="YYYY-MM-DD; default: today in Japan")

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        has_text = "text" in attrs
        has_parts = any(k in attrs for k in ("deck", "dynamis", "player"))
        if has_text == has_parts:
            raise serializers.ValidationError("send either 'text' or 'deck'/'dynamis'/'player', not both or neither")
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
    deck = serializers.IntegerField()
    dynamis = serializers.IntegerField()
    player = serializers.IntegerField()
    ignition = serializers.IntegerField()
    life_recovery = serializers.IntegerField()
    void_bringer = serializers.IntegerField()
    overdrive = serializers.IntegerField()


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
