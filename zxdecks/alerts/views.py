"""Alert pages: the list (the bell's target), opening one, marking all read, and the e-mail choice."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import User
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from zxdecks.alerts.selectors import alerts_page
from zxdecks.alerts.services import alert_open, alert_settings_set, alerts_mark_read, item_link


def _user(request: HttpRequest) -> User:
    assert isinstance(request.user, User)
    return request.user


@login_required
def alert_list(request: HttpRequest) -> HttpResponse:
    """The user's alerts, newest first, unread ones marked."""
    page = alerts_page(user=request.user, number=request.GET.get("page"))
    return render(request, "alerts/list.html", {"page": page})


@login_required
def alert_open_view(request: HttpRequest, pk: int, item: int) -> HttpResponse:
    """Mark the alert read and go to what it is about (the deck's timeline, or the registration)."""
    return redirect(item_link(alert_open(user=_user(request), alert_id=pk, item_id=item)))


@login_required
@require_POST
def alerts_read_view(request: HttpRequest) -> HttpResponse:
    alerts_mark_read(user=_user(request))
    return redirect("alerts:list")


@login_required
@require_POST
def alert_settings_view(request: HttpRequest) -> HttpResponse:
    """Opt in to (or out of) alerts by e-mail, from the account page."""
    email = request.POST.get("email") == "on"
    alert_settings_set(user=_user(request), email=email)
    if email:
        messages.success(request, _("Alerts will also come by e-mail."))
    else:
        messages.success(request, _("Alerts will no longer come by e-mail."))
    return redirect("account")
