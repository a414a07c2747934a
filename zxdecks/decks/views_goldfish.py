"""The goldfish page: a hand-played game whose seed and actions stay in the address, a sample-hand viewer, and the
kill turn and odds; each htmx request gets only the part it asks for."""

from __future__ import annotations

import secrets
from typing import Any
from urllib.parse import urlencode

from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from cards.images import card_art_by_number
from zxdecks.api.throttling import over_rate
from zxdecks.decks.models import Deck, GameKind, GoldfishJob
from zxdecks.decks.selectors import deck_viewable
from zxdecks.decks.serializers_goldfish import goldfish_question
from zxdecks.decks.services.goldfish import (
    ANSWER_CACHE_SECONDS,
    GoldfishAnswer,
    GoldfishError,
    GoldfishQuestion,
    goldfish_acting_share,
    simulation_budget,
)
from zxdecks.decks.services.goldfish_opponent import opponent_choices, opponent_name, picked_choice
from zxdecks.decks.services.goldfish_play import MAX_ACTIONS
from zxdecks.decks.services.pages import (
    COLORS,
    HAND_LIMIT,
    GoldfishPage,
    goldfish_page,
    goldfish_page_job,
    goldfish_page_odds,
    goldfish_sample_hand,
    kill_turn_rows,
)


def _htmx(request: HttpRequest) -> bool:
    return bool(getattr(request, "htmx", False))


def _token(request: HttpRequest) -> str:
    """The secret link a request carries, so a shared deck's goldfish page opens for its holder."""
    value = request.GET.get("token") or ""
    return value if len(value) <= 64 and "\x00" not in value else ""


def _int(value: str | None, default: int, low: int, high: int) -> int:
    """A whole number from the address within bounds, the default when it is missing or not a number."""
    if value is None or not value.strip().isdigit() or len(value) > 9:
        return default
    return max(low, min(int(value), high))


GOLDFISH_STATE = ("seed", "first", "a", "sel", "token")  # what the play area's links carry; the rest is the form's


def _goldfish_action(get: Any) -> str | None:
    """The action a goldfish form sends (a free move, an end of turn with discards), in the address's notation."""
    do = get.get("do")
    if do == "move":
        source, target = get.get("mv", ""), get.get("to", "")
        if len(source) >= 2 and source[0] in "hdlrctys" and source[1:].isdigit() and target[:1] in "hdblrctys":
            return f"z{source}{target[:2]}"
    elif do == "end":
        picks = sorted({int(i) for i in get.getlist("discard") if i.isdigit() and len(i) < 3})
        return "e" + ".".join(str(i) for i in picks)
    return None


