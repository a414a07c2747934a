"""API views: parse input, call one service or selector, serialize the result."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.db.models import Q
from django.http import FileResponse, HttpResponse, HttpResponseBase
from django.utils import timezone
from django.utils.http import http_date, quote_etag
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from cards.bulk import bulk_file
from cards.catalog import catalog
from cards.models import CARD_GAMES, Card, CardName, CatalogVersion, RegulationEntry
from cards.normalize import fold
from cards.presenters import card_dicts
from cards.selectors import COLOR_MODES, SORTS, CardFilters, card_search_with_warnings
from zxdecks.api.errors import ApiError
from zxdecks.api.pagination import list_object
from zxdecks.api.serializers import (
    GAME_CHOICES,
    NO_NUL,
    PARTS,
    CardListSerializer,
    CardSerializer,
    CatalogSerializer,
    DeckListSerializer,
    DeckRowsField,
    DeckSerializer,
    DeckValidateInputSerializer,
    DeckWriteSerializer,
    ErrorSerializer,
    RegulationListSerializer,
    ValidationReportSerializer,
    text_field,
)
from zxdecks.decks.models import Deck, Game
from zxdecks.decks.selectors import deck_by_token, deck_visible_to, decks_of, decks_public
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
from zxdecks.rules.cards import CardType, Zone, name_key
from zxdecks.rules.deck import Deck as EngineDeck

CARD_PAGE = 60
DECK_PAGE = 50
CARD_CACHE = "public, max-age=300"
ERRORS = {
    400: OpenApiResponse(ErrorSerializer, description="bad input; `errors` names every bad field or line"),
    404: OpenApiResponse(ErrorSerializer, description="not found (also for decks you may not see)"),
    429: OpenApiResponse(ErrorSerializer, description="rate limit exceeded; see Retry-After"),
}


class ApiView(APIView):
    """Every API view: query parameters with NUL characters are refused up front, naming the parameter."""

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        for key, value in request.query_params.items():
            if "\x00" in value or "\x00" in key:
                raise ApiError(
                    400,
                    "invalid_request",
                    f"{key}: contains a NUL character",
                    errors=[{"field": key, "message": "NUL character"}],
                )
        super().initial(request, *args, **kwargs)


def _base(request: Request) -> str:
    return f"{request.scheme}://{request.get_host()}"


def _cacheable(response: Response) -> Response:
    response["Cache-Control"] = CARD_CACHE
    return response


class PingApi(ApiView):
    """A trivial endpoint, the floor the benchmarks compare against."""

    authentication_classes: list[Any] = []

    @extend_schema(responses={200: OpenApiTypes.OBJECT})
    def get(self, request: Request) -> Response:
        return Response({"object": "ping"})

    @extend_schema(request=OpenApiTypes.OBJECT, responses={200: OpenApiTypes.OBJECT, 400: ERRORS[400]})
    def post(self, request: Request) -> Response:
        """Echo the size of the parsed JSON body: the floor for POST endpoints."""
        size = len(request.data) if hasattr(request.data, "__len__") else 0
        return Response({"object": "ping", "keys": size})


# Cards --------------------------------------------------------------------------------------------------------


class CardQuerySerializer(serializers.Serializer[Any]):
    """Card search parameters: the query language q= and the same filters as the card pages."""

    q = text_field(required=False, allow_blank=True, max_length=500, help_text="see docs/search-syntax.md")
    game = serializers.ChoiceField(
        choices=[code for code, _ in CARD_GAMES], required=False, help_text="zx or d0; default both"
    )
    type = serializers.ListField(child=serializers.ChoiceField(choices=[t.value for t in CardType]), required=False)
    color = serializers.ListField(
        child=serializers.ChoiceField(choices=["red", "blue", "white", "black", "green", "colorless"]), required=False
    )
    color_mode = serializers.ChoiceField(choices=list(COLOR_MODES), required=False)
    cost_min = serializers.IntegerField(required=False, min_value=0, max_value=1000)
    cost_max = serializers.IntegerField(required=False, min_value=0, max_value=1000)
    power_min = serializers.IntegerField(required=False, min_value=0, max_value=10**6)
    power_max = serializers.IntegerField(required=False, min_value=0, max_value=10**6)
    race = text_field(required=False, allow_blank=True, max_length=100)
    ignition = serializers.BooleanField(required=False, allow_null=True, default=None)
    keyword = text_field(required=False, allow_blank=True, max_length=50)
    pack = text_field(required=False, allow_blank=True, max_length=16)
    rarity = text_field(required=False, allow_blank=True, max_length=16)
    regulation = serializers.ChoiceField(choices=["sealed", "legend", "any", "none"], required=False)
    sort = serializers.ChoiceField(choices=[*SORTS, *(f"-{k}" for k in SORTS)], required=False)
    page = serializers.IntegerField(required=False, min_value=1, max_value=10000)

    def filters(self) -> CardFilters:
        d: dict[str, Any] = self.validated_data
        return CardFilters(
            query=d.get("q", ""),
            types=d.get("type", []),
            colors=d.get("color", []),
            color_mode=d.get("color_mode", "any"),
            cost_min=d.get("cost_min"),
            cost_max=d.get("cost_max"),
            power_min=d.get("power_min"),
            power_max=d.get("power_max"),
            races=[d["race"]] if d.get("race") else [],
            ignition=d.get("ignition"),
            keywords=[d["keyword"]] if d.get("keyword") else [],
            packs=[d["pack"]] if d.get("pack") else [],
            rarities=[d["rarity"]] if d.get("rarity") else [],
            regulation=d.get("regulation", ""),
            sort=d.get("sort", "number"),
            game=d.get("game", ""),
        )


def _params(request: Request) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key in request.query_params:
        values = request.query_params.getlist(key)
        data[key] = values if key in ("type", "color") else values[-1]
    return data


def _load_cards(ids: Any) -> list[dict[str, Any]]:
    """The card objects of a page of ids, from the catalog's cache of card objects."""
    numbers = dict(Card.objects.filter(pk__in=list(ids)).values_list("pk", "collector_number"))
    objects = [catalog.card_json(numbers[pk]) for pk in ids]
    return [o for o in objects if o is not None]


