"""A worker's rate-limit hits counted in the worker and sent to the shared counter in small blocks (issue 33.8).

Counting every hit in Redis costs each rate-limited request a round trip: on a loaded machine a wait for the Redis
process to be scheduled, and what a card lookup cost above a trivial GET. Here a worker (process) keeps, per client
key and window, the shared count it last read (`known`) and the hits it let through since (`pending`), and asks
the shared counter only when those could take the client past its rate:

- a hit is let through without a round trip while `pending` stays below the block (API_RATE_BLOCK, B) and
  `known + pending` within the rate;
- otherwise the worker adds its pending hits with this one to the shared counter in one atomic call, reads the
  total, and lets the hit through only if the total is within the rate; a worker that has read a total at or above
  the rate refuses the client's further hits in the window without asking again.

The bound: in a window a client gets at most **rate + W × (B − 1)** requests through, W the worker processes that
served it in the window (a worker that recycles and its successor count as two). Proof: a hit let through after a
round trip is within the rate by the total it read; the counter's first `rate` units are distinct hits, so at most
`rate` such hits and locally allowed ones flushed below the rate. A worker's hits land above the rate only in its
last block (after a total above the rate it lets nothing through), and that block holds at most B − 1 hits it let
through, as do the pending hits it never sent: B − 1 a worker. With 2 workers and B = 4, a client limited to 60 a
minute gets at most 66. B = 1 is the exact count of every hit (one round trip each).

The table is bounded (API_RATE_LOCAL_KEYS): entries of ended windows are dropped; while it is full a new key is
counted hit by hit in the shared counter, as with B = 1. One lock per process (the round trip is made under it):
gunicorn's sync workers serve one request at a time, and with threads the per-worker bound still holds.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from django.conf import settings

from zxdecks.ratelimit import _window, _window_add

SWEEP_SECONDS = 10.0


@dataclass(slots=True)
class _Share:
    known: int  # the shared counter's total the last round trip read
    pending: int  # hits let through since then, not yet in the shared counter
    ends: float  # when the window ends (the entry is dropped after it)


class LocalBlocks:
    """One process's table of shares (module-level `blocks`); `hit` is the throttle's count of one request."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._shares: dict[str, _Share] = {}
        self._next_sweep = 0.0

    def reset(self) -> None:
        """Forget every share (tests; the shared counters are cleared with the cache)."""
        with self._lock:
            self._shares.clear()

    def __len__(self) -> int:
        return len(self._shares)

    def hit(self, key: str, limit: int, window_seconds: int, *, now: float | None = None) -> int | None:
        """Count one request of key against limit a window: None when it may go through, else the seconds until the
        window ends (a 429's Retry-After)."""
        current = time.time() if now is None else now
        index, seconds_left = _window(window_seconds, current)
        full_key = f"rl:{key}:{index}"
        block: int = settings.API_RATE_BLOCK
        timeout = window_seconds + 1
        with self._lock:
            share = self._shares.get(full_key)
            if share is None:
                if len(self._shares) >= settings.API_RATE_LOCAL_KEYS:
                    self._sweep(current)
                if len(self._shares) >= settings.API_RATE_LOCAL_KEYS:  # full: this key is counted hit by hit
                    return None if _window_add(full_key, 1, timeout) <= limit else seconds_left
                share = _Share(known=0, pending=0, ends=(index + 1) * window_seconds)
                self._shares[full_key] = share
            elif current >= self._next_sweep:
                self._sweep(current)
            if share.known >= limit:  # the shared total already read at the rate: refused without asking
                return seconds_left
            pending = share.pending + 1
            if pending < block and share.known + pending <= limit:
                share.pending = pending
                return None
            share.known = _window_add(full_key, pending, timeout)
            share.pending = 0
            return None if share.known <= limit else seconds_left

    def _sweep(self, now: float) -> None:
        """Drop the shares of ended windows (their pending hits no longer count against anything)."""
        self._next_sweep = now + SWEEP_SECONDS
        ended = [k for k, share in self._shares.items() if share.ends <= now]
        for k in ended:
            del self._shares[k]


blocks = LocalBlocks()
