"""The event API's input serializers, and the output serializers that produce its responses."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from zxdecks.api.fields import DateField, DeckRowsField, ErrorSerializer, list_serializer, text_field
from zxdecks.decks.serializers import GAME_CHOICES, CountsSerializer, ViolationSerializer
from zxdecks.events.limits import DATE_RANGE_MESSAGE, MAX_CAPACITY, MAX_ID, date_in_range, datetime_in_range
from zxdecks.events.models import Registration, Submission


class PageQuerySerializer(serializers.Serializer[Any]):
    page = serializers.IntegerField(required=False, min_value=1, max_value=10000)


class BoundedDateTimeField(serializers.DateTimeField):
    """A date-time with an offset, in the years 2000 to 2100 (zxdecks.events.limits says why)."""

    def to_internal_value(self, value: Any) -> dt.datetime:
        try:
            parsed = super().to_internal_value(value)
        except OverflowError:  # DRF converts a naive time to UTC to check it exists
            raise serializers.ValidationError(DATE_RANGE_MESSAGE) from None
        if not datetime_in_range(parsed):
            raise serializers.ValidationError(DATE_RANGE_MESSAGE)
        return parsed


class BoundedDateField(DateField):
    """A date (YYYY-MM-DD) in the years 2000 to 2100."""

    def to_internal_value(self, value: Any) -> dt.date:
        parsed = super().to_internal_value(value)
        if not date_in_range(parsed):
            raise serializers.ValidationError(DATE_RANGE_MESSAGE)
        return parsed


class EventWriteSerializer(serializers.Serializer[Any]):
    name = text_field(max_length=200)
    game = serializers.ChoiceField(choices=GAME_CHOICES, required=False, default="zx", help_text="the rules lists meet")
    date = BoundedDateField()
    venue = text_field(max_length=200, required=False, allow_blank=True)
    capacity = serializers.IntegerField(min_value=1, max_value=MAX_CAPACITY)
    registration_opens = BoundedDateTimeField()
    registration_closes = BoundedDateTimeField()
    regulation_date = BoundedDateField(required=False)
    publish_lists = serializers.BooleanField(required=False, default=False)
    allow_late_changes = serializers.BooleanField(required=False, default=False)

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if attrs["registration_closes"] <= attrs["registration_opens"]:
            raise serializers.ValidationError({"registration_closes": "must be after registration_opens"})
        return attrs


class EventUpdateSerializer(EventWriteSerializer):
    """PATCH: any of the fields of a new event; those left out keep their values (used with partial=True)."""

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        opens, closes = attrs.get("registration_opens"), attrs.get("registration_closes")
        if opens and closes and closes <= opens:
            raise serializers.ValidationError({"registration_closes": "must be after registration_opens"})
        return attrs  # one of the two against the stored other: checked by event_update


class RegistrationWriteSerializer(serializers.Serializer[Any]):
    """Register with one of your decks (deck_id) or a list (text, or deck/dynamis/player rows)."""

    deck_id = serializers.IntegerField(required=False, min_value=1, max_value=MAX_ID)
    # An empty list is a deck of no cards: refused as illegal (422), the verdict every surface gives it.
    text = text_field(required=False, allow_blank=True, max_length=20000, trim_whitespace=False)
    deck = DeckRowsField(required=False)
    dynamis = DeckRowsField(required=False)
    player = DeckRowsField(required=False)
    sideboard = DeckRowsField(required=False, help_text="Dimension Zero events")


class IsoDateTimeField(serializers.DateTimeField):
    """A date-time as Python writes it (with the offset it carries), as the API has always answered."""

    def to_representation(self, value: dt.datetime) -> str:
        # RFC 3339 offsets are whole minutes; a zone's local mean time (Tokyo before 1888: +09:18:59) is not.
        if value.utcoffset() is not None and value.utcoffset() % dt.timedelta(minutes=1):  # type: ignore[operator]
            value = value.astimezone(dt.UTC)
        return value.isoformat()


class EventSerializer(serializers.Serializer[Any]):
    """An event: its window, capacity and how many are registered."""

    object = serializers.SerializerMethodField()
    id = serializers.IntegerField()
    name = serializers.CharField()
    game = serializers.ChoiceField(choices=GAME_CHOICES)
    date = serializers.DateField()
    venue = serializers.CharField()
    capacity = serializers.IntegerField()
    registered = serializers.SerializerMethodField(help_text="players holding a seat")
    registration_opens = IsoDateTimeField()
    registration_closes = IsoDateTimeField(help_text="the deadline")
    regulation_date = serializers.DateField(help_text="lists are checked as of this date")
    lists_published = serializers.BooleanField()
    uri = serializers.SerializerMethodField()
    web_uri = serializers.SerializerMethodField()

    @extend_schema_field({"type": "string", "enum": ["event"]})
    def get_object(self, event: Any) -> str:
        return "event"

    def get_registered(self, event: Any) -> int:
        count = getattr(event, "registered_count", None)  # annotated by the selectors
        if count is None:
            count = event.registrations.filter(status=Registration.Status.REGISTERED).count()
        return int(count)

    @extend_schema_field(OpenApiTypes.URI)
    def get_uri(self, event: Any) -> str:
        return str(self.context["request"].build_absolute_uri(reverse("api:event", args=[event.pk])))

    @extend_schema_field(OpenApiTypes.URI)
    def get_web_uri(self, event: Any) -> str:
        return str(self.context["request"].build_absolute_uri(event.get_absolute_url()))


class SubmissionRowSerializer(serializers.Serializer[Any]):
    zone = serializers.ChoiceField(choices=["deck", "dynamis", "player", "sideboard"])
    number = serializers.CharField(help_text="collector number")
    count = serializers.IntegerField()


class SubmissionReportSerializer(serializers.Serializer[Any]):
    """The verdict stored with a submission, as of the event's regulation date."""

    legal = serializers.BooleanField()
    as_of = serializers.DateField()
    ruleset = serializers.CharField()
    violations = ViolationSerializer(many=True)
    counts = CountsSerializer()
    warnings = ViolationSerializer(many=True, required=False, help_text="assumptions the verdict rests on")


