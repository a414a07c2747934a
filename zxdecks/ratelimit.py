"""Fixed-window counters on the shared cache with atomic increments, and the client behind trusted proxies."""

from __future__ import annotations

import contextlib
import functools
import ipaddress
import re
import time
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.cache import cache, caches
from django.core.cache.backends.redis import RedisCache
from django.http import HttpRequest


@dataclass(frozen=True)
class WindowCount:
    """How many hits a key has in the current window and how long until the window ends."""

    count: int
    seconds_left: int


def _window(window_seconds: int, now: float | None) -> tuple[int, int]:
    current = time.time() if now is None else now
    index = int(current // window_seconds)
    seconds_left = max(1, int((index + 1) * window_seconds - current + 0.999))
    return index, seconds_left


def window_hit(key: str, window_seconds: int, *, now: float | None = None) -> WindowCount:
    """Count one hit on key in the current fixed window; atomic, so no hit is ever lost."""
    index, seconds_left = _window(window_seconds, now)
    count = _window_add(f"rl:{key}:{index}", 1, window_seconds + 1)
    return WindowCount(count=count, seconds_left=seconds_left)


def _window_add(full_key: str, hits: int, timeout: int) -> int:
    """Add hits to a window's counter (atomic on every backend); the counter's new value."""
    count = _redis_hit(full_key, timeout, hits)
    if count is None:
        # add() creates the counter only if absent; incr() is atomic on every backend the site supports.
        # Reading, adding one and writing back would let simultaneous requests all see the same count.
        cache.add(full_key, 0, timeout)
        try:
            count = cache.incr(full_key, hits)
        except ValueError:  # expired between add and incr: these hits start the counter
            cache.add(full_key, hits, timeout)
            count = hits
    return count


# One hit: the counter and its expiry are set together, so a counter can never outlive its window.
_HIT_SCRIPT = (
    "local c = redis.call('INCRBY', KEYS[1], ARGV[2]) "
    "if c == tonumber(ARGV[2]) then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return c"
)


def _redis_hit(full_key: str, timeout: int, hits: int = 1) -> int | None:
    """On Redis, hits added in one round trip (None on any other cache): a script that counts and, on the window's
    first hit, sets the expiry. Through Django's cache, add + incr cost three round trips (SET NX, then EXISTS and
    INCRBY), each a wait for the Redis process: on a loaded machine most of what a rate-limited lookup cost above
    a trivial GET (issue 33, point 8). The value stays the plain integer the cache's get, decr and delete read
    (Django's Redis serializer stores ints as they are)."""
    found = hit_script(full_key)
    if found is None:
        return None
    script, key = found
    # EVALSHA; after a Redis restart (NOSCRIPT) redis-py loads the script again and retries.
    return int(script(keys=[key], args=[timeout, hits]))


def hit_script(full_key: str) -> tuple[Any, str] | None:
    """On Redis, the registered hit script (a redis-py Script) and the cache's key for full_key; None elsewhere."""
    backend = caches["default"]
    if not isinstance(backend, RedisCache):
        return None
    key = backend.make_and_validate_key(full_key)
    script = getattr(backend, "_ratelimit_hit", None)
    if script is None:  # one client and script per backend (Django's get_client builds a client per call)
        script = backend._cache.get_client(key, write=True).register_script(_HIT_SCRIPT)
        backend._ratelimit_hit = script  # type: ignore[attr-defined]
    return script, key


def window_peek(key: str, window_seconds: int, *, now: float | None = None) -> WindowCount:
    """Return the current window's count for key without counting a hit."""
    index, seconds_left = _window(window_seconds, now)
    count = cache.get(f"rl:{key}:{index}", 0)
    return WindowCount(count=int(count), seconds_left=seconds_left)


def window_take_back(key: str, window_seconds: int, *, now: float | None = None) -> None:
    """Undo one hit on key in the current window (atomic decrement; nothing when the window has no count)."""
    index, _ = _window(window_seconds, now)
    with contextlib.suppress(ValueError):
        cache.decr(f"rl:{key}:{index}")


def window_clear(key: str, window_seconds: int, *, now: float | None = None) -> None:
    """Forget the current window's count for key."""
    index, _ = _window(window_seconds, now)
    cache.delete(f"rl:{key}:{index}")


# An IPv6 client is given a /64 (RFC 6177 and every ISP's practice): counted by address, it would pick a new one from
# its 2^64 for every request. Text that is no address (a proxy's "unknown") is counted as written, cut to this length.
IPV6_PREFIX = 64
MAX_RAW = 64


# An IPv4 address as ipaddress writes it (decimal octets 0-255, no leading zero): it is its own key, without the
# parse (~10 µs; a client new to the worker pays it, and behind a proxy most are new to it at first).
_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
_CANONICAL_V4 = re.compile(rf"{_OCTET}(?:\.{_OCTET}){{3}}")


@functools.lru_cache(maxsize=4096)  # a pure function of the text; ipaddress parsing costs ~10 µs a request
def client_key(address: str) -> str:
    """The client an address counts as: one IPv4 address however written (spaces, port, IPv4-mapped IPv6), or the
    IPv6 /64 the address is in (any spelling: case, zeros, brackets, port, zone)."""
    text = address.strip()
    if text.startswith("["):  # [v6] or [v6]:port
        text = text[1 : text.find("]")] if "]" in text else text[1:]
    elif text.count(":") == 1:  # v4:port
        text = text.split(":", 1)[0]
    text = text.split("%", 1)[0]  # fe80::1%eth0: the zone names the proxy's interface, not the client
    if _CANONICAL_V4.fullmatch(text):
        return text
    try:
        parsed = ipaddress.ip_address(text)
    except ValueError:
        return address.strip()[:MAX_RAW]
    if isinstance(parsed, ipaddress.IPv6Address):
        if parsed.ipv4_mapped is not None:
            return str(parsed.ipv4_mapped)
        return str(ipaddress.IPv6Network((parsed, IPV6_PREFIX), strict=False))
    return str(parsed)


def client_ip(request: HttpRequest) -> str:
    """The client as every limit counts it (client_key): from REMOTE_ADDR, or from the address NUM_PROXIES trusted
    proxies put in X-Forwarded-For.

    Each trusted proxy appends the address it received the request from, so with N proxies the client is the N-th
    entry from the right; anything further left was written by the client and is not trusted.
    """
    remote_addr = str(request.META.get("REMOTE_ADDR") or "")
    num_proxies: int = settings.NUM_PROXIES
    if num_proxies <= 0:
        return client_key(remote_addr)
    forwarded = str(request.META.get("HTTP_X_FORWARDED_FOR") or "")
    addrs = [a.strip() for a in forwarded.split(",") if a.strip()]
    if not addrs:
        return client_key(remote_addr)
    return client_key(addrs[-min(num_proxies, len(addrs))])
