"""The one API error shape, produced for every error by one exception handler (Scryfall-style error objects)."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied, RequestDataTooBig, TooManyFieldsSent
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from zxdecks.decks.services import DeckInputError
from zxdecks.rules.decklist import DeckListError


def error_body(
    status_code: int,
    code: str,
    details: str,
    *,
    type_: str | None = None,
    warnings: list[str] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """Build an error object: {"object": "error", "status", "code", "details", "type", "warnings", ...}."""
    return {
        "object": "error",
        "status": status_code,
        "code": code,
        "details": details,
        "type": type_,
        "warnings": warnings,
        **extra,
    }


class ApiError(exceptions.APIException):
    """An error a service raises with its own code, type and extra fields (e.g. the candidates of a name)."""

    def __init__(self, status_code: int, code: str, details: str, type_: str | None = None, **extra: Any) -> None:
        super().__init__(details, code)
        self.status_code = status_code
        self.error_code = code
        self.type = type_
        self.extra = extra


def _flatten(detail: Any, prefix: str = "") -> list[dict[str, str]]:
    if isinstance(detail, dict):
        out = []
        for key, value in detail.items():
            # DRF keys the errors of a list serializer by item index.
            field = f"{prefix}[{key}]" if isinstance(key, int) else (f"{prefix}.{key}" if prefix else str(key))
            if key == "non_field_errors":
                field = prefix or "(request)"
            out += _flatten(value, field)
        return out
    if isinstance(detail, list):
        if all(isinstance(d, str) for d in detail):
            return [{"field": prefix or "(request)", "message": str(d)} for d in detail]
        out = []
        for index, value in enumerate(detail):
            if value:
                out += _flatten(value, f"{prefix}[{index}]")
        return out
    return [{"field": prefix or "(request)", "message": str(detail)}]


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """Map every exception an API view raises to the one error shape."""
    if isinstance(exc, (RequestDataTooBig, TooManyFieldsSent)):
        return Response(too_large_body(), status=413)
    if isinstance(exc, DeckListError):
        line = exc.errors[0]
        return Response(
            error_body(
                400,
                "invalid_decklist",
                f"line {line.line}: {line.message_en}",
                errors=[e.as_dict() for e in exc.errors],
            ),
            status=400,
        )
    if isinstance(exc, DeckInputError):
        first = exc.errors[0]
        return Response(
            error_body(400, "invalid_deck", f"{first['field']}: {first['message_en']}", errors=exc.errors), status=400
        )
    if isinstance(exc, ApiError):
        return Response(
            error_body(exc.status_code, exc.error_code, str(exc.detail), type_=exc.type, **exc.extra),
            status=exc.status_code,
        )
    if isinstance(exc, Http404):
        exc = exceptions.NotFound(str(exc) or None)
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    if isinstance(exc, exceptions.ValidationError):
        errors = _flatten(exc.detail)
        first = errors[0] if errors else {"field": "(request)", "message": "invalid input"}
        response.data = error_body(400, "invalid_request", f"{first['field']}: {first['message']}", errors=errors)
        return response
    assert isinstance(exc, exceptions.APIException)
    codes = exc.get_codes()
    code = codes if isinstance(codes, str) else "error"
    details = exc.detail if isinstance(exc.detail, str) else str(exc.detail)
    response.data = error_body(response.status_code, code, str(details))
    if response.status_code == status.HTTP_429_TOO_MANY_REQUESTS and isinstance(exc, exceptions.Throttled):
        response.data["retry_after"] = getattr(exc, "wait", None)
    return response


def too_large_body() -> dict[str, Any]:
    """The error object for a request body over DATA_UPLOAD_MAX_MEMORY_SIZE (or with too many fields)."""
    from django.conf import settings

    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    return error_body(
        413, "request_too_large", f"the request body is larger than this API accepts ({limit:,} bytes at most)"
    )


def json_or_html_400(request: Any, exception: Exception) -> Any:
    """The site's 400: a body too large is a 413 (an error object under /api/, a readable page elsewhere); any other
    bad request an error object under /api/ and Django's page elsewhere."""
    from django.http import JsonResponse
    from django.shortcuts import render
    from django.views.defaults import bad_request

    too_large = isinstance(exception, (RequestDataTooBig, TooManyFieldsSent))
    if request.path.startswith("/api/"):
        body = too_large_body() if too_large else error_body(400, "bad_request", "the request could not be read")
        return JsonResponse(body, status=body["status"])
    if too_large:
        return render(request, "413.html", status=413)
    return bad_request(request, exception)


def json_or_html_404(request: Any, exception: Exception) -> Any:
    """The site's 404: an error object under /api/ (even for URLs no API view matched), the HTML page elsewhere."""
    from django.http import JsonResponse
    from django.views.defaults import page_not_found

    if request.path.startswith("/api/"):
        return JsonResponse(error_body(404, "not_found", f"no API endpoint at {request.path}"), status=404)
    return page_not_found(request, exception)


def json_or_html_500(request: Any) -> Any:
    """The site's 500: an error object under /api/, the HTML page elsewhere."""
    from django.http import JsonResponse
    from django.views.defaults import server_error

    if request.path.startswith("/api/"):
        return JsonResponse(
            error_body(500, "server_error", "something went wrong on our side; it has been logged"), status=500
        )
    return server_error(request)
