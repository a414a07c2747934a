"""Saving decks: every save is an immutable version; stale saves are refused, never silently merged."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import User
from django.db import transaction
from django.db.models import F

from cards.catalog import catalog
from cards.models import Card
from zxdecks.decks.models import Deck, DeckCard, DeckLike, DeckVersion, Game
from zxdecks.decks.services.validation import ruleset_for, today
from zxdecks.rules.cards import CardType, Zone
from zxdecks.rules.deck import Deck as EngineDeck
from zxdecks.rules.deck import DeckEntry
from zxdecks.rules.decklist import write_decklist


class DeckConflict(Exception):
    """The deck changed since the editor loaded it; the caller keeps the user's edit and shows this."""

    def __init__(self, deck: Deck, base_version: int | None) -> None:
        self.deck = deck
        self.base_version = base_version
        self.current_version = deck.version_number
        super().__init__(f"deck {deck.pk} is at version {deck.version_number}, the edit started from {base_version}")


def cards_json(deck: EngineDeck) -> list[dict[str, Any]]:
    """A deck's contents as stored in a version: one row per card and part, in order."""
    return [{"zone": zone.value, "number": e.card.number, "count": e.count} for zone in Zone for e in deck.part(zone)]


def engine_deck(rows: list[dict[str, Any]]) -> EngineDeck:
    """A stored version's rows as an engine deck (cards that no longer exist are left out)."""
    facts = catalog.by_numbers({r["number"] for r in rows})
    return EngineDeck.of(
        DeckEntry(facts[r["number"]], r["count"], Zone(r["zone"])) for r in rows if r["number"] in facts
    )


def version_deck(version: DeckVersion) -> EngineDeck:
    return engine_deck(version.cards)


def current_cards(deck: Deck) -> EngineDeck:
    """The cards of a deck's current version (an empty deck before its first save)."""
    current = deck.current
    return version_deck(current) if current else EngineDeck()


@transaction.atomic
def deck_create(
    *,
    owner: User,
    title: str,
    cards: EngineDeck,
    description: str = "",
    visibility: str = Deck.Visibility.PRIVATE,
    forked_from: Deck | None = None,
    game: str = Game.ZX,
) -> Deck:
    """Create a deck for a game with its first version."""
    deck = Deck.objects.create(
        owner=owner, title=title, description=description, visibility=visibility, forked_from=forked_from, game=game
    )
    deck_save(
        deck=deck,
        author=owner,
        cards=cards,
        base_version=0,
        title=title,
        description=description,
        visibility=visibility,
    )
    deck.refresh_from_db()
    return deck


@transaction.atomic
def deck_save(
    *,
    deck: Deck,
    author: User,
    cards: EngineDeck,
    base_version: int | None,
    title: str | None = None,
    description: str | None = None,
    visibility: str | None = None,
    restored_from: int | None = None,
    game: str | None = None,
) -> DeckVersion:
    """Record a new version (judged by the deck's game, or a new one); raises DeckConflict when the deck moved past
    base_version meanwhile."""
    locked = Deck.objects.select_for_update().get(pk=deck.pk)
    if base_version is not None and base_version != locked.version_number:
        raise DeckConflict(locked, base_version)
    if game is not None:
        locked.game = game
    report = ruleset_for(locked.game).validate(cards, today())
    number = locked.version_number + 1
    title = title if title is not None else locked.title
    description = description if description is not None else locked.description
    version = DeckVersion.objects.create(
        deck=locked,
        number=number,
        title=title,
        description=description,
        game=locked.game,
        cards=cards_json(cards),
        text=write_decklist(cards, title),
        report=report.as_dict(),
        legal=report.legal,
        author=author if getattr(author, "pk", None) else None,
        restored_from=restored_from,
    )
    players = [e.card.number for e in cards.part(Zone.PLAYER) if e.card.type is CardType.PLAYER]
    locked.title = title
    locked.description = description
    if visibility is not None:
        locked.visibility = visibility
    locked.version_number = number
    locked.legal = report.legal
    locked.problem_count = min(len(report.violations), 32767)
    locked.player_card = Card.objects.filter(collector_number=players[0]).first() if players else None
    locked.save()
    _write_deck_cards(locked, cards)
    deck.refresh_from_db()
    return version


def _write_deck_cards(deck: Deck, cards: EngineDeck) -> None:
    DeckCard.objects.filter(deck=deck).delete()
    ids = dict(
        Card.objects.filter(collector_number__in=[e.card.number for e in cards.entries]).values_list(
            "collector_number", "pk"
        )
    )
    DeckCard.objects.bulk_create(
        [
            DeckCard(deck=deck, card_id=ids[e.card.number], zone=zone.value, count=min(e.count, 32767))
            for zone in Zone
            for e in cards.part(zone)
            if e.card.number in ids
        ]
    )


def deck_restore(*, deck: Deck, number: int, author: User) -> DeckVersion:
    """Make an old version current again, as a new version (history is never rewritten)."""
    old = deck.versions.get(number=number)
    return deck_save(
        deck=deck,
        author=author,
        cards=version_deck(old),
        base_version=None,
        title=old.title,
        description=old.description,
        restored_from=number,
        game=old.game,
    )


def deck_fork(*, deck: Deck, owner: User) -> Deck:
    """Copy a deck's current version into a new private deck of the user, remembering where it came from."""
    cards = current_cards(deck)
    return deck_create(
        owner=owner, title=deck.title, description=deck.description, cards=cards, forked_from=deck, game=deck.game
    )


def deck_like(*, deck: Deck, user: User) -> bool:
    """Like a deck once; returns whether a like was added."""
    _, created = DeckLike.objects.get_or_create(deck=deck, user=user)
    if created:
        Deck.objects.filter(pk=deck.pk).update(like_count=F("like_count") + 1)
    return created


def deck_unlike(*, deck: Deck, user: User) -> bool:
    deleted, _ = DeckLike.objects.filter(deck=deck, user=user).delete()
    if deleted:
        Deck.objects.filter(pk=deck.pk, like_count__gt=0).update(like_count=F("like_count") - 1)
    return bool(deleted)


def version_diff(older: list[dict[str, Any]] | None, newer: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Cards in and out between two versions: [{"zone", "number", "before", "after", "change"}], in and out only."""

    def counts(rows: list[dict[str, Any]] | None) -> dict[tuple[str, str], int]:
        out: dict[tuple[str, str], int] = {}
        for r in rows or []:
            out[(r["zone"], r["number"])] = out.get((r["zone"], r["number"]), 0) + r["count"]
        return out

    before, after = counts(older), counts(newer)
    diff = []
    for key in sorted(set(before) | set(after), key=lambda k: (list(Zone).index(Zone(k[0])), k[1])):
        b, a = before.get(key, 0), after.get(key, 0)
        if a != b:
            diff.append({"zone": key[0], "number": key[1], "before": b, "after": a, "change": a - b})
    return diff
