"""gunicorn settings for production and `make serve-prod` (gunicorn -c gunicorn.conf.py zxdecks.wsgi); see docs/deploy.md."""

import os


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return int(raw)
    except ValueError:
        raise SystemExit(f"gunicorn.conf.py: {name}={raw!r} is not an integer.") from None


bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
workers = _int("WEB_CONCURRENCY", 2)
# A sync worker busy longer than this is killed and replaced (its client gets a 502 from the proxy), so one stuck
# request cannot hold a worker for good. It sits above the database statement timeout (DB_STATEMENT_TIMEOUT_MS,
# 5 s by default), which ends slow queries first with a clean 503, and below the proxy's read timeout.
timeout = _int("GUNICORN_TIMEOUT", 30)
graceful_timeout = _int("GUNICORN_GRACEFUL_TIMEOUT", 30)
keepalive = 5
# Replacing each worker after a thousand-odd requests bounds slow memory growth; the jitter staggers restarts.
max_requests = _int("GUNICORN_MAX_REQUESTS", 1000)
max_requests_jitter = 100
accesslog = "-"


def post_worker_init(worker: object) -> None:
    """Warm each new worker (database connection, card cache, API view) before it takes its first request."""
    import time

    from zxdecks.startup import warm_worker

    start = time.perf_counter()
    warm_worker()
    log = getattr(worker, "log", None)
    if log is not None:
        log.info("worker warmed up in %.0f ms", (time.perf_counter() - start) * 1000)
