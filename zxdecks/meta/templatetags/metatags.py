"""Template filters of the metagame pages."""

from __future__ import annotations

from django import template
from django.utils.formats import number_format

register = template.Library()


@register.filter
def percent(share: float | None) -> str:
    """A share (0..1) as a percentage with one decimal, in the current locale: 0.6667 → 66.7%."""
    return f"{number_format((share or 0) * 100, 1)}%"
