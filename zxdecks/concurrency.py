"""Concurrency slots on the shared cache: at most N holders of a named slot at once, across workers and hosts."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager

from django.core.cache import cache


@contextmanager
def slot(name: str, limit: int, ttl: int) -> Iterator[bool]:
    """Hold one of `limit` slots called name while the block runs; yield False at once when all are taken.

    A slot is a cache key taken with add() (SET NX on Redis), so two workers never hold the same one; it expires
    after ttl seconds, so a worker killed while holding it (the worker timeout) cannot keep it. Without a shared
    cache (CACHE_URL) each process counts its own slots.
    """
    for index in range(limit):
        key, token = f"slot:{name}:{index}", secrets.token_hex(8)
        if cache.add(key, token, ttl):
            try:
                yield True
            finally:
                if cache.get(key) == token:  # still ours (not expired and taken by another holder)
                    cache.delete(key)
            return
    yield False