def deck_goldfish(request: HttpRequest, pk: int) -> HttpResponse:
    """Play the deck solo by hand (seed and actions in the address replay the same game), with a sample-hand viewer
    and the kill turn and odds; htmx requests get the part they ask for."""
    deck = deck_viewable(pk=pk, user=request.user, token=_token(request))
    if "seed" not in request.GET:
        query = request.GET.copy()
        query["seed"] = str(secrets.randbelow(10**9))
        return redirect(f"{request.path}?{query.urlencode()}")
    seed_text = request.GET["seed"]
    if not seed_text.isdigit() or len(seed_text) > 10:
        raise Http404("seed must be a number")
    seed = int(seed_text)
    first = {"1": True, "0": False}.get(request.GET.get("first", ""))
    # A link replays at most MAX_ACTIONS actions: the play area says so once they are reached (_play_context), and
    # an action past them is not added to the address, so that the address always replays what the page shows.
    actions = [a for a in request.GET.get("a", "").split(",") if a][:MAX_ACTIONS]
    action = _goldfish_action(request.GET)
    if action is not None:
        query = request.GET.copy()
        if len(actions) < MAX_ACTIONS:
            query["a"] = ",".join([*actions, action])
            actions.append(action)
        else:
            query["a"] = ",".join(actions)
        for name in ("do", "mv", "to", "discard"):
            query.pop(name, None)
        url = f"{request.path}?{query.urlencode()}"
        if not _htmx(request):
            return redirect(url)
        response = _goldfish_play(request, query, deck, seed, first, actions)
        response["HX-Push-Url"] = url
        return response
    token = _token(request)
    part = request.GET.get("part", "")
    budget = simulation_budget(signed_in=request.user.is_authenticated)
    try:
        if part == "odds" and deck.game == GameKind.ZX:
            if wait := _over_rate(request):
                return _too_many(request, wait)
            question = goldfish_question(request.GET, seed=seed)
            answer = goldfish_page_odds(
                deck=deck, seed=seed, first=first is not False, question=question, user=request.user, budget=budget
            )
            if isinstance(answer, GoldfishJob):  # signed in, above the request's budget: computed in the background
                return _job_part(request, answer)
            return render(request, "decks/_goldfish_odds.html", _odds_context(answer))
        if part == "job" and deck.game == GameKind.ZX:
            job, done = goldfish_page_job(job_id=request.GET.get("job", ""), user=request.user)
            if job is None or job.deck_id != deck.pk:
                raise Http404("no such goldfish job of yours")
            if done is not None:
                return render(request, "decks/_goldfish_odds.html", _odds_context(done))
            if job.status == GoldfishJob.Status.FAILED:
                failed = GoldfishError("games", job.error, job.error)
                return render(request, "decks/_goldfish_error.html", {"error": failed})
            return _job_part(request, job)
        if part == "sample" and deck.game == GameKind.ZX:
            # Its own seed, never the game's (that would show the game's next draws and life), unless one is set.
            hand_seed = _int(request.GET.get("hand"), secrets.randbelow(10**9), 0, 10**10)
            sample = goldfish_sample_hand(deck=deck, seed=hand_seed, first=first, keep=request.GET.getlist("keep"))
            query = request.GET.copy()
            query["hand"] = str(secrets.randbelow(10**9))
            return render(request, "decks/_goldfish_sample.html", {"sample": sample, "next": query.urlencode()})
        htmx = request.htmx if _htmx(request) else None  # type: ignore[attr-defined]
        if htmx and htmx.target == "gf-play" and not htmx.history_restore_request:
            return _goldfish_play(request, request.GET, deck, seed, first, actions)
        d0_question: GoldfishQuestion | None = None
        if deck.game != GameKind.ZX:  # the Dimension Zero page computes its odds: a simulation like the odds part
            if wait := _over_rate(request):
                return _too_many(request, wait)
            d0_question = goldfish_question(request.GET, seed=seed)
        page = goldfish_page(
            deck=deck, seed=seed, first=first, actions=actions, selected=_selected(request.GET), question=d0_question,
            budget=budget,
        )  # fmt: skip
    except GoldfishError as exc:
        if exc.code == "busy":  # every simulation slot is taken: the other worker stays free for other pages
            response = render(request, "decks/_goldfish_error.html", {"error": exc}, status=503)
            response["Retry-After"] = "2"
            return response
        if part:
            return render(request, "decks/_goldfish_error.html", {"error": exc}, status=400)
        return render(request, "decks/goldfish_empty.html", {"deck": deck, "error": exc, "token": token})
    context: dict[str, Any] = {
        "deck": deck,
        "seed": seed,
        "deck_cards": page.choices,
        "token": token,
        "colors": list(COLORS),
        "form": request.GET,
        "picked": {name: request.GET.getlist(name) for name in ("target", "also", "keep", "keep_colors")},
        "opponent_choices": opponent_choices(),
        "opponent_picked": picked_choice(request.GET.get("opponent", ""), request.GET.get("opponent_damage", "")),
    }
    if page.replay is None:
        assert page.odds is not None
        query = request.GET.copy()
        query["seed"] = str(secrets.randbelow(10**9))
        context.update(
            first=page.first, sample=page.sample and page.sample.sample, odds=page.odds.odds,
            unknown=page.odds.unknown, targets=page.odds.targets, keep=page.odds.keep,
            new_hand=f"{request.path}?{query.urlencode()}",
        )  # fmt: skip
        return render(request, "decks/d0_odds.html", context)
    odds_query = request.GET.copy()
    odds_query["part"] = "odds"
    odds_query["first"] = "1" if page.first else "0"
    for name in ("a", "sel"):
        odds_query.pop(name, None)
    context.update(
        _play_context(request, request.GET, page, actions),
        odds_url=f"{request.path}?{odds_query.urlencode()}",
        budget=f"{budget:,}",
        sample_url=f"{request.path}?{_sample_query(request, seed)}",
        effects=_effects_figure(),
    )
    return render(request, "decks/goldfish.html", context)


