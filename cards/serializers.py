"""The card API's output serializers (they produce the responses, so the schema is the real shape) and inputs.

Card search parameters are not here: they are the card filter (cards.filters), shared with the card pages.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from operator import attrgetter
from typing import Any

from django.urls import reverse
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from cards.models import CARD_GAMES, Card
from cards.regulation import STATUSES
from cards.selectors import CardRecord
from zxdecks.api.fields import DateField, ErrorSerializer, copied_fields, list_serializer, text_field
from zxdecks.rules.cards import RegulationStatus
from zxdecks.rules.cardtext import KEYWORD_RULES

D0_CLASSES = ["unit", "base", "strategy"]
D0_TIMINGS = ["normal", "quick", "battle"]


_Step = tuple[str, Callable[[Any], Any], Callable[[Any], Any]]  # field name, read, represent


class ReadSerializer(serializers.Serializer[Any]):
    """An output serializer that reads its fields through getters built once per serializer.

    The same fields, sources and to_representation as DRF's Serializer, without its per-value checks (Mapping,
    callables): the card pool is serialized in a second or two rather than several. Sources must be attributes or
    properties (not methods); Mapping instances take DRF's own path.
    """

    _plan: list[_Step]

    def get_fields(self) -> dict[str, serializers.Field[Any, Any, Any, Any]]:
        return copied_fields(self._declared_fields)

    def _read_plan(self) -> list[_Step]:
        plan: list[_Step] = []
        for f in self._readable_fields:
            getter: Callable[[Any], Any]
            if type(f).get_attribute is not serializers.Field.get_attribute:
                getter = f.get_attribute  # a field that reads its value its own way
            elif f.source == "*":
                getter = _same
            else:
                getter = attrgetter(".".join(f.source_attrs))
            # DRF's own text, integer and boolean output is str(), int() and bool() of the value: called directly.
            represent = _BUILTIN_OUTPUT.get(type(f).to_representation, f.to_representation)
            plan.append((str(f.field_name), getter, represent))
        return plan

    def to_representation(self, instance: Any) -> dict[str, Any]:
        if isinstance(instance, Mapping):
            return super().to_representation(instance)
        try:
            plan = self._plan
        except AttributeError:
            plan = self._plan = self._read_plan()
        out = {}
        for name, get, represent in plan:
            value = get(instance)
            out[name] = None if value is None else represent(value)
        return out


def _same(value: Any) -> Any:
    return value


class BooleanField(serializers.BooleanField):
    """An output boolean: the value's truth (DRF's also reads "yes"/"on" strings, which output never holds)."""

    def to_representation(self, value: Any) -> bool:
        return bool(value)


_BUILTIN_OUTPUT: dict[Any, Callable[[Any], Any]] = {
    serializers.CharField.to_representation: str,
    serializers.IntegerField.to_representation: int,
    BooleanField.to_representation: bool,
}


class ConstantField(serializers.CharField):
    """The object's type name ("card", "list"): always the same string."""

    def __init__(self, value: str, **kwargs: Any) -> None:
        super().__init__(default=value, read_only=True, **kwargs)
        self.value = value

    def get_attribute(self, instance: Any) -> str:
        return self.value

    def to_representation(self, value: Any) -> str:
        return self.value


class StringListField(serializers.ListField):
    """A list of strings (str values, StrEnum members) answered as plain strings."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(child=serializers.CharField(), **kwargs)

    def to_representation(self, data: Any) -> list[str]:
        return [str(item) for item in data]


class BlankAsNullCharField(serializers.CharField):
    """A text column where the empty string means "none": answered as null."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(allow_null=True, **kwargs)

    def to_representation(self, value: Any) -> str | None:  # type: ignore[override] # "" answers null
        return str(value) if value else None


