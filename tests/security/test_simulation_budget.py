"""Goldfish simulations are priced in simulated turns and refused above a per-request budget, on the page and in the
API alike, and the page's odds part is throttled like the API (issue 30, point 1)."""

import pytest
from django.urls import reverse

from tests.factories import DeckFactory
from zxdecks.decks.models import Deck
from zxdecks.decks.services import goldfish as goldfish_service
from zxdecks.decks.services.goldfish import GoldfishQuestion, question_work

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "gf-odds"}


@pytest.fixture
def red_deck(user, demo_cards):
    return DeckFactory(owner=user, title="赤単", visibility=Deck.Visibility.PUBLIC)


@pytest.fixture
def budgets(settings):
    settings.GOLDFISH_WORK_ANON = 20_000
    settings.GOLDFISH_WORK_USER = 60_000
    settings.GOLDFISH_WORK_BACKGROUND = 60_000  # nothing in the background here (see test_goldfish_jobs.py)


@pytest.fixture
def no_simulation(monkeypatch):
    """Any odds question handed to the engine fails the test: a refused question must cost no game (one game's log,
    which needs no slot, is still played)."""
    real = goldfish_service.answer

    def refuse(question, progress=None):
        if question.games > 1:
            raise AssertionError("a refused question played games")
        return real(question, progress)

    monkeypatch.setattr(goldfish_service, "answer", refuse)


def api(deck):
    return f"/api/v1/decks/{deck.pk}/goldfish"


def page(deck):
    return reverse("decks:goldfish", args=[deck.pk])


def test_a_question_is_priced_in_the_turns_its_games_play():
    # key-card odds: each game's deal and turns; the kill turn: going first and second, up to max(turns, 10) turns
    # each at half the price (games stop at the kill and play no odds bookkeeping)
    assert question_work(GoldfishQuestion(games=1000, turns=5), "zx") == 1000 * 6 + 1000 * 10
    assert question_work(GoldfishQuestion(games=1000, turns=5, kill_turn=False), "zx") == 6000
    assert question_work(GoldfishQuestion(games=200, turns=12), "zx") == 200 * 13 + 200 * 12
    # a Karsten question replays the games up to its horizon (here the curve turn of a cost-9 card: turn 7, as
    # setup leaves 2 resources and each turn adds one)
    asked = GoldfishQuestion(games=1000, turns=5, also=("X",), curve="Y")
    assert question_work(asked, "zx", curve_cost=9) == 1000 * 6 + 1000 * 10 + 1000 * 8
    assert question_work(asked, "zx", curve_cost=3) == 1000 * 6 + 1000 * 10 + 1000 * 6
    assert question_work(GoldfishQuestion(games=1, turns=20), "zx") == 20  # one game's log
    # Dimension Zero games only draw: a turn costs an eighth of a Z/X turn, going first and second
    assert question_work(GoldfishQuestion(games=5000, turns=10), "d0") == 2 * 5000 * 10 // 8
    assert question_work(GoldfishQuestion(games=1, turns=10), "d0") == 0


def test_an_anonymous_api_question_above_the_budget_is_refused_naming_the_limit(
    client, red_deck, budgets, no_simulation
):
    response = client.get(api(red_deck), {"games": 5000, "turns": 20, "also": "DM01-004", "curve": "DM01-004"})
    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "over_budget"
    assert body["errors"][0]["field"] == "games"
    assert "20,000" in body["details"]
    assert "310,000" in body["details"]  # what the question asked for: 5000 x (21 + 20 + 21)
    assert "sign in" in body["details"]  # an anonymous caller is told that signing in raises the limit


def test_the_anonymous_budget_covers_the_default_question(client, red_deck, budgets):
    response = client.get(api(red_deck), {"games": 1000, "turns": 5, "target": "DM01-001"})
    assert response.status_code == 200
    assert response.json()["games"] == 1000


def test_a_signed_in_player_has_the_larger_budget(client, user, red_deck, budgets):
    question = {"games": 2000, "turns": 5}  # 2000 x (6 + 10) = 32,000: above 20,000, within 60,000
    assert client.get(api(red_deck), question).status_code == 400
    client.force_login(user)
    assert client.get(api(red_deck), question).status_code == 200
    refused = client.get(api(red_deck), {"games": 5000, "turns": 5}).json()  # 80,000
    assert refused["code"] == "over_budget"
    assert "60,000" in refused["details"]
    assert "sign in" not in refused["details"]


