"""Account services: the API token a user holds (create, revoke, rotate)."""

from __future__ import annotations

from django.contrib.auth.models import User
from django.db import transaction
from rest_framework.authtoken.models import Token


def token_create(*, user: User) -> Token:
    """Give the user a new API token; any token they had stops working."""
    with transaction.atomic():
        Token.objects.filter(user=user).delete()
        return Token.objects.create(user=user)


def token_revoke(*, user: User) -> bool:
    """Delete the user's API token; True when there was one."""
    deleted, _ = Token.objects.filter(user=user).delete()
    return deleted > 0


def token_rotate(*, user: User) -> Token | None:
    """After a password change: replace the user's token if they had one (the old one stops working)."""
    with transaction.atomic():
        if not Token.objects.select_for_update().filter(user=user).exists():
            return None
        return token_create(user=user)


def token_masked(key: str) -> str:
    """A token shown without giving it away: its first four characters, the rest as dots."""
    return key[:4] + "•" * (len(key) - 4)
