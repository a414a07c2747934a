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

from zxdecks.api.fields import DeckRowsField, TextField, copied_fields, list_serializer, text_field
from zxdecks.decks.models import Deck, Game
from zxdecks.rules.cards import Color

GAME_CHOICES = Game.values
COLOR_CHOICES = [c.value for c in Color]
PARTS = ("deck", "dynamis", "player", "sideboard")


class DeckValidateInputSerializer(serializers.Serializer[Any]):
    """Either a deck list in the text format, or the parts as rows; the game and the date to validate on."""

    def get_fields(self) -> dict[str, serializers.Field[Any, Any, Any, Any]]:
        return copied_fields(self._declared_fields)

    # An empty list is a deck of no cards (illegal, 0 of 50), as in the command and the pages. NUL is allowed here
    # (nothing is stored): the parser names its line, or calls the text UTF-16, as every other surface does.
    text = TextField(allow_nul=True, required=False, allow_blank=True, max_length=20000, trim_whitespace=False)
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
        return {**instance.report.as_dict(), "notes": [str(note) for note in instance.notes]}


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
    text = text_field(required=False, allow_blank=True, max_length=20000, trim_whitespace=False)
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
    keep_cost = serializers.IntegerField(
        required=False, min_value=0, max_value=20, help_text="keep rule: at least keep_cheap cards of at most this cost"
    )
    keep_cheap = serializers.IntegerField(required=False, min_value=1, max_value=4, default=1)
    keep_ignition = serializers.IntegerField(
        required=False, min_value=0, max_value=4, default=0, help_text="keep rule: at least this many ignition cards"
    )
    keep_colors = serializers.ListField(
        child=serializers.ChoiceField(choices=COLOR_CHOICES), required=False, help_text="keep rule: a card of each"
    )
    also = serializers.ListField(
        child=text_field(max_length=200, allow_blank=True),
        required=False,
        help_text="a key card AND one of these by each turn (two different cards)",
    )
    color = serializers.ChoiceField(
        choices=COLOR_CHOICES, required=False, help_text="at least color_count resources of this colour by each turn"
    )
    color_count = serializers.IntegerField(required=False, min_value=1, max_value=20, default=1)
    curve = text_field(
        required=False, allow_blank=True, max_length=200, help_text="a card: in hand and payable on its curve turn"
    )
    kill_turn = serializers.BooleanField(
        required=False, default=True, help_text="false: leave out the kill-turn games (faster)"
    )
    token = text_field(required=False, allow_blank=True, max_length=64)


class EstimateSerializer(serializers.Serializer[Any]):
    """A simulated proportion with its 95% interval and the number of games."""

    value = serializers.FloatField()
    low = serializers.FloatField()
    high = serializers.FloatField()
    n = serializers.IntegerField()


class GoldfishStepSerializer(serializers.Serializer[Any]):
    turn = serializers.IntegerField()
    step = serializers.CharField()
    rule = serializers.CharField()
    text = serializers.CharField()
    sizes = serializers.DictField(child=serializers.IntegerField(), help_text="zone sizes after the step")


class GoldfishGameSerializer(serializers.Serializer[Any]):
    """games=1 on a Z/X deck: one game's log, every step with its rule."""

    object = serializers.CharField()
    seed = serializers.IntegerField()
    log = GoldfishStepSerializer(many=True)


class GoldfishTurnSerializer(serializers.Serializer[Any]):
    turn = serializers.IntegerField()
    lost = serializers.IntegerField(help_text="games lost on or before this turn (they count as misses)")
    key_exact = serializers.FloatField(
        required=False, allow_null=True, help_text="with target cards; null when keep rules beyond cards are set"
    )
    key_simulated = EstimateSerializer(required=False, help_text="with target cards; lost games count as misses")
    key_simulated_alive = EstimateSerializer(required=False, help_text="the same over the games still going")
    payable_simulated = EstimateSerializer(required=False, help_text="with pay")


class KillTurnsSerializer(serializers.Serializer[Any]):
    """The kill turn one way round: shares of all games (lost and unfinished games count on no turn)."""

    games = serializers.IntegerField()
    turns = serializers.IntegerField(help_text="own turns played at most")
    won = serializers.IntegerField()
    histogram = serializers.DictField(child=serializers.FloatField(), help_text="turn → share of games won on it")
    mean = serializers.FloatField(allow_null=True, help_text="of the games won")
    mean_interval = EstimateSerializer(allow_null=True)
    median = serializers.IntegerField(allow_null=True, help_text="first turn by which half of all games were won")
    by_turn = serializers.DictField(child=serializers.FloatField(), help_text="turn → share won on or before it")
    by_turn_interval = serializers.DictField(child=EstimateSerializer())
    lost = serializers.IntegerField()
    lost_by_turn = serializers.DictField(child=serializers.IntegerField())
    unfinished = serializers.IntegerField()


class KillTurnReportSerializer(serializers.Serializer[Any]):
    first = KillTurnsSerializer()
    second = KillTurnsSerializer()


class LostCountSerializer(serializers.Serializer[Any]):
    total = serializers.IntegerField()
    by_turn = serializers.DictField(child=serializers.IntegerField(), help_text="turn → games lost on or before it")


class LostGamesSerializer(serializers.Serializer[Any]):
    """How many games the player lost by each turn, for the odds games and the kill-turn games."""

    count_as_misses = serializers.BooleanField()
    odds = LostCountSerializer()
    kill_turn_first = LostCountSerializer(required=False)
    kill_turn_second = LostCountSerializer(required=False)


