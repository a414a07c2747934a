"""Scryfall-style list objects: {"object": "list", "data", "has_more", "next_page", "total", "warnings"}."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from rest_framework.request import Request
from rest_framework.utils.urls import replace_query_param

from zxdecks.api.errors import ApiError

T = TypeVar("T")
MAX_PAGE = 10_000


def page_number(request: Request) -> int:
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


def list_object(
    request: Request,
    ids: Sequence[T],
    per_page: int,
    load: Callable[[Sequence[T]], list[dict[str, Any]]],
    warnings: list[str] | None = None,
) -> dict[str, Any]:
    """One page of a result as a list object; `load` turns the page's ids into objects."""
    number = page_number(request)
    start = (number - 1) * per_page
    chunk = ids[start : start + per_page]
    has_more = start + per_page < len(ids)
    next_page = replace_query_param(request.build_absolute_uri(), "page", number + 1) if has_more else None
    return {
        "object": "list",
        "total": len(ids),
        "has_more": has_more,
        "next_page": next_page,
        "data": load(chunk),
        "warnings": warnings or None,
    }
