"""POST /api/v1/token/: DRF's token login, refused with 429 while the account or address is over its login limit."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema, extend_schema_view, inline_serializer
from rest_framework import exceptions, parsers, serializers
from rest_framework.authtoken.views import ObtainAuthToken
from rest_framework.request import Request
from rest_framework.response import Response

from zxdecks.api.base import ERRORS
from zxdecks.api.parsers import SafeJSONParser
from zxdecks.web.login_limits import login_success_record, login_wait_seconds, too_many_attempts_message


class TooManyLoginAttempts(exceptions.Throttled):
    """429 with Retry-After; the error handler turns it into the error object."""

    default_code = "too_many_login_attempts"


@extend_schema_view(
    post=extend_schema(
        responses={
            200: inline_serializer("AuthTokenAnswer", {"token": serializers.CharField()}),
            400: ERRORS[400],
            429: ERRORS[429],
        }
    )
)
class TokenApi(ObtainAuthToken):
    """Exchange a user name and password for the user's API token (400 for a wrong pair, 429 over the login limit)."""

    # ObtainAuthToken names DRF's own JSON parser; the safe one answers deep nesting with a 400.
    parser_classes = (parsers.FormParser, parsers.MultiPartParser, SafeJSONParser)

    def post(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        raw = request.data.get("username") if hasattr(request.data, "get") else None
        username = raw if isinstance(raw, str) else ""
        self._refuse_while_locked(username, request)
        try:
            response = super().post(request, *args, **kwargs)
        except exceptions.ValidationError:
            self._refuse_while_locked(username, request, after_attempt=True)  # refused by the limit?
            raise
        login_success_record(username=username, request=request)
        return response

    @staticmethod
    def _refuse_while_locked(username: str, request: Request, *, after_attempt: bool = False) -> None:
        wait = login_wait_seconds(username=username, request=request, after_attempt=after_attempt)
        if wait:
            message = too_many_attempts_message(wait)
            raise TooManyLoginAttempts(wait=wait, detail=message, code="too_many_login_attempts")
