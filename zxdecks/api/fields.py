"""Fields and shapes every app's API uses: NUL-free text, deck rows, the error object and list objects."""

from __future__ import annotations

import copy
import datetime as dt
import re
from typing import Any, cast

from django.core.validators import ProhibitNullCharactersValidator, RegexValidator
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.validators import ProhibitSurrogateCharactersValidator

# Text may not contain NUL (PostgreSQL cannot store it); saying so in the schema keeps clients and fuzzers honest.
NO_NUL = r"^[^\x00]*$"
# The schema's "format: date" is RFC 3339's full-date. Python's fromisoformat (and so DRF) also takes 20250101 and
# 2025-W01-1, which a client reading the schema would not expect to be accepted.
FULL_DATE = re.compile(r"\d{4}-\d{2}-\d{2}", re.ASCII)


def copied_fields(declared: dict[str, Any]) -> dict[str, Any]:
    """A serializer's declared fields for one instance, as Serializer.get_fields returns them, copied cheaply.

    DRF deep-copies every declared field for each serializer, re-running every field's __init__: as much as
    validating a deck, or half of serializing one card. bind() only sets attributes on a field, so a shallow copy of
    each is enough; nested serializers keep a deep copy (they hold state of their own, e.g. a read plan)."""
    return {
        name: copy.deepcopy(field) if isinstance(field, serializers.BaseSerializer) else copy.copy(field)
        for name, field in declared.items()
    }


class FastSurrogateCheck(ProhibitSurrogateCharactersValidator):
    """DRF's lone-surrogate check, answered by the UTF-8 codec instead of a Python loop over every character."""

    def __call__(self, value: Any) -> None:
        try:
            str(value).encode("utf-8")
        except UnicodeEncodeError:
            super().__call__(value)  # the slow path only to name the character in the message


class TextField(serializers.CharField):
    """A CharField whose surrogate check costs nothing on a 20,000-character deck list."""

    def __init__(self, *, allow_nul: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.validators = [
            FastSurrogateCheck() if isinstance(v, ProhibitSurrogateCharactersValidator) else v
            for v in self.validators
            if not (allow_nul and isinstance(v, ProhibitNullCharactersValidator))
        ]


def text_field(**kwargs: Any) -> serializers.CharField:
    """A CharField whose schema and validation both refuse NUL characters."""
    return TextField(validators=[RegexValidator(NO_NUL, "contains a NUL character")], **kwargs)


def full_date(raw: str) -> dt.date:
    """An RFC 3339 full-date (YYYY-MM-DD); ValueError for anything else."""
    if not FULL_DATE.fullmatch(raw):
        raise ValueError(f"{raw!r} is not a date (YYYY-MM-DD)")
    return dt.date.fromisoformat(raw)


class DateField(serializers.DateField):
    """A date as the schema writes it, YYYY-MM-DD and nothing else."""

    def to_internal_value(self, value: Any) -> dt.date:
        if isinstance(value, str) and not FULL_DATE.fullmatch(value):
            self.fail("invalid", format="YYYY-MM-DD")
        return super().to_internal_value(value)


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
        # A JSON field skips the NUL check every text field makes, and the number is looked up in the database
        # (PostgreSQL cannot hold NUL): refused here, naming the row (deck[0].collector_number).
        with_nul = {
            index: {"collector_number": ["contains a NUL character"]}
            for index, row in enumerate(data)
            if "\x00" in str(row.get("collector_number", ""))
        }
        if with_nul:
            # Integer keys, as DRF gives a list's errors: the error handler writes them as deck[0].collector_number.
            raise serializers.ValidationError(cast(Any, with_nul))
        return data


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


def list_serializer(item: type[serializers.Serializer[Any]], name: str) -> type[serializers.Serializer[Any]]:
    """The list object around a page of `item` objects, for the schema."""
    attrs: dict[str, Any] = {
        "object": serializers.CharField(default="list"),
        "total": serializers.IntegerField(),
        "has_more": serializers.BooleanField(),
        "next_page": serializers.URLField(allow_null=True),
        "data": item(many=True),
        "warnings": serializers.ListField(child=serializers.CharField(), allow_null=True),
    }
    return type(name, (serializers.Serializer,), attrs)
