"""Brute-force limits on logins, by account and by client address, counted on the shared cache.

Every login path (the site's form, the admin's, POST /api/v1/token/) goes through django.contrib.auth's
authenticate(). LoginLimitBackend, first in AUTHENTICATION_BACKENDS, counts each attempt with an atomic increment
before any password is checked, and refuses once the account or the address is over its limit; so simultaneous
guesses cannot slip past between a check and a count. A successful login takes back the attempt it was counted
as, and only that: a login with no counted attempt (a sign-up's, force_login's) takes nothing back. The forms and
the token view look the wait up so that they can say how long it is. Sign-ups are limited per address too.
"""

from __future__ import annotations

import hashlib
import math
from typing import Any

from django.conf import settings
from django.contrib.auth.backends import BaseBackend, ModelBackend
from django.contrib.auth.models import AbstractBaseUser, User
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest
from django.utils.translation import gettext

from zxdecks.ratelimit import client_ip, window_clear, window_hit, window_peek, window_take_back


def _account_key(username: str) -> str:
    # Hashed: a user name may hold anything, and cache keys must stay short and plain.
    digest = hashlib.sha256(username.strip().casefold().encode("utf-8", "surrogatepass")).hexdigest()[:32]
    return f"login:account:{digest}"


def _address_key(address: str) -> str:
    return f"login:address:{address}"


# Set on the HttpRequest whose login attempt LoginLimitBackend counted against its address: only that may be taken back.
COUNTED = "_zxdecks_login_attempt_counted"


def _django_request(request: Any) -> HttpRequest | None:
    """The HttpRequest behind a DRF Request (the token view passes its own), or None."""
    inner = getattr(request, "_request", request)
    return inner if isinstance(inner, HttpRequest) else None


def login_wait_seconds(*, username: str, request: Any, after_attempt: bool = False) -> int:
    """Seconds until this account and this address may try to log in again; 0 when they may now.

    after_attempt: asked after an attempt was counted, "was that attempt over the limit (refused unchecked)?".
    """
    window = settings.LOGIN_FAILURE_WINDOW_SECONDS
    slack = 1 if after_attempt else 0
    waits = []
    if username:
        account = window_peek(_account_key(username), window)
        if account.count >= settings.LOGIN_FAILURES_PER_ACCOUNT + slack:
            waits.append(account.seconds_left)
    http_request = _django_request(request)
    if http_request is not None:
        address = window_peek(_address_key(client_ip(http_request)), window)
        if address.count >= settings.LOGIN_FAILURES_PER_ADDRESS + slack:
            waits.append(address.seconds_left)
    return max(waits, default=0)


def login_attempt_record(*, username: str, request: Any) -> int:
    """Count one attempt against the account and the address; the seconds to wait when over a limit, else 0."""
    window = settings.LOGIN_FAILURE_WINDOW_SECONDS
    waits = []
    if username:
        account = window_hit(_account_key(username), window)
        if account.count > settings.LOGIN_FAILURES_PER_ACCOUNT:
            waits.append(account.seconds_left)
    http_request = _django_request(request)
    if http_request is not None:
        address = window_hit(_address_key(client_ip(http_request)), window)
        setattr(http_request, COUNTED, True)
        if address.count > settings.LOGIN_FAILURES_PER_ADDRESS:
            waits.append(address.seconds_left)
    return max(waits, default=0)


def login_success_record(*, username: str, request: Any) -> None:
    """A correct password clears the account's count and takes its own counted attempt back from the address's."""
    window = settings.LOGIN_FAILURE_WINDOW_SECONDS
    window_clear(_account_key(username), window)
    http_request = _django_request(request)
    # A login nobody counted (the one after a sign-up) taking an attempt back would reopen a locked address.
    if http_request is not None and getattr(http_request, COUNTED, False):
        setattr(http_request, COUNTED, False)
        window_take_back(_address_key(client_ip(http_request)), window)


def signup_record(request: HttpRequest) -> int:
    """Count one sign-up from the request's address; the seconds to wait when it is over the limit, else 0."""
    window = settings.SIGNUP_WINDOW_SECONDS
    hit = window_hit(f"signup:address:{client_ip(request)}", window)
    return hit.seconds_left if hit.count > settings.SIGNUPS_PER_ADDRESS else 0


def too_many_signups_message(wait_seconds: int) -> str:
    """The message a refused sign-up shows, naming the wait in whole minutes."""
    return gettext("Too many sign-ups from this address. Try again in %(minutes)d minute(s).") % {
        "minutes": max(1, math.ceil(wait_seconds / 60))
    }


def too_many_attempts_message(wait_seconds: int) -> str:
    """The message a locked-out login shows, naming the wait in whole minutes."""
    return gettext("Too many failed log-in attempts. Try again in %(minutes)d minute(s).") % {
        "minutes": max(1, math.ceil(wait_seconds / 60))
    }


class LoginLimitBackend(BaseBackend):
    """Stops authenticate() before any password is checked while the account or address is over its limit."""

    def authenticate(self, request: HttpRequest | None, **kwargs: Any) -> User | None:
        if login_attempt_record(username=str(kwargs.get("username") or ""), request=request):
            raise PermissionDenied  # authenticate() stops here and reports a failed login
        return None  # let the next backend check the password

    def get_user(self, user_id: Any) -> User | None:
        # Sessions made by force_login() name the first backend; they are ordinary ModelBackend sessions.
        return ModelBackend().get_user(user_id)


def on_logged_in(sender: Any, request: Any, user: AbstractBaseUser, **kwargs: Any) -> None:
    """user_logged_in receiver: the attempt succeeded."""
    login_success_record(username=user.get_username(), request=request)
