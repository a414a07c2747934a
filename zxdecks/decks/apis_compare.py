"""GET /api/v1/decks/{id}/compare: two decks, or two versions of one, over the same seeded games."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from zxdecks.api.base import ERRORS, ApiView
from zxdecks.api.errors import ApiError, error_body
from zxdecks.api.fields import ErrorSerializer
from zxdecks.decks.models import GoldfishJob
from zxdecks.decks.selectors import deck_viewable
from zxdecks.decks.serializers_compare import (
    CompareQuerySerializer,
    ComparisonSerializer,
    compare_params,
    compare_question,
)
from zxdecks.decks.serializers_goldfish import GoldfishJobSerializer
from zxdecks.decks.services.goldfish import GoldfishError, simulation_budget
from zxdecks.decks.services.goldfish_compare import compare_answer_or_job, versions_to_compare

BUSY_RETRY_SECONDS = 2


class DeckCompareApi(ApiView):
    """Compare a stored deck with another (?other=) or two of its versions (?version=, ?other_version=; by default
    the current one against the one before): the kill turn going first and second, key-card odds and per-card
    statistics of both lists over the same seeds, each difference (a − b) with its 95% interval."""

    throttle_scope = "simulate"  # one budget with the goldfish page and API

    @extend_schema(
        operation_id="decks_compare",
        parameters=[CompareQuerySerializer],
        responses={
            200: ComparisonSerializer,
            202: OpenApiResponse(
                GoldfishJobSerializer, description="signed in, above the request budget: queued; poll its url"
            ),
            **ERRORS,
            503: OpenApiResponse(ErrorSerializer, description="every simulation slot is taken; see Retry-After"),
        },
    )
    def get(self, request: Request, pk: int) -> Response:
        params = CompareQuerySerializer(data=_query(request))
        params.is_valid(raise_exception=True)
        data = params.validated_data
        deck = deck_viewable(pk=pk, user=request.user, token=data.get("token", ""))
        other = deck
        if data.get("other") and data["other"] != deck.pk:
            other = deck_viewable(pk=data["other"], user=request.user, token=data.get("other_token", ""))
        budget = simulation_budget(signed_in=request.user.is_authenticated)
        try:
            version_a, version_b = versions_to_compare(
                deck=deck, other=other, number=data.get("version"), other_number=data.get("other_version")
            )
            answer = compare_answer_or_job(
                version_a=version_a, version_b=version_b, question=compare_question(compare_params(request.GET)),
                user=request.user, budget=budget,
            )  # fmt: skip
        except GoldfishError as exc:
            if exc.code == "busy":
                body = error_body(503, "busy", exc.message_en)
                return Response(body, status=503, headers={"Retry-After": str(BUSY_RETRY_SECONDS)})
            raise ApiError(
                400, exc.code, exc.message_en, errors=[{"field": exc.field, "message": exc.field_message}]
            ) from None
        if isinstance(answer, GoldfishJob):
            job = GoldfishJobSerializer(answer).data
            return Response(job, status=202, headers={"Location": job["url"]})
        return Response(ComparisonSerializer(answer).data)


def _query(request: Request) -> dict[str, object]:
    return {k: (request.query_params.getlist(k) if k == "target" else v) for k, v in request.query_params.items()}
