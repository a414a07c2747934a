"""The card picture on every page: the card's image, lazily loaded with its size, over a drawn placeholder tile."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import template
from django.utils.translation import gettext as _

from cards.filters import COLOR_LABELS
from cards.images import NO_ART, CardArt, card_art
from cards.models import ICON_LABELS, Card
from zxdecks.rules.cards import CardFacts, Color, Icon

register = template.Library()

# Box sizes in CSS pixels (the card's 5:7 shape) and what the browser is told the image will be drawn at.
SIZES = {
    "s": (48, 67, "48px"),
    "m": (120, 168, "120px"),
    "l": (240, 336, "(max-width: 40rem) 60vw, 240px"),
}
# The short mark drawn on the tile for each icon; its title is the icon's name in the visitor's language.
ICON_MARKS = {
    Icon.IGNITION: "IG", Icon.EVOLSEED: "ES", Icon.DREAM_KEY: "DK", Icon.MELODY: "♪", Icon.MEMORIAL_PIECE: "MP",
    Icon.STAR_PIECE: "★", Icon.RESEARCH_RECORD: "RR", Icon.BLOCK: "BL", Icon.FOCUS: "FC", Icon.PLUS: "＋",
}  # fmt: skip


def _facts(card: Card | CardFacts) -> dict[str, Any]:
    """What the placeholder shows, from a card row or an engine card."""
    if isinstance(card, Card):
        return {
            "number": card.collector_number,
            "name": card.name,
            "type": card.card_type,
            "cost": card.cost_display,
            "colors": card.colors,
            "power": card.power,
            "icons": [Icon(v) for v in Card.split(card.icons)],
            "races": card.race_list,
            "text": card.text,
        }
    return {
        "number": card.number,
        "name": card.name,
        "type": card.type.value,
        "cost": "∞" if card.cost_infinite else ("" if card.cost is None else str(card.cost)),
        "colors": sorted(card.colors, key=list(Color).index),
        "power": card.power,
        "icons": sorted(card.icons, key=list(Icon).index),
        "races": list(card.races),
        "text": "",
    }


@register.inclusion_tag("cards/_art.html")
def card_picture(
    card: Card | CardFacts, size: str = "m", art: Mapping[str, CardArt] | CardArt | None = None, eager: bool = False
) -> dict[str, Any]:
    """The picture of a card at a size (s, m, l): `art` is a card's CardArt or a mapping by number (engine cards
    carry no image; a page reads them in one batch with card_art_by_number)."""
    facts = _facts(card)
    if isinstance(art, CardArt):
        found = art
    elif art is not None:
        found = art.get(facts["number"], NO_ART)
    else:
        found = card_art(card) if isinstance(card, Card) else NO_ART
    width, height, sizes = SIZES.get(size, SIZES["m"])
    srcset = ""
    if found.thumb_width and found.full_width and found.thumb != found.full:
        srcset = f"{found.thumb} {found.thumb_width}w, {found.full} {found.full_width}w"
    src = found.full if size == "l" else found.thumb
    colors = facts["colors"]
    return {
        **facts,
        "size": size,
        "width": width,
        "height": height,
        "sizes": sizes,
        "src": src,
        "srcset": srcset,
        "eager": eager,
        "color_classes": [c.value for c in colors] or ["colorless"],
        "color_names": "・".join(str(COLOR_LABELS[c]) for c in colors) or _("colourless"),
        "icon_marks": [(ICON_MARKS[i], ICON_LABELS.get(i, i.value)) for i in facts["icons"] if i in ICON_MARKS],
    }
