"""Forms of the event pages: each bad value is an error on its field, in the visitor's language."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django import forms
from django.db.models import QuerySet
from django.utils.translation import gettext_lazy as _

from zxdecks.decks.forms import DeckListField
from zxdecks.decks.models import Deck
from zxdecks.events.limits import MAX_CAPACITY, MAX_ID, date_in_range, datetime_in_range
from zxdecks.events.models import Event, EventStaff, OrganizerRequest

DEADLINE_ERROR = _("The deadline must be after registration opens.")
OUT_OF_RANGE = _("Choose a date between 2000 and 2100.")


class EventForm(forms.ModelForm[Event]):
    capacity = forms.IntegerField(label=_("capacity"), min_value=1, max_value=MAX_CAPACITY)

    class Meta:
        model = Event
        fields = [
            "name", "game", "date", "venue", "capacity", "registration_opens", "registration_closes", "regulation_date",
            "publish_lists", "allow_late_changes",
        ]  # fmt: skip
        # The formats the browser's date pickers read: a value in the locale's format (2025/01/25) leaves them empty.
        widgets = {
            "date": forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
            "regulation_date": forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
            "registration_opens": forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M"),
            "registration_closes": forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M"),
        }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["regulation_date"].required = False
        self.fields["regulation_date"].help_text = _("empty: the event date")

    def _bounded(self, name: str) -> Any:
        """The field's value, refused outside the years 2000 to 2100 (see zxdecks.events.limits for why)."""
        value: dt.date | dt.datetime | None = self.cleaned_data.get(name)
        if value is None:
            return value
        if not (datetime_in_range(value) if isinstance(value, dt.datetime) else date_in_range(value)):
            raise forms.ValidationError(OUT_OF_RANGE, code="out_of_range")
        return value

    def clean_date(self) -> dt.date | None:
        return self._bounded("date")  # type: ignore[no-any-return]

    def clean_regulation_date(self) -> dt.date | None:
        return self._bounded("regulation_date")  # type: ignore[no-any-return]

    def clean_registration_opens(self) -> dt.datetime | None:
        return self._bounded("registration_opens")  # type: ignore[no-any-return]

    def clean_registration_closes(self) -> dt.datetime | None:
        return self._bounded("registration_closes")  # type: ignore[no-any-return]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if not data.get("regulation_date") and data.get("date"):
            data["regulation_date"] = data["date"]
        opens, closes = data.get("registration_opens"), data.get("registration_closes")
        if opens and closes and closes <= opens:
            # Said here, on the field, so the model's check constraint never reaches the visitor.
            self.add_error("registration_closes", forms.ValidationError(DEADLINE_ERROR, code="closes_before_opens"))
        return data


class EventEditForm(EventForm):
    """The organizer's edit page: the same fields, with the game fixed once lists have been submitted."""

    def __init__(self, *args: Any, has_lists: bool, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if has_lists:
            self.fields["game"].disabled = True
            self.fields["game"].help_text = _("Lists have been submitted: the game can no longer change.")


class RegisterForm(forms.Form):
    """One of the player's decks (by id; registration_submit checks it is theirs and of the event's game) or a list."""

    deck = forms.IntegerField(
        required=False, min_value=1, max_value=MAX_ID, label=_("One of my decks"), widget=forms.Select
    )
    text = DeckListField(
        widget=forms.Textarea(attrs={"rows": 10}),
        required=False,
        label=_("or paste a list"),
        max_length=20000,
        strip=False,  # line numbers in errors are those of what was pasted
    )

    def __init__(self, *args: Any, decks: QuerySet[Deck], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["deck"].widget.choices = [("", "---------"), *((d.pk, d.title) for d in decks)]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if "deck" in self.errors or "text" in self.errors:
            return data
        # Without a deck, the pasted list is the list, even an empty one (a deck of no cards: refused as illegal,
        # the verdict every other surface gives an empty list).
        if data.get("deck") is not None and (data.get("text") or "").strip():
            raise forms.ValidationError(_("Choose a deck or paste a list (one of the two)."))
        return data


class DeckCheckForm(forms.Form):
    text = DeckListField(
        widget=forms.Textarea(attrs={"rows": 14}), label=_("What the player presents"), max_length=20000
    )


class StaffForm(forms.Form):
    username = forms.CharField(label=_("User name of a co-organizer or judge"), max_length=150)
    role = forms.ChoiceField(
        label=_("Role"), choices=EventStaff.Role.choices, initial=EventStaff.Role.CO_ORGANIZER, required=False
    )

    def clean_role(self) -> str:
        return self.cleaned_data.get("role") or EventStaff.Role.CO_ORGANIZER


class OrganizerRequestForm(forms.ModelForm[OrganizerRequest]):
    class Meta:
        model = OrganizerRequest
        fields = ["message"]
        widgets = {"message": forms.Textarea(attrs={"rows": 5})}
