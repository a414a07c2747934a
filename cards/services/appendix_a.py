"""Appendix A: the names the comprehensive rules define for certain cards."""

from __future__ import annotations

from cards.models import AppendixAName, Card, CardName
from cards.normalize import fold
from zxdecks.rules.cards import name_key


def appendix_a_apply() -> int:
    """Give every stored card with an Appendix A collector number its defined name; return how many were added."""
    added = 0
    for row in AppendixAName.objects.all():
        card = Card.objects.filter(collector_number=row.collector_number).first()
        if card is None:
            continue
        _, created = CardName.objects.get_or_create(
            card=card,
            name=row.card_name,
            kind=CardName.Kind.APPENDIX_A,
            defaults={"key": name_key(row.card_name), "search_key": fold(row.card_name)},
        )
        added += int(created)
    return added
