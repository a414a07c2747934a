"""The opponent a goldfish question is asked against, through the command, the API and the page: chosen by
preset or spelt out, named in every kill-turn answer as `opponent`, on the demo red deck."""

import io
import json

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from tests.api.schema_check import assert_matches_schema
from tests.factories import DeckFactory, demo_deck_path
from zxdecks.decks.models import Deck

pytestmark = pytest.mark.django_db


@pytest.fixture
def red_deck(user, demo_cards):
    return DeckFactory(owner=user, title="赤単", visibility=Deck.Visibility.PUBLIC)


def goldfish_json(*args):
    out = io.StringIO()
    call_command("goldfish", str(demo_deck_path("red")), "--games", "100", "--turns", "3", *args, "--json", stdout=out)
    return json.loads(out.getvalue())


def test_the_command_names_no_pressure_by_default_and_the_chosen_opponent_otherwise(demo_cards):
    plain = goldfish_json()
    assert plain["opponent"]["model"] == "none"
    assert plain["opponent"]["no_pressure"] is True
    pressed = goldfish_json("--opponent", "damage-1-from-2")
    assert pressed["opponent"] == {
        "model": "damage:0,1",
        "preset": "damage-1-from-2",
        "name": "相手のターン2から毎ターン1ダメージ",  # in the site's language
        "no_pressure": False,
        "damage": [0, 1],
        "defenders": [],
        "renew": True,
    }
    assert pressed["damage_per_turn"] is None  # the schedule changes from turn to turn


def test_the_old_damage_option_is_the_same_opponent_as_its_schedule(demo_cards):
    old = goldfish_json("--damage", "1")
    new = goldfish_json("--opponent", "damage:1")
    assert old["opponent"]["model"] == new["opponent"]["model"] == "damage:1"
    assert old["kill_turn"] == new["kill_turn"]
    assert old["damage_per_turn"] == 1


def test_defenders_make_the_demo_decks_kill_later_than_no_pressure(demo_cards):
    plain = goldfish_json()["kill_turn"]["first"]
    defended = goldfish_json("--opponent", "defend:9000@01")["kill_turn"]["first"]
    assert defended["mean"] > plain["mean"]
    assert defended["by_turn"]["2"] < plain["by_turn"]["2"]


def test_the_command_refuses_an_opponent_it_cannot_read(demo_cards):
    with pytest.raises(CommandError, match="--opponent: unknown opponent"):
        goldfish_json("--opponent", "attack:3")
    with pytest.raises(CommandError, match="--damage: name the opponent once"):
        goldfish_json("--opponent", "damage:2", "--damage", "1")


def test_the_api_answers_with_the_opponent_model(client, red_deck):
    url = f"/api/v1/decks/{red_deck.pk}/goldfish"
    data = client.get(url, {"games": 100, "turns": 3, "opponent": "two-5000-defenders"}).json()
    assert data["opponent"]["model"] == "defend:5000@01,5000@11"
    assert data["opponent"]["defenders"] == [{"square": [0, 1], "power": 5000}, {"square": [1, 1], "power": 5000}]
    custom = client.get(url, {"games": 100, "turns": 3, "opponent": "custom", "opponent_damage": "0, 2"}).json()
    assert custom["opponent"]["model"] == "damage:0,2"
    plain = client.get(url, {"games": 100, "turns": 3}, HTTP_ACCEPT_LANGUAGE="ja").json()
    assert (plain["opponent"]["model"], plain["opponent"]["no_pressure"]) == ("none", True)
    assert plain["opponent"]["name"].startswith("妨害なし")


def test_the_api_refuses_an_opponent_it_cannot_read_naming_the_field(client, red_deck):
    response = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", {"opponent": "defend:5000@21"})
    assert (response.status_code, response.json()["errors"][0]["field"]) == (400, "opponent")


