"""The event API: every response fits its documented schema, a page costs a constant number of queries, and the
deck rule of registration lives in registration_submit."""

from __future__ import annotations

import datetime as dt

import pytest
from django.contrib.auth.models import User
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from rest_framework.authtoken.models import Token

from tests.api.schema_check import assert_matches_schema
from tests.events.conftest import CLOSES, DURING, OPENS, players
from tests.factories import RED
from zxdecks.api import pagination
from zxdecks.decks.services import deck_create, deck_import
from zxdecks.events import apis as event_apis
from zxdecks.events.models import Event, Registration
from zxdecks.events.services import RegistrationDeckRefused, event_create, registration_submit, staff_add

pytestmark = pytest.mark.django_db
EVENT_BODY = {
    "name": "大会", "date": "2025-01-25", "capacity": 2,
    "registration_opens": "2025-01-10T10:00:00+09:00", "registration_closes": "2025-01-20T23:59:59+09:00",
}  # fmt: skip


def auth(user: User) -> dict[str, str]:
    return {"HTTP_AUTHORIZATION": f"Token {Token.objects.get_or_create(user=user)[0].key}"}


def post(client, url, data, user=None):
    return client.post(url, data, content_type="application/json", **(auth(user) if user else {}))


def many_events(organizer, n: int) -> None:
    for i in range(n):
        Event.objects.create(
            name=f"e{i}", date=dt.date(2025, 2, 1) + dt.timedelta(days=i), capacity=4, organizer=organizer,
            registration_opens=OPENS, registration_closes=CLOSES, regulation_date=dt.date(2025, 2, 1),
        )  # fmt: skip


# The schema, endpoint by endpoint
def test_the_event_list_fits_its_schema(client, event, organizer):
    many_events(organizer, 3)
    response = client.get("/api/v1/events/")
    assert response.json()["total"] == 4
    assert_matches_schema(response)
    assert_matches_schema(client.get("/api/v1/events/", {"page": "x"}))


def test_creating_an_event_fits_its_schema_in_every_answer(client, demo_cards, organizer):
    (player,) = players(1)
    path = "/api/v1/events/"
    created = post(client, path, EVENT_BODY, organizer)
    assert created.status_code == 201
    assert_matches_schema(created)
    for response in (
        post(client, path, EVENT_BODY),
        post(client, path, EVENT_BODY, player),
        post(client, path, {**EVENT_BODY, "capacity": 0}, organizer),
    ):
        assert response.status_code in (400, 401, 403)
        assert_matches_schema(response)


def test_an_event_fits_its_schema(client, event):
    assert_matches_schema(client.get(f"/api/v1/events/{event.pk}/"))
    assert_matches_schema(client.get("/api/v1/events/999999/"))


def test_the_registration_list_fits_its_schema_with_and_without_a_submission(client, event, organizer, red):
    alice, bob = players(2)
    registration_submit(event=event, player=alice, cards=red, now=DURING)
    Registration.objects.create(event=event, player=bob)  # signed up, nothing submitted yet
    response = client.get(f"/api/v1/events/{event.pk}/registrations/", **auth(organizer))
    assert [("list" in r, r["submissions"]) for r in response.json()["data"]] == [(True, 1), (False, 0)]
    assert_matches_schema(response)
    assert_matches_schema(client.get(f"/api/v1/events/{event.pk}/registrations/", **auth(alice)))


def test_registering_fits_its_schema_in_every_answer(client, event, organizer, during):
    alice, bob = players(2)
    url = f"/api/v1/events/{event.pk}/registrations/"
    answers = {
        201: post(client, url, {"text": RED}, alice),
        400: post(client, url, {"text": "4 NOPE-001"}, bob),
        401: post(client, url, {"text": RED}),
        404: post(client, "/api/v1/events/999999/registrations/", {"text": RED}, bob),
        422: post(client, url, {"text": "4 DM01-001"}, bob),
    }
    for status, response in answers.items():
        assert response.status_code == status
        assert_matches_schema(response)
    event.registration_closes = DURING - dt.timedelta(seconds=1)
    event.save()
    closed = post(client, url, {"text": RED}, bob)
    assert closed.status_code == 409
    assert_matches_schema(closed)


def test_the_csv_and_one_registration_fit_their_schemas(client, event, organizer, red):
    (alice,) = players(1)
    registration, _ = registration_submit(event=event, player=alice, cards=red, now=DURING)
    assert_matches_schema(client.get(f"/api/v1/events/{event.pk}/registrations.csv", **auth(organizer)))
    assert_matches_schema(client.get(f"/api/v1/events/{event.pk}/registrations.csv"))
    one = client.get(f"/api/v1/events/{event.pk}/registrations/{registration.pk}/", **auth(alice))
    assert one.json()["list"]
    assert_matches_schema(one)
    assert_matches_schema(client.get(f"/api/v1/events/{event.pk}/registrations/{registration.pk}/"))


# Queries
def _event_list_queries(client, page: int = 1) -> int:
    with CaptureQueriesContext(connection) as queries:
        assert client.get("/api/v1/events/", {"page": page}).status_code == 200
    return len(queries)


def test_an_event_page_costs_the_same_queries_however_many_events_and_players(client, organizer, demo_cards, red):
    many_events(organizer, 3)
    few = _event_list_queries(client)
    many_events(organizer, 60)
    for event in Event.objects.all()[:5]:
        event.registration_opens, event.registration_closes = OPENS, CLOSES
        for player in players(3, prefix=f"e{event.pk}-"):
            Registration.objects.create(event=event, player=player)
    assert _event_list_queries(client) == few <= 2


