"""Dimension Zero over the API: decks with a game, validation by the deck's rules, parts with a sideboard, odds."""

import pytest
from rest_framework.authtoken.models import Token

from tests.factories import LEGAL_D0, DeckFactory
from zxdecks.decks.models import Deck

pytestmark = pytest.mark.django_db


@pytest.fixture
def auth(user):
    return {"HTTP_AUTHORIZATION": f"Token {Token.objects.create(user=user).key}"}


@pytest.fixture
def d0_deck(user, demo_cards):
    return DeckFactory(owner=user, title="D0", visibility=Deck.Visibility.PUBLIC, d0=True)


def test_a_d0_deck_is_created_from_text_with_a_sideboard(client, auth, demo_cards):
    response = client.post(
        "/api/v1/decks/", {"title": "D0", "game": "d0", "text": LEGAL_D0}, content_type="application/json", **auth
    )
    data = response.json()
    assert response.status_code == 201
    assert (data["game"], data["legal"]) == ("d0", True)
    assert sum(c["count"] for c in data["cards"] if c["zone"] == "sideboard") == 10


def test_a_zx_deck_sent_a_sideboard_section_is_refused_naming_the_line(client, auth, demo_cards):
    response = client.post(
        "/api/v1/decks/", {"title": "Z/X", "text": LEGAL_D0}, content_type="application/json", **auth
    )
    data = response.json()
    assert (response.status_code, data["code"]) == (400, "invalid_decklist")
    assert data["errors"][0]["line"] == 17  # the [sideboard] header
    assert not Deck.objects.exists()


def test_a_stored_deck_is_validated_by_its_games_rules(client, d0_deck):
    data = client.get(f"/api/v1/decks/{d0_deck.pk}/validate").json()
    assert (data["ruleset"], data["legal"], data["counts"]["sideboard"]) == ("d0", True, 10)


def test_patch_changes_the_game_and_the_verdict(client, auth, d0_deck):
    response = client.patch(f"/api/v1/decks/{d0_deck.pk}/", {"game": "zx"}, content_type="application/json", **auth)
    data = response.json()
    assert (data["game"], data["legal"], data["version"]) == ("zx", False, 2)
    assert client.get(f"/api/v1/decks/{d0_deck.pk}/validate").json()["ruleset"] == "zx"


def test_parts_with_a_sideboard_validate_as_d0(client, demo_cards):
    body = {
        "game": "d0",
        "deck": [{"collector_number": f"D0DM-{i:03d}", "count": 3} for i in range(1, 14)]
        + [{"collector_number": "D0DM-014", "count": 1}],
        "sideboard": [{"collector_number": "D0DM-015", "count": 9}],
    }
    data = client.post("/api/v1/decks/validate", body, content_type="application/json").json()
    assert data["ruleset"] == "d0"
    assert [(v["code"], v["count"]) for v in data["violations"]] == [("sideboard_size", 9)]


def test_the_deck_list_filters_by_game(client, d0_deck, user):
    DeckFactory(owner=user, title="赤", visibility=Deck.Visibility.PUBLIC)
    titles = [d["title"] for d in client.get("/api/v1/decks/", {"game": "d0"}).json()["data"]]
    assert titles == ["D0"]
    assert len(client.get("/api/v1/decks/").json()["data"]) == 2


def test_d0_goldfish_gives_opening_hand_odds_and_a_dealt_hand(client, d0_deck):
    url = f"/api/v1/decks/{d0_deck.pk}/goldfish"
    odds = client.get(url, {"target": "D0DM-001", "turns": 3, "games": 500, "seed": 1}).json()
    assert (odds["object"], odds["deck_size"], len(odds["per_turn"])) == ("d0_odds", 40, 3)
    assert odds["per_turn"][0]["second_exact"] > odds["per_turn"][0]["first_exact"]
    hand = client.get(url, {"games": 1, "seed": 5, "first": "false"}).json()
    assert (hand["object"], len(hand["hand"]), len(hand["draws"])) == ("d0_hand", 5, 5)
    assert client.get(url, {"games": 1, "seed": 5, "first": "false"}).json()["hand"] == hand["hand"]


def test_z_x_only_goldfish_questions_are_refused_for_a_d0_deck(client, d0_deck):
    response = client.get(f"/api/v1/decks/{d0_deck.pk}/goldfish", {"damage": 1})
    assert (response.status_code, response.json()["errors"][0]["field"]) == (400, "damage")


def test_the_card_search_filters_by_game(client, demo_cards):
    by_param = client.get("/api/v1/cards/", {"game": "d0"}).json()
    by_query = client.get("/api/v1/cards/", {"q": "game:d0 t:zx"}).json()
    assert by_param["total"] == by_query["total"] == 17
    assert all(c["collector_number"].startswith("D0DM-") for c in by_param["data"])
    zx = client.get("/api/v1/cards/", {"q": "g:zx"}).json()
    assert zx["total"] > 0
    assert not any(c["collector_number"].startswith("D0DM-") for c in zx["data"])
    warned = client.get("/api/v1/cards/", {"q": "game:mtg"}).json()
    assert "unknown game" in warned["warnings"][0]


def test_a_d0_card_object_carries_its_d0_parameters(client, demo_cards):
    card = client.get("/api/v1/cards/D0DM-003/").json()
    assert card["game"] == "d0"
    assert card["d0"] == {
        "class": "unit",
        "timing": "normal",
        "move_cost": 1,
        "smash": 1,
        "forbidden": 0,
        "unity": False,
    }
    assert client.get("/api/v1/cards/D0DM-017/").json()["d0"]["forbidden"] == 7
    zx = client.get("/api/v1/cards/DM01-001/").json()
    assert (zx["game"], zx["d0"]) == ("zx", None)


def test_the_card_page_shows_d0_parameters(client, demo_cards):
    body = client.get("/cards/D0DM-003/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "ディメンション・ゼロ" in body
    assert "ユニット" in body  # the class, translated
    assert "移動コスト" in body


@pytest.mark.parametrize(
    ("query", "numbers"),
    [
        ("class:unit cost<=2", {"D0DM-006", "D0DM-015"}),
        ("分類:ストラテジー 禁呪>=1", {"D0DM-016", "D0DM-017"}),
        ("forbidden>4", {"D0DM-017"}),
        ("is:unity", {"D0DM-015"}),
        ("game:d0 move>=1 smash>=1 cost>=4", {"D0DM-003", "D0DM-009"}),
        ("timing:quick", {"D0DM-016"}),
    ],
)
def test_the_query_language_knows_d0_parameters(client, demo_cards, query, numbers):
    data = client.get("/api/v1/cards/", {"q": query}).json()
    assert {c["collector_number"] for c in data["data"]} == numbers
    assert data["warnings"] is None


def test_an_unknown_d0_class_is_a_warning_not_a_silent_miss(client, demo_cards):
    data = client.get("/api/v1/cards/", {"q": "class:wizard"}).json()
    assert "unknown class 'wizard'" in data["warnings"][0]
