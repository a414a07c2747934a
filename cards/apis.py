"""The card API: search, one card, names, autocomplete, the bulk file and the regulation list."""

from __future__ import annotations

import gzip
from collections.abc import Iterator
from typing import Any

from django.forms.utils import ErrorDict, ErrorList
from django.http import FileResponse, HttpResponse, HttpResponseBase, StreamingHttpResponse
from django.utils.cache import patch_vary_headers
from django.utils.http import http_date, quote_etag
from django_filters.utils import translate_validation
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.renderers import JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response

from cards.bulk import bulk_latest, bulk_storage
from cards.catalog import catalog
from cards.filters import CardFilter
from cards.search_limits import SearchTooSlow
from cards.selectors import (
    card_name_suggestions,
    card_named,
    card_records,
    card_search,
    card_slice,
    regulation_entries,
    regulation_rows,
)
from cards.serializers import (
    CardListSerializer,
    CardSerializer,
    CatalogSerializer,
    NameErrorSerializer,
    RegulationListSerializer,
    RegulationQuerySerializer,
    RegulationSerializer,
)
from zxdecks.api.base import ERRORS, ApiView, base_url, cacheable, query_data, refuse_empty
from zxdecks.api.errors import ApiError, error_body
from zxdecks.api.fields import NO_NUL
from zxdecks.api.filters import filterset_parameters, not_empty_parameters
from zxdecks.api.pagination import ListPagination
from zxdecks.core.paging import MAX_PAGE, Window

CARD_PAGE = 60
REGULATION_PAGE = 100
PAGE = OpenApiParameter("page", {"type": "integer", "minimum": 1, "maximum": MAX_PAGE})


def card_window(queryset: Any, start: int, stop: int, limit: int) -> Window:
    """A page of a card search and its bounded count from one scan of the matches (card_slice), memoised."""
    rows, total, more = card_slice(
        queryset, start, stop - start, fields=("collector_number",), memo=catalog.search_memo, limit=limit
    )
    return Window(rows, total, more)


class CardListApi(ApiView):
    """Search cards with the query language (q=) and/or filter parameters; 60 cards a page.

    With free text in q= the order is relevance (exact name, name prefix, name contains, reading, then text)
    unless sort= (or order=) says otherwise.
    """

    throttle_scope = "search"

    @extend_schema(
        operation_id="cards_search",
        parameters=[*filterset_parameters(CardFilter), PAGE],
        responses={200: CardListSerializer, **ERRORS},
    )
    def get(self, request: Request) -> Response:
        refuse_empty(request, not_empty_parameters(CardFilter) | {"page"})
        search = card_search(params=request.query_params, regulated=catalog.regulated_ids)
        if not search.valid:
            raise translate_validation(search.form.errors)
        paginator = ListPagination(CARD_PAGE, window=card_window)
        try:
            cards = paginator.paginate_queryset(search.cards, request)
        except SearchTooSlow as exc:
            raise translate_validation(ErrorDict({"q": ErrorList([exc])})) from exc
        objects = catalog.cards_json(c.collector_number for c in cards)
        return cacheable(paginator.get_paginated_response(objects, [str(w) for w in search.warnings]))


class CardDetailApi(ApiView):
    """One card by collector number: every parameter, every name, the regulation history."""

    throttle_scope = "lookup"
    # JSON only: the answer is bytes encoded once per card (catalog.card_json_bytes), not rendered per request;
    # content negotiation among renderers and the rendering were most of what a lookup cost above a trivial GET.
    renderer_classes = [JSONRenderer]

    @extend_schema(responses={200: CardSerializer, 404: ERRORS[404], 429: ERRORS[429]})
    def get(self, request: Request, number: str) -> HttpResponseBase:
        found = catalog.card_json_bytes(number)
        if found is None:
            raise ApiError(404, "not_found", f"no card with collector number {number}")
        body, etag = found
        response = HttpResponse(body, content_type="application/json")
        # The ETag is the body's, computed once with it (ConditionalGetMiddleware would hash the body per request).
        response["ETag"] = etag
        return cacheable(response)


