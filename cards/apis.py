"""The card API: search, one card, names, autocomplete, the bulk file and the regulation list."""

from __future__ import annotations

from typing import Any

from django.db.models import Q
from django.http import FileResponse, HttpResponse, HttpResponseBase
from django.utils import timezone
from django.utils.http import http_date, quote_etag
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from cards.bulk import bulk_file
from cards.catalog import catalog
from cards.models import Card, CardName, CatalogVersion, RegulationEntry
from cards.normalize import fold
from cards.presenters import card_dicts
from cards.selectors import card_search_with_warnings
from cards.serializers import (
    CardListSerializer,
    CardQuerySerializer,
    CardSerializer,
    CatalogSerializer,
    RegulationListSerializer,
    RegulationQuerySerializer,
)
from zxdecks.api.base import ERRORS, ApiView, base_url, cacheable, date_param
from zxdecks.api.errors import ApiError
from zxdecks.api.fields import NO_NUL
from zxdecks.api.pagination import list_object
from zxdecks.rules.cards import name_key

CARD_PAGE = 60


def _params(request: Request) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key in request.query_params:
        values = request.query_params.getlist(key)
        data[key] = values if key in ("type", "color") else values[-1]
    return data


def _load_cards(ids: Any) -> list[dict[str, Any]]:
    """The card objects of a page of ids, from the catalog's cache of card objects."""
    numbers = dict(Card.objects.filter(pk__in=list(ids)).values_list("pk", "collector_number"))
    objects = [catalog.card_json(numbers[pk]) for pk in ids]
    return [o for o in objects if o is not None]


class CardListApi(ApiView):
    """Search cards with the query language (q=) and/or filter parameters; 60 cards a page."""

    throttle_scope = "search"

    @extend_schema(
        operation_id="cards_search", parameters=[CardQuerySerializer], responses={200: CardListSerializer, **ERRORS}
    )
    def get(self, request: Request) -> Response:
        params = CardQuerySerializer(data=_params(request))
        params.is_valid(raise_exception=True)
        cards, warnings = card_search_with_warnings(params.filters())
        ids = list(cards.values_list("pk", flat=True))
        return cacheable(Response(list_object(request, ids, CARD_PAGE, _load_cards, warnings)))


class CardDetailApi(ApiView):
    """One card by collector number: every parameter, every name, the regulation history."""

    throttle_scope = "lookup"

    @extend_schema(responses={200: CardSerializer, 404: ERRORS[404], 429: ERRORS[429]})
    def get(self, request: Request, number: str) -> Response:
        data = catalog.card_json(number)
        if data is None:
            raise ApiError(404, "not_found", f"no card with collector number {number}")
        return cacheable(Response(data))


class CardNamedApi(ApiView):
    """Resolve a card name (printed, subtext or Appendix A): exact=, or fuzzy= (kana and width folded)."""

    throttle_scope = "lookup"

    @extend_schema(
        parameters=[OpenApiParameter("exact", str, pattern=NO_NUL), OpenApiParameter("fuzzy", str, pattern=NO_NUL)],
        responses={200: CardSerializer, **ERRORS},
    )
    def get(self, request: Request) -> Response:
        exact, fuzzy = request.query_params.get("exact"), request.query_params.get("fuzzy")
        if bool(exact) == bool(fuzzy):
            raise ApiError(
                400,
                "invalid_request",
                "give exactly one of exact= or fuzzy=",
                errors=[{"field": "exact", "message": "exact or fuzzy"}],
            )
        kinds = [CardName.Kind.PRINTED, CardName.Kind.SUBTEXT, CardName.Kind.APPENDIX_A]
        if exact:
            rows = CardName.objects.filter(key=name_key(exact), kind__in=kinds)
        else:
            key = fold(fuzzy or "")
            rows = CardName.objects.filter(search_key=key, kind__in=kinds)
            if not rows.exists():
                rows = CardName.objects.filter(search_key__contains=key, kind__in=kinds)
        matches = list(rows.select_related("card").order_by("card__collector_number")[:200])
        by_name: dict[str, list[Card]] = {}
        for row in matches:
            by_name.setdefault(name_key(row.card.name), []).append(row.card)
        if not by_name:
            raise ApiError(404, "not_found", f"no card named {exact or fuzzy!r}")
        if len(by_name) > 1:
            candidates = sorted({cards[0].name for cards in by_name.values()})[:20]
            raise ApiError(
                404,
                "not_found",
                f"{fuzzy or exact!r} matches {len(by_name)} card names; be more specific",
                type_="ambiguous",
                candidates=candidates,
            )
        (cards,) = by_name.values()
        return cacheable(Response(card_dicts([min(cards, key=lambda c: c.collector_number)], base_url(request))[0]))


