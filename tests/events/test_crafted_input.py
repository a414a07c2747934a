"""Crafted input on the event pages and endpoints: each bad value is a form error or a 4xx naming it, never a 500."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation
from rest_framework.authtoken.models import Token

from tests.events.conftest import players
from zxdecks.decks.services import deck_create
from zxdecks.events.services import registration_submit
from zxdecks.rules.deck import Deck as EngineDeck

pytestmark = pytest.mark.django_db
DEEP_JSON = "[" * 50_000 + "]" * 50_000
HUGE_COUNT = "9" * 5000 + " DM01-001"
EVENT = {
    "name": "大会", "game": "zx", "date": "2025-01-25", "venue": "", "capacity": "8",
    "registration_opens": "2025-01-10T10:00", "registration_closes": "2025-01-20T23:59",
}  # fmt: skip


def _errors(response, field: str) -> list[str]:
    assert response.status_code in (200, 400), response.status_code
    return [str(e) for e in response.context["form"].errors.get(field, [])]


def test_a_deadline_before_the_opening_is_a_form_error_in_japanese_not_a_database_message(client, organizer):
    client.force_login(organizer)
    response = client.post(reverse("events:new"), {**EVENT, "registration_closes": "2025-01-01T00:00"})
    body = response.content.decode()
    assert _errors(response, "registration_closes") == ["締切は受付開始より後にしてください。"]
    assert "制約" not in body
    assert "closes_after_opens" not in body


def test_a_deadline_before_the_opening_is_an_english_form_error_on_the_english_site(client, organizer):
    client.force_login(organizer)
    response = client.post(
        reverse("events:new"), {**EVENT, "registration_closes": "2025-01-10T10:00"}, HTTP_ACCEPT_LANGUAGE="en"
    )
    assert "The deadline must be after registration opens." in response.content.decode()
    assert list(response.context["form"].errors) == ["registration_closes"]


def test_the_database_constraint_speaks_the_users_language_when_a_model_is_checked_directly(organizer):
    from django.core.exceptions import ValidationError

    from tests.events.conftest import CLOSES, OPENS
    from zxdecks.events.models import Event

    event = Event(
        name="x", date=CLOSES.date(), capacity=1, organizer=organizer, regulation_date=CLOSES.date(),
        registration_opens=CLOSES, registration_closes=OPENS,
    )  # fmt: skip
    with translation.override("ja"), pytest.raises(ValidationError) as excinfo:
        event.full_clean()
    assert "締切は受付開始より後にしてください。" in str(excinfo.value)
    assert "制約" not in str(excinfo.value)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("capacity", "9" * 30),
        ("capacity", "0"),
        ("capacity", "-1"),
        ("registration_opens", "0001-01-01T00:00"),
        ("registration_closes", "0001-01-01T08:59"),
        ("registration_opens", "2025-13-45T99:99"),
        ("date", "0000-01-01"),
        ("date", "99999-01-01"),
        ("regulation_date", "2025-02-30"),
        ("name", "大\x00会"),
        ("venue", "x" * 201),
        ("game", "chess"),
    ],
)
def test_a_bad_event_field_is_a_form_error_naming_it(client, organizer, field, value):
    client.force_login(organizer)
    response = client.post(reverse("events:new"), {**EVENT, field: value})
    assert _errors(response, field), response.content.decode()[:500]


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"deck": "9" * 30}, "deck"),
        ({"deck": "abc"}, "deck"),
        ({"deck": "-3"}, "deck"),
        ({"text": DEEP_JSON}, "text"),
        ({"text": "4 DM01-001\x00"}, "text"),
        pytest.param({"text": HUGE_COUNT}, "text"),
    ],
)
def test_a_crafted_registration_is_a_form_error(client, event, during, data, field):
    (alice,) = players(1)
    client.force_login(alice)
    response = client.post(reverse("events:detail", args=[event.pk]), data)
    assert _errors(response, field)


def test_a_huge_count_in_a_deck_check_is_an_error_on_the_page(client, event, organizer, during):
    from tests.factories import RED

    (alice,) = players(1)
    registration, _ = registration_submit(event=event, player=alice, text=RED)
    client.force_login(organizer)
    response = client.post(reverse("events:check", args=[event.pk, registration.pk]), {"text": HUGE_COUNT})
    assert response.context["line_errors"]


def test_a_crafted_deck_check_is_an_error_on_the_page(client, event, organizer):
    from tests.events.conftest import DURING
    from tests.factories import RED
    from zxdecks.events.services import registration_submit

    (alice,) = players(1)
    registration, _ = registration_submit(event=event, player=alice, text=RED, now=DURING)
    client.force_login(organizer)
    url = reverse("events:check", args=[event.pk, registration.pk])
    for text in (DEEP_JSON, '{"deck": 5}', "4 NOPE-001\n99 DM01-001"):
        response = client.post(url, {"text": text})
        assert response.status_code == 200
        assert response.context["line_errors"] or response.context["form"].errors


@pytest.mark.parametrize(
    "data",
    [{"username": "a\x00b"}, {"username": "x" * 151}, {"username": "nobody"}, {"username": "ok", "role": "king"}],
)
def test_a_crafted_staff_addition_is_a_form_error(client, event, organizer, data):
    client.force_login(organizer)
    response = client.post(reverse("events:manage", args=[event.pk]), data)
    assert response.status_code == 200
    assert response.context["staff_form"].errors


@pytest.mark.parametrize("query", [{"legal": "x" * 10_000}, {"status": "nope", "legal": "maybe"}])
def test_crafted_dashboard_filters_are_ignored(client, event, organizer, query):
    client.force_login(organizer)
    assert client.get(reverse("events:manage", args=[event.pk]), query).status_code == 200


def test_a_nul_in_a_dashboard_filter_is_a_400_naming_it(client, event, organizer):
    client.force_login(organizer)
    response = client.get(reverse("events:manage", args=[event.pk]), {"status": "\x00"})
    assert response.status_code == 400
    assert "パラメータ「status」に NUL 文字" in response.content.decode()


@pytest.mark.parametrize("token", ["%00", "a" * 500, "..%2F..", "x%00y"])
def test_a_crafted_judge_link_is_a_404(client, event, token):
    assert client.get(f"/events/j/{token}/").status_code == 404


def test_an_unknown_action_is_a_404(client, event, organizer):
    client.force_login(organizer)
    (alice,) = players(1)
    from tests.events.conftest import DURING
    from tests.factories import RED
    from zxdecks.events.services import registration_submit

    registration, _ = registration_submit(event=event, player=alice, text=RED, now=DURING)
    assert client.post(f"/events/{event.pk}/r/{registration.pk}/explode/").status_code == 404


# API
@pytest.fixture
def org_token(organizer):
    return {"HTTP_AUTHORIZATION": f"Token {Token.objects.create(user=organizer).key}"}


API_EVENT = {
    "name": "大会", "date": "2025-01-25", "capacity": 8,
    "registration_opens": "2025-01-10T10:00:00+09:00", "registration_closes": "2025-01-20T23:59:59+09:00",
}  # fmt: skip


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("registration_opens", "0001-01-01T00:00:00+09:00"),
        ("registration_opens", "0001-01-01T00:00:00"),
        ("registration_closes", "9999-12-31T23:59:59-12:00"),
        ("date", "10000-01-01"),
        ("regulation_date", "0000-00-00"),
        ("capacity", 10**30),
        ("capacity", 0),
        ("name", "a\x00b"),
        ("name", "\ud800"),
    ],
)
def test_a_crafted_event_is_a_400_naming_the_field(client, demo_cards, org_token, field, value):
    response = client.post("/api/v1/events/", {**API_EVENT, field: value}, content_type="application/json", **org_token)
    assert response.status_code == 400, response.content
    assert field in {e["field"] for e in response.json()["errors"]}


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"deck_id": 2**70}, "deck_id"),
        ({"deck_id": 2**63}, "deck_id"),
        ({"deck_id": "x"}, "deck_id"),
        ({"text": DEEP_JSON}, None),
        pytest.param({"text": HUGE_COUNT}, None),
        ('{"deck": [{"collector_number": "DM01-001", "count": 1%s}]}' % ("0" * 5000), None),
    ],
)
def test_a_crafted_registration_is_a_400(client, event, during, data, field):
    (alice,) = players(1)
    auth = {"HTTP_AUTHORIZATION": f"Token {Token.objects.create(user=alice).key}"}
    url = f"/api/v1/events/{event.pk}/registrations/"
    response = client.post(url, data, content_type="application/json", **auth)  # a str is sent as it is
    assert response.status_code == 400, response.content
    if field:
        assert field in {e["field"] for e in response.json()["errors"]}


def test_a_deck_id_of_the_maximum_size_is_simply_not_yours(client, event, during):
    (alice,) = players(1)
    deck_create(owner=alice, title="mine", cards=EngineDeck())
    auth = {"HTTP_AUTHORIZATION": f"Token {Token.objects.create(user=alice).key}"}
    response = client.post(
        f"/api/v1/events/{event.pk}/registrations/", {"deck_id": 2**63 - 1}, content_type="application/json", **auth
    )
    assert (response.status_code, response.json()["errors"][0]["field"]) == (400, "deck_id")


def test_deeply_nested_json_to_the_registration_api_is_a_400_not_a_500(client, event, django_user_model):
    user = django_user_model.objects.create_user(username="nester", password="x" * 12)
    client.force_login(user)
    response = client.post(f"/api/v1/events/{event.pk}/registrations/", DEEP_JSON, content_type="application/json")
    assert response.status_code == 400
    assert "nested too deeply" in response.json()["details"]