def test_an_event_page_reads_one_page_of_rows_and_counts_the_registered_in_the_database(client, event, red):
    alice, bob, carol = players(3)
    for player in (alice, bob, carol):
        registration_submit(event=event, player=player, cards=red, now=DURING)
    many_events(event.organizer, 55)
    with CaptureQueriesContext(connection) as queries:
        data = client.get("/api/v1/events/", {"page": 2}).json()
    assert [e["registered"] for e in data["data"] if e["id"] == event.pk] == [2]
    selects = [q["sql"] for q in queries if "COUNT" not in q["sql"].upper()[:40]]
    assert all("LIMIT 50" in sql for sql in selects)


def test_a_registration_page_costs_a_constant_number_of_queries(
    client, event, organizer, red, django_assert_max_num_queries
):
    event.capacity = 100
    event.save()
    judge, *entrants = players(31)
    staff_add(event=event, username=judge.username, role="judge", by=organizer)
    for player in entrants:
        registration_submit(event=event, player=player, cards=red, now=DURING)
        registration_submit(event=event, player=player, cards=red, now=DURING + dt.timedelta(minutes=1))
    headers = auth(judge)
    with django_assert_max_num_queries(6):
        data = client.get(f"/api/v1/events/{event.pk}/registrations/", **headers).json()
    assert (len(data["data"]), {r["submissions"] for r in data["data"]}) == (30, {2})


def test_a_later_page_of_events_costs_the_queries_of_the_first_and_counts_no_further_than_the_limit(
    client, organizer, demo_cards, monkeypatch
):
    monkeypatch.setattr(pagination, "COUNT_LIMIT", 20)
    many_events(organizer, 63)
    first, later = _event_list_queries(client), _event_list_queries(client, page=2)
    assert later == first <= 2
    with CaptureQueriesContext(connection) as queries:
        data = client.get("/api/v1/events/", {"page": 2}).json()
    (count,) = [q["sql"] for q in queries if "COUNT(*)" in q["sql"]]
    assert "LIMIT 101" in count  # the end of page 2, past the limit of 20
    assert (len(data["data"]), data["total"], data["has_more"]) == (13, 63, False)
    data = client.get("/api/v1/events/").json()
    assert (data["total"], data["has_more"], data["warnings"]) == (
        50,
        True,
        ["more than 50 results: total stops counting there"],
    )


def test_a_later_page_of_registrations_costs_the_queries_of_the_first(
    client, event, organizer, red, django_assert_max_num_queries, monkeypatch
):
    monkeypatch.setattr(event_apis, "REGISTRATION_PAGE", 10)
    event.capacity = 100
    event.save()
    for player in players(25):
        registration_submit(event=event, player=player, cards=red, now=DURING)
    url, headers = f"/api/v1/events/{event.pk}/registrations/", auth(organizer)
    client.get(url, **headers)  # the token's first use
    pages = []
    for page in (1, 3):
        with CaptureQueriesContext(connection) as queries:
            pages.append(client.get(url, {"page": page}, **headers).json())
        assert len(queries) <= 6
        assert all("LIMIT" in q["sql"] for q in queries if "COUNT(" in q["sql"] and "registration" in q["sql"])
    assert [len(p["data"]) for p in pages] == [10, 5]


# The deck rule, in the service
def test_registration_submit_refuses_another_players_deck(event, during):
    alice, bob = players(2)
    deck = deck_create(owner=bob, title="bob's", cards=deck_import(data=RED).deck)
    with pytest.raises(RegistrationDeckRefused) as excinfo:
        registration_submit(event=event, player=alice, deck_id=deck.pk)
    assert excinfo.value.reason == "not_yours"
    assert not Registration.objects.exists()


def test_registration_submit_refuses_a_deck_of_another_game(organizer, demo_cards, during):
    d0 = event_create(
        organizer=organizer, name="D0", game="d0", date=dt.date(2025, 1, 25), capacity=8,
        registration_opens=OPENS, registration_closes=CLOSES,
    )  # fmt: skip
    (alice,) = players(1)
    deck = deck_create(owner=alice, title="Z/X", cards=deck_import(data=RED).deck)
    with pytest.raises(RegistrationDeckRefused) as excinfo:
        registration_submit(event=d0, player=alice, deck_id=deck.pk)
    assert excinfo.value.reason == "wrong_game"


def test_the_registration_page_refuses_a_crafted_deck_id_of_another_player(client, event, during):
    alice, bob = players(2)
    deck = deck_create(owner=bob, title="bob's", cards=deck_import(data=RED).deck)
    client.force_login(alice)
    response = client.post(reverse("events:detail", args=[event.pk]), {"deck": deck.pk})
    assert response.context["form"].errors["deck"] == ["あなたのデッキではありません。"]
    assert not Registration.objects.exists()


def test_the_registration_page_registers_with_ones_own_deck(client, event, during):
    (alice,) = players(1)
    deck = deck_create(owner=alice, title="mine", cards=deck_import(data=RED).deck)
    client.force_login(alice)
    page = client.get(reverse("events:detail", args=[event.pk])).content.decode()
    assert f'<option value="{deck.pk}">mine</option>' in page
    assert client.post(reverse("events:detail", args=[event.pk]), {"deck": deck.pk}).status_code == 302
    assert Registration.objects.get().current.source_deck == deck
