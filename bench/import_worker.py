"""Worker for bench_import: migrate, then time `manage.py import_cards` runs as a user would type them."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402

from bench.harness import ROOT  # noqa: E402
from cards.models import CatalogVersion  # noqa: E402

CARDS = "zx_cards_haronomagia_2025-09.json"
PACKS = "zx_packs.json"


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _run(what: str, path: Path, media: str, *, reimport: bool = False) -> dict[str, Any]:
    before = CatalogVersion.current()
    cpu = _children_cpu()
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "manage.py", "import_cards", str(path)],
        cwd=ROOT,
        env={**os.environ, "MEDIA_ROOT": media},
        capture_output=True,
        text=True,
        check=True,
    )
    wall = time.perf_counter() - start
    lines = [line for line in done.stdout.splitlines() if "cards:" in line or "packs:" in line]
    return {
        "what": what,
        "wall_s": wall,
        "cpu_s": _children_cpu() - cpu,
        "reimport": reimport,
        "version_before": before,
        "version_after": CatalogVersion.current(),
        "summary": lines[0] if lines else "",
    }


def main() -> None:
    call_command("migrate", verbosity=0)
    data = Path(settings.SHARED_DATA_DIR)
    with tempfile.TemporaryDirectory(prefix="zxdecks-import-bench-") as tmp:
        media = str(Path(tmp) / "media")
        steps = [
            _run("import of the real pool", data / CARDS, media),
            _run("packs file", data / PACKS, media),
            _run("re-import, no change", data / CARDS, media, reimport=True),
        ]
        records = json.loads((data / CARDS).read_text(encoding="utf-8"))
        records[len(records) // 2]["text"] = str(records[len(records) // 2].get("text") or "") + "（改）"
        changed = Path(tmp) / CARDS  # the same name: a copy with one card's text changed
        changed.write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")
        steps.append(_run("import that changes one card", changed, media, reimport=True))
        steps.append(_run("re-import, no change (again)", changed, media, reimport=True))
    print(json.dumps({"steps": steps}))


if __name__ == "__main__":
    main()
