"""The deck image: a PNG of the whole deck for social media, cached per version."""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.storage import FileSystemStorage, default_storage
from django.db.models import Q
from django.utils.crypto import salted_hmac
from PIL import Image, ImageDraw, ImageFont
from PIL.PngImagePlugin import PngInfo

from cards.models import Card
from zxdecks.decks import models
from zxdecks.decks.services.decks import version_deck
from zxdecks.rules.cards import CardFacts, Color, Icon, Zone
from zxdecks.rules.deck import Deck
from zxdecks.rules.decklist import write_decklist

TILE_W, TILE_H, GAP, MARGIN, COLUMNS = 150, 210, 10, 24, 8
# The PNG text chunk (iTXt: UTF-8) holding the deck list: the picture's tiles cannot be read back, the list can.
LIST_KEY = "zxdecks:decklist"
HEADER_H, SECTION_H = 70, 44
COLOR_RGB = {
    Color.RED: (205, 52, 52),
    Color.BLUE: (42, 111, 214),
    Color.WHITE: (201, 185, 138),
    Color.BLACK: (68, 68, 68),
    Color.GREEN: (47, 154, 74),
}
COLORLESS_RGB = (150, 150, 150)
# The icon marks drawn on a tile (the pages use the same marks, cards/templatetags/cardart.py).
ICON_MARKS = {
    Icon.IGNITION: ("IG", (179, 18, 46)),
    Icon.EVOLSEED: ("ES", (47, 120, 74)),
    Icon.DREAM_KEY: ("鍵", (51, 51, 51)),
    Icon.MELODY: ("♪", (51, 51, 51)),
    Icon.MEMORIAL_PIECE: ("MP", (51, 51, 51)),
    Icon.STAR_PIECE: ("★", (51, 51, 51)),
    Icon.RESEARCH_RECORD: ("RR", (51, 51, 51)),
    Icon.BLOCK: ("BL", (51, 51, 51)),
    Icon.FOCUS: ("FC", (51, 51, 51)),
    Icon.PLUS: ("＋", (51, 51, 51)),
}
# Japanese card names need a CJK font; the first one found is used (Debian: fonts-noto-cjk or fonts-ipafont).
FONT_CANDIDATES = [
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/ipafont-gothic/ipagp.ttf",
    "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",
]
ZONE_TITLES = {
    Zone.DECK: "デッキ / Deck",
    Zone.DYNAMIS: "デュナミス / Dynamis",
    Zone.PLAYER: "プレイヤー / Player",
    Zone.SIDEBOARD: "サイドボード / Sideboard",
}


@lru_cache(maxsize=16)
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for path in FONT_CANDIDATES:
        if Path(path).is_file():
            return ImageFont.truetype(path, size)
    return ImageFont.load_default(size)


def has_cjk_font() -> bool:
    return any(Path(p).is_file() for p in FONT_CANDIDATES)


def _wrap(
    draw: ImageDraw.ImageDraw, text: str, fnt: ImageFont.FreeTypeFont | ImageFont.ImageFont, width: int
) -> list[str]:
    lines, line = [], ""
    for ch in text:
        if draw.textlength(line + ch, font=fnt) > width and line:
            lines.append(line)
            line = ch
        else:
            line += ch
    return [*lines, line] if line else lines


