"""Where a card data change starts the alert detection: an import (cards_imported) and an admin edit
(catalog_edited), both committed."""

from __future__ import annotations

from typing import Any

from cards.services import cards_imported, catalog_edited
from zxdecks.alerts.tasks import detect_alerts


def run_alerts(**kwargs: Any) -> None:
    """Signal receiver (both signals are sent after the commit): queue the detection for a worker."""
    detect_alerts.enqueue()


def connect() -> None:
    cards_imported.connect(run_alerts, dispatch_uid="alerts-after-import")
    catalog_edited.connect(run_alerts, dispatch_uid="alerts-after-admin-edit")
