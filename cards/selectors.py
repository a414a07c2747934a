"""Reading card data: the one card search (card pages, deck editor, API), card lookups, names and regulations."""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from django import forms
from django.core.exceptions import EmptyResultSet
from django.core.paginator import Page, Paginator
from django.db import connection
from django.db.models import Q, QuerySet
from django.utils import timezone

from cards.adapters import CONSTRUCTION_NAME_KINDS
from cards.filters import CardFilter
from cards.models import Card, CardName, Pack, RegulationEntry
from cards.normalize import fold
from cards.query import QueryWarning, contains
from cards.regulation import RegulatedIds, card_status, entries_in_force, entry_order, status_by_key
from cards.search_limits import search_time_limit
from cards.search_sql import bounded_scan, estimated_rows, relevance_tiers, sorts_by_computed_value, tiered_page
from zxdecks.rules.cards import Color, RegulationStatus, name_key
from zxdecks.rules.cardtext import KEYWORD_RULES


@dataclass
class CardSearch:
    """A search's cards (ordered, unevaluated), what in q= was not understood, and the bound filter form."""

    cards: QuerySet[Card]
    warnings: list[QueryWarning]
    form: forms.Form

    @property
    def valid(self) -> bool:
        return not self.form.errors


@dataclass(frozen=True, slots=True)
class NameRow:
    """One name of a card and where it comes from (CardName.Kind)."""

    name: str
    kind: str


@dataclass
class CardRecord:
    """One card with what its output shows beside the row: every name, the regulation history, today's status."""

    card: Card
    names: list[NameRow]
    regulation: list[RegulationEntry]
    regulation_status: RegulationStatus | None

    @property
    def colors(self) -> list[str]:
        return [color for color, attr in _COLOR_ATTRS if getattr(self.card, attr)]

    @property
    def colorless(self) -> bool:
        return not any(getattr(self.card, attr) for _color, attr in _COLOR_ATTRS)

    @property
    def icons(self) -> list[str]:
        return Card.split(self.card.icons)

    @property
    def d0(self) -> Card | None:
        """The card for its Dimension Zero parameters; None for a Z/X card."""
        return self.card if self.card.game == "d0" else None


_COLOR_ATTRS = tuple((c.value, f"is_{c.value}") for c in Color)


@dataclass
class RegulationRow:
    """A regulation entry and the collector numbers of the cards carrying its name."""

    entry: RegulationEntry
    cards: list[str] = field(default_factory=list)


def card_search(
    *, params: Mapping[str, Any], on: dt.date | None = None, regulated: RegulatedIds | None = None
) -> CardSearch:
    """Cards matching the parameters of the card filter (cards.filters), sorted; none when a parameter is bad.

    `on` is the day regulation filters use (default today); `regulated` where they read the designated cards
    (default: the database; requests pass the catalog's cached copy).
    """
    filterset = CardFilter(params, queryset=Card.objects.select_related("pack"), on=on, regulated=regulated)
    if not filterset.is_valid():
        return CardSearch(Card.objects.none(), [], filterset.form)
    cards = filterset.qs
    return CardSearch(cards, filterset.warnings, filterset.form)


MAX_PAGE_NUMBER = 100_000  # beyond it a page number is read as "the last page", as Paginator does for garbage


SearchMemo = Callable[[str, Callable[[], Any]], Any]


# A search counts its matches this far (or to the end of the page asked for, if further), like the deck and event
# lists (zxdecks.core.paging.COUNT_LIMIT): past it the total says "1,000+". An exact count of a broad search
# grows with the pool (17-38 ms at 86k cards for `t:zx c:red cost>=5` or `race:ミソス`) where a bounded one
# stops early; the unfiltered list keeps its exact count (one count per card data version).
CARD_COUNT_LIMIT = 1_000
# A search in relevance order ranks up to this many matches whole (they are counted exactly); one with more reads its
# page tier by tier (tiered_page): ranking 80,000 matches of 「の」 took seconds at 86k cards.
RANK_LIMIT = 5_000


class CardWindow(NamedTuple):
    """Rows of a search, its matches counted no further than the bound, and whether there are more than that."""

    rows: list[Card]
    total: int
    more: bool


