"""The card API's input and output serializers."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from cards.models import CARD_GAMES
from cards.selectors import COLOR_MODES, SORTS, CardFilters
from zxdecks.api.fields import text_field
from zxdecks.rules.cards import CardType


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


class CardQuerySerializer(serializers.Serializer[Any]):
    """Card search parameters: the query language q= and the same filters as the card pages."""

    q = text_field(required=False, allow_blank=True, max_length=500, help_text="see docs/search-syntax.md")
    game = serializers.ChoiceField(
        choices=[code for code, _ in CARD_GAMES], required=False, help_text="zx or d0; default both"
    )
    type = serializers.ListField(child=serializers.ChoiceField(choices=[t.value for t in CardType]), required=False)
    color = serializers.ListField(
        child=serializers.ChoiceField(choices=["red", "blue", "white", "black", "green", "colorless"]), required=False
    )
    color_mode = serializers.ChoiceField(choices=list(COLOR_MODES), required=False)
    cost_min = serializers.IntegerField(required=False, min_value=0, max_value=1000)
    cost_max = serializers.IntegerField(required=False, min_value=0, max_value=1000)
    power_min = serializers.IntegerField(required=False, min_value=0, max_value=10**6)
    power_max = serializers.IntegerField(required=False, min_value=0, max_value=10**6)
    race = text_field(required=False, allow_blank=True, max_length=100)
    ignition = serializers.BooleanField(required=False, allow_null=True, default=None)
    keyword = text_field(required=False, allow_blank=True, max_length=50)
    pack = text_field(required=False, allow_blank=True, max_length=16)
    rarity = text_field(required=False, allow_blank=True, max_length=16)
    regulation = serializers.ChoiceField(choices=["sealed", "legend", "any", "none"], required=False)
    sort = serializers.ChoiceField(choices=[*SORTS, *(f"-{k}" for k in SORTS)], required=False)
    page = serializers.IntegerField(required=False, min_value=1, max_value=10000)

    def filters(self) -> CardFilters:
        d: dict[str, Any] = self.validated_data
        return CardFilters(
            query=d.get("q", ""),
            types=d.get("type", []),
            colors=d.get("color", []),
            color_mode=d.get("color_mode", "any"),
            cost_min=d.get("cost_min"),
            cost_max=d.get("cost_max"),
            power_min=d.get("power_min"),
            power_max=d.get("power_max"),
            races=[d["race"]] if d.get("race") else [],
            ignition=d.get("ignition"),
            keywords=[d["keyword"]] if d.get("keyword") else [],
            packs=[d["pack"]] if d.get("pack") else [],
            rarities=[d["rarity"]] if d.get("rarity") else [],
            regulation=d.get("regulation", ""),
            sort=d.get("sort", "number"),
            game=d.get("game", ""),
        )


class RegulationQuerySerializer(serializers.Serializer[Any]):
    in_force_on = serializers.DateField(
        required=False, help_text="only designations in force on this date, one per name"
    )
    since = serializers.DateField(required=False, help_text="entries effective on or after this date")
    until = serializers.DateField(
        required=False, help_text="entries effective on or before this date (and undated ones)"
    )
    status = serializers.ChoiceField(choices=["sealed", "legend", "lifted"], required=False)
    name = text_field(required=False, allow_blank=True, max_length=200)
    page = serializers.IntegerField(required=False, min_value=1, max_value=10000)
