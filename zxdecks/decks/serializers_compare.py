"""The comparison API's serializers: the question both the page and the API read, and the answer's shape."""

from __future__ import annotations

import copy
from typing import Any

from django.http import QueryDict
from rest_framework import serializers

from zxdecks.api.fields import text_field
from zxdecks.decks.serializers_goldfish import (
    EstimateSerializer,
    GoldfishQuerySerializer,
    KillTurnsSerializer,
    OpponentSerializer,
)
from zxdecks.decks.services.goldfish import KILL_TURNS, MAX_TURNS, GoldfishError
from zxdecks.decks.services.goldfish_compare import CompareQuestion


class CompareQuerySerializer(serializers.Serializer[Any]):
    other = serializers.IntegerField(
        required=False, min_value=1, help_text="the other deck's id (default: this deck, for two of its versions)"
    )
    version = serializers.IntegerField(required=False, min_value=1, help_text="this deck's version (default current)")
    other_version = serializers.IntegerField(
        required=False, min_value=1, help_text="the other deck's version (default: the previous one of the same deck,"
        " else the other deck's current one)",
    )  # fmt: skip
    games = serializers.IntegerField(
        required=False, min_value=1, default=300,
        help_text="games per deck and side (the same seeds for both decks); above the request's work budget a"
        " signed-in player's comparison of up to GOLDFISH_COMPARE_GAMES_BACKGROUND games (100,000) runs in the"
        " background (202 and a job to poll); more is refused naming the limit",
    )  # fmt: skip
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**31, default=0)
    turns = serializers.IntegerField(required=False, min_value=1, max_value=MAX_TURNS, default=KILL_TURNS)
    odds_turns = serializers.IntegerField(required=False, min_value=1, max_value=MAX_TURNS, default=5)
    first = serializers.BooleanField(required=False, default=True, help_text="the key-card odds going first")
    target = serializers.ListField(
        child=text_field(max_length=200, allow_blank=True), required=False, help_text="key cards: numbers or names"
    )
    damage = serializers.IntegerField(
        required=False, min_value=0, max_value=4, default=0,
        help_text="the old spelling of opponent=damage:N: N damage in each opponent turn, unless opponent names one",
    )  # fmt: skip
    # The odds question's opponent, spelt and read the same way (one opponent, one spelling, one cache key).
    opponent = copy.deepcopy(GoldfishQuerySerializer._declared_fields["opponent"])
    opponent_damage = copy.deepcopy(GoldfishQuerySerializer._declared_fields["opponent_damage"])
    token = text_field(required=False, allow_blank=True, max_length=64)
    other_token = text_field(required=False, allow_blank=True, max_length=64, help_text="the other deck's link token")

    validate = GoldfishQuerySerializer.validate


def compare_query(data: QueryDict) -> dict[str, Any]:
    """A query's comparison fields as the serializer reads them (target as a list); a field left empty in the page's
    form (other_version: "the one before") is not given."""
    return {k: (data.getlist(k) if k == "target" else v) for k, v in data.items() if k == "target" or v != ""}


def compare_params(data: QueryDict) -> dict[str, Any]:
    """The valid fields of a page's or the API's query; GoldfishError names the first invalid field."""
    params = CompareQuerySerializer(data=compare_query(data))
    if not params.is_valid():
        field, problems = next(iter(params.errors.items()))
        message = f"{field}: {problems[0]}"
        raise GoldfishError(field, message, message, str(problems[0]))
    return dict(params.validated_data)


def compare_question(p: dict[str, Any]) -> CompareQuestion:
    return CompareQuestion(
        games=p["games"], seed=p["seed"], turns=p["turns"], odds_turns=p["odds_turns"], first=p["first"],
        targets=tuple(t for t in p.get("target", []) if t.strip()), damage=p["damage"],
        opponent=p.get("opponent", "none"),
    )  # fmt: skip


class DifferenceSerializer(serializers.Serializer[Any]):
    """a − b with its 95% interval (newcombe_paired: the same seeds for both; normal: a difference of means)."""

    value = serializers.FloatField()
    low = serializers.FloatField()
    high = serializers.FloatField()
    method = serializers.CharField()


class PairedTurnSerializer(serializers.Serializer[Any]):
    turn = serializers.IntegerField()
    a = EstimateSerializer()
    b = EstimateSerializer()
    difference = DifferenceSerializer()


