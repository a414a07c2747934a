"""Two decks, or two versions of one, compared over the same seeded games: kill-turn distributions and key-card odds
with each difference and its 95% interval, and per-card statistics of both lists; in the request within its work
budget, else (signed in) as a background job of kind "compare"."""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.utils import timezone

from zxdecks.decks.models import Deck, DeckVersion, GameKind, GoldfishJob
from zxdecks.decks.services.decks import version_deck
from zxdecks.decks.services.goldfish import (
    KILL_TURNS,
    MAX_TURNS,
    GoldfishError,
    _simulation_slot,
    check_budget,
    deck_scripts,
    resolve_targets,
)
from zxdecks.decks.services.goldfish_opponent import OpponentError, named, read_opponent
from zxdecks.rules.cards import Zone
from zxdecks.rules.compare import DIFFERENCE_SHARES, Side, compare_decks, comparison_work
from zxdecks.rules.deck import Deck as EngineDeck

PROGRESS_EVERY = 2.0  # seconds between two progress writes of a running comparison


@dataclass(frozen=True)
class CompareQuestion:
    """What a player asks of two lists: how many games from which seed, the key cards, the opponent (its one
    spelling, goldfish.opponent; the old `damage` N is N damage in each opponent turn)."""

    games: int = 300
    seed: int = 0
    turns: int = KILL_TURNS  # own turns the kill-turn games play at most
    odds_turns: int = 5  # turns of the key-card odds
    first: bool = True  # the key-card odds going first or second (the kill turn is given both ways)
    targets: tuple[str, ...] = ()
    damage: int = 0
    opponent: str = "none"


def compare_work(question: CompareQuestion) -> int:
    """The simulated turns the comparison plays at most (both decks, going first and second, key-card games)."""
    return comparison_work(question.games, question.turns, question.odds_turns, bool(question.targets))


def background_games() -> int:
    """The most games a comparison may play: in the request within its work budget, above it in the background for
    a signed-in player (settings.GOLDFISH_COMPARE_GAMES_BACKGROUND; one rule, counted in games)."""
    return int(settings.GOLDFISH_COMPARE_GAMES_BACKGROUND)


def _over_games(games: int) -> GoldfishError:
    limit = background_games()
    return GoldfishError(
        "games",
        f"比較は{limit:,}ゲームまでです（{games:,}ゲーム）。要求ごとの予算を超える比較は、ログインしていれば"
        f"{limit:,}ゲームまでバックグラウンドで計算します。",
        f"a comparison plays at most {limit:,} games (not {games:,}); above the request's budget a signed-in"
        f" player's comparison of up to {limit:,} games runs in the background",
        f"at most {limit:,} games",
    )


def _label(version: DeckVersion) -> dict[str, Any]:
    return {"deck": version.deck_id, "version": version.number, "title": version.title}


def compare_versions(
    *,
    version_a: DeckVersion,
    version_b: DeckVersion,
    question: CompareQuestion,
    budget: int | None = None,
    progress: Callable[[float], None] | None = None,
) -> dict[str, Any]:
    """Compare two stored versions (of one deck or two) for a question (compare_lists)."""
    for version in (version_a, version_b):
        if version.game != GameKind.ZX:
            raise GoldfishError(
                "other", "比較はZ/Xのデッキだけです。", "only Z/X decks can be compared", "not a Z/X deck"
            )
    return compare_lists(
        decks=(version_deck(version_a), version_deck(version_b)),
        labels=(_label(version_a), _label(version_b)),
        question=question,
        budget=budget,
        progress=progress,
    )


