"""Check an API response against the schema drf-spectacular documents for its operation and status code.

    from tests.api.schema_check import assert_matches_schema
    response = client.get("/api/v1/cards/DM01-001/")
    assert_matches_schema(response)

The operation is found from the request's method and path; the documented response (OpenAPI 3.0, with $ref,
nullable and allOf) is turned into JSON Schema and checked with jsonschema. Objects are closed: a key the schema
does not document fails the check, as does a documented required key that is missing or a value of the wrong type.
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import re
from typing import Any
from urllib.parse import urlsplit

import jsonschema  # type: ignore[import-untyped]
from drf_spectacular.generators import SchemaGenerator


def _date_time(value: object) -> bool:
    return not isinstance(value, str) or dt.datetime.fromisoformat(value).tzinfo is not None


def _date(value: object) -> bool:
    return not isinstance(value, str) or bool(dt.date.fromisoformat(value))


def _uri(value: object) -> bool:
    return not isinstance(value, str) or bool(urlsplit(value).scheme and urlsplit(value).netloc)


FORMATS = jsonschema.FormatChecker()
FORMATS.checks("date-time", raises=ValueError)(_date_time)
FORMATS.checks("date", raises=ValueError)(_date)
FORMATS.checks("uri")(_uri)


@functools.cache
def openapi() -> dict[str, Any]:
    """The API's generated OpenAPI document, as plain JSON data."""
    schema = SchemaGenerator().get_schema(request=None, public=True)
    document: dict[str, Any] = json.loads(json.dumps(schema, default=str))
    return document


def operation(method: str, path: str) -> dict[str, Any]:
    """The documented operation answering a method on a concrete path (/api/v1/cards/DM01-001/)."""
    matches = []
    for template, item in openapi()["paths"].items():
        pattern = "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template)) + "$"
        if re.match(pattern, path) and method.lower() in item:
            matches.append((template.count("{"), item[method.lower()]))
    assert matches, f"{method} {path}: no documented operation"
    found: dict[str, Any] = min(matches, key=lambda m: m[0])[1]  # a literal path (cards/named/) beats {number}
    return found


def response_schema(method: str, path: str, status: int, content_type: str = "application/json") -> dict[str, Any]:
    """The JSON Schema of the documented response of an operation for a status code."""
    responses = operation(method, path)["responses"]
    documented = responses.get(str(status)) or responses.get("default")
    assert documented, f"{method} {path}: status {status} is not documented (documented: {sorted(responses)})"
    content = documented.get("content", {})
    assert content_type in content, f"{method} {path} {status}: no {content_type} body documented ({list(content)})"
    raw = content[content_type]["schema"]
    if content_type == "application/json":
        # A bare {"type": "object"} documents nothing: a JSON answer must be described field by field.
        described = raw
        while "$ref" in described:
            described = openapi()["components"]["schemas"][described["$ref"].rsplit("/", 1)[-1]]
        assert described.get("properties") or described.get("oneOf") or described.get("type") == "array", (
            f"{method} {path} {status}: the schema does not say what the object holds"
        )
    schema: dict[str, Any] = to_json_schema(raw)
    return schema


def to_json_schema(node: Any, depth: int = 0) -> Any:
    """OpenAPI 3.0 schema → JSON Schema: $ref resolved, nullable as a null alternative, objects closed."""
    assert depth < 50, "schema nests too deep (a $ref cycle?)"
    if isinstance(node, list):
        return [to_json_schema(n, depth + 1) for n in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[-1]
        return to_json_schema(openapi()["components"]["schemas"][name], depth + 1)
    out = {k: to_json_schema(v, depth + 1) for k, v in node.items() if k not in ("nullable", "readOnly", "writeOnly")}
    if isinstance(node.get("properties"), dict):
        out.setdefault("additionalProperties", False)
    if node.get("nullable"):
        return {"anyOf": [out, {"type": "null"}]}
    return out


def assert_matches_schema(response: Any, *, status: int | None = None) -> None:
    """Fail, naming the place, when a test client response does not match its operation's documented schema."""
    method, path = response.request["REQUEST_METHOD"], response.request["PATH_INFO"]
    media_type = response["Content-Type"].split(";")[0].strip()
    schema = response_schema(method, path, status or response.status_code, media_type)
    if media_type != "application/json":
        assert schema.get("type") == "string", f"{method} {path}: a {media_type} body is documented as a string"
        return
    validator = jsonschema.Draft202012Validator(schema, format_checker=FORMATS)
    errors = sorted(validator.iter_errors(response.json()), key=lambda e: e.path)
    problems = [f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message[:300]}" for e in errors]
    assert not problems, f"{method} {path} {response.status_code} does not match its schema:\n" + "\n".join(problems)
