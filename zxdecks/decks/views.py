"""Deck pages: check, editor with live validation, deck page, history, import/export, image, fork, like."""

from __future__ import annotations

import secrets
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import User
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from cards.forms import CardSearchForm
from cards.selectors import card_page, card_search
from zxdecks.decks.forms import DeckCheckForm, DeckImportForm, DeckSaveForm, DeckSearchForm
from zxdecks.decks.models import Deck, DeckVersion, Game
from zxdecks.decks.selectors import deck_by_token, deck_owned, deck_visible_to, decks_of, decks_public
from zxdecks.decks.services import (
    DeckConflict,
    DeckListError,
    deck_create,
    deck_export,
    deck_fork,
    deck_import,
    deck_like,
    deck_restore,
    deck_save,
    deck_stats,
    deck_unlike,
    deck_validate_text,
    today,
    version_diff,
)
from zxdecks.decks.services.decks import current_cards, version_deck
from zxdecks.decks.services.formats import EXPORT_FORMATS
from zxdecks.decks.services.image import deck_image as render_image
from zxdecks.decks.services.validation import GAMES, ruleset_for
from zxdecks.rules.cards import CardType, Zone
from zxdecks.rules.deck import Deck as EngineDeck
from zxdecks.rules.decklist import write_decklist

DRAFT_KEY = "deck_draft"
DYNAMIS_TYPES = {CardType.ZX_EX, CardType.ZX_OB, CardType.SHIFT, CardType.EV_EX, CardType.AN_EX}
PLAYER_TYPES = {CardType.PLAYER, CardType.PL_EX}


def _htmx(request: HttpRequest) -> bool:
    return bool(getattr(request, "htmx", False))


def _game(value: object) -> str:
    """A game named by a request (Deck.game values), Z/X when it names none we know."""
    return value if isinstance(value, str) and value in GAMES else Game.ZX


def _user(request: HttpRequest) -> User:
    assert isinstance(request.user, User)
    return request.user


def deck_check(request: HttpRequest) -> HttpResponse:
    """Paste a deck list and see the verdict with every violation."""
    form = DeckCheckForm(request.POST or None)
    context: dict[str, object] = {"form": form}
    if request.method == "POST" and form.is_valid():
        try:
            context["validation"] = deck_validate_text(
                text=form.cleaned_data["text"], as_of=form.cleaned_data["as_of"], game=_game(form.cleaned_data["game"])
            )
        except DeckListError as exc:
            context["line_errors"] = exc.errors
    return render(request, "decks/_check_result.html" if _htmx(request) else "decks/check.html", context)


def default_zone(card_type: CardType, game: str = "zx") -> Zone:
    """Where a card goes when added from the search panel: by type (401.7, 401.8, 401.10); D0 cards: the deck."""
    if game == "d0":
        return Zone.DECK
    if card_type in DYNAMIS_TYPES:
        return Zone.DYNAMIS
    if card_type in PLAYER_TYPES:
        return Zone.PLAYER
    return Zone.DECK


def editor_entries(deck: EngineDeck) -> list[dict[str, Any]]:
    """The editor's initial state: one row per card and part."""
    return [
        {
            "zone": zone.value,
            "number": e.card.number,
            "name": e.card.name,
            "count": e.count,
            "type": e.card.type.value,
            "cost": "∞" if e.card.cost_infinite else e.card.cost,
            "ignition": e.card.ignition,
        }
        for zone in Zone
        for e in deck.part(zone)
    ]


def _parse(text: str, game: str) -> tuple[EngineDeck, list[Any]]:
    """Parse the editor's list with the game's sections; line errors come back for display instead of raising."""
    if not text.strip():
        return EngineDeck(), []
    try:
        return deck_import(data=text, fmt="text", game=game).deck, []
    except DeckListError as exc:
        return EngineDeck(), exc.errors


