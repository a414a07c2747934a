"""Tournament pages: events, registration, the organizer's dashboard, sheets and deck checks."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from zxdecks.decks.models import Deck
from zxdecks.decks.services import DeckListError, deck_import
from zxdecks.decks.services.decks import current_cards
from zxdecks.events.forms import DeckCheckForm, EventForm, RegisterForm, StaffForm
from zxdecks.events.models import Event, Registration
from zxdecks.events.services import (
    RegistrationClosed,
    RegistrationRefused,
    can_organize,
    dashboard,
    dashboard_csv,
    deck_check,
    event_create,
    is_staff,
    lists_are_public,
    may_see_list,
    registration_drop,
    registration_set_unlocked,
    registration_submit,
    sorted_for_sheet,
    staff_add,
    submission_history,
)
from zxdecks.events.sheets import judge_url, sheets_pdf


def _user(request: HttpRequest) -> User:
    assert isinstance(request.user, User)
    return request.user


def _staff_event(request: HttpRequest, pk: int) -> Event:
    event = get_object_or_404(Event, pk=pk)
    if not is_staff(event, request.user):
        raise Http404("no such event of yours")
    return event


def event_list(request: HttpRequest) -> HttpResponse:
    events = Event.objects.filter(date__gte=timezone.localdate()).order_by("date")
    past = Event.objects.filter(date__lt=timezone.localdate()).order_by("-date")[:20]
    return render(
        request, "events/list.html", {"events": events, "past": past, "can_organize": can_organize(request.user)}
    )


@login_required
def event_new(request: HttpRequest) -> HttpResponse:
    if not can_organize(request.user):
        raise PermissionDenied("organizers only")
    form = EventForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        event = event_create(organizer=_user(request), **form.cleaned_data)
        return redirect(event)
    return render(request, "events/form.html", {"form": form})


def event_detail(request: HttpRequest, pk: int) -> HttpResponse:
    """The event, and for a signed-in player: register or resubmit, status and history."""
    event = get_object_or_404(Event, pk=pk)
    registration = None
    form = None
    refused = None
    if request.user.is_authenticated:
        registration = Registration.objects.filter(event=event, player=_user(request)).first()
        form = RegisterForm(request.POST or None, decks=Deck.objects.filter(owner=_user(request), game=event.game))
        if request.method == "POST" and form.is_valid():
            deck = form.cleaned_data.get("deck")
            try:
                cards = (
                    current_cards(deck) if deck else deck_import(data=form.cleaned_data["text"], game=event.game).deck
                )
                registration, submission = registration_submit(
                    event=event, player=_user(request), cards=cards, source=deck
                )
                state = (
                    _("on the waitlist") if registration.status == Registration.Status.WAITLISTED else _("registered")
                )
                messages.success(
                    request, _("Submission #%(n)d accepted: %(state)s.") % {"n": submission.number, "state": state}
                )
                return redirect(event)
            except RegistrationRefused as exc:
                refused = exc.report
            except RegistrationClosed as exc:
                messages.error(request, str(exc))
            except DeckListError as exc:
                form.add_error("text", "; ".join(str(e) for e in exc.errors))
    context = {
        "event": event,
        "registration": registration,
        "history": submission_history(registration) if registration else [],
        "form": form,
        "refused": refused,
        "staff": is_staff(event, request.user),
        "registered_count": event.registrations.filter(status=Registration.Status.REGISTERED).count(),
        "now": timezone.now(),
        "published": event.registrations.filter(status=Registration.Status.REGISTERED).select_related("player")
        if lists_are_public(event)
        else [],
        "lists_public": lists_are_public(event),
    }
    return render(request, "events/detail.html", context, status=400 if refused else 200)


def registration_view(request: HttpRequest, pk: int, rid: int) -> HttpResponse:
    registration = get_object_or_404(Registration.objects.select_related("event", "player"), pk=rid, event_id=pk)
    if not may_see_list(registration, request.user):
        raise Http404("this list is not published")
    return _list_page(request, registration)


def judge_view(request: HttpRequest, token: str) -> HttpResponse:
    """What the sheet's QR code opens: the locked list, for a judge at the table."""
    registration = get_object_or_404(Registration.objects.select_related("event", "player"), judge_token=token)
    return _list_page(request, registration)


