"""The API's own endpoints; every app's endpoints live in its apis module."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from zxdecks.api.base import ERRORS, ApiView
from zxdecks.api.errors import ApiError


class PingApi(ApiView):
    """A trivial endpoint, the floor the benchmarks compare against."""

    authentication_classes: list[Any] = []

    # The floor is built without a serializer on purpose (it measures the framework alone); the schema says its shape.
    @extend_schema(responses={200: inline_serializer("Ping", {"object": serializers.CharField(default="ping")})})
    def get(self, request: Request) -> Response:
        return Response({"object": "ping"})

    @extend_schema(
        request=OpenApiTypes.OBJECT,
        responses={
            200: inline_serializer(
                "PingEcho", {"object": serializers.CharField(default="ping"), "keys": serializers.IntegerField()}
            ),
            400: ERRORS[400],
        },
    )
    def post(self, request: Request) -> Response:
        """Echo the number of keys of the JSON object sent: the floor for POST endpoints."""
        if not isinstance(request.data, Mapping):
            raise ApiError(
                400,
                "invalid_request",
                "the body must be a JSON object",
                errors=[{"field": "", "message": "not an object"}],
            )
        return Response({"object": "ping", "keys": len(request.data)})


class LimitedPingApi(PingApi):
    """The same trivial answers through the stack a rate-limited endpoint takes: the default authenticators and a
    rate-limit hit (scope "ping"). The floor a card lookup or a validation is compared against with its rate-limit
    hit included (bench_production); a monitor asking it sees the rate-limit store answer too."""

    authentication_classes = list(APIView.authentication_classes)
    throttle_scope = "ping"
