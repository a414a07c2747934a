"""Every card endpoint answers what its schema documents; the card object is CardSerializer's."""

import datetime as dt
import json

import pytest
from django.conf import settings

from cards.models import Card, RegulationEntry
from cards.selectors import card_records
from cards.serializers import CardSerializer
from tests.api.schema_check import assert_matches_schema, response_schema

pytestmark = pytest.mark.django_db

CARD_REQUESTS = [
    ("/api/v1/cards/", {"q": "あぐに"}, 200),
    ("/api/v1/cards/", {"q": "colour:purple t:zx", "page": 2}, 200),
    ("/api/v1/cards/", {"q": "game:d0", "sort": "-cost"}, 200),
    ("/api/v1/cards/", {"cost_min": "cheap"}, 400),
    ("/api/v1/cards/", {"q": " ".join(["-t:zx"] * 11)}, 400),
    ("/api/v1/cards/", {"page": 0}, 400),
    ("/api/v1/cards/DM01-039/", {}, 200),
    ("/api/v1/cards/D0DM-001/", {}, 200),
    ("/api/v1/cards/DM01-108/", {}, 200),
    ("/api/v1/cards/ZZ99-999/", {}, 404),
    ("/api/v1/cards/named/", {"exact": "紅蓮の先駆けアグニ"}, 200),
    ("/api/v1/cards/named/", {"fuzzy": "竜騎士ガルム"}, 404),
    ("/api/v1/cards/named/", {}, 400),
    ("/api/v1/cards/autocomplete/", {"q": "の"}, 200),
    ("/api/v1/cards/autocomplete/", {"q": ""}, 200),
    ("/api/v1/regulations/", {}, 200),
    ("/api/v1/regulations/", {"in_force_on": "2024-06-01", "status": "sealed"}, 200),
    ("/api/v1/regulations/", {"since": "yesterday"}, 400),
]


@pytest.fixture
def regulated(demo_cards):
    RegulationEntry.objects.create(card_name="紅の竜騎士ガルム", status="legend", effective_date=dt.date(2020, 1, 1))


@pytest.mark.parametrize(("path", "params", "status"), CARD_REQUESTS)
def test_each_card_endpoint_answers_its_documented_schema(client, regulated, path, params, status):
    response = client.get(path, params)
    assert response.status_code == status, response.content[:300]
    assert_matches_schema(response)


def test_the_schema_check_catches_an_undocumented_key_and_a_wrong_type(client, demo_cards):
    response = client.get("/api/v1/cards/DM01-001/")
    response_data = response.json()
    response.json = lambda: {**response_data, "surprise": 1}
    with pytest.raises(AssertionError, match="surprise"):
        assert_matches_schema(response)
    response.json = lambda: {**response_data, "power": "strong"}
    with pytest.raises(AssertionError, match="power"):
        assert_matches_schema(response)
    assert response_schema("GET", "/api/v1/cards/named/", 200) == response_schema("GET", "/api/v1/cards/X/", 200)


def test_the_cached_card_object_is_the_card_serializers(client, regulated):
    for number in ("DM01-039", "DM01-001", "D0DM-001"):
        (record,) = card_records([Card.objects.get(collector_number=number)])
        expected = CardSerializer(record, context={"base_url": settings.SITE_URL}).data
        assert (
            client.get(f"/api/v1/cards/{number}/").content
            == json.dumps(expected, ensure_ascii=False, separators=(",", ":")).encode()
        )


def test_the_bulk_file_holds_the_same_card_objects(client, regulated):
    from cards.bulk import bulk_build

    bulk_build()  # an admin edit writes it in the background; here at once
    bulk = json.loads(b"".join(client.get("/api/v1/cards/bulk/").streaming_content))
    by_number = {c["collector_number"]: c for c in bulk["data"]}
    assert by_number["DM01-039"] == client.get("/api/v1/cards/DM01-039/").json()
    assert by_number["DM01-039"]["regulation_status"] == "legend"


def test_the_ping_and_token_endpoints_answer_their_documented_schemas(client, user):
    import json

    assert_matches_schema(client.get("/api/v1/ping/"))
    assert_matches_schema(client.get("/api/v1/ping/limited/"))
    assert_matches_schema(client.post("/api/v1/ping/", json.dumps({"a": 1}), content_type="application/json"))
    token = client.post(
        "/api/v1/token/",
        json.dumps({"username": "alice", "password": "correct horse battery"}),
        content_type="application/json",
    )
    assert token.status_code == 200
    assert_matches_schema(token)
