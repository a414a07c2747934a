"""Every deck response is what the schema documents, and a page of decks costs a fixed number of queries."""

import json

import pytest
from rest_framework.authtoken.models import Token

from tests.api.schema_check import assert_matches_schema
from tests.factories import LEGAL_D0, RED
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_create, deck_import

pytestmark = pytest.mark.django_db


@pytest.fixture
def api_schema(client, demo_cards):
    """The test client the calls below go through; each answer is checked against the published schema."""
    return client


@pytest.fixture
def token(user):
    return Token.objects.create(user=user).key


@pytest.fixture
def zx_deck(user, demo_cards):
    return deck_create(owner=user, title="赤単", cards=deck_import(data=RED).deck, visibility=Deck.Visibility.PUBLIC)


@pytest.fixture
def d0_deck(user, demo_cards):
    cards = deck_import(data=LEGAL_D0, game="d0").deck
    return deck_create(owner=user, title="D0", cards=cards, visibility=Deck.Visibility.PUBLIC, game="d0")


def call(client, method, path, token=None, path_parameters=None, query=None, body=None):
    headers = {"HTTP_AUTHORIZATION": f"Token {token}"} if token else {}
    url = path.format(**(path_parameters or {}))
    if method == "GET":
        response = client.get(url, query or {}, **headers)
    else:
        response = client.generic(method, url, json.dumps(body), content_type="application/json", **headers)
    assert_matches_schema(response)  # fails when the response strays from the documented schema
    return response.json()


def test_deck_responses_match_their_documented_serializers(api_schema, token, zx_deck):
    pk = {"id": zx_deck.pk}
    assert call(api_schema, "GET", "/api/v1/decks/{id}/", path_parameters=pk)["object"] == "deck"
    assert "share_uri" in call(api_schema, "GET", "/api/v1/decks/{id}/", token, path_parameters=pk)
    assert call(api_schema, "GET", "/api/v1/decks/", query={"q": "赤"})["data"][0]["id"] == zx_deck.pk
    created = call(api_schema, "POST", "/api/v1/decks/", token, body={"title": "新", "text": RED})
    patched = call(
        api_schema, "PATCH", "/api/v1/decks/{id}/", token, path_parameters={"id": created["id"]}, body={"title": "改"}
    )
    assert (patched["title"], patched["version"]) == ("改", 1)  # a new title alone is not a new version


def test_validation_reports_match_their_documented_serializer(api_schema, zx_deck):
    report = call(api_schema, "GET", "/api/v1/decks/{id}/validate", path_parameters={"id": zx_deck.pk})
    assert report["legal"] is True
    bad = call(api_schema, "POST", "/api/v1/decks/validate", body={"text": "[deck]\n5 DM01-001\n"})
    assert bad["violations"]


@pytest.mark.parametrize(
    ("deck_name", "query", "kind"),
    [
        ("zx_deck", {"games": 1, "turns": 2}, "goldfish_game"),
        ("zx_deck", {"games": 200, "target": ["DM01-004"], "pay": "DM01-010", "damage": 1}, "goldfish_odds"),
        ("zx_deck", {"games": 200, "target": ["存在しない"]}, "goldfish_odds"),
        ("d0_deck", {"games": 1}, "d0_hand"),
        ("d0_deck", {"games": 200, "target": ["D0DM-001"]}, "d0_odds"),
    ],
)
def test_each_kind_of_goldfish_answer_is_typed_in_the_schema(api_schema, request, deck_name, query, kind):
    deck = request.getfixturevalue(deck_name)
    answer = call(api_schema, "GET", "/api/v1/decks/{id}/goldfish", path_parameters={"id": deck.pk}, query=query)
    assert answer["object"] == kind


def test_the_schema_names_the_goldfish_answers(client):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    answer = schema["paths"]["/api/v1/decks/{id}/goldfish"]["get"]["responses"]["200"]["content"]
    documented = answer["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
    kinds = schema["components"]["schemas"][documented]["discriminator"]["mapping"]
    assert set(kinds) == {"goldfish_game", "goldfish_odds", "d0_hand", "d0_odds"}


def test_a_page_of_decks_costs_the_same_queries_whatever_its_length(
    client, user, demo_cards, django_assert_max_num_queries
):
    cards = deck_import(data=RED).deck

    def queries_for_a_page():
        from django.db import connection
        from django.test.utils import CaptureQueriesContext

        with CaptureQueriesContext(connection) as captured:
            data = client.get("/api/v1/decks/").json()
        return len(captured), len(data["data"])

    deck_create(owner=user, title="1", cards=cards, visibility="public")
    few, listed = queries_for_a_page()
    assert listed == 1
    for i in range(11):
        deck_create(owner=user, title=str(i), cards=cards, visibility="public")
    many, listed = queries_for_a_page()
    assert (listed, many) == (12, few)
    with django_assert_max_num_queries(6):
        client.get("/api/v1/decks/")


def test_the_list_reads_only_its_page_from_the_database(client, user, demo_cards):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    cards = deck_import(data=RED).deck
    for i in range(3):
        deck_create(owner=user, title=str(i), cards=cards, visibility="public")
    with CaptureQueriesContext(connection) as captured:
        client.get("/api/v1/decks/")
    (deck_query,) = [q["sql"] for q in captured if 'FROM "decks_deck"' in q["sql"]]
    assert "LIMIT 50" in deck_query  # the page's ids
    assert "LIMIT 1001" in deck_query  # the decks counted no further than the count limit
