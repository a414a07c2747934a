"""The deck API: list, create, read, change, delete, validate, export and goldfish decks."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.http import HttpResponse
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    OpenApiResponse,
    PolymorphicProxySerializer,
    extend_schema,
)
from rest_framework.request import Request
from rest_framework.response import Response

from zxdecks.api.base import ERRORS, ApiView, date_param, query_data
from zxdecks.api.errors import ApiError, error_body
from zxdecks.api.fields import NO_NUL, ErrorSerializer
from zxdecks.api.pagination import ListPagination
from zxdecks.decks.models import Deck, GameKind, GoldfishJob
from zxdecks.decks.selectors import deck_viewable, decks_of, decks_public, decks_window, version_of
from zxdecks.decks.serializers import (
    PARTS,
    DeckListQuerySerializer,
    DeckListSerializer,
    DeckSerializer,
    DeckValidateInputSerializer,
    DeckWriteSerializer,
    ValidationReportSerializer,
    plain_validate_input,
)
from zxdecks.decks.serializers_goldfish import (
    GOLDFISH_SERIALIZERS,
    GoldfishJobSerializer,
    GoldfishQuerySerializer,
    goldfish_answer_data,
    goldfish_query,
    question_from,
)
from zxdecks.decks.services import (
    DeckConflict,
    deck_delete,
    deck_validate_parts,
    deck_validate_text,
    deck_write,
    version_export,
)
from zxdecks.decks.services.decks import current_rows_of, deck_validate_stored
from zxdecks.decks.services.formats import EXPORT_FORMATS
from zxdecks.decks.services.goldfish import GoldfishError, simulation_budget
from zxdecks.decks.services.goldfish_jobs import goldfish_answer_or_job, goldfish_job_of

DECK_PAGE = 50


def deck_response(request: Request, decks: list[Deck], many: bool = False) -> Any:
    """Decks as the API answers them, their current cards read in one batch."""
    context = {"request": request, "cards": current_rows_of(decks)}
    return DeckSerializer(decks if many else decks[0], many=many, context=context).data


def _deck_for(request: Request, pk: int) -> Deck:
    token = request.query_params.get("token", "")
    return deck_viewable(pk=pk, user=request.user, token=token)


def _parts(data: dict[str, Any]) -> dict[str, Any] | None:
    """The card rows a write request sends per part, None when it sends none."""
    return {part: data.get(part, []) for part in PARTS} if any(k in data for k in PARTS) else None


class DeckListApi(ApiView):
    """Public decks (search by q, card, player; sort recent or likes), or your own with mine=true; create a deck."""

    throttle_scope = "decks"

    @extend_schema(
        parameters=[DeckListQuerySerializer],
        operation_id="decks_list",
        responses={200: DeckListSerializer, 401: ErrorSerializer, **ERRORS},
    )
    def get(self, request: Request) -> Response:
        params = DeckListQuerySerializer(data=query_data(request))
        params.is_valid(raise_exception=True)
        query: dict[str, Any] = params.validated_data
        if query.get("mine"):
            if not request.user.is_authenticated:
                raise ApiError(401, "not_authenticated", "sign in (session or token) to list your decks")
            decks = decks_of(request.user)
        else:
            decks = decks_public(
                q=query.get("q", ""),
                card=query.get("card", ""),
                player=query.get("player", ""),
                sort=query.get("sort", "recent"),
                game=query.get("game", ""),
            )
        paginator = ListPagination(DECK_PAGE, window=decks_window)
        page = paginator.paginate_queryset(decks, request, self)
        return paginator.get_paginated_response(deck_response(request, page, many=True))

    @extend_schema(request=DeckWriteSerializer, responses={201: DeckSerializer, 401: ErrorSerializer, **ERRORS})
    def post(self, request: Request) -> Response:
        if not request.user.is_authenticated:
            raise ApiError(401, "not_authenticated", "sign in (session or token) to create decks")
        params = DeckWriteSerializer(data=request.data)
        params.is_valid(raise_exception=True)
        data: dict[str, Any] = params.validated_data
        if "title" not in data:
            raise ApiError(
                400, "invalid_request", "title: required", errors=[{"field": "title", "message": "required"}]
            )
        deck = deck_write(
            owner=request.user,
            game=data.get("game", GameKind.ZX),
            text=data.get("text"),
            parts=_parts(data),
            title=data["title"],
            description=data.get("description", ""),
            visibility=data.get("visibility", Deck.Visibility.PRIVATE),
        )
        return Response(deck_response(request, [deck]), status=201)


class DeckDetailApi(ApiView):
    """One deck (public, yours, or unlisted with ?token=); change or delete your own."""

    throttle_scope = "decks"

    @extend_schema(
        parameters=[OpenApiParameter("token", str, pattern=NO_NUL)],
        responses={200: DeckSerializer, **ERRORS},
    )
    def get(self, request: Request, pk: int) -> Response:
        return Response(deck_response(request, [_deck_for(request, pk)]))

    @extend_schema(
        request=DeckWriteSerializer,
        responses={200: DeckSerializer, 409: ErrorSerializer, **ERRORS},
        description="Sending cards (text or parts) needs base_version, the version the edit started from: a stale "
        "one answers 409, so that no concurrent edit is overwritten. A change of details alone (title, description, "
        "visibility, game) may leave it out: it keeps whatever cards the deck holds when it is saved.",
    )
    def patch(self, request: Request, pk: int) -> Response:
        deck = self._owned(request, pk)
        params = DeckWriteSerializer(data=request.data, partial=True)
        params.is_valid(raise_exception=True)
        data: dict[str, Any] = params.validated_data
        try:
            # One transaction: the deck's lock (taken by the save) holds until the answer is read, so a concurrent
            # delete waits for it instead of leaving an answer about a half-deleted deck.
            with transaction.atomic():
                deck = deck_write(
                    owner=request.user,  # type: ignore[arg-type] # _owned() made sure it is a signed-in user
                    deck=deck,
                    game=data.get("game"),
                    text=data.get("text"),
                    parts=_parts(data),
                    base_version=data.get("base_version"),
                    title=data.get("title"),
                    description=data.get("description"),
                    visibility=data.get("visibility"),
                )
                body = deck_response(request, [deck])
        except DeckConflict as conflict:
            raise ApiError(
                409,
                "conflict",
                f"the deck is at version {conflict.current_version}; your edit started from {conflict.base_version}",
                type_="version_conflict",
                current_version=conflict.current_version,
            ) from None
        return Response(body)

    @extend_schema(responses={204: None, 404: ERRORS[404]})
    def delete(self, request: Request, pk: int) -> Response:
        deck_delete(deck=self._owned(request, pk))
        return Response(status=204)

    def _owned(self, request: Request, pk: int) -> Deck:
        deck = deck_viewable(pk=pk, user=request.user)
        if not request.user.is_authenticated or deck.owner_id != request.user.pk:
            raise ApiError(404, "not_found", "no such deck of yours")  # 404, not 403: do not confirm it exists
        return deck


class DeckByIdValidateApi(ApiView):
    """Validate a stored deck's current version as of a date (default today)."""

    throttle_scope = "validate"

    @extend_schema(
        parameters=[OpenApiParameter("as_of", OpenApiTypes.DATE), OpenApiParameter("token", str, pattern=NO_NUL)],
        responses={200: ValidationReportSerializer, **ERRORS},
    )
    def get(self, request: Request, pk: int) -> Response:
        deck = _deck_for(request, pk)
        validation = deck_validate_stored(deck=deck, as_of=date_param(request, "as_of") or timezone.localdate())
        return Response(validation.as_dict())  # what ValidationReportSerializer documents, without building it


