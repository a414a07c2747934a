"""The deck endpoints: CRUD with token or session auth, visibility, conflicts, validate and export by id."""

import pytest
from rest_framework.authtoken.models import Token

from tests.factories import RED, DeckFactory
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_import
from zxdecks.rules.cards import Zone

pytestmark = pytest.mark.django_db


@pytest.fixture
def token(user):
    return Token.objects.create(user=user).key


def auth(key):
    return {"HTTP_AUTHORIZATION": f"Token {key}"}


@pytest.fixture
def public_deck(user, demo_cards):
    return DeckFactory(owner=user, title="公開", visibility=Deck.Visibility.PUBLIC)


@pytest.fixture
def private_deck(user, demo_cards):
    return DeckFactory(owner=user, title="非公開")


def test_a_token_is_issued_for_a_username_and_password(client, user):
    response = client.post(
        "/api/v1/token/", {"username": "alice", "password": "correct horse battery"}, content_type="application/json"
    )
    assert response.status_code == 200
    assert len(response.json()["token"]) == 40


def test_create_a_deck_from_text_with_a_token(client, token, demo_cards):
    response = client.post(
        "/api/v1/decks/",
        {"title": "APIの赤単", "text": RED, "visibility": "public"},
        content_type="application/json",
        **auth(token),
    )
    assert response.status_code == 201
    data = response.json()
    assert (data["object"], data["version"], data["legal"], data["owner"]) == ("deck", 1, True, "alice")
    assert {"zone": "player", "number": "DM01-101", "name": "焔城アカネ", "count": 1} in data["cards"]
    assert data["share_uri"].startswith("http://testserver/decks/s/")


def test_create_needs_sign_in_and_names_bad_lines(client, token, demo_cards):
    assert client.post("/api/v1/decks/", {"title": "x"}, content_type="application/json").status_code == 401
    data = client.post(
        "/api/v1/decks/", {"title": "x", "text": "4 ZZ99-999"}, content_type="application/json", **auth(token)
    ).json()
    assert (data["status"], data["code"], data["errors"][0]["line"]) == (400, "invalid_decklist", 1)
    data = client.post("/api/v1/decks/", {"text": "4 DM01-001"}, content_type="application/json", **auth(token)).json()
    assert data["errors"][0]["field"] == "title"
    assert not Deck.objects.exists()


def test_public_decks_are_readable_by_anyone(client, public_deck):
    data = client.get(f"/api/v1/decks/{public_deck.pk}/").json()
    assert data["title"] == "公開"
    assert "share_uri" not in data
    listed = client.get("/api/v1/decks/").json()
    assert [d["id"] for d in listed["data"]] == [public_deck.pk]


def test_another_users_private_deck_is_404(client, other_user, private_deck):
    other = Token.objects.create(user=other_user).key
    for url in (
        f"/api/v1/decks/{private_deck.pk}/",
        f"/api/v1/decks/{private_deck.pk}/validate",
        f"/api/v1/decks/{private_deck.pk}/export",
    ):
        response = client.get(url, **auth(other))
        assert response.status_code == 404, url
        assert response.json()["code"] == "not_found"
    assert (
        client.patch(
            f"/api/v1/decks/{private_deck.pk}/", {"title": "x"}, content_type="application/json", **auth(other)
        ).status_code
        == 404
    )
    assert client.delete(f"/api/v1/decks/{private_deck.pk}/", **auth(other)).status_code == 404


def test_an_unlisted_deck_opens_with_its_token(client, user, demo_cards):
    deck = DeckFactory(owner=user, title="限定", visibility=Deck.Visibility.UNLISTED)
    assert client.get(f"/api/v1/decks/{deck.pk}/").status_code == 404
    assert client.get(f"/api/v1/decks/{deck.pk}/", {"token": deck.share_token}).status_code == 200
    assert client.get(f"/api/v1/decks/{deck.pk}/", {"token": "wrong"}).status_code == 404


def test_the_owner_lists_their_own_decks(client, token, private_deck, public_deck):
    data = client.get("/api/v1/decks/", {"mine": "true"}, **auth(token)).json()
    assert {d["title"] for d in data["data"]} == {"公開", "非公開"}
    assert client.get("/api/v1/decks/", {"mine": "true"}).status_code == 401


def test_patch_records_a_version_and_a_stale_base_is_409(client, token, private_deck):
    url = f"/api/v1/decks/{private_deck.pk}/"
    smaller = RED.replace("2 DM01-014", "1 DM01-014")
    data = client.patch(
        url, {"text": smaller, "base_version": 1}, content_type="application/json", **auth(token)
    ).json()
    assert (data["version"], data["legal"]) == (2, False)
    response = client.patch(url, {"text": RED, "base_version": 1}, content_type="application/json", **auth(token))
    assert response.status_code == 409
    assert (response.json()["type"], response.json()["current_version"]) == ("version_conflict", 2)
    data = client.patch(url, {"title": "改名"}, content_type="application/json", **auth(token)).json()
    assert (data["title"], data["version"]) == ("改名", 2)  # a change of details alone records no version


def test_delete_removes_the_deck(client, token, private_deck):
    assert client.delete(f"/api/v1/decks/{private_deck.pk}/", **auth(token)).status_code == 204
    assert not Deck.objects.exists()


def test_validate_a_stored_deck_as_of_a_date(client, public_deck):
    data = client.get(f"/api/v1/decks/{public_deck.pk}/validate", {"as_of": "2025-01-01"}).json()
    assert (data["legal"], data["as_of"]) == (True, "2025-01-01")
    bad = client.get(f"/api/v1/decks/{public_deck.pk}/validate", {"as_of": "soon"}).json()
    assert bad["errors"][0]["field"] == "as_of"


@pytest.mark.parametrize(
    ("fmt", "marker"), [("text", "[dynamis]"), ("json", '"format": "zxdecks-deck"'), ("csv", "zone,count,number,name")]
)
def test_export_a_stored_deck(client, public_deck, fmt, marker):
    response = client.get(f"/api/v1/decks/{public_deck.pk}/export", {"format": fmt})
    assert response.status_code == 200
    assert marker in response.content.decode()
    assert deck_import(data=response.content.decode()).deck.size(Zone.DECK) == 50


def test_an_unknown_export_format_names_the_field(client, public_deck):
    data = client.get(f"/api/v1/decks/{public_deck.pk}/export", {"format": "pdf"}).json()
    assert data["errors"][0]["field"] == "format"


def test_writes_are_not_open_cross_origin(client, token, demo_cards):
    response = client.options(
        "/api/v1/decks/", HTTP_ORIGIN="https://x.example", HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST"
    )
    assert "POST" not in response.get("Access-Control-Allow-Methods", "")
