"""Background tasks of decks: drawing deck images (queued when a version is saved, or when one is asked for)."""

from __future__ import annotations

from typing import Any

from zxdecks.decks.models import DeckVersion
from zxdecks.decks.services.image import deck_image
from zxdecks.tasks.retry import background_task, enqueue_on_commit


@background_task(attempts=3, backoff=30)
def draw_deck_image(deck_id: int, number: int) -> str | None:
    """Draw the image of version `number` of a deck unless it is drawn already (idempotent); its stored name, or
    None when the deck or version is gone."""
    version = DeckVersion.objects.select_related("deck").filter(deck_id=deck_id, number=number).first()
    if version is None:
        return None
    return deck_image(deck=version.deck, version=version).name


def queue_image_of_saved_version(sender: Any, instance: DeckVersion, created: bool, **kwargs: Any) -> None:
    """post_save receiver: a new version, or a renamed one (its image names the deck), is drawn once it commits,
    so that the image is there when it is first asked for."""
    update_fields = kwargs.get("update_fields")
    if created or update_fields is None or "title" in update_fields:
        enqueue_on_commit(draw_deck_image, instance.deck_id, instance.number)


@background_task(attempts=3, backoff=30)
def run_goldfish_job(job_id: str) -> str:
    """Compute a goldfish job's answer (idempotent: a done job is left alone); the job's status afterwards."""
    from zxdecks.decks.services.goldfish_jobs import goldfish_job_run

    return goldfish_job_run(job_id)


@background_task(attempts=2, backoff=60)
def count_acting_lines(version: int) -> int:
    """Count the card pool's acting ability lines for the goldfish page (idempotent); the acting count."""
    from zxdecks.decks.services.goldfish import count_acting_share

    return int(count_acting_share(version)["acting"])
