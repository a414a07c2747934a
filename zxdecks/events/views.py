"""Tournament pages: events, registration, the organizer's dashboard, sheets and deck checks.

Each view parses its input, calls one selector or service, and renders; permissions are the services' and selectors'
(404 for strangers, 403 for staff whose role does not allow the action).
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from zxdecks.decks.services import DeckListError
from zxdecks.events.forms import (
    DeckCheckForm,
    EventEditForm,
    EventForm,
    OrganizerRequestForm,
    RegisterForm,
    StaffForm,
)
from zxdecks.events.models import Registration
from zxdecks.events.selectors import (
    decks_for_registration,
    event_for_staff,
    event_get,
    event_staff,
    events_past,
    events_upcoming_page,
    organizer_request_latest,
    published_registrations,
    registration_by_judge_token,
    registration_in_event,
    registration_of,
    registration_visible,
    registrations_for_sheets,
)
from zxdecks.events.services import (
    Action,
    AlreadyOrganizer,
    NoSuchUser,
    RegistrationClosed,
    RegistrationDeckRefused,
    RegistrationRefused,
    UndoRefused,
    can_organize,
    dashboard,
    dashboard_csv,
    deck_check,
    event_create,
    event_set_published,
    event_update,
    lists_are_public,
    may,
    organizer_request_create,
    registration_closed,
    registration_drop,
    registration_set_unlocked,
    registration_submit,
    registration_undo_drop,
    sorted_for_sheet,
    staff_add,
    submission_history,
)
from zxdecks.events.sheets import judge_url, sheets_pdf


def _user(request: HttpRequest) -> User:
    assert isinstance(request.user, User)
    return request.user


def _line_errors(exc: DeckListError) -> list[str]:
    """Every bad line of a list, in the visitor's language."""
    japanese = (get_language() or "ja").startswith("ja")
    return [
        f"{_('line %(n)s') % {'n': e.line}}: {e.message if japanese else e.message_en} ({e.text})" for e in exc.errors
    ]


def _closed_message(exc: RegistrationClosed) -> str:
    when = f"{exc.at:%Y-%m-%d %H:%M}"
    if exc.not_yet:
        return _("Registration opens at %(when)s.") % {"when": when}
    return _("Registration closed at %(when)s.") % {"when": when}


def _deck_refused_message(exc: RegistrationDeckRefused) -> str:
    if exc.reason == "not_yours":
        return _("That is not one of your decks.")
    return _("This event plays %(game)s; choose a deck of that game.") % {"game": exc.event.get_game_display()}


def event_list(request: HttpRequest) -> HttpResponse:
    events = events_upcoming_page(number=request.GET.get("page"))
    context = {"events": events, "past": events_past(), "can_organize": can_organize(request.user)}
    return render(request, "events/list.html", context)


def _organizers_only(request: HttpRequest) -> HttpResponse:
    """The 403 of an organizer-only page: why, and how to become an organizer (the request, or its state)."""
    context = {"organizer_request": organizer_request_latest(user=request.user)}
    return render(request, "events/organizers_only.html", context, status=403)


@login_required
def event_new(request: HttpRequest) -> HttpResponse:
    if not can_organize(request.user):
        return _organizers_only(request)
    form = EventForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        event = event_create(organizer=_user(request), **form.cleaned_data)
        return redirect(event)
    return render(request, "events/form.html", {"form": form})


@login_required
def event_edit(request: HttpRequest, pk: int) -> HttpResponse:
    """The organizer's edit page: name, date, venue, capacity, the window, the regulation date and the options."""
    event = event_for_staff(pk=pk, user=request.user)
    if not may(event, request.user, Action.MANAGE):
        raise PermissionDenied("edit: not allowed for your role at this event")
    name = event.name  # the page's title, whatever the form makes of the instance
    form = EventEditForm(request.POST or None, instance=event, has_lists=event.registrations.exists())
    if request.method == "POST" and form.is_valid():
        try:
            updated = event_update(event=event_get(pk=pk), by=_user(request), **form.cleaned_data)
        except ValidationError as exc:
            form.add_error(None, exc)  # keyed by field: each message lands on its field
        else:
            messages.success(request, _("Saved."))
            for promoted in updated.promoted:
                messages.info(request, _("%(name)s moved up from the waitlist.") % {"name": promoted.player.username})
            return redirect(updated.event)
    status = 400 if form.errors else 200
    return render(request, "events/form.html", {"form": form, "event": event, "name": name}, status=status)


