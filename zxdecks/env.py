"""Typed readers of environment variables that fail loudly on bad values."""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any
from urllib.parse import unquote, urlsplit

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


def env_url_template(name: str, environ: Mapping[str, str] = os.environ) -> str:
    """An absolute http(s) URL template with {number} after the host ("" when unset); anything else raises.

    The pages put it in <img src> and the Content-Security-Policy names its origin: a javascript: or data: URL, a
    scheme-relative //host or a template without {number} (every card the same picture) is a mistake to stop at start.
    """
    value = environ.get(name, "").strip()
    if value == "":
        return ""
    parts = urlsplit(value)
    if (
        parts.scheme.lower() not in ("http", "https")
        or not parts.hostname
        or "{number}" in parts.netloc
        or "{number}" not in value
    ):
        raise ImproperlyConfigured(
            f"{name}={value!r} must be an absolute http(s) URL with {{number}} after the host, "
            "e.g. https://img.example/cards/{number}.png"
        )
    return value


EMAIL_BACKENDS = {
    "console": "django.core.mail.backends.console.EmailBackend",
    "memory": "django.core.mail.backends.locmem.EmailBackend",
    "dummy": "django.core.mail.backends.dummy.EmailBackend",
    "smtp": "django.core.mail.backends.smtp.EmailBackend",
    "smtp+tls": "django.core.mail.backends.smtp.EmailBackend",
    "smtps": "django.core.mail.backends.smtp.EmailBackend",
}


def email_settings(url: str) -> dict[str, Any]:
    """Django's EMAIL_* settings from one URL: console://, memory://, dummy://, smtp://, smtp+tls://, smtps://.

    smtp+tls:// uses STARTTLS (port 587 by default), smtps:// implicit TLS (port 465); user and password are
    percent-decoded, e.g. smtp+tls://apikey:s%40cret@smtp.example:587.
    """
    parts = urlsplit(url)
    backend = EMAIL_BACKENDS.get(parts.scheme)
    if backend is None:
        raise ImproperlyConfigured(
            f"EMAIL_URL={url.split('@')[-1]!r} has an unknown scheme; use one of {', '.join(EMAIL_BACKENDS)}."
        )
    config: dict[str, Any] = {"EMAIL_BACKEND": backend}
    if parts.scheme.startswith("smtp"):
        if not parts.hostname:
            raise ImproperlyConfigured("EMAIL_URL names no mail server host, e.g. smtp+tls://user:pass@host:587.")
        default_port = {"smtp": 25, "smtp+tls": 587, "smtps": 465}[parts.scheme]
        try:
            port = parts.port or default_port
        except ValueError:
            raise ImproperlyConfigured("EMAIL_URL has a port that is not a number.") from None
        config |= {
            "EMAIL_HOST": parts.hostname,
            "EMAIL_PORT": port,
            "EMAIL_HOST_USER": unquote(parts.username or ""),
            "EMAIL_HOST_PASSWORD": unquote(parts.password or ""),
            "EMAIL_USE_TLS": parts.scheme == "smtp+tls",
            "EMAIL_USE_SSL": parts.scheme == "smtps",
        }
    return config
