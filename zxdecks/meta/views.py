"""The metagame pages: the whole metagame and one card's usage (使用率), read from the stored snapshot."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_safe

from cards.selectors import card_get
from zxdecks.meta.charts import Series, bar_chart, month_chart
from zxdecks.meta.selectors import card_metagame, metagame_snapshot

COLOR_LABELS = {
    "red": gettext_lazy("red"),
    "blue": gettext_lazy("blue"),
    "white": gettext_lazy("white"),
    "black": gettext_lazy("black"),
    "green": gettext_lazy("green"),
    "colorless": gettext_lazy("colourless"),
}
DECK_COLOR, LIST_COLOR = "#3465a4", "#cc6600"


@require_safe
def metagame(request: HttpRequest) -> HttpResponse:
    """Totals per month, the most played cards, per colour and type, new and rising cards."""
    snapshot = metagame_snapshot()
    context: dict[str, object] = {"snapshot": snapshot}
    if snapshot is not None:
        months = [m["month"] for m in snapshot.months]
        summary = snapshot.summary
        context.update(
            volume=month_chart(
                months,
                [
                    Series(_("Public decks"), [m["decks"] for m in snapshot.months], DECK_COLOR),
                    Series(_("Event lists"), [m["lists"] for m in snapshot.months], LIST_COLOR),
                ],
                percent=False,
            ),
            top_chart=bar_chart(
                [(f"{e['name']} ({e['collector_number']})", e["deck_share"]) for e in summary["top"]], DECK_COLOR
            ),
            by_color=[(COLOR_LABELS[c], rows) for c, rows in summary["by_color"].items() if rows],
            by_type=[(t, rows) for t, rows in summary["by_type"].items() if rows],
        )
    return render(request, "meta/metagame.html", context)


@require_safe
def card_usage(request: HttpRequest, number: str) -> HttpResponse:
    """One card's share of decks and of event lists by month, and the cards played beside it."""
    card = card_get(number)
    if card is None:
        raise Http404(number)
    snapshot = metagame_snapshot(summary=False)
    context: dict[str, object] = {"card": card, "snapshot": snapshot}
    if snapshot is not None:
        usage = card_metagame(card=card, snapshot=snapshot)
        context.update(
            usage=usage,
            chart=month_chart(
                [m["month"] for m in usage.months],
                [
                    Series(_("Share of public decks"), [m["deck_share"] for m in usage.months], DECK_COLOR),
                    Series(_("Share of event lists"), [m["list_share"] for m in usage.months], LIST_COLOR),
                ],
                percent=True,
            ),
        )
    return render(request, "meta/card.html", context)
