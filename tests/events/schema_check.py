"""Check an API response against the schema /api/v1/schema/ documents for its operation and status.

OpenAPI 3.0 schemas are turned into JSON Schema (nullable becomes a union with null) and every documented object is
closed (additionalProperties: false), so an undocumented field fails as surely as a missing or mistyped one.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any
from urllib.parse import urlsplit

from jsonschema import Draft202012Validator, FormatChecker  # type: ignore[import-untyped]

_SCHEMA: dict[str, Any] = {}
OPENAPI_ONLY = {"nullable", "readOnly", "writeOnly", "example", "discriminator", "xml", "externalDocs", "deprecated"}


def _date_time(value: object) -> bool:
    return not isinstance(value, str) or dt.datetime.fromisoformat(value).tzinfo is not None


def _date(value: object) -> bool:
    return not isinstance(value, str) or bool(dt.date.fromisoformat(value))


def _uri(value: object) -> bool:
    return not isinstance(value, str) or bool(urlsplit(value).scheme and urlsplit(value).netloc)


formats = FormatChecker()
formats.checks("date-time", raises=ValueError)(_date_time)
formats.checks("date", raises=ValueError)(_date)
formats.checks("uri")(_uri)


def to_json_schema(node: Any) -> Any:
    """An OpenAPI 3.0 schema object as JSON Schema, objects with properties closed to undocumented fields."""
    if isinstance(node, list):
        return [to_json_schema(n) for n in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in OPENAPI_ONLY:
            continue
        if key == "properties":
            out[key] = {name: to_json_schema(sub) for name, sub in value.items()}
        else:
            out[key] = to_json_schema(value)
    if "properties" in node and "additionalProperties" not in node:
        out["additionalProperties"] = False
    if node.get("nullable"):
        out = {"anyOf": [out, {"type": "null"}]}
    return out


def _assert_typed(document: dict[str, Any], schema: dict[str, Any], where: str) -> None:
    """A bare {"type": "object"} documents nothing: the response must be described field by field."""
    while "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    assert schema.get("properties"), f"{where}: the schema does not say what the object holds"


def api_schema(client: Any) -> dict[str, Any]:
    """The generated OpenAPI document (fetched once; it does not depend on the database)."""
    if not _SCHEMA:
        response = client.get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
        assert response.status_code == 200
        _SCHEMA.update(json.loads(response.content))
    return _SCHEMA


def assert_matches_schema(client: Any, response: Any, path: str, method: str = "get") -> None:
    """Fail unless the response's status and media type are documented for the operation, and its body fits."""
    document = api_schema(client)
    operation = document["paths"][path][method.lower()]
    status = str(response.status_code)
    assert status in operation["responses"], f"{method.upper()} {path}: {status} is not documented"
    content = operation["responses"][status].get("content", {})
    media_type = response["Content-Type"].split(";")[0].strip()
    assert media_type in content, f"{method.upper()} {path} {status}: {media_type} is not documented ({list(content)})"
    schema = content[media_type]["schema"]
    if media_type != "application/json":
        assert schema.get("type") == "string"
        return
    _assert_typed(document, schema, f"{method.upper()} {path} {status}")
    components = {name: to_json_schema(sub) for name, sub in document["components"]["schemas"].items()}
    root = {**to_json_schema(schema), "components": {"schemas": components}}
    errors = sorted(
        Draft202012Validator(root, format_checker=formats).iter_errors(json.loads(response.content)),
        key=lambda e: e.path,
    )
    assert not errors, f"{method.upper()} {path} {status}: " + "; ".join(
        f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors[:5]
    )
