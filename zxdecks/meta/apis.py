"""The metagame API: the summary, every card's usage, one card's usage, and the statistics file."""

from __future__ import annotations

import gzip
from collections.abc import Iterator

from django.http import FileResponse, HttpResponse, HttpResponseBase, StreamingHttpResponse
from django.utils.cache import patch_vary_headers
from django.utils.http import http_date, quote_etag
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from cards.bulk import bulk_storage
from cards.selectors import card_get
from zxdecks.api.base import ERRORS, ApiView, cacheable
from zxdecks.api.errors import ApiError, error_body
from zxdecks.api.fields import ErrorSerializer
from zxdecks.api.pagination import ListPagination
from zxdecks.core.paging import MAX_PAGE
from zxdecks.meta.selectors import card_metagame, metagame_snapshot, usage_ranking
from zxdecks.meta.serializers import (
    CardUsageListSerializer,
    CardUsageRowSerializer,
    CardUsageSerializer,
    MetagameSerializer,
)
from zxdecks.meta.services import STATS_FILE

USAGE_PAGE = 100
RETRY = 60
NOT_YET = OpenApiResponse(ErrorSerializer, description="the metagame has not been computed yet; see Retry-After")
PAGE = OpenApiParameter("page", {"type": "integer", "minimum": 1, "maximum": MAX_PAGE})


def _unavailable(details: str) -> Response:
    """503 with Retry-After: nothing stored yet (before the first refresh, or while the file is written)."""
    response = Response(error_body(503, "unavailable", details, retry_after=RETRY), status=503)
    response["Retry-After"] = str(RETRY)
    return response


NOT_COMPUTED = "the metagame has not been computed yet; try again later"


class MetagameApi(ApiView):
    """The metagame: public decks and published event lists by month, the most played cards overall, per colour and
    per type, new and rising cards. Computed ahead of time (computed_at says when)."""

    throttle_scope = "lookup"

    @extend_schema(operation_id="metagame", responses={200: MetagameSerializer, 429: ERRORS[429], 503: NOT_YET})
    def get(self, request: Request) -> Response:
        snapshot = metagame_snapshot()
        if snapshot is None:
            return _unavailable(NOT_COMPUTED)
        return cacheable(Response(MetagameSerializer(snapshot).data))


class CardUsageListApi(ApiView):
    """Every played card's usage, most played first (public decks, then event lists); 100 a page."""

    throttle_scope = "lookup"

    @extend_schema(
        operation_id="metagame_cards",
        parameters=[PAGE],
        responses={200: CardUsageListSerializer, 400: ERRORS[400], 429: ERRORS[429], 503: NOT_YET},
    )
    def get(self, request: Request) -> Response:
        snapshot = metagame_snapshot(summary=False)
        if snapshot is None:
            return _unavailable(NOT_COMPUTED)
        paginator = ListPagination(USAGE_PAGE)
        page = paginator.paginate_queryset(usage_ranking(), request, self)
        data = CardUsageRowSerializer(page, many=True, context={"snapshot": snapshot}).data  # type: ignore[arg-type]
        return cacheable(paginator.get_paginated_response(data))


class CardUsageApi(ApiView):
    """One card's usage (使用率): overall, each month, and the cards most played beside it, with counts."""

    throttle_scope = "lookup"

    @extend_schema(
        operation_id="metagame_card",
        responses={200: CardUsageSerializer, 404: ERRORS[404], 429: ERRORS[429], 503: NOT_YET},
    )
    def get(self, request: Request, number: str) -> Response:
        card = card_get(number)
        if card is None:
            raise ApiError(404, "not_found", f"no card with collector number {number}")
        snapshot = metagame_snapshot(summary=False)
        if snapshot is None:
            return _unavailable(NOT_COMPUTED)
        usage = card_metagame(card=card, snapshot=snapshot)
        return cacheable(Response(CardUsageSerializer(usage).data))


class MetagameBulkApi(ApiView):
    """The statistics file: the metagame and every played card's usage with its months and co-played cards, as one
    JSON object (gzipped to clients that accept it), beside the card bulk file."""

    throttle_scope = "bulk"

    @extend_schema(
        operation_id="metagame_bulk",
        responses={(200, "application/json"): OpenApiTypes.OBJECT, 304: None, 429: ERRORS[429], 503: NOT_YET},
    )
    def get(self, request: Request) -> HttpResponseBase:
        snapshot = metagame_snapshot(summary=False)
        if snapshot is None:
            return _unavailable(NOT_COMPUTED)
        storage = bulk_storage()
        if not storage.exists(STATS_FILE):
            return _unavailable("the statistics file is being written; try again shortly")
        etag = quote_etag(f"metagame-{snapshot.digest[:16]}")
        response: HttpResponseBase
        if request.headers.get("If-None-Match") == etag:
            response = HttpResponse(status=304)
        elif "gzip" in request.headers.get("Accept-Encoding", ""):
            response = FileResponse(storage.open(STATS_FILE), content_type="application/json; charset=utf-8")
            response["Content-Encoding"] = "gzip"
        else:
            response = StreamingHttpResponse(_unzipped(), content_type="application/json; charset=utf-8")
        if response.status_code == 200:
            response["Content-Disposition"] = 'inline; filename="zxdecks-metagame.json"'
        patch_vary_headers(response, ["Accept-Encoding"])
        response["ETag"] = etag
        response["Last-Modified"] = http_date(snapshot.computed_at.timestamp())
        response["Cache-Control"] = "public, max-age=3600"
        return response


def _unzipped() -> Iterator[bytes]:
    with bulk_storage().open(STATS_FILE) as raw, gzip.GzipFile(fileobj=raw) as data:
        while chunk := data.read(64 * 1024):
            yield chunk