def _tile(card: CardFacts, image_path: str | None) -> Image.Image:
    """The card's own image when stored, else a rendered tile: colour, cost, name, power and ignition mark."""
    if image_path:
        with default_storage.open(image_path) as fh, Image.open(fh) as img:
            return img.convert("RGB").resize((TILE_W, TILE_H))
    colors = sorted(card.colors, key=list(Color).index)
    tile = Image.new("RGB", (TILE_W, TILE_H), (250, 250, 250))
    draw = ImageDraw.Draw(tile)
    band = TILE_H // 4
    if colors:
        step = TILE_W / len(colors)
        for i, color in enumerate(colors):
            draw.rectangle([int(i * step), 0, int((i + 1) * step), band], fill=COLOR_RGB[color])
    else:
        draw.rectangle([0, 0, TILE_W, band], fill=COLORLESS_RGB)
    cost = "∞" if card.cost_infinite else ("" if card.cost is None else str(card.cost))
    if cost:
        draw.ellipse([6, 6, 50, 50], fill=(255, 255, 255), outline=(30, 30, 30), width=2)
        draw.text((28, 28), cost, fill=(0, 0, 0), font=font(28), anchor="mm")
    name_font = font(17)
    lines = _wrap(draw, card.name, name_font, TILE_W - 14)[:4]
    for i, line in enumerate(lines):
        draw.text((7, band + 8 + i * 22), line, fill=(20, 20, 20), font=name_font)
    draw.text((7, band + 14 + len(lines) * 22), card.type.value, fill=(90, 90, 90), font=font(13))
    if card.power is not None:
        draw.text((TILE_W - 8, TILE_H - 10), str(card.power), fill=(20, 20, 20), font=font(20), anchor="rs")
    x = 6
    for icon in sorted(card.icons, key=list(Icon).index):
        mark, fill = ICON_MARKS.get(icon, (icon.value[:2].upper(), (51, 51, 51)))
        width = int(draw.textlength(mark, font=font(14))) + 10
        draw.rounded_rectangle([x, TILE_H - 32, x + width, TILE_H - 10], radius=4, fill=fill)
        draw.text((x + width // 2, TILE_H - 21), mark, fill=(255, 255, 255), font=font(14), anchor="mm")
        x += width + 4
    draw.rectangle([0, 0, TILE_W - 1, TILE_H - 1], outline=(120, 120, 120), width=2)
    return tile


def render_deck_image(deck: Deck, title: str, subtitle: str = "") -> bytes:
    """Render the deck as a PNG: a grid per part, cards sorted by cost, each with its count."""
    # Uploaded card art (the thumbnail, else the image itself); CARD_IMAGE_URL's pictures are not fetched here, so that
    # rendering never waits on another host.
    images = {
        number: thumbnail or image
        for number, thumbnail, image in Card.objects.filter(
            Q(thumbnail__gt="") | Q(image__gt=""), collector_number__in=[e.card.number for e in deck.entries]
        ).values_list("collector_number", "thumbnail", "image")
    }
    parts = [
        (zone, sorted(deck.part(zone), key=lambda e: (e.card.cost is None, e.card.cost or 0, e.card.number)))
        for zone in Zone
    ]
    parts = [(zone, entries) for zone, entries in parts if entries]
    width = MARGIN * 2 + COLUMNS * TILE_W + (COLUMNS - 1) * GAP
    height = MARGIN + HEADER_H
    for _, entries in parts:
        rows = -(-len(entries) // COLUMNS)
        height += SECTION_H + rows * (TILE_H + GAP)
    height += MARGIN
    canvas = Image.new("RGB", (width, height), (36, 36, 44))
    draw = ImageDraw.Draw(canvas)
    draw.text((MARGIN, MARGIN), title[:60], fill=(255, 255, 255), font=font(34))
    if subtitle:
        draw.text((width - MARGIN, MARGIN + 10), subtitle, fill=(200, 200, 200), font=font(18), anchor="ra")
    y = MARGIN + HEADER_H
    for zone, entries in parts:
        total = sum(e.count for e in entries)
        draw.text((MARGIN, y + 8), f"{ZONE_TITLES[zone]}  ({total})", fill=(255, 255, 255), font=font(22))
        y += SECTION_H
        for index, entry in enumerate(entries):
            x = MARGIN + (index % COLUMNS) * (TILE_W + GAP)
            ty = y + (index // COLUMNS) * (TILE_H + GAP)
            canvas.paste(_tile(entry.card, images.get(entry.card.number)), (x, ty))
            draw.rounded_rectangle([x + TILE_W - 46, ty + 6, x + TILE_W - 6, ty + 40], radius=8, fill=(0, 0, 0))
            draw.text((x + TILE_W - 26, ty + 23), f"×{entry.count}", fill=(255, 255, 255), font=font(20), anchor="mm")
        y += -(-len(entries) // COLUMNS) * (TILE_H + GAP)
    out = io.BytesIO()
    info = PngInfo()
    info.add_itxt(LIST_KEY, write_decklist(deck), zip=True)
    canvas.save(out, format="PNG", optimize=True, pnginfo=info)
    return out.getvalue()


def deck_image_list(png: bytes) -> str:
    """The deck list a deck image carries (in the text format; "" for an image without one)."""
    with Image.open(io.BytesIO(png)) as image:
        text = getattr(image, "text", {}).get(LIST_KEY, "")
    return str(text)


def image_storage() -> FileSystemStorage:
    """Where deck images are kept: outside MEDIA_ROOT (DECK_IMAGE_ROOT, default private/deck-images next to
    MEDIA_ROOT), with no URL of its own, so that a private deck's image is reachable only through the view that
    checks visibility."""
    root = getattr(settings, "DECK_IMAGE_ROOT", None) or Path(settings.MEDIA_ROOT).parent / "private" / "deck-images"
    return FileSystemStorage(location=root, base_url=None)


def image_name(deck_id: int, version: int, title: str = "") -> str:
    """A version's file name, keyed with the site's secret so that the path cannot be guessed from the deck id; the
    title is part of the key because renaming a deck renames its current version."""
    digest = salted_hmac("zxdecks.deck-image", f"{deck_id}/{version}/{title}").hexdigest()[:24]
    return f"{deck_id}/v{version}-{digest}.png"


@dataclass(frozen=True)
class DeckImageFile:
    """A rendered deck image in storage: its name (for X-Accel-Redirect), its path (for X-Sendfile), and whether
    anyone may see it (public decks) or only those the view let in."""

    name: str
    path: Path
    public: bool

    def read(self) -> bytes:
        return self.path.read_bytes()


def stored_deck_image(*, deck: models.Deck, version: models.DeckVersion) -> DeckImageFile | None:
    """The PNG of one deck version if it has been drawn (by zxdecks.decks.tasks.draw_deck_image), else None."""
    storage = image_storage()
    name = image_name(deck.pk, version.number, version.title)
    if not storage.exists(name):
        return None
    return DeckImageFile(name, Path(storage.path(name)), deck.visibility == models.Deck.Visibility.PUBLIC)


def deck_image(*, deck: models.Deck, version: models.DeckVersion) -> DeckImageFile:
    """The PNG of one deck version, drawn once and then kept in private storage (versions never change).
    Drawing takes a few hundred milliseconds of CPU: a background task's work, never a request's."""
    stored = stored_deck_image(deck=deck, version=version)
    if stored is not None:
        return stored
    subtitle = f"v{version.number} · {version.created_at:%Y-%m-%d} · zxdecks"
    png = render_deck_image(version_deck(version), version.title, subtitle)
    image_storage().save(image_name(deck.pk, version.number, version.title), ContentFile(png))
    drawn = stored_deck_image(deck=deck, version=version)
    assert drawn is not None
    return drawn
