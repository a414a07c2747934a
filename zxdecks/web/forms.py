"""Account forms."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django import forms
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth.forms import AuthenticationForm, PasswordResetForm, UserChangeForm, UserCreationForm
from django.contrib.auth.models import User
from django.utils.translation import gettext_lazy as _

from zxdecks.web.login_limits import login_wait_seconds, too_many_attempts_message


class UniqueEmailMixin:
    """One account per e-mail address, whatever its case: a reset mail for an address reaches one account."""

    instance: User
    cleaned_data: dict[str, Any]

    def clean_email(self) -> str:
        email = str(self.cleaned_data.get("email") or "").strip()
        if email and User.objects.filter(email__iexact=email).exclude(pk=self.instance.pk).exists():
            raise forms.ValidationError(
                _("This e-mail address is already used by another account."), code="email_taken"
            )
        return email


class SignUpForm(UniqueEmailMixin, UserCreationForm[User]):
    """Sign-up with a user name and password (e-mail optional, and used by no other account)."""

    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username", "email")


class AdminUserChangeForm(UniqueEmailMixin, UserChangeForm[User]):
    """The admin's user form: an address another account has is refused."""


class OneMailPasswordResetForm(PasswordResetForm):
    """Django's reset form, mailing one account per address.

    Addresses are unique since issue 30; accounts made before may share one. Each would get its own mail (26 mails
    for one request was measured): only the oldest account, the one that had the address first, gets one.
    """

    def get_users(self, email: str) -> Iterator[Any]:
        yield from sorted(super().get_users(email), key=lambda user: user.pk)[:1]


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
