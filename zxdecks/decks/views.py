"""Deck pages: check, editor with live validation, deck page, history, import/export, image, fork, like."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import User
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy as _lazy
from django.views.decorators.http import require_POST

from cards.catalog import catalog
from cards.forms import CardSearchForm
from cards.images import card_art_by_number
from cards.search_limits import SearchTooSlow
from cards.selectors import card_page, card_search
from zxdecks.decks.forms import AddCardForm, DeckCheckForm, DeckImportForm, DeckSaveForm, DeckSearchForm
from zxdecks.decks.models import Deck, GameKind
from zxdecks.decks.selectors import deck_by_token, deck_list_page, deck_owned, deck_viewable, decks_of, version_of
from zxdecks.decks.services import (
    CardNotAddable,
    DeckConflict,
    DeckInputError,
    DeckListError,
    deck_add_card,
    deck_create,
    deck_delete,
    deck_fork,
    deck_import,
    deck_like_toggle,
    deck_restore,
    deck_validate_text,
    deck_write,
    version_export,
)
from zxdecks.decks.services.editor import CardType, deck_editor_text, default_zone, editor_state
from zxdecks.decks.services.formats import EXPORT_FORMATS, deck_list_text
from zxdecks.decks.services.image import stored_deck_image
from zxdecks.decks.services.listing import in_language, list_listing
from zxdecks.decks.services.pages import deck_history, deck_page
from zxdecks.decks.services.validation import GAMES
from zxdecks.decks.tasks import draw_deck_image
from zxdecks.decks.views_goldfish import deck_goldfish as deck_goldfish  # the deck URLs name every page here

DRAFT_KEY = "deck_draft"


def _htmx(request: HttpRequest) -> bool:
    return bool(getattr(request, "htmx", False))


def _game(value: object) -> str:
    """A game named by a request (Deck.game values), Z/X when it names none we know."""
    return value if isinstance(value, str) and value in GAMES else GameKind.ZX


# The export buttons, in the page's language (the format's name is a word on the Japanese page too).
EXPORT_LABELS = {"text": _lazy("Export as text"), "json": _lazy("Export as JSON"), "csv": _lazy("Export as CSV")}


def _user(request: HttpRequest) -> User:
    assert isinstance(request.user, User)
    return request.user


def _token(request: HttpRequest) -> str:
    """The secret link a request carries (?token= or a posted token), so a shared deck's pages open for its holder."""
    value = request.POST.get("token") or request.GET.get("token") or ""
    return value if len(value) <= 64 and "\x00" not in value else ""


def _viewable(request: HttpRequest, pk: int) -> Deck:
    return deck_viewable(pk=pk, user=request.user, token=_token(request))


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
            context["listing"] = list_listing(text=form.cleaned_data["text"], errors=exc.errors)
    return render(request, "decks/_check_result.html" if _htmx(request) else "decks/check.html", context)


