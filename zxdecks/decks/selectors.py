"""Reading decks: who may see what, and the public deck list with its search."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import Any

from django.contrib.auth.models import AnonymousUser, User
from django.contrib.postgres.fields import ArrayField
from django.core.exceptions import EmptyResultSet
from django.core.paginator import Page, Paginator
from django.db import connection
from django.db.models import BigIntegerField, BooleanField, CharField, F, Func, IntegerField, Q, QuerySet
from django.db.models.expressions import RawSQL
from django.db.models.lookups import Exact
from django.db.models.sql.where import WhereNode
from django.http import Http404

from cards import name_grams
from cards.models import Card, CardName
from cards.normalize import fold
from cards.query import contains
from zxdecks.core.paging import MAX_PAGE, Window, bounded_count
from zxdecks.decks.models import Deck, DeckCard, DeckVersion


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
        decks = decks.filter(title__icontains=term)  # served by the trigram index on PostgreSQL (migration 0004)
    if card:
        decks = decks.filter(in_list("pk", decks_holding(card_ids_matching(card))))
    if player:
        ids = card_ids_matching(player)
        decks = decks.filter(player_card_id__in=ids) if ids else decks.none()
    # The pk breaks ties, so that a page never repeats or skips a deck saved in the same instant as another.
    return (
        decks.order_by("-like_count", "-updated_at", "-pk") if sort == "likes" else decks.order_by("-updated_at", "-pk")
    )


def card_id_queries(term: str) -> list[QuerySet[Any]]:
    """The queries of the cards a user means by a term: the card of that collector number; else the cards of (part
    of) a name or a reading, kana and width folded, in one query (a union). Each part is served by its own index
    (unique number; trigram or character index of name keys and readings); under one OR across a join none could
    be. No ordering: a name's default one joins every match to its card (issue 33, point 7)."""
    key = fold(term)
    if not key.strip():
        return []
    number = Card.objects.filter(collector_number=term.strip().upper()).order_by().values_list("pk", flat=True)
    if connection.vendor == "sqlite":
        # No text index: the names' and readings' characters and pairs (cards.name_grams), else every name is read.
        sql, params = name_grams.matching_sql(key)
        matching = RawSQL(sql, params)  # noqa: S611 - the module's own SQL, the term a parameter
        return [number, Card.objects.filter(pk__in=matching).order_by().values_list("pk", flat=True)]
    names = CardName.objects.filter(contains("search_key", key)).order_by().values_list("card_id", flat=True)
    readings = Card.objects.filter(contains("reading", key)).order_by().values_list("pk", flat=True)
    return [number, names.union(readings)]


# What a collector number can look like (B01-001, X1B01-001, D0DM-003): other terms skip the number's query.
NUMBER_LIKE = re.compile(r"[A-Z0-9][A-Z0-9-]{0,23}", re.ASCII)


def card_ids_matching(term: str) -> set[int]:
    """The ids of the cards a user means by a number, a (part of a) name or a reading. A collector number means its
    card, found by the unique index alone: no name or reading holds one, so the text indexes are not asked."""
    number = term.strip().upper()
    if NUMBER_LIKE.fullmatch(number):  # asked before the text queries are built (half of this function's CPU)
        exact = set(Card.objects.filter(collector_number=number).order_by().values_list("pk", flat=True))
        if exact:
            return exact
    queries = card_id_queries(term)
    return set(queries[1]) if queries else set()


# Up to this many rows of deck_cards, the decks holding a card are listed by id: read from their index, sent as one
# array (a JSON list on SQLite), in 2-5 ms; past it (a card in a tenth of the decks) the walk in list order finds a page and the count sooner.
HOLDING_LISTED = 10_000
# SQLite lists four times as many: past the bound it reads the subquery's holding rows twice (page and count) after
# the 10,001 read here were dropped, ~25 ms of SQL for a card in 11,000 decks at 100,000, where listing them all
# takes ~12 ms (the page still walks the list's order, the count looks the ids up by key: _counted).
SQLITE_LISTED_FACTOR = 4


