"""Reading card data: the one card search shared by the card pages and the API, and card lookups."""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from django.core.paginator import Page, Paginator
from django.db.models import Q, QuerySet
from django.utils import timezone

from cards.models import Card, CardName, RegulationEntry
from cards.normalize import fold
from cards.query import parse_query
from zxdecks.rules.cards import Color, RegulationStatus
from zxdecks.rules.cards import RegulationEntry as EngineEntry
from zxdecks.rules.cardtext import regulation_status

COLORLESS = "colorless"
COLOR_MODES = ("any", "all", "none")
SORTS = {
    "number": ("collector_number",),
    "cost": ("cost", "collector_number"),
    "power": ("power", "collector_number"),
    "reading": ("reading", "collector_number"),
    "name": ("name", "collector_number"),
}
DESC_SORTS = {f"-{k}": tuple(f"-{f}" if f != "collector_number" else f for f in v) for k, v in SORTS.items()}


@dataclass
class CardFilters:
    """Everything a card search can ask for; empty fields do not filter."""

    text: list[str] = field(default_factory=list)
    exclude_text: list[str] = field(default_factory=list)
    types: list[str] = field(default_factory=list)
    colors: list[str] = field(default_factory=list)
    color_mode: str = "any"
    cost_min: int | None = None
    cost_max: int | None = None
    power_min: int | None = None
    power_max: int | None = None
    races: list[str] = field(default_factory=list)
    ignition: bool | None = None
    keywords: list[str] = field(default_factory=list)
    packs: list[str] = field(default_factory=list)
    rarities: list[str] = field(default_factory=list)
    regulation: str = ""  # sealed, legend, any (either), none
    regulation_date: dt.date | None = None
    sort: str = "number"
    game: str = ""  # zx or d0; empty: both games
    query: str = ""  # the query language of docs/search-syntax.md


def _color_q(color: str) -> Q:
    if color == COLORLESS:
        return Q(**{f"is_{c.value}": False for c in Color})
    return Q(**{f"is_{color}": True})


def designated_names(on: dt.date) -> dict[str, RegulationStatus]:
    """Card names under 封神指定 or 伝説指定 on a date."""
    entries: dict[str, list[EngineEntry]] = defaultdict(list)
    for row in RegulationEntry.objects.all():
        entries[row.card_name].append(EngineEntry(RegulationStatus(row.status), row.effective_date, row.text))
    statuses = {name: regulation_status(tuple(es), on) for name, es in entries.items()}
    return {name: status for name, status in statuses.items() if status is not None}


def card_search(filters: CardFilters) -> QuerySet[Card]:
    """Cards matching the filters, sorted; text is folded so kana and width do not matter."""
    return card_search_with_warnings(filters)[0]


def card_search_with_warnings(filters: CardFilters) -> tuple[QuerySet[Card], list[str]]:
    """Cards matching the filters and the query, and what in the query was not understood."""
    qs = Card.objects.select_related("pack")
    warnings: list[str] = []
    if filters.query.strip():
        parsed = parse_query(filters.query)
        warnings = parsed.warnings
        if not parsed.empty:
            # Terms over names join a many-valued table; a subquery keeps each card once.
            joins = "card_names" in str(parsed.q)
            qs = qs.filter(pk__in=Card.objects.filter(parsed.q).values("pk")) if joins else qs.filter(parsed.q)
    if filters.game:
        qs = qs.filter(game=filters.game)
    for term in filters.text:
        qs = qs.filter(search_text__contains=fold(term))
    for term in filters.exclude_text:
        qs = qs.exclude(search_text__contains=fold(term))
    if filters.types:
        qs = qs.filter(card_type__in=filters.types)
    if filters.colors:
        parts = [_color_q(c) for c in filters.colors]
        if filters.color_mode == "all":
            for part in parts:
                qs = qs.filter(part)
        elif filters.color_mode == "none":
            for part in parts:
                qs = qs.exclude(part)
        else:
            combined = Q()
            for part in parts:
                combined |= part
            qs = qs.filter(combined)
    if filters.cost_min is not None:
        qs = qs.filter(cost__gte=filters.cost_min)
    if filters.cost_max is not None:
        qs = qs.filter(cost__lte=filters.cost_max)
    if filters.power_min is not None:
        qs = qs.filter(power__gte=filters.power_min)
    if filters.power_max is not None:
        qs = qs.filter(power__lte=filters.power_max)
    for race in filters.races:
        qs = qs.filter(races__contains=f"|{race}")
    if filters.ignition is not None:
        qs = qs.filter(icons__contains="|ignition|") if filters.ignition else qs.exclude(icons__contains="|ignition|")
    for keyword in filters.keywords:
        qs = qs.filter(keywords__contains=f"|{keyword}")
    if filters.packs:
        qs = qs.filter(pack__code__in=[p.upper() for p in filters.packs])
    if filters.rarities:
        qs = qs.filter(rarity__in=filters.rarities)
    if filters.regulation:
        designated = designated_names(filters.regulation_date or timezone.localdate())
        wanted = {
            "sealed": {n for n, s in designated.items() if s is RegulationStatus.SEALED},
            "legend": {n for n, s in designated.items() if s is RegulationStatus.LEGEND},
            "any": set(designated),
            "none": set(designated),
        }[filters.regulation]
        by_name = Q(name__in=wanted) | Q(card_names__name__in=wanted)
        qs = qs.exclude(by_name) if filters.regulation == "none" else qs.filter(by_name).distinct()
    order = SORTS.get(filters.sort) or DESC_SORTS.get(filters.sort) or SORTS["number"]
    return qs.order_by(*order), warnings


def card_get(collector_number: str) -> Card | None:
    """One card by collector number, case-insensitive."""
    return Card.objects.select_related("pack").filter(collector_number=collector_number.strip().upper()).first()


def card_printings(card: Card) -> QuerySet[Card]:
    """Other cards sharing any construction name with this card."""
    keys = list(CardName.objects.filter(card=card).exclude(kind=CardName.Kind.TEXT).values_list("key", flat=True))
    construction_kinds = [CardName.Kind.PRINTED, CardName.Kind.SUBTEXT, CardName.Kind.APPENDIX_A]
    return (
        Card.objects.filter(card_names__key__in=keys, card_names__kind__in=construction_kinds)
        .exclude(pk=card.pk)
        .distinct()
        .order_by("collector_number")
    )


def card_regulation_history(card: Card) -> QuerySet[RegulationEntry]:
    """Regulation entries for every construction name of the card, oldest first."""
    names = CardName.objects.filter(card=card).exclude(kind=CardName.Kind.TEXT).values_list("name", flat=True)
    return RegulationEntry.objects.filter(card_name__in=[card.name, *names])


def card_page(cards: QuerySet[Card], number: int | str | None, per_page: int) -> Page[Card]:
    """One page of a search with a single pass over the matches: ids first, then only the page's rows."""
    ids = list(cards.values_list("pk", flat=True))
    page: Page[Any] = Paginator(ids, per_page).get_page(number)
    rows = Card.objects.select_related("pack").in_bulk(list(page.object_list))
    page.object_list = [rows[pk] for pk in page.object_list]
    return page
