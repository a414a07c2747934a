"""Template helpers for card display."""

from __future__ import annotations

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from cards.filters import COLOR_LABELS
from cards.models import Card

register = template.Library()


@register.simple_tag
def color_pills(card: Card) -> SafeString:
    """Colour pills for a card, named in the current language (赤 / red); colourless has its own pill."""
    colors = card.colors
    if not colors:
        return format_html('<span class="pill c-colorless">{}</span>', _("colourless"))
    return format_html_join("", '<span class="pill c-{}">{}</span>', ((c.value, COLOR_LABELS[c]) for c in colors))
