"""Forms of the deck pages."""

from __future__ import annotations

from typing import Any

from django import forms
from django.core.validators import ProhibitNullCharactersValidator
from django.utils.translation import gettext_lazy as _

from cards.importers.records import COLLECTOR_NUMBER
from zxdecks.decks.models import Deck, GameKind


class DeckListField(forms.CharField):
    """A pasted deck list: NUL characters are the parser's to report (a UTF-16 text, a line with NUL), with the line,
    not a form error (Django's Japanese for it, 「何か文字を入力してください。」, says the opposite of what is wrong)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.validators = [v for v in self.validators if not isinstance(v, ProhibitNullCharactersValidator)]


class DeckCheckForm(forms.Form):
    """A deck list to check, and the date whose rules and regulation apply."""

    text = DeckListField(
        label=_("Deck list"),
        widget=forms.Textarea(
            attrs={"rows": 18, "placeholder": "[deck]\n4 B01-001\n…\n\n[dynamis]\n…\n\n[player]\n1 …"}
        ),
        max_length=20000,
        # An empty list is a deck of no cards (illegal, 0 of 50), as everywhere; the list is read unstripped so
        # that line numbers are those of what was pasted.
        required=False,
        strip=False,
    )
    game = forms.ChoiceField(label=_("Game"), choices=GameKind.choices, initial=GameKind.ZX, required=False)
    as_of = forms.DateField(
        label=_("Rules as of"),
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}),
        help_text=_("default: today"),
    )


class DeckSaveForm(forms.Form):
    """What the editor submits: the list, the deck's details and the version the edit started from."""

    text = DeckListField(
        widget=forms.Textarea(attrs={"rows": 12}), max_length=20000, required=False, label=_("Deck list")
    )
    title = forms.CharField(max_length=120, label=_("Title"))
    description = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3}), required=False, max_length=5000, label=_("Description")
    )
    visibility = forms.ChoiceField(
        choices=Deck.Visibility.choices, initial=Deck.Visibility.PRIVATE, label=_("Visibility")
    )
    game = forms.ChoiceField(choices=GameKind.choices, initial=GameKind.ZX, required=False, label=_("Game"))
    base_version = forms.IntegerField(required=False, widget=forms.HiddenInput)


class DeckImportForm(forms.Form):
    """Paste or upload a deck in the text, JSON or CSV format."""

    FORMATS = [("auto", _("detect")), ("text", _("deck list text")), ("json", "JSON"), ("csv", "CSV")]

    content = DeckListField(
        widget=forms.Textarea(attrs={"rows": 14}), required=False, max_length=100000, label=_("Paste"), strip=False
    )
    # An empty file is an empty list: a deck of no cards, as everywhere.
    file = forms.FileField(required=False, label=_("or upload a file"), allow_empty_file=True)
    format = forms.ChoiceField(choices=FORMATS, initial="auto", label=_("Format"))
    game = forms.ChoiceField(
        choices=[("", _("as the file says (JSON), else Z/X")), *GameKind.choices], required=False, label=_("Game")
    )

    def clean(self) -> dict[str, object]:
        cleaned = super().clean() or {}
        upload = cleaned.get("file")
        if upload is not None:
            if upload.size > 1_000_000:
                raise forms.ValidationError(_("The file is larger than 1 MB."))
            # Bytes: deck_import decodes them, and a line that is not UTF-8 is an error naming its byte.
            cleaned["content"] = upload.read()
        return cleaned


class DeckSearchForm(forms.Form):
    # Bounded like the titles and card names they search (a 100,000-character LIKE pattern is a database error).
    q = forms.CharField(required=False, max_length=120, label=_("Title"))
    game = forms.ChoiceField(choices=[("", _("every game")), *GameKind.choices], required=False, label=_("Game"))
    card = forms.CharField(required=False, max_length=200, label=_("Contains card"))
    player = forms.CharField(required=False, max_length=200, label=_("Player card"))
    sort = forms.ChoiceField(
        choices=[("recent", _("newest")), ("likes", _("most liked"))], required=False, label=_("Sort")
    )


class AddCardForm(forms.Form):
    """The card page's "add to deck": a collector number and the deck ("new" or one of the user's deck ids)."""

    number = forms.CharField(max_length=24, strip=True)
    deck = forms.RegexField(regex=r"^(new|[0-9]{1,18})$", required=False)

    def clean_number(self) -> str:
        number = self.cleaned_data["number"].upper()
        # The number goes into the card page's URL and the deck list: anything else (a/b, ../x) is no card.
        if not COLLECTOR_NUMBER.fullmatch(number):
            raise forms.ValidationError("not a collector number")
        return str(number)
