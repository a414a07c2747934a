"""gunicorn settings for production and `make serve-prod` (gunicorn -c gunicorn.conf.py zxdecks.wsgi); see docs/deploy.md."""

import multiprocessing
import os
import time


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
# Replacing each worker after a thousand-odd requests bounds slow memory growth. A new worker takes seconds to
# start (imports, warm-up) and accepts nothing meanwhile, so workers recycle one at a time (pre_request below), and
# the first workers' limits are staggered so that they rarely have to wait for each other.
max_requests = _int("GUNICORN_MAX_REQUESTS", 1000)
max_requests_jitter = max_requests // 10
accesslog = "-"

# The recycle token, shared by every worker of this master (made before the first fork): 0.0 when free, else when
# (time.monotonic(), the same clock in every process) a worker took it to exit. The worker that starts next hands it
# back once it is warmed up and accepting. A token older than RECYCLE_TOKEN_TTL is free again (its replacement never
# came up: gunicorn stops on a boot failure, and the token must not stop recycling for good).
RECYCLE_TOKEN_TTL = 120.0
_recycle_token = multiprocessing.Value("d", 0.0)


def _take_recycle_token() -> bool:
    with _recycle_token.get_lock():
        now = time.monotonic()
        if _recycle_token.value and now - _recycle_token.value < RECYCLE_TOKEN_TTL:
            return False
        _recycle_token.value = now
        return True


def _release_recycle_token() -> None:
    with _recycle_token.get_lock():
        _recycle_token.value = 0.0


def post_fork(server: object, worker: object) -> None:
    """Note when the worker was forked, and stagger the first workers' request limits across one limit's length."""
    worker.forked_at = time.monotonic()  # type: ignore[attr-defined]
    age = getattr(worker, "age", 0)
    count = max(getattr(getattr(server, "cfg", None), "workers", workers), 1)
    if max_requests > 0 and 1 < age <= count:  # the first generation: worker k of n waits (k-1)/n of a limit longer
        worker.max_requests += (age - 1) * max_requests // count  # type: ignore[attr-defined]


def pre_request(worker: object, req: object) -> None:
    """Let a worker at its request limit exit only while no other worker is starting; else it serves on."""
    nr, limit = getattr(worker, "nr", 0), getattr(worker, "max_requests", 0)
    if max_requests > 0 and nr + 1 >= limit and not _take_recycle_token():
        worker.max_requests = nr + 2  # type: ignore[attr-defined]  # asks again at its next request


def post_worker_init(worker: object) -> None:
    """Warm each new worker (database connection, card cache, API view) before it takes its first request."""
    from zxdecks.startup import warm_worker

    start = time.perf_counter()
    warm_worker()
    _release_recycle_token()  # this worker accepts from now on: another may recycle
    log = getattr(worker, "log", None)
    if log is not None:
        log.info("worker warmed up in %.0f ms", (time.perf_counter() - start) * 1000)
        forked = getattr(worker, "forked_at", None)
        if forked is not None:
            log.info("worker ready %.0f ms after its fork", (time.monotonic() - forked) * 1000)