def _editor(
    request: HttpRequest, deck: Deck | None, form: DeckSaveForm, text: str, status: int = 200, **extra: Any
) -> HttpResponse:
    game = _game(form["game"].value())
    parsed, line_errors = _parse(text, game)
    report = ruleset_for(game).validate(parsed, today())
    context = {
        "deck": deck,
        "form": form,
        "game": game,
        "entries": editor_entries(parsed),
        "text": text,
        "report": report,
        "line_errors": line_errors,
        "search_form": CardSearchForm(),
        **extra,
    }
    return render(request, "decks/editor.html", context, status=status)


def deck_new(request: HttpRequest) -> HttpResponse:
    """The editor for a new deck; anonymous visitors keep their draft in the session until they sign up."""
    draft = request.session.get(DRAFT_KEY, {})
    if request.method == "POST":
        form = DeckSaveForm(request.POST)
        text = request.POST.get("text", "")
        if not request.user.is_authenticated:
            request.session[DRAFT_KEY] = {
                "text": text,
                "title": request.POST.get("title", ""),
                "description": request.POST.get("description", ""),
                "game": _game(request.POST.get("game")),
            }
            messages.info(request, _("Sign up or log in to save your deck; your draft is kept."))
            return redirect(f"{reverse('signup')}?next={reverse('decks:new')}")
        if form.is_valid():
            game = _game(form.cleaned_data["game"])
            try:
                cards = deck_import(data=text, fmt="text", game=game).deck if text.strip() else EngineDeck()
            except DeckListError as exc:
                return _editor(request, None, form, text, save_errors=exc.errors, status=400)
            deck = deck_create(
                owner=_user(request),
                title=form.cleaned_data["title"],
                description=form.cleaned_data["description"],
                visibility=form.cleaned_data["visibility"],
                cards=cards,
                game=game,
            )
            request.session.pop(DRAFT_KEY, None)
            messages.success(request, _("Deck saved."))
            return redirect(deck)
        return _editor(request, None, form, text, status=400)
    form = DeckSaveForm(
        initial={
            "title": draft.get("title") or _("New deck"),
            "description": draft.get("description", ""),
            "base_version": 0,
            "game": _game(request.GET.get("game") or draft.get("game")),
        }
    )
    return _editor(request, None, form, draft.get("text", ""))


@login_required
def deck_edit(request: HttpRequest, pk: int) -> HttpResponse:
    """Edit a deck; saving records a new version unless the deck changed since the editor was opened."""
    deck = deck_owned(pk=pk, user=request.user)
    if request.method == "POST":
        form = DeckSaveForm(request.POST)
        text = request.POST.get("text", "")
        if form.is_valid():
            game = _game(form.cleaned_data["game"] or deck.game)
            try:
                cards = deck_import(data=text, fmt="text", game=game).deck if text.strip() else EngineDeck()
                deck_save(
                    deck=deck,
                    author=_user(request),
                    cards=cards,
                    base_version=form.cleaned_data["base_version"],
                    title=form.cleaned_data["title"],
                    description=form.cleaned_data["description"],
                    visibility=form.cleaned_data["visibility"],
                    game=game,
                )
            except DeckListError as exc:
                return _editor(request, deck, form, text, save_errors=exc.errors, status=400)
            except DeckConflict as conflict:
                # Keep the user's edit on screen; say what happened and offer both ways out.
                return _editor(request, deck, form, text, conflict=conflict, status=409)
            messages.success(request, _("Deck saved."))
            return redirect(deck)
        return _editor(request, deck, form, text, status=400)
    current = deck.current
    form = DeckSaveForm(
        initial={
            "title": deck.title,
            "description": deck.description,
            "visibility": deck.visibility,
            "base_version": deck.version_number,
            "game": deck.game,
        }
    )
    return _editor(request, deck, form, current.text if current else "")


