"""The goldfish API's serializers: the one question parser of the page and the API, and the answers' shapes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.core.cache import cache
from django.core.validators import RegexValidator
from django.http import QueryDict
from django.utils.translation import get_language
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from zxdecks.api.fields import text_field
from zxdecks.decks.serializers import COLOR_CHOICES
from zxdecks.decks.services.goldfish import (
    ANSWER_CACHE_SECONDS,
    MAX_TURNS,
    GoldfishAnswer,
    GoldfishError,
    GoldfishQuestion,
)
from zxdecks.decks.services.goldfish_opponent import CUSTOM, SPELLING, OpponentError, custom_schedule, read_opponent

LIST_FIELDS = ("target", "keep", "keep_colors", "also")
MAX_ASKED_GAMES = 5000  # games one page or API question plays (the work budget may allow fewer)


class GoldfishQuerySerializer(serializers.Serializer[Any]):
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**31, default=0)
    turns = serializers.IntegerField(required=False, min_value=1, max_value=MAX_TURNS, default=5)
    games = serializers.IntegerField(
        required=False,
        min_value=1,
        max_value=MAX_ASKED_GAMES,
        default=1000,
        help_text="1: one game's log. Games x turns (the kill turn and each question counted) must stay within the"
        " request's work budget (GOLDFISH_WORK_ANON, GOLDFISH_WORK_USER): above it the answer is 400 over_budget",
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
        required=False,
        min_value=0,
        max_value=4,
        default=0,
        help_text="the old spelling of opponent=damage:N: N damage in each opponent turn, unless opponent names one",
    )
    opponent = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=400,
        validators=[RegexValidator(SPELLING, "not an opponent: none, a preset, damage:…, defend:…")],
        help_text="the opponent: none (no pressure, the default), a preset (damage-1-from-2, damage-2-from-3,"
        " two-5000-defenders), custom with opponent_damage, or spelt out: damage:0,1 (damage per opponent turn, the"
        " last repeating), defend:5000@01,5000@11 (power@row column, replaced each turn; defend-once: not), joined"
        " by ;",
    )
    opponent_damage = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=100,
        validators=[
            RegexValidator(r"^ *[0-4]( *[ ,、] *[0-4]){0,19} *$", "damage per opponent turn: 0 to 4, e.g. 0,1,2")
        ],
        help_text="with opponent=custom: damage per opponent turn, the last repeating",
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

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        """The opponent read once, kept in its one spelling (the same opponent asks the same question)."""
        text = attrs.get("opponent") or "none"
        if text.strip().lower() == CUSTOM:
            text = custom_schedule(attrs.get("opponent_damage", ""))
        try:
            attrs["opponent"] = read_opponent(text).canonical()
        except OpponentError as exc:
            raise serializers.ValidationError({"opponent": [str(exc)]}) from None
        return attrs


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


class DefenderSerializer(serializers.Serializer[Any]):
    square = serializers.ListField(child=serializers.IntegerField(), help_text="row, column; row 0 is the opponent's")
    power = serializers.IntegerField()


class OpponentSerializer(serializers.Serializer[Any]):
    """The opponent the games were played against: the kill turn and the odds hold against it only."""

    model = serializers.CharField(help_text="its one spelling, e.g. none, damage:0,1, defend:5000@01,5000@11")
    preset = serializers.CharField(allow_null=True)
    name = serializers.CharField(help_text="in the request's language")
    no_pressure = serializers.BooleanField(help_text="true: an empty board that never attacks (a best case)")
    damage = serializers.ListField(
        child=serializers.IntegerField(), help_text="damage to you per opponent turn, the last repeating"
    )
    defenders = DefenderSerializer(many=True)
    renew = serializers.BooleanField(help_text="destroyed defenders come back in each opponent turn")


class GoldfishGameSerializer(serializers.Serializer[Any]):
    """games=1 on a Z/X deck: one game's log, every step with its rule."""

    object = serializers.CharField()
    seed = serializers.IntegerField()
    opponent = OpponentSerializer(help_text="the opponent the game was played against")
    log = GoldfishStepSerializer(many=True)


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
    damage_per_turn = serializers.IntegerField(
        source="odds.damage_per_turn", allow_null=True, help_text="null when the schedule changes from turn to turn"
    )
    opponent = OpponentSerializer(source="odds.opponent")
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


