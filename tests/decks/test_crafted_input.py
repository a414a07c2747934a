"""Crafted input on the deck pages and endpoints: each answers 4xx with a message naming what is wrong, never 500."""

import json

import pytest
from django.core.management import CommandError, call_command
from django.test import Client
from django.urls import reverse
from rest_framework.authtoken.models import Token

from tests.factories import RED
from zxdecks.decks import apis
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_create, deck_import, deck_restore, deck_save
from zxdecks.decks.services.goldfish import GoldfishError, GoldfishQuestion, goldfish_answer

pytestmark = pytest.mark.django_db

HUGE = "9" * 5000  # over Python's 4,300-digit limit for reading an integer
DEEP = '{"format": "zxdecks-deck", "deck": ' + "[" * 5000 + "]" * 5000 + "}"  # fits the list fields' limits


@pytest.fixture
def deck(user, demo_cards):
    return deck_create(owner=user, title="赤単", cards=deck_import(data=RED).deck, visibility=Deck.Visibility.PUBLIC)


@pytest.fixture
def empty_deck(user, demo_cards):
    return deck_create(owner=user, title="空", cards=deck_import(data="[player]\n1 DM01-101").deck, visibility="public")


@pytest.fixture
def auth(user):
    return {"HTTP_AUTHORIZATION": f"Token {Token.objects.create(user=user).key}"}


# Restoring a version that does not exist
@pytest.mark.parametrize("number", [0, 999])
def test_restoring_a_version_that_does_not_exist_is_404(client, user, deck, number):
    client.force_login(user)
    response = client.post(f"/decks/{deck.pk}/v{number}/restore/")
    assert response.status_code == 404
    deck.refresh_from_db()
    assert deck.version_number == 1


# Goldfish on an empty main deck
def test_goldfish_refuses_an_empty_main_deck_naming_it(demo_cards):
    cards = deck_import(data="[player]\n1 DM01-101").deck
    for game, games in (("zx", 1000), ("zx", 1), ("d0", 1000), ("d0", 1)):
        with pytest.raises(GoldfishError) as excinfo:
            goldfish_answer(deck=cards, game=game, question=GoldfishQuestion(games=games, targets=("DM01-001",)))
        assert excinfo.value.field == "deck"


def test_the_goldfish_page_of_an_empty_deck_says_so(client, empty_deck):
    response = client.get(reverse("decks:goldfish", args=[empty_deck.pk]), {"seed": 1})
    assert response.status_code == 200
    assert (
        "the main deck is empty" in response.content.decode()
        or "メインデッキにカードがありません" in response.content.decode()
    )


def test_the_goldfish_api_on_an_empty_deck_is_400_naming_the_deck(client, empty_deck):
    for games in (1, 1000):
        response = client.get(f"/api/v1/decks/{empty_deck.pk}/goldfish", {"games": games})
        data = response.json()
        assert (response.status_code, data["code"], data["errors"][0]["field"]) == (400, "invalid_request", "deck")


def test_the_goldfish_command_on_an_empty_deck_is_an_error(tmp_path, demo_cards):
    path = tmp_path / "empty.txt"
    path.write_text("[player]\n1 DM01-101\n", encoding="utf-8")
    with pytest.raises(CommandError, match="the main deck is empty"):
        call_command("goldfish", str(path), "--games", "100")


# A PATCH racing a DELETE
def test_a_save_of_a_deck_deleted_meanwhile_is_404(user, deck):
    from django.http import Http404

    Deck.objects.filter(pk=deck.pk).delete()
    with pytest.raises(Http404):
        deck_save(deck=deck, author=user, cards=None, base_version=None, title="x")


def test_an_api_patch_racing_a_delete_is_404_not_500(client, auth, deck, monkeypatch):
    looked_up = apis.deck_viewable

    def then_deleted(**kwargs):
        found = looked_up(**kwargs)
        Deck.objects.filter(pk=found.pk).delete()  # the DELETE lands between the PATCH's read and its write
        return found

    monkeypatch.setattr(apis, "deck_viewable", then_deleted)
    response = client.patch(f"/api/v1/decks/{deck.pk}/", {"title": "改名"}, content_type="application/json", **auth)
    assert (response.status_code, response.json()["code"]) == (404, "not_found")


def test_a_web_save_racing_a_delete_is_404_not_500(client, user, deck, monkeypatch):
    from zxdecks.decks import views

    owned = views.deck_owned

    def then_deleted(**kwargs):
        found = owned(**kwargs)
        Deck.objects.filter(pk=found.pk).delete()
        return found

    monkeypatch.setattr(views, "deck_owned", then_deleted)
    client.force_login(user)
    form = {"text": RED, "title": "x", "description": "", "visibility": "public", "base_version": 1}
    assert client.post(reverse("decks:edit", args=[deck.pk]), form).status_code == 404


# API PATCH and base_version
def test_an_api_patch_of_cards_needs_base_version(client, auth, deck):
    url = f"/api/v1/decks/{deck.pk}/"
    response = client.patch(url, {"text": RED}, content_type="application/json", **auth)
    data = response.json()
    assert (response.status_code, data["errors"][0]["field"]) == (400, "base_version")
    rows = {"deck": [{"collector_number": "DM01-001", "count": 4}]}
    assert client.patch(url, rows, content_type="application/json", **auth).status_code == 400
    deck.refresh_from_db()
    assert deck.version_number == 1