@login_required
def organizer_request(request: HttpRequest) -> HttpResponse:
    """主催者申請: ask to organize events; the page shows the request's state until an admin decides."""
    if can_organize(request.user):
        return render(request, "events/organizer_request.html", {"organizer": True})
    latest = organizer_request_latest(user=request.user)
    pending = latest is not None and latest.status == latest.Status.PENDING
    form = OrganizerRequestForm(request.POST or None, instance=latest if pending else None)
    if request.method == "POST" and form.is_valid():
        try:
            organizer_request_create(user=_user(request), message=form.cleaned_data["message"])
        except AlreadyOrganizer:
            return redirect("events:new")
        messages.success(request, _("Your request was sent. An admin will review it; you will get an e-mail."))
        return redirect("events:organizer_request")
    context = {"form": form, "latest": latest, "pending": pending}
    return render(request, "events/organizer_request.html", context, status=400 if form.errors else 200)


def event_detail(request: HttpRequest, pk: int) -> HttpResponse:
    """The event, and for a signed-in player: register or resubmit, status and history."""
    event = event_get(pk=pk)
    form = None
    refused = None
    # Outside the window (and not unlocked) the page says so up front instead of a form that can only be refused;
    # a list sent just after the deadline gets the same page, which says why nothing was submitted.
    registration = registration_of(event=event, player=request.user)
    closed = registration_closed(event=event, registration=registration)
    if request.user.is_authenticated and closed is None:
        form = RegisterForm(request.POST or None, decks=decks_for_registration(event=event, player=_user(request)))
        if request.method == "POST" and form.is_valid():
            try:
                registered, submission = registration_submit(
                    event=event,
                    player=_user(request),
                    deck_id=form.cleaned_data["deck"],
                    text=form.cleaned_data["text"] if form.cleaned_data["deck"] is None else None,
                )
                waiting = registered.status == Registration.Status.WAITLISTED
                state = _("on the waitlist") if waiting else _("registered")
                messages.success(
                    request, _("Submission #%(n)d accepted: %(state)s.") % {"n": submission.number, "state": state}
                )
                return redirect(event)
            except RegistrationRefused as exc:
                refused = exc.report
            except RegistrationClosed as exc:
                messages.error(request, _closed_message(exc))
            except RegistrationDeckRefused as exc:
                form.add_error("deck", _deck_refused_message(exc))
            except DeckListError as exc:
                for error in _line_errors(exc):
                    form.add_error("text", error)
    public = lists_are_public(event)
    context = {
        "event": event,
        "registration": registration,
        "history": submission_history(registration) if registration else [],
        "form": form,
        "refused": refused,
        "staff": may(event, request.user, Action.SEE_LISTS),
        "manages": may(event, request.user, Action.MANAGE),
        "registered_count": event.registered_count,  # type: ignore[attr-defined]
        "now": timezone.now(),
        "published": published_registrations(event=event) if public else [],
        "lists_public": public,
        "closed": closed,
        "closed_message": _closed_message(closed) if closed else "",
    }
    bad = refused is not None or (form is not None and form.errors)
    return render(request, "events/detail.html", context, status=400 if bad else 200)


def registration_view(request: HttpRequest, pk: int, rid: int) -> HttpResponse:
    return _list_page(request, registration_visible(event_pk=pk, pk=rid, user=request.user))


def judge_view(request: HttpRequest, token: str) -> HttpResponse:
    """What the sheet's QR code opens: the locked list, for a judge at the table."""
    return _list_page(request, registration_by_judge_token(token=token))


def _list_page(request: HttpRequest, registration: Registration) -> HttpResponse:
    submission = registration.current
    context = {
        "registration": registration,
        "event": registration.event,
        "submission": submission,
        "sorted": sorted_for_sheet(submission) if submission else {},
        "staff": may(registration.event, request.user, Action.SEE_LISTS),
    }
    return render(request, "events/registration.html", context)


