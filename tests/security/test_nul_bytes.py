"""A NUL byte anywhere in a request (path, query, form or JSON body) is a 400 or a 404, never a 500.

PostgreSQL refuses NUL in text ("PostgreSQL text fields cannot contain NUL"), so on PostgreSQL any NUL that reaches
a query is a 500; SQLite stores it quietly. These run on both; CI runs them on PostgreSQL too.
"""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from tests.security.world import DURING, build_world

pytestmark = pytest.mark.django_db


@pytest.fixture
def world(demo_cards, monkeypatch):
    monkeypatch.setattr("zxdecks.events.services.registration.timezone.now", lambda: DURING)
    return build_world()


PATHS = [
    "/cards/%00/",
    "/cards/DM01-001%00/",
    "/api/v1/cards/%00/",
    "/api/v1/cards/B01%00/",
    "/decks/s/%00/",
    "/decks/s/abc%00/",
    "/decks/%00/",
    "/api/v1/decks/%00/",
    "/events/%00/",
    "/accounts/password/reset/%00/%00/",
]


@pytest.mark.parametrize("path", PATHS)
def test_a_nul_byte_in_a_path_is_a_404(client, world, path):
    client.force_login(world.users["owner"])
    response = client.get(path)
    assert response.status_code == 404
    if path.startswith("/api/"):
        assert response.json()["code"] == "not_found"
    else:
        assert "ページが見つかりません" in response.content.decode()


PAGE_QUERIES = [
    ("/cards/?q=a%00b", "q"),
    ("/decks/?q=a%00b", "q"),
    ("/decks/s/abc/?token=a%00b", "token"),
    ("/cards/?page=1&a%00b=1", "a\\0b"),
]


@pytest.mark.parametrize(("path", "name"), PAGE_QUERIES)
def test_a_nul_byte_in_a_pages_query_is_a_400_naming_the_parameter(client, world, path, name):
    response = client.get(path)
    assert response.status_code == 400
    assert f"アドレスのパラメータ「{name}」に NUL 文字" in response.content.decode()


def test_the_nul_page_is_english_for_english_readers(client, world):
    response = client.get("/decks/?q=a%00b", HTTP_ACCEPT_LANGUAGE="en")
    assert "The parameter “q” in the address contains a NUL character" in response.content.decode()


API_QUERIES = [
    ("/api/v1/cards/?q=a%00b", "q"),
    ("/api/v1/cards/named/?exact=a%00b", "exact"),
    ("/api/v1/decks/?card=a%00b", "card"),
    ("/api/v1/regulations/?until=a%00b", "until"),
]


@pytest.mark.parametrize(("path", "name"), API_QUERIES)
def test_a_nul_byte_in_an_api_query_is_a_400_error_object_naming_the_parameter(client, world, path, name):
    response = client.get(path)
    assert response.status_code == 400
    assert response.json()["errors"] == [{"field": name, "message": "NUL character"}]


ROW_PARTS = ("deck", "dynamis", "player")


def _rows_body(part: str) -> dict[str, object]:
    return {"title": "t", part: [{"collector_number": "DM01-001\x00", "count": 1}]}


@pytest.mark.parametrize("part", ROW_PARTS)
def test_a_nul_in_a_parts_rows_collector_number_is_a_400_on_validate(client, world, part):
    response = client.post("/api/v1/decks/validate", _rows_body(part), content_type="application/json")
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"field": f"{part}[0].collector_number", "message": "contains a NUL character"}
    ]


@pytest.mark.parametrize("part", ROW_PARTS)
def test_a_nul_in_a_parts_rows_collector_number_is_a_400_on_deck_create(client, world, part):
    client.force_login(world.users["owner"])
    response = client.post("/api/v1/decks/", _rows_body(part), content_type="application/json")
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"field": f"{part}[0].collector_number", "message": "contains a NUL character"}
    ]


@pytest.mark.parametrize("part", ROW_PARTS)
def test_a_nul_in_a_parts_rows_collector_number_is_a_400_on_registration(client, world, part):
    client.force_login(User.objects.create_user("newcomer"))
    response = client.post(
        f"/api/v1/events/{world.event.pk}/registrations/", _rows_body(part), content_type="application/json"
    )
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"field": f"{part}[0].collector_number", "message": "contains a NUL character"}
    ]


def test_a_session_cookie_holding_nul_counts_as_no_session(client, world):
    """Django decodes \\000 in a quoted cookie value; the session store would look the key up in the database."""
    client.force_login(world.users["owner"])
    client.cookies["sessionid"] = "abcdefgh\x00ijkl"
    response = client.get("/accounts/")
    assert response.status_code == 302  # to the login page: no session, no error
    assert response["Location"].startswith("/accounts/login/")
    assert client.get("/").status_code == 200


def test_a_quoted_cookie_with_an_octal_nul_from_the_wire_is_no_session(client, world):
    response = client.get("/accounts/", HTTP_COOKIE='sessionid="abcdefgh\\000ijkl"')
    assert response.status_code == 302