class KeepRulesSerializer(serializers.Serializer[Any]):
    cards = serializers.ListField(child=serializers.CharField())
    cheap_cost = serializers.IntegerField(allow_null=True)
    min_cheap = serializers.IntegerField(allow_null=True)
    min_ignition = serializers.IntegerField()
    colors = serializers.ListField(child=serializers.CharField())


class BothAnswerSerializer(serializers.Serializer[Any]):
    also = serializers.ListField(child=serializers.CharField())
    exact = serializers.ListField(child=serializers.FloatField(allow_null=True), help_text="per turn; null: no maths")
    simulated = EstimateSerializer(many=True)


class ColorAnswerSerializer(serializers.Serializer[Any]):
    color = serializers.CharField()
    count = serializers.IntegerField()
    simulated = EstimateSerializer(many=True, help_text="per turn, after the resource phase")


class CurveAnswerSerializer(serializers.Serializer[Any]):
    card = serializers.CharField()
    cost = serializers.IntegerField()
    turn = serializers.IntegerField(help_text="the first own turn with that many resources")
    simulated = EstimateSerializer()


class QuestionsSerializer(serializers.Serializer[Any]):
    lost_games_count_as_misses = serializers.BooleanField()
    both = BothAnswerSerializer(required=False)
    color = ColorAnswerSerializer(required=False)
    curve = CurveAnswerSerializer(required=False)


class GoldfishOddsSerializer(serializers.Serializer[Any]):
    """A Z/X deck over many games: exact and simulated odds per turn, life ignitions, reloads and defeats."""

    object = serializers.CharField()
    games = serializers.IntegerField(source="odds.games")
    seed = serializers.IntegerField(source="odds.seed")
    first = serializers.BooleanField(source="odds.first")
    turns = serializers.IntegerField(source="odds.turns")
    targets = serializers.ListField(child=serializers.CharField(), source="odds.targets")
    keep_if_any = serializers.ListField(child=serializers.CharField(), source="odds.keep_if_any")
    pay = serializers.CharField(source="odds.pay", allow_null=True)
    damage_per_turn = serializers.IntegerField(source="odds.damage_per_turn")
    setup_removed = serializers.ListField(child=serializers.CharField(), source="odds.setup_removed")
    keep_rules = KeepRulesSerializer(source="odds.keep_rules")
    exact_available = serializers.BooleanField(source="odds.exact_available")
    kill_turn = KillTurnReportSerializer(source="odds.kill_turn", required=False, help_text="unless kill_turn=false")
    lost_games = LostGamesSerializer(source="odds.lost_games")
    per_turn = GoldfishTurnSerializer(many=True, source="odds.per_turn")
    questions = QuestionsSerializer(source="odds.questions", required=False, help_text="with also, color or curve")
    life_ignition_exact = serializers.FloatField(source="odds.life_ignition_exact", allow_null=True)
    life_ignitions_at_start_simulated = EstimateSerializer(
        source="odds.life_ignitions_at_start_simulated", help_text="among the 4 life cards: what the exact one counts"
    )
    life_ignitions_simulated = EstimateSerializer(
        source="odds.life_ignitions_simulated", help_text="revealed from life by damage, per game"
    )
    reloads_simulated = EstimateSerializer(source="odds.reloads_simulated")
    defeats_simulated = EstimateSerializer(source="odds.defeats_simulated")
    warnings = serializers.ListField(child=serializers.CharField(), allow_null=True)


@extend_schema_field(OpenApiTypes.STR)
class CardNumberField(serializers.Field[Any, Any, Any, Any]):
    """A card (engine facts) by its collector number."""

    def to_representation(self, card: Any) -> str:
        return str(card.number)


class D0HandSerializer(serializers.Serializer[Any]):
    """games=1 on a Dimension Zero deck: one dealt opening hand and the draws of the next turns."""

    object = serializers.CharField()
    seed = serializers.IntegerField()
    first = serializers.BooleanField()
    mulliganed = serializers.BooleanField(source="sample.mulliganed")
    hand = serializers.ListField(child=CardNumberField(), source="sample.hand")
    draws = serializers.ListField(child=CardNumberField(), source="sample.draws")
    warnings = serializers.ListField(child=serializers.CharField(), allow_null=True)


class D0TurnSerializer(serializers.Serializer[Any]):
    turn = serializers.IntegerField()
    first_exact = serializers.FloatField()
    first_simulated = EstimateSerializer()
    second_exact = serializers.FloatField()
    second_simulated = EstimateSerializer()


class D0OddsSerializer(serializers.Serializer[Any]):
    """A Dimension Zero deck over many deals: at least one key card by each turn, going first and second."""

    object = serializers.CharField()
    game = serializers.CharField(source="odds.game")
    games = serializers.IntegerField(source="odds.games")
    seed = serializers.IntegerField(source="odds.seed")
    turns = serializers.IntegerField(source="odds.turns")
    deck_size = serializers.IntegerField(source="odds.deck_size")
    targets = serializers.ListField(child=serializers.CharField(), source="odds.targets")
    keep_if_any = serializers.ListField(child=serializers.CharField(), source="odds.keep_if_any")
    per_turn = D0TurnSerializer(many=True, source="odds.per_turn")
    warnings = serializers.ListField(child=serializers.CharField(), allow_null=True)


GOLDFISH_SERIALIZERS: dict[str, type[serializers.Serializer[Any]]] = {
    "goldfish_game": GoldfishGameSerializer,
    "goldfish_odds": GoldfishOddsSerializer,
    "d0_hand": D0HandSerializer,
    "d0_odds": D0OddsSerializer,
}
