"""Where a card's picture comes from: an uploaded image wins, then the deployment's CARD_IMAGE_URL, else none (the
pages draw the placeholder tile)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import quote, urlsplit

from django.conf import settings
from django.core.files.storage import default_storage
from django.db.models import Q

from cards.models import Card


@dataclass(frozen=True)
class CardArt:
    """The picture of a card for the pages: a full image and a thumbnail (URLs, "" when none) with their widths."""

    full: str = ""
    thumb: str = ""
    full_width: int = 0
    thumb_width: int = 0

    def __bool__(self) -> bool:
        return bool(self.full or self.thumb)


NO_ART = CardArt()


def external_image_url(number: str) -> str:
    """CARD_IMAGE_URL with the collector number filled in ("" when the deployment configured no image source)."""
    template = getattr(settings, "CARD_IMAGE_URL", "")
    return template.replace("{number}", quote(number, safe="")) if template else ""


def image_origin(template: str) -> str:
    """The origin (scheme://host[:port]) of an absolute image URL template, for the Content-Security-Policy."""
    parts = urlsplit(template.replace("{number}", "x"))
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return ""
    return f"{parts.scheme}://{parts.netloc}"


def uploaded_art(
    image: str, thumbnail: str, image_width: int | None = None, thumbnail_width: int | None = None
) -> CardArt:
    """The art of an uploaded image and its thumbnail (storage names)."""
    if not image and not thumbnail:
        return NO_ART
    full = default_storage.url(image) if image else ""
    thumb = default_storage.url(thumbnail) if thumbnail else full
    return CardArt(full or thumb, thumb, image_width or 0, thumbnail_width or 0)


def card_art(card: Card) -> CardArt:
    """A card's picture: its uploaded image, else CARD_IMAGE_URL's, else NO_ART."""
    if card.image or card.thumbnail:
        return uploaded_art(
            (card.image.name if card.image else "") or "",
            (card.thumbnail.name if card.thumbnail else "") or "",
            card.image_width,
            card.thumbnail_width,
        )
    url = external_image_url(card.collector_number)
    return CardArt(url, url) if url else NO_ART


def card_art_by_number(numbers: Iterable[str]) -> dict[str, CardArt]:
    """The pictures of several cards by collector number, in one query (cards without one are left out)."""
    numbers = set(numbers)
    found: dict[str, CardArt] = {}
    rows = Card.objects.filter(Q(image__gt="") | Q(thumbnail__gt=""), collector_number__in=numbers)
    for number, image, thumb, image_width, thumb_width in rows.values_list(
        "collector_number", "image", "thumbnail", "image_width", "thumbnail_width"
    ):
        art = uploaded_art(image or "", thumb or "", image_width, thumb_width)
        if art:
            found[number] = art
    for number in numbers - set(found):
        url = external_image_url(number)
        if url:
            found[number] = CardArt(url, url)
    return found
