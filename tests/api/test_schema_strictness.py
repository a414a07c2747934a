"""The API refuses what its schema refuses (schemathesis's negative cases) and documents every status it answers."""

from __future__ import annotations

import pytest
from rest_framework.authtoken.models import Token

from tests.api.schema_check import assert_matches_schema, openapi
from tests.factories import DeckFactory, UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def deck(demo_cards):
    return DeckFactory(owner=UserFactory(username="owner"), visibility="public")


def _refused(response, field: str) -> None:
    assert response.status_code == 400, response.content
    assert field in {e["field"] for e in response.json()["errors"]}, response.json()
    assert_matches_schema(response)


@pytest.mark.parametrize(
    ("url", "field"),
    [
        ("/api/v1/cards/autocomplete/", "q"),
        ("/api/v1/decks/?sort=", "sort"),
        ("/api/v1/decks/?game=", "game"),
        ("/api/v1/decks/?mine=", "mine"),
        ("/api/v1/regulations/?until=", "until"),
        ("/api/v1/regulations/?until=20250101", "until"),
        ("/api/v1/regulations/?since=2025-W01-1", "since"),
        ("/api/v1/regulations/?in_force_on=2025-1-1", "in_force_on"),
        ("/api/v1/regulations/?status=", "status"),
        ("/api/v1/cards/?keyword=", "keyword"),
        ("/api/v1/cards/?keyword=%E7%84%A1%E3%81%84", "keyword"),
        ("/api/v1/cards/?sort=", "sort"),
        ("/api/v1/cards/?order=", "order"),
        ("/api/v1/cards/?cost_min=", "cost_min"),
        ("/api/v1/cards/?ignition=", "ignition"),
        ("/api/v1/cards/?color=", "color"),
    ],
)
def test_a_query_the_schema_refuses_is_a_400_naming_the_parameter(client, demo_cards, url, field):
    _refused(client.get(url), field)


@pytest.mark.parametrize("as_of", ["20250101", "2025-W01-1", "2025-1-1", "", "abc"])
def test_a_stored_decks_as_of_that_is_not_yyyy_mm_dd_is_a_400(client, deck, as_of):
    _refused(client.get(f"/api/v1/decks/{deck.pk}/validate", {"as_of": as_of}), "as_of")


def test_a_deck_lists_as_of_that_is_not_yyyy_mm_dd_is_a_400(client, demo_cards):
    response = client.post(
        "/api/v1/decks/validate", {"text": "4 DM01-001", "as_of": "20250101"}, content_type="application/json"
    )
    _refused(response, "as_of")


def test_what_the_schema_accepts_is_still_answered(client, deck):
    assert client.get("/api/v1/cards/autocomplete/", {"q": ""}).status_code == 200
    assert client.get("/api/v1/decks/", {"sort": "likes", "q": ""}).status_code == 200
    assert client.get("/api/v1/regulations/", {"until": "2025-01-01", "name": ""}).status_code == 200
    assert client.get("/api/v1/cards/", {"sort": "-cost", "q": ""}).status_code == 200
    assert client.get(f"/api/v1/decks/{deck.pk}/validate", {"as_of": "2025-01-01"}).json()["as_of"] == "2025-01-01"


@pytest.mark.parametrize("body", ["[]", "[1, 2]", "1", '"ping"', "null", "true"])
def test_a_ping_body_that_is_not_an_object_is_a_400(client, body):
    response = client.post("/api/v1/ping/", body, content_type="application/json")
    assert response.status_code == 400, response.content
    assert response.json()["code"] == "invalid_request"
    assert_matches_schema(response)


def test_a_ping_object_is_echoed(client):
    response = client.post("/api/v1/ping/", {"a": 1, "b": 2}, content_type="application/json")
    assert response.json() == {"object": "ping", "keys": 2}


def test_a_nul_in_a_deck_token_is_a_documented_400(client, deck):
    for path in (f"/api/v1/decks/{deck.pk}/", f"/api/v1/decks/{deck.pk}/export", f"/api/v1/decks/{deck.pk}/validate"):
        response = client.get(path, {"token": "a\x00b"})
        assert response.status_code == 400
        assert_matches_schema(response)


def test_a_token_request_without_a_password_is_a_documented_400(client, demo_cards):
    UserFactory(username="alice")
    response = client.post("/api/v1/token/", {"username": "alice"}, content_type="application/json")
    assert response.status_code == 400
    assert "password" in {e["field"] for e in response.json()["errors"]}
    assert_matches_schema(response)


def test_a_token_request_over_the_login_limit_is_a_documented_429(client, demo_cards, settings):
    assert "429" in openapi()["paths"]["/api/v1/token/"]["post"]["responses"]


def test_every_operation_with_query_parameters_documents_400_and_414(demo_cards):
    """Every API view refuses a NUL in any query parameter with 400, and gunicorn refuses a request line over 4 KB
    with 414 (schemathesis sends such query strings): every operation that takes parameters says both."""
    missing = [
        f"{method.upper()} {path}"
        for path, item in openapi()["paths"].items()
        for method, operation in item.items()
        if any(p["in"] == "query" for p in operation.get("parameters", []))
        and "400" not in operation["responses"]
        and path != "/api/v1/schema/"  # drf-spectacular's own view, not an ApiView; the fuzzers leave it out too
    ]
    assert missing == []


def test_a_token_answer_is_documented(client, demo_cards):
    user = UserFactory(username="alice")
    response = client.post(
        "/api/v1/token/", {"username": "alice", "password": "correct horse battery"}, content_type="application/json"
    )
    assert response.json() == {"token": Token.objects.get(user=user).key}
    assert_matches_schema(response)


def test_an_empty_value_of_a_text_parameter_that_may_be_blank_is_valid_by_the_schema(demo_cards):
    """drf-spectacular writes oneOf [pattern, empty]; "" matches both, which oneOf refuses (see schema_hooks)."""
    import jsonschema  # type: ignore[import-untyped]

    parameters = {p["name"]: p["schema"] for p in openapi()["paths"]["/api/v1/decks/"]["get"]["parameters"]}
    for name in ("q", "card", "player"):
        jsonschema.validate("", parameters[name])
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate("a\x00b", parameters[name])


def test_the_limited_ping_answers_as_the_ping_and_is_refused_past_its_rate_where_the_ping_is_not(client, settings):
    settings.API_RATES = {**settings.API_RATES, "ping_anon": "2/min"}
    assert client.get("/api/v1/ping/limited/").json() == {"object": "ping"}
    posted = client.post("/api/v1/ping/limited/", {"a": 1, "b": 2}, content_type="application/json")
    assert posted.json() == {"object": "ping", "keys": 2}
    refused = client.get("/api/v1/ping/limited/")
    assert (refused.status_code, refused.json()["code"]) == (429, "throttled")
    assert [client.get("/api/v1/ping/").status_code for _ in range(3)] == [200, 200, 200]
