"""TASKS_URL: which task backend runs background work, as Django settings (read by zxdecks/settings.py)."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ImproperlyConfigured

IMMEDIATE = "django_tasks.backends.immediate.ImmediateBackend"
DATABASE = "django_tasks_db.DatabaseBackend"
RQ = "zxdecks.tasks.rq.RetryingRQBackend"


def tasks_settings(url: str, *, job_timeout: int) -> dict[str, Any]:
    """TASKS (and RQ_QUEUES for Redis) from one URL: database:// (the default: a table in the site's database,
    run by `manage.py tasks_worker`), redis://host:port/db or rediss:// (RQ: N workers on N machines), or
    immediate:// (each task runs inside the call that enqueues it: tests, and a site that wants no worker)."""
    scheme = url.split("://", 1)[0] if "://" in url else ""
    if scheme == "database" and url in ("database://", "database:///"):
        return {"TASKS": {"default": {"BACKEND": DATABASE}}, "RQ_QUEUES": {}}
    if scheme == "immediate" and url in ("immediate://", "immediate:///"):
        return {"TASKS": {"default": {"BACKEND": IMMEDIATE}}, "RQ_QUEUES": {}}
    if scheme in ("redis", "rediss") and len(url) > len(scheme) + 3:
        queue = {"URL": url, "DEFAULT_TIMEOUT": job_timeout, "QUEUE_CLASS": "zxdecks.tasks.rq.RetryingQueue"}
        return {"TASKS": {"default": {"BACKEND": RQ, "QUEUES": ["default"]}}, "RQ_QUEUES": {"default": queue}}
    shown = url.split("@")[-1]  # never echo a password
    raise ImproperlyConfigured(
        f"TASKS_URL={shown!r} is not a task backend; use database:// (the default), redis://host:port/db "
        "(or rediss://) for RQ, or immediate:// to run tasks inside the request."
    )
