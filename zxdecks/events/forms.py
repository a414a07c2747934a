from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from zxdecks.decks.models import Deck
from zxdecks.events.models import Event


class EventForm(forms.ModelForm[Event]):
    class Meta:
        model = Event
        fields = [
            "name", "game", "date", "venue", "capacity", "registration_opens", "registration_closes", "regulation_date",
            "publish_lists", "allow_late_changes",
        ]  # fmt: skip
        widgets = {
            "date": forms.DateInput(attrs={"type": "date"}),
            "regulation_date": forms.DateInput(attrs={"type": "date"}),
            "registration_opens": forms.DateTimeInput(attrs={"type": "datetime-local"}),
            "registration_closes": forms.DateTimeInput(attrs={"type": "datetime-local"}),
        }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["regulation_date"].required = False
        self.fields["regulation_date"].help_text = _("empty: the event date")

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if not data.get("regulation_date") and data.get("date"):
            data["regulation_date"] = data["date"]
        return data


class RegisterForm(forms.Form):
    deck: forms.ModelChoiceField[Deck] = forms.ModelChoiceField(
        queryset=Deck.objects.none(), required=False, label=_("One of my decks")
    )
    text = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 10}), required=False, label=_("or paste a list"), max_length=20000
    )

    def __init__(self, *args: Any, decks: Any = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["deck"].queryset = decks  # type: ignore[attr-defined]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if bool(data.get("deck")) == bool((data.get("text") or "").strip()):
            raise forms.ValidationError(_("Choose a deck or paste a list (one of the two)."))
        return data


class DeckCheckForm(forms.Form):
    text = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 14}), label=_("What the player presents"), max_length=20000
    )


class StaffForm(forms.Form):
    username = forms.CharField(label=_("User name of a co-organizer or judge"), max_length=150)
