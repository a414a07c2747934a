"""The one API error shape, produced for every error by one exception handler (Scryfall-style error objects).

Every ApplicationError (zxdecks.core.errors) becomes its error object here, whichever app raised it; this module
knows no app.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied, RequestDataTooBig, TooManyFieldsSent
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from zxdecks.core.errors import ApplicationError


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


class ApiError(ApplicationError):
    """An error an API view raises with its own status, code, type and extra fields (e.g. the candidates of a name);
    `errors=[...]` names the bad fields."""

    def __init__(self, status_code: int, code: str, details: str, type_: str | None = None, **extra: Any) -> None:
        errors = extra.pop("errors", ())
        super().__init__(details, errors, status=status_code, code=code, type_=type_, **extra)


def application_error_body(exc: ApplicationError) -> dict[str, Any]:
    """The error object of an ApplicationError: its status, code, details, type, problems and extra fields."""
    problems: dict[str, Any] = {"errors": exc.error_objects()} if exc.errors else {}
    return error_body(exc.status, exc.code, exc.details, type_=exc.type, **problems, **exc.extra)


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
    if isinstance(exc, ApplicationError):
        return Response(application_error_body(exc), status=exc.status)
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
