"""Reading decks: who may see what, and the public deck list with its search."""

from __future__ import annotations

import secrets

from django.contrib.auth.models import AnonymousUser, User
from django.db.models import F, Prefetch, Q, QuerySet
from django.http import Http404

from cards.models import Card
from cards.normalize import fold
from zxdecks.decks.models import Deck, DeckVersion


def deck_visible_to(*, pk: int, user: User | AnonymousUser) -> Deck:
    """A deck by id for this viewer: public decks to anyone, others to their owner only (else 404, not 403)."""
    deck = Deck.objects.select_related("owner", "forked_from", "player_card").filter(pk=pk).first()
    if deck is None:
        raise Http404("no such deck")
    if deck.visibility == Deck.Visibility.PUBLIC or (user.is_authenticated and deck.owner_id == user.pk):
        return deck
    raise Http404("no such deck")


def deck_by_token(*, token: str) -> Deck:
    """A public or unlisted deck by its secret link (a private deck's link does not open it)."""
    deck = Deck.objects.select_related("owner", "player_card").filter(share_token=token).first()
    if deck is None or deck.visibility == Deck.Visibility.PRIVATE:
        raise Http404("no such deck")
    return deck


def deck_viewable(*, pk: int, user: User | AnonymousUser, token: str = "") -> Deck:
    """A deck by id for this viewer, or for whoever holds its secret link (the token must be this deck's)."""
    if token:
        deck = Deck.objects.select_related("owner", "forked_from", "player_card").filter(pk=pk).first()
        if (
            deck is not None
            and deck.visibility != Deck.Visibility.PRIVATE
            and token.isascii()  # compare_digest refuses other text
            and secrets.compare_digest(deck.share_token, token)
        ):
            return deck
    return deck_visible_to(pk=pk, user=user)


def version_of(*, deck: Deck, number: int | None = None) -> DeckVersion:
    """A version of a deck (the current one when no number is given), or 404."""
    version = deck.versions.filter(number=number or deck.version_number).first()
    if version is None:
        raise Http404("no such version")
    return version


def deck_owned(*, pk: int, user: User | AnonymousUser) -> Deck:
    """A deck the user owns, or 404."""
    deck = Deck.objects.filter(pk=pk, owner_id=user.pk).first() if user.is_authenticated else None
    if deck is None:
        raise Http404("no such deck")
    return deck


def decks_public(
    *, q: str = "", card: str = "", player: str = "", sort: str = "recent", game: str = ""
) -> QuerySet[Deck]:
    """Public decks: of a game, title search, containing a card (number or name), by player card; recent or liked."""
    decks = Deck.objects.filter(visibility=Deck.Visibility.PUBLIC).select_related("owner", "player_card")
    if game:
        decks = decks.filter(game=game)
    for term in q.split():
        decks = decks.filter(title__icontains=term)
    if card:
        decks = decks.filter(deck_cards__card__in=_cards_matching(card)).distinct()
    if player:
        decks = decks.filter(player_card__in=_cards_matching(player)).distinct()
    return decks.order_by("-like_count", "-updated_at") if sort == "likes" else decks.order_by("-updated_at")


def _cards_matching(term: str) -> QuerySet[Card]:
    """Cards a user means by a number, a (part of a) name or a reading, kana and width folded."""
    key = fold(term)
    return Card.objects.filter(
        Q(collector_number=term.strip().upper()) | Q(card_names__search_key__contains=key) | Q(reading__contains=key)
    ).values("pk")  # type: ignore[return-value]


def with_current_version(decks: QuerySet[Deck]) -> QuerySet[Deck]:
    """Decks with their owner, player card and current version loaded alongside: a page costs the same few queries
    whatever its length."""
    current = DeckVersion.objects.filter(number=F("deck__version_number"))
    return decks.select_related("owner", "player_card").prefetch_related(
        Prefetch("versions", queryset=current, to_attr="current_versions")
    )


def decks_listed(*, filters: dict[str, str] | None) -> QuerySet[Deck]:
    """The public deck list for a search form's cleaned data (None: the form was invalid, so nothing)."""
    if filters is None:
        return Deck.objects.none()
    return decks_public(**{k: v for k, v in filters.items() if v})


def decks_of(user: User) -> QuerySet[Deck]:
    return Deck.objects.filter(owner=user).select_related("owner", "player_card").order_by("-updated_at")


def decks_using_card(*, number: str, limit: int = 5) -> list[Deck]:
    """The newest public decks holding a card (its current version, any part)."""
    decks = Deck.objects.filter(visibility=Deck.Visibility.PUBLIC, deck_cards__card__collector_number=number)
    return list(decks.select_related("owner").distinct().order_by("-updated_at")[:limit])


def decks_for_card(*, user: User, game: str) -> QuerySet[Deck]:
    """A user's decks a card of a game may be added to (Z/X cards to Z/X decks, D0 cards to either D0 format)."""
    games = ["zx"] if game == "zx" else ["d0", "d0-limited"]
    return Deck.objects.filter(owner=user, game__in=games).order_by("-updated_at")
