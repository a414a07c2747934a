"""Request parsers: JSON nested too deeply, or holding a lone surrogate or a NUL, is a 400 naming it, not a 500."""

from __future__ import annotations

import re
from typing import Any

from rest_framework.exceptions import ParseError, ValidationError
from rest_framework.parsers import JSONParser

# What no text column can hold: a lone surrogate (no UTF-8 encodes it) and NUL (PostgreSQL refuses it).
UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


class SafeJSONParser(JSONParser):
    """DRF's JSON parser; a body nested deeper than the interpreter can read (RecursionError), or a string holding a
    lone surrogate ("\\ud800", valid JSON but no UTF-8 can store it) or a NUL (no PostgreSQL text can), is a 400."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - nested too deeply") from None
        where = _unstorable(data)
        if where is not None:
            field, char = where
            if char == "\x00":
                raise ValidationError({field: ["contains a NUL character"]})
            raise ValidationError({field: [f"holds U+{ord(char):04X}, a lone surrogate, which is no character"]})
        return data


def _unstorable(data: Any, path: str = "") -> tuple[str, str] | None:
    """The field path (text, cards[2].name) and character of the first lone surrogate or NUL in parsed JSON, if any."""
    if isinstance(data, str):
        found = UNSTORABLE.search(data)
        return (path or "(request)", found.group()) if found else None
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        inner = f"{path}[{key}]" if isinstance(key, int) else (f"{path}.{key}" if path else str(key))
        if isinstance(key, str) and (bad := _unstorable(key, inner)):
            return (bad[0].replace("\x00", "\\0"), bad[1])
        if bad := _unstorable(value, inner):
            return bad
    return None
