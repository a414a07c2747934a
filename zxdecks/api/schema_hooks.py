"""drf-spectacular postprocessing: fixes to the generated OpenAPI document that its settings cannot make."""

from __future__ import annotations

from typing import Any

BLANK = {"type": "string", "maxLength": 0}


def blank_alternative_as_any_of(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """A text field that may be blank is documented as oneOf [its pattern, an empty string]; when the pattern also
    matches "" (NO_NUL does), "" matches both and oneOf refuses it, so clients and fuzzers read a valid ?q= as
    invalid. anyOf says what the API does."""

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            alternatives = node.get("oneOf")
            if isinstance(alternatives, list) and BLANK in alternatives:
                node["anyOf"] = node.pop("oneOf")
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(result)
    return result


URI_TOO_LONG = {
    "description": "the request line is longer than the server takes (gunicorn's limit_request_line, 4,094 bytes; "
    "a proxy in front may have its own): answered by the server, not the API, without an error object"
}


def uri_too_long_documented(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """Every operation with query parameters documents 414: a long enough query string never reaches Django."""
    for item in result.get("paths", {}).values():
        for operation in item.values():
            if isinstance(operation, dict) and any(p.get("in") == "query" for p in operation.get("parameters", [])):
                operation.setdefault("responses", {}).setdefault("414", URI_TOO_LONG)
    return result
