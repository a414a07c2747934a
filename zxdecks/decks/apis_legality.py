"""GET /api/v1/decks/{id}/legality: a stored deck's legality over time."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from zxdecks.api.base import ERRORS, ApiView
from zxdecks.api.errors import ApiError
from zxdecks.api.fields import NO_NUL
from zxdecks.decks.selectors import deck_viewable
from zxdecks.decks.serializers_legality import LegalitySerializer
from zxdecks.decks.services.legality import deck_legality


class DeckLegalityApi(ApiView):
    """The dates on which a stored deck's verdict changes under the dated regulation history, past and announced,
    each with the cards and designations taking effect; private decks are 404 to others, unlisted ones need ?token=."""

    throttle_scope = "validate"

    @extend_schema(
        operation_id="decks_legality",
        parameters=[
            OpenApiParameter("token", str, pattern=NO_NUL),
            OpenApiParameter("version", OpenApiTypes.INT, description="a version number; default: the current one"),
        ],
        responses={200: LegalitySerializer, **ERRORS},
    )
    def get(self, request: Request, pk: int) -> Response:
        deck = deck_viewable(pk=pk, user=request.user, token=request.query_params.get("token", ""))
        raw = request.query_params.get("version")
        number = None
        if raw is not None:
            if not (raw.isascii() and raw.isdigit() and len(raw) <= 10 and 0 < int(raw) < 2**31):
                raise ApiError(
                    400,
                    "invalid_request",
                    f"version: {raw[:40]!r} is not a version number",
                    errors=[{"field": "version", "message": "not a version number"}],
                )
            number = int(raw)
        legality = deck_legality(deck=deck, number=number)
        return Response(LegalitySerializer(legality, context={"deck": deck.pk}).data)