def card_slice(
    cards: QuerySet[Card],
    start: int,
    size: int,
    fields: Sequence[str] | None = None,
    memo: SearchMemo | None = None,
    limit: int | None = None,
) -> CardWindow:
    """Rows start..start+size of a search and its matches counted up to `limit` or the end of the page, whichever
    is further (SearchTooSlow past the time limit).

    One query finds up to that many matches as narrow rows and sorts them (bounded_scan); only a search with more
    matches reads its page again in order, stopping at the page. A search in relevance order, which sorts every
    match anyway, is read whole in that one query and counted exactly. The page's rows are then read by id with
    the pack (or, given `fields`, come with the ids as cards with just those fields). `memo(key, compute)` may
    keep the result (the catalog's search cache).
    """
    fields = tuple(fields or ())
    bound = max(CARD_COUNT_LIMIT if limit is None else limit, start + size)

    def in_order() -> list[tuple[Any, ...]]:
        return [tuple(r) for r in cards.values_list("id", *fields)[start : start + size]]

    def scan() -> tuple[list[tuple[Any, ...]], int, bool]:
        with search_time_limit(getattr(cards, "search_time_limit_ms", None)):
            if not cards.query.where:  # the whole pool: its exact size is one count of an index
                return in_order(), cards.count(), False
            # No index gives a computed order (relevance): the database sorts every match for any page, so a
            # bounded scan first would read a broad text search's matches twice (2,760 for カードを１枚引く at 86k
            # cards: 17 + 29 ms). One scan of them all sorts the page and counts them exactly.
            # In relevance order with the tiers known (cards.filters.Relevance), the matches are counted up to the
            # bound like any search, and a search with more reads its page tier by tier.
            tiers = relevance_tiers(cards)
            every = sorts_by_computed_value(cards) and tiers is None
            ranked = bound
            if tiers is not None:
                # Ranked whole up to RANK_LIMIT matches, unless the planner expects far more: reading them to find out
                # is what takes the time (5,000 of 「の」's 81,000: 250 ms at 86k cards on a busy box).
                ranked = max(bound, RANK_LIMIT) if estimated_rows(cards) <= 2 * RANK_LIMIT else bound
            sql, params = bounded_scan(cards, fields, None if every else ranked)
            with connection.cursor() as cursor:
                cursor.execute(sql, (*params, size, start))
                rows = cursor.fetchall()
            # An empty first page means no match; past the end, the rows carry no count and it is read alone.
            if rows:
                counted = rows[0][-1]
            elif start:
                counted = cards.order_by().count() if every else _bounded_count(cards, ranked)
            else:
                counted = 0
            if every or counted <= ranked:
                return [tuple(row[:-1]) for row in rows], counted, False
            if tiers is not None:
                return tiered_page(cards, tiers, fields, start, size), bound, True
            return in_order(), bound, True

    try:
        sql, params = cards.query.sql_with_params()
    except EmptyResultSet:
        return CardWindow([], 0, False)  # a search that cannot match (e.g. a set of no pack) has no SQL to run
    key = f"{sql}|{params!r}|{fields}|{start}|{size}|{bound}"
    page, total, more = scan() if memo is None else memo(key, scan)
    if fields:  # what the caller needs came with the ids: no second read
        names = ["id", *fields]
        return CardWindow([Card.from_db("default", names, list(row)) for row in page], total, more)
    ids = [row[0] for row in page]
    by_id = Card.objects.select_related("pack").in_bulk(ids)
    return CardWindow([by_id[pk] for pk in ids if pk in by_id], total, more)


def _bounded_count(cards: QuerySet[Card], bound: int) -> int:
    """The matches of a search counted up to bound + 1 (a page past the end has no row to carry the count)."""
    return cards.order_by().values("id")[: bound + 1].count()


@dataclass(frozen=True)
class CardPage:
    """A page of a search; `more` when it has more matches than were counted (its count says "1,000+")."""

    page: Page[Card]
    more: bool


def card_page(
    cards: QuerySet[Card],
    number: int | str | None,
    per_page: int,
    fields: Sequence[str] | None = None,
    memo: SearchMemo | None = None,
) -> CardPage:
    """One page of a search (a bad or too large page number gives the first or the last page), never every id;
    `fields` and `memo` as card_slice."""
    try:
        wanted = min(max(1, int(str(number or 1))), MAX_PAGE_NUMBER)
    except ValueError:
        wanted = 1
    window = card_slice(cards, (wanted - 1) * per_page, per_page, fields, memo)
    paginator: Paginator[Card] = Paginator(cards, per_page)
    paginator.count = window.total  # known from the scan; Paginator would count again
    if not window.rows and wanted > paginator.num_pages:
        wanted = paginator.num_pages
        window = card_slice(cards, (wanted - 1) * per_page, per_page, fields, memo)
    return CardPage(Page(window.rows, wanted, paginator), window.more)


