"""Saving decks: every save is an immutable version; stale saves are refused, never silently merged."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.contrib.auth.models import User
from django.db import transaction
from django.db.models import F
from django.http import Http404

from cards.catalog import catalog
from cards.models import Card
from zxdecks.decks.models import Deck, DeckCard, DeckLike, DeckVersion, GameKind
from zxdecks.decks.services.card_rows import rows_shown, stored_rows_of
from zxdecks.decks.services.editor import default_zone
from zxdecks.decks.services.formats import deck_export, deck_import
from zxdecks.decks.services.validation import Validation, deck_from_parts, ruleset_for, today
from zxdecks.rules.cards import CardFacts, CardType, Zone
from zxdecks.rules.deck import Deck as EngineDeck
from zxdecks.rules.deck import DeckEntry
from zxdecks.rules.decklist import write_decklist

DeckCards = EngineDeck  # what a deck holds, for adapters that may not import the engine themselves


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


def engine_deck(rows: list[dict[str, Any]], facts: dict[str, CardFacts] | None = None) -> EngineDeck:
    """A stored version's rows as an engine deck (cards that no longer exist are left out); facts: already read."""
    if facts is None:
        facts = catalog.by_numbers({r["number"] for r in rows})
    return EngineDeck.of(
        DeckEntry(facts[r["number"]], r["count"], Zone(r["zone"])) for r in rows if r["number"] in facts
    )


def version_deck(version: DeckVersion) -> EngineDeck:
    return engine_deck(version.cards)


def version_export(*, version: DeckVersion, fmt: str, bom: bool = False) -> str:
    """One version of a deck, with its title, description and game, in one of EXPORT_FORMATS."""
    exported = deck_export(
        deck=version_deck(version), fmt=fmt, title=version.title, description=version.description, game=version.game
    )
    # Japanese Excel reads a CSV without a byte-order mark as Shift_JIS and garbles the names.
    return "\ufeff" + exported if bom and fmt == "csv" else exported


def current_rows_of(decks: Sequence[Deck]) -> dict[int, list[dict[str, Any]]]:
    """The current cards of several decks by id as the API shows them (zone, number, name, count).

    Read from the rows each deck keeps (Deck.card_rows, services.card_rows): no query. A deck without them (rows
    written past the services, or the field deferred) is read as before: from the shared cache, the decks not there
    from DeckCard in one query. DeckCard holds each deck's current version part by part, same cards merged in
    first-seen order, cards that no longer exist left out (_write_deck_cards): the rows of current_cards, without
    reading the versions or the engine's card facts. DeckCard changes only with a new version of the deck or with the
    card data, and the cache key carries both.
    """
    out: dict[int, list[dict[str, Any]]] = {}
    keys: dict[str, int] = {}
    for deck in decks:
        stored = deck.__dict__.get("card_rows")  # not in __dict__ when deferred: reading it would be a query
        if stored is not None:
            out[deck.pk] = rows_shown(stored)
        else:
            keys[f"{deck.pk}.{deck.version_number}"] = deck.pk
    if keys:
        found = catalog.deck_rows(keys, lambda missing: _deck_rows({keys[k]: k for k in missing}))
        out.update({pk: found[key] or [] for key, pk in keys.items()})
    return out


def _deck_rows(keys: dict[int, str]) -> dict[str, list[dict[str, Any]]]:
    """The DeckCard rows of decks (id → cache key) by cache key, in the order they were written, in one query."""
    return {keys[pk]: rows_shown(stored) for pk, stored in stored_rows_of(keys).items()}


def deck_validate_stored(*, deck: Deck, as_of: dt.date | None = None) -> Validation:
    """A stored deck's current version judged by its game's rules as of a date (default today)."""
    cards = current_cards(deck)
    return Validation(ruleset_for(deck.game).validate(cards, as_of or today()), cards)


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
    game: str = GameKind.ZX,
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
    cards: EngineDeck | None,
    base_version: int | None,
    title: str | None = None,
    description: str | None = None,
    visibility: str | None = None,
    restored_from: int | None = None,
    game: str | None = None,
    details_only_when_unchanged: bool = False,
) -> DeckVersion:
    """Record a new version (judged by the deck's game, or a new one); raises DeckConflict when the deck moved past
    base_version meanwhile, Http404 when it was deleted meanwhile. cards=None keeps the current cards, read under
    the lock so that a change of details never undoes a concurrent change of cards. details_only_when_unchanged:
    when the cards and the game are those of the current version, only the details change and no version is made
    (what the editor and the API do; a restore always records one)."""
    locked = Deck.objects.select_for_update().filter(pk=deck.pk).first()
    if locked is None:
        raise Http404("the deck was deleted")
    if base_version is not None and base_version != locked.version_number:
        raise DeckConflict(locked, base_version)
    if cards is None:
        cards = current_cards(locked)
    if details_only_when_unchanged and _same_cards(locked, cards, game):
        return _save_details(locked, title=title, description=description, visibility=visibility)
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


def _same_cards(locked: Deck, cards: EngineDeck, game: str | None) -> bool:
    """Whether a save sends exactly the current version's cards for the same game (order does not matter)."""
    current = locked.current
    if current is None or (game is not None and game != locked.game):
        return False
    return not version_diff(current.cards, cards_json(cards))


def _save_details(locked: Deck, *, title: str | None, description: str | None, visibility: str | None) -> DeckVersion:
    """Change a deck's title, description or visibility without a new version: history records changes of cards.

    The current version takes the new title and description too, so that its exports and image name the deck as
    it is now called (its cards and verdict are untouched).
    """
    current = locked.current
    assert current is not None
    if visibility is not None:
        locked.visibility = visibility
    if title is not None:
        locked.title = current.title = title
    if description is not None:
        locked.description = current.description = description
    current.text = write_decklist(version_deck(current), current.title)
    current.save(update_fields=["title", "description", "text"])
    locked.save(update_fields=["title", "description", "visibility", "updated_at"])
    return current


