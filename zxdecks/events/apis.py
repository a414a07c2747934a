"""The event API: events, registrations, the organizer's CSV. Each view parses, calls one selector or service, and
renders with an output serializer."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.urls import reverse
from django.utils.translation import override
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from zxdecks.api.base import ERRORS, ApiView
from zxdecks.api.errors import ApiError
from zxdecks.api.fields import ErrorSerializer
from zxdecks.api.pagination import ListPagination
from zxdecks.events.selectors import (
    event_for_staff,
    event_get,
    events_listed,
    registration_visible,
    registrations_with_lists,
)
from zxdecks.events.serializers import (
    EventListSerializer,
    EventSerializer,
    EventUpdateSerializer,
    EventWriteSerializer,
    IllegalDeckErrorSerializer,
    PageQuerySerializer,
    RegistrationListSerializer,
    RegistrationSerializer,
    RegistrationWriteSerializer,
)
from zxdecks.events.services import (
    Action,
    RegistrationClosed,
    RegistrationDeckRefused,
    RegistrationRefused,
    can_organize,
    dashboard_csv,
    event_create,
    event_update,
    may,
    registration_submit,
)

EVENT_PAGE = 50
REGISTRATION_PAGE = 100
PARTS = ("deck", "dynamis", "player", "sideboard")
NOT_FOUND = {404: OpenApiResponse(ErrorSerializer, description="no such event (or not one you are staff of)")}


class EventListApi(ApiView):
    """Upcoming and past events; organizers create them."""

    throttle_scope = "decks"

    @extend_schema(
        operation_id="events_list",
        parameters=[PageQuerySerializer],
        responses={200: EventListSerializer, **ERRORS},
    )
    def get(self, request: Request) -> Response:
        paginator = ListPagination(EVENT_PAGE)
        page = paginator.paginate_queryset(events_listed(), request, self)
        return paginator.get_paginated_response(EventSerializer(page, many=True, context={"request": request}).data)

    @extend_schema(
        request=EventWriteSerializer,
        responses={201: EventSerializer, 401: ErrorSerializer, 403: ErrorSerializer, **ERRORS},
    )
    def post(self, request: Request) -> Response:
        if not request.user.is_authenticated:
            raise ApiError(401, "not_authenticated", "sign in to create events")
        if not can_organize(request.user):
            raise ApiError(
                403,
                "permission_denied",
                "only organizers create events: send an organizer request at "
                + request.build_absolute_uri(reverse("events:organizer_request")),
            )
        params = EventWriteSerializer(data=request.data)
        params.is_valid(raise_exception=True)
        event = event_create(organizer=request.user, **params.validated_data)
        return Response(EventSerializer(event, context={"request": request}).data, status=201)


class EventDetailApi(ApiView):
    """An event; its organizer and co-organizers change it with PATCH."""

    throttle_scope = "lookup"

    @extend_schema(responses={200: EventSerializer, 404: ERRORS[404]})
    def get(self, request: Request, pk: int) -> Response:
        return Response(EventSerializer(event_get(pk=pk), context={"request": request}).data)

    @extend_schema(
        operation_id="events_partial_update",
        request=EventUpdateSerializer,
        responses={200: EventSerializer, 401: ErrorSerializer, 403: ErrorSerializer, **ERRORS, **NOT_FOUND},
    )
    def patch(self, request: Request, pk: int) -> Response:
        if not request.user.is_authenticated:
            raise ApiError(401, "not_authenticated", "sign in to change events")
        event = event_for_staff(pk=pk, user=request.user)  # 404 for anyone not on the event's staff
        if not may(event, request.user, Action.MANAGE):
            raise ApiError(403, "permission_denied", "judges do not change the event")
        params = EventUpdateSerializer(data=request.data, partial=True)
        params.is_valid(raise_exception=True)
        try:
            updated = event_update(event=event, by=request.user, **params.validated_data)
        except ValidationError as exc:
            raise _invalid(exc) from None
        return Response(EventSerializer(event_get(pk=updated.event.pk), context={"request": request}).data)


class EventRegistrationsApi(ApiView):
    """Staff see every registration (with lists); a player registers or resubmits with POST."""

    throttle_scope = "decks"

    @extend_schema(
        operation_id="event_registrations_list",
        parameters=[PageQuerySerializer],
        responses={200: RegistrationListSerializer, 401: ErrorSerializer, **ERRORS, **NOT_FOUND},
    )
    def get(self, request: Request, pk: int) -> Response:
        event = event_for_staff(pk=pk, user=request.user)  # 404 for players keeps the lists private
        paginator = ListPagination(REGISTRATION_PAGE)
        page = paginator.paginate_queryset(registrations_with_lists(event=event), request, self)
        return paginator.get_paginated_response(RegistrationSerializer(page, many=True).data)

    @extend_schema(
        request=RegistrationWriteSerializer,
        responses={
            201: RegistrationSerializer,
            401: ErrorSerializer,
            409: ErrorSerializer,
            422: IllegalDeckErrorSerializer,
            **ERRORS,
        },
    )
    def post(self, request: Request, pk: int) -> Response:
        if not request.user.is_authenticated:
            raise ApiError(401, "not_authenticated", "sign in to register")
        event = event_get(pk=pk)
        params = RegistrationWriteSerializer(data=request.data)
        params.is_valid(raise_exception=True)
        data: dict[str, Any] = params.validated_data
        try:
            registration, _submission = registration_submit(
                event=event,
                player=request.user,
                deck_id=data.get("deck_id"),
                text=data.get("text"),
                parts={part: data[part] for part in PARTS if part in data} or None,
            )
        except RegistrationDeckRefused as exc:
            raise _deck_refused(exc) from None
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
        return Response(RegistrationSerializer(registration).data, status=201)


def _invalid(exc: ValidationError) -> ApiError:
    """A service's refusal, keyed by field, in the API's error shape (English: the API's messages are)."""
    with override("en"):
        errors = [{"field": field, "message": str(m)} for field, messages in exc.message_dict.items() for m in messages]
    first = errors[0] if errors else {"field": "(request)", "message": "invalid input"}
    return ApiError(400, "invalid_request", f"{first['field']}: {first['message']}", errors=errors)


def _deck_refused(exc: RegistrationDeckRefused) -> ApiError:
    if exc.reason == "not_yours":
        return ApiError(
            400,
            "invalid_request",
            "deck_id: not one of your decks",
            errors=[{"field": "deck_id", "message": "not yours"}],
        )
    assert exc.deck is not None
    return ApiError(
        400,
        "invalid_request",
        f"deck_id: a {exc.deck.get_game_display()} deck; this event plays {exc.event.get_game_display()}",
        errors=[{"field": "deck_id", "message": f"the event's game is {exc.event.game}"}],
    )


class EventRegistrationsCsvApi(ApiView):
    """Every registration as CSV (UTF-8 without a BOM), the current list in the last column."""

    throttle_scope = "decks"

    @extend_schema(
        responses={
            (200, "text/csv"): OpenApiTypes.STR,
            **{(c, "application/json"): r for c, r in {**ERRORS, **NOT_FOUND}.items()},
        }
    )
    def get(self, request: Request, pk: int) -> HttpResponse:
        event = event_for_staff(pk=pk, user=request.user)
        csv_text = dashboard_csv(event=event, by=request.user, localized=False)  # API clients read fixed keys
        return HttpResponse(csv_text, content_type="text/csv; charset=utf-8")


class EventRegistrationApi(ApiView):
    throttle_scope = "lookup"

    @extend_schema(responses={200: RegistrationSerializer, 404: ERRORS[404]})
    def get(self, request: Request, pk: int, rid: int) -> Response:
        return Response(RegistrationSerializer(registration_visible(event_pk=pk, pk=rid, user=request.user)).data)
