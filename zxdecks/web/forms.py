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
        wait = login_wait_seconds(username=self.cleaned_data.get("username") or "", request=self.request)
        if wait:
            raise forms.ValidationError(too_many_attempts_message(wait), code="too_many_attempts")
        cleaned: dict[str, Any] = super().clean()  # type: ignore[misc]
        return cleaned


class LoginForm(LoginLimitMixin, AuthenticationForm):
    """The site's login form."""


class AdminLoginForm(LoginLimitMixin, AdminAuthenticationForm):
    """The admin's login form."""
