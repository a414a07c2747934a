"""Scryfall-style list objects: {"object": "list", "data", "has_more", "next_page", "total", "warnings"}."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from django.db.models import QuerySet
from rest_framework.pagination import BasePagination
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.utils.urls import replace_query_param

from zxdecks.api.errors import ApiError
from zxdecks.core.paging import COUNT_LIMIT, MAX_PAGE, WindowReader, bounded_count

__all__ = ["COUNT_LIMIT", "ListPagination", "list_object", "page_number"]  # COUNT_LIMIT: read here (tests lower it)


def page_number(request: Request) -> int:
    """The page= parameter, 1 to MAX_PAGE; anything else is a 400 naming the field."""
    raw = request.query_params.get("page", "1")
    try:
        number = int(raw)
    except ValueError:
        raise ApiError(
            400,
            "invalid_request",
            f"page: {raw!r} is not a page number",
            errors=[{"field": "page", "message": "not an integer"}],
        ) from None
    if not 1 <= number <= MAX_PAGE:
        raise ApiError(
            400,
            "invalid_request",
            f"page: must be 1 to {MAX_PAGE}",
            errors=[{"field": "page", "message": f"1 to {MAX_PAGE}"}],
        )
    return number


class ListPagination(BasePagination):
    """One page of a queryset or sequence as a list object; reads only the page's rows (and a bounded count) from the
    database.

    A queryset's total is counted up to COUNT_LIMIT rows (or the end of the page asked for): past it, total is that
    bound and a warning says the count stopped there.
    """

    page_size = 50

    def __init__(self, page_size: int | None = None, window: WindowReader | None = None) -> None:
        """window reads a page and its count when given (e.g. both in one query)."""
        if page_size is not None:
            self.page_size = page_size
        self.window = window
        self.total = 0
        self.has_more = False
        self.next_page: str | None = None
        self.warnings: list[str] = []

    def paginate_queryset(self, queryset: Any, request: Request, view: Any = None) -> list[Any]:
        number = page_number(request)
        start = (number - 1) * self.page_size
        stop = start + self.page_size
        more = False
        rows: list[Any] | None = None
        if isinstance(queryset, QuerySet) and self.window is not None:
            window = self.window(queryset, start, stop, COUNT_LIMIT)
            rows, self.total, more = window.rows, window.total, window.more
        elif isinstance(queryset, QuerySet):
            self.total, more = bounded_count(queryset, stop, COUNT_LIMIT)
        else:
            self.total = len(queryset)
        self.has_more = more or stop < self.total
        if more:
            self.warnings.append(f"more than {self.total:,} results: total stops counting there")
        self.next_page = (
            replace_query_param(request.build_absolute_uri(), "page", number + 1) if self.has_more else None
        )
        return list(queryset[start:stop]) if rows is None else rows

    def list_object(self, data: list[Any], warnings: list[str] | None = None) -> dict[str, Any]:
        """The list object around a page's serialized objects."""
        return {
            "object": "list",
            "total": self.total,
            "has_more": self.has_more,
            "next_page": self.next_page,
            "data": data,
            "warnings": [*(warnings or []), *self.warnings] or None,
        }

    def get_paginated_response(self, data: Any, warnings: list[str] | None = None) -> Response:
        return Response(self.list_object(list(data), warnings))

    def get_paginated_response_schema(self, schema: dict[str, Any]) -> dict[str, Any]:
        return {
            "type": "object",
            "required": ["object", "total", "has_more", "next_page", "data", "warnings"],
            "properties": {
                "object": {"type": "string", "enum": ["list"]},
                "total": {
                    "type": "integer",
                    "description": f"the matches; a list that bounds its count (card searches, decks, events, registrations) "
                    f"counts up to {COUNT_LIMIT:,} or the end of this page, and past that says so in warnings",
                },
                "has_more": {"type": "boolean"},
                "next_page": {"type": "string", "format": "uri", "nullable": True},
                "data": schema,
                "warnings": {"type": "array", "items": {"type": "string"}, "nullable": True},
            },
        }


def list_object(
    request: Request,
    ids: Sequence[Any] | QuerySet[Any],
    per_page: int,
    load: Callable[[Sequence[Any]], list[dict[str, Any]]],
    warnings: list[str] | None = None,
) -> dict[str, Any]:
    """One page of a result as a list object; `load` turns the page's rows into objects."""
    paginator = ListPagination(per_page)
    return paginator.list_object(load(paginator.paginate_queryset(ids, request)), warnings)
