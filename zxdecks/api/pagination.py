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

MAX_PAGE = 10_000


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
    """One page of a queryset or sequence as a list object; reads only the page's rows (and a count) from the database."""

    page_size = 50

    def __init__(self, page_size: int | None = None) -> None:
        if page_size is not None:
            self.page_size = page_size
        self.total = 0
        self.has_more = False
        self.next_page: str | None = None

    def paginate_queryset(self, queryset: Any, request: Request, view: Any = None) -> list[Any]:
        number = page_number(request)
        start = (number - 1) * self.page_size
        self.total = queryset.count() if isinstance(queryset, QuerySet) else len(queryset)
        self.has_more = start + self.page_size < self.total
        self.next_page = (
            replace_query_param(request.build_absolute_uri(), "page", number + 1) if self.has_more else None
        )
        return list(queryset[start : start + self.page_size])

    def list_object(self, data: list[Any], warnings: list[str] | None = None) -> dict[str, Any]:
        """The list object around a page's serialized objects."""
        return {
            "object": "list",
            "total": self.total,
            "has_more": self.has_more,
            "next_page": self.next_page,
            "data": data,
            "warnings": warnings or None,
        }

    def get_paginated_response(self, data: Any, warnings: list[str] | None = None) -> Response:
        return Response(self.list_object(list(data), warnings))

    def get_paginated_response_schema(self, schema: dict[str, Any]) -> dict[str, Any]:
        return {
            "type": "object",
            "required": ["object", "total", "has_more", "next_page", "data", "warnings"],
            "properties": {
                "object": {"type": "string", "enum": ["list"]},
                "total": {"type": "integer"},
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