def _editor(
    request: HttpRequest, deck: Deck | None, form: DeckSaveForm, text: str, status: int = 200, **extra: Any
) -> HttpResponse:
    game = _game(form["game"].value())
    state = editor_state(text=text, game=game)
    context = {
        "deck": deck,
        "form": form,
        "game": game,
        "entries": state.entries,
        "text": text,
        "report": state.report,
        "notes": state.notes,
        "line_errors": state.line_errors,
        "listing": list_listing(text=text, errors=state.line_errors) if state.line_errors else None,
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
            try:
                deck = deck_write(
                    owner=_user(request),
                    game=_game(form.cleaned_data["game"]),
                    text=text,
                    title=form.cleaned_data["title"],
                    description=form.cleaned_data["description"],
                    visibility=form.cleaned_data["visibility"],
                )
            except DeckListError as exc:
                return _editor(request, None, form, text, save_errors=exc.errors, status=400)
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
            try:
                deck_write(
                    owner=_user(request),
                    deck=deck,
                    game=_game(form.cleaned_data["game"] or deck.game),
                    text=text,
                    base_version=form.cleaned_data["base_version"],
                    title=form.cleaned_data["title"],
                    description=form.cleaned_data["description"],
                    visibility=form.cleaned_data["visibility"],
                )
            except DeckListError as exc:
                return _editor(request, deck, form, text, save_errors=exc.errors, status=400)
            except DeckConflict as conflict:
                # Keep the user's edit on screen; say what happened and offer both ways out.
                return _editor(request, deck, form, text, conflict=conflict, status=409)
            messages.success(request, _("Deck saved."))
            return redirect(deck)
        return _editor(request, deck, form, text, status=400)
    form = DeckSaveForm(
        initial={
            "title": deck.title,
            "description": deck.description,
            "visibility": deck.visibility,
            "base_version": deck.version_number,
            "game": deck.game,
        }
    )
    return _editor(request, deck, form, deck_editor_text(deck=deck))


@require_POST
def editor_validate(request: HttpRequest) -> HttpResponse:
    """Live validation for the editor: counters and every violation, as an HTML fragment."""
    text = request.POST.get("text", "")
    game = _game(request.POST.get("game"))
    if not request.user.is_authenticated:
        request.session[DRAFT_KEY] = {**request.session.get(DRAFT_KEY, {}), "text": text, "game": game}
    state = editor_state(text=text, game=game)
    listing = list_listing(text=text, errors=state.line_errors) if state.line_errors else None
    context = {"report": state.report, "notes": state.notes, "line_errors": state.line_errors, "listing": listing}
    return render(request, "decks/_editor_verdict.html", context)


@require_POST
def editor_parse(request: HttpRequest) -> JsonResponse:
    """Turn pasted list text into editor rows, or say which lines are wrong."""
    state = editor_state(text=request.POST.get("text", ""), game=_game(request.POST.get("game")))
    if state.line_errors:
        return JsonResponse({"errors": [e.as_dict() for e in state.line_errors]}, status=400)
    return JsonResponse({"entries": state.entries, "notes": [in_language(note) for note in state.notes]})


def editor_search(request: HttpRequest) -> HttpResponse:
    """The editor's card search panel: the card database search, results with add buttons."""
    search = card_search(params=request.GET, regulated=catalog.regulated_ids)
    if not search.valid:
        return render(request, "decks/_editor_search.html", {"rows": [], "total": 0, "form": search.form})
    try:
        found = card_page(search.cards, 1, 40, memo=catalog.search_memo)
    except SearchTooSlow as exc:
        search.form.add_error("q", exc)
        return render(request, "decks/_editor_search.html", {"rows": [], "total": 0, "form": search.form})
    rows = [(c, default_zone(CardType(c.card_type), c.game).value) for c in found.page.object_list]
    context = {"rows": rows, "total": found.page.paginator.count, "more": found.more, "warnings": search.warnings}
    return render(request, "decks/_editor_search.html", context)


def _detail(request: HttpRequest, deck: Deck, token: str = "") -> HttpResponse:
    page = deck_page(deck=deck, viewer=request.user)
    visual = request.GET.get("view") == "visual"
    context = {
        "deck": deck,
        "grouped": page.grouped,
        "report": page.report,
        "legality": page.legality,
        "stats": page.stats,
        "liked": page.liked,
        "is_owner": page.is_owner,
        "share_text": page.share_text,
        "export_formats": [(fmt, EXPORT_LABELS[fmt]) for fmt in EXPORT_FORMATS],
        "token": token,
        "visual": visual,
        "art": card_art_by_number(e.card.number for es in page.grouped.values() for e in es) if visual else {},
    }
    return render(request, "decks/detail.html", context)


def deck_detail(request: HttpRequest, pk: int) -> HttpResponse:
    return _detail(request, _viewable(request, pk), _token(request))


def deck_shared(request: HttpRequest, token: str) -> HttpResponse:
    return _detail(request, deck_by_token(token=token), token)


def deck_history_view(request: HttpRequest, pk: int) -> HttpResponse:
    """Every version with the cards in and out against the one before."""
    deck = _viewable(request, pk)
    is_owner = request.user.is_authenticated and deck.owner_id == request.user.pk
    context = {"deck": deck, "rows": deck_history(deck=deck), "is_owner": is_owner, "token": _token(request)}
    return render(request, "decks/history.html", context)


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
    deck = _viewable(request, pk)
    version = version_of(deck=deck, number=number)
    extension, content_type = EXPORT_FORMATS[fmt]
    response = HttpResponse(
        version_export(version=version, fmt=fmt, bom=True), content_type=f"{content_type}; charset=utf-8"
    )
    response["Content-Disposition"] = f'attachment; filename="deck-{deck.pk}-v{version.number}.{extension}"'
    return response


def deck_image_view(request: HttpRequest, pk: int, number: int | None = None) -> HttpResponse:
    """The deck image, only to whoever may see the deck; private and unlisted decks' images are never cached
    publicly."""
    deck = _viewable(request, pk)
    version = version_of(deck=deck, number=number)
    image = stored_deck_image(deck=deck, version=version)
    if image is None:
        # Drawn by a worker, never here (saving a version queues it, so this is rare); with TASKS_URL=immediate://
        # the task has drawn it by the time enqueue returns.
        draw_deck_image.enqueue(deck.pk, version.number)
        image = stored_deck_image(deck=deck, version=version)
    if image is None:
        response = HttpResponse(
            _("The image is being drawn; try again in a few seconds."),
            status=503,
            content_type="text/plain; charset=utf-8",
        )
        response["Retry-After"] = "5"
        response["Cache-Control"] = "no-store"
        return response
    # DECK_IMAGE_SENDFILE: "" sends the bytes; "x-sendfile" lets Apache/lighttpd send the file; a path such as
    # "/_deck-images/" lets nginx send it from an `internal` location aliased to DECK_IMAGE_ROOT.
    sendfile = getattr(settings, "DECK_IMAGE_SENDFILE", "")
    response = HttpResponse(b"" if sendfile else image.read(), content_type="image/png")
    if sendfile.lower() == "x-sendfile":
        response["X-Sendfile"] = str(image.path)
    elif sendfile:
        response["X-Accel-Redirect"] = f"{sendfile.rstrip('/')}/{image.name}"
    if image.public:
        # A version's image never changes, but the deck may turn private at any time and the image shows its list:
        # shared caches (proxies, CDNs) come back after five minutes and then get the 404; a browser that saw it
        # while public keeps it a day.
        response["Cache-Control"] = "public, max-age=86400, s-maxage=300" if number else "public, no-cache"
    else:
        response["Cache-Control"] = "private, max-age=31536000, immutable" if number else "private, no-cache"
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
            listing = list_listing(text=form.cleaned_data["content"], errors=exc.errors)
            context = {"form": form, "line_errors": exc.errors, "listing": listing}
            return render(request, "decks/import.html", context, status=400)
        except DeckInputError as exc:
            # The file's own title or description: named by the label a user knows, in the page's language.
            labels = {"title": _("Title"), "description": _("Description")}
            for error in exc.errors:
                message = error["message"] if get_language() == "ja" else error["message_en"]
                form.add_error(None, f"{labels.get(error['field'], error['field'])}: {message}")
            return render(request, "decks/import.html", {"form": form}, status=400)
        title = imported.title or _("Imported deck")
        if not request.user.is_authenticated:
            request.session[DRAFT_KEY] = {
                "text": deck_list_text(imported.deck),
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
            messages.info(request, in_language(note))
        messages.success(request, _("Deck imported."))
        return redirect("decks:edit", pk=deck.pk)
    return render(request, "decks/import.html", {"form": form})


@login_required
@require_POST
def deck_fork_view(request: HttpRequest, pk: int) -> HttpResponse:
    deck = deck_fork(deck=_viewable(request, pk), owner=_user(request))
    messages.success(request, _("Copied. This copy is yours to edit."))
    return redirect("decks:edit", pk=deck.pk)


@login_required
@require_POST
def deck_like_view(request: HttpRequest, pk: int) -> HttpResponse:
    deck = deck_viewable(pk=pk, user=request.user, token="")  # likes are for listed decks: no secret link here
    deck_like_toggle(deck=deck, user=_user(request))
    return redirect(deck)


@login_required
@require_POST
def deck_delete_view(request: HttpRequest, pk: int) -> HttpResponse:
    deck_delete(deck=deck_owned(pk=pk, user=request.user))
    messages.success(request, _("Deck deleted."))
    return redirect("decks:mine")


def deck_list(request: HttpRequest) -> HttpResponse:
    form = DeckSearchForm(request.GET)
    listed = deck_list_page(filters=form.cleaned_data if form.is_valid() else None, number=request.GET.get("page"))
    query = request.GET.copy()
    query.pop("page", None)
    context = {"form": form, "page": listed.page, "more": listed.more, "query": query.urlencode()}
    return render(request, "decks/list.html", context)


@login_required
def deck_mine(request: HttpRequest) -> HttpResponse:
    return render(request, "decks/mine.html", {"decks": decks_of(_user(request))})


ZONE_LABELS = {
    "deck": _lazy("Deck"),
    "dynamis": _lazy("Dynamis"),
    "player": _lazy("Player"),
    "sideboard": _lazy("Sideboard"),
}


@require_POST
def deck_add_card_view(request: HttpRequest) -> HttpResponse:
    """The card page's "add to deck": one copy into one of your decks or a new one (a visitor's goes to the draft)."""
    form = AddCardForm(request.POST)
    if not form.is_valid() and "number" not in form.errors:
        raise Http404("no such deck")  # as for a deck id that is not the user's
    if not form.is_valid():
        # Crafted input (the card page sends a card's own number): say what was wrong, add nothing.
        shown = str(request.POST.get("number", ""))[:40].replace("\x00", "\\0")
        messages.error(request, _("“%(number)s” is not a collector number (such as B01-001).") % {"number": shown})
        return redirect("cards:list")
    number: str = form.cleaned_data["number"]
    card_page_url = reverse("cards:detail", args=[number])
    target: str = form.cleaned_data["deck"] or "new"
    if not request.user.is_authenticated:
        draft = request.session.get(DRAFT_KEY, {})
        text = draft.get("text", "")
        request.session[DRAFT_KEY] = {**draft, "text": f"{text.rstrip()}\n1 {number}\n".lstrip()}
        messages.info(request, _("Added to your draft. Sign up or log in to save it."))
        return redirect("decks:new")
    deck = None if target == "new" else deck_owned(pk=int(target), user=request.user)
    try:
        added = deck_add_card(owner=_user(request), number=number, deck=deck, title=_("New deck"))
    except CardNotAddable:
        messages.error(request, _("This card cannot be added to that deck (it belongs to another game)."))
        return redirect(card_page_url)
    if added.created:
        messages.success(request, _("A new deck was made with this card."))
        return redirect("decks:edit", pk=added.deck.pk)
    messages.success(
        request,
        _("Added to %(deck)s (%(zone)s: %(count)d copies).")
        % {"deck": added.deck.title, "zone": ZONE_LABELS[added.zone.value], "count": added.count},
    )
    return redirect(card_page_url)