class CardAutocompleteApi(ApiView):
    """Up to 20 card names starting with (then containing) q, kana and width folded."""

    throttle_scope = "lookup"

    @extend_schema(
        parameters=[OpenApiParameter("q", str, required=True, pattern=NO_NUL)],
        responses={200: CatalogSerializer, 400: ERRORS[400]},
    )
    def get(self, request: Request) -> Response:
        key = fold(request.query_params.get("q", ""))
        names: list[str] = []
        if key:
            kinds = [CardName.Kind.PRINTED, CardName.Kind.SUBTEXT, CardName.Kind.APPENDIX_A]
            for lookup in ("search_key__startswith", "search_key__contains"):
                for name in (
                    CardName.objects.filter(kind__in=kinds, **{lookup: key})
                    .values_list("name", flat=True)
                    .distinct()
                    .order_by("name")[:40]
                ):
                    if name not in names:
                        names.append(name)
                if len(names) >= 20:
                    break
        return cacheable(Response({"object": "catalog", "total_values": len(names[:20]), "data": names[:20]}))


class CardBulkApi(ApiView):
    """The whole card database as one JSON file, with ETag and Last-Modified; rebuilt when card data changes."""

    throttle_scope = "bulk"

    @extend_schema(responses={(200, "application/json"): OpenApiTypes.OBJECT, 304: None, 429: ERRORS[429]})
    def get(self, request: Request) -> HttpResponseBase:
        path, version = bulk_file()
        etag = quote_etag(f"cards-v{version}")
        modified = CatalogVersion.objects.filter(pk=1).values_list("updated_at", flat=True).first() or timezone.now()
        response: HttpResponseBase
        if request.headers.get("If-None-Match") == etag:
            response = HttpResponse(status=304)
        else:
            response = FileResponse(path.open("rb"), content_type="application/json; charset=utf-8")
            response["Content-Disposition"] = f'inline; filename="zxdecks-cards-v{version}.json"'
        response["ETag"] = etag
        response["Last-Modified"] = http_date(modified.timestamp())
        response["Cache-Control"] = "public, max-age=3600"
        return response


class RegulationListApi(ApiView):
    """Dated regulation entries (封神指定, 伝説指定, lifts); in_force_on= gives the designations in force that day."""

    throttle_scope = "lookup"

    @extend_schema(parameters=[RegulationQuerySerializer], responses={200: RegulationListSerializer, **ERRORS})
    def get(self, request: Request) -> Response:
        RegulationQuerySerializer(data=request.query_params).is_valid(raise_exception=True)
        entries = RegulationEntry.objects.all()
        since, until, on = (
            date_param(request, "since"),
            date_param(request, "until"),
            date_param(request, "in_force_on"),
        )
        if since:
            entries = entries.filter(effective_date__gte=since)
        if until:
            entries = entries.filter(Q(effective_date__lte=until) | Q(effective_date__isnull=True))
        if request.query_params.get("name"):
            entries = entries.filter(card_name__icontains=request.query_params["name"])
        rows = list(entries.order_by("card_name", "effective_date", "id"))
        if on:
            from cards.selectors import designated_names

            in_force = designated_names(on)
            latest: dict[str, RegulationEntry] = {}
            for e in rows:
                if (
                    e.card_name in in_force
                    and (e.effective_date is None or e.effective_date <= on)
                    and e.status == in_force[e.card_name].value
                ):
                    latest[e.card_name] = e
            rows = list(latest.values())
        if request.query_params.get("status"):
            rows = [e for e in rows if e.status == request.query_params["status"]]
        numbers: dict[str, list[str]] = {}
        for name, number in CardName.objects.filter(name__in={e.card_name for e in rows}).values_list(
            "name", "card__collector_number"
        ):
            numbers.setdefault(name, []).append(number)

        def load(chunk: Any) -> list[dict[str, Any]]:
            return [
                {
                    "object": "regulation_entry",
                    "card_name": e.card_name,
                    "status": e.status,
                    "effective_date": e.effective_date.isoformat() if e.effective_date else None,
                    "text": e.text,
                    "cards": sorted(numbers.get(e.card_name, [])),
                }
                for e in chunk
            ]

        return cacheable(Response(list_object(request, rows, 100, load)))
