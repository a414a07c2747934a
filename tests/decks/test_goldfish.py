"""The goldfish through the command, the page and the API, on the demo red deck."""

import io
import json
import re

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from tests.factories import RED, DeckFactory, demo_deck_path
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_import
from zxdecks.decks.services.goldfish import goldfish_odds
from zxdecks.decks.services.goldfish_play import goldfish_replay

pytestmark = pytest.mark.django_db


@pytest.fixture
def red_deck(user, demo_cards):
    return DeckFactory(owner=user, title="赤単", visibility=Deck.Visibility.PUBLIC)


@pytest.fixture
def red_file(demo_cards):
    return demo_deck_path("red")


def test_one_game_prints_each_step_with_its_rule(red_file):
    out = io.StringIO()
    call_command("goldfish", str(red_file), "--seed", "3", "--turns", "2", "--first", stdout=out)
    text = out.getvalue()
    for rule in ("402.1c", "402.1d", "402.1e", "402.1j", "402.1l", "402.1m", "402.1n", "503.3a", "504.3"):
        assert f"[{rule:>7}]" in text, rule
    assert "deck=38" in text  # 50 - Start Card - Gate Card - Start Resource - 4 hand - 4 life - 1 resource


def test_many_games_print_exact_and_simulated_odds(red_file):
    out = io.StringIO()
    call_command("goldfish", str(red_file), "--games", "500", "--target", "陽炎の癒し手ヒナギク", "--json", stdout=out)
    data = json.loads(out.getvalue())
    assert data["targets"] == ["DM01-004"]
    assert data["setup_removed"] == ["DM01-007", "DM01-012", "DM01-008"]
    first = data["per_turn"][0]
    assert 0 < first["key_exact"] < 1
    assert first["key_simulated"]["low"] <= first["key_simulated"]["value"] <= first["key_simulated"]["high"]


def test_an_unknown_target_is_an_error(red_file):
    with pytest.raises(CommandError, match="not in the deck: 存在しない"):
        call_command("goldfish", str(red_file), "--games", "10", "--target", "存在しない")


def test_exact_and_simulated_agree_on_the_demo_deck(demo_cards):
    deck = deck_import(data=RED).deck
    odds = goldfish_odds(deck=deck, targets=frozenset({"DM01-004"}), games=3000, seed=11)
    for row in odds["per_turn"]:
        sim = row["key_simulated"]
        half = (sim["high"] - sim["low"]) / 2 * 3.29 / 1.96  # the 99.9% interval, as in tests/rules/test_odds.py
        assert abs(sim["value"] - row["key_exact"]) <= half, row


def test_a_replay_is_the_same_game_for_the_same_seed_and_actions(demo_cards):
    deck = deck_import(data=RED).deck
    actions = ["k", "n", "r0", "p0", "g", "d", "e", "n"]
    one = goldfish_replay(deck=deck, seed=9, first=True, actions=actions)
    two = goldfish_replay(deck=deck, seed=9, first=True, actions=actions)
    assert [e.text for e in one.game.log] == [e.text for e in two.game.log]
    assert one.game.turn == 2


def test_a_second_resource_in_a_turn_is_refused(demo_cards):
    replay = goldfish_replay(deck=deck_import(data=RED).deck, seed=1, first=True, actions=["k", "n", "r0", "r0"])
    assert any("504.3" in m for m in replay.messages)


def test_the_page_puts_the_seed_in_the_address_and_replays_actions(client, red_deck):
    response = client.get(reverse("decks:goldfish", args=[red_deck.pk]))
    assert response.status_code == 302
    assert "seed=" in response["Location"]
    url = reverse("decks:goldfish", args=[red_deck.pk]) + "?seed=5&first=1&a=k,n,r0&target=DM01-004"
    body = client.get(url, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "turn 1" in body
    assert "504.3" in body
    odds = client.get(url + "&part=odds", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Exact" in odds

    def board_and_log(html):
        # After the header forms, whose CSRF tokens differ per request; the sample-hand viewer's seed is fresh on
        # every view (it must not deal the game being played).
        return re.sub(r"hand=\d+", "hand=…", html[html.index('<table class="board"') :])

    assert board_and_log(client.get(url).content.decode()) == board_and_log(client.get(url).content.decode())


def test_the_api_gives_odds_and_a_log(client, red_deck):
    data = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", {"games": 300, "target": "DM01-004", "turns": 3}).json()
    assert data["object"] == "goldfish_odds"
    assert len(data["per_turn"]) == 3
    log = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", {"games": 1, "seed": 4}).json()
    assert log["log"][0]["rule"] == "402.1b"
    bad = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", {"games": 0}).json()
    assert bad["errors"][0]["field"] == "games"
    warned = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", {"games": 100, "target": "なし"}).json()
    assert warned["warnings"] == ["not in the deck: なし"]


@pytest.mark.parametrize(
    ("flag", "value", "limit"), [("--games", "100001", "100,000"), ("--turns", "21", "20"), ("--games", "0", "100,000")]
)
def test_the_command_refuses_a_question_beyond_its_bounds_instead_of_playing_fewer(red_file, flag, value, limit):
    with pytest.raises(CommandError, match=rf"{flag}: .*{limit}"):
        call_command("goldfish", str(red_file), flag, value, "--no-kill-turn", stdout=io.StringIO())