def _effects_figure() -> dict[str, str] | None:
    """The card pool's acting ability lines (effects.coverage), as the page quotes them; None with no Z/X text."""
    figure = goldfish_acting_share()
    if figure is None or not figure["ability_lines"]:
        return None
    return {
        "acting": f"{figure['acting']:,}",
        "lines": f"{figure['ability_lines']:,}",
        "share": f"{figure['share']:.1%}",
    }


def _job_part(request: HttpRequest, job: GoldfishJob) -> HttpResponse:
    """The odds part while its background job runs: it asks again every two seconds (htmx), in place."""
    query = QueryDict(mutable=True)
    query.update({"seed": request.GET.get("seed", "0"), "part": "job", "job": str(job.pk)})
    if token := _token(request):
        query["token"] = token
    context = {"job": job, "work": f"{job.work:,}", "poll_url": f"{request.path}?{query.urlencode()}"}
    return render(request, "decks/_goldfish_job.html", context)


def _over_rate(request: HttpRequest) -> int | None:
    """Count a simulation against the client's rate, shared with the goldfish API; the seconds to wait if over."""
    user = request.user
    return over_rate(request, "simulate", signed_in=user.is_authenticated, user_pk=user.pk)


def _too_many(request: HttpRequest, wait: int) -> HttpResponse:
    """429 with Retry-After: too many simulations from this client in the rate's window."""
    error = GoldfishError(
        "games",
        f"短時間に計算を頼みすぎです。{wait}秒後にもう一度どうぞ。",
        f"Too many simulations in a short time: try again in {wait} seconds.",
        code="throttled",
    )
    response = render(request, "decks/_goldfish_error.html", {"error": error}, status=429)
    response["Retry-After"] = str(wait)
    return response


def _sample_query(request: HttpRequest, seed: int) -> str:
    """The sample-hand viewer's first request: a fresh hand seed, the page's keep cards and share token."""
    query = QueryDict(mutable=True)
    query.update({"seed": str(seed), "part": "sample", "hand": str(secrets.randbelow(10**9))})
    if "first" in request.GET:
        query["first"] = request.GET["first"]
    query.setlist("keep", request.GET.getlist("keep"))
    if token := _token(request):
        query["token"] = token
    return query.urlencode()


def _only_token(base: dict[str, str]) -> dict[str, str]:
    return {"token": base["token"]} if base.get("token") else {}


def _selected(get: QueryDict) -> int | None:
    value = get.get("sel", "")
    return int(value) if value.isdigit() and len(value) < 3 else None


def _goldfish_play(
    request: HttpRequest, get: QueryDict, deck: Deck, seed: int, first: bool | None, actions: list[str]
) -> HttpResponse:
    """The play area alone, for htmx: the replayed game with the links of its next actions."""
    page = goldfish_page(deck=deck, seed=seed, first=first, actions=actions, selected=_selected(get))
    return render(request, "decks/_goldfish_play.html", {"deck": deck, **_play_context(request, get, page, actions)})


