"""RQ (Redis) glue: jobs of our tasks carry RQ's own retries and backoff, so a job whose worker died runs again."""

from __future__ import annotations

from typing import Any

from django.utils.module_loading import import_string
from django_rq.queues import DjangoRQ
from django_tasks_rq import RQBackend
from rq.job import Job, Retry


class RetryingRQBackend(RQBackend):
    """django-tasks-rq's backend; RQ retries failed and abandoned jobs (retry.background_task leaves it to RQ)."""

    retries_itself = True


class RetryingQueue(DjangoRQ):
    """A queue that gives each job of a `background_task` its retry policy as an RQ Retry: RQ then runs it again
    after the policy's delays when it raised, and when its worker died mid-job (StartedJobRegistry.cleanup)."""

    def create_job(self, func: Any, *args: Any, **kwargs: Any) -> Job:
        if kwargs.get("retry") is None and isinstance(func, str):
            policy = getattr(getattr(_task_or_none(func), "func", None), "retry_policy", None)
            if policy is not None and policy.attempts > 1:
                kwargs["retry"] = Retry(max=policy.attempts - 1, interval=policy.delays())
        return super().create_job(func, *args, **kwargs)


def _task_or_none(path: str) -> Any:
    try:
        return import_string(path)
    except ImportError:
        return None
