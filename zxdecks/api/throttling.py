"""Per-endpoint rate limits with separate anonymous and signed-in rates; exceeding one answers 429 + Retry-After."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from rest_framework.request import Request
from rest_framework.throttling import SimpleRateThrottle

from zxdecks.ratelimit import client_ip, window_hit


class ScopedThrottle(SimpleRateThrottle):
    """Rate per view scope (search, lookup, bulk, decks, validate), keyed by user id or client IP.

    Counts in fixed windows with atomic cache increments, so simultaneous requests (threads, workers or hosts
    sharing Redis) cannot get past the limit; without a shared cache (CACHE_URL) each process counts alone.
    """

    scope_attr = "throttle_scope"

    def __init__(self) -> None:
        # The scope, and so the rate, depends on the view; DRF's __init__ parses "no rate yet" as (None, None).
        super().__init__()
        self.seconds_left: int | None = None

    def get_rate(self) -> str | None:
        return settings.API_RATES.get(self.scope or "")

    def allow_request(self, request: Request, view: Any) -> bool:
        if not settings.API_THROTTLING:
            return True
        scope = getattr(view, self.scope_attr, None)
        if not scope:
            return True
        self.scope = f"{scope}_{'user' if request.user and request.user.is_authenticated else 'anon'}"
        self.rate = self.get_rate()
        if self.rate is None:
            return True
        num_requests, duration = self.parse_rate(self.rate)
        self.num_requests, self.duration = num_requests, duration
        hit = window_hit(self.get_cache_key(request, view), duration or 1)
        if hit.count <= (num_requests or 0):
            return True
        self.seconds_left = hit.seconds_left
        return False

    def wait(self) -> float | None:
        return self.seconds_left

    def get_ident(self, request: Request) -> str:
        return client_ip(request._request)

    def get_cache_key(self, request: Request, view: Any) -> str:
        ident = request.user.pk if request.user and request.user.is_authenticated else self.get_ident(request)
        return f"throttle_{self.scope}_{ident}"
