"""Request parsers: JSON nested too deeply or holding a lone surrogate is a 400 naming the problem, not a 500."""

from __future__ import annotations

import re
from typing import Any

from rest_framework.exceptions import ParseError, ValidationError
from rest_framework.parsers import JSONParser


class SafeJSONParser(JSONParser):
    """DRF's JSON parser; a body nested deeper than the interpreter can read (RecursionError) or a string holding a
    lone surrogate ("\\ud800", valid JSON but no UTF-8 can store it) is a parse error."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - nested too deeply") from None
        where = _lone_surrogate(data)
        if where is not None:
            field, char = where
            raise ValidationError({field: [f"holds U+{ord(char):04X}, a lone surrogate, which is no character"]})
        return data


SURROGATE = re.compile("[\ud800-\udfff]")


def _lone_surrogate(data: Any, path: str = "") -> tuple[str, str] | None:
    """The field path (text, cards[2].name) and character of the first lone surrogate in parsed JSON, if any."""
    if isinstance(data, str):
        found = None if data.isascii() else SURROGATE.search(data)  # one C scan, not a Python loop a character
        return (path or "(request)", found.group()) if found else None
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        inner = f"{path}[{key}]" if isinstance(key, int) else (f"{path}.{key}" if path else str(key))
        if isinstance(key, str) and (bad := _lone_surrogate(key, inner)):
            return bad
        if bad := _lone_surrogate(value, inner):
            return bad
    return None
