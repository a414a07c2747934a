"""The metagame's background task: computed by a worker, never in a request, at most once an interval."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.utils import timezone
from django_tasks import default_task_backend

from cards.batch import yield_cpu_to_requests
from zxdecks.meta.services import metagame_refresh
from zxdecks.tasks.retry import background_task, enqueue_on_commit

QUEUED_KEY = "meta:refresh-queued"


@background_task(attempts=3, backoff=60)
def refresh_metagame() -> str:
    """Compute and store the metagame (idempotent: an unchanged community stores nothing new); its digest."""
    yield_cpu_to_requests()
    return metagame_refresh().digest


def refresh_soon(**kwargs: Any) -> None:
    """Signal receiver (a deck, a deck version or an event saved): queue one refresh METAGAME_REFRESH_SECONDS from
    now, unless one is queued already — a busy site recomputes once an interval, not once a save. A backend that
    cannot wait (immediate://, the tests) queues nothing here: run `manage.py refresh_metagame` instead."""
    if kwargs.get("raw") or not default_task_backend.supports_defer:
        return
    delay = int(settings.METAGAME_REFRESH_SECONDS)
    if not cache.add(QUEUED_KEY, 1, delay):
        return
    when = timezone.now() + dt.timedelta(seconds=delay)
    enqueue_on_commit(refresh_metagame.using(run_after=when))
