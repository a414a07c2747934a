"""`{{ error|in_language }}`: a parser error, note or violation in the page's language (message / message_en)."""

from __future__ import annotations

from django import template

from zxdecks.decks.services.listing import Bilingual
from zxdecks.decks.services.listing import in_language as _in_language

register = template.Library()


@register.filter
def in_language(item: Bilingual) -> str:
    """The item's message on the Japanese UI, its message_en otherwise."""
    return _in_language(item)
