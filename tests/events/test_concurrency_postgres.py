"""Registration state changes at the same moment: each pair runs in two threads with their own PostgreSQL
connections, and must end as one of the two orders would (no seat given twice, no drop counted twice)."""

from __future__ import annotations

import datetime as dt
import itertools
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.db import connection, connections

from tests.events.conftest import CLOSES, DURING, OPENS
from tests.factories import RED
from zxdecks.decks.services import deck_import
from zxdecks.events.models import Event, Registration
from zxdecks.events.services import (
    UndoRefused,
    event_create,
    registration_drop,
    registration_set_unlocked,
    registration_submit,
    registration_undo_drop,
)

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="row locking is tested against PostgreSQL"),
]
REGISTERED, WAITLISTED, DROPPED = "registered", "waitlisted", "dropped"
# Capacity 1: a holds the seat, w1–w3 wait in that order, d dropped out of the waitlist earlier.
START = {"a": REGISTERED, "w1": WAITLISTED, "w2": WAITLISTED, "w3": WAITLISTED, "d": DROPPED}


@dataclass
class Scene:
    event: Event
    organizer: User
    registrations: dict[str, Registration]
    roles: dict[int, str]  # user id → role name, so outcomes compare across scenes

    def state(self) -> dict[str, tuple[Any, ...]]:
        rows = Registration.objects.filter(event=self.event).values_list(
            "player_id", "status", "unlocked", "dropped_from", "submissions__number"
        )
        state: dict[str, tuple[Any, ...]] = {}
        for player, status, unlocked, dropped_from, number in rows:
            submissions = state.get(self.roles[player], (None, None, None, 0))[3] + (number is not None)
            state[self.roles[player]] = (status, unlocked, dropped_from, submissions)
        return state


_scenes = itertools.count()


def scene(organizer: User) -> Scene:
    tag = next(_scenes)
    event = event_create(
        organizer=organizer, name=f"race {tag}", date=dt.date(2025, 1, 25), capacity=1,
        registration_opens=OPENS, registration_closes=CLOSES,
    )  # fmt: skip
    registrations, roles = {}, {}
    for role, status in START.items():
        player = User.objects.create_user(f"s{tag}-{role}")
        roles[player.pk] = role
        registrations[role] = Registration.objects.create(
            event=event, player=player, status=status, dropped_from=WAITLISTED if status == DROPPED else ""
        )
    return Scene(event, organizer, registrations, roles)


CARDS: list[Any] = []


def _submit(role: str) -> Callable[[Scene], str]:
    def run(s: Scene) -> str:
        registration, submission = registration_submit(
            event=s.event, player=s.registrations[role].player, cards=CARDS[0], now=DURING
        )
        return f"#{submission.number} {registration.status}"

    return run


def _drop(role: str) -> Callable[[Scene], str]:
    def run(s: Scene) -> str:
        dropped = registration_drop(registration=s.registrations[role], by=s.organizer)
        promoted = s.roles[dropped.promoted.player_id] if dropped.promoted else "-"
        return f"dropped={dropped.changed} promoted={promoted}"

    return run


def _undo(role: str) -> Callable[[Scene], str]:
    def run(s: Scene) -> str:
        try:
            return registration_undo_drop(registration=s.registrations[role], by=s.organizer).status
        except UndoRefused as exc:
            return f"refused {exc.reason}"

    return run


def _unlocked(role: str, value: bool) -> Callable[[Scene], str]:
    def run(s: Scene) -> str:
        return str(
            registration_set_unlocked(registration=s.registrations[role], unlocked=value, by=s.organizer).unlocked
        )

    return run


OPS: dict[str, Callable[[Scene], str]] = {
    "drop a": _drop("a"),  # frees the seat: w1 is promoted
    "drop w1": _drop("w1"),
    "undo d": _undo("d"),
    "unlock a": _unlocked("a", True),
    "lock a": _unlocked("a", False),
    "resubmit a": _submit("a"),
    "resubmit d": _submit("d"),  # a dropped player signing up again inside the window
}


def concurrently(s: Scene, first: str, second: str) -> tuple[str, str]:
    barrier = threading.Barrier(2)
    results: dict[str, str] = {}
    errors: list[BaseException] = []

    def run(slot: str, op: str) -> None:
        try:
            barrier.wait()
            results[slot] = OPS[op](s)
        except BaseException as exc:
            errors.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=pair) for pair in (("1", first), ("2", second))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    return results["1"], results["2"]


@pytest.fixture
def organizer(demo_cards):
    CARDS[:] = [deck_import(data=RED).deck]
    return User.objects.create_user("org")


@pytest.mark.parametrize(("first", "second"), list(itertools.combinations_with_replacement(OPS, 2)))
def test_two_state_changes_at_once_end_as_if_one_ran_after_the_other(organizer, first, second):
    orders = []  # (what `first` answered, what `second` answered, the state after), for both orders
    for one_then_other in (True, False):
        s = scene(organizer)
        if one_then_other:
            answers = OPS[first](s), OPS[second](s)
        else:
            answers = tuple(reversed((OPS[second](s), OPS[first](s))))
        orders.append((*answers, s.state()))
    s = scene(organizer)
    got = concurrently(s, first, second)
    state = s.state()
    candidates = {(got[0], got[1]), (got[1], got[0])} if first == second else {got}
    assert any((*answers, state) in orders for answers in candidates), f"{got} {state} matches no order: {orders}"
    registered = [role for role, row in state.items() if row[0] == REGISTERED]
    waiting = [role for role, row in state.items() if row[0] == WAITLISTED]
    assert len(registered) <= 1
    assert registered or not waiting  # a free seat never leaves anyone waiting


def test_two_simultaneous_drops_of_the_registered_player_fill_one_seat(organizer):
    for _trial in range(5):
        s = scene(organizer)
        outcomes = sorted(concurrently(s, "drop a", "drop a"))
        assert outcomes == ["dropped=False promoted=-", "dropped=True promoted=w1"]
        assert Registration.objects.filter(event=s.event, status=REGISTERED).count() == 1
        assert list(
            Registration.objects.filter(event=s.event, status=WAITLISTED).values_list("player__username", flat=True)
        ) == [
            f"{s.registrations['w2'].player.username}",
            f"{s.registrations['w3'].player.username}",
        ]