def decks_holding(card_ids: set[int]) -> list[int] | QuerySet[DeckCard, int]:
    """The ids of the decks holding any of these cards: listed when they are few, else a subquery.

    A subquery leaves the planner to guess how many decks hold the cards, and a card in no deck (a term naming only
    new cards) looks like one in hundreds: it walks the whole list's index probing each deck (issue 33, point 7).
    Listed ids make the count exact, so the few decks are read by id and sorted; many decks are dense enough that
    the walk in list order stops early.
    """
    holding = DeckCard.objects.filter(in_list("card_id", sorted(card_ids))).values_list("deck_id", flat=True)
    bound = HOLDING_LISTED * (SQLITE_LISTED_FACTOR if connection.vendor == "sqlite" else 1)
    if connection.vendor not in ("postgresql", "sqlite"):  # one parameter an id (twice), within the driver's bound
        bound = min(bound, (connection.features.max_query_params or bound * 2) // 2 - 100)
    rows = list(holding[: bound + 1]) if card_ids else []
    if len(rows) > bound:
        # A semi-join, not a join: a deck is listed once however many matching cards it holds, with no DISTINCT.
        held = cards_held(card_ids)
        return DeckCard.objects.filter(in_list("card_id", held)).values_list("deck_id", flat=True)
    return sorted(set(rows))


def cards_held(card_ids: set[int]) -> list[int]:
    """The cards among these that some deck holds, each found by one probe of the (card, deck) index.

    A name's cards are mostly cards no deck holds (new ones, the copies of a grown pool), and the planner counts each
    as a card in hundreds of decks: the decks holding a broad name's cards (a tenth of all decks, say) then look like
    all of them, and the bounded count walks every deck's rows testing each against the list (45 ms at 100,000
    decks) instead of hashing the few thousand rows of the held cards (5-10 ms; issue 33, point 7)."""
    if connection.vendor != "postgresql":
        return sorted(card_ids)
    table = DeckCard._meta.db_table
    literal = "{" + ",".join(map(str, map(int, card_ids))) + "}"
    with connection.cursor() as cursor:
        # The table name is the model's own; the ids go as one parameter.
        cursor.execute(
            f"SELECT c FROM unnest(%s::bigint[]) AS c WHERE EXISTS (SELECT 1 FROM {table} WHERE card_id = c)"  # noqa: S608
            " ORDER BY c",
            [literal],
        )
        return [row[0] for row in cursor.fetchall()]


class ListedIds(RawSQL):
    """A list of ids as one JSON parameter, `IN (SELECT value FROM json_each(…))` (SQLite)."""


def _counted(decks: QuerySet[Deck]) -> QuerySet[Deck]:
    """The decks as the bounded count reads them: on SQLite, when they are listed by id, with the visibility
    condition unindexable (`+visibility = 'public'`).

    SQLite keeps no statistics and takes the condition for a rare value: it counted a card's few hundred decks by
    walking the whole list's index, testing each deck against the list (30 ms at 100,000 decks, issue 33.7), where
    looking the listed ids up by key takes 1-3 ms (the count stops at its bound). The page keeps the walk in list
    order, which stops at its 50th deck (1-2 ms) where looking the ids up would sort them all (29 ms for 8,600)."""
    if connection.vendor != "sqlite" or not _holds(decks.query.where, ListedIds):
        return decks
    counted = decks.all()
    counted.query.where = _visibility_unindexed(counted.query.where)
    return counted


def _holds(node: WhereNode, kind: type) -> bool:
    return any(
        _holds(child, kind) if isinstance(child, WhereNode) else isinstance(getattr(child, "rhs", None), kind)
        for child in node.children
    )


def _visibility_unindexed(node: WhereNode) -> WhereNode:
    copy = node.create(connector=node.connector, negated=node.negated)
    for child in node.children:
        if isinstance(child, WhereNode):
            copy.children.append(_visibility_unindexed(child))
        elif isinstance(child, Exact) and getattr(child.lhs, "target", None) == Deck._meta.get_field("visibility"):
            unary_plus = Func(child.lhs, template="+%(expressions)s", output_field=CharField())
            copy.children.append(Exact(unary_plus, child.rhs))  # type: ignore[arg-type] # a lookup is a node
        else:
            copy.children.append(child)
    return copy


class AnyOf(Func):
    """`column = ANY(array)`: a column's value is one of an array's (PostgreSQL)."""

    template = "%(expressions)s)"
    arg_joiner = " = ANY("
    output_field = BooleanField()


def in_list(field: str, ids: list[int] | QuerySet[Any]) -> Q | AnyOf:
    """The condition that a row's field is one of these ids (none: a condition Django knows matches nothing)."""
    if isinstance(ids, QuerySet) or not ids or connection.vendor not in ("postgresql", "sqlite"):
        return Q(**{f"{field}__in": ids})
    if connection.vendor == "sqlite":  # one JSON parameter: no bound on the ids (999 parameters a statement)
        # Written in one join as the array literal below is (json.dumps: ~3 ms for a card in 11,000 decks).
        listed = "[" + ",".join(map(str, map(int, ids))) + "]"
        return Q(**{f"{field}__in": ListedIds("SELECT value FROM json_each(%s)", (listed,))})
    # One array parameter rather than one per id: the list goes into the page's query twice (page and count), and a
    # thousand parameters cost more to build and send than the query takes to run. A list, not a subquery of it, so
    # that the planner may walk the list's order and test each id in a hash of them (a page of many decks).
    # The list goes as the text of an array literal ('{1,2,3}'), written in one join: the driver's own array dumper
    # (and an ArrayField's) looks at each id in Python, about 1 ms of a request's CPU per copy for a card in 650 decks.
    literal = "{" + ",".join(map(str, map(int, ids))) + "}"
    return AnyOf(F(field), RawSQL("%s::bigint[]", (literal,), output_field=ArrayField(BigIntegerField())))


LISTED_RELATED = ("owner__username", "player_card__collector_number", "player_card__name")


def decks_window(decks: QuerySet[Deck], start: int, stop: int, limit: int, *, cards: bool = True) -> Window:
    """Rows start..stop of a deck list with their owner and player card (and their stored card rows unless not
    `cards`: the page lists none), and its decks counted no further than limit or stop (whichever is more), in one
    query (two past the end).

    The page's ids are picked in a subquery (an index scan that skips the earlier pages without reading their rows)
    and only those decks are read with their joins, a far page joining none of the rows it skips; the bounded count
    rides along as a scalar subquery, which saves a round trip to the database.
    """
    limit = max(limit, stop)
    try:
        sql, params = _counted(decks).order_by().values("pk")[: limit + 1].query.sql_with_params()
    except EmptyResultSet:  # a filter that can match nothing (a card no deck can hold): no query at all
        return Window([], 0, False)
    page = Deck.objects.filter(pk__in=decks.values("pk")[start:stop]).select_related("owner", "player_card")
    # Of the owner and the player card only what lists show: a card row carries its whole text.
    fields = [f.name for f in Deck._meta.concrete_fields if cards or f.name != "card_rows"]
    shown = page.only(*fields, *LISTED_RELATED)
    # The SQL and parameters are Django's own, for the query above: nothing from the request is pasted in.
    counted = RawSQL(f"SELECT COUNT(*) FROM ({sql}) capped", params, output_field=IntegerField())  # noqa: S608, S611
    rows = list(shown.annotate(matches=counted).order_by(*decks.query.order_by))
    if rows:
        matches = int(getattr(rows[0], "matches"))  # noqa: B009 - an annotation the model type does not know
        return Window(rows, min(matches, limit), matches > limit)
    total, more = bounded_count(_counted(decks), limit=limit)  # past the end: the count alone
    return Window([], total, more)


def decks_listed(*, filters: dict[str, str] | None) -> QuerySet[Deck]:
    """The public deck list for a search form's cleaned data (None: the form was invalid, so nothing)."""
    if filters is None:
        return Deck.objects.none()
    return decks_public(**{k: v for k, v in filters.items() if v})


PAGES_AHEAD = 10


@dataclass(frozen=True)
class DeckListPage:
    """A page of the deck list; `more` when there are more matches than were counted (decks_window)."""

    page: Page[Deck]
    more: bool


def deck_list_page(*, filters: dict[str, str] | None, number: str | None, per_page: int = 30) -> DeckListPage:
    """One page of the public deck list (a bad or too large page number gives the first or the last page), its
    matches counted no further than PAGES_AHEAD pages past it."""
    decks = decks_listed(filters=filters)
    try:
        wanted = min(max(1, int(str(number or 1))), MAX_PAGE)
    except ValueError:
        wanted = 1
    if filters is None:  # an invalid search lists nothing
        return DeckListPage(Paginator(decks, per_page).page(1), more=False)
    # The pager needs no more than a few pages ahead; a search of common words matches many thousand decks, and
    # counting them all costs more than the page (bench_decks).
    window = decks_window(
        decks, (wanted - 1) * per_page, wanted * per_page, (wanted + PAGES_AHEAD) * per_page, cards=False
    )
    paginator: Paginator[Deck] = Paginator(decks, per_page)
    paginator.count = window.total + window.more  # bounded (one more: a page follows); Paginator counts them all
    if wanted > paginator.num_pages:  # past the end: the last page
        wanted = paginator.num_pages
        window = decks_window(decks, (wanted - 1) * per_page, wanted * per_page, 0, cards=False)
    return DeckListPage(Page(window.rows, wanted, paginator), more=window.more)


def decks_of(user: User) -> QuerySet[Deck]:
    return Deck.objects.filter(owner=user).select_related("owner", "player_card").order_by("-updated_at", "-pk")


def decks_using_card(*, number: str, limit: int = 5) -> list[Deck]:
    """The newest public decks holding a card (its current version, any part)."""
    decks = Deck.objects.filter(visibility=Deck.Visibility.PUBLIC, deck_cards__card__collector_number=number)
    return list(decks.select_related("owner").distinct().order_by("-updated_at")[:limit])


def decks_for_card(*, user: User, game: str) -> QuerySet[Deck]:
    """A user's decks a card of a game may be added to (Z/X cards to Z/X decks, D0 cards to either D0 format)."""
    games = ["zx"] if game == "zx" else ["d0", "d0-limited"]
    return Deck.objects.filter(owner=user, game__in=games).order_by("-updated_at")