@login_required
def event_manage(request: HttpRequest, pk: int) -> HttpResponse:
    """The dashboard: registrations, filters, CSV; drop, unlock, publish and staff for those who manage."""
    event = event_for_staff(pk=pk, user=request.user)
    if request.GET.get("format") == "csv":
        response = HttpResponse(
            dashboard_csv(event=event, by=_user(request), bom=True), content_type="text/csv; charset=utf-8"
        )
        response["Content-Disposition"] = f'attachment; filename="event-{event.pk}-registrations.csv"'
        return response
    staff_form = StaffForm(request.POST or None)
    if request.method == "POST" and staff_form.is_valid():
        try:
            staff_add(event=event, by=_user(request), **staff_form.cleaned_data)
            messages.success(request, _("Added."))
            return redirect("events:manage", pk=event.pk)
        except NoSuchUser:
            staff_form.add_error("username", _("No such user."))
    status, legal = request.GET.get("status", ""), request.GET.get("legal", "")
    rows = dashboard(event=event, by=_user(request), status=status, legal=legal)
    dropped = request.GET.get("dropped", "")
    context = {
        "event": event,
        "rows": rows,
        "status": status,
        "legal": legal,
        "statuses": Registration.Status.choices,
        "staff_form": staff_form,
        "staff": event_staff(event=event),
        "manages": may(event, request.user, Action.MANAGE),
        # After a drop the dashboard offers to undo it, while the registration is still dropped.
        "undo": next(
            (r.registration for r in rows if str(r.registration.pk) == dropped and r.registration.status == "dropped"),
            None,
        ),
    }
    return render(request, "events/manage.html", context)


@login_required
def registration_drop_view(request: HttpRequest, pk: int, rid: int) -> HttpResponse:
    """ドロップ: a confirmation page (GET), then the drop (POST), which the dashboard offers to undo."""
    event = event_for_staff(pk=pk, user=request.user)
    registration = registration_in_event(event=event, pk=rid)
    if request.method != "POST":
        if not may(event, request.user, Action.MANAGE):
            raise PermissionDenied("drop: not allowed for your role at this event")
        return render(request, "events/drop_confirm.html", {"event": event, "registration": registration})
    dropped = registration_drop(registration=registration, by=_user(request))
    name = dropped.registration.player.username
    if dropped.changed:
        messages.success(request, _("%(name)s was dropped.") % {"name": name})
    if dropped.promoted:
        messages.info(request, _("%(name)s moved up from the waitlist.") % {"name": dropped.promoted.player.username})
    return redirect(f"{reverse('events:manage', args=[event.pk])}?dropped={registration.pk}")


@login_required
@require_POST
def registration_action(request: HttpRequest, pk: int, rid: int, action: str) -> HttpResponse:
    """Unlock, lock, or undo a drop."""
    if action not in ("unlock", "lock", "undo"):
        raise Http404("unknown action")
    event = event_for_staff(pk=pk, user=request.user)
    registration = registration_in_event(event=event, pk=rid)
    if action == "undo":
        try:
            restored = registration_undo_drop(registration=registration, by=_user(request))
            messages.success(
                request,
                _("%(name)s is back: %(status)s.")
                % {"name": restored.player.username, "status": restored.get_status_display()},
            )
        except UndoRefused as exc:
            if exc.reason == "seat_taken":
                messages.error(request, _("The seat has gone to someone else; the drop cannot be undone."))
            else:
                messages.error(request, _("This registration is not dropped."))
    else:
        registration_set_unlocked(registration=registration, unlocked=action == "unlock", by=_user(request))
    return redirect("events:manage", pk=event.pk)


@login_required
@require_POST
def event_publish(request: HttpRequest, pk: int) -> HttpResponse:
    event = event_for_staff(pk=pk, user=request.user)
    event_set_published(event=event, published=request.POST.get("published", "1") == "1", by=_user(request))
    return redirect("events:manage", pk=event.pk)


@login_required
def event_sheets(request: HttpRequest, pk: int, rid: int | None = None) -> HttpResponse:
    """Registration sheets as one PDF: every registered player, or one."""
    event = event_for_staff(pk=pk, user=request.user)
    response = HttpResponse(
        sheets_pdf(event, registrations_for_sheets(event=event, pk=rid)), content_type="application/pdf"
    )
    response["Content-Disposition"] = f'inline; filename="event-{event.pk}-sheets.pdf"'
    return response


@login_required
def registration_check(request: HttpRequest, pk: int, rid: int) -> HttpResponse:
    """Deck check: what the player presents, against the registered snapshot."""
    event = event_for_staff(pk=pk, user=request.user)
    registration = registration_in_event(event=event, pk=rid)
    form = DeckCheckForm(request.POST or None)
    context: dict[str, Any] = {"event": event, "registration": registration, "form": form, "line_errors": []}
    submission = registration.current
    if request.method == "POST" and form.is_valid() and submission is not None:
        try:
            context["diff"] = deck_check(submission=submission, text=form.cleaned_data["text"], by=_user(request))
            context["checked"] = True
        except DeckListError as exc:
            context["line_errors"] = _line_errors(exc)
    context["judge_url"] = judge_url(registration)
    return render(request, "events/check.html", context)
