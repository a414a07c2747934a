"""Where a card data change starts the alert detection: an import (cards_imported) and an admin edit
(catalog_edited), both committed."""

from __future__ import annotations

import logging
from typing import Any

from cards.services import cards_imported, catalog_edited
from zxdecks.alerts.services import detect

logger = logging.getLogger(__name__)


def run_alerts(**kwargs: Any) -> None:
    """Signal receiver: look for decks and registrations whose verdict the change changed, and alert their owners."""
    # TASKS (issue 32.1): this is the one place the detection starts. It runs synchronously, in the importing
    # process or the admin's request, until the task framework is in; then enqueue alerts_after_change here. The
    # function is idempotent, so a retried or doubled task alerts nobody twice.
    try:
        detect.alerts_after_change()
    except Exception:
        # The change is committed and must not look failed; the detection's state did not move, so the next change
        # (or a retry) looks again at everything this one changed.
        logger.exception("alerts after a card data change failed; the next change looks again")


def connect() -> None:
    cards_imported.connect(run_alerts, dispatch_uid="alerts-after-import")
    catalog_edited.connect(run_alerts, dispatch_uid="alerts-after-admin-edit")
