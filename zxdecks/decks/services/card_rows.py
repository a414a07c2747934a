"""Each deck's current cards as the API lists them, kept on the deck (Deck.card_rows), so that a list of decks reads
one row per deck and none of their card rows (issue 33, point 7).

Written with DeckCard on every save (decks._write_deck_cards); rewritten for the decks holding a card whose name or
number changes or that is deleted (cards.services.importing's `cards_renamed` signal, a card's save or delete: receivers below,
connected in apps.py). A deck whose rows are None (written past the services) is read from DeckCard as before.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.db import transaction

from cards.models import Card
from zxdecks.decks.models import Deck, DeckCard

REFRESH_CHUNK = 1000


def rows_shown(stored: list[list[Any]]) -> list[dict[str, Any]]:
    """The API's rows from the stored ones."""
    return [{"zone": zone, "number": number, "name": name, "count": count} for zone, number, name, count in stored]


def stored_rows_of(deck_ids: Iterable[int]) -> dict[int, list[list[Any]]]:
    """The rows to store for decks, read from their DeckCard rows in the order they were written, in one query."""
    out: dict[int, list[list[Any]]] = {pk: [] for pk in deck_ids}
    rows = (
        DeckCard.objects.filter(deck_id__in=list(out))
        .order_by("deck_id", "pk")
        .values_list("deck_id", "zone", "card__collector_number", "card__name", "count")
    )
    for deck_id, zone, number, name, count in rows:
        out[deck_id].append([zone, number, name, count])
    return out


def card_rows_refresh(deck_ids: Iterable[int]) -> int:
    """Rewrite the stored rows of these decks from DeckCard (their updated_at untouched); how many were written.

    The decks are locked first, as a save locks its deck (decks.deck_save): a save under way finishes before its
    rows are read here, and one that starts later writes its own rows after these."""
    ids = sorted(set(deck_ids))
    with transaction.atomic():
        for start in range(0, len(ids), REFRESH_CHUNK):
            chunk = list(
                Deck.objects.select_for_update().filter(pk__in=ids[start : start + REFRESH_CHUNK]).order_by("pk")
                .values_list("pk", flat=True)
            )  # fmt: skip
            rows = stored_rows_of(chunk)
            decks = [Deck(pk=pk, card_rows=stored) for pk, stored in rows.items()]
            Deck.objects.bulk_update(decks, ["card_rows"], batch_size=200)
    return len(ids)


def decks_holding_ids(card_ids: Iterable[int]) -> list[int]:
    return sorted(set(DeckCard.objects.filter(card_id__in=list(card_ids)).values_list("deck_id", flat=True)))


def card_saved(sender: type[Card], instance: Card, created: bool = False, raw: bool = False, **kwargs: Any) -> None:
    """A card saved on its own (the admin): the decks holding it show its name and number as they now are."""
    if not created and not raw:
        card_rows_refresh(decks_holding_ids([instance.pk]))


def card_deleting(sender: type[Card], instance: Card, **kwargs: Any) -> None:
    """Before a card's deletion (its DeckCard rows go with it): note the decks holding it."""
    instance._holding_decks = decks_holding_ids([instance.pk])  # type: ignore[attr-defined]


def card_deleted(sender: type[Card], instance: Card, **kwargs: Any) -> None:
    """After a card's deletion: the decks that held it no longer list it (as DeckCard no longer does)."""
    card_rows_refresh(getattr(instance, "_holding_decks", []))


def cards_renamed(sender: Any, card_ids: list[int], **kwargs: Any) -> None:
    """Cards updated by an import under a new name: the decks holding them show it."""
    card_rows_refresh(decks_holding_ids(card_ids))
