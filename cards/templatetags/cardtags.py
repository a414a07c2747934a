"""Template helpers for card display."""

from __future__ import annotations

from django import template
from django.utils.html import format_html_join
from django.utils.safestring import SafeString, mark_safe

from cards.models import Card
from zxdecks.rules.cards import COLOR_JAPANESE

register = template.Library()


@register.simple_tag
def color_pills(card: Card) -> SafeString:
    """Colour pills for a card; colourless shows 無."""
    colors = card.colors
    if not colors:
        return mark_safe('<span class="pill c-colorless" title="colorless">無</span>')
    return format_html_join(
        "", '<span class="pill c-{}" title="{}">{}</span>', ((c.value, c.value, COLOR_JAPANESE[c]) for c in colors)
    )
