"""Setup for bench_events: migrate, demo cards, an open event and N players with API tokens (printed as JSON)."""

from __future__ import annotations

import datetime as dt
import io
import json
import os
import sys

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
django.setup()

from django.contrib.auth.models import User  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.utils import timezone  # noqa: E402
from rest_framework.authtoken.models import Token  # noqa: E402

from zxdecks.events.services import event_create  # noqa: E402


def main() -> None:
    players = int(sys.argv[1])
    call_command("migrate", verbosity=0)
    call_command("load_demo", stdout=io.StringIO())
    organizer = User.objects.create_user("bench-organizer")
    now = timezone.now()
    event = event_create(
        organizer=organizer, name="bench", date=dt.date.today(), capacity=players // 2,
        registration_opens=now - dt.timedelta(days=1), registration_closes=now + dt.timedelta(days=1),
    )  # fmt: skip
    users = User.objects.bulk_create([User(username=f"bench{i}") for i in range(players)])
    tokens = Token.objects.bulk_create([Token(user=u, key=Token.generate_key()) for u in users])
    print(json.dumps({"event": event.pk, "tokens": [t.key for t in tokens]}))


if __name__ == "__main__":
    main()
