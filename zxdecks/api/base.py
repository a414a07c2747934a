"""The base of every API view, and the helpers they share: error responses, base URL, caching, dates."""

from __future__ import annotations

import datetime as dt

from django.utils.cache import patch_cache_control
from drf_spectacular.utils import OpenApiResponse
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from zxdecks.api.errors import ApiError
from zxdecks.api.fields import ErrorSerializer

CARD_MAX_AGE = 300  # seconds a card answer may be reused by browsers and proxies
ERRORS = {
    400: OpenApiResponse(ErrorSerializer, description="bad input; `errors` names every bad field or line"),
    404: OpenApiResponse(ErrorSerializer, description="not found (also for decks you may not see)"),
    429: OpenApiResponse(ErrorSerializer, description="rate limit exceeded; see Retry-After"),
}


class ApiView(APIView):
    """Every API view (a query parameter holding NUL is refused before it, by zxdecks.web.middleware)."""


def base_url(request: Request) -> str:
    return f"{request.scheme}://{request.get_host()}"


def cacheable(response: Response) -> Response:
    """Let browsers and proxies reuse a card answer for a while (ConditionalGetMiddleware adds the ETag)."""
    patch_cache_control(response, public=True, max_age=CARD_MAX_AGE)
    return response


def date_param(request: Request, name: str) -> dt.date | None:
    raw = request.query_params.get(name)
    if not raw:
        return None
    try:
        return dt.date.fromisoformat(raw)
    except ValueError:
        raise ApiError(
            400,
            "invalid_request",
            f"{name}: {raw!r} is not a date (YYYY-MM-DD)",
            errors=[{"field": name, "message": "not a date"}],
        ) from None
