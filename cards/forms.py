"""The card search form of the card list page; it produces CardFilters."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from cards.models import CARD_GAMES
from cards.selectors import COLORLESS, SORTS, CardFilters
from zxdecks.rules.cards import CardType, Color
from zxdecks.rules.cardtext import KEYWORD_RULES

COLOR_LABELS = {
    Color.RED: _("red"),
    Color.BLUE: _("blue"),
    Color.WHITE: _("white"),
    Color.BLACK: _("black"),
    Color.GREEN: _("green"),
}

# The sort keys of the selector as a visitor reads them.
SORT_LABELS = {
    "number": _("card number"),
    "cost": _("cost"),
    "power": _("power"),
    "reading": _("reading"),
    "name": _("card name"),
}


class OptionalMultipleChoiceField(forms.MultipleChoiceField):
    """A multiple choice where an empty value ("any", from a plain select) means no choice."""

    def to_python(self, value: Any) -> list[str]:
        return [v for v in super().to_python(value) if v != ""]


class CardSearchForm(forms.Form):
    """Free text plus filters; every field is optional."""

    q = forms.CharField(label=_("Search"), required=False)
    game = forms.ChoiceField(
        label=_("Game"),
        required=False,
        choices=[("", _("both games")), *CARD_GAMES],
    )
    type = OptionalMultipleChoiceField(
        label=_("Type"), required=False, choices=[(t.value, t.value) for t in CardType], widget=forms.SelectMultiple
    )
    color = OptionalMultipleChoiceField(
        label=_("Colour"),
        required=False,
        choices=[*((c.value, COLOR_LABELS[c]) for c in Color), (COLORLESS, _("colourless"))],
        widget=forms.CheckboxSelectMultiple,
    )
    color_mode = forms.ChoiceField(
        label=_("Colour match"),
        required=False,
        choices=[("any", _("any of")), ("all", _("all of")), ("none", _("none of"))],
    )
    cost_min = forms.IntegerField(label=_("Cost from"), required=False, min_value=0)
    cost_max = forms.IntegerField(label=_("Cost to"), required=False, min_value=0)
    power_min = forms.IntegerField(label=_("Power from"), required=False, min_value=0)
    power_max = forms.IntegerField(label=_("Power to"), required=False, min_value=0)
    race = forms.CharField(label=_("Race"), required=False)
    ignition = forms.ChoiceField(
        label=_("Ignition icon"),
        required=False,
        choices=[("", _("either")), ("yes", _("with ignition icon")), ("no", _("without ignition icon"))],
    )
    keyword = forms.ChoiceField(
        label=_("Keyword ability"), required=False, choices=[("", "—"), *((k, k) for k in KEYWORD_RULES)]
    )
    pack = forms.CharField(label=_("Pack"), required=False)
    rarity = forms.CharField(label=_("Rarity"), required=False)
    regulation = forms.ChoiceField(
        label=_("Regulation"),
        required=False,
        choices=[
            ("", _("any")),
            ("sealed", _("sealed designation")),
            ("legend", _("legend designation")),
            ("any", _("either designation")),
            ("none", _("not designated")),
        ],
    )
    sort = forms.ChoiceField(
        label=_("Sort"),
        required=False,
        choices=[
            *((k, format_lazy("{} ({})", SORT_LABELS.get(k, k), _("ascending"))) for k in SORTS),
            *((f"-{k}", format_lazy("{} ({})", SORT_LABELS.get(k, k), _("descending"))) for k in SORTS),
        ],
    )

    def filters(self) -> CardFilters:
        """The filters this (valid) form asks for."""
        data: dict[str, Any] = self.cleaned_data
        return CardFilters(
            query=data.get("q") or "",
            types=data.get("type") or [],
            colors=data.get("color") or [],
            color_mode=data.get("color_mode") or "any",
            cost_min=data.get("cost_min"),
            cost_max=data.get("cost_max"),
            power_min=data.get("power_min"),
            power_max=data.get("power_max"),
            races=[data["race"]] if data.get("race") else [],
            ignition={"yes": True, "no": False}.get(data.get("ignition") or ""),
            keywords=[data["keyword"]] if data.get("keyword") else [],
            packs=[data["pack"]] if data.get("pack") else [],
            rarities=[data["rarity"]] if data.get("rarity") else [],
            regulation=data.get("regulation") or "",
            sort=data.get("sort") or "number",
            game=data.get("game") or "",
        )
