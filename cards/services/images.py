"""Storing card images: checked, thumbnailed, with their sizes; an import's image files."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from django.core.exceptions import ValidationError
from django.core.files import File

from cards.image_files import check_image, make_thumbnail
from cards.importers.records import CardRecord, RecordError
from cards.models import Card


def attach_images(records: Sequence[tuple[int, CardRecord]], base_dir: Path | None) -> None:
    """Store the image file each record names (relative to base_dir), checked; a missing or bad file is the record's error."""
    for index, record in records:
        if not record.image_path:
            continue
        path = (base_dir or Path.cwd()) / record.image_path
        if not path.is_file():
            raise RecordError(index, record.collector_number, "image", f"no file at {path}")
        with path.open("rb") as fh:
            try:
                check_image(fh, path.stat().st_size)
            except ValidationError as exc:
                raise RecordError(index, record.collector_number, "image", "; ".join(exc.messages)) from None
            card_image_store(card=Card.objects.get(collector_number=record.collector_number), file=File(fh, path.name))


def card_image_store(*, card: Card, file: File[bytes]) -> Card:
    """Store a checked image and its thumbnail on a card."""
    card.image.save(f"{card.collector_number}{Path(file.name or '').suffix.lower()}", file, save=False)
    card.thumbnail.save(f"{card.collector_number}.webp", make_thumbnail(file), save=False)
    # The sizes go with the files: the pages use them for srcset and width/height.
    card.save(
        update_fields=["image", "thumbnail", "image_width", "image_height", "thumbnail_width", "thumbnail_height"]
    )
    return card