def compare_lists(
    *,
    decks: tuple[EngineDeck, EngineDeck],
    labels: tuple[dict[str, Any], dict[str, Any]],
    question: CompareQuestion,
    budget: int | None = None,
    progress: Callable[[float], None] | None = None,
) -> dict[str, Any]:
    """Compare two Z/X lists for a question: the comparison's JSON, with the lists' labels, the key cards that
    matched nothing and the work it cost. GoldfishError as goldfish_answer says (budget None: no limit)."""
    if question.games > background_games():
        raise _over_games(question.games)
    for name, value, top in (("games", question.games, background_games()), ("turns", question.turns, MAX_TURNS)):
        if not 1 <= value <= top:
            raise GoldfishError(
                name, f"{name}は1から{top:,}までです（{value:,}）。", f"{name} goes from 1 to {top:,} (not {value:,})"
            )
    if not all(d.part(Zone.DECK) for d in decks):
        raise GoldfishError("deck", "メインデッキにカードがありません。", "the main deck is empty")
    try:
        opponent = read_opponent(question.opponent, question.damage)
    except OpponentError as exc:
        raise GoldfishError("opponent", f"相手のモデルを読めません（{exc}）。", str(exc)) from None
    work = compare_work(question)
    check_budget(work, budget)
    sides, unknown = [], []
    for deck in decks:
        targets, missing = resolve_targets(deck, list(question.targets))
        unknown.append(missing)
        sides.append(Side(deck, targets, deck_scripts(deck=deck)))
    with _simulation_slot(work, budget):
        comparison = compare_decks(
            sides[0], sides[1], games=question.games, turns=question.turns, odds_turns=question.odds_turns,
            seed=question.seed, first=question.first, opponent=opponent, progress=progress,
        )  # fmt: skip
    # a key card named in one list only is asked of that list: it matched nothing in the other
    not_in_both = sorted(set(unknown[0]) ^ set(unknown[1]))
    return {
        "object": "goldfish_comparison",
        "a": labels[0],
        "b": labels[1],
        "work": work,
        "unknown": {"a": unknown[0], "b": unknown[1], "one_list_only": not_in_both},
        **comparison.as_dict(),
    }


def _progress_writer(job_id: Any) -> Callable[[float], None]:
    """A progress callback writing a running job's share done at most every PROGRESS_EVERY seconds."""
    last = [0.0]

    def write(share: float) -> None:
        now = time.monotonic()
        if now - last[0] >= PROGRESS_EVERY:
            last[0] = now
            GoldfishJob.objects.filter(pk=job_id).update(progress=min(99, int(100 * share)))

    return write


def compare_answer_or_job(
    *,
    version_a: DeckVersion,
    version_b: DeckVersion,
    question: CompareQuestion,
    user: AbstractBaseUser | AnonymousUser,
    budget: int,
) -> dict[str, Any] | GoldfishJob:
    """The comparison within the request's budget; above it, for a signed-in player and up to background_games()
    games, the job that computes it (queued once per pair of versions and question)."""
    try:
        return named(compare_versions(version_a=version_a, version_b=version_b, question=question, budget=budget))
    except GoldfishError as exc:
        if exc.code != "over_budget" or not user.is_authenticated:
            raise
        return _job_for(version_a=version_a, version_b=version_b, question=question, owner=user, work=exc.work)


def _stored_question(version_b: DeckVersion, question: CompareQuestion) -> dict[str, Any]:
    return {**json.loads(json.dumps(asdict(question))), "other": version_b.deck_id, "other_version": version_b.number}


def _job_for(
    *, version_a: DeckVersion, version_b: DeckVersion, question: CompareQuestion, owner: Any, work: int
) -> GoldfishJob:
    """The owner's comparison job for these versions and question (unless it failed), or a new one queued once the
    request commits."""
    from zxdecks.decks.services.goldfish_jobs import queue_job  # the jobs module asks this one for comparisons

    stored = _stored_question(version_b, question)
    raw = json.dumps(["compare", version_a.deck_id, version_a.number, stored], sort_keys=True)
    key = hashlib.sha256(raw.encode()).hexdigest()
    existing = GoldfishJob.objects.filter(owner=owner, key=key).first()
    if existing is not None and existing.status != GoldfishJob.Status.FAILED:
        return existing
    fields = {
        "deck_id": version_a.deck_id, "version_number": version_a.number, "work": work, "question": stored,
        "kind": GoldfishJob.Kind.COMPARE, "status": GoldfishJob.Status.QUEUED, "answer": None, "error": "",
    }  # fmt: skip
    return queue_job(owner=owner, key=key, fields=fields)


def compare_job_run(job: GoldfishJob) -> str:
    """Compute a comparison job (the versions it names, even if the decks changed since); its status afterwards."""
    GoldfishJob.objects.filter(pk=job.pk).update(status=GoldfishJob.Status.RUNNING, progress=0)
    stored = dict(job.question)
    other, other_number = stored.pop("other"), stored.pop("other_version")
    stored["targets"] = tuple(stored.get("targets", ()))
    question = CompareQuestion(**stored)
    version_a = DeckVersion.objects.filter(deck_id=job.deck_id, number=job.version_number).first()
    version_b = DeckVersion.objects.filter(deck_id=other, number=other_number).first()
    try:
        if version_a is None or version_b is None:
            raise GoldfishError("deck", "比較する版のデッキはもうありません。", "a version to compare is gone")
        answer = compare_versions(
            version_a=version_a, version_b=version_b, question=question, progress=_progress_writer(job.pk)
        )
    except GoldfishError as exc:
        GoldfishJob.objects.filter(pk=job.pk).update(
            status=GoldfishJob.Status.FAILED, error=exc.message_en, finished_at=timezone.now()
        )
        return GoldfishJob.Status.FAILED
    GoldfishJob.objects.filter(pk=job.pk).update(
        status=GoldfishJob.Status.DONE, answer=answer, progress=100, finished_at=timezone.now()
    )
    return GoldfishJob.Status.DONE


