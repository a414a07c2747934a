"""The base of every API view, and the helpers they share: error responses, base URL, caching, dates."""

from __future__ import annotations

import datetime as dt
from typing import TypeVar

from django.http import HttpResponseBase
from django.utils.cache import patch_cache_control
from drf_spectacular.utils import OpenApiResponse
from rest_framework.authentication import SessionAuthentication, TokenAuthentication
from rest_framework.renderers import BaseRenderer
from rest_framework.request import Request
from rest_framework.views import APIView

from zxdecks.api.errors import ApiError
from zxdecks.api.fields import ErrorSerializer, full_date

R = TypeVar("R", bound=HttpResponseBase)
CARD_MAX_AGE = 300  # seconds a card answer may be reused by browsers and proxies
ERRORS = {
    400: OpenApiResponse(ErrorSerializer, description="bad input; `errors` names every bad field or line"),
    404: OpenApiResponse(ErrorSerializer, description="not found (also for decks you may not see)"),
    429: OpenApiResponse(ErrorSerializer, description="rate limit exceeded; see Retry-After"),
}


# The authenticators whose answer for a request with no Authorization header and no session is known: nobody.
_ANONYMOUS_WITHOUT_CREDENTIALS = frozenset({TokenAuthentication, SessionAuthentication})


class ApiView(APIView):
    """Every API view (a query parameter holding NUL is refused before it, by zxdecks.web.middleware)."""

    def perform_authentication(self, request: Request) -> None:
        """Authenticate as DRF does, except that a request carrying no credentials is anonymous at once.

        With no Authorization header the token authenticator finds nothing, and with no session key the session
        authenticator's user is the anonymous one; asking them (the lazy user, the session, the user model) was
        most of what a rate-limited request cost above the bare ping (issue 33, point 8). A request with either
        goes through the authenticators as before (CSRF included); forced authentication (tests) too."""
        authenticators = request.authenticators
        django_request = request._request
        session = getattr(django_request, "session", None)
        if (
            authenticators
            and session is not None
            and session.session_key is None
            and not django_request.META.get("HTTP_AUTHORIZATION")
            and all(type(a) in _ANONYMOUS_WITHOUT_CREDENTIALS for a in authenticators)
        ):
            # What Request._authenticate ends with when no authenticator claims the request; the session is marked
            # read as the session authenticator's look at it did (its answer varies with the Cookie header).
            request._not_authenticated()  # type: ignore[attr-defined] # DRF's own, missing from its stubs
            if any(type(a) is SessionAuthentication for a in authenticators):
                session.accessed = True
            return
        request.user  # noqa: B018 - DRF's perform_authentication: the property runs the authenticators

    def perform_content_negotiation(self, request: Request, force: bool = False) -> tuple[BaseRenderer, str]:
        """The renderer DRF's negotiation picks, without parsing the Accept header when there is nothing to choose:
        no Accept header or `*/*` (what most clients send) means the view's first renderer and its media type."""
        if not self.format_kwarg and request.META.get("HTTP_ACCEPT", "*/*") == "*/*":
            renderer = self.get_renderers()[0]
            return renderer, renderer.media_type
        return super().perform_content_negotiation(request, force)


def base_url(request: Request) -> str:
    return f"{request.scheme}://{request.get_host()}"


def cacheable(response: R) -> R:
    """Let browsers and proxies reuse a card answer for a while (ConditionalGetMiddleware adds the ETag)."""
    patch_cache_control(response, public=True, max_age=CARD_MAX_AGE)
    return response


def date_param(request: Request, name: str) -> dt.date | None:
    """A YYYY-MM-DD query parameter; None when absent, 400 for anything else (an empty value too, as the schema says)."""
    raw = request.query_params.get(name)
    if raw is None:
        return None
    try:
        return full_date(raw)
    except ValueError:
        raise ApiError(
            400,
            "invalid_request",
            f"{name}: {raw!r} is not a date (YYYY-MM-DD)",
            errors=[{"field": name, "message": "not a date"}],
        ) from None


def query_data(request: Request) -> dict[str, str]:
    """The query parameters as a plain dict for a query serializer.

    Given the QueryDict itself, DRF reads it as an HTML form, where an empty value means "not sent": ?sort= and
    ?until= would pass although the schema allows neither. As a dict, an empty value is validated like any other."""
    return request.query_params.dict()


def refuse_empty(request: Request, names: frozenset[str]) -> None:
    """400 naming the first of these parameters that was sent empty (their schemas have no empty value)."""
    for name in sorted(names):
        if "" in request.query_params.getlist(name):
            raise ApiError(
                400,
                "invalid_request",
                f"{name}: empty; leave the parameter out or give a value",
                errors=[{"field": name, "message": "empty"}],
            )