class CardListApi(ApiView):
    """Search cards with the query language (q=) and/or filter parameters; 60 cards a page."""

    throttle_scope = "search"

    @extend_schema(
        operation_id="cards_search", parameters=[CardQuerySerializer], responses={200: CardListSerializer, **ERRORS}
    )
    def get(self, request: Request) -> Response:
        params = CardQuerySerializer(data=_params(request))
        params.is_valid(raise_exception=True)
        cards, warnings = card_search_with_warnings(params.filters())
        ids = list(cards.values_list("pk", flat=True))
        return _cacheable(Response(list_object(request, ids, CARD_PAGE, _load_cards, warnings)))


class CardDetailApi(ApiView):
    """One card by collector number: every parameter, every name, the regulation history."""

    throttle_scope = "lookup"

    @extend_schema(responses={200: CardSerializer, 404: ERRORS[404], 429: ERRORS[429]})
    def get(self, request: Request, number: str) -> Response:
        data = catalog.card_json(number)
        if data is None:
            raise ApiError(404, "not_found", f"no card with collector number {number}")
        return _cacheable(Response(data))


class CardNamedApi(ApiView):
    """Resolve a card name (printed, subtext or Appendix A): exact=, or fuzzy= (kana and width folded)."""

    throttle_scope = "lookup"

    @extend_schema(
        parameters=[OpenApiParameter("exact", str, pattern=NO_NUL), OpenApiParameter("fuzzy", str, pattern=NO_NUL)],
        responses={200: CardSerializer, **ERRORS},
    )
    def get(self, request: Request) -> Response:
        exact, fuzzy = request.query_params.get("exact"), request.query_params.get("fuzzy")
        if bool(exact) == bool(fuzzy):
            raise ApiError(
                400,
                "invalid_request",
                "give exactly one of exact= or fuzzy=",
                errors=[{"field": "exact", "message": "exact or fuzzy"}],
            )
        kinds = [CardName.Kind.PRINTED, CardName.Kind.SUBTEXT, CardName.Kind.APPENDIX_A]
        if exact:
            rows = CardName.objects.filter(key=name_key(exact), kind__in=kinds)
        else:
            key = fold(fuzzy or "")
            rows = CardName.objects.filter(search_key=key, kind__in=kinds)
            if not rows.exists():
                rows = CardName.objects.filter(search_key__contains=key, kind__in=kinds)
        matches = list(rows.select_related("card").order_by("card__collector_number")[:200])
        by_name: dict[str, list[Card]] = {}
        for row in matches:
            by_name.setdefault(name_key(row.card.name), []).append(row.card)
        if not by_name:
            raise ApiError(404, "not_found", f"no card named {exact or fuzzy!r}")
        if len(by_name) > 1:
            candidates = sorted({cards[0].name for cards in by_name.values()})[:20]
            raise ApiError(
                404,
                "not_found",
                f"{fuzzy or exact!r} matches {len(by_name)} card names; be more specific",
                type_="ambiguous",
                candidates=candidates,
            )
        (cards,) = by_name.values()
        return _cacheable(Response(card_dicts([min(cards, key=lambda c: c.collector_number)], _base(request))[0]))