def comparison_of(job: GoldfishJob) -> dict[str, Any] | None:
    """A done comparison job's answer (the JSON compare_versions gave, its opponent named in the reader's language);
    None until then or for another kind."""
    if job.kind != GoldfishJob.Kind.COMPARE or job.status != GoldfishJob.Status.DONE or not job.answer:
        return None
    return named(dict(job.answer))


def versions_to_compare(
    *, deck: Deck, other: Deck, number: int | None, other_number: int | None
) -> tuple[DeckVersion, DeckVersion]:
    """The two versions a comparison asks for: the deck's given (or current) version against the other deck's
    given version; by default the previous version when the other deck is the same one (else its current).
    GoldfishError when one does not exist."""
    a_number = number or deck.version_number
    if other_number is None:
        other_number = max(1, a_number - 1) if other.pk == deck.pk else other.version_number
    found = {}
    for key, d, n in (("version", deck, a_number), ("other_version", other, other_number)):
        version = d.versions.filter(number=n).first()
        if version is None:
            raise GoldfishError(key, f"版{n}はありません。", f"no version {n} of deck {d.pk}", "no such version")
        found[key] = version
    return found["version"], found["other_version"]


def _pct(x: float) -> int:
    return round(100 * x)


def _paired_rows(rows: list[dict[str, Any]], at_least: int = 3) -> list[dict[str, Any]]:
    """Paired per-turn rows in whole percent (a, b) and percentage points (the difference and its interval); the
    turns after the last on which either list changed are left out (the first `at_least` always shown)."""
    out, last = [], at_least
    for i, row in enumerate(rows):
        a, b, d = row["a"], row["b"], row["difference"]
        out.append(
            {
                "turn": row["turn"], "a": _pct(a["value"]), "a_low": _pct(a["low"]), "a_high": _pct(a["high"]),
                "b": _pct(b["value"]), "b_low": _pct(b["low"]), "b_high": _pct(b["high"]),
                "diff": round(100 * d["value"], 1), "low": round(100 * d["low"], 1), "high": round(100 * d["high"], 1),
                "clear": d["low"] > 0 or d["high"] < 0,  # the interval leaves out 0
            }
        )  # fmt: skip
        if i and (a["value"] != rows[i - 1]["a"]["value"] or b["value"] != rows[i - 1]["b"]["value"]):
            last = max(last, row["turn"])
    return out[:last]


def _card_rows(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    shares = ("drawn", "played", "stuck", "resourced", "ignited", "life_revealed")
    return [{**c, **{f"{name}_pct": _pct(c[name]) for name in shares}} for c in cards]


def _difference_rows(differences: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each card's paired differences in percentage points, cards whose shares moved most first."""
    rows = []
    for card in differences:
        cells = []
        for share in DIFFERENCE_SHARES:
            d = card[share]
            cells.append(
                {"diff": round(100 * d["value"], 1), "low": round(100 * d["low"], 1),
                 "high": round(100 * d["high"], 1), "clear": d["low"] > 0 or d["high"] < 0}
            )  # fmt: skip
        moved = max(abs(card[share]["value"]) for share in DIFFERENCE_SHARES)
        rows.append({"number": card["number"], "name": card["name"], "lists": card["lists"], "cells": cells,
                     "moved": moved})  # fmt: skip
    return sorted(rows, key=lambda r: (-r["moved"], r["number"]))


def comparison_rows(answer: dict[str, Any]) -> dict[str, Any]:
    """A comparison's JSON as the page shows it: per side the kill-turn rows of both lists and their difference,
    the key-card rows, and both lists' per-card rows, shares in whole percent."""
    sides = []
    for first in (True, False):
        kill = answer["kill_turn"]["first" if first else "second"]
        sides.append({"first": first, "rows": _paired_rows(kill["by_turn"]), "a": kill["a"], "b": kill["b"],
                      "mean_difference": kill["mean_difference"]})  # fmt: skip
    return {
        "answer": answer,
        "kill_sides": sides,
        "key_rows": _paired_rows(answer["key_cards"]["per_turn"], at_least=answer["odds_turns"]),
        "cards_a": _card_rows(answer["cards"]["a"]),
        "cards_b": _card_rows(answer["cards"]["b"]),
        "card_differences": _difference_rows(answer["cards"].get("differences", [])),
    }
