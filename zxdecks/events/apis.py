"""The event API: events, registrations, the organizer's CSV."""

from __future__ import annotations

from typing import Any

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from zxdecks.api.base import ERRORS, ApiView, base_url
from zxdecks.api.errors import ApiError
from zxdecks.api.fields import ErrorSerializer
from zxdecks.api.pagination import list_object
from zxdecks.decks.apis import _cards_from
from zxdecks.decks.models import Deck
from zxdecks.decks.services.decks import current_cards
from zxdecks.events.serializers import EventWriteSerializer, PageQuerySerializer, RegistrationWriteSerializer
from zxdecks.rules.deck import Deck as EngineDeck


def _event_dict(event: Any, request: Request) -> dict[str, Any]:
    from zxdecks.events.models import Registration

    return {
        "object": "event",
        "id": event.pk,
        "name": event.name,
        "game": event.game,
        "date": event.date.isoformat(),
        "venue": event.venue,
        "capacity": event.capacity,
        "registered": event.registrations.filter(status=Registration.Status.REGISTERED).count(),
        "registration_opens": event.registration_opens.isoformat(),
        "registration_closes": event.registration_closes.isoformat(),
        "regulation_date": event.regulation_date.isoformat(),
        "lists_published": event.lists_published,
        "uri": f"{base_url(request)}/api/v1/events/{event.pk}/",
        "web_uri": f"{base_url(request)}{event.get_absolute_url()}",
    }


def _registration_dict(registration: Any, request: Request, with_list: bool) -> dict[str, Any]:
    submission = registration.current
    data: dict[str, Any] = {
        "object": "registration",
        "id": registration.pk,
        "event": registration.event_id,
        "player": registration.player.username,
        "status": registration.status,
        "unlocked": registration.unlocked,
        "submissions": registration.submissions.count(),
        "submitted_at": submission.created_at.isoformat() if submission else None,
        "legal": submission.report.get("legal") if submission else None,
        "fingerprint": submission.fingerprint if submission else None,
    }
    if with_list and submission:
        data["list"] = submission.cards
        data["text"] = submission.text
        data["report"] = submission.report
    return data


class EventListApi(ApiView):
    """Upcoming and past events; organizers create them."""

    throttle_scope = "decks"

    @extend_schema(
        operation_id="events_list",
        parameters=[PageQuerySerializer],
        responses={200: OpenApiTypes.OBJECT, **ERRORS},
    )
    def get(self, request: Request) -> Response:
        from zxdecks.events.models import Event

        ids = list(Event.objects.order_by("-date", "pk").values_list("pk", flat=True))

        def load(chunk: Any) -> list[dict[str, Any]]:
            rows = Event.objects.in_bulk(list(chunk))
            return [_event_dict(rows[pk], request) for pk in chunk]

        return Response(list_object(request, ids, 50, load))

    @extend_schema(
        request=EventWriteSerializer,
        responses={201: OpenApiTypes.OBJECT, 401: ErrorSerializer, 403: ErrorSerializer, **ERRORS},
    )
    def post(self, request: Request) -> Response:
        from zxdecks.events.services import can_organize, event_create

        if not request.user.is_authenticated:
            raise ApiError(401, "not_authenticated", "sign in to create events")
        if not can_organize(request.user):
            raise ApiError(403, "permission_denied", "only organizers create events")
        params = EventWriteSerializer(data=request.data)
        params.is_valid(raise_exception=True)
        event = event_create(organizer=request.user, **params.validated_data)
        return Response(_event_dict(event, request), status=201)


class EventDetailApi(ApiView):
    throttle_scope = "lookup"

    @extend_schema(responses={200: OpenApiTypes.OBJECT, 404: ERRORS[404]})
    def get(self, request: Request, pk: int) -> Response:
        from zxdecks.events.models import Event

        event = Event.objects.filter(pk=pk).first()
        if event is None:
            raise ApiError(404, "not_found", "no such event")
        return Response(_event_dict(event, request))


