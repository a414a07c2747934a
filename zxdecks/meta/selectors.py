"""Reads of the stored metagame snapshot (never a computation: metagame_refresh does that)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db.models import QuerySet

from cards.models import Card
from zxdecks.meta.models import CardUsage, MetagameSnapshot


def metagame_snapshot(*, summary: bool = True) -> MetagameSnapshot | None:
    """The stored snapshot, or None before the first refresh; summary=False leaves its rankings unread."""
    snapshots = MetagameSnapshot.objects.filter(pk=1)
    return (snapshots if summary else snapshots.defer("summary")).first()


def usage_ranking() -> QuerySet[CardUsage]:
    """Every card's usage, most played first (decks, then lists, then card id)."""
    return (
        CardUsage.objects.select_related("card")
        .only("card_id", "decks", "lists", "first_month", "card__collector_number", "card__name")
        .order_by("-decks", "-lists", "card_id")
    )


def _share(count: int, total: int) -> float:
    return round(count / total, 4) if total else 0.0


@dataclass(frozen=True)
class CardMetagame:
    """One card's usage against the snapshot's totals: overall, each month of the snapshot, and the cards beside it."""

    card: Card
    decks: int
    lists: int
    deck_share: float
    list_share: float
    first_month: str | None
    months: list[dict[str, Any]]
    also_played: list[dict[str, Any]]


def card_metagame(*, card: Card, snapshot: MetagameSnapshot) -> CardMetagame:
    """A card's usage by month (every month of the snapshot, zero where unused) and its co-played cards."""
    usage = CardUsage.objects.filter(card=card).first()
    used = {month: (decks, lists) for month, decks, lists in (usage.months if usage else [])}
    months = []
    for total in snapshot.months:
        decks, lists = used.get(total["month"], (0, 0))
        months.append(
            {
                "month": total["month"],
                "decks": decks,
                "deck_share": _share(decks, total["decks"]),
                "lists": lists,
                "list_share": _share(lists, total["lists"]),
            }
        )
    decks = usage.decks if usage else 0
    also = [
        {"collector_number": number, "name": name, "decks": count, "share": _share(count, decks)}
        for number, name, count in (usage.also_played if usage else [])
    ]
    return CardMetagame(
        card=card,
        decks=decks,
        lists=usage.lists if usage else 0,
        deck_share=_share(decks, snapshot.decks),
        list_share=_share(usage.lists if usage else 0, snapshot.lists),
        first_month=usage.first_month if usage else None,
        months=months,
        also_played=also,
    )
