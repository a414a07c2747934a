"""Per-endpoint rate limits with separate anonymous and signed-in rates; exceeding one answers 429 + Retry-After."""

from __future__ import annotations

import functools
from typing import Any

from django.conf import settings
from django.http import HttpRequest
from rest_framework.request import Request
from rest_framework.throttling import SimpleRateThrottle

from zxdecks.ratelimit import client_ip
from zxdecks.ratelimit_blocks import blocks


class ScopedThrottle(SimpleRateThrottle):
    """Rate per view scope (search, lookup, bulk, decks, validate), keyed by user id or client IP.

    Counts in fixed windows with atomic cache increments, each worker adding its hits in small blocks
    (zxdecks.ratelimit_blocks), so simultaneous requests (threads, workers or hosts sharing Redis) get at most the
    rate + workers × (API_RATE_BLOCK − 1) through; without a shared cache (CACHE_URL) each process counts alone.
    """

    scope_attr = "throttle_scope"

    def __init__(self) -> None:
        # The scope, and so the rate, depends on the view; DRF's __init__ parses "no rate yet" as (None, None).
        super().__init__()
        self.seconds_left: int | None = None

    def get_rate(self) -> str | None:
        return settings.API_RATES.get(self.scope or "")

    def allow_request(self, request: Request, view: Any) -> bool:
        scope = getattr(view, self.scope_attr, None)
        if not scope:
            return True
        user = request.user
        signed_in = bool(user and user.is_authenticated)
        self.seconds_left = over_rate(request._request, scope, signed_in=signed_in, user_pk=user.pk if user else None)
        return self.seconds_left is None

    def wait(self) -> float | None:
        return self.seconds_left


@functools.lru_cache(maxsize=64)
def parse_rate(rate: str) -> tuple[int, int]:
    """A rate such as "60/min" as (requests, seconds), as DRF reads it."""
    count, period = rate.split("/")
    return int(count), {"s": 1, "m": 60, "h": 3600, "d": 86400}[period[0]]


def over_rate(request: HttpRequest, scope: str, *, signed_in: bool, user_pk: Any = None) -> int | None:
    """Count one request against a scope's rate (signed-in players by user, anonymous callers by address); the
    seconds until the window ends when it is over the rate, else None. The API's throttle and pages that do the
    same work (the goldfish page's odds part) count under one key, so a client has one budget for both."""
    if not settings.API_THROTTLING:
        return None
    kind = "user" if signed_in else "anon"
    rate = settings.API_RATES.get(f"{scope}_{kind}")
    if rate is None:
        return None
    num_requests, duration = parse_rate(rate)
    ident = user_pk if signed_in else client_ip(request)
    # Counted in this worker in small blocks (zxdecks.ratelimit_blocks): at most the rate + workers × (block − 1).
    return blocks.hit(f"throttle_{scope}_{kind}_{ident}", num_requests, duration)
