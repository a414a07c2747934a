"""The validate API reads the common valid request without DRF's serializer (issue 33.8), to the same data: every
other request still goes through the serializer, which names what is wrong."""

import datetime as dt
from unittest import mock

import pytest

from tests.factories import RED
from zxdecks.decks import apis
from zxdecks.decks.serializers import DeckValidateInputSerializer, plain_validate_input

URL = "/api/v1/decks/validate"

BODIES = [
    {"text": RED},
    {"text": RED, "as_of": "2025-01-01"},
    {"text": "", "game": "d0"},
    {"text": "4 DM01-001", "as_of": "2025-02-28", "game": "d0-limited", "unknown": 1},
    {"text": "x" * 20000},
    # Not plain: the serializer reads (and refuses, or reads) each of these.
    {"text": "x" * 20001},
    {"text": 12},
    {"text": None},
    {"text": "4 DM01-001", "as_of": "2025-02-30"},
    {"text": "4 DM01-001", "as_of": "20250101"},
    {"text": "4 DM01-001", "as_of": ""},
    {"text": "4 DM01-001", "as_of": None},
    {"text": "4 DM01-001", "game": "mtg"},
    {"text": "4 DM01-001", "game": 1},
    {"text": "4 DM01-001", "deck": []},
    {"text": "\ud800"},
    {"deck": [{"collector_number": "DM01-001", "count": 4}]},
    {},
    [],
]


@pytest.mark.parametrize("body", BODIES, ids=range(len(BODIES)))
def test_the_plain_read_is_the_serializers_or_leaves_it_to_the_serializer(body):
    plain = plain_validate_input(body)
    serializer = DeckValidateInputSerializer(data=body)
    if plain is not None:
        assert serializer.is_valid(), serializer.errors
        assert plain == dict(serializer.validated_data)


def test_the_common_requests_are_read_plain():
    assert plain_validate_input({"text": RED, "as_of": "2025-01-01"}) == {
        "text": RED,
        "game": "zx",
        "as_of": dt.date(2025, 1, 1),
    }
    assert plain_validate_input({"text": "4 DM01-001", "game": "d0"}) == {"text": "4 DM01-001", "game": "d0"}
    assert [plain_validate_input(b) for b in BODIES[5:]] == [None] * (len(BODIES) - 5)


@pytest.mark.django_db
def test_a_valid_text_request_builds_no_serializer_and_answers_as_before(client, demo_cards):
    with mock.patch.object(apis, "DeckValidateInputSerializer", side_effect=AssertionError("built")):
        response = client.post(URL, {"text": RED, "as_of": "2025-01-01"}, content_type="application/json")
    assert response.status_code == 200
    data = response.json()
    assert (data["legal"], data["counts"]["deck"], data["counts"]["ignition"]) == (True, 50, 20)


@pytest.mark.django_db
def test_a_bad_date_is_still_named_by_the_serializer(client, demo_cards):
    response = client.post(URL, {"text": RED, "as_of": "2025-02-30"}, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["errors"][0]["field"] == "as_of"
