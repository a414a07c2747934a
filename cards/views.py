"""Card list and card detail pages."""

from __future__ import annotations

from django.conf import settings
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.safestring import mark_safe
from django.utils.translation import get_language
from django_htmx.middleware import HtmxDetails

from cards.catalog import catalog
from cards.models import Card
from cards.search_limits import SearchTooSlow
from cards.selectors import (
    card_get,
    card_keyword_rules,
    card_page,
    card_printings,
    card_records,
    card_search,
    filter_suggestions,
)

PAGE_SIZE = 60


def search_help(request: HttpRequest) -> HttpResponse:
    """検索のヒント: the search syntax (docs/search-syntax.md) as a page of the site, in its language."""
    return render(request, "cards/search_help.html")


def card_list(request: HttpRequest) -> HttpResponse:
    """Search and list cards."""
    search = card_search(params=request.GET, regulated=catalog.regulated_ids)
    more = False
    try:
        found = card_page(
            search.cards, request.GET.get("page"), PAGE_SIZE, fields=("collector_number",), memo=catalog.search_memo
        )
        page, more = found.page, found.more
    except SearchTooSlow as exc:
        search.form.add_error("q", exc)
        page = Paginator(Card.objects.none(), PAGE_SIZE).page(1)
    query = request.GET.copy()
    query.pop("page", None)
    htmx: HtmxDetails | None = getattr(request, "htmx", None)
    template = "cards/_results.html" if htmx else "cards/list.html"
    rows = card_rows([card.collector_number for card in page.object_list])
    context = {
        "form": search.form,
        "page": page,
        "more": more,
        "rows": rows,
        "query": query.urlencode(),
        "warnings": search.warnings,
        "suggestions": None if htmx else filter_suggestions(memo=catalog.memo),
    }
    # A refused search is a bad request; htmx swaps only 2xx answers, so its partial keeps 200 to show the error.
    status = 400 if search.form.errors and not htmx else 200
    return render(request, template, context, status=status)


def card_rows(numbers: list[str]) -> list[str]:
    """The card list's table rows for these cards, in the visitor's language: cached per card and card data
    version, so a page of 60 renders only the rows no earlier page rendered."""
    language = get_language() or settings.LANGUAGE_CODE

    def render(missing: list[str]) -> dict[str, str]:
        cards = Card.objects.select_related("pack").filter(collector_number__in=missing)
        return {c.collector_number: render_to_string("cards/_row.html", {"card": c}) for c in cards}

    return [mark_safe(html) for html in catalog.fragments(f"row:{language}", numbers, render)]  # noqa: S308 - our own rendering


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
