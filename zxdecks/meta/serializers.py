"""The metagame API's objects: card usage (with months and co-played cards) and the metagame summary."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from zxdecks.api.fields import list_serializer
from zxdecks.meta.models import CardUsage, MetagameSnapshot
from zxdecks.meta.selectors import CardMetagame


class UsageEntrySerializer(serializers.Serializer[dict[str, Any]]):
    """A card in a ranking: decks and lists using it and their shares (0..1, four decimals)."""

    collector_number = serializers.CharField()
    name = serializers.CharField()
    card_type = serializers.CharField()
    decks = serializers.IntegerField()
    deck_share = serializers.FloatField()
    lists = serializers.IntegerField()
    list_share = serializers.FloatField()


class RisingEntrySerializer(UsageEntrySerializer):
    month = serializers.CharField(help_text="YYYY-MM: the latest month")
    share_before = serializers.FloatField(help_text="share of public decks in the month before")
    share_latest = serializers.FloatField(help_text="share of public decks in the latest month")
    gain = serializers.FloatField()


class NewEntrySerializer(UsageEntrySerializer):
    month = serializers.CharField(help_text="YYYY-MM: the month of its first use")


class MonthTotalSerializer(serializers.Serializer[dict[str, Any]]):
    month = serializers.CharField(help_text="YYYY-MM")
    decks = serializers.IntegerField()
    lists = serializers.IntegerField()


class MetagameSerializer(serializers.Serializer[MetagameSnapshot]):
    """The metagame: totals by month; top cards overall, per colour and per type; new and rising cards."""

    object = serializers.SerializerMethodField()
    computed_at = serializers.DateTimeField()
    decks = serializers.IntegerField(help_text="public decks counted (current versions)")
    lists = serializers.IntegerField(help_text="published event lists counted")
    months = MonthTotalSerializer(many=True)
    top = UsageEntrySerializer(many=True, source="summary.top")
    by_color = serializers.DictField(child=UsageEntrySerializer(many=True), source="summary.by_color")
    by_type = serializers.DictField(child=UsageEntrySerializer(many=True), source="summary.by_type")
    new = NewEntrySerializer(many=True, source="summary.new")
    rising = RisingEntrySerializer(many=True, source="summary.rising")

    def get_object(self, _snapshot: MetagameSnapshot) -> str:
        return "metagame"


class CardUsageRowSerializer(serializers.Serializer[CardUsage]):
    """One card's usage in the ranking of every card (totals only; its own endpoint has months)."""

    object = serializers.SerializerMethodField()
    collector_number = serializers.CharField(source="card.collector_number")
    name = serializers.CharField(source="card.name")
    decks = serializers.IntegerField()
    deck_share = serializers.SerializerMethodField()
    lists = serializers.IntegerField()
    list_share = serializers.SerializerMethodField()
    first_month = serializers.CharField()

    def get_object(self, _usage: CardUsage) -> str:
        return "card_usage"

    def get_deck_share(self, usage: CardUsage) -> float:
        total = self.context["snapshot"].decks
        return round(usage.decks / total, 4) if total else 0.0

    def get_list_share(self, usage: CardUsage) -> float:
        total = self.context["snapshot"].lists
        return round(usage.lists / total, 4) if total else 0.0


CardUsageListSerializer = list_serializer(CardUsageRowSerializer, "CardUsageListSerializer")


class UsageMonthSerializer(serializers.Serializer[dict[str, Any]]):
    month = serializers.CharField(help_text="YYYY-MM")
    decks = serializers.IntegerField()
    deck_share = serializers.FloatField()
    lists = serializers.IntegerField()
    list_share = serializers.FloatField()


class AlsoPlayedSerializer(serializers.Serializer[dict[str, Any]]):
    collector_number = serializers.CharField()
    name = serializers.CharField()
    decks = serializers.IntegerField(help_text="public decks playing both cards")
    share = serializers.FloatField(help_text="of the public decks playing this card")


class CardUsageSerializer(serializers.Serializer[CardMetagame]):
    """One card's usage: overall, each month of the metagame, and the cards most played beside it."""

    object = serializers.SerializerMethodField()
    collector_number = serializers.CharField(source="card.collector_number")
    name = serializers.CharField(source="card.name")
    decks = serializers.IntegerField()
    deck_share = serializers.FloatField()
    lists = serializers.IntegerField()
    list_share = serializers.FloatField()
    first_month = serializers.CharField(allow_null=True)
    months = UsageMonthSerializer(many=True)
    also_played = AlsoPlayedSerializer(many=True)

    def get_object(self, _usage: CardMetagame) -> str:
        return "card_usage"
