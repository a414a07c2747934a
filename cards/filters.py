"""The one card filter: the parameters of the card page, the deck editor's search and GET /api/v1/cards/.

Every parameter is declared once here (as a form field, which is what the page renders, what the API validates and
what the API schema documents) and filters in one place; the query language q= is cards.query.
"""

from __future__ import annotations

import builtins
import copy
import datetime as dt
from typing import Any

import django_filters
from django import forms
from django.conf import settings
from django.db.models import Case, IntegerField, Q, QuerySet, Value, When
from django.db.models.expressions import Expression
from django.utils import timezone
from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from cards.models import CARD_GAMES, Card
from cards.normalize import fold
from cards.query import (
    MAX_NUMBER,
    MAX_QUERY_LENGTH,
    ParsedQuery,
    QueryWarning,
    check_limits,
    color_q,
    contains,
    keyword_q,
    parse_query,
    race_q,
)
from cards.regulation import RegulatedIds, card_regulated_ids
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.cardtext import KEYWORD_RULES

COLORLESS = "colorless"
COLOR_MODES = ("any", "all", "none")
COLOR_LABELS = {
    Color.RED: _("red"),
    Color.BLUE: _("blue"),
    Color.WHITE: _("white"),
    Color.BLACK: _("black"),
    Color.GREEN: _("green"),
}
RELEVANCE = "relevance"
SORTS = {
    "number": ("collector_number",),
    "cost": ("cost", "collector_number"),
    "power": ("power", "collector_number"),
    "reading": ("reading", "collector_number"),
    "name": ("name", "collector_number"),
}
DESC_SORTS = {f"-{k}": tuple(f"-{f}" if f != "collector_number" else f for f in v) for k, v in SORTS.items()}
SORT_LABELS = {
    "number": _("collector number"),
    "cost": _("cost"),
    "power": _("power"),
    "reading": _("reading"),
    "name": _("name"),
}
SORT_CHOICES = [
    (RELEVANCE, _("relevance")),
    *SORT_LABELS.items(),
    *((f"-{k}", format_lazy("{} ({})", label, _("descending"))) for k, label in SORT_LABELS.items()),
]
REGULATION_CHOICES = [
    ("sealed", _("sealed designation")),
    ("legend", _("legend designation")),
    ("any", _("either designation")),
    ("none", _("not designated")),
]
# Relevance ranks (issue 18): exact name, name prefix, name contains, reading, then anything else (text).
EXACT, PREFIX, CONTAINS, READING, OTHER = range(5)


class OptionalMultipleChoiceField(forms.MultipleChoiceField):
    """A multiple choice where an empty value ("any", from a plain select) means no choice."""

    def to_python(self, value: Any) -> list[str]:
        if isinstance(value, str):  # one value given as a plain string rather than a list
            value = [value]
        return [v for v in super().to_python(value) if v != ""]


class YesNoField(forms.ChoiceField):
    """Yes, no or either (empty); true/false and 1/0 are read too, as API clients send them."""

    openapi_schema = {"type": "boolean", "nullable": True}  # what API clients send; yes/no work too
    VALUES: dict[str, bool | None] = {
        **dict.fromkeys(("yes", "true", "1", "on"), True),
        **dict.fromkeys(("no", "false", "0", "off"), False),
        "null": None,
    }

    def to_python(self, value: Any) -> str:
        return "" if value in self.empty_values else str(value).strip().lower()

    def valid_value(self, value: Any) -> bool:
        return value in self.VALUES

    def clean(self, value: Any) -> bool | None:
        text = self.to_python(value)
        self.validate(text)
        return self.VALUES.get(text)


def _type_name(card_type: CardType) -> str:
    return card_type.japanese if (get_language() or "ja").startswith("ja") else card_type.value


# A card type as the player knows it: its Japanese name on the Japanese pages (as the card page gives it), its
# type-line code (Z/X EX, SHIFT) on the English ones.
type_label = lazy(_type_name, str)


