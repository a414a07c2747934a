"""Worker for bench_import_memory: migrate, then import_cards one CSV file; prints the time and this process's peak RSS."""

from __future__ import annotations

import io
import json
import os
import resource
import sys
import time

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
django.setup()

from django.core.management import call_command  # noqa: E402


def main(path: str, dry_run: bool) -> None:
    call_command("migrate", verbosity=0)
    before_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    out = io.StringIO()
    call_command("import_cards", path, *(["--dry-run"] if dry_run else []), stdout=out)
    seconds = time.perf_counter() - start
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # Linux: KiB
    summary = [line for line in out.getvalue().splitlines() if "cards:" in line]
    print(
        json.dumps(
            {"seconds": seconds, "peak_mib": peak_kib / 1024, "before_mib": before_kib / 1024, "summary": summary}
        )
    )


if __name__ == "__main__":
    main(sys.argv[1], "--dry-run" in sys.argv[2:])