def test_the_page_odds_part_above_the_budget_is_refused_in_the_players_language(
    client, red_deck, budgets, no_simulation
):
    query = {"seed": 1, "first": 1, "part": "odds", "games": 5000, "turns": 10, "also": "DM01-004"}
    response = client.get(page(red_deck), query, HTTP_ACCEPT_LANGUAGE="ja", **HTMX)
    assert response.status_code == 400
    body = response.content.decode()
    assert "20,000" in body
    assert "160,000" in body  # 5000 x (11 + 10 + 11)
    assert "ターン" in body  # said in Japanese
    english = client.get(page(red_deck), query, HTTP_ACCEPT_LANGUAGE="en", **HTMX).content.decode()
    assert "simulated turns" in english


def test_the_page_and_the_api_share_one_turn_bound(client, red_deck, budgets):
    api_answer = client.get(api(red_deck), {"games": 10, "turns": 21}).json()
    assert api_answer["errors"][0]["field"] == "turns"
    response = client.get(page(red_deck), {"seed": 1, "part": "odds", "games": 10, "turns": 21}, **HTMX)
    assert response.status_code == 400  # refused, not silently played with fewer turns
    assert "turns" in response.content.decode()
    played = client.get(page(red_deck), {"seed": 1, "part": "odds", "games": 10, "turns": 12}, **HTMX)
    assert played.status_code == 200
    assert len(played.context["odds"]["per_turn"]) == 12  # the page's old silent cap was 10


def test_the_page_odds_part_is_throttled_with_the_api_as_one_budget(client, red_deck, settings):
    settings.API_RATES = {**settings.API_RATES, "simulate_anon": "3/min"}
    query = {"seed": 1, "part": "odds", "games": 10, "kill_turn": "0"}
    assert client.get(page(red_deck), query, **HTMX).status_code == 200
    assert client.get(api(red_deck), {"games": 10}).status_code == 200
    assert client.get(page(red_deck), query, **HTMX).status_code == 200
    refused = client.get(page(red_deck), query, HTTP_ACCEPT_LANGUAGE="en", **HTMX)
    assert refused.status_code == 429
    assert int(refused["Retry-After"]) >= 1
    assert "Too many" in refused.content.decode()
    assert client.get(api(red_deck), {"games": 10}).status_code == 429
    # the game itself (the play area) is not a simulation and stays free
    assert client.get(page(red_deck), {"seed": 1, "first": 1, "a": "k"}).status_code == 200


def test_while_every_simulation_slot_is_taken_another_simulation_is_refused_at_once(
    client, red_deck, settings, no_simulation
):
    """Two sync workers both simulating leave no worker for any other page: simulations hold slots on the shared
    cache (one fewer than the workers), and one that finds none answers 503 with Retry-After instead of queueing."""
    from zxdecks.concurrency import slot

    settings.SIMULATION_SLOTS = 1
    with slot("simulation", 1, 30) as held:
        assert held
        api_answer = client.get(api(red_deck), {"games": 100})
        query = {"seed": 1, "part": "odds", "games": 100}
        page_answer = client.get(page(red_deck), query, HTTP_ACCEPT_LANGUAGE="en", **HTMX)
        one_game = client.get(api(red_deck), {"games": 1})  # a single game's log needs no slot
    assert api_answer.status_code == 503
    assert api_answer.json()["code"] == "busy"
    assert int(api_answer["Retry-After"]) >= 1
    assert page_answer.status_code == 503
    assert "another simulation" in page_answer.content.decode()
    assert one_game.status_code == 200


def test_a_slot_is_given_back_after_the_simulation(client, red_deck, settings):
    from zxdecks.concurrency import slot

    settings.SIMULATION_SLOTS = 1
    assert client.get(api(red_deck), {"games": 50}).status_code == 200
    assert client.get(api(red_deck), {"games": 50}).status_code == 200
    with slot("simulation", 1, 30) as held:
        assert held  # nothing left behind


def test_slots_are_counted_across_holders():
    from zxdecks.concurrency import slot

    with slot("x", 2, 30) as first, slot("x", 2, 30) as second, slot("x", 2, 30) as third:
        assert (first, second, third) == (True, True, False)
    with slot("x", 1, 30) as again:
        assert again
