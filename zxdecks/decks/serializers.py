"""The deck API's input and output serializers: the output ones produce the responses the schema documents."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from django.urls import reverse as django_reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.reverse import reverse

from zxdecks.api.fields import (
    FULL_DATE,
    DateField,
    DeckRowsField,
    TextField,
    copied_fields,
    list_serializer,
    text_field,
)
from zxdecks.decks.models import Deck, GameKind
from zxdecks.rules.cards import Color

GAME_CHOICES = GameKind.values
COLOR_CHOICES = [c.value for c in Color]
PARTS = ("deck", "dynamis", "player", "sideboard")
TEXT_MAX = 20000  # characters of a deck list the API reads


class DeckValidateInputSerializer(serializers.Serializer[Any]):
    """Either a deck list in the text format, or the parts as rows; the game and the date to validate on."""

    def get_fields(self) -> dict[str, serializers.Field[Any, Any, Any, Any]]:
        return copied_fields(self._declared_fields)

    # An empty list is a deck of no cards (illegal, 0 of 50), as in the command and the pages. NUL is allowed here
    # (nothing is stored): the parser names its line, or calls the text UTF-16, as every other surface does.
    text = TextField(allow_nul=True, required=False, allow_blank=True, max_length=TEXT_MAX, trim_whitespace=False)
    deck = DeckRowsField(required=False)
    dynamis = DeckRowsField(required=False)
    player = DeckRowsField(required=False)
    sideboard = DeckRowsField(required=False, help_text="Dimension Zero")
    as_of = DateField(required=False, help_text="YYYY-MM-DD; default: today in Japan")
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


def plain_validate_input(data: Any) -> dict[str, Any] | None:
    """DeckValidateInputSerializer's validated data for the common valid request (a JSON object with a `text` string
    and at most a well-formed `as_of` and a known `game`), read without building the serializer; None for anything
    else, which the serializer reads and, when it is wrong, names the field of.

    The serializer (fields copied and bound per request) cost as much as parsing the list: here it adds nothing."""
    if type(data) is not dict or not isinstance(text := data.get("text"), str) or len(text) > TEXT_MAX:
        return None
    if any(k in data for k in PARTS):
        return None
    try:
        text.encode("utf-8")  # a lone surrogate: the serializer's check names it
    except UnicodeEncodeError:
        return None
    out: dict[str, Any] = {"text": text, "game": data.get("game", "zx")}
    if type(out["game"]) is not str or out["game"] not in GAME_CHOICES:
        return None
    if "as_of" in data:
        raw = data["as_of"]
        if type(raw) is not str or not FULL_DATE.fullmatch(raw):
            return None
        try:
            out["as_of"] = dt.date.fromisoformat(raw)
        except ValueError:
            return None
    return out


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
    """A validation (services.Validation): the engine's report and the parser's notes.

    The fields describe the response; to_representation reads the engine's report directly, because running DRF's
    field machinery over every violation cost as much as validating the deck (bench_validate)."""

    legal = serializers.BooleanField()
    as_of = serializers.DateField()
    ruleset = serializers.CharField()
    violations = ViolationSerializer(many=True)
    counts = CountsSerializer()
    notes = serializers.ListField(child=serializers.CharField())
    warnings = ViolationSerializer(
        many=True, required=False, help_text="assumptions the verdict rests on (e.g. an undated designation)"
    )

    def to_representation(self, instance: Any) -> dict[str, Any]:
        return dict(instance.as_dict())


class DeckCardRowSerializer(serializers.Serializer[Any]):
    zone = serializers.CharField()
    number = serializers.CharField()
    name = serializers.CharField()
    count = serializers.IntegerField()


@extend_schema_field(OpenApiTypes.STR)
class ConstantField(serializers.Field[Any, Any, Any, Any]):
    """A field that always says the same thing (the object name of a response)."""

    def __init__(self, value: str, **kwargs: Any) -> None:
        self.value = value
        super().__init__(source="*", read_only=True, **kwargs)

    def to_representation(self, value: Any) -> str:
        return self.value


class IsoDateTimeField(serializers.DateTimeField):
    """A timestamp as Python's isoformat writes it in the stored time zone (the API has always answered so)."""

    def to_representation(self, value: dt.datetime) -> str:
        return value.isoformat()


