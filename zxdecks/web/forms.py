"""Account forms."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth.forms import AuthenticationForm, UserCreationForm
from django.contrib.auth.models import User

from zxdecks.web.login_limits import login_wait_seconds, too_many_attempts_message


class SignUpForm(UserCreationForm[User]):
    """Sign-up with a user name and password (e-mail optional)."""

    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username", "email")


class LoginLimitMixin:
    """Refuses a login attempt, saying how long to wait, while the account or the address is over its limit."""

    request: Any
    cleaned_data: dict[str, Any]

    def clean(self) -> dict[str, Any]:
        username = self.cleaned_data.get("username") or ""
        self._refuse_while_locked(username)
        try:
            cleaned: dict[str, Any] = super().clean()  # type: ignore[misc]
        except forms.ValidationError:
            self._refuse_while_locked(username, after_attempt=True)  # refused by the limit, not the password?
            raise
        return cleaned

    def _refuse_while_locked(self, username: str, *, after_attempt: bool = False) -> None:
        wait = login_wait_seconds(username=username, request=self.request, after_attempt=after_attempt)
        if wait:
            raise forms.ValidationError(too_many_attempts_message(wait), code="too_many_attempts")


class LoginForm(LoginLimitMixin, AuthenticationForm):
    """The site's login form."""


class AdminLoginForm(LoginLimitMixin, AdminAuthenticationForm):
    """The admin's login form."""
