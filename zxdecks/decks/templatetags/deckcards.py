"""The card page's deck panel: add the card to one of your decks, and the public decks that use it."""

from __future__ import annotations

from typing import Any

from django import template

from cards.models import Card
from zxdecks.decks.selectors import decks_for_card, decks_using_card

register = template.Library()


@register.inclusion_tag("decks/_card_decks.html", takes_context=True)
def card_decks(context: dict[str, Any], card: Card, part: str = "add") -> dict[str, Any]:
    """part "add": the "add to deck" form (the viewer's decks of the card's game); "using": the newest public decks
    using the card."""
    user = context["request"].user
    out: dict[str, Any] = {"card": card, "user": user, "part": part, "csrf_token": context.get("csrf_token")}
    if part == "add":
        out["my_decks"] = list(decks_for_card(user=user, game=card.game)[:50]) if user.is_authenticated else []
    else:
        out["using"] = decks_using_card(number=card.collector_number)
    return out
