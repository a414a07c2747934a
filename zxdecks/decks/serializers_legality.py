"""The legality timeline's serializers (GET /api/v1/decks/{id}/legality): they describe the response the engine writes."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from zxdecks.decks.serializers import ViolationSerializer
from zxdecks.rules.timeline import DESIGNATIONS


class LegalityChangeSerializer(serializers.Serializer[Any]):
    card = serializers.CharField(help_text="collector number")
    name = serializers.CharField(help_text="the card name the designation is on")
    designation = serializers.ChoiceField(
        choices=DESIGNATIONS,
        help_text="sealed (封神指定), legend (伝説指定), lifted (指定解除) or expired (past its expiry date of use)",
    )
    rule = serializers.CharField(help_text="'regulation', or '1207' for an expiry date")
    assumed = serializers.BooleanField(help_text="the source gives no start date; see assumptions")


class LegalityPointSerializer(serializers.Serializer[Any]):
    date = serializers.DateField(
        allow_null=True,
        help_text="the first day of this verdict; null: before every dated change (the verdict the deck starts with)",
    )
    legal = serializers.BooleanField(help_text="the verdict from this date until the next point's")
    changes = LegalityChangeSerializer(
        many=True,
        help_text="what takes effect on the date (on the first point: the designations in force from the start)",
    )
    text = serializers.CharField(help_text="the point in Japanese: 2023-04-20から不適正：B20-089 封神指定")
    text_en = serializers.CharField()


class LegalitySerializer(serializers.Serializer[Any]):
    """A deck's legality over time (services.legality.Legality), as a list object of its points, oldest first."""

    object = serializers.CharField(default="list")
    total = serializers.IntegerField()
    has_more = serializers.BooleanField(help_text="always false: the timeline is never paged")
    next_page = serializers.URLField(allow_null=True)
    data = LegalityPointSerializer(many=True)  # type: ignore[assignment] # the list object's field, as Scryfall names it
    warnings = serializers.ListField(
        child=serializers.CharField(), allow_null=True, help_text="the assumptions in English, one line each"
    )
    assumptions = ViolationSerializer(many=True, help_text="undated designations the verdicts rest on")
    deck = serializers.IntegerField()
    version = serializers.IntegerField(help_text="the version judged")

    def to_representation(self, instance: Any) -> dict[str, Any]:
        return {**instance.timeline.as_dict(), "deck": self.context["deck"], "version": instance.version}
