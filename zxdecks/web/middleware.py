"""Site-wide middleware: the health check, NUL bytes refused, security headers (CSP), private caching, 503 when the
database fails."""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable
from importlib import import_module
from typing import Any

from django.conf import settings
from django.db import OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.views.defaults import page_not_found

from cards.images import image_origin
from zxdecks.api.errors import error_body
from zxdecks.web.health import health_report

logger = logging.getLogger(__name__)
HEALTH_PATH = "/healthz"


class HealthCheckMiddleware:
    """Answers GET/HEAD /healthz before anything else runs, so host checks and HTTPS redirects cannot fail it.

    Load balancers probe by IP address over plain HTTP; ALLOWED_HOSTS and SECURE_SSL_REDIRECT would turn that
    into a 400 or a redirect, which the balancer reads as "down".
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path_info.rstrip("/") != HEALTH_PATH:
            return self.get_response(request)
        if request.method not in ("GET", "HEAD"):
            return JsonResponse(error_body(405, "method_not_allowed", "use GET or HEAD"), status=405)
        status, body = health_report()
        response = JsonResponse(body, status=status)
        response["Cache-Control"] = "no-store"
        return response


def _nul_parameter(request: HttpRequest) -> str | None:
    """The name of the first query parameter whose name or value holds a NUL character, if any."""
    query = request.META.get("QUERY_STRING", "")
    if "%00" not in query and "\x00" not in query:  # the common case, without parsing the query
        return None
    for key, values in request.GET.lists():
        if "\x00" in key or any("\x00" in value for value in values):
            return key.replace("\x00", "\\0")
    return None


def _forget_nul_cookies(request: HttpRequest) -> None:
    """Treat cookies holding NUL as empty; a session read from such a cookie starts afresh (and the cookie is
    deleted by SessionMiddleware, as for any empty session)."""
    bad = [name for name, value in request.COOKIES.items() if "\x00" in name or "\x00" in value]
    for name in bad:
        request.COOKIES[name] = ""
    if settings.SESSION_COOKIE_NAME in bad and hasattr(request, "session"):
        request.session = import_module(settings.SESSION_ENGINE).SessionStore(None)


class NulByteMiddleware:
    """A NUL character in the path is a 404; in a query parameter, a 400 naming the parameter.

    No text column can hold NUL on PostgreSQL ("text fields cannot contain NUL"): one that reaches a query is a 500.
    Refused here, before any view, it covers every URL converter and every query parameter a view reads. Bodies are
    checked where they are read: Django's and DRF's text fields refuse NUL, and the API's card rows
    (zxdecks.api.fields.DeckRowsField, a JSON field) name the row holding one. A cookie holding NUL (Django decodes
    "\\000" in a quoted value) counts as not sent: the session store would look its key up in the database.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        _forget_nul_cookies(request)
        api = request.path_info.startswith("/api/")
        if "\x00" in request.path_info:
            if api:
                return JsonResponse(error_body(404, "not_found", "no API endpoint at a path holding NUL"), status=404)
            return page_not_found(request, Exception("NUL in the path"))
        parameter = _nul_parameter(request)
        if parameter is None:
            return self.get_response(request)
        if api:
            body = error_body(
                400, "invalid_request", f"{parameter}: contains a NUL character",
                errors=[{"field": parameter, "message": "NUL character"}],
            )  # fmt: skip
            return JsonResponse(body, status=400)
        return render(request, "400.html", {"nul_parameter": parameter}, status=400)


def content_security_policy(nonce: str, path: str) -> str:
    """The policy for one response: only the site's own scripts and styles, plus those carrying this nonce; images
    also from the deployment's card image host (CARD_IMAGE_URL)."""
    directives = {
        "default-src": "'self'",
        "script-src": f"'self' 'nonce-{nonce}'",
        "style-src": f"'self' 'nonce-{nonce}'",
        "img-src": " ".join(filter(None, ["'self' data:", image_origin(settings.CARD_IMAGE_URL)])),
        "font-src": "'self'",
        "connect-src": "'self'",
        "object-src": "'none'",
        "base-uri": "'none'",
        "form-action": "'self'",
        "frame-ancestors": "'none'",
    }
    policy = "; ".join(f"{name} {value}" for name, value in directives.items())
    if settings.CSP_REPORT_URI:
        policy += f"; report-uri {settings.CSP_REPORT_URI}"
    return policy


class SecurityHeadersMiddleware:
    """Sets Content-Security-Policy with a per-request nonce (request.csp_nonce) on every response."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        nonce = secrets.token_urlsafe(16)
        request.csp_nonce = nonce  # type: ignore[attr-defined]
        response = self.get_response(request)
        if settings.CSP_ENABLED and "Content-Security-Policy" not in response:
            response["Content-Security-Policy"] = content_security_policy(nonce, request.path_info)
        return response


class PrivateByDefaultMiddleware:
    """Every response is Cache-Control: private, varying on Cookie and Authorization, unless its view declared it
    public (shareable) or no-store.

    What makes a response private is that it may depend on who asks: a session, an API token, a share link's token,
    the owner of a private deck, the organizer of an event. Most views cannot tell (the same page is public for one
    deck and private for the next), so the site marks the few responses that are the same for everyone (cards, the
    bulk file, a public deck's image) and keeps every other one out of shared caches."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        declared = {d.split("=")[0].strip().lower() for d in response.get("Cache-Control", "").split(",")}
        if declared & {"public", "no-store"}:
            return response
        if "private" not in declared:
            patch_cache_control(response, private=True)
        patch_vary_headers(response, ("Cookie", "Authorization"))
        return response


class DatabaseUnavailableMiddleware:
    """A database that is down, or a query stopped by the statement timeout, answers 503 (not 500) to be retried."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, OperationalError):
            return None
        logger.error("database unavailable on %s: %s", request.path, exception)
        response: HttpResponse
        if request.path.startswith("/api/"):
            body: dict[str, Any] = error_body(
                503, "database_unavailable", "the database did not answer in time; try again shortly"
            )
            response = JsonResponse(body, status=503)
        else:
            # Rendered without the request: its user and session would ask the failing database again.
            response = HttpResponse(render_to_string("503.html"), status=503)
        response["Retry-After"] = "5"
        return response
