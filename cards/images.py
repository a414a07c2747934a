"""Card images: checked with Pillow (real format, size and pixel limits, decompression-bomb guard), thumbnailed."""

from __future__ import annotations

import io
import warnings
from collections.abc import Iterable
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING
from urllib.parse import quote, urlsplit

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db.models import Q
from django.utils.translation import gettext as _
from PIL import Image, UnidentifiedImageError

MAX_BYTES = 8 * 1024 * 1024
MAX_PIXELS = 16_000_000
MAX_SIDE = 6000
ALLOWED_FORMATS = frozenset({"PNG", "JPEG", "WEBP"})
THUMBNAIL_SIZE = (240, 336)

if TYPE_CHECKING:
    from cards.models import Card


def check_image(file: IO[bytes], size: int | None = None) -> str:
    """Raise ValidationError unless the file is a real PNG/JPEG/WebP within the limits; return its format."""
    if size is not None and size > MAX_BYTES:
        raise ValidationError(_("The image is larger than %(max)d MB.") % {"max": MAX_BYTES // 1024 // 1024})
    file.seek(0)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(file) as image:
                if image.format not in ALLOWED_FORMATS:
                    raise ValidationError(
                        _("Unsupported image format %(format)s; use PNG, JPEG or WebP.") % {"format": image.format}
                    )
                width, height = image.size
                if width > MAX_SIDE or height > MAX_SIDE or width * height > MAX_PIXELS:
                    raise ValidationError(
                        _("The image is %(w)d×%(h)d pixels; the limit is %(max)d pixels a side and 16 megapixels.")
                        % {"w": width, "h": height, "max": MAX_SIDE}
                    )
                image.verify()
                fmt = str(image.format)
    except (
        UnidentifiedImageError,
        Image.DecompressionBombError,
        Image.DecompressionBombWarning,
        OSError,
        SyntaxError,
    ) as exc:
        raise ValidationError(_("Not a readable image: %(error)s") % {"error": exc}) from None
    finally:
        file.seek(0)
    return fmt


def make_thumbnail(file: IO[bytes]) -> ContentFile[bytes]:
    """Return a WebP thumbnail of a checked image."""
    file.seek(0)
    with Image.open(file) as source:
        image = source.convert("RGB")
        image.thumbnail(THUMBNAIL_SIZE)
        out = io.BytesIO()
        image.save(out, format="WEBP", quality=80)
    file.seek(0)
    return ContentFile(out.getvalue())


def validate_card_image(value: object) -> None:
    """Model field validator: check a newly uploaded image (stored files were checked when they came in)."""
    upload = getattr(value, "_file", None) or getattr(value, "file", None)
    if upload is not None and hasattr(upload, "content_type"):
        check_image(upload, getattr(upload, "size", None))


# --- Where a card's picture comes from: an uploaded image wins, then the deployment's CARD_IMAGE_URL, else none (the
# pages draw the placeholder tile). ---


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
    from cards.models import Card  # cards.models imports this module for its image validator

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