WITH_LIST = ("list", "text", "report")


class _SubmittedField(serializers.Field):  # type: ignore[type-arg]
    """An attribute of the registration's current submission. Not read-only, so that the schema does not call it
    required: the registration serializer leaves it out before the first submission (it is never used for input)."""

    attribute = ""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(source="*", required=False, **kwargs)

    def to_representation(self, registration: Registration) -> Any:
        submission = _current(registration)
        return getattr(submission, self.attribute) if submission else None


@extend_schema_field(SubmissionRowSerializer(many=True))
class SubmittedCardsField(_SubmittedField):
    attribute = "cards"


@extend_schema_field(OpenApiTypes.STR)
class SubmittedTextField(_SubmittedField):
    attribute = "text"


@extend_schema_field(SubmissionReportSerializer)
class SubmittedReportField(_SubmittedField):
    attribute = "report"


class RegistrationSerializer(serializers.Serializer[Any]):
    """A registration with its current submission; `list`, `text` and `report` only once a list is submitted."""

    object = serializers.SerializerMethodField()
    id = serializers.IntegerField()
    event = serializers.IntegerField(source="event_id")
    player = serializers.CharField(source="player.username")
    status = serializers.ChoiceField(choices=Registration.Status.values)
    unlocked = serializers.BooleanField(help_text="may change the list once after the deadline")
    submissions = serializers.SerializerMethodField()
    submitted_at = serializers.SerializerMethodField()
    legal = serializers.SerializerMethodField()
    fingerprint = serializers.SerializerMethodField()
    list = SubmittedCardsField()
    text = SubmittedTextField(help_text="the list as text, card names beside numbers")
    report = SubmittedReportField()

    @extend_schema_field({"type": "string", "enum": ["registration"]})
    def get_object(self, registration: Registration) -> str:
        return "registration"

    def get_submissions(self, registration: Registration) -> int:
        count = getattr(registration, "submission_count", None)  # annotated by the selectors
        return int(count) if count is not None else registration.submissions.count()

    @extend_schema_field({"type": "string", "format": "date-time", "nullable": True})
    def get_submitted_at(self, registration: Registration) -> str | None:
        submission = _current(registration)
        return submission.created_at.isoformat() if submission else None

    @extend_schema_field({"type": "boolean", "nullable": True})
    def get_legal(self, registration: Registration) -> bool | None:
        submission = _current(registration)
        return submission.report.get("legal") if submission else None

    @extend_schema_field({"type": "string", "nullable": True})
    def get_fingerprint(self, registration: Registration) -> str | None:
        submission = _current(registration)
        return submission.fingerprint if submission else None

    def to_representation(self, instance: Registration) -> dict[str, Any]:
        data: dict[str, Any] = super().to_representation(instance)
        if _current(instance) is None:
            for key in WITH_LIST:
                del data[key]
        return data


def _current(registration: Registration) -> Submission | None:
    """The registration's current submission, looked up once per serialization."""
    if "_current_submission" not in registration.__dict__:
        registration.__dict__["_current_submission"] = registration.current
    return registration.__dict__["_current_submission"]  # type: ignore[no-any-return]


EventListSerializer = list_serializer(EventSerializer, "EventList")
RegistrationListSerializer = list_serializer(RegistrationSerializer, "RegistrationList")


class IllegalDeckErrorSerializer(ErrorSerializer):
    """422: the list is not legal; `report` names every violation."""

    report = SubmissionReportSerializer()