class ParamFilter(django_filters.Filter):  # type: ignore[misc] # django-filter has no type stubs
    """A filter over one plain Django form field (field_class), filtering through `method` or field_name."""

    def __init__(self, field_class: type[forms.Field], **kwargs: Any) -> None:
        self.field_class = field_class
        super().__init__(**kwargs)

    def __deepcopy__(self, memo: dict[int, Any]) -> ParamFilter:
        # Every FilterSet instance copies its filters; their declarations are never changed, so a shallow copy
        # (with the method bound to the copy) does, without deep-copying every choice list on each search.
        new = copy.copy(self)
        new.__dict__.pop("_field", None)
        if self.method is not None:
            new.method = self.method
        return new


def _search_field(**kwargs: Any) -> ParamFilter:
    return ParamFilter(forms.CharField, max_length=MAX_QUERY_LENGTH, validators=[check_limits], **kwargs)


class CardFilter(django_filters.FilterSet):  # type: ignore[misc] # django-filter has no type stubs
    """Card search: the query language q=, filter parameters, and the order (relevance first for free text)."""

    q = _search_field(
        label=_("Search"),
        method="filter_query",
        help_text="see docs/search-syntax.md",
        widget=forms.TextInput(attrs={"type": "search", "placeholder": _("card name, text, or e.g. c:red cost>=5")}),
    )
    game = ParamFilter(
        forms.ChoiceField,
        field_name="game",
        label=_("Game"),
        choices=[("", _("both games")), *CARD_GAMES],
        help_text="zx or d0; default both",
    )
    type = ParamFilter(
        OptionalMultipleChoiceField,
        method="filter_type",
        label=_("Type"),
        choices=[(t.value, type_label(t)) for t in CardType],
        # Checkboxes: a multi-select needs Ctrl+click, which no one guesses (and a phone has no Ctrl).
        widget=forms.CheckboxSelectMultiple,
    )
    color = ParamFilter(
        OptionalMultipleChoiceField,
        method="filter_color",
        label=_("Colour"),
        choices=[*((c.value, COLOR_LABELS[c]) for c in Color), (COLORLESS, _("colourless"))],
        widget=forms.CheckboxSelectMultiple,
    )
    color_mode = ParamFilter(
        forms.ChoiceField,
        method="filter_nothing",  # read by filter_color
        label=_("Colour match"),
        choices=[("any", _("any of")), ("all", _("all of")), ("none", _("none of"))],
    )
    cost_min = ParamFilter(
        forms.IntegerField, field_name="cost", lookup_expr="gte", label=_("Cost from"), min_value=0, max_value=1000
    )
    cost_max = ParamFilter(
        forms.IntegerField, field_name="cost", lookup_expr="lte", label=_("Cost to"), min_value=0, max_value=1000
    )
    power_min = ParamFilter(
        forms.IntegerField,
        field_name="power",
        lookup_expr="gte",
        label=_("Power from"),
        min_value=0,
        max_value=MAX_NUMBER,
    )
    power_max = ParamFilter(
        forms.IntegerField,
        field_name="power",
        lookup_expr="lte",
        label=_("Power to"),
        min_value=0,
        max_value=MAX_NUMBER,
    )
    # Packs and races are free text with suggestions (the page's <datalist>s, cards.selectors.filter_suggestions).
    race = ParamFilter(
        forms.CharField,
        method="filter_race",
        label=_("Race"),
        max_length=100,
        widget=forms.TextInput(attrs={"list": "race-options", "autocomplete": "off"}),
    )
    ignition = ParamFilter(
        YesNoField,
        method="filter_ignition",
        label=_("Ignition icon"),
        choices=[("", _("either")), ("yes", _("with ignition icon")), ("no", _("without ignition icon"))],
    )
    keyword = ParamFilter(
        forms.ChoiceField,
        method="filter_keyword",
        label=_("Keyword ability"),
        choices=[("", "—"), *((k, k) for k in KEYWORD_RULES)],
    )
    pack = ParamFilter(
        forms.CharField,
        field_name="pack__code",
        lookup_expr="iexact",
        label=_("Pack"),
        max_length=16,
        widget=forms.TextInput(attrs={"list": "pack-options", "autocomplete": "off"}),
    )
    rarity = ParamFilter(forms.CharField, field_name="rarity", label=_("Rarity"), max_length=16)
    regulation = ParamFilter(
        forms.ChoiceField,
        method="filter_regulation",
        label=_("Regulation"),
        choices=[("", _("any")), *REGULATION_CHOICES],
    )
    sort = ParamFilter(forms.ChoiceField, method="filter_nothing", label=_("Sort"), choices=SORT_CHOICES)
    order = ParamFilter(
        forms.ChoiceField,
        method="filter_nothing",
        label=_("Sort"),
        choices=SORT_CHOICES,
        widget=forms.HiddenInput,
        help_text="the same as sort=; sort= wins when both are given",
    )

    class Meta:
        model = Card
        fields: list[str] = []

    @classmethod
    def form_class(cls) -> builtins.type[forms.Form]:  # builtins: `type` is a filter in this class
        """The form of the filter's parameters, built once (a FilterSet builds one per instance)."""
        built: builtins.type[forms.Form] | None = cls.__dict__.get("_form_class")
        if built is None:
            fields = {name: copy.deepcopy(f).field for name, f in cls.base_filters.items()}
            built = type(f"{cls.__name__}Form", (cls._meta.form,), fields)
            cls._form_class = built
        return built

    def get_form_class(self) -> builtins.type[forms.Form]:
        return self.form_class()

    def __init__(
        self, *args: Any, on: dt.date | None = None, regulated: RegulatedIds | None = None, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.on = on
        self.regulated_ids = regulated or card_regulated_ids
        self.parsed = ParsedQuery()

    @property
    def warnings(self) -> list[QueryWarning]:
        """What in q= was not understood (filled when .qs is read)."""
        return self.parsed.warnings

    def filter_queryset(self, queryset: QuerySet[Card]) -> QuerySet[Card]:
        data = self.form.cleaned_data
        qs: QuerySet[Card] = super().filter_queryset(queryset)
        qs = qs.order_by(*self.ordering(data.get("sort") or data.get("order") or RELEVANCE))
        if not self.parsed.expensive:
            # Read by card_slice: a search of words and parameters is never refused for time (issue 31.1).
            limit = settings.SEARCH_WORD_TIME_LIMIT_MS if settings.SEARCH_TIME_LIMIT_MS else 0
            qs.search_time_limit_ms = limit  # type: ignore[attr-defined]
        return qs

    def ordering(self, sort: str) -> tuple[str | Expression, ...]:
        if sort == RELEVANCE:
            words = [w for w in (fold(w) for w in self.parsed.words) if w]
            return (relevance(words), "collector_number") if words else SORTS["number"]
        return SORTS.get(sort) or DESC_SORTS[sort]

    def filter_query(self, qs: QuerySet[Card], name: str, value: str) -> QuerySet[Card]:
        self.parsed = parse_query(value, self.on, self.regulated_ids)
        if self.parsed.empty:
            return qs
        if self.parsed.joins_names:  # a subquery keeps each card once however many of its names match
            return qs.filter(pk__in=Card.objects.filter(self.parsed.q).values("pk"))
        return qs.filter(self.parsed.q)

    def filter_type(self, qs: QuerySet[Card], name: str, value: list[str]) -> QuerySet[Card]:
        return qs.filter(card_type__in=value)

    def filter_color(self, qs: QuerySet[Card], name: str, value: list[str]) -> QuerySet[Card]:
        parts = [color_q(c) for c in value]
        mode = self.form.cleaned_data.get("color_mode") or "any"
        if mode == "all":
            return qs.filter(*parts)
        if mode == "none":
            for part in parts:
                qs = qs.exclude(part)
            return qs
        combined = Q()
        for part in parts:
            combined |= part
        return qs.filter(combined)

    def filter_race(self, qs: QuerySet[Card], name: str, value: str) -> QuerySet[Card]:
        return qs.filter(race_q(value))

    def filter_ignition(self, qs: QuerySet[Card], name: str, value: bool) -> QuerySet[Card]:
        ignition = Q(icons__contains="|ignition|")
        return qs.filter(ignition) if value else qs.exclude(ignition)

    def filter_keyword(self, qs: QuerySet[Card], name: str, value: str) -> QuerySet[Card]:
        return qs.filter(keyword_q(value))

    def filter_regulation(self, qs: QuerySet[Card], name: str, value: str) -> QuerySet[Card]:
        regulated = self.regulated_ids(self.on or timezone.localdate())
        if value == "none":
            return qs.exclude(pk__in=sorted(regulated))
        return qs.filter(pk__in=sorted(pk for pk, s in regulated.items() if value in ("any", s.value)))

    def filter_nothing(self, qs: QuerySet[Card], name: str, value: Any) -> QuerySet[Card]:
        return qs  # a parameter another filter or the ordering reads


class Relevance(Case):
    """The relevance order's value, with `tiers`: the condition of each of its values in order, each a filter the
    database can answer from an index (cards.selectors reads a page tier by tier when a search matches more cards
    than it ranks whole)."""

    tiers: list[Q]


def relevance(words: list[str]) -> Expression:
    """Rank cards for folded search words: exact name, name prefix, name contains, reading, then text."""
    # Ranked from the card row alone (Card.name_keys holds every construction name's key between bars), so a broad
    # search sorts thousands of rows without a subquery each. A bar in a word would match the separators.
    words = [w.replace("|", "") for w in words]
    phrase = "".join(words)
    if not phrase:
        return Value(OTHER, output_field=IntegerField())
    every_word = Q()
    reading = Q()
    # The name tier's own condition, from the name keys' character or pair index: with the LIKE alone the planner
    # walked every card in collector order looking for a pair few names hold (「かぷ」: 1.2 s at 86k cards).
    names_tier = Q()
    for word in (w for w in words if w):
        every_word &= Q(name_keys__contains=word)
        names_tier &= contains("name_keys", word, trigram_index=False)
        # Readings are stored as printed (katakana or hiragana); the folded word is hiragana.
        reading &= Q(reading__contains=word) | Q(reading__contains=_katakana(word))
    exact, prefix = Q(name_keys__contains=f"|{phrase}|"), Q(name_keys__contains=f"|{phrase}")
    order = Relevance(
        When(exact, then=Value(EXACT)),
        When(prefix, then=Value(PREFIX)),
        When(every_word, then=Value(CONTAINS)),
        When(reading, then=Value(READING)),
        default=Value(OTHER),
        output_field=IntegerField(),
    )
    # Each value's cards: its own condition (from an index) and none of the ones before it. An exact name is also a
    # prefix, a prefix holds every word, so one negation each is enough. A page read tier by tier (a search with more
    # matches than cards.selectors.RANK_LIMIT) ranks the reading with the text: a reading-only match of a word that
    # broad (「の」 is in 30,000 readings at 86k cards) is rare among its cards, and the database could find the first
    # of them only by walking every card.
    order.tiers = [
        contains("name_keys", f"|{phrase}|", trigram_index=False),
        contains("name_keys", f"|{phrase}", trigram_index=False) & ~exact,
        names_tier & ~prefix,
        ~every_word,
    ]
    return order


def _katakana(text: str) -> str:
    return "".join(chr(ord(c) + 0x60) if "ぁ" <= c <= "ゖ" else c for c in text)