class BlankAsNullChoiceField(serializers.ChoiceField):
    """A choice column where the empty string means "none": answered as null."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(allow_null=True, **kwargs)

    def to_representation(self, value: Any) -> str | None:  # type: ignore[override] # "" answers null
        return str(value) if value else None


@extend_schema_field({"oneOf": [{"type": "integer"}, {"type": "string", "enum": ["∞"]}], "nullable": True})
class CostField(serializers.Field):  # type: ignore[type-arg]
    """An integer, "∞" (203.3) or null."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(source="card", read_only=True, **kwargs)

    def to_representation(self, card: Card) -> int | str | None:
        return "∞" if card.cost_infinite else card.cost


@cache
def _path_template(view_name: str) -> str:
    # reverse() once with a placeholder: the path of every card is that template with its number, unquoted.
    return reverse(view_name, args=["NUMBER"]).replace("NUMBER", "{}")


class CardUriField(serializers.URLField):
    """The absolute URI of the card on the API or the site: the request's (or SITE_URL's) base + reverse()."""

    def __init__(self, view_name: str, **kwargs: Any) -> None:
        super().__init__(source="card.collector_number", read_only=True, **kwargs)
        self.view_name = view_name

    def to_representation(self, number: str) -> str:
        base: str = self.context.get("base_url", "")
        return base + _path_template(self.view_name).format(number)


class CardNameSerializer(ReadSerializer):
    name = serializers.CharField()
    kind = serializers.ChoiceField(choices=["printed", "subtext", "appendix_a", "text"])


class RegulationEntrySerializer(ReadSerializer):
    card_name = serializers.CharField()
    status = serializers.ChoiceField(choices=[s.value for s in RegulationStatus])
    effective_date = serializers.DateField(allow_null=True)
    text = serializers.CharField(allow_blank=True)


class PackSerializer(ReadSerializer):
    code = serializers.CharField()
    name = serializers.CharField(allow_blank=True)
    release_date = serializers.DateField(allow_null=True)


class KeywordSerializer(serializers.Serializer[Any]):
    name = serializers.CharField()
    rule = serializers.CharField(allow_null=True)

    def to_representation(self, keyword: str) -> dict[str, Any]:
        return {"name": keyword, "rule": KEYWORD_RULES.get(keyword)}


class D0ParametersSerializer(ReadSerializer):
    """Dimension Zero parameters (D0 第2部): class, timing, move cost, smash, 禁呪 points, 団結."""

    _class = BlankAsNullChoiceField(choices=D0_CLASSES, source="d0_class")
    timing = BlankAsNullChoiceField(choices=D0_TIMINGS)
    move_cost = serializers.IntegerField(allow_null=True)
    smash = serializers.IntegerField(allow_null=True)
    forbidden = serializers.IntegerField(help_text="禁呪 points")
    unity = BooleanField(help_text="団結: exempt from the copy limit")

    def get_fields(self) -> dict[str, serializers.Field[Any, Any, Any, Any]]:
        # "class" is a Python keyword, so it is declared as _class; renamed in place to keep the key order.
        return {("class" if k == "_class" else k): v for k, v in super().get_fields().items()}


class ImageUrisSerializer(ReadSerializer):
    full = serializers.URLField()
    thumbnail = serializers.URLField(allow_null=True)