@require_POST
def editor_validate(request: HttpRequest) -> HttpResponse:
    """Live validation for the editor: counters and every violation, as an HTML fragment."""
    text = request.POST.get("text", "")
    game = _game(request.POST.get("game"))
    if not request.user.is_authenticated:
        request.session[DRAFT_KEY] = {**request.session.get(DRAFT_KEY, {}), "text": text, "game": game}
    parsed, line_errors = _parse(text, game)
    report = ruleset_for(game).validate(parsed, today())
    return render(request, "decks/_editor_verdict.html", {"report": report, "line_errors": line_errors})


@require_POST
def editor_parse(request: HttpRequest) -> JsonResponse:
    """Turn pasted list text into editor rows, or say which lines are wrong."""
    parsed, line_errors = _parse(request.POST.get("text", ""), _game(request.POST.get("game")))
    if line_errors:
        return JsonResponse({"errors": [e.as_dict() for e in line_errors]}, status=400)
    return JsonResponse({"entries": editor_entries(parsed)})


def editor_search(request: HttpRequest) -> HttpResponse:
    """The editor's card search panel: the card database search, results with add buttons."""
    search = card_search(params=request.GET)
    if not search.valid:
        return render(request, "decks/_editor_search.html", {"rows": [], "total": 0, "errors": search.form.errors})
    page = card_page(search.cards, 1, 40)
    rows = [(c, default_zone(CardType(c.card_type), c.game).value) for c in page.object_list]
    return render(request, "decks/_editor_search.html", {"rows": rows, "total": page.paginator.count})


def _detail(request: HttpRequest, deck: Deck) -> HttpResponse:
    cards = current_cards(deck)
    report = ruleset_for(deck.game).validate(cards, today())
    liked = request.user.is_authenticated and deck.likes.filter(user=_user(request)).exists()
    grouped = {
        zone: sorted(
            cards.part(zone), key=lambda e: (e.card.type.value, e.card.cost is None, e.card.cost or 0, e.card.number)
        )
        for zone in Zone
    }
    context = {
        "deck": deck,
        "version": deck.current,
        "grouped": grouped,
        "report": report,
        "stats": deck_stats(cards, deck.game),
        "liked": liked,
        "is_owner": request.user.is_authenticated and deck.owner_id == request.user.pk,
        "share_text": write_decklist(cards, deck.title),
        "export_formats": EXPORT_FORMATS,
    }
    return render(request, "decks/detail.html", context)


def deck_detail(request: HttpRequest, pk: int) -> HttpResponse:
    return _detail(request, deck_visible_to(pk=pk, user=request.user))


def deck_shared(request: HttpRequest, token: str) -> HttpResponse:
    return _detail(request, deck_by_token(token=token))


def _version_for(
    request: HttpRequest, pk: int, number: int | None, token: str | None = None
) -> tuple[Deck, DeckVersion]:
    deck = deck_by_token(token=token) if token else deck_visible_to(pk=pk, user=request.user)
    version = deck.versions.filter(number=number or deck.version_number).first()
    if version is None:
        raise Http404("no such version")
    return deck, version


def deck_history(request: HttpRequest, pk: int) -> HttpResponse:
    """Every version with the cards in and out against the one before."""
    deck = deck_visible_to(pk=pk, user=request.user)
    versions = list(deck.versions.order_by("number"))
    rows = []
    previous = None
    for version in versions:
        rows.append({"version": version, "diff": version_diff(previous.cards if previous else None, version.cards)})
        previous = version
    rows.reverse()
    is_owner = request.user.is_authenticated and deck.owner_id == request.user.pk
    return render(request, "decks/history.html", {"deck": deck, "rows": rows, "is_owner": is_owner})