class DeckExportApi(ApiView):
    """A stored deck in the text, JSON or CSV format."""

    throttle_scope = "decks"

    @extend_schema(
        parameters=[
            OpenApiParameter("format", str, enum=list(EXPORT_FORMATS)),
            OpenApiParameter("token", str, pattern=NO_NUL),
        ],
        responses={
            (200, "text/plain"): OpenApiTypes.STR,
            (200, "application/json"): OpenApiTypes.OBJECT,
            (200, "text/csv"): OpenApiTypes.STR,
            **{(code, "application/json"): response for code, response in ERRORS.items()},
        },
    )
    def get(self, request: Request, pk: int) -> HttpResponse:
        fmt = request.query_params.get("format", "text")
        if fmt not in EXPORT_FORMATS:
            raise ApiError(
                400,
                "invalid_request",
                f"format: use one of {', '.join(EXPORT_FORMATS)}",
                errors=[{"field": "format", "message": "unknown format"}],
            )
        version = version_of(deck=_deck_for(request, pk))
        return HttpResponse(
            version_export(version=version, fmt=fmt), content_type=f"{EXPORT_FORMATS[fmt][1]}; charset=utf-8"
        )


class DeckValidateApi(ApiView):
    """Validate a deck against the construction rules (401, 1207, regulation) as of a date."""

    throttle_scope = "validate"

    @extend_schema(
        request=DeckValidateInputSerializer,
        responses={200: ValidationReportSerializer, **ERRORS},
        examples=[
            OpenApiExample("text", value={"text": "[deck]\n4 B01-001\n", "as_of": "2025-09-01"}, request_only=True),
            OpenApiExample(
                "parts", value={"deck": [{"collector_number": "B01-001", "count": 4}], "dynamis": [], "player": []},
                request_only=True,
            ),
        ],
    )  # fmt: skip
    def post(self, request: Request) -> Response:
        data = plain_validate_input(request.data)
        if data is None:  # anything but the common valid request: the serializer reads it and names what is wrong
            params = DeckValidateInputSerializer(data=request.data)
            params.is_valid(raise_exception=True)
            data = params.validated_data
        if "text" in data:
            validation = deck_validate_text(text=data["text"], as_of=data.get("as_of"), game=data.get("game", "zx"))
        else:
            validation = deck_validate_parts(
                **{part: data.get(part, []) for part in PARTS}, as_of=data.get("as_of"), game=data.get("game", "zx")
            )
        return Response(validation.as_dict())  # what ValidationReportSerializer documents, without building it


