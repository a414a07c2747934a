"""The comparison page: a deck against another deck or one of its versions, over the same seeded games; the figures
come in a part of their own (htmx), or from a background job the part polls."""

from __future__ import annotations

from contextlib import suppress
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import render
from django.views.decorators.http import require_GET

from zxdecks.api.throttling import over_rate
from zxdecks.decks.models import Deck, GameKind, GoldfishJob
from zxdecks.decks.selectors import deck_viewable, decks_of
from zxdecks.decks.serializers_compare import compare_params, compare_question
from zxdecks.decks.services.decks import current_cards
from zxdecks.decks.services.goldfish import GoldfishError, key_card_choices, simulation_budget
from zxdecks.decks.services.goldfish_compare import (
    background_games,
    compare_answer_or_job,
    comparison_of,
    comparison_rows,
    versions_to_compare,
)
from zxdecks.decks.services.goldfish_jobs import goldfish_job_of
from zxdecks.decks.services.goldfish_opponent import opponent_choices, picked_choice

OWN_DECKS = 30  # the viewer's decks offered as the other list


def _token(value: str | None) -> str:
    value = value or ""
    return value if len(value) <= 64 and "\x00" not in value else ""


@require_GET
def deck_compare(request: HttpRequest, pk: int) -> HttpResponse:
    """The form and, once asked (or for a deck with an earlier version), the comparison's part."""
    token = _token(request.GET.get("token"))
    deck = deck_viewable(pk=pk, user=request.user, token=token)
    part = request.GET.get("part", "")
    if part == "job":
        return _job_part(request, deck)
    if part == "result":
        return _result_part(request, deck)
    if deck.game != GameKind.ZX:
        raise Http404("only Z/X decks are compared")
    query = request.GET.copy()
    query["part"] = "result"
    others = [deck]
    if request.user.is_authenticated:
        others += [d for d in decks_of(request.user)[:OWN_DECKS] if d.pk != deck.pk and d.game == GameKind.ZX]
    wanted = request.GET.get("other", "")
    if wanted.isdigit() and len(wanted) < 10 and int(wanted) not in {d.pk for d in others}:
        # another deck named in the address (a public one, or a shared one with its token) is offered too
        with suppress(Http404):
            other_token = _token(request.GET.get("other_token"))
            others.append(deck_viewable(pk=int(wanted), user=request.user, token=other_token))
    asked = any(k in request.GET for k in ("other", "version", "other_version", "games", "opponent"))
    context = {
        "deck": deck,
        "token": token,
        "other_token": _token(request.GET.get("other_token")),
        "form": request.GET,
        "others": others,
        "versions": list(deck.versions.order_by("-number").values_list("number", flat=True)),
        "deck_cards": key_card_choices(current_cards(deck)),
        "picked": request.GET.getlist("target"),
        "result_url": f"{request.path}?{query.urlencode()}" if asked or deck.version_number > 1 else "",
        "budget": f"{simulation_budget(signed_in=request.user.is_authenticated):,}",
        "background_games": f"{background_games():,}",
        "background_games_max": background_games(),
        "opponent_choices": opponent_choices(),
        "opponent_picked": picked_choice(request.GET.get("opponent", ""), request.GET.get("opponent_damage", "")),
    }
    return render(request, "decks/compare.html", context)


def _result_part(request: HttpRequest, deck: Deck) -> HttpResponse:
    user = request.user
    if wait := over_rate(request, "simulate", signed_in=user.is_authenticated, user_pk=user.pk):
        error = GoldfishError(
            "games", f"短時間に計算を頼みすぎです。{wait}秒後にもう一度どうぞ。", f"Try again in {wait} seconds."
        )
        response = render(request, "decks/_goldfish_error.html", {"error": error}, status=429)
        response["Retry-After"] = str(wait)
        return response
    try:
        params = compare_params(request.GET)
        other = deck
        if params.get("other") and params["other"] != deck.pk:
            other = deck_viewable(pk=params["other"], user=user, token=params.get("other_token", ""))
        version_a, version_b = versions_to_compare(
            deck=deck, other=other, number=params.get("version"), other_number=params.get("other_version")
        )
        budget = simulation_budget(signed_in=user.is_authenticated)
        answer = compare_answer_or_job(
            version_a=version_a, version_b=version_b, question=compare_question(params), user=user, budget=budget
        )
    except GoldfishError as exc:
        status = 503 if exc.code == "busy" else 400
        return render(request, "decks/_goldfish_error.html", {"error": exc}, status=status)
    if isinstance(answer, GoldfishJob):
        return _polling(request, answer)
    return render(request, "decks/_compare_result.html", comparison_rows(answer))


def _job_part(request: HttpRequest, deck: Deck) -> HttpResponse:
    job = goldfish_job_of(job_id=request.GET.get("job", ""), user=request.user)
    if job is None or job.deck_id != deck.pk or job.kind != GoldfishJob.Kind.COMPARE:
        raise Http404("no such comparison of yours")
    done = comparison_of(job)
    if done is not None:
        return render(request, "decks/_compare_result.html", comparison_rows(done))
    if job.status == GoldfishJob.Status.FAILED:
        return render(request, "decks/_goldfish_error.html", {"error": GoldfishError("games", job.error, job.error)})
    return _polling(request, job)


def _polling(request: HttpRequest, job: GoldfishJob) -> HttpResponse:
    """The result part while its job runs: it asks again every two seconds (htmx), in place."""
    query = QueryDict(mutable=True)
    query.update({"part": "job", "job": str(job.pk)})
    if token := _token(request.GET.get("token")):
        query["token"] = token
    context: dict[str, Any] = {
        "job": job,
        "work": f"{job.work:,}",
        "poll_url": f"{request.path}?{query.urlencode()}",
        "progress": getattr(job, "progress", None),
    }
    return render(request, "decks/_goldfish_job.html", context)
