"""API views: parse input, call one service, serialize the result."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from zxdecks.api.serializers import DeckValidateInputSerializer, ErrorSerializer, ValidationReportSerializer
from zxdecks.decks.services import deck_validate_parts, deck_validate_text


class PingApi(APIView):
    """A trivial endpoint, the floor the benchmarks compare against."""

    @extend_schema(responses={200: dict})
    def get(self, request: Request) -> Response:
        return Response({"object": "ping"})

    @extend_schema(request=dict, responses={200: dict})
    def post(self, request: Request) -> Response:
        """Echo the size of the parsed JSON body: the floor for POST endpoints."""
        return Response({"object": "ping", "keys": len(request.data)})


class DeckValidateApi(APIView):
    """Validate a deck against the construction rules (401, 1207, regulation) as of a date."""

    @extend_schema(
        request=DeckValidateInputSerializer,
        responses={200: ValidationReportSerializer, 400: ErrorSerializer},
        examples=[
            OpenApiExample("text", value={"text": "[deck]\n4 B01-001\n", "as_of": "2025-09-01"}, request_only=True),
            OpenApiExample(
                "parts",
                value={"deck": [{"collector_number": "B01-001", "count": 4}], "dynamis": [], "player": []},
                request_only=True,
            ),
        ],
    )
    def post(self, request: Request) -> Response:
        params = DeckValidateInputSerializer(data=request.data)
        params.is_valid(raise_exception=True)
        data: dict[str, Any] = params.validated_data
        if "text" in data:
            validation = deck_validate_text(text=data["text"], as_of=data.get("as_of"))
        else:
            validation = deck_validate_parts(
                deck=data.get("deck", []),
                dynamis=data.get("dynamis", []),
                player=data.get("player", []),
                as_of=data.get("as_of"),
            )
        return Response(validation.as_dict())