@login_required
@require_POST
def deck_restore_view(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    deck = deck_owned(pk=pk, user=request.user)
    version = deck_restore(deck=deck, number=number, author=_user(request))
    messages.success(
        request, _("Version %(old)d restored as version %(new)d.") % {"old": number, "new": version.number}
    )
    return redirect(deck)


def deck_export_view(request: HttpRequest, pk: int, fmt: str, number: int | None = None) -> HttpResponse:
    if fmt not in EXPORT_FORMATS:
        raise Http404("unknown format")
    deck, version = _version_for(request, pk, number)
    extension, content_type = EXPORT_FORMATS[fmt]
    body = deck_export(
        deck=version_deck(version), fmt=fmt, title=version.title, description=version.description, game=version.game
    )
    response = HttpResponse(body, content_type=f"{content_type}; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="deck-{deck.pk}-v{version.number}.{extension}"'
    return response


def deck_image_view(request: HttpRequest, pk: int, number: int | None = None) -> HttpResponse:
    deck, version = _version_for(request, pk, number)
    subtitle = f"v{version.number} · {version.created_at:%Y-%m-%d} · zxdecks"
    png = render_image(
        deck_id=deck.pk, version=version.number, deck=version_deck(version), title=version.title, subtitle=subtitle
    )
    response = HttpResponse(png, content_type="image/png")
    response["Cache-Control"] = "public, max-age=31536000, immutable" if number else "no-cache"
    return response


def deck_import_view(request: HttpRequest) -> HttpResponse:
    """Paste or upload a deck; a signed-in user gets a new deck, a visitor gets it in the editor."""
    form = DeckImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        try:
            imported = deck_import(
                data=form.cleaned_data["content"],
                fmt=form.cleaned_data["format"],
                game=form.cleaned_data["game"] or None,
            )
        except DeckListError as exc:
            return render(request, "decks/import.html", {"form": form, "line_errors": exc.errors}, status=400)
        title = imported.title or _("Imported deck")
        if not request.user.is_authenticated:
            request.session[DRAFT_KEY] = {
                "text": write_decklist(imported.deck),
                "title": title,
                "description": imported.description,
                "game": imported.game,
            }
            return redirect("decks:new")
        deck = deck_create(
            owner=_user(request),
            title=title,
            description=imported.description,
            cards=imported.deck,
            game=imported.game,
        )
        for note in imported.notes:
            messages.info(request, note)
        messages.success(request, _("Deck imported."))
        return redirect("decks:edit", pk=deck.pk)
    return render(request, "decks/import.html", {"form": form})


@login_required
@require_POST
def deck_fork_view(request: HttpRequest, pk: int) -> HttpResponse:
    source = deck_visible_to(pk=pk, user=request.user)
    deck = deck_fork(deck=source, owner=_user(request))
    messages.success(request, _("Copied. This copy is yours to edit."))
    return redirect("decks:edit", pk=deck.pk)


@login_required
@require_POST
def deck_like_view(request: HttpRequest, pk: int) -> HttpResponse:
    deck = deck_visible_to(pk=pk, user=request.user)
    if deck.likes.filter(user=_user(request)).exists():
        deck_unlike(deck=deck, user=_user(request))
    else:
        deck_like(deck=deck, user=_user(request))
    return redirect(deck)


@login_required
@require_POST
def deck_delete_view(request: HttpRequest, pk: int) -> HttpResponse:
    deck_owned(pk=pk, user=request.user).delete()
    messages.success(request, _("Deck deleted."))
    return redirect("decks:mine")


def deck_list(request: HttpRequest) -> HttpResponse:
    form = DeckSearchForm(request.GET)
    decks = (
        decks_public(**{k: v for k, v in form.cleaned_data.items() if v}) if form.is_valid() else Deck.objects.none()
    )
    page = Paginator(decks, 30).get_page(request.GET.get("page"))
    query = request.GET.copy()
    query.pop("page", None)
    return render(request, "decks/list.html", {"form": form, "page": page, "query": query.urlencode()})


@login_required
def deck_mine(request: HttpRequest) -> HttpResponse:
    return render(request, "decks/mine.html", {"decks": decks_of(_user(request))})


def deck_goldfish(request: HttpRequest, pk: int) -> HttpResponse:
    """Play the deck solo by hand (seed and actions in the URL replay the same game) next to its odds."""
    from zxdecks.decks.services.goldfish import goldfish_odds, goldfish_replay, resolve_targets_and_keep

    deck = deck_visible_to(pk=pk, user=request.user)
    cards = current_cards(deck)
    if "seed" not in request.GET:
        query = request.GET.copy()
        query["seed"] = str(secrets.randbelow(10**9))
        return redirect(f"{request.path}?{query.urlencode()}")
    try:
        seed = int(request.GET["seed"])
    except ValueError:
        raise Http404("seed must be a number") from None
    if deck.game != Game.ZX:
        return _d0_odds_page(request, deck, cards, seed)
    first = {"1": True, "0": False}.get(request.GET.get("first", ""))
    actions = [a for a in request.GET.get("a", "").split(",") if a]
    replay = goldfish_replay(deck=cards, seed=seed, first=first, actions=actions)
    targets, keep, unknown = resolve_targets_and_keep(cards, request.GET.getlist("target"), request.GET.getlist("keep"))
    odds = goldfish_odds(
        deck=cards,
        targets=targets,
        keep=keep,
        turns=5,
        first=replay.game.is_first,
        games=_games_param(request),
        seed=seed,
    )
    base = {k: v for k, v in request.GET.items() if k != "a"}

    def link(action: str) -> str:
        query = request.GET.copy()
        query["a"] = ",".join([*actions, action])
        return f"{request.path}?{query.urlencode()}"

    game = replay.game
    board = [[game.squares.get((r, c)) for c in range(3)] for r in range(3)]
    context = {
        "deck": deck,
        "replay": replay,
        "game": game,
        "board": board,
        "hand": [(i, c, link(f"r{i}"), link(f"p{i}"), game.can_play(c)) for i, c in enumerate(game.hand)],
        "links": {a: link(a) for a in ("k", "m", "n", "g", "d", "e")},
        "needs_keep": not actions,
        "undo": f"{request.path}?{'&'.join(f'{k}={v}' for k, v in base.items())}&a={','.join(actions[:-1])}"
        if actions
        else None,
        "odds": odds,
        "unknown": unknown,
        "deck_cards": _key_card_choices(cards),
        "targets": targets,
        "keep": keep,
        "seed": seed,
        "log": list(reversed(game.log[-25:])),
    }
    return render(request, "decks/goldfish.html", context)


def _key_card_choices(cards: EngineDeck) -> list[Any]:
    """The deck's cards once each, by number: what the odds forms offer as key and keep cards."""
    return sorted({e.card.number: e.card for e in cards.part(Zone.DECK)}.values(), key=lambda c: c.number)


def _games_param(request: HttpRequest) -> int:
    value = request.GET.get("games", "1000")
    return min(max(int(value), 100), 5000) if value.isdigit() else 1000


def _d0_odds_page(request: HttpRequest, deck: Deck, cards: EngineDeck, seed: int) -> HttpResponse:
    """Dimension Zero decks: a sample opening hand (same seed, same hand) and the odds of finding key cards."""
    from zxdecks.decks.services.goldfish import d0_odds, resolve_targets_and_keep
    from zxdecks.rules.odds import d0_sample

    targets, keep, unknown = resolve_targets_and_keep(cards, request.GET.getlist("target"), request.GET.getlist("keep"))
    first = request.GET.get("first", "1") != "0"
    query = request.GET.copy()
    query["seed"] = str(secrets.randbelow(10**9))
    context = {
        "deck": deck,
        "seed": seed,
        "first": first,
        "sample": d0_sample(cards, seed, first, keep),
        "odds": d0_odds(deck=cards, targets=targets, keep=keep, games=_games_param(request), seed=seed),
        "unknown": unknown,
        "deck_cards": _key_card_choices(cards),
        "targets": targets,
        "keep": keep,
        "new_hand": f"{request.path}?{query.urlencode()}",
    }
    return render(request, "decks/d0_odds.html", context)
