"""Where a card data change starts the alert detection: an import (cards_imported) and an admin edit
(catalog_edited), both committed."""

from __future__ import annotations

from typing import Any

from cards.services import cards_imported, catalog_edited
from zxdecks.alerts.services import alerts_after_change


def run_alerts(**kwargs: Any) -> None:
    """Signal receiver: look for decks and registrations whose verdict the change changed, and alert their owners."""
    # TASKS (issue 32.1): this is the one place the detection starts. It runs synchronously, in the importing
    # process or the admin's request, until the task framework is in; then enqueue alerts_after_change here. The
    # function is idempotent, so a retried or doubled task alerts nobody twice.
    alerts_after_change()


def connect() -> None:
    cards_imported.connect(run_alerts, dispatch_uid="alerts-after-import")
    catalog_edited.connect(run_alerts, dispatch_uid="alerts-after-admin-edit")