@extend_schema_field(ImageUrisSerializer(allow_null=True))
class ImageUrisField(serializers.Field):  # type: ignore[type-arg]
    """The card's uploaded image and thumbnail as absolute URIs, or null when it has none."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(source="card", read_only=True, **kwargs)

    def to_representation(self, card: Card) -> dict[str, Any] | None:
        if not card.image:
            return None
        base = self.context.get("base_url", "")
        return {"full": base + card.image.url, "thumbnail": base + card.thumbnail.url if card.thumbnail else None}


class CardSerializer(ReadSerializer):
    """The card object (of a CardRecord): every parameter, every name, the regulation history and status."""

    object = ConstantField("card")
    collector_number = serializers.CharField(source="card.collector_number")
    game = serializers.ChoiceField(choices=[code for code, _ in CARD_GAMES], source="card.game")
    name = serializers.CharField(source="card.name")
    names = CardNameSerializer(many=True)
    reading = serializers.CharField(source="card.reading", allow_blank=True)
    type = serializers.CharField(source="card.card_type")
    type_ja = serializers.CharField(source="card.type_enum.japanese")
    ob_part = BlankAsNullCharField(source="card.ob_part")
    cost = CostField(help_text='an integer, "∞" (203.3) or null')
    colors = StringListField()
    colorless = BooleanField()
    multicolor = BooleanField(source="card.multicolor")
    text = serializers.CharField(source="card.text", allow_blank=True)
    subtext = serializers.CharField(source="card.subtext", allow_blank=True)
    icons = StringListField()
    ignition = BooleanField(source="card.has_ignition")
    races = StringListField(source="card.race_list")
    power = serializers.IntegerField(source="card.power", allow_null=True)
    shield = serializers.IntegerField(source="card.shield", allow_null=True)
    player_name = BlankAsNullCharField(source="card.player_name")
    keywords = KeywordSerializer(many=True, source="card.keyword_list")
    construction = serializers.ListField(child=serializers.DictField(), source="card.construction")
    rarity = BlankAsNullCharField(source="card.rarity")
    pack = PackSerializer(allow_null=True, source="card.pack")
    illustrator = BlankAsNullCharField(source="card.illustrator")
    flavor = BlankAsNullCharField(source="card.flavor")
    rebuilt = BooleanField(source="card.is_rebuilt")
    errata = BooleanField(source="card.is_errata")
    expiry_date = serializers.DateField(source="card.expiry_date", allow_null=True)
    unofficial_text = BooleanField(source="card.unofficial_text")
    d0 = D0ParametersSerializer(allow_null=True, help_text="Dimension Zero cards only")
    regulation_status = serializers.ChoiceField(choices=[s.value for s in STATUSES], allow_null=True)
    regulation = RegulationEntrySerializer(many=True)
    image_uris = ImageUrisField()
    uri = CardUriField("api:card")
    web_uri = CardUriField("cards:detail")


def card_objects(records: list[CardRecord], base_url: str) -> list[dict[str, Any]]:
    """Card objects of records; URIs start with base_url (the request's, or SITE_URL for cached objects)."""
    return list(CardSerializer(records, many=True, context={"base_url": base_url}).data)


CardListSerializer = list_serializer(CardSerializer, "CardListSerializer")


class NameErrorSerializer(ErrorSerializer):
    """The error object of a name lookup: an ambiguous name lists the card names it matches."""

    candidates = serializers.ListField(
        child=serializers.CharField(), required=False, help_text="with type ambiguous: up to 20 matching names"
    )


class CatalogSerializer(serializers.Serializer[Any]):
    """A list of strings (card names): {"total_values", "data"}."""

    object = ConstantField("catalog")
    total_values = serializers.IntegerField()
    data = serializers.ListField(child=serializers.CharField())  # type: ignore[assignment] # as in a list object


class RegulationSerializer(ReadSerializer):
    """A regulation entry (of a RegulationRow) with the cards carrying its name."""

    object = ConstantField("regulation_entry")
    card_name = serializers.CharField(source="entry.card_name")
    status = serializers.ChoiceField(choices=[s.value for s in RegulationStatus], source="entry.status")
    effective_date = serializers.DateField(source="entry.effective_date", allow_null=True)
    text = serializers.CharField(source="entry.text", allow_blank=True)
    cards = serializers.ListField(child=serializers.CharField())


RegulationListSerializer = list_serializer(RegulationSerializer, "RegulationListSerializer")


class RegulationQuerySerializer(serializers.Serializer[Any]):
    in_force_on = DateField(required=False, help_text="only designations in force on this date, one per name")
    since = DateField(required=False, help_text="entries effective on or after this date")
    until = DateField(required=False, help_text="entries effective on or before this date (and undated ones)")
    status = serializers.ChoiceField(choices=[s.value for s in RegulationStatus], required=False)
    name = text_field(required=False, allow_blank=True, max_length=200)
    page = serializers.IntegerField(required=False, min_value=1, max_value=10000)
