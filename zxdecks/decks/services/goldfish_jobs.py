"""Goldfish questions too large for a request: a job per (owner, deck version, question), run by a background task."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import uuid
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import IntegrityError, transaction
from django.utils import timezone

from zxdecks.decks.models import Deck, GoldfishJob
from zxdecks.decks.services.goldfish import (
    GoldfishAnswer,
    GoldfishError,
    GoldfishQuestion,
    check_budget,
    goldfish_answer,
)


def goldfish_answer_or_job(
    *, deck: Deck, question: GoldfishQuestion, user: AbstractBaseUser | AnonymousUser, budget: int
) -> GoldfishAnswer | GoldfishJob:
    """The answer within the request's budget; above it, for a signed-in player and within
    GOLDFISH_WORK_BACKGROUND, the job that computes it (queued once per deck version and question). GoldfishError
    as goldfish_answer, over_budget naming the background limit when even that is passed."""
    try:
        return goldfish_answer(deck=deck, question=question, budget=budget)
    except GoldfishError as exc:
        background = int(settings.GOLDFISH_WORK_BACKGROUND)
        if exc.code != "over_budget" or not user.is_authenticated:
            raise
        check_budget(exc.work, background, background=True)
        return _job_for(deck=deck, question=question, owner=user, work=exc.work)


def _question_key(deck: Deck, question: GoldfishQuestion) -> str:
    raw = json.dumps([deck.pk, deck.version_number, dataclasses.asdict(question)], sort_keys=True, default=list)
    return hashlib.sha256(raw.encode()).hexdigest()


def _job_for(*, deck: Deck, question: GoldfishQuestion, owner: Any, work: int) -> GoldfishJob:
    """The owner's job for this deck version and question: the existing one (unless it failed), or a new one queued
    once the request commits."""
    key = _question_key(deck, question)
    existing = GoldfishJob.objects.filter(owner=owner, key=key).first()
    if existing is not None and existing.status != GoldfishJob.Status.FAILED:
        return existing
    fields = {
        "deck": deck, "version_number": deck.version_number, "work": work, "status": GoldfishJob.Status.QUEUED,
        "question": json.loads(json.dumps(dataclasses.asdict(question), default=list)), "answer": None, "error": "",
    }  # fmt: skip
    return queue_job(owner=owner, key=key, fields=fields)


def queue_job(*, owner: Any, key: str, fields: dict[str, Any]) -> GoldfishJob:
    """A player's job under its question key, written afresh and queued once the request commits."""
    from zxdecks.decks.tasks import run_goldfish_job
    from zxdecks.tasks.retry import enqueue_on_commit

    try:
        with transaction.atomic():
            job, _ = GoldfishJob.objects.update_or_create(owner=owner, key=key, defaults=fields)
    except IntegrityError:  # the same question from the same player at the same moment: that request's job
        return GoldfishJob.objects.get(owner=owner, key=key)
    enqueue_on_commit(run_goldfish_job, str(job.pk))
    return job


def goldfish_job_run(job_id: str) -> str:
    """Compute a job's answer unless it is done (idempotent: a rerun after a killed worker repeats the same seeded
    games); its status afterwards. The deck version asked about is used even if the deck changed since."""
    job = GoldfishJob.objects.select_related("deck").filter(pk=job_id).first()
    if job is None or job.status == GoldfishJob.Status.DONE:
        return "gone" if job is None else job.status
    if job.kind == GoldfishJob.Kind.COMPARE:
        from zxdecks.decks.services.goldfish_compare import compare_job_run

        return compare_job_run(job)
    GoldfishJob.objects.filter(pk=job.pk).update(status=GoldfishJob.Status.RUNNING, progress=0)
    stored: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in job.question.items()}
    question = GoldfishQuestion(**stored)
    version = job.deck.versions.filter(number=job.version_number).first()
    try:
        if version is None:
            raise GoldfishError("deck", "この版のデッキはもうありません。", "that version of the deck is gone")
        from zxdecks.decks.services.decks import version_deck

        def progress(percent: int) -> None:
            GoldfishJob.objects.filter(pk=job.pk).update(progress=percent)

        answer = goldfish_answer(
            deck=version_deck(version), game=job.deck.game, question=question, progress=progress,
            version=(job.deck_id, job.version_number),
        )  # fmt: skip
    except GoldfishError as exc:
        GoldfishJob.objects.filter(pk=job.pk).update(
            status=GoldfishJob.Status.FAILED, error=exc.message_en, finished_at=timezone.now()
        )
        return GoldfishJob.Status.FAILED
    GoldfishJob.objects.filter(pk=job.pk).update(
        status=GoldfishJob.Status.DONE, answer=answer_state(answer), progress=100, finished_at=timezone.now()
    )
    return GoldfishJob.Status.DONE


def answer_state(answer: GoldfishAnswer) -> dict[str, Any]:
    """An odds answer as JSON (what answer_of reads back)."""
    return {
        "object": answer.object, "seed": answer.seed, "first": answer.first, "targets": sorted(answer.targets),
        "keep": sorted(answer.keep), "unknown": list(answer.unknown), "odds": answer.odds, "work": answer.work,
    }  # fmt: skip


def answer_of(job: GoldfishJob) -> GoldfishAnswer | None:
    """The answer of a done job, as goldfish_answer gave it; None until then."""
    if job.status != GoldfishJob.Status.DONE or not job.answer:
        return None
    state = dict(job.answer)
    return GoldfishAnswer(
        state["object"], state["seed"], state["first"], frozenset(state["targets"]), frozenset(state["keep"]),
        list(state["unknown"]), odds=state["odds"], work=state.get("work", 0),
    )  # fmt: skip


def goldfish_job_of(*, job_id: str, user: AbstractBaseUser | AnonymousUser) -> GoldfishJob | None:
    """A job by id for its owner; None for anyone else or an id that is not a job's."""
    try:
        pk = uuid.UUID(str(job_id))
    except ValueError:  # not a job's id
        return None
    if not user.is_authenticated:
        return None
    return GoldfishJob.objects.filter(pk=pk, owner_id=user.pk).first()
