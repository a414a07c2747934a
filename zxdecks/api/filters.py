"""OpenAPI query parameters of a django-filter FilterSet, read from its form fields (the ones that validate)."""

from __future__ import annotations

import copy
import functools
from typing import Any

from django import forms
from django.utils.encoding import force_str
from drf_spectacular.utils import OpenApiParameter

from zxdecks.api.fields import NO_NUL


def _choices(field: forms.ChoiceField) -> list[str]:
    choices: Any = field.choices  # a list of (value, label) once the field is built
    return [str(value) for value, _label in choices if value != ""]


def field_schema(field: forms.Field) -> dict[str, Any]:
    """The JSON schema of what a form field accepts, with the same bounds as its validation."""
    schema: dict[str, Any]
    declared = getattr(field, "openapi_schema", None)  # a field whose values the form classes do not say
    if declared is not None:
        schema = dict(declared)
    elif isinstance(field, forms.IntegerField):
        schema = {"type": "integer"}
        if field.min_value is not None:
            schema["minimum"] = field.min_value
        if field.max_value is not None:
            schema["maximum"] = field.max_value
    elif isinstance(field, forms.MultipleChoiceField):
        schema = {"type": "array", "items": {"type": "string", "enum": _choices(field)}}
    elif isinstance(field, forms.ChoiceField):
        schema = {"type": "string", "enum": _choices(field)}
    elif isinstance(field, forms.DateField):
        schema = {"type": "string", "format": "date"}
    else:
        schema = {"type": "string", "pattern": NO_NUL}
        max_length = getattr(field, "max_length", None)
        if max_length:
            schema["maxLength"] = max_length
    return schema


def filterset_parameters(filterset_class: Any) -> list[OpenApiParameter]:
    """One query parameter per filter of the FilterSet class, typed and bounded like its form field."""
    params = []
    for name, filter_ in filterset_class.base_filters.items():
        field = copy.deepcopy(filter_).field  # a copy: the class's own filters stay without a built field
        schema = field_schema(field)
        params.append(
            OpenApiParameter(
                name,
                schema,
                description=force_str(field.help_text or ""),
                explode=True if schema["type"] == "array" else None,
            )
        )
    return params


@functools.cache
def not_empty_parameters(filterset_class: Any) -> frozenset[str]:
    """The FilterSet's parameters whose schema has no empty value: choices, numbers, booleans, dates, lists.

    The web search form sends every field, empty ones included, and the filter reads "" as "not given"; the API's
    schema says what a value must be, and the API refuses an empty one where the schema does."""
    names = set()
    for name, filter_ in filterset_class.base_filters.items():
        schema = field_schema(copy.deepcopy(filter_).field)
        if schema.get("type") != "string" or "enum" in schema or "format" in schema:
            names.add(name)
    return frozenset(names)
