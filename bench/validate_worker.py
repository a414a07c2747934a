"""Worker for bench_validate: the validate endpoint and the ping endpoint through Django's test client."""

from __future__ import annotations

import io
import json
import os

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
django.setup()

from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402

from bench.harness import timed  # noqa: E402

RED = """[deck]
4 DM01-001
4 DM01-002
4 DM01-004
4 DM01-005
4 DM01-006
4 DM01-007
4 DM01-008
4 DM01-009
4 DM01-010
4 DM01-011
4 DM01-012
4 DM01-013
2 DM01-014
[dynamis]
4 DM01-104
4 DM01-105
1 DM01-106
1 DM01-107
1 DM01-108
1 DM01-109
4 DM01-110
[player]
1 DM01-101
1 DM01-108
"""


def main() -> None:
    call_command("migrate", verbosity=0)
    call_command("load_demo", stdout=io.StringIO())
    client = Client()
    text_body = json.dumps({"text": RED, "as_of": "2025-01-01"})
    rows = [line.split() for line in RED.splitlines() if line and not line.startswith("[")]
    parts = {"deck": [{"collector_number": n, "count": int(c)} for c, n in rows[:13]], "as_of": "2025-01-01"}
    parts_body = json.dumps(parts)

    def ping() -> None:
        assert client.get("/api/v1/ping/").status_code == 200

    def ping_post() -> None:
        assert client.post("/api/v1/ping/", text_body, content_type="application/json").status_code == 200

    def validate_text() -> None:
        assert client.post("/api/v1/decks/validate", text_body, content_type="application/json").status_code == 200

    def validate_parts() -> None:
        assert client.post("/api/v1/decks/validate", parts_body, content_type="application/json").status_code == 200

    for fn in (ping, ping_post, validate_text, validate_parts):
        timed(fn, 20)  # warm up
    # Interleaved, so that the machine's drift during the run affects the floor and the endpoint alike.
    out: dict[str, list[float]] = {"ping": [], "ping_post": [], "validate_text": [], "validate_parts": []}
    for _ in range(400):
        out["ping"] += timed(ping, 1)
        out["ping_post"] += timed(ping_post, 1)
        out["validate_text"] += timed(validate_text, 1)
        out["validate_parts"] += timed(validate_parts, 1)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