def test_the_page_offers_the_opponent_and_names_it_over_the_kill_turn(client, red_deck):
    path = reverse("decks:goldfish", args=[red_deck.pk])
    page = client.get(path, {"seed": 5, "first": 1}, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert '<select name="opponent">' in page
    assert '<option value="none" selected>妨害なし' in page
    assert '<option value="two-5000-defenders">' in page
    odds = client.get(path, {"seed": 5, "first": 1, "part": "odds", "games": 100, "opponent": "damage-2-from-3"},
                      HTTP_ACCEPT_LANGUAGE="ja").content.decode()  # fmt: skip
    assert 'id="gf-opponent"' in odds
    assert "相手のターン3から毎ターン2ダメージ" in odds
    assert "damage:0,0,2" in odds
    plain = client.get(path, {"seed": 5, "first": 1, "part": "odds", "games": 100}, HTTP_ACCEPT_LANGUAGE="ja")
    assert "妨害なし" in plain.content.decode()


def test_a_background_job_keeps_the_opponent_and_another_opponent_is_another_job(
    client, user, red_deck, settings, django_capture_on_commit_callbacks
):
    settings.GOLDFISH_WORK_ANON, settings.GOLDFISH_WORK_USER, settings.GOLDFISH_WORK_BACKGROUND = 1000, 2000, 200_000
    client.force_login(user)
    url = f"/api/v1/decks/{red_deck.pk}/goldfish"
    with django_capture_on_commit_callbacks(execute=True):
        job = client.get(url, {"games": 200, "turns": 3, "opponent": "damage-1-from-2"}).json()
    done = client.get(job["url"]).json()
    assert done["status"] == "done"
    assert done["answer"]["opponent"]["model"] == "damage:0,1"
    with django_capture_on_commit_callbacks(execute=True):
        other = client.get(url, {"games": 200, "turns": 3, "opponent": "none"}).json()
    assert other["id"] != job["id"]


def test_a_dimension_zero_deck_refuses_an_opponent_naming_the_field(client, user, demo_cards):
    d0 = DeckFactory(owner=user, title="D0", visibility=Deck.Visibility.PUBLIC, d0=True)
    response = client.get(f"/api/v1/decks/{d0.pk}/goldfish", {"opponent": "damage-1-from-2"})
    assert (response.status_code, response.json()["errors"][0]["field"]) == (400, "opponent")
    assert client.get(f"/api/v1/decks/{d0.pk}/goldfish", {"opponent": "none"}).status_code == 200


def test_a_single_game_names_its_opponent_in_the_api_and_the_command(client, red_deck, demo_cards):
    url = f"/api/v1/decks/{red_deck.pk}/goldfish"
    query = {"games": 1, "turns": 6, "seed": 3, "opponent": "damage:0,1;defend:5000@01"}
    response = client.get(url, query, HTTP_ACCEPT_LANGUAGE="ja")
    assert_matches_schema(response)
    game = response.json()
    assert game["object"] == "goldfish_game"
    assert game["opponent"]["model"] == "damage:0,1;defend:5000@01"
    assert game["opponent"]["no_pressure"] is False
    assert "5000" in game["opponent"]["name"]
    steps = [e for e in game["log"] if e["step"] == "opponent"]
    assert steps[0]["text"] == "the opponent's 5000 Z/X enters (0, 1)"  # the API keeps the engine's English
    assert any(e["text"] == "the opponent's turn 2: its attacks deal 1 damage to you" for e in steps)
    plain = client.get(url, {"games": 1, "turns": 2}).json()
    assert (plain["opponent"]["model"], plain["opponent"]["no_pressure"]) == ("none", True)
    text = io.StringIO()
    call_command("goldfish", str(demo_deck_path("red")), "--games", "1", "--opponent", "damage-1-from-2", stdout=text)
    assert text.getvalue().splitlines()[0] == "opponent: 相手のターン2から毎ターン1ダメージ (damage:0,1)"
    out = io.StringIO()
    call_command("goldfish", str(demo_deck_path("red")), "--games", "1", "--json", stdout=out)
    data = json.loads(out.getvalue())
    assert (data["object"], data["opponent"]["model"]) == ("goldfish_game", "none")
    assert data["log"][0]["step"] == "player card"


def test_the_logs_opponent_and_battle_steps_read_in_japanese(demo_cards):
    from django.utils import translation

    from zxdecks.decks.services import deck_import
    from zxdecks.decks.templatetags.goldfishlog import log_step, log_text
    from zxdecks.rules.goldfish import run_game
    from zxdecks.rules.goldfish.opponent import Opponent

    deck = deck_import(data=demo_deck_path("red").read_text(encoding="utf-8")).deck
    opponent = Opponent.parse("damage:0,1;defend:3000@01,3000@11")
    notes = []
    for seed in range(4):
        game, _ = run_game(deck, seed, 8, True, log=True, battle=True, opponent=opponent)
        notes += [(e.step, e.text) for e in game.log if e.step in ("opponent", "battle", "victory", "dynamis")]
    steps = {step for step, _ in notes}
    assert {"opponent", "battle"} <= steps
    with translation.override("ja"):
        assert log_step("opponent") == "相手"
        assert log_step("battle") == "バトル"
        assert log_text("the opponent's 5000 Z/X enters (0, 1)") == "相手のパワー5000のZ/Xが(0, 1)に登場"
        assert log_text("the opponent's turn 2: its attacks deal 1 damage to you") == (
            "相手のターン2：相手のアタックであなたに1ダメージ"
        )
        untranslated = [text for _, text in notes if log_text(text) == text]
    assert untranslated == []  # every opponent, battle and victory note of these games has its Japanese
    assert any("destroyed" in text for _, text in notes)  # a 3000 defender falls to the demo deck's Z/X
