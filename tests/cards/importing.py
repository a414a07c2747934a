"""Cards for a test, imported through the project's importer (names, folded search text and all)."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from django.core.management import call_command


def import_card_rows(folder: Path, rows: list[dict[str, Any]]) -> None:
    """Import zxdecks-format card rows ({"number", "name", "type", ...}) with the import_cards command."""
    path = folder / "cards.json"
    path.write_text(json.dumps({"format": "zxdecks-cards", "version": 1, "cards": rows}), encoding="utf-8")
    call_command("import_cards", str(path), stdout=io.StringIO())