def _list_page(request: HttpRequest, registration: Registration) -> HttpResponse:
    submission = registration.current
    return render(
        request,
        "events/registration.html",
        {
            "registration": registration,
            "event": registration.event,
            "submission": submission,
            "sorted": sorted_for_sheet(submission) if submission else {},
            "staff": is_staff(registration.event, request.user),
        },
    )


@login_required
def event_manage(request: HttpRequest, pk: int) -> HttpResponse:
    """The organizer's dashboard: registrations, filters, CSV, lock/unlock, drop, publish, staff."""
    event = _staff_event(request, pk)
    status, legal = request.GET.get("status", ""), request.GET.get("legal", "")
    if request.GET.get("format") == "csv":
        response = HttpResponse(dashboard_csv(event), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="event-{event.pk}-registrations.csv"'
        return response
    staff_form = StaffForm(request.POST or None)
    if request.method == "POST" and staff_form.is_valid():
        try:
            staff_add(event=event, username=staff_form.cleaned_data["username"])
            messages.success(request, _("Added."))
        except User.DoesNotExist:
            staff_form.add_error("username", _("No such user."))
    context = {
        "event": event,
        "rows": dashboard(event, status, legal),
        "status": status,
        "legal": legal,
        "staff_form": staff_form,
    }
    return render(request, "events/manage.html", context)


@login_required
@require_POST
def registration_action(request: HttpRequest, pk: int, rid: int, action: str) -> HttpResponse:
    event = _staff_event(request, pk)
    registration = get_object_or_404(Registration, pk=rid, event=event)
    if action == "drop":
        promoted = registration_drop(registration=registration)
        if promoted:
            messages.info(request, _("%(name)s moved up from the waitlist.") % {"name": promoted.player.username})
    elif action in ("unlock", "lock"):
        registration_set_unlocked(registration=registration, unlocked=action == "unlock")
    else:
        raise Http404("unknown action")
    return redirect("events:manage", pk=event.pk)


@login_required
@require_POST
def event_publish(request: HttpRequest, pk: int) -> HttpResponse:
    event = _staff_event(request, pk)
    event.lists_published = not event.lists_published
    event.save(update_fields=["lists_published"])
    return redirect("events:manage", pk=event.pk)


@login_required
def event_sheets(request: HttpRequest, pk: int, rid: int | None = None) -> HttpResponse:
    """Registration sheets as one PDF: every registered player, or one."""
    event = _staff_event(request, pk)
    registrations = event.registrations.select_related("player").exclude(status=Registration.Status.DROPPED)
    if rid is not None:
        registrations = registrations.filter(pk=rid)
    response = HttpResponse(sheets_pdf(event, list(registrations)), content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="event-{event.pk}-sheets.pdf"'
    return response


@login_required
def registration_check(request: HttpRequest, pk: int, rid: int) -> HttpResponse:
    """Deck check: what the player presents, against the registered snapshot."""
    event = _staff_event(request, pk)
    registration = get_object_or_404(Registration.objects.select_related("player"), pk=rid, event=event)
    form = DeckCheckForm(request.POST or None)
    context: dict[str, Any] = {"event": event, "registration": registration, "form": form}
    submission = registration.current
    if request.method == "POST" and form.is_valid() and submission is not None:
        try:
            context["diff"] = deck_check(
                submission=submission, presented=deck_import(data=form.cleaned_data["text"], game=event.game).deck
            )
            context["checked"] = True
        except DeckListError as exc:
            context["line_errors"] = exc.errors
    context["judge_url"] = judge_url(registration)
    return render(request, "events/check.html", context)
