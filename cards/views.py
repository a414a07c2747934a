"""Card list and card detail pages."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import timezone
from django_htmx.middleware import HtmxDetails

from cards.forms import CardSearchForm
from cards.models import Card
from cards.selectors import card_get, card_page, card_printings, card_regulation_history, card_search_with_warnings
from zxdecks.rules.cards import RegulationEntry as EngineEntry
from zxdecks.rules.cards import RegulationStatus
from zxdecks.rules.cardtext import KEYWORD_RULES, regulation_status

PAGE_SIZE = 60


def card_list(request: HttpRequest) -> HttpResponse:
    """Search and list cards."""
    form = CardSearchForm(request.GET)
    cards, warnings = card_search_with_warnings(form.filters()) if form.is_valid() else (Card.objects.none(), [])
    page = card_page(cards, request.GET.get("page"), PAGE_SIZE)
    query = request.GET.copy()
    query.pop("page", None)
    htmx: HtmxDetails | None = getattr(request, "htmx", None)
    template = "cards/_results.html" if htmx else "cards/list.html"
    return render(request, template, {"form": form, "page": page, "query": query.urlencode(), "warnings": warnings})


def card_detail(request: HttpRequest, number: str) -> HttpResponse:
    """Every parameter, every name and the regulation history of one card."""
    card = card_get(number)
    if card is None:
        raise Http404(number)
    history = list(card_regulation_history(card))
    today = timezone.localdate()
    status = regulation_status(
        tuple(EngineEntry(RegulationStatus(e.status), e.effective_date, e.text) for e in history), today
    )
    context = {
        "card": card,
        "names": card.card_names.all(),
        "history": history,
        "status": status,
        "printings": card_printings(card)[:50],
        "keyword_rules": {k: KEYWORD_RULES.get(k, "") for k in card.keyword_list},
    }
    return render(request, "cards/detail.html", context)