def test_an_api_patch_of_details_alone_keeps_the_cards_saved_meanwhile(client, auth, user, deck, monkeypatch):
    smaller = deck_import(data=RED.replace("2 DM01-014", "1 DM01-014")).deck
    looked_up = apis.deck_viewable

    def then_edited(**kwargs):
        found = looked_up(**kwargs)
        deck_save(deck=found, author=user, cards=smaller, base_version=1)  # another editor saves in between
        return found

    monkeypatch.setattr(apis, "deck_viewable", then_edited)
    data = client.patch(f"/api/v1/decks/{deck.pk}/", {"title": "改名"}, content_type="application/json", **auth).json()
    assert (data["title"], data["version"]) == ("改名", 2)  # the concurrent save is v2; a rename adds none
    assert {"zone": "deck", "number": "DM01-014", "name": data["cards"][0]["name"], "count": 1} not in data["cards"]
    assert next(c["count"] for c in data["cards"] if c["number"] == "DM01-014") == 1


# JSON deck imports with details a deck cannot hold
@pytest.mark.parametrize(
    ("title", "message"),
    [("x" * 121, "120文字以内"), ("a\\u0000b", "NUL文字"), ("a\\ud800b", "不正な文字（サロゲート）")],
)
def test_a_json_import_with_a_bad_title_is_a_form_error_naming_the_field(client, user, demo_cards, title, message):
    content = '{"format": "zxdecks-deck", "title": "' + title + '", "deck": [{"number": "DM01-001", "count": 4}]}'
    client.force_login(user)
    response = client.post(reverse("decks:import"), {"content": content, "format": "auto"})
    body = response.content.decode()
    assert response.status_code == 400
    assert f"タイトル: {message}" in body
    assert not Deck.objects.exists()


def test_a_json_import_with_a_description_too_long_is_refused_in_the_pages_language(client, user, demo_cards):
    content = json.dumps({"format": "zxdecks-deck", "title": "t", "description": "d" * 5001, "deck": []})
    client.force_login(user)
    body = client.post(
        reverse("decks:import"), {"content": content, "format": "auto"}, HTTP_ACCEPT_LANGUAGE="en"
    ).content.decode()
    assert "Description: at most 5000 characters" in body


# Deeply nested JSON
def test_deeply_nested_json_on_the_validate_endpoint_is_400(client):
    response = client.post("/api/v1/decks/validate", "[" * 100000 + "]" * 100000, content_type="application/json")
    data = response.json()
    assert (response.status_code, data["code"]) == (400, "parse_error")
    assert "nested too deeply" in data["details"]


def test_deeply_nested_json_on_the_deck_endpoints_is_400(client, auth, deck):
    body = "[" * 100000 + "]" * 100000
    assert client.post("/api/v1/decks/", body, content_type="application/json", **auth).status_code == 400
    patch = client.patch(f"/api/v1/decks/{deck.pk}/", body, content_type="application/json", **auth)
    assert patch.status_code == 400


def test_deeply_nested_json_sent_as_a_decks_list_is_a_line_error(client, auth, demo_cards):
    response = client.post("/api/v1/decks/", {"title": "t", "text": DEEP}, content_type="application/json", **auth)
    data = response.json()
    assert (response.status_code, data["code"]) == (400, "invalid_decklist")
    assert data["errors"][0]["message_en"] == "nested too deeply (JSON)"


def test_deeply_nested_json_on_the_import_page_is_a_line_error(client, user, demo_cards):
    client.force_login(user)
    response = client.post(reverse("decks:import"), {"content": DEEP, "format": "auto"})
    assert response.status_code == 400
    assert "nested too deeply" in response.content.decode() or "入れ子が深すぎます" in response.content.decode()


# Counts too long for Python to read
def test_a_count_over_4300_digits_is_a_line_error_everywhere_a_list_is_read(client, user, demo_cards):
    text = f"[deck]\n4 DM01-001\n{HUGE} DM01-002\n"
    data = client.post("/api/v1/decks/validate", {"text": text}, content_type="application/json").json()
    assert (data["code"], data["errors"][0]["line"], data["errors"][0]["message_en"]) == (
        "invalid_decklist", 3, "the count must be 1 to 999"
    )  # fmt: skip
    as_json = '{"format": "zxdecks-deck", "deck": [{"number": "DM01-001", "count": ' + HUGE + "}]}"
    assert client.post(reverse("decks:import"), {"content": as_json, "format": "auto"}).status_code == 400
    assert client.post(reverse("decks:check"), {"text": text}).status_code == 200
    assert client.post(reverse("decks:editor-parse"), {"text": text}).json()["errors"][0]["line"] == 3
    client.force_login(user)
    form = {"text": text, "title": "x", "description": "", "visibility": "public", "base_version": 0}
    assert client.post(reverse("decks:new"), form).status_code == 400


def test_the_restore_service_says_404_for_no_such_version(user, deck):
    from django.http import Http404

    with pytest.raises(Http404):
        deck_restore(deck=deck, number=999, author=user)


def test_no_crafted_input_above_reaches_a_500(demo_cards):
    client = Client(raise_request_exception=False)
    for body in ("[" * 100000, '{"text": "' + HUGE + ' DM01-001"}'):
        assert client.post("/api/v1/decks/validate", body, content_type="application/json").status_code < 500