class EventRegistrationsApi(ApiView):
    """Staff see every registration (with lists); a player registers or resubmits with POST."""

    throttle_scope = "decks"

    def _event(self, pk: int) -> Any:
        from zxdecks.events.models import Event

        event = Event.objects.filter(pk=pk).first()
        if event is None:
            raise ApiError(404, "not_found", "no such event")
        return event

    @extend_schema(
        operation_id="event_registrations_list",
        parameters=[PageQuerySerializer],
        responses={200: OpenApiTypes.OBJECT, 401: ErrorSerializer, **ERRORS},
    )
    def get(self, request: Request, pk: int) -> Response:
        from zxdecks.events.services import is_staff

        event = self._event(pk)
        if not is_staff(event, request.user):
            raise ApiError(404, "not_found", "no such event of yours")  # staff only; 404 keeps it private
        ids = list(event.registrations.order_by("created_at", "pk").values_list("pk", flat=True))

        def load(chunk: Any) -> list[dict[str, Any]]:
            rows = event.registrations.select_related("player").in_bulk(list(chunk))
            return [_registration_dict(rows[i], request, with_list=True) for i in chunk]

        return Response(list_object(request, ids, 100, load))

    @extend_schema(
        request=RegistrationWriteSerializer,
        responses={
            201: OpenApiTypes.OBJECT,
            401: ErrorSerializer,
            409: ErrorSerializer,
            422: ErrorSerializer,
            **ERRORS,
        },
    )
    def post(self, request: Request, pk: int) -> Response:
        from zxdecks.events.services import RegistrationClosed, RegistrationRefused, registration_submit

        if not request.user.is_authenticated:
            raise ApiError(401, "not_authenticated", "sign in to register")
        event = self._event(pk)
        params = RegistrationWriteSerializer(data=request.data)
        params.is_valid(raise_exception=True)
        data: dict[str, Any] = params.validated_data
        source = None
        if "deck_id" in data:
            source = Deck.objects.filter(pk=data["deck_id"], owner=request.user).first()
            if source is None:
                raise ApiError(
                    400,
                    "invalid_request",
                    "deck_id: not one of your decks",
                    errors=[{"field": "deck_id", "message": "not yours"}],
                )
            if source.game != event.game:
                raise ApiError(
                    400,
                    "invalid_request",
                    f"deck_id: a {source.get_game_display()} deck; this event plays {event.get_game_display()}",
                    errors=[{"field": "deck_id", "message": f"the event's game is {event.game}"}],
                )
            cards = current_cards(source)
        else:
            cards = _cards_from(data, event.game) or EngineDeck()
        try:
            registration, _submission = registration_submit(
                event=event, player=request.user, cards=cards, source=source
            )
        except RegistrationRefused as exc:
            raise ApiError(
                422,
                "illegal_deck",
                f"the list is not legal as of {event.regulation_date}",
                type_="illegal_deck",
                report=exc.report.as_dict(),
            ) from None
        except RegistrationClosed as exc:
            raise ApiError(409, "registration_closed", str(exc), type_="registration_closed") from None
        return Response(_registration_dict(registration, request, with_list=True), status=201)


class EventRegistrationsCsvApi(ApiView):
    throttle_scope = "decks"

    @extend_schema(
        responses={(200, "text/csv"): OpenApiTypes.STR, **{(c, "application/json"): r for c, r in ERRORS.items()}}
    )
    def get(self, request: Request, pk: int) -> HttpResponse:
        from zxdecks.events.models import Event
        from zxdecks.events.services import dashboard_csv, is_staff

        event = Event.objects.filter(pk=pk).first()
        if event is None or not is_staff(event, request.user):
            raise ApiError(404, "not_found", "no such event of yours")
        return HttpResponse(dashboard_csv(event), content_type="text/csv; charset=utf-8")


class EventRegistrationApi(ApiView):
    throttle_scope = "lookup"

    @extend_schema(responses={200: OpenApiTypes.OBJECT, 404: ERRORS[404]})
    def get(self, request: Request, pk: int, rid: int) -> Response:
        from zxdecks.events.models import Registration
        from zxdecks.events.services import may_see_list

        registration = Registration.objects.select_related("event", "player").filter(pk=rid, event_id=pk).first()
        if registration is None or not may_see_list(registration, request.user):
            raise ApiError(404, "not_found", "no such registration, or its list is not published")
        return Response(_registration_dict(registration, request, with_list=True))
