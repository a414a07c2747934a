"""Request parsers: JSON nested too deeply or holding a lone surrogate is a 400 naming the problem, not a 500."""

from __future__ import annotations

import json
from typing import Any

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser


class SafeJSONParser(JSONParser):
    """DRF's JSON parser; a body nested deeper than the interpreter can read (RecursionError) or a string holding a
    lone surrogate ("\\ud800", valid JSON but no UTF-8 can store it) is a parse error."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - nested too deeply") from None
        try:
            # Re-encoding the parsed body finds every lone surrogate, in keys and values, however deep.
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            raise ParseError(
                f"JSON parse error - a string holds a lone surrogate ({exc.object[exc.start]!a})"
            ) from None
        return data