class KillComparisonSerializer(serializers.Serializer[Any]):
    a = KillTurnsSerializer()
    b = KillTurnsSerializer()
    by_turn = PairedTurnSerializer(many=True, help_text="won on or before each turn, both decks, and a − b")
    mean_difference = DifferenceSerializer(allow_null=True, help_text="mean kill turn of the games won, a − b")


class KillSidesSerializer(serializers.Serializer[Any]):
    first = KillComparisonSerializer()
    second = KillComparisonSerializer()


class KeyCardsSerializer(serializers.Serializer[Any]):
    targets_a = serializers.ListField(child=serializers.CharField())
    targets_b = serializers.ListField(child=serializers.CharField())
    per_turn = PairedTurnSerializer(many=True, help_text="at least one key card by each turn's draw step")


class CardCountsSerializer(serializers.Serializer[Any]):
    drawn = serializers.IntegerField()
    played = serializers.IntegerField()
    stuck = serializers.IntegerField()
    resourced = serializers.IntegerField()
    ignition_revealed = serializers.IntegerField()
    ignited = serializers.IntegerField()
    life_revealed = serializers.IntegerField()


class CardStatSerializer(serializers.Serializer[Any]):
    """One main-deck card over the kill-turn games (going first and second): shares of all games."""

    number = serializers.CharField()
    name = serializers.CharField()
    copies = serializers.IntegerField()
    zone = serializers.ChoiceField(
        choices=["deck", "dynamis"], help_text="dynamis: played counts plays from the Dynamis (506.2)"
    )
    games = serializers.IntegerField()
    counts = CardCountsSerializer(help_text="games in which it happened to at least one copy")
    drawn = serializers.FloatField(help_text="in hand at some point (opening hand, draws, effects)")
    played = serializers.FloatField(help_text="played from hand, by ignition, from life or by an effect")
    stuck = serializers.FloatField(help_text="a copy still in hand at the game's end: drawn, never played")
    resourced = serializers.FloatField(help_text="put into the resources in a resource phase (504.3)")
    ignition_revealed = serializers.FloatField(help_text="revealed by ignition (1011)")
    ignited = serializers.FloatField(help_text="revealed by ignition and played free")
    life_revealed = serializers.FloatField(help_text="revealed from life by damage (907.2)")
    first_played_mean = serializers.FloatField(allow_null=True, help_text="mean own turn of its first play")
    first_played = serializers.DictField(child=serializers.FloatField(), help_text="turn → share first played on it")


class CardDifferenceSerializer(serializers.Serializer[Any]):
    """One card of either list: a − b of its per-card shares, paired game by game over the same seeds."""

    number = serializers.CharField()
    name = serializers.CharField()
    lists = serializers.CharField(help_text="the lists it is in: ab, a or b")
    played = DifferenceSerializer()
    stuck = DifferenceSerializer()
    resourced = DifferenceSerializer()
    ignited = DifferenceSerializer()


class CardsSerializer(serializers.Serializer[Any]):
    games = serializers.IntegerField(help_text="games per deck (going first and second together)")
    a = CardStatSerializer(many=True)
    b = CardStatSerializer(many=True)
    differences = CardDifferenceSerializer(many=True, help_text="each card's shares a − b with its 95% interval")


class ListLabelSerializer(serializers.Serializer[Any]):
    deck = serializers.IntegerField()
    version = serializers.IntegerField()
    title = serializers.CharField()


class UnknownSerializer(serializers.Serializer[Any]):
    a = serializers.ListField(child=serializers.CharField())
    b = serializers.ListField(child=serializers.CharField())
    one_list_only = serializers.ListField(child=serializers.CharField())


class ComparisonSerializer(serializers.Serializer[Any]):
    """Two lists over the same seeded games: kill turns both ways, key-card odds, per-card statistics; a − b."""

    object = serializers.CharField()
    a = ListLabelSerializer()
    b = ListLabelSerializer()
    games = serializers.IntegerField()
    seed = serializers.IntegerField()
    turns = serializers.IntegerField()
    odds_turns = serializers.IntegerField()
    damage_per_turn = serializers.IntegerField(allow_null=True, help_text="null: the schedule varies by turn")
    opponent = OpponentSerializer(help_text="the opponent both lists' games were played against")
    first = serializers.BooleanField()
    work = serializers.IntegerField()
    unknown = UnknownSerializer()
    kill_turn = KillSidesSerializer()
    key_cards = KeyCardsSerializer()
    cards = CardsSerializer()