def card_get(collector_number: str) -> Card | None:
    """One card by collector number, case-insensitive."""
    return Card.objects.select_related("pack").filter(collector_number=collector_number.strip().upper()).first()


def card_keyword_rules(card: Card) -> dict[str, str]:
    """The rule number of each keyword ability the card has (empty where the rules give none)."""
    return {k: KEYWORD_RULES.get(k, "") for k in card.keyword_list}


def card_printings(card: Card) -> QuerySet[Card]:
    """Other cards sharing any construction name with this card."""
    keys = list(CardName.objects.filter(card=card, kind__in=CONSTRUCTION_NAME_KINDS).values_list("key", flat=True))
    return (
        Card.objects.filter(card_names__key__in=keys, card_names__kind__in=CONSTRUCTION_NAME_KINDS)
        .exclude(pk=card.pk)
        .distinct()
        .order_by("collector_number")
    )


@dataclass
class RegulationIndex:
    """Every regulation entry grouped by name key, and the designations in force per day (computed once a day)."""

    entries: list[RegulationEntry]
    by_key: dict[str, list[RegulationEntry]] = field(init=False)
    _designated: dict[dt.date, dict[str, RegulationStatus]] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.by_key = defaultdict(list)
        for entry in self.entries:
            self.by_key[name_key(entry.card_name)].append(entry)

    def designated(self, on: dt.date) -> dict[str, RegulationStatus]:
        if on not in self._designated:
            self._designated[on] = status_by_key(self.entries, on)
        return self._designated[on]


def regulation_index() -> RegulationIndex:
    """The regulation entries, read whole: they are few (hundreds) and carry a name, not a key."""
    return RegulationIndex(list(RegulationEntry.objects.all()))


def card_records(
    cards: Sequence[Card], on: dt.date | None = None, regulation: RegulationIndex | None = None
) -> list[CardRecord]:
    """Each card with every name, the regulation entries of its construction names (matched by name key) and its
    status on a day (default today), in order; two queries whatever the number of cards (one more without a
    `regulation` index the caller keeps)."""
    on = on or timezone.localdate()
    names: dict[int, list[NameRow]] = defaultdict(list)
    keys: dict[int, set[str]] = defaultdict(set)
    for card in cards:
        keys[card.pk].add(name_key(card.name))
    # Per card in the model's order (kind, name); ordering by card would join the card table for its number.
    rows = (
        CardName.objects.filter(card__in=[c.pk for c in cards])
        .order_by("kind", "name")
        .values_list("card_id", "name", "kind", "key")
    )
    for card_id, name, kind, key in rows:
        names[card_id].append(NameRow(name, kind))
        if kind in CONSTRUCTION_NAME_KINDS:
            keys[card_id].add(key)
    regulation = regulation or regulation_index()
    designated = regulation.designated(on)
    records = []
    for card in cards:
        history = sorted((e for k in keys[card.pk] for e in regulation.by_key.get(k, ())), key=entry_order)
        card_names = names[card.pk] or [NameRow(card.name, CardName.Kind.PRINTED.value)]
        records.append(CardRecord(card, card_names, history, card_status(keys[card.pk], designated)))
    return records


def card_named(*, exact: str = "", fuzzy: str = "") -> dict[str, list[Card]]:
    """Cards carrying a construction name, grouped per printed name (by key), collector order within a group.

    exact= compares name keys; fuzzy= folds kana and width too, and falls back to names containing the text.
    """
    kinds = CONSTRUCTION_NAME_KINDS
    if exact:
        rows = CardName.objects.filter(key=name_key(exact), kind__in=kinds)
    else:
        key = fold(fuzzy)
        rows = CardName.objects.filter(search_key=key, kind__in=kinds)
        if not rows.exists():
            rows = CardName.objects.filter(search_key__contains=key, kind__in=kinds)
    by_name: dict[str, list[Card]] = {}
    for row in rows.select_related("card__pack").order_by("card__collector_number")[:200]:
        by_name.setdefault(name_key(row.card.name), []).append(row.card)
    return by_name


