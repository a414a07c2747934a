"""Card image files: checked with Pillow (real format, size and pixel limits, decompression-bomb guard), thumbnailed.

No model here: cards.models takes its image validator from this module, and cards.images (which reads cards) does not
have to be imported by the models (no cycle).
"""

from __future__ import annotations

import io
import warnings
from typing import IO

from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.utils.translation import gettext as _
from PIL import Image, UnidentifiedImageError

MAX_BYTES = 8 * 1024 * 1024
MAX_PIXELS = 16_000_000
MAX_SIDE = 6000
ALLOWED_FORMATS = frozenset({"PNG", "JPEG", "WEBP"})
THUMBNAIL_SIZE = (240, 336)


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
