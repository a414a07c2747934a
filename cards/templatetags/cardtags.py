"""Template helpers for card display."""

from __future__ import annotations

from typing import Any

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import get_language
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


@register.filter
def in_language(item: Any) -> str:
    """A message with a Japanese and an English text (a search warning) in the page's language."""
    return str(item.message if (get_language() or "ja").startswith("ja") else item.message_en)


@register.simple_tag
def field_errors(form: Any) -> SafeString:
    """A form's errors, each under the field's label as the page shows it (検索, not `q`)."""
    items = [
        (str(form.fields[name].label if name in form.fields else ""), e) for name, es in form.errors.items() for e in es
    ]
    return format_html_join("", "<li>{}{}</li>", ((f"{label}: " if label else "", e) for label, e in items))
