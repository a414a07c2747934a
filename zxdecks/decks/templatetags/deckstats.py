"""Server-rendered SVG bar charts for deck statistics."""

from __future__ import annotations

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext_lazy as _

from cards.filters import COLOR_LABELS
from cards.models import Card

register = template.Library()
BAR_COLORS = {
    "red": "#d33",
    "blue": "#2a6fd6",
    "white": "#c9b98a",
    "black": "#444",
    "green": "#2f9a4a",
    "colorless": "#999",
}

COLOR_NAMES = {**{c.value: name for c, name in COLOR_LABELS.items()}, "colorless": _("colourless")}

# Dimension Zero classes (第2部 第6章): the card model's codes and their translatable labels.
D0_CLASS_LABELS = dict(Card._meta.get_field("d0_class").choices or ())


@register.filter
def d0_class(code: str) -> str:
    """A Dimension Zero class code in the current language (unit → ユニット)."""
    return str(D0_CLASS_LABELS.get(code, code))


@register.filter
def d0_class_counts(data: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """Chart rows keyed by class code, relabelled in the current language."""
    return [(d0_class(label), value) for label, value in data]


@register.simple_tag
def bar_chart(data: list[tuple[str, int]], colors: bool = False) -> SafeString:
    """A horizontal-axis bar chart as inline SVG; every value is escaped."""
    if not data:
        return mark_safe("")
    width, height, pad = 320, 140, 18
    bar = (width - 2 * pad) / len(data)
    top = max(v for _, v in data) or 1
    colours = [BAR_COLORS.get(label, "#b3122e") for label, _value in data]
    if colors:  # the key picks the bar colour; the visitor reads the name
        data = [(str(COLOR_NAMES.get(label, label)), value) for label, value in data]
    summary = escape(", ".join(f"{label}: {value}" for label, value in data))
    parts = [f'<svg viewBox="0 0 {width} {height}" class="chart" role="img" aria-label="{summary}">']
    for i, (label, value) in enumerate(data):
        h = (height - 2 * pad - 10) * value / top
        x = pad + i * bar
        y = height - pad - h
        fill = colours[i] if colors else "#b3122e"
        parts.append(
            f'<rect x="{x + 2:.1f}" y="{y:.1f}" width="{bar - 4:.1f}" height="{h:.1f}" fill="{fill}">'
            f"<title>{escape(label)}: {value}</title></rect>"
            f'<text x="{x + bar / 2:.1f}" y="{height - 4}" text-anchor="middle" font-size="10">{escape(label)[:8]}</text>'
            f'<text x="{x + bar / 2:.1f}" y="{y - 2:.1f}" text-anchor="middle" font-size="10">{value}</text>'
        )
    parts.append("</svg>")
    return mark_safe("".join(parts))  # noqa: S308 - built from escaped labels and numbers
