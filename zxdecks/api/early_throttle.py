"""An anonymous API request's rate-limit hit sent to Redis as the request arrives, its answer read by the throttle.

A hit is one Redis round trip (zxdecks.ratelimit): on a busy machine a wait for the Redis process to be scheduled,
and what a card lookup cost above a trivial GET (issue 33, point 8). Sent before the session, locale, CSRF and
authentication middleware and DRF's own setup run, its answer is there by the time ScopedThrottle asks for it: the
wait overlaps work the request does anyway. Nothing else changes: the throttle still decides before the view runs,
with the same count under the same key; a request that never reaches the throttle (refused by a middleware) has
its hit taken back, and one that turns out signed in counts under its user as before.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase
from django.urls import Resolver404, resolve
from redis.exceptions import NoScriptError

from zxdecks.ratelimit import WindowCount, _window, client_ip, hit_script, window_take_back

API_PREFIX = "/api/"


class PendingHit:
    """One hit sent on a connection of its own; `take` reads the count once, `close` ends it either way."""

    def __init__(self, key: str, window_seconds: int) -> None:
        self.key, self.window_seconds = key, window_seconds
        self.now = time.time()
        index, self.seconds_left = _window(window_seconds, self.now)
        self.full_key = f"rl:{key}:{index}"
        self.count: int | None = None
        self.used = False
        self.script: Any = None
        self.connection: Any = None

    def send(self) -> bool:
        """Send the hit (EVALSHA) without waiting for its answer; False (nothing sent) off Redis or on any error."""
        found = hit_script(self.full_key)
        if found is None:
            return False
        self.script, self.redis_key = found
        pool = self.script.registered_client.connection_pool
        connection = pool.get_connection()
        try:
            connection.send_command("EVALSHA", self.script.sha, 1, self.redis_key, self.window_seconds + 1)
        except Exception:  # the throttle then counts the usual way
            connection.disconnect()
            pool.release(connection)
            return False
        self.connection = connection
        return True

    def _answer(self) -> None:
        """Read the answer (once) and give the connection back."""
        connection, self.connection = self.connection, None
        if connection is None:
            return
        pool = self.script.registered_client.connection_pool
        try:
            self.count = int(connection.read_response())
        except NoScriptError:  # Redis restarted and forgot the script: nothing was counted; count it the usual way
            pool.release(connection)
            self.count = int(self.script(keys=[self.redis_key], args=[self.window_seconds + 1]))
            return
        except Exception:
            connection.disconnect()
            pool.release(connection)
            raise
        pool.release(connection)

    def take(self, key: str) -> WindowCount | None:
        """The count of this hit when the throttle counts the same key (once); None: count the usual way."""
        if self.used or key != self.key:
            return None
        try:
            self._answer()
        except Exception:  # the connection is dropped; the throttle counts the usual way
            return None
        if self.count is None:
            return None
        self.used = True
        return WindowCount(count=self.count, seconds_left=self.seconds_left)

    def close(self) -> None:
        """End the hit: its answer read, and the hit taken back if no throttle counted it."""
        try:
            self._answer()
        except Exception:  # the response is made; a lost answer must not turn it into an error
            return
        if self.count is not None and not self.used:
            window_take_back(self.key, self.window_seconds, now=self.now)


def early_hit(request: HttpRequest) -> PendingHit | None:
    """Send the hit ScopedThrottle will count for an API request without credentials (so counted by its address),
    or None: not the API, a signed-in or maybe signed-in caller, a view with no rate, throttling off, not Redis."""
    if not settings.API_THROTTLING or not request.path_info.startswith(API_PREFIX):
        return None
    if "HTTP_AUTHORIZATION" in request.META or settings.SESSION_COOKIE_NAME in request.COOKIES:
        return None
    scope = _scope_of(request.path_info, getattr(request, "urlconf", None))
    rate = settings.API_RATES.get(f"{scope}_anon") if scope else None
    if rate is None:
        return None
    from zxdecks.api.throttling import parse_rate

    pending = PendingHit(f"throttle_{scope}_anon_{client_ip(request)}", parse_rate(rate)[1])
    return pending if pending.send() else None


@functools.lru_cache(maxsize=4096)
def _scope_of(path: str, urlconf: str | None) -> str | None:
    """The rate-limit scope of the API view at a path (None: no view, or one not rate-limited), remembered by path so
    that a request pays no second URL resolution (the floor, /api/v1/ping/, has no scope)."""
    from zxdecks.api.throttling import ScopedThrottle

    try:
        match = resolve(path, urlconf)
    except Resolver404:
        return None
    view = getattr(match.func, "view_class", None)
    scope = getattr(view, ScopedThrottle.scope_attr, None)
    if not scope or ScopedThrottle not in getattr(view, "throttle_classes", ()):
        return None
    return str(scope)


class EarlyThrottleMiddleware:
    """Sends an anonymous API request's hit as it arrives (early_hit) and ends it after the response."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        pending = early_hit(request)
        if pending is None:
            return self.get_response(request)
        request.early_throttle = pending  # type: ignore[attr-defined]
        try:
            return self.get_response(request)
        finally:
            pending.close()
