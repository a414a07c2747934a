"""Batch jobs (imports, the bulk file) run below the web workers' CPU priority on a host they share."""

from __future__ import annotations

import os

from django.conf import settings


def yield_cpu_to_requests() -> None:
    """Lower this process's CPU priority to IMPORT_NICENESS (never raise it): web workers on the same host come first."""
    wanted = settings.IMPORT_NICENESS
    if wanted and hasattr(os, "setpriority"):
        current = os.getpriority(os.PRIO_PROCESS, 0)
        if current < wanted:
            os.setpriority(os.PRIO_PROCESS, 0, wanted)
