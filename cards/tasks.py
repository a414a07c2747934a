"""Background tasks of the card database: the bulk file after an admin edit."""

from __future__ import annotations

from cards.batch import yield_cpu_to_requests
from cards.bulk import bulk_build
from zxdecks.tasks.retry import background_task


@background_task(attempts=3, backoff=60)
def build_bulk_file() -> dict[str, object] | None:
    """Write the bulk file of the current card data version (nothing when it is there already: idempotent).

    None when the card data changed while it was written: that change queued its own build, which writes the newer
    file. The worker already runs at IMPORT_NICENESS (cards.batch.BATCH_COMMANDS); lowering again is a no-op there
    and keeps the build below the web workers wherever else it runs."""
    yield_cpu_to_requests()
    built = bulk_build()
    return None if built is None else {"name": built.name, "version": built.version}
