"""Tasks with retries and backoff: `background_task` makes one, `enqueue_on_commit` queues one after a commit."""

from __future__ import annotations

import datetime as dt
import functools
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar

from django.db import transaction
from django.utils import timezone
from django_tasks import task
from django_tasks.base import Task

P = ParamSpec("P")
T = TypeVar("T")
log = logging.getLogger("zxdecks.tasks")

# The keyword that carries the attempt number from one attempt to the next (shown with the arguments in the admin).
ATTEMPT = "_attempt"


@dataclass(frozen=True)
class RetryPolicy:
    """How often a task is tried and how long it waits between tries: backoff seconds, doubled after each."""

    attempts: int = 4
    backoff: int = 30

    def delay(self, failed_attempt: int) -> int:
        """Seconds between the failure of attempt n and attempt n + 1."""
        return int(self.backoff * 2 ** (failed_attempt - 1))

    def delays(self) -> list[int]:
        return [self.delay(n) for n in range(1, self.attempts)]


def background_task(
    *, attempts: int = 4, backoff: int = 30, priority: int = 0, queue_name: str = "default"
) -> Callable[[Callable[P, T]], Task[P, T]]:
    """Decorator: the function as a task of the configured backend that is tried `attempts` times in all, waiting
    backoff, 2×backoff, 4×backoff… seconds between tries. Each failure is logged with its reason and traceback and
    recorded as a failed result (the admin shows it); the last one says the task gave up.

    Every task must be idempotent: a retry, or a run again after its worker was killed, repeats it. On RQ a dead
    worker uses up an attempt (RQ retries the job), so give every task 2 attempts or more."""
    if attempts < 1 or backoff < 0:
        raise ValueError("attempts must be 1 or more and backoff 0 or more")
    policy = RetryPolicy(attempts, backoff)

    def decorate(func: Callable[P, T]) -> Task[P, T]:
        @functools.wraps(func)
        def attempt_once(*args: Any, **kwargs: Any) -> Any:
            attempt = int(kwargs.pop(ATTEMPT, 1))
            try:
                return func(*args, **kwargs)
            except Exception as exc:
                _after_failure(the_task, policy, attempt, args, kwargs, exc)
                raise

        attempt_once.retry_policy = policy  # type: ignore[attr-defined]  # read by zxdecks.tasks.rq
        the_task: Task[P, T] = task(priority=priority, queue_name=queue_name)(attempt_once)
        return the_task

    return decorate


def _after_failure(
    the_task: Task[Any, Any], policy: RetryPolicy, attempt: int, args: Any, kwargs: dict[str, Any], exc: Exception
) -> None:
    """Log why the attempt failed and queue the next one after its delay (unless the backend retries by itself)."""
    reason = f"{type(exc).__name__}: {exc}"
    name = the_task.module_path
    backend = the_task.get_backend()
    if attempt >= policy.attempts:
        log.error(
            "task %s failed on attempt %d of %d, giving up: %s", name, attempt, policy.attempts, reason, exc_info=exc
        )
        return
    if getattr(backend, "retries_itself", False):
        # RQ keeps the count and the delays itself (zxdecks.tasks.rq), also for a job whose worker died.
        log.warning(
            "task %s failed: %s; RQ tries it again (%d attempts in all)", name, reason, policy.attempts, exc_info=exc
        )
        return
    delay = policy.delay(attempt)
    retry = the_task
    if backend.supports_defer and delay:
        retry = the_task.using(run_after=timezone.now() + dt.timedelta(seconds=delay))
    else:
        delay = 0  # a backend that cannot wait (immediate://) tries again at once
    log.warning(
        "task %s failed on attempt %d of %d: %s; attempt %d in %d s",
        name,
        attempt,
        policy.attempts,
        reason,
        attempt + 1,
        delay,
        exc_info=exc,
    )
    retry.enqueue(*args, **kwargs, **{ATTEMPT: attempt + 1})


def enqueue_on_commit(the_task: Task[P, Any], *args: P.args, **kwargs: P.kwargs) -> None:
    """Queue the task once the current transaction commits (at once outside one): a worker then sees the rows the
    request wrote, and a rolled-back request queues nothing. A queue that cannot be reached is logged, never turned
    into an error of the request that already committed."""
    transaction.on_commit(functools.partial(the_task.enqueue, *args, **kwargs), robust=True)
