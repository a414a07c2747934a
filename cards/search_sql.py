"""The SQL a card search's page is read with on PostgreSQL (cards.selectors.card_slice): its order as annotations, a
bounded scan in a subquery without order, the planner's estimate, and a relevance page read tier by tier."""

from __future__ import annotations

import json
from typing import Any

from django.core.exceptions import EmptyResultSet
from django.db import connection
from django.db.models import F, Q, QuerySet
from django.db.models.expressions import OrderBy

from cards.models import Card
from cards.query import without_index_conditions


def sort_keys(cards: QuerySet[Card]) -> tuple[dict[str, Any], str]:
    """The search's order as annotations (_sort0, _sort1 …) and the ORDER BY clause over them."""
    keys: dict[str, Any] = {}
    clause = []
    for n, term in enumerate(cards.query.order_by):
        descending = False
        nulls = ""
        if isinstance(term, str):
            descending = term.startswith("-")
            expression: Any = F(term.lstrip("-"))
        elif isinstance(term, OrderBy):
            expression, descending = term.expression, term.descending
            nulls = " NULLS FIRST" if term.nulls_first else " NULLS LAST" if term.nulls_last else ""
        else:
            expression = term
        keys[f"_sort{n}"] = expression
        clause.append(f'"_sort{n}" {"DESC" if descending else "ASC"}{nulls}')
    return keys, (f" ORDER BY {', '.join(clause)}" if clause else "")


def relevance_tiers(cards: QuerySet[Card]) -> list[Q] | None:
    """The conditions of the relevance order's values (cards.filters.Relevance), when the search is in that order."""
    if connection.vendor != "postgresql":  # SQLite ranks every match (8.6k cards: fast enough, no pair index)
        return None
    first = cards.query.order_by[0] if cards.query.order_by else None
    expression = first.expression if isinstance(first, OrderBy) else first
    tiers = getattr(expression, "tiers", None)
    return list(tiers) if tiers else None


def tiered_page(
    cards: QuerySet[Card], tiers: list[Q], fields: tuple[str, ...], start: int, size: int
) -> list[tuple[Any, ...]]:
    """Rows start..start+size of a search in relevance order without ranking every match: each value's cards (its
    tier) in the order after relevance, no more of each than the page's end, one UNION ALL, sorted by value, then
    by that order. A tier is found from its own index (an exact name, a name prefix from the name keys' pair index)
    or, when it is most of the matches, by walking the collector-number index until the page is full."""
    end = start + size
    rest = without_index_conditions(cards.order_by(*cards.query.order_by[1:]))
    keys, order = sort_keys(rest)
    parts, params = [], []
    for value, tier in enumerate(tiers):
        part = rest.filter(tier).annotate(**keys).values("id", *fields, *keys)[:end]
        try:
            sql, part_params = part.query.sql_with_params()
        except EmptyResultSet:
            continue
        parts.append(f'(SELECT {value} AS "_tier", * FROM ({sql}) AS tier{value})')  # noqa: S608 # ORM SQL
        params += part_params
    if not parts:
        return []
    columns = ", ".join(f'"{c}"' for c in ("id", *fields))
    clause = order.replace(" ORDER BY ", ' ORDER BY "_tier", ') if order else ' ORDER BY "_tier"'
    query = f"SELECT {columns} FROM ({' UNION ALL '.join(parts)}) AS page{clause} LIMIT %s OFFSET %s"  # noqa: S608
    with connection.cursor() as cursor:
        cursor.execute(query, (*params, size, start))
        return [tuple(row) for row in cursor.fetchall()]


def estimated_rows(cards: QuerySet[Card]) -> float:
    """How many cards the planner expects the search to match (its LIKEs, without the index conditions beside them:
    the planner multiplies the two estimates as if they were independent)."""
    sql, params = without_index_conditions(cards.order_by()).values("id").query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN (FORMAT JSON) {sql}", params)
        plan = cursor.fetchone()[0]
    plan = json.loads(plan) if isinstance(plan, str) else plan
    return float(plan[0]["Plan"]["Plan Rows"])


def sorts_by_computed_value(cards: QuerySet[Card]) -> bool:
    """Whether a search's order starts with a computed value (relevance) rather than a column."""
    first = cards.query.order_by[0] if cards.query.order_by else None
    if first is None or isinstance(first, str):
        return False
    return not isinstance(first.expression if isinstance(first, OrderBy) else first, F)


def bounded_scan(cards: QuerySet[Card], fields: tuple[str, ...], bound: int | None) -> tuple[str, tuple[Any, ...]]:
    """SQL of up to bound + 1 matches (every match for None: ids, `fields`, their count) in a subquery with no
    order, sorted outside it; parameters: the subquery's, then the page's limit and offset.

    The subquery is planned to find matches, not to walk them in order: in one query `COUNT(*) OVER () … ORDER
    BY … LIMIT n` made PostgreSQL price the scan as if it stopped after n rows, so it walked the collector-number
    index through every card instead of combining the terms' indexes (issue 16). When the count reaches bound + 1
    the subquery holds an arbitrary part of the matches and the page is read in order instead (card_slice)."""
    keys, order = sort_keys(cards)
    inner = cards.order_by().annotate(**keys).values("id", *fields, *keys)
    if bound is not None:
        inner = inner[: bound + 1]
    sql, params = inner.query.sql_with_params()
    columns = ", ".join(f'"{c}"' for c in ("id", *fields))
    # Only the ORM's own SQL and fixed column names go in; every value stays a parameter.
    query = f"SELECT {columns}, COUNT(*) OVER () FROM ({sql}) AS matches{order} LIMIT %s OFFSET %s"  # noqa: S608
    return query, tuple(params)
