"""Deployment checks of our own (manage.py check --deploy), next to Django's security checks."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.checks import CheckMessage, Info, Tags, Warning, register


@register(Tags.security, deploy=True)
def check_production_settings(app_configs: Any, **kwargs: Any) -> list[CheckMessage]:
    """Warn about production settings that are safe for development only."""
    found: list[CheckMessage] = []
    if settings.EMAIL_BACKEND == "django.core.mail.backends.console.EmailBackend":
        found.append(
            Warning(
                "EMAIL_URL is not set: password-reset mails, with their login links, are written to the log.",
                hint="Set EMAIL_URL=smtp+tls://user:password@smtp.example:587 (docs/deploy.md).",
                id="zxdecks.W001",
            )
        )
    if settings.CACHES["default"]["BACKEND"] != "django.core.cache.backends.redis.RedisCache":
        found.append(
            Warning(
                "CACHE_URL is not a shared cache: each worker counts rate and login limits on its own.",
                hint="Set CACHE_URL=redis://host:6379/0.",
                id="zxdecks.W002",
            )
        )
    if settings.SECURE_PROXY_SSL_HEADER and settings.NUM_PROXIES == 0:
        found.append(
            Warning(
                "BEHIND_TLS_PROXY is on but NUM_PROXIES is 0: every client has the proxy's address, so rate and "
                "login limits are shared by everyone.",
                hint="Set NUM_PROXIES to the number of proxies that append to X-Forwarded-For (usually 1).",
                id="zxdecks.W004",
            )
        )
    if not settings.CSP_ENABLED:
        found.append(
            Warning("CSP_ENABLED is off: pages are sent without a Content-Security-Policy.", id="zxdecks.W003")
        )
    from zxdecks.rules import native

    if not native.compiled():  # a note, not a warning: a machine without a C compiler runs the same games, slower
        found.append(
            Info(
                f"The goldfish runs on the interpreted engine, about 1.5x the CPU of the compiled one: "
                f"{native.describe()}.",
                hint="Run `make engine` for each release (docs/deploy.md, step 2).",
                id="zxdecks.I001",
            )
        )
    return found


@register(Tags.database)
def check_duplicate_emails(app_configs: Any, databases: Any = None, **kwargs: Any) -> list[CheckMessage]:
    """Warn when accounts made before addresses were unique share an e-mail address (manage.py check --database)."""
    if not databases:
        return []
    from django.contrib.auth.models import User
    from django.db import DatabaseError
    from django.db.models import Count
    from django.db.models.functions import Lower

    try:
        shared = (
            User.objects.exclude(email="")
            .values(address=Lower("email"))
            .annotate(accounts=Count("pk"))
            .filter(accounts__gt=1)
            .count()
        )
    except DatabaseError:  # before the first migrate there is no user table to look at
        return []
    if not shared:
        return []
    return [
        Warning(
            f"{shared} e-mail address{' is' if shared == 1 else 'es are'} used by more than one account (accounts "
            "made before addresses were unique); a password reset mails only the oldest account of each.",
            hint="Search the admin's users for the address; give the other accounts their own address, or none.",
            id="zxdecks.W005",
        )
    ]
