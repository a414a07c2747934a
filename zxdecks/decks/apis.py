"""The deck API: list, create, read, change, delete, validate, export and goldfish decks."""

from __future__ import annotations

from typing import Any

from django.http import HttpResponse
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from zxdecks.api.base import ERRORS, ApiView, base_url, date_param
from zxdecks.api.errors import ApiError
from zxdecks.api.fields import NO_NUL, ErrorSerializer
from zxdecks.api.pagination import list_object
from zxdecks.decks.models import Deck, Game
from zxdecks.decks.selectors import deck_by_token, deck_visible_to, decks_of, decks_public
from zxdecks.decks.serializers import (
    PARTS,
    DeckListQuerySerializer,
    DeckListSerializer,
    DeckSerializer,
    DeckValidateInputSerializer,
    DeckWriteSerializer,
    GoldfishQuerySerializer,
    ValidationReportSerializer,
)
from zxdecks.decks.services import (
    DeckConflict,
    deck_create,
    deck_export,
    deck_from_parts,
    deck_import,
    deck_save,
    deck_validate_parts,
    deck_validate_text,
)
from zxdecks.decks.services.decks import current_cards
from zxdecks.decks.services.formats import EXPORT_FORMATS
from zxdecks.decks.services.validation import ruleset_for
from zxdecks.rules.cards import Zone
from zxdecks.rules.deck import Deck as EngineDeck

DECK_PAGE = 50


def deck_dict(deck: Deck, request: Request, cards: EngineDeck | None = None) -> dict[str, Any]:
    engine = cards if cards is not None else current_cards(deck)
    base = base_url(request)
    data = {
        "object": "deck",
        "id": deck.pk,
        "game": deck.game,
        "title": deck.title,
        "description": deck.description,
        "visibility": deck.visibility,
        "owner": deck.owner.username,
        "version": deck.version_number,
        "legal": deck.legal,
        "problem_count": deck.problem_count,
        "like_count": deck.like_count,
        "forked_from": deck.forked_from_id,
        "player_card": deck.player_card.collector_number if deck.player_card else None,
        "created_at": deck.created_at.isoformat(),
        "updated_at": deck.updated_at.isoformat(),
        "cards": [
            {"zone": e.zone.value, "number": e.card.number, "name": e.card.name, "count": e.count}
            for zone in Zone
            for e in engine.part(zone)
        ],
        "uri": f"{base}/api/v1/decks/{deck.pk}/",
        "web_uri": f"{base}{deck.get_absolute_url()}",
    }
    if request.user.is_authenticated and deck.owner_id == request.user.pk:
        data["share_uri"] = f"{base}{deck.share_url}"
    return data


def _cards_from(data: dict[str, Any], game: str) -> EngineDeck | None:
    """The cards a write request sends (a list read with the game's sections, or rows per part), None if none."""
    if "text" in data:
        return deck_import(data=data["text"], fmt="auto", game=game).deck if data["text"].strip() else EngineDeck()
    if any(k in data for k in PARTS):
        return deck_from_parts(**{part: data.get(part, []) for part in PARTS})
    return None


def _deck_for(request: Request, pk: int) -> Deck:
    token = request.query_params.get("token")
    if token:
        deck = deck_by_token(token=token)
        if deck.pk != pk:
            raise ApiError(404, "not_found", "no such deck")
        return deck
    return deck_visible_to(pk=pk, user=request.user)


class DeckListApi(ApiView):
    """Public decks (search by q, card, player; sort recent or likes), or your own with mine=true; create a deck."""

    throttle_scope = "decks"

    @extend_schema(
        parameters=[DeckListQuerySerializer],
        operation_id="decks_list",
        responses={200: DeckListSerializer, 401: ErrorSerializer, **ERRORS},
    )
    def get(self, request: Request) -> Response:
        params = DeckListQuerySerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        if params.validated_data.get("mine"):
            if not request.user.is_authenticated:
                raise ApiError(401, "not_authenticated", "sign in (session or token) to list your decks")
            decks = decks_of(request.user)
        else:
            decks = decks_public(
                q=request.query_params.get("q", ""),
                card=request.query_params.get("card", ""),
                player=request.query_params.get("player", ""),
                sort=request.query_params.get("sort", "recent"),
                game=params.validated_data.get("game", ""),
            )
        ids = list(decks.values_list("pk", flat=True))

        def load(chunk: Any) -> list[dict[str, Any]]:
            rows = Deck.objects.select_related("owner", "player_card").in_bulk(list(chunk))
            return [deck_dict(rows[pk], request) for pk in chunk]

        return Response(list_object(request, ids, DECK_PAGE, load))

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
        game = data.get("game", Game.ZX)
        cards = _cards_from(data, game) or EngineDeck()
        deck = deck_create(
            owner=request.user,
            title=data["title"],
            description=data.get("description", ""),
            visibility=data.get("visibility", Deck.Visibility.PRIVATE),
            cards=cards,
            game=game,
        )
        return Response(deck_dict(deck, request), status=201)