def goldfish_answer_data(answer: GoldfishAnswer) -> dict[str, Any]:
    """An answer as the API gives it; a cached answer's is kept beside it (serialising costs more than the lookup)."""
    # Per language: the opponent's name is in the reader's.
    key = f"{answer.key}:api:{get_language()}" if answer.key else ""
    data: dict[str, Any] | None = cache.get(key) if key else None
    if data is None:
        data = dict(GOLDFISH_SERIALIZERS[answer.object](answer).data)
        if key:
            cache.set(key, data, ANSWER_CACHE_SECONDS)
    return data


def goldfish_query(data: QueryDict) -> dict[str, Any]:
    """A query's goldfish fields as the serializer reads them: the list fields as lists, the rest as single values."""
    return {k: (data.getlist(k) if k in LIST_FIELDS else v) for k, v in data.items()}


def question_from(p: Mapping[str, Any], *, seed: int | None = None) -> GoldfishQuestion:
    """The question of a valid GoldfishQuerySerializer's data (the seed given, or the query's)."""
    return GoldfishQuestion(
        seed=p["seed"] if seed is None else seed, turns=p["turns"], games=p["games"], first=p["first"],
        targets=tuple(p.get("target", [])), keep=tuple(p.get("keep", [])), pay=p.get("pay", ""), damage=p["damage"],
        keep_cost=p.get("keep_cost"), keep_cheap=p["keep_cheap"], keep_ignition=p["keep_ignition"],
        keep_colors=tuple(p.get("keep_colors", [])), also=tuple(p.get("also", [])), color=p.get("color", ""),
        color_count=p["color_count"], curve=p.get("curve", ""), kill_turn=p["kill_turn"],
        opponent=p.get("opponent", "none"),
    )  # fmt: skip


def goldfish_question(data: QueryDict, *, seed: int | None = None) -> GoldfishQuestion:
    """The question a page's query asks, read as the API reads it; GoldfishError names the first invalid field."""
    params = GoldfishQuerySerializer(data=data)
    if not params.is_valid():
        field, problems = next(iter(params.errors.items()))
        message = f"{field}: {problems[0]}"  # DRF's message, in the request's language
        raise GoldfishError(field, message, message, str(problems[0]))
    return question_from(params.validated_data, seed=seed)


class GoldfishJobSerializer(serializers.Serializer[Any]):
    """A goldfish question running in the background: poll `url` until `status` is done (or failed)."""

    object = serializers.SerializerMethodField()
    id = serializers.UUIDField()
    status = serializers.ChoiceField(choices=["queued", "running", "done", "failed"])
    progress = serializers.IntegerField(help_text="percent of its games played: 0 while queued, 100 once done")
    kind = serializers.ChoiceField(choices=["odds", "compare"], help_text="compare: the answer is a comparison")
    work = serializers.IntegerField(help_text="simulated turns the question costs")
    url = serializers.SerializerMethodField()
    deck = serializers.IntegerField(source="deck_id")
    version = serializers.IntegerField(source="version_number")
    created_at = serializers.DateTimeField()
    finished_at = serializers.DateTimeField(allow_null=True)
    error = serializers.CharField(help_text="why a failed job failed")
    answer = serializers.SerializerMethodField(help_text="the answer once done, as the goldfish endpoint gives it")

    def get_object(self, job: Any) -> str:
        return "goldfish_job"

    def get_url(self, job: Any) -> str:
        from django.urls import reverse

        return reverse("api:goldfish-job", args=[job.pk])

    @extend_schema_field(serializers.DictField(allow_null=True))  # null until the job is done
    def get_answer(self, job: Any) -> dict[str, Any] | None:
        from zxdecks.decks.services.goldfish_compare import comparison_of
        from zxdecks.decks.services.goldfish_jobs import answer_of

        if job.kind == "compare":
            return comparison_of(job)
        answer = answer_of(job)
        return None if answer is None else goldfish_answer_data(answer)
