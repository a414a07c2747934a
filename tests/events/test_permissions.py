"""Who may do what at an event: every action × organizer, co-organizer, judge, player and anonymous, each cell asserted.

Judges see the lists and check decks; only the organizer and co-organizers add staff, publish, drop, undo, unlock or
lock. Strangers get a 404 (the event's staff pages stay private), anonymous visitors the login page, and staff whose
role does not allow an action a 403 — and nothing changes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.urls import reverse
from rest_framework.authtoken.models import Token

from tests.events.conftest import DURING, players
from tests.factories import RED
from zxdecks.events.models import Event, EventStaff, Registration
from zxdecks.events.services import registration_drop, registration_set_unlocked, registration_submit, staff_add

pytestmark = pytest.mark.django_db
ROLES = ["organizer", "co-organizer", "judge", "player", "anonymous"]
LOGIN = "login"  # anonymous visitors are sent to sign in
Expect = dict[str, int | str]  # role → status code, or LOGIN


@dataclass
class World:
    event: Event
    users: dict[str, User | None]
    target: Registration  # another player's registration, the one actions act on
    carol: User = field(default=None)  # type: ignore[assignment]

    def url(self, name: str, *args: Any) -> str:
        return reverse(name, args=[self.event.pk, *args])


@dataclass(frozen=True)
class Act:
    """One action: how to send it, what each role gets, and (for changes) whether it happened."""

    method: str
    url: Callable[[World], str]
    expect: Expect
    data: dict[str, Any] = field(default_factory=dict)
    prepare: Callable[[World], None] | None = None
    happened: Callable[[World], bool] | None = None
    api: bool = False


SEE: Expect = {"organizer": 200, "co-organizer": 200, "judge": 200, "player": 404, "anonymous": LOGIN}
MANAGE: Expect = {"organizer": 302, "co-organizer": 302, "judge": 403, "player": 404, "anonymous": LOGIN}
API_SEE: Expect = {"organizer": 200, "co-organizer": 200, "judge": 200, "player": 404, "anonymous": 404}


def _target(w: World) -> Registration:
    w.target.refresh_from_db()
    return w.target


def _drop_first(w: World) -> None:
    registration_drop(registration=w.target, by=w.event.organizer)


def _unlock_first(w: World) -> None:
    registration_set_unlocked(registration=w.target, unlocked=True, by=w.event.organizer)


ACTIONS: dict[str, Act] = {
    "dashboard": Act("get", lambda w: w.url("events:manage"), SEE),
    "csv": Act("get", lambda w: w.url("events:manage") + "?format=csv", SEE),
    "all sheets": Act("get", lambda w: w.url("events:sheets"), SEE),
    "one sheet": Act("get", lambda w: w.url("events:sheet", w.target.pk), SEE),
    "see a list": Act("get", lambda w: w.url("events:registration", w.target.pk), {**SEE, "anonymous": 404}),
    "deck-check page": Act("get", lambda w: w.url("events:check", w.target.pk), SEE),
    "deck check": Act("post", lambda w: w.url("events:check", w.target.pk), SEE, data={"text": RED}),
    "drop confirmation": Act(
        "get", lambda w: w.url("events:drop", w.target.pk), {**MANAGE, "organizer": 200, "co-organizer": 200}
    ),
    "drop": Act(
        "post", lambda w: w.url("events:drop", w.target.pk), MANAGE, happened=lambda w: _target(w).status == "dropped"
    ),
    "undo a drop": Act(
        "post",
        lambda w: w.url("events:action", w.target.pk, "undo"),
        MANAGE,
        prepare=_drop_first,
        happened=lambda w: _target(w).status == "registered",
    ),
    "unlock": Act(
        "post", lambda w: w.url("events:action", w.target.pk, "unlock"), MANAGE, happened=lambda w: _target(w).unlocked
    ),
    "lock": Act(
        "post",
        lambda w: w.url("events:action", w.target.pk, "lock"),
        MANAGE,
        prepare=_unlock_first,
        happened=lambda w: not _target(w).unlocked,
    ),
    "publish lists": Act(
        "post",
        lambda w: w.url("events:publish"),
        MANAGE,
        data={"published": "1"},
        happened=lambda w: Event.objects.get(pk=w.event.pk).lists_published,
    ),
    "add staff": Act(
        "post",
        lambda w: w.url("events:manage"),
        MANAGE,
        data={"username": "carol", "role": "judge"},
        happened=lambda w: EventStaff.objects.filter(event=w.event, user=w.carol).exists(),
    ),
    "create an event": Act(
        "get",
        lambda w: reverse("events:new"),
        {"organizer": 200, "co-organizer": 403, "judge": 403, "player": 403, "anonymous": LOGIN},
    ),
    "API: every registration": Act("get", lambda w: f"/api/v1/events/{w.event.pk}/registrations/", API_SEE, api=True),
    "API: the CSV": Act("get", lambda w: f"/api/v1/events/{w.event.pk}/registrations.csv", API_SEE, api=True),
}


@pytest.fixture
def world(event, organizer) -> World:
    co, judge, alice, bob, carol = players(5)
    carol.username = "carol"
    carol.save()
    staff_add(event=event, username=co.username, role="co-organizer", by=organizer)
    staff_add(event=event, username=judge.username, role="judge", by=organizer)
    registration_submit(event=event, player=alice, text=RED, now=DURING)
    target, _ = registration_submit(event=event, player=bob, text=RED, now=DURING)
    users = {"organizer": organizer, "co-organizer": co, "judge": judge, "player": alice, "anonymous": None}
    return World(event, users, target, carol)


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("action", list(ACTIONS))
def test_each_role_may_do_exactly_what_it_is_allowed(client, world, action, role):
    act = ACTIONS[action]
    if act.prepare:
        act.prepare(world)
    user = world.users[role]
    headers: dict[str, str] = {}
    if user is not None and act.api:
        headers["HTTP_AUTHORIZATION"] = f"Token {Token.objects.create(user=user).key}"
    elif user is not None:
        client.force_login(user)
    url = act.url(world)
    response = getattr(client, act.method)(url, act.data, **headers)
    expected = act.expect[role]
    if expected == LOGIN:
        assert (response.status_code, response["Location"].split("?")[0]) == (302, reverse("login"))
    else:
        assert response.status_code == expected
    if act.happened is not None:
        assert act.happened(world) is (expected == 302)


def test_a_judge_sees_the_dashboard_without_the_organizers_controls(client, world):
    client.force_login(world.users["judge"])
    page = client.get(world.url("events:manage")).content.decode()
    assert world.url("events:check", world.target.pk) in page
    for control in (
        world.url("events:drop", world.target.pk),
        world.url("events:action", world.target.pk, "unlock"),
        world.url("events:publish"),
        'name="username"',
    ):
        assert control not in page
    client.force_login(world.users["co-organizer"])
    page = client.get(world.url("events:manage")).content.decode()
    assert world.url("events:drop", world.target.pk) in page
    assert world.url("events:publish") in page


def test_a_judge_cannot_make_themselves_a_co_organizer(client, world):
    judge = world.users["judge"]
    client.force_login(judge)
    response = client.post(world.url("events:manage"), {"username": judge.username, "role": "co-organizer"})
    assert response.status_code == 403
    assert EventStaff.objects.get(event=world.event, user=judge).role == "judge"
