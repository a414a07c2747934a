import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.factories import RED

pytestmark = pytest.mark.django_db
URL = "/api/v1/decks/validate"


def test_the_url_is_where_the_docs_say():
    assert reverse("api:deck-validate") == URL


def test_it_validates_a_text_list(client, demo_cards):
    response = client.post(URL, {"text": RED, "as_of": "2025-01-01"}, content_type="application/json")
    assert response.status_code == 200
    data = response.json()
    assert data["legal"] is True
    assert data["counts"]["ignition"] == 20


def test_it_validates_parts(client, demo_cards):
    body = {"deck": [{"collector_number": "DM01-001", "count": 5}], "dynamis": [], "player": [], "as_of": "2025-01-01"}
    data = client.post(URL, body, content_type="application/json").json()
    assert data["legal"] is False
    assert {k: data["violations"][1][k] for k in ("rule", "count", "limit")} == {
        "rule": "401.2",
        "count": 5,
        "limit": 4,
    }


def test_a_bad_line_answers_400_naming_the_line(client, demo_cards):
    response = client.post(URL, {"text": "4 DM01-001\n4 ZZ99-999"}, content_type="application/json")
    assert response.status_code == 400
    data = response.json()
    assert (data["object"], data["status"], data["code"]) == ("error", 400, "invalid_decklist")
    assert data["details"] == "line 2: no card ZZ99-999"
    assert data["errors"][0]["line"] == 2


def test_a_bad_field_answers_400_naming_the_field(client, demo_cards):
    response = client.post(
        URL, {"deck": [{"collector_number": "DM01-001", "count": 0}]}, content_type="application/json"
    )
    assert response.status_code == 400
    data = response.json()
    assert data["code"] == "invalid_deck"
    assert data["errors"][0]["field"] == "deck[0].count"


def test_rows_that_are_not_objects_name_the_part(client, demo_cards):
    response = client.post(URL, {"deck": ["DM01-001"]}, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["errors"][0]["field"] == "deck"


def test_an_unknown_card_in_parts_answers_400(client, demo_cards):
    response = client.post(URL, {"deck": [{"collector_number": "ZZ99-999"}]}, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["errors"][0]["field"] == "deck[0].collector_number"


def test_both_or_neither_input_is_refused(client, demo_cards):
    response = client.post(URL, {"as_of": "2025-01-01"}, content_type="application/json")
    assert response.status_code == 400
    assert "either 'text'" in response.json()["details"]


def test_a_bad_date_names_the_field(client, demo_cards):
    data = client.post(URL, {"text": RED, "as_of": "2025-02-30"}, content_type="application/json").json()
    assert data["errors"][0]["field"] == "as_of"


def test_malformed_json_is_an_error_object(client):
    response = client.post(URL, "{", content_type="application/json")
    assert response.status_code == 400
    assert response.json()["object"] == "error"


def test_get_is_not_allowed_with_an_error_object(client):
    response = client.get(URL)
    assert response.status_code == 405
    assert response.json()["code"] == "method_not_allowed"


def test_the_schema_documents_the_endpoint(client):
    response = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json")
    assert response.status_code == 200
    assert "/api/v1/decks/validate" in response.content.decode()


def test_an_unmatched_api_url_is_an_error_object(client):
    response = client.get("/api/v1/decks/-1/")
    assert response.status_code == 404
    assert response.json()["object"] == "error"
    assert "text/html" in client.get("/no-such-page/")["Content-Type"]


def test_an_id_too_large_for_the_database_is_a_404_not_a_crash(client):
    response = client.get("/api/v1/events/37020299911765842067093709883560689664/registrations/5/")
    assert response.status_code == 404
    assert response.json()["object"] == "error"


def test_a_lone_surrogate_in_the_list_is_refused_naming_the_field(client, demo_cards):
    body = '{"text": "4 DM01-001\\n\\ud800"}'  # a JSON escape that is no character
    data = client.post("/api/v1/decks/validate", body, content_type="application/json").json()
    assert (data["status"], data["errors"][0]["field"]) == (400, "text")
    assert "U+D800" in data["errors"][0]["message"]


def test_one_requests_fields_do_not_leak_into_the_next(client, demo_cards):
    first = client.post("/api/v1/decks/validate", {"text": "4 DM01-001", "game": "d0"}, content_type="application/json")
    second = client.post("/api/v1/decks/validate", {"text": "4 DM01-001"}, content_type="application/json")
    assert (first.json()["ruleset"], second.json()["ruleset"]) == ("d0", "zx")


def test_a_warm_validation_runs_no_sql_query_while_the_card_version_is_fresh(
    client, demo_cards, settings, django_assert_num_queries
):
    # Issue 33 point 8: the cards, the regulation and the version come from the worker's caches, on any database.
    settings.CARD_CACHE_SECONDS = 60
    body = {"text": RED, "as_of": "2025-01-01"}
    first = client.post(URL, body, content_type="application/json").json()
    with django_assert_num_queries(0):
        response = client.post(URL, body, content_type="application/json")
    assert response.status_code == 200
    assert response.json() == first
    assert first["legal"] is True


def test_a_warm_validation_reads_only_the_card_version_once_its_check_is_due(client, demo_cards, settings):
    settings.CARD_CACHE_SECONDS = 0  # the check is due at every lookup (production: at most every 2 s)
    body = {"text": RED, "as_of": "2025-01-01"}
    first = client.post(URL, body, content_type="application/json").json()
    with CaptureQueriesContext(connection) as captured:
        response = client.post(URL, body, content_type="application/json")
    tables = [set(re.findall(r'FROM "(\w+)"', q["sql"])) for q in captured.captured_queries]
    assert set().union(*tables) == {"cards_catalogversion"}  # the version only: the cards are not read again
    assert response.json() == first