class CardAutocompleteApi(ApiView):
    """Up to 20 card names starting with (then containing) q, kana and width folded."""

    throttle_scope = "lookup"

    @extend_schema(
        parameters=[OpenApiParameter("q", str, required=True, pattern=NO_NUL)],
        responses={200: CatalogSerializer, 400: ERRORS[400]},
    )
    def get(self, request: Request) -> Response:
        key = fold(request.query_params.get("q", ""))
        names: list[str] = []
        if key:
            kinds = [CardName.Kind.PRINTED, CardName.Kind.SUBTEXT, CardName.Kind.APPENDIX_A]
            for lookup in ("search_key__startswith", "search_key__contains"):
                for name in (
                    CardName.objects.filter(kind__in=kinds, **{lookup: key})
                    .values_list("name", flat=True)
                    .distinct()
                    .order_by("name")[:40]
                ):
                    if name not in names:
                        names.append(name)
                if len(names) >= 20:
                    break
        return _cacheable(Response({"object": "catalog", "total_values": len(names[:20]), "data": names[:20]}))


class CardBulkApi(ApiView):
    """The whole card database as one JSON file, with ETag and Last-Modified; rebuilt when card data changes."""

    throttle_scope = "bulk"

    @extend_schema(responses={(200, "application/json"): OpenApiTypes.OBJECT, 304: None, 429: ERRORS[429]})
    def get(self, request: Request) -> HttpResponseBase:
        path, version = bulk_file()
        etag = quote_etag(f"cards-v{version}")
        modified = CatalogVersion.objects.filter(pk=1).values_list("updated_at", flat=True).first() or timezone.now()
        response: HttpResponseBase
        if request.headers.get("If-None-Match") == etag:
            response = HttpResponse(status=304)
        else:
            response = FileResponse(path.open("rb"), content_type="application/json; charset=utf-8")
            response["Content-Disposition"] = f'inline; filename="zxdecks-cards-v{version}.json"'
        response["ETag"] = etag
        response["Last-Modified"] = http_date(modified.timestamp())
        response["Cache-Control"] = "public, max-age=3600"
        return response


# Decks --------------------------------------------------------------------------------------------------------


def deck_dict(deck: Deck, request: Request, cards: EngineDeck | None = None) -> dict[str, Any]:
    engine = cards if cards is not None else current_cards(deck)
    base = _base(request)
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


class DeckListQuerySerializer(serializers.Serializer[Any]):
    q = text_field(required=False, allow_blank=True, max_length=200, help_text="words of the title")
    card = text_field(
        required=False, allow_blank=True, max_length=200, help_text="a card the deck contains: number or name"
    )
    player = text_field(required=False, allow_blank=True, max_length=200, help_text="the player card: number or name")
    sort = serializers.ChoiceField(choices=["recent", "likes"], required=False)
    game = serializers.ChoiceField(choices=GAME_CHOICES, required=False, help_text="only decks of this game")
    mine = serializers.BooleanField(required=False, help_text="your own decks instead of public ones (signed in)")
    page = serializers.IntegerField(required=False, min_value=1, max_value=10000)


class RegulationQuerySerializer(serializers.Serializer[Any]):
    in_force_on = serializers.DateField(
        required=False, help_text="only designations in force on this date, one per name"
    )
    since = serializers.DateField(required=False, help_text="entries effective on or after this date")
    until = serializers.DateField(
        required=False, help_text="entries effective on or before this date (and undated ones)"
    )
    status = serializers.ChoiceField(choices=["sealed", "legend", "lifted"], required=False)
    name = text_field(required=False, allow_blank=True, max_length=200)
    page = serializers.IntegerField(required=False, min_value=1, max_value=10000)


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
        as_of = _date_param(request, "as_of") or timezone.localdate()
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


# Regulations --------------------------------------------------------------------------------------------------


def _date_param(request: Request, name: str) -> dt.date | None:
    raw = request.query_params.get(name)
    if not raw:
        return None
    try:
        return dt.date.fromisoformat(raw)
    except ValueError:
        raise ApiError(
            400,
            "invalid_request",
            f"{name}: {raw!r} is not a date (YYYY-MM-DD)",
            errors=[{"field": name, "message": "not a date"}],
        ) from None


