"""Batch jobs (imports, the bulk file) run below the web workers' CPU priority on a host they share."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from django.conf import settings

# Linux groups processes for CPU sharing by session (autogroup): a nice value only orders processes of one group.
AUTOGROUP = Path("/proc/self/autogroup")

# manage.py commands that are batch jobs: they yield the CPU before Django starts (yield_before_setup).
BATCH_COMMANDS = frozenset({"import_cards", "build_bulk_file", "tasks_worker"})


def yield_before_setup(argv: Sequence[str]) -> None:
    """For a batch command (manage.py import_cards …), lower the priority before Django starts, not in handle().

    Starting Python and Django and loading the apps is most of a second of CPU (0.7 s of a one-card import's 3.1 s
    at 8.6k cards, profiled): at the priority the command was started with, every import took it from the web
    workers. Only the settings are read here."""
    if len(argv) > 1 and argv[1] in BATCH_COMMANDS:
        yield_cpu_to_requests()


def yield_cpu_to_requests() -> None:
    """Lower this process's CPU priority to IMPORT_NICENESS (never raise it): web workers on the same host come first.

    A process that leads its own session (`setsid`, a systemd unit) also lowers its session's scheduling group:
    otherwise its nice value counts only within that session, and an import started in its own session took as
    much CPU from the web workers as one at nice 0 (lookups during it: p99 6.7x warm; 3.3-3.5x with the group
    lowered)."""
    wanted = settings.IMPORT_NICENESS
    if wanted and hasattr(os, "setpriority"):
        current = os.getpriority(os.PRIO_PROCESS, 0)
        if current < wanted:
            os.setpriority(os.PRIO_PROCESS, 0, wanted)
    # Only a session's leader changes the group: a shell's or gunicorn's session holds other processes too.
    if wanted and hasattr(os, "getsid") and os.getsid(0) == os.getpid():
        try:
            group = AUTOGROUP.read_text().split()  # "/autogroup-85 nice 0"
            if int(group[-1]) < wanted:
                AUTOGROUP.write_text(f"{wanted}\n")
        except (OSError, ValueError, IndexError):
            pass  # no autogroup (not Linux, or a kernel without it): the nice value above is what there is
