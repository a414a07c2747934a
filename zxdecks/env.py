"""Typed readers of environment variables that fail loudly on bad values."""

from __future__ import annotations

import os
from collections.abc import Mapping

from django.core.exceptions import ImproperlyConfigured

TRUE_WORDS = frozenset({"1", "true", "yes", "on"})
FALSE_WORDS = frozenset({"0", "false", "no", "off"})


def env_str(name: str, default: str, environ: Mapping[str, str] = os.environ) -> str:
    """Return the variable's value, or the default when it is unset or empty."""
    value = environ.get(name, "")
    return value if value != "" else default


def env_bool(name: str, default: bool, environ: Mapping[str, str] = os.environ) -> bool:
    """Return the variable as a boolean; a value that is not a boolean word raises."""
    raw = environ.get(name, "").strip().lower()
    if raw == "":
        return default
    if raw in TRUE_WORDS:
        return True
    if raw in FALSE_WORDS:
        return False
    raise ImproperlyConfigured(
        f"{name}={environ[name]!r} is not a boolean; use one of {', '.join(sorted(TRUE_WORDS | FALSE_WORDS))}."
    )


def env_int(name: str, default: int, environ: Mapping[str, str] = os.environ) -> int:
    """Return the variable as an integer; a value that is not an integer raises."""
    raw = environ.get(name, "").strip()
    if raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={raw!r} is not an integer.") from None


def env_list(name: str, default: list[str], environ: Mapping[str, str] = os.environ) -> list[str]:
    """Return a comma-separated variable as a list of non-empty, stripped items."""
    raw = environ.get(name, "")
    if raw.strip() == "":
        return list(default)
    return [item.strip() for item in raw.split(",") if item.strip()]
