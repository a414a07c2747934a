"""Account pages: the account overview with the API token, password change and password reset."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import PasswordResetForm, SetPasswordForm
from django.contrib.auth.models import User
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import translation
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST
from rest_framework.authtoken.models import Token

from zxdecks.ratelimit import client_ip, window_hit
from zxdecks.web.services import token_create, token_masked, token_revoke
from zxdecks.web.tasks import RESET_EMAIL_TEMPLATE, RESET_SUBJECT_TEMPLATE, send_password_reset


def _account_page(request: HttpRequest, *, new_key: str | None = None) -> HttpResponse:
    assert isinstance(request.user, User)
    token = Token.objects.filter(user=request.user).first()
    context = {
        "token": token,
        "masked_key": token_masked(token.key) if token else None,
        "new_key": new_key,
    }
    return render(request, "registration/account.html", context)


@login_required
def account(request: HttpRequest) -> HttpResponse:
    """The signed-in user's account: password links and their API token (masked)."""
    return _account_page(request)


@login_required
@require_POST
def account_token(request: HttpRequest) -> HttpResponse:
    """Create (replacing any old one) or revoke the user's API token; a new key is shown once, on this response."""
    assert isinstance(request.user, User)
    if request.POST.get("action") == "revoke":
        if token_revoke(user=request.user):
            messages.success(request, _("Your API token was revoked; it no longer works."))
        return redirect("account")
    token = token_create(user=request.user)
    response = _account_page(request, new_key=token.key)
    response["Cache-Control"] = "no-store"
    return response


def _after_password_change(request: HttpRequest, user: User) -> None:
    # The save already replaced the token (zxdecks.web.signals, on every password path); a user who holds one is told.
    if Token.objects.filter(user=user).exists():
        messages.info(request, _("Your password changed, so your API token was replaced; the old one no longer works."))


class PasswordChangeView(auth_views.PasswordChangeView):
    """Django's password change (which replaces the user's API token), saying so."""

    def form_valid(self, form: Any) -> HttpResponse:
        response = super().form_valid(form)
        _after_password_change(self.request, form.user)
        return response


class PasswordResetView(auth_views.PasswordResetView):
    """Queue a reset link by e-mail (zxdecks.web.tasks); a few per hour per address and per e-mail, always the same
    answer."""

    email_template_name = RESET_EMAIL_TEMPLATE
    subject_template_name = RESET_SUBJECT_TEMPLATE

    def form_valid(self, form: PasswordResetForm) -> HttpResponse:
        window = 3600
        per_address = window_hit(f"reset:address:{client_ip(self.request)}", window).count
        per_email = window_hit(f"reset:email:{form.cleaned_data['email'].strip().casefold()}", window).count
        if per_address <= settings.PASSWORD_RESETS_PER_HOUR and per_email <= settings.PASSWORD_RESETS_PER_HOUR:
            # The worker looks the address up and writes the mail: the request does the same work whether or not
            # the address has an account, so its timing does not tell (issue 30), and SMTP never holds it.
            send_password_reset.enqueue(
                email=form.cleaned_data["email"],
                domain=self.request.get_host(),
                use_https=self.request.is_secure(),
                language=translation.get_language() or settings.LANGUAGE_CODE,
            )
        # Same page whether a mail goes out or not: whether an address has an account is nobody's business.
        return redirect(self.get_success_url())


class PasswordResetConfirmView(auth_views.PasswordResetConfirmView):
    """Set a new password from a reset link (which replaces the user's API token), saying so."""

    def form_valid(self, form: SetPasswordForm[User]) -> HttpResponse:
        response = super().form_valid(form)
        _after_password_change(self.request, form.user)
        return response
