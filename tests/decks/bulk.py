"""Many public decks quickly: copies of one deck saved through the service, written in bulk like bench.scale_worker
(their card rows, DeckCard's and the deck's stored ones, copied from it)."""

from __future__ import annotations

import datetime as dt

from django.contrib.auth.models import User

from tests.factories import DeckFactory
from zxdecks.decks.models import Deck, DeckCard, DeckVersion


def public_decks(count: int, *, owners: int = 5, title: str = "赤単") -> list[Deck]:
    """`count` public decks with their version and card rows, newest first, owned by `owners` users, each
    updated a second apart (the first one saved through deck_create, the rest copies of it)."""
    model: Deck = DeckFactory(title=f"{title} 0", visibility=Deck.Visibility.PUBLIC)  # type: ignore[assignment]
    users: list[User] = [model.owner, *User.objects.bulk_create([User(username=f"bulk{i}") for i in range(1, owners)])]
    version = model.versions.get()
    rows = list(model.deck_cards.all())
    base = model.updated_at
    copies = Deck.objects.bulk_create(
        [
            Deck(
                owner=users[i % owners], title=f"{title} {i}", visibility=Deck.Visibility.PUBLIC,
                version_number=1, legal=model.legal, player_card=model.player_card, like_count=i % 7,
                card_rows=model.card_rows,
            )
            for i in range(1, count)
        ]
    )  # fmt: skip
    DeckVersion.objects.bulk_create(
        [
            DeckVersion(
                deck=d, number=1, title=d.title, cards=version.cards, text=version.text, report=version.report,
                legal=version.legal, author=d.owner,
            )
            for d in copies
        ]
    )  # fmt: skip
    DeckCard.objects.bulk_create(
        [DeckCard(deck=d, card_id=r.card_id, zone=r.zone, count=r.count) for d in copies for r in rows]
    )
    decks: list[Deck] = [model, *copies]
    for i, deck in enumerate(decks):  # bulk_update does not apply auto_now, which would give them one instant
        deck.updated_at = base - dt.timedelta(seconds=i)
    Deck.objects.bulk_update(decks, ["updated_at"])
    return decks