class CardNamedApi(ApiView):
    """Resolve a card name (printed, subtext or Appendix A): exact=, or fuzzy= (kana and width folded)."""

    throttle_scope = "lookup"

    @extend_schema(
        parameters=[OpenApiParameter("exact", str, pattern=NO_NUL), OpenApiParameter("fuzzy", str, pattern=NO_NUL)],
        responses={
            200: CardSerializer,
            **ERRORS,
            404: OpenApiResponse(NameErrorSerializer, description="no such name, or (type ambiguous) several"),
        },
    )
    def get(self, request: Request) -> Response:
        exact, fuzzy = request.query_params.get("exact", ""), request.query_params.get("fuzzy", "")
        if bool(exact) == bool(fuzzy):
            raise ApiError(
                400,
                "invalid_request",
                "give exactly one of exact= or fuzzy=",
                errors=[{"field": "exact", "message": "exact or fuzzy"}],
            )
        by_name = card_named(exact=exact, fuzzy=fuzzy)
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
        (record,) = card_records([min(cards, key=lambda c: c.collector_number)])
        return cacheable(Response(CardSerializer(record, context={"base_url": base_url(request)}).data))


class CardAutocompleteApi(ApiView):
    """Up to 20 card names starting with (then containing) q, kana and width folded."""

    throttle_scope = "lookup"

    @extend_schema(
        parameters=[OpenApiParameter("q", str, required=True, pattern=NO_NUL)],
        responses={200: CatalogSerializer, 400: ERRORS[400]},
    )
    def get(self, request: Request) -> Response:
        if "q" not in request.query_params:
            raise ApiError(400, "invalid_request", "q: required", errors=[{"field": "q", "message": "required"}])
        names = card_name_suggestions(text=request.query_params["q"])
        return cacheable(Response(CatalogSerializer({"total_values": len(names), "data": names}).data))


class CardBulkApi(ApiView):
    """The whole card database as one JSON file, with ETag and Last-Modified, gzipped to clients that accept it.

    The file is written by the import, never here: until the new file of a changed card database is ready, this
    serves the previous one (its ETag names its version); with no file yet it answers 503 with Retry-After.
    """

    throttle_scope = "bulk"

    @extend_schema(responses={(200, "application/json"): OpenApiTypes.OBJECT, 304: None, 429: ERRORS[429]})
    def get(self, request: Request) -> HttpResponseBase:
        latest = bulk_latest()
        if latest is None:
            wait = 60
            body = error_body(503, "unavailable", "the bulk file is being written; try again shortly", retry_after=wait)
            unavailable = Response(body, status=503)
            unavailable["Retry-After"] = str(wait)
            return unavailable
        etag = quote_etag(f"cards-v{latest.version}")
        response: HttpResponseBase
        if request.headers.get("If-None-Match") == etag:
            response = HttpResponse(status=304)
        elif "gzip" in request.headers.get("Accept-Encoding", ""):
            response = FileResponse(bulk_storage().open(latest.name), content_type="application/json; charset=utf-8")
            response["Content-Encoding"] = "gzip"
        else:
            response = StreamingHttpResponse(_unzipped(latest.name), content_type="application/json; charset=utf-8")
        if response.status_code == 200:
            response["Content-Disposition"] = f'inline; filename="zxdecks-cards-v{latest.version}.json"'
        patch_vary_headers(response, ["Accept-Encoding"])
        response["ETag"] = etag
        response["Last-Modified"] = http_date(latest.modified.timestamp())
        response["Cache-Control"] = "public, max-age=3600"
        return response


def _unzipped(name: str) -> Iterator[bytes]:
    with bulk_storage().open(name) as raw, gzip.GzipFile(fileobj=raw) as data:
        while chunk := data.read(64 * 1024):
            yield chunk


class RegulationListApi(ApiView):
    """Dated regulation entries (封神指定, 伝説指定, lifts); in_force_on= gives the designations in force that day."""

    throttle_scope = "lookup"

    @extend_schema(parameters=[RegulationQuerySerializer], responses={200: RegulationListSerializer, **ERRORS})
    def get(self, request: Request) -> Response:
        params = RegulationQuerySerializer(data=query_data(request))
        params.is_valid(raise_exception=True)
        query = params.validated_data
        entries = regulation_entries(
            since=query.get("since"),
            until=query.get("until"),
            in_force_on=query.get("in_force_on"),
            name=query.get("name", ""),
            status=query.get("status", ""),
        )
        paginator = ListPagination(REGULATION_PAGE)
        rows = regulation_rows(paginator.paginate_queryset(entries, request))
        return cacheable(paginator.get_paginated_response(RegulationSerializer(rows, many=True).data))
