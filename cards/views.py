"""Card list and card detail pages."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django_htmx.middleware import HtmxDetails

from cards.selectors import card_get, card_keyword_rules, card_page, card_printings, card_records, card_search

PAGE_SIZE = 60


def card_list(request: HttpRequest) -> HttpResponse:
    """Search and list cards."""
    search = card_search(params=request.GET)
    page = card_page(search.cards, request.GET.get("page"), PAGE_SIZE)
    query = request.GET.copy()
    query.pop("page", None)
    htmx: HtmxDetails | None = getattr(request, "htmx", None)
    template = "cards/_results.html" if htmx else "cards/list.html"
    context = {"form": search.form, "page": page, "query": query.urlencode(), "warnings": search.warnings}
    return render(request, template, context)


def card_detail(request: HttpRequest, number: str) -> HttpResponse:
    """Every parameter, every name and the regulation history of one card."""
    card = card_get(number)
    if card is None:
        raise Http404(number)
    (record,) = card_records([card])
    context = {
        "card": card,
        "names": card.card_names.all(),
        "history": record.regulation,
        "status": record.regulation_status,
        "printings": card_printings(card)[:50],
        "keyword_rules": card_keyword_rules(card),
    }
    return render(request, "cards/detail.html", context)
