"""URL converters."""

from __future__ import annotations


class IdConverter:
    """A database id: up to 18 digits, so a huge number is a 404 rather than an integer overflow in the database."""

    regex = "[0-9]{1,18}"

    def to_python(self, value: str) -> int:
        return int(value)

    def to_url(self, value: int) -> str:
        return str(value)