@extend_schema_field(OpenApiTypes.URI)
class ShareUriField(serializers.Field[Any, Any, Any, Any]):
    """A deck's secret link as an absolute URI (DeckSerializer leaves it out for anyone but the owner)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(source="*", **kwargs)

    def to_representation(self, deck: Deck) -> str:
        return str(self.context["request"].build_absolute_uri(deck.share_url))


class DeckSerializer(serializers.Serializer[Any]):
    """A deck (a Deck instance) with its current cards, taken from context["cards"] by deck id (the rows of
    services.decks.current_rows_of)."""

    object = ConstantField("deck")
    id = serializers.IntegerField(source="pk")
    game = serializers.ChoiceField(choices=GAME_CHOICES)
    title = serializers.CharField()
    description = serializers.CharField()
    visibility = serializers.CharField()
    owner = serializers.CharField(source="owner.username")
    version = serializers.IntegerField(source="version_number")
    legal = serializers.BooleanField()
    problem_count = serializers.IntegerField()
    like_count = serializers.IntegerField()
    forked_from = serializers.IntegerField(source="forked_from_id", allow_null=True)
    player_card = serializers.CharField(source="player_card.collector_number", allow_null=True)
    created_at = IsoDateTimeField()
    updated_at = IsoDateTimeField()
    cards = serializers.SerializerMethodField()
    uri = serializers.SerializerMethodField()
    web_uri = serializers.SerializerMethodField()
    share_uri = ShareUriField(required=False, help_text="owner only; opens an unlisted deck")

    @extend_schema_field(DeckCardRowSerializer(many=True))
    def get_cards(self, deck: Deck) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = self.context["cards"][deck.pk]
        return rows

    @extend_schema_field(OpenApiTypes.URI)
    def get_uri(self, deck: Deck) -> str:
        return reverse("api:deck", args=[deck.pk], request=self.context["request"])

    @extend_schema_field(OpenApiTypes.URI)
    def get_web_uri(self, deck: Deck) -> str:
        return str(self.context["request"].build_absolute_uri(deck.get_absolute_url()))

    def to_representation(self, instance: Deck) -> dict[str, Any]:
        # The fields above describe the response; it is written here directly, because DRF's field machinery (and
        # two URL reversals per deck) cost more than the database for a page of 50 decks (bench_decks).
        request = self.context["request"]
        uris = self._uris()
        pk = instance.pk
        player = instance.player_card if instance.player_card_id else None  # no query for a deck without one
        data: dict[str, Any] = {
            "object": "deck",
            "id": pk,
            "game": instance.game,
            "title": instance.title,
            "description": instance.description,
            "visibility": instance.visibility,
            "owner": instance.owner.username,
            "version": instance.version_number,
            "legal": instance.legal,
            "problem_count": instance.problem_count,
            "like_count": instance.like_count,
            "forked_from": instance.forked_from_id,
            "player_card": player.collector_number if player else None,
            "created_at": instance.created_at.isoformat(),
            "updated_at": instance.updated_at.isoformat(),
            "cards": self.get_cards(instance),
            "uri": uris[0](pk),
            "web_uri": uris[1](pk),
        }
        user = request.user
        if user.is_authenticated and instance.owner_id == user.pk:  # the secret link is the owner's to give
            data["share_uri"] = str(request.build_absolute_uri(instance.share_url))
        return data

    def _uris(self) -> tuple[Callable[[int], str], Callable[[int], str]]:
        """The deck's API and page URIs by id, each URL reversed once per response (not once per deck)."""
        made: tuple[Callable[[int], str], Callable[[int], str]] | None = getattr(self, "_uri_makers", None)
        if made is None:
            request = self.context["request"]
            made = (_by_pk(request, "api:deck"), _by_pk(request, "decks:detail"))
            self._uri_makers = made
        return made


_PK_MARK = 7_417_403_917_407  # a pk no deck has, so that it appears once in a reversed URL


def _by_pk(request: Any, name: str) -> Callable[[int], str]:
    """pk → the absolute URI of the URL `name` for that pk (the URL reversed once, with a marker in the pk's place)."""
    head, _mark, tail = str(request.build_absolute_uri(django_reverse(name, args=[_PK_MARK]))).partition(str(_PK_MARK))
    return lambda pk: f"{head}{pk}{tail}"


DeckListSerializer = list_serializer(DeckSerializer, "DeckListSerializer")


class DeckWriteSerializer(serializers.Serializer[Any]):
    """Create or change a deck: details, and the cards as a text list or as rows."""

    title = text_field(max_length=120, required=False)
    description = text_field(max_length=5000, required=False, allow_blank=True)
    visibility = serializers.ChoiceField(choices=["public", "unlisted", "private"], required=False)
    game = serializers.ChoiceField(
        choices=GAME_CHOICES, required=False, help_text="zx (default for new decks), d0 or d0-limited"
    )
    text = text_field(required=False, allow_blank=True, max_length=TEXT_MAX, trim_whitespace=False)
    deck = DeckRowsField(required=False)
    dynamis = DeckRowsField(required=False)
    player = DeckRowsField(required=False)
    sideboard = DeckRowsField(required=False, help_text="Dimension Zero")
    base_version = serializers.IntegerField(
        required=False, min_value=0, help_text="the version this edit started from; a newer deck answers 409"
    )

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        sends_cards = "text" in attrs or any(k in attrs for k in PARTS)
        if "text" in attrs and any(k in attrs for k in PARTS):
            raise serializers.ValidationError(
                "send the cards as 'text' or as 'deck'/'dynamis'/'player'/'sideboard', not both"
            )
        if self.partial and sends_cards and "base_version" not in attrs:
            # Without it a change of cards would silently overwrite whatever was saved since the client read the deck.
            raise serializers.ValidationError(
                {"base_version": "required with the cards: the version your edit started from (409 when stale)"}
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
