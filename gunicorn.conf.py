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
# start (imports, warm-up) and accepts nothing meanwhile, so workers recycle one at a time (_may_leave below), and
# the first workers' limits are staggered so that they rarely have to wait for each other.
max_requests = _int("GUNICORN_MAX_REQUESTS", 1000)
max_requests_jitter = max_requests // 10
accesslog = "-"

# What each worker is doing, one slot per worker in memory every process of this master shares (made before the first
# fork): the master marks a slot STARTING when it forks a worker and frees it when the worker has exited; the worker
# marks it READY once warmed up (accepting), and LEAVING when it exits at its request limit. A worker may leave only
# while no other is starting or leaving and another is ready: workers recycle one at a time, and one always accepts.
FREE, STARTING, READY, LEAVING = 0, 1, 2, 3
_slots = multiprocessing.Array("b", 256)


def pre_fork(server: object, worker: object) -> None:
    """Give the worker about to be forked a free slot, marked STARTING (in the master)."""
    with _slots.get_lock():
        states = _slots[:]
        if FREE not in states:  # more workers than slots: this one recycles as gunicorn alone would
            return
        slot = states.index(FREE)
        _slots[slot] = STARTING
    worker.recycle_slots, worker.recycle_slot = _slots, slot  # type: ignore[attr-defined]


def child_exit(server: object, worker: object) -> None:
    """Free the slot of a worker that has exited, whatever the reason (in the master)."""
    slots, slot = getattr(worker, "recycle_slots", None), getattr(worker, "recycle_slot", None)
    if slots is not None and slot is not None:
        with slots.get_lock():
            slots[slot] = FREE


def _mark(worker: object, state: int) -> None:
    slots, slot = getattr(worker, "recycle_slots", None), getattr(worker, "recycle_slot", None)
    if slots is not None and slot is not None:
        with slots.get_lock():
            slots[slot] = state


def _may_leave(worker: object) -> bool:
    """Whether the worker may exit now: no other worker starting or leaving, another ready. If so it is LEAVING.

    A lone worker (workers = 1) always may: no other could accept while it restarts, and it must still recycle."""
    slots, own = getattr(worker, "recycle_slots", None), getattr(worker, "recycle_slot", None)
    if slots is None or own is None:
        return True
    alone = getattr(getattr(worker, "cfg", None), "workers", workers) <= 1
    with slots.get_lock():
        others = [state for i, state in enumerate(slots[:]) if i != own and state != FREE]
        if not alone and (STARTING in others or LEAVING in others or READY not in others):
            return False
        slots[own] = LEAVING
        return True


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
    if max_requests > 0 and nr + 1 >= limit and not _may_leave(worker):
        worker.max_requests = nr + 2  # type: ignore[attr-defined]  # asks again at its next request


def post_worker_init(worker: object) -> None:
    """Warm each new worker (database connection, card cache, API view) before it takes its first request."""
    from zxdecks.startup import warm_worker

    start = time.perf_counter()
    warm_worker()
    _mark(worker, READY)  # this worker accepts from now on: another may recycle
    log = getattr(worker, "log", None)
    if log is not None:
        log.info("worker warmed up in %.0f ms", (time.perf_counter() - start) * 1000)
        forked = getattr(worker, "forked_at", None)
        if forked is not None:
            log.info("worker ready %.0f ms after its fork", (time.monotonic() - forked) * 1000)