BUSY_RETRY_SECONDS = 2
BUSY = OpenApiResponse(
    ErrorSerializer, description="every simulation slot of the site is taken (SIMULATION_SLOTS); see Retry-After"
)
GOLDFISH_ANSWER = PolymorphicProxySerializer(
    component_name="GoldfishAnswer",
    serializers=GOLDFISH_SERIALIZERS,  # type: ignore[arg-type] # a mapping: object name → serializer
    resource_type_field_name="object",
)


class DeckGoldfishApi(ApiView):
    """Goldfish a stored deck: the kill turn going first and second against an empty board, exact and simulated odds
    with the games lost by each turn, keep rules and Karsten-style questions; or (games=1) one game's log.
    Dimension Zero decks: opening-hand odds going first and second, or (games=1) one dealt hand."""

    throttle_scope = "simulate"  # one budget with the goldfish page's odds part

    @extend_schema(
        parameters=[GoldfishQuerySerializer],
        responses={
            200: GOLDFISH_ANSWER,
            202: OpenApiResponse(
                GoldfishJobSerializer, description="signed in, above the request budget: queued; poll its url"
            ),
            **ERRORS,
            503: BUSY,
        },
    )
    def get(self, request: Request, pk: int) -> Response:
        params = GoldfishQuerySerializer(data=goldfish_query(request.query_params))
        params.is_valid(raise_exception=True)
        deck = _deck_for(request, pk)
        question = question_from(params.validated_data)
        budget = simulation_budget(signed_in=request.user.is_authenticated)
        try:
            answer = goldfish_answer_or_job(deck=deck, question=question, user=request.user, budget=budget)
        except GoldfishError as exc:
            if exc.code == "busy":  # every simulation slot is taken: come back in a moment, nothing was wrong
                body = error_body(503, "busy", exc.message_en)
                return Response(body, status=503, headers={"Retry-After": str(BUSY_RETRY_SECONDS)})
            raise  # an ApplicationError: the API's one error handler answers it (400, naming the field)
        if isinstance(answer, GoldfishJob):  # above the request's budget: computed in the background, polled
            data = GoldfishJobSerializer(answer).data
            return Response(data, status=202, headers={"Location": data["url"]})
        return Response(goldfish_answer_data(answer))


class GoldfishJobApi(ApiView):
    """A goldfish question running in the background (a signed-in player's question above the request budget): its
    status (queued, running, done, failed), its progress in percent of its games, and its answer once done. Only its
    owner sees it."""

    throttle_scope = "lookup"

    @extend_schema(responses={200: GoldfishJobSerializer, **ERRORS})
    def get(self, request: Request, job_id: str) -> Response:
        job = goldfish_job_of(job_id=job_id, user=request.user)
        if job is None:
            raise ApiError(404, "not_found", "no such goldfish job of yours")
        return Response(GoldfishJobSerializer(job).data)
