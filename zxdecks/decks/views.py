"""Deck pages."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from zxdecks.decks.forms import DeckCheckForm
from zxdecks.decks.services import DeckListError, deck_validate_text


def deck_check(request: HttpRequest) -> HttpResponse:
    """Paste a deck list and see the verdict with every violation."""
    form = DeckCheckForm(request.POST or None)
    context: dict[str, object] = {"form": form}
    if request.method == "POST" and form.is_valid():
        try:
            context["validation"] = deck_validate_text(text=form.cleaned_data["text"], as_of=form.cleaned_data["as_of"])
        except DeckListError as exc:
            context["line_errors"] = exc.errors
    template = "decks/_check_result.html" if getattr(request, "htmx", False) else "decks/check.html"
    return render(request, template, context)