class DeckDetailApi(ApiView):
    """One deck (public, yours, or unlisted with ?token=); change or delete your own."""

    throttle_scope = "decks"

    @extend_schema(
        parameters=[OpenApiParameter("token", str, pattern=NO_NUL)],
        responses={200: DeckSerializer, 404: ERRORS[404], 429: ERRORS[429]},
    )
    def get(self, request: Request, pk: int) -> Response:
        return Response(deck_dict(_deck_for(request, pk), request))

    @extend_schema(request=DeckWriteSerializer, responses={200: DeckSerializer, 409: ErrorSerializer, **ERRORS})
    def patch(self, request: Request, pk: int) -> Response:
        deck = self._owned(request, pk)
        params = DeckWriteSerializer(data=request.data, partial=True)
        params.is_valid(raise_exception=True)
        data: dict[str, Any] = params.validated_data
        cards = _cards_from(data, data.get("game", deck.game))
        if cards is None:
            cards = current_cards(deck)
        try:
            deck_save(
                deck=deck,
                author=request.user,  # type: ignore[arg-type] # _owned() made sure it is a signed-in user
                cards=cards,
                base_version=data.get("base_version"),
                title=data.get("title"),
                description=data.get("description"),
                visibility=data.get("visibility"),
                game=data.get("game"),
            )
        except DeckConflict as conflict:
            raise ApiError(
                409,
                "conflict",
                f"the deck is at version {conflict.current_version}; your edit started from {conflict.base_version}",
                type_="version_conflict",
                current_version=conflict.current_version,
            ) from None
        deck.refresh_from_db()
        return Response(deck_dict(deck, request, cards))

    @extend_schema(responses={204: None, 404: ERRORS[404]})
    def delete(self, request: Request, pk: int) -> Response:
        self._owned(request, pk).delete()
        return Response(status=204)

    def _owned(self, request: Request, pk: int) -> Deck:
        deck = deck_visible_to(pk=pk, user=request.user)
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
        as_of = date_param(request, "as_of") or timezone.localdate()
        cards = current_cards(deck)
        return Response({**ruleset_for(deck.game).validate(cards, as_of).as_dict(), "notes": []})


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
        deck = _deck_for(request, pk)
        cards = current_cards(deck)
        body = deck_export(deck=cards, fmt=fmt, title=deck.title, description=deck.description, game=deck.game)
        return HttpResponse(body, content_type=f"{EXPORT_FORMATS[fmt][1]}; charset=utf-8")


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
        params = DeckValidateInputSerializer(data=request.data)
        params.is_valid(raise_exception=True)
        data: dict[str, Any] = params.validated_data
        if "text" in data:
            validation = deck_validate_text(text=data["text"], as_of=data.get("as_of"), game=data.get("game", "zx"))
        else:
            validation = deck_validate_parts(
                **{part: data.get(part, []) for part in PARTS}, as_of=data.get("as_of"), game=data.get("game", "zx")
            )
        return Response(validation.as_dict())


class DeckGoldfishApi(ApiView):
    """Goldfish a stored deck: exact and simulated odds, or (games=1) one game's log with the rule of each step.
    Dimension Zero decks: opening-hand odds going first and second, or (games=1) one dealt hand."""

    throttle_scope = "validate"

    @extend_schema(parameters=[GoldfishQuerySerializer], responses={200: OpenApiTypes.OBJECT, **ERRORS})
    def get(self, request: Request, pk: int) -> Response:
        from zxdecks.decks.services.goldfish import (
            goldfish_log,
            goldfish_odds,
            resolve_targets,
            resolve_targets_and_keep,
        )

        data = {
            k: (request.query_params.getlist(k) if k in ("target", "keep") else v)
            for k, v in request.query_params.items()
        }
        params = GoldfishQuerySerializer(data=data)
        params.is_valid(raise_exception=True)
        p: dict[str, Any] = params.validated_data
        deck = _deck_for(request, pk)
        cards = current_cards(deck)
        if deck.game != Game.ZX:
            return self._d0(cards, p)
        if p["games"] == 1:
            return Response(
                {
                    "object": "goldfish_game",
                    "seed": p["seed"],
                    "log": goldfish_log(
                        deck=cards, seed=p["seed"], turns=p["turns"], first=p["first"], damage_per_turn=p["damage"]
                    ),
                }
            )
        targets, keep, unknown = resolve_targets_and_keep(cards, p.get("target", []), p.get("keep", []))
        pay = None
        if p.get("pay"):
            numbers, missing = resolve_targets(cards, [p["pay"]])
            unknown += missing
            pay = next((e.card for e in cards.entries if e.card.number in numbers), None)
        odds = goldfish_odds(
            deck=cards, targets=targets, keep=keep, turns=p["turns"], first=p["first"], games=p["games"], seed=p["seed"], pay=pay,
            damage_per_turn=p["damage"],
        )  # fmt: skip
        warnings = [f"not in the deck: {u}" for u in unknown] or None
        return Response({"object": "goldfish_odds", **odds, "warnings": warnings})

    def _d0(self, cards: EngineDeck, p: dict[str, Any]) -> Response:
        from zxdecks.decks.services.goldfish import d0_odds, resolve_targets_and_keep
        from zxdecks.rules.odds import d0_sample

        if p.get("pay") or p["damage"]:
            raise ApiError(
                400,
                "invalid_request",
                "pay and damage are Z/X questions; a Dimension Zero deck answers opening-hand odds",
                errors=[{"field": "pay" if p.get("pay") else "damage", "message": "not for Dimension Zero decks"}],
            )
        targets, keep, unknown = resolve_targets_and_keep(cards, p.get("target", []), p.get("keep", []))
        warnings = [f"not in the deck: {u}" for u in unknown] or None
        if p["games"] == 1:
            sample = d0_sample(cards, p["seed"], p["first"], keep, p["turns"])
            return Response(
                {
                    "object": "d0_hand",
                    "seed": p["seed"],
                    "first": p["first"],
                    "mulliganed": sample.mulliganed,
                    "hand": [c.number for c in sample.hand],
                    "draws": [c.number for c in sample.draws],
                    "warnings": warnings,
                }
            )
        odds = d0_odds(deck=cards, targets=targets, keep=keep, turns=p["turns"], games=p["games"], seed=p["seed"])
        return Response({"object": "d0_odds", **odds, "warnings": warnings})