def _write_deck_cards(deck: Deck, cards: EngineDeck) -> None:
    """The deck's DeckCard rows, and the same rows as the API lists them on the deck (card_rows), in one order."""
    DeckCard.objects.filter(deck=deck).delete()
    found = {
        number: (pk, name)
        for number, pk, name in Card.objects.filter(
            collector_number__in=[e.card.number for e in cards.entries]
        ).values_list("collector_number", "pk", "name")
    }
    held = [(zone.value, e) for zone in Zone for e in cards.part(zone) if e.card.number in found]
    DeckCard.objects.bulk_create(
        [DeckCard(deck=deck, card_id=found[e.card.number][0], zone=zone, count=e.count) for zone, e in held]
    )
    stored = [[zone, e.card.number, found[e.card.number][1], e.count] for zone, e in held]
    Deck.objects.filter(pk=deck.pk).update(card_rows=stored)
    deck.card_rows = stored


def deck_restore(*, deck: Deck, number: int, author: User) -> DeckVersion:
    """Make an old version current again, as a new version (history is never rewritten); Http404 for no such version."""
    old = deck.versions.filter(number=number).first()
    if old is None:
        raise Http404("no such version")
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


@transaction.atomic  # the deck stays locked (deck_save) until it is read back: a delete cannot land in between
def deck_write(
    *,
    owner: User,
    deck: Deck | None = None,
    game: str | None = None,
    text: str | None = None,
    parts: dict[str, Any] | None = None,
    title: str | None = None,
    description: str | None = None,
    visibility: str | None = None,
    base_version: int | None = None,
) -> Deck:
    """Create a deck (deck=None) or record a new version of one, the cards sent as list text (read with the game's
    sections) or as rows per part, or not at all (kept). Raises DeckListError / DeckInputError naming every bad line
    or row, DeckConflict when base_version is stale."""
    game = game or (deck.game if deck is not None else GameKind.ZX)
    cards = deck_cards_from(game=game, text=text, parts=parts)
    if deck is None:
        return deck_create(
            owner=owner,
            title=title or "",
            description=description or "",
            visibility=visibility or Deck.Visibility.PRIVATE,
            cards=cards or EngineDeck(),
            game=game,
        )
    deck_save(
        deck=deck,
        author=owner,
        cards=cards,
        base_version=base_version,
        title=title,
        description=description,
        visibility=visibility,
        game=game,
        details_only_when_unchanged=True,
    )
    deck.refresh_from_db()
    return deck


def deck_cards_from(*, game: str, text: str | None = None, parts: dict[str, Any] | None = None) -> EngineDeck | None:
    """The cards a write sends: list text (any import format), rows per part, or None when it sends neither."""
    if text is not None:
        return deck_import(data=text, fmt="auto", game=game).deck if text.strip() else EngineDeck()
    if parts is not None:
        return deck_from_parts(**parts)
    return None


@transaction.atomic
def deck_delete(*, deck: Deck) -> None:
    """Delete a deck with all its versions; Http404 when it was deleted meanwhile.

    The deck's row is locked first, as every save locks it first (deck_save): a delete that went for the card rows
    and versions first would hold rows a concurrent save waits for while waiting for the row the save holds, and
    PostgreSQL would end one of them as a deadlock.
    """
    locked = Deck.objects.select_for_update().filter(pk=deck.pk).first()
    if locked is None:
        raise Http404("the deck was deleted")
    locked.delete()


def deck_like_toggle(*, deck: Deck, user: User) -> bool:
    """Like a deck, or take the like back if there is one; returns whether the user now likes it."""
    if deck_unlike(deck=deck, user=user):
        return False
    return deck_like(deck=deck, user=user)


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


class CardNotAddable(ValueError):
    """A card that cannot go into the deck asked for (no such card, another game); the message is for the user."""


@dataclass(frozen=True)
class CardAdded:
    """Where deck_add_card put the card: the deck, the part and how many copies the part now holds."""

    deck: Deck
    zone: Zone
    count: int
    created: bool


@transaction.atomic
def deck_add_card(*, owner: User, number: str, deck: Deck | None = None, title: str = "") -> CardAdded:
    """Add one copy of a card to the part its type belongs in, of one of the owner's decks (a new version) or of a
    new deck titled `title`; CardNotAddable when the card does not exist or belongs to another game."""
    card = catalog.by_numbers({number.upper()}).get(number.upper())
    if card is None:
        raise CardNotAddable(f"no card {number}")
    if deck is None:
        zone = default_zone(card.type, card.game)
        cards = EngineDeck.of([DeckEntry(card, 1, zone)])
        created = deck_create(owner=owner, title=title or card.name, cards=cards, game=card.game)
        return CardAdded(created, zone, 1, True)
    locked = Deck.objects.select_for_update().filter(pk=deck.pk, owner=owner).first()
    if locked is None:
        raise Http404("the deck was deleted")
    if (card.game == "zx") != (locked.game == GameKind.ZX):
        raise CardNotAddable(f"{card.number} is a card of another game than the deck")
    zone = default_zone(card.type, locked.game)
    current = current_cards(locked)
    count = sum(e.count for e in current.part(zone) if e.card.number == card.number) + 1
    cards = EngineDeck.of([*current.entries, DeckEntry(card, 1, zone)])
    deck_save(deck=locked, author=owner, cards=cards, base_version=locked.version_number)
    locked.refresh_from_db()
    return CardAdded(locked, zone, count, False)
