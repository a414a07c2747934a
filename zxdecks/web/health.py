"""Health of the parts a request needs: the database and the cache."""

from __future__ import annotations

import logging
import uuid
from typing import Any

from django.core.cache import cache
from django.db import connection

logger = logging.getLogger(__name__)


def _database_ok() -> bool:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            return bool(cursor.fetchone() == (1,))
    except Exception:
        logger.exception("health check: the database is not answering")
        return False


def _cache_ok() -> bool:
    key = f"healthz:{uuid.uuid4().hex}"
    try:
        cache.set(key, "ok", 10)
        answer = cache.get(key)
        cache.delete(key)
    except Exception:
        logger.exception("health check: the cache is not answering")
        return False
    return bool(answer == "ok")


def health_report() -> tuple[int, dict[str, Any]]:
    """Check the database and the cache: (200 or 503, {"status", "checks": {part: ok|error}, "failing": [part]})."""
    checks = {"database": "ok" if _database_ok() else "error", "cache": "ok" if _cache_ok() else "error"}
    failing = [part for part, state in checks.items() if state != "ok"]
    body = {"status": "error" if failing else "ok", "checks": checks, "failing": failing}
    return (503 if failing else 200), body
