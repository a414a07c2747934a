"""Forms of the deck pages."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _


class DeckCheckForm(forms.Form):
    """A deck list to check, and the date whose rules and regulation apply."""

    text = forms.CharField(
        label=_("Deck list"),
        widget=forms.Textarea(
            attrs={"rows": 18, "placeholder": "[deck]\n4 B01-001\n…\n\n[dynamis]\n…\n\n[player]\n1 …"}
        ),
        max_length=20000,
    )
    as_of = forms.DateField(
        label=_("Rules as of"),
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}),
        help_text=_("default: today"),
    )

    def clean(self) -> dict[str, Any]:
        return super().clean() or {}
