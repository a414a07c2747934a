"""Count what the load left in the database: registrations, distinct players, statuses, submissions."""

from __future__ import annotations

import json
import os
import sys

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
django.setup()

from zxdecks.events.models import Registration, Submission  # noqa: E402


def main() -> None:
    event = int(sys.argv[1])
    regs = Registration.objects.filter(event_id=event)
    print(
        json.dumps(
            {
                "registrations": regs.count(),
                "players": regs.values("player").distinct().count(),
                "registered": regs.filter(status="registered").count(),
                "waitlisted": regs.filter(status="waitlisted").count(),
                "submissions": Submission.objects.filter(registration__event_id=event).count(),
            }
        )
    )


if __name__ == "__main__":
    main()