def card_name_suggestions(*, text: str, limit: int = 20) -> list[str]:
    """Up to `limit` construction names starting with, then containing, the text (kana and width folded)."""
    key = fold(text)
    # No stored name is longer than its column; a longer key matches nothing, and SQLite refuses such LIKE patterns.
    if not key or len(key) > CardName._meta.get_field("search_key").max_length:  # type: ignore[operator]
        return []
    names: list[str] = []
    kinds = Q(kind__in=CONSTRUCTION_NAME_KINDS)
    # Starting with: the key's range of the search_key index, walked in its order, so the scan stops once it has a
    # page of names (ordered by name, the planner walked the whole name index testing each row: 155 ms for ハピ at 86k
    # cards). The range is written out: PostgreSQL derives one from LIKE only for a "C" or pattern index. Code point
    # order is the databases' (C.UTF-8, SQLite's binary); the LIKE keeps the answer exact under any other.
    upper = key[:-1] + chr(ord(key[-1]) + 1)
    prefix = CardName.objects.filter(kinds, search_key__gte=key, search_key__lt=upper, search_key__startswith=key)
    rows = prefix.order_by("search_key", "name").values_list("name", flat=True)
    page = limit * 10  # reprints share a name: ten rows a name
    for start in range(0, page * 5, page):
        chunk = list(rows[start : start + page])
        names += [name for name in dict.fromkeys(chunk) if name not in names]
        if len(names) >= limit or len(chunk) < page:
            break
    # Containing: the character index first for a short key (cards.query.contains), the rows in the order the index
    # finds them, stopped after a page, and the names found sorted. Ordered by name in the database, either the
    # planner walked every name testing each (230 ms for すく at 86k) or sorted every match (75 ms for ー): a name
    # that merely contains what was typed has no better claim to a place than another, so the page is what is read.
    if len(names) < limit:
        found = CardName.objects.filter(kinds, contains("search_key", key)).order_by().values_list("name", flat=True)
        extra = sorted({name for name in found[: limit * 10] if name not in names})
        names += extra
    return names[:limit]


def regulation_entries(
    *,
    since: dt.date | None = None,
    until: dt.date | None = None,
    in_force_on: dt.date | None = None,
    name: str = "",
    status: str = "",
) -> QuerySet[RegulationEntry]:
    """Dated regulation entries; in_force_on= keeps the one entry that puts each designation in force that day."""
    entries = RegulationEntry.objects.all()
    if since:
        entries = entries.filter(effective_date__gte=since)
    if until:
        entries = entries.filter(Q(effective_date__lte=until) | Q(effective_date__isnull=True))
    if name:
        entries = entries.filter(card_name__icontains=name)
    if status:
        entries = entries.filter(status=status)
    if in_force_on:
        entries = entries.filter(pk__in=entries_in_force(in_force_on))
    return entries.order_by("card_name", "effective_date", "id")


def regulation_rows(entries: Iterable[RegulationEntry]) -> list[RegulationRow]:
    """Entries with the collector numbers of the cards whose construction names share the entry's name key."""
    rows = [RegulationRow(e) for e in entries]
    keys = {name_key(r.entry.card_name) for r in rows}
    numbers: dict[str, set[str]] = defaultdict(set)
    names = CardName.objects.filter(key__in=keys, kind__in=CONSTRUCTION_NAME_KINDS)
    for key, number in names.values_list("key", "card__collector_number"):
        numbers[key].add(number)
    for row in rows:
        row.cards = sorted(numbers.get(name_key(row.entry.card_name), ()))
    return rows


def designated_names(on: dt.date) -> dict[str, RegulationStatus]:
    """Card names (as the entries spell them) under 封神指定 or 伝説指定 on a date."""
    entries = list(RegulationEntry.objects.all())
    designated = status_by_key(entries, on)
    return {e.card_name: designated[k] for e in entries if (k := name_key(e.card_name)) in designated}


@dataclass(frozen=True)
class FilterSuggestions:
    """What the card filters suggest as the player types: every pack (code, name) and every race."""

    packs: list[tuple[str, str]]
    races: list[str]


def filter_suggestions(*, memo: Callable[[str, Callable[[], Any]], Any] | None = None) -> FilterSuggestions:
    """The packs and races of the card database, once per card data version when a memo (catalog.memo) is
    given: the distinct race strings are few, but reading them is a scan of every card."""

    def compute() -> FilterSuggestions:
        packs = list(Pack.objects.order_by("code").values_list("code", "name"))
        values = Card.objects.order_by().values_list("races", flat=True).distinct()
        races = sorted({race for value in values for race in Card.split(value)})
        return FilterSuggestions(packs, races)

    return memo("filter-suggestions", compute) if memo else compute()