class RegulationListApi(ApiView):
    """Dated regulation entries (封神指定, 伝説指定, lifts); in_force_on= gives the designations in force that day."""

    throttle_scope = "lookup"

    @extend_schema(parameters=[RegulationQuerySerializer], responses={200: RegulationListSerializer, **ERRORS})
    def get(self, request: Request) -> Response:
        RegulationQuerySerializer(data=request.query_params).is_valid(raise_exception=True)
        entries = RegulationEntry.objects.all()
        since, until, on = (
            _date_param(request, "since"),
            _date_param(request, "until"),
            _date_param(request, "in_force_on"),
        )
        if since:
            entries = entries.filter(effective_date__gte=since)
        if until:
            entries = entries.filter(Q(effective_date__lte=until) | Q(effective_date__isnull=True))
        if request.query_params.get("name"):
            entries = entries.filter(card_name__icontains=request.query_params["name"])
        rows = list(entries.order_by("card_name", "effective_date", "id"))
        if on:
            from cards.selectors import designated_names

            in_force = designated_names(on)
            latest: dict[str, RegulationEntry] = {}
            for e in rows:
                if (
                    e.card_name in in_force
                    and (e.effective_date is None or e.effective_date <= on)
                    and e.status == in_force[e.card_name].value
                ):
                    latest[e.card_name] = e
            rows = list(latest.values())
        if request.query_params.get("status"):
            rows = [e for e in rows if e.status == request.query_params["status"]]
        numbers: dict[str, list[str]] = {}
        for name, number in CardName.objects.filter(name__in={e.card_name for e in rows}).values_list(
            "name", "card__collector_number"
        ):
            numbers.setdefault(name, []).append(number)

        def load(chunk: Any) -> list[dict[str, Any]]:
            return [
                {
                    "object": "regulation_entry",
                    "card_name": e.card_name,
                    "status": e.status,
                    "effective_date": e.effective_date.isoformat() if e.effective_date else None,
                    "text": e.text,
                    "cards": sorted(numbers.get(e.card_name, [])),
                }
                for e in chunk
            ]

        return _cacheable(Response(list_object(request, rows, 100, load)))


class GoldfishQuerySerializer(serializers.Serializer[Any]):
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**31, default=0)
    turns = serializers.IntegerField(required=False, min_value=1, max_value=20, default=5)
    games = serializers.IntegerField(
        required=False, min_value=1, max_value=5000, default=1000, help_text="1: one game's log"
    )
    first = serializers.BooleanField(required=False, default=True)
    target = serializers.ListField(
        child=text_field(max_length=200, allow_blank=True), required=False, help_text="key cards: numbers or names"
    )
    keep = serializers.ListField(
        child=text_field(max_length=200, allow_blank=True), required=False, help_text="mulligan unless the hand has one"
    )
    pay = text_field(required=False, allow_blank=True, max_length=200, help_text="a card whose cost to check each turn")
    damage = serializers.IntegerField(
        required=False, min_value=0, max_value=4, default=0, help_text="damage after each turn"
    )
    token = text_field(required=False, allow_blank=True, max_length=64)


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


# Events -------------------------------------------------------------------------------------------------------


class PageQuerySerializer(serializers.Serializer[Any]):
    page = serializers.IntegerField(required=False, min_value=1, max_value=10000)


class EventWriteSerializer(serializers.Serializer[Any]):
    name = text_field(max_length=200)
    game = serializers.ChoiceField(choices=GAME_CHOICES, required=False, default="zx", help_text="the rules lists meet")
    date = serializers.DateField()
    venue = text_field(max_length=200, required=False, allow_blank=True)
    capacity = serializers.IntegerField(min_value=1, max_value=100000)
    registration_opens = serializers.DateTimeField()
    registration_closes = serializers.DateTimeField()
    regulation_date = serializers.DateField(required=False)
    publish_lists = serializers.BooleanField(required=False, default=False)
    allow_late_changes = serializers.BooleanField(required=False, default=False)

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if attrs["registration_closes"] <= attrs["registration_opens"]:
            raise serializers.ValidationError({"registration_closes": "must be after registration_opens"})
        return attrs


class RegistrationWriteSerializer(serializers.Serializer[Any]):
    """Register with one of your decks (deck_id) or a list (text, or deck/dynamis/player rows)."""

    deck_id = serializers.IntegerField(required=False, min_value=1)
    text = text_field(required=False, allow_blank=False, max_length=20000, trim_whitespace=False)
    deck = DeckRowsField(required=False)
    dynamis = DeckRowsField(required=False)
    player = DeckRowsField(required=False)
    sideboard = DeckRowsField(required=False, help_text="Dimension Zero events")


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
        "uri": f"{_base(request)}/api/v1/events/{event.pk}/",
        "web_uri": f"{_base(request)}{event.get_absolute_url()}",
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
