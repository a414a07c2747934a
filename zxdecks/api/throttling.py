"""Per-endpoint rate limits with separate anonymous and signed-in rates; exceeding one answers 429 + Retry-After."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from rest_framework.request import Request
from rest_framework.throttling import SimpleRateThrottle


class ScopedThrottle(SimpleRateThrottle):
    """Rate per view scope (search, lookup, bulk, decks, validate), keyed by user id or client IP."""

    scope_attr = "throttle_scope"

    def allow_request(self, request: Request, view: Any) -> bool:
        if not settings.API_THROTTLING:
            return True
        scope = getattr(view, self.scope_attr, None)
        if not scope:
            return True
        self.scope = f"{scope}_{'user' if request.user and request.user.is_authenticated else 'anon'}"
        self.rate = self.get_rate()
        self.num_requests, self.duration = self.parse_rate(self.rate)
        return super().allow_request(request, view)

    def get_rate(self) -> str | None:
        return settings.API_RATES.get(self.scope or "")

    def __init__(self) -> None:  # the rate depends on the view, so it is chosen in allow_request
        pass

    def get_cache_key(self, request: Request, view: Any) -> str:
        ident = request.user.pk if request.user and request.user.is_authenticated else self.get_ident(request)
        return f"throttle_{self.scope}_{ident}"