def _play_context(request: HttpRequest, get: QueryDict, page: GoldfishPage, actions: list[str]) -> dict[str, Any]:
    """The play area's game and its links: every action appends to the address's list (so a link replays it)."""
    base: dict[str, str] = {k: str(get[k]) for k in GOLDFISH_STATE if k in get and k not in ("a", "sel")}
    base["first"] = "1" if page.first else "0"
    if "first" not in get and not actions:
        base.pop("first")  # a new game without a side chosen draws it at random (402.1i) until the first action

    def link(*more: str, sel: int | None = None) -> str:
        query = {**base, "a": ",".join([*actions, *more])}
        if sel is not None:
            query["sel"] = str(sel)
        return f"{request.path}?{urlencode({k: v for k, v in query.items() if v})}"

    assert page.replay is not None
    game = page.replay.game
    selected = _selected(get)
    links = {a: link(a) for a in ("k", "m", "n", "g", "gx", "d", "e", "A")}
    zones = [("h", _("Hand"), game.hand), ("c", _("Charge"), game.charge), ("t", _("Trash"), game.trash)]
    zones += [("l", _("Life"), game.life), ("r", _("Resources"), [r.card for r in game.resources])]
    zones += [("y", _("Dynamis"), game.dynamis), ("d", _("Deck"), game.deck[:10])]
    movable = [(f"{z}{i}", label, c) for z, label, cards in zones for i, c in enumerate(cards)]
    movable += [
        (f"s{cell['q']}", _("Squares"), cell["unit"].card) for row in page.board for cell in row if cell["unit"]
    ]
    return {
        "replay": page.replay,
        "game": game,
        "board": [
            [{**cell, "play": link(f"p{selected}s{cell['q']}"), "attack": link(f"a{cell['q']}")} for cell in row]
            for row in page.board
        ],
        "art": card_art_by_number(cell["unit"].card.number for row in page.board for cell in row if cell["unit"]),
        "hand": [
            {**h, "select": link(sel=h["i"]), "resource": link(f"r{h['i']}"), "play_link": link(f"p{h['i']}")}
            for h in page.hand
        ],
        "charge": [(c, link(f"g{i}"), link(f"g{i}x")) for i, c in enumerate(game.charge)],
        "dynamis": [(c, link(f"y{i}") if ok else "") for i, c, ok in page.dynamis],
        "can_attack": page.can_attack,
        "links": links,
        "needs_keep": not actions,
        "undo": link() if not actions else f"{request.path}?{urlencode({**base, 'a': ','.join(actions[:-1])})}",
        "new_game": f"{request.path}?{urlencode({'seed': secrets.randbelow(10**9), **_only_token(base)})}",
        "deselect": link(),
        "selected": selected if selected is not None and selected < len(game.hand) else None,
        "over_limit": len(game.hand) > HAND_LIMIT,
        "movable": movable,
        "log": page.log,
        "state": dict(base),
        "actions": ",".join(actions),
        "action_limit": MAX_ACTIONS if len(actions) >= MAX_ACTIONS else None,
    }


def _odds_context(answer: GoldfishAnswer) -> dict[str, Any]:
    """The odds partial's figures: the kill-turn histograms and the per-turn rows with the other questions' answers."""
    odds = answer.odds
    kill = odds.get("kill_turn", {})
    questions = odds.get("questions", {})
    rows = []
    for t, row in enumerate(odds["per_turn"]):
        extra: dict[str, Any] = {}
        if "both" in questions:
            extra["both_exact"] = questions["both"]["exact"][t]
            extra["both"] = questions["both"]["simulated"][t]
        if "color" in questions:
            extra["color"] = questions["color"]["simulated"][t]
        rows.append({**row, **extra})
    sides = []
    if kill:
        sides = [
            (_("Going first"), kill_turn_rows(kill["first"]), kill["first"]),
            (_("Going second"), kill_turn_rows(kill["second"]), kill["second"]),
        ]
    # A cached answer's fragment is kept beside it, per language: rendering it costs more than finding the answer.
    cached = {"odds_key": answer.key, "odds_seconds": ANSWER_CACHE_SECONDS if answer.key else 0}
    if "opponent" in odds:  # named in this visitor's language, whoever's question computed the answer
        odds = {**odds, "opponent": {**odds["opponent"], "name": opponent_name(odds["opponent"]["model"])}}
    return {"odds": odds, "unknown": answer.unknown, "kill": kill, "kill_sides": sides, "questions": questions,
            "rows": rows, **cached}  # fmt: skip
