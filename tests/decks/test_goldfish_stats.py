"""The kill turn and the honest statistics through the command and the API; keep rules; Karsten-style questions;
the effect_coverage command, on the demo cards."""

import io
import json
import math

import pytest
import schemathesis
from django.core.management import CommandError, call_command
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections

from tests.factories import RED, DeckFactory, demo_deck_path
from zxdecks.decks.models import Deck as StoredDeck
from zxdecks.decks.services import deck_import
from zxdecks.decks.services.goldfish import GoldfishError, GoldfishQuestion, goldfish_answer, goldfish_odds
from zxdecks.rules.cards import CardFacts, CardType, Color
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.goldfish import KeepRules
from zxdecks.rules.karsten import both_exact, curve_turn
from zxdecks.rules.odds import at_least

pytestmark = pytest.mark.django_db


@pytest.fixture
def api_schema(demo_cards):
    """The API's own schema, served by Django's WSGI handler (zxdecks.wsgi refuses the test settings' DEBUG)."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield schemathesis.openapi.from_wsgi("/api/v1/schema/", get_wsgi_application())
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def zx_deck(user, demo_cards):
    return DeckFactory(owner=user, title="赤単", visibility=StoredDeck.Visibility.PUBLIC)


def goldfish_json(*args):
    out = io.StringIO()
    call_command("goldfish", str(demo_deck_path("red")), *args, "--json", stdout=out)
    return json.loads(out.getvalue())


def test_the_json_output_leads_with_the_kill_turn_going_first_and_second(demo_cards):
    data = goldfish_json("--games", "300", "--seed", "4")
    assert (data["games"], data["seed"]) == (300, 4)
    for side in ("first", "second"):
        kill = data["kill_turn"][side]
        assert set(kill) >= {"histogram", "mean", "median", "by_turn"}
        won = sum(kill["histogram"].values())
        assert won == pytest.approx(kill["won"] / 300, abs=1e-5)
        assert kill["by_turn"][str(kill["turns"])] == pytest.approx(won, abs=1e-5)
        assert kill["by_turn"][str(kill["median"])] >= 0.5
        assert data["lost_games"][f"kill_turn_{side}"]["total"] == kill["lost"]
    assert data["lost_games"]["count_as_misses"] is True


def test_lost_games_are_counted_by_turn_and_the_share_among_games_still_going_is_beside_it(demo_cards):
    # Two points of damage after every turn: the player runs out of life within the five turns in many games.
    data = goldfish_json("--games", "200", "--damage", "2", "--target", "DM01-004", "--no-kill-turn")
    lost = [row["lost"] for row in data["per_turn"]]
    assert lost == sorted(lost)
    assert lost[-1] == data["lost_games"]["odds"]["total"] > 0
    last = data["per_turn"][-1]
    alive = last["key_simulated_alive"]
    assert alive["n"] == 200 - data["per_turn"][-2]["lost"]
    assert last["key_simulated"]["value"] <= alive["value"]
    assert "kill_turn" not in data


def test_the_life_ignition_figures_set_the_same_quantity_beside_the_exact_one(demo_cards):
    data = goldfish_json("--games", "1000", "--no-kill-turn")
    start = data["life_ignitions_at_start_simulated"]
    half = (start["high"] - start["low"]) / 2 * 3.29 / 1.96
    assert abs(start["value"] - data["life_ignition_exact"]) <= half


def test_keep_rules_reach_the_policy_and_turn_off_the_exact_figures_they_do_not_cover(demo_cards):
    deck = deck_import(data=RED).deck
    ignition = frozenset(e.card.number for e in deck.entries if e.card.ignition)
    plain = goldfish_odds(deck=deck, targets=ignition, games=300, kill_turn=False)
    strict = goldfish_odds(
        deck=deck, targets=ignition, games=300, kill_turn=False, keep_rules=KeepRules(min_ignition=2)
    )
    assert strict["keep_rules"]["min_ignition"] == 2
    assert strict["exact_available"] is False
    assert strict["per_turn"][0]["key_exact"] is None
    assert plain["per_turn"][0]["key_exact"] is not None
    # A hand without two ignition cards is sent back: hands without any become rarer than when every hand is kept.
    assert strict["per_turn"][0]["key_simulated"]["value"] > plain["per_turn"][0]["key_simulated"]["value"]


def test_keep_rules_from_the_command(demo_cards):
    data = goldfish_json("--games", "100", "--keep-cost", "2", "--keep-cheap", "2", "--keep-colors", "red")
    assert data["keep_rules"] == {
        "cards": [], "cheap_cost": 2, "min_cheap": 2, "min_ignition": 0, "colors": ["red"],
    }  # fmt: skip


def test_both_cards_exact_matches_inclusion_exclusion():
    # Disjoint groups of 4 and 6 in 45 cards, 10 seen: 1 - P(no A) - P(no B) + P(neither).
    n, a, b, seen = 45, 4, 6, 10
    expected = 1 - (1 - at_least(n, a, seen, 1)) - (1 - at_least(n, b, seen, 1)) + (1 - at_least(n, a + b, seen, 1))
    assert both_exact(n, a, b, 0, seen) == pytest.approx(expected, abs=1e-12)
    # A card in both groups alone does not answer "X and Y": two of them do.
    assert both_exact(10, 1, 1, 1, 10) == 0.0
    assert both_exact(10, 2, 2, 2, 10) == pytest.approx(1.0)


def test_both_cards_exact_and_simulated_agree_on_the_demo_deck(demo_cards):
    data = goldfish_json("--games", "2000", "--target", "DM01-004", "--also", "DM01-010", "--no-kill-turn")
    both = data["questions"]["both"]
    for exact, sim in zip(both["exact"], both["simulated"], strict=True):
        half = (sim["high"] - sim["low"]) / 2 * 3.29 / 1.96
        assert abs(sim["value"] - exact) <= half


def test_resources_of_a_colour_count_only_that_colour(demo_cards):
    red = goldfish_json("--games", "100", "--color", "red", "--color-count", "3", "--no-kill-turn")
    blue = goldfish_json("--games", "100", "--color", "blue", "--no-kill-turn")
    # A mono-red deck: two resources from setup and one on turn 1, all red; never a blue one.
    assert [e["value"] for e in red["questions"]["color"]["simulated"]] == [1.0] * 5
    assert [e["value"] for e in blue["questions"]["color"]["simulated"]] == [0.0] * 5


def test_the_curve_turn_is_the_first_with_that_many_resources():
    assert [curve_turn(c) for c in (1, 3, 4, 7)] == [1, 1, 2, 5]


def test_castable_on_curve_is_simulated_on_its_turn(demo_cards):
    data = goldfish_json("--games", "300", "--curve", "DM01-010", "--no-kill-turn")
    curve = data["questions"]["curve"]
    assert curve["turn"] == curve_turn(curve["cost"])
    assert 0 < curve["simulated"]["value"] < 1


def test_an_unknown_colour_is_an_error_naming_the_flag(demo_cards):
    with pytest.raises(CommandError, match="--color: no colour “purple”"):
        goldfish_json("--games", "10", "--color", "purple")


def test_a_card_without_a_cost_cannot_be_asked_on_curve(db):
    costless = CardFacts(number="GF-001", name="コストなし", type=CardType.ZX, colors=frozenset({Color.RED}))
    deck = Deck.of([DeckEntry(costless, 50)])
    with pytest.raises(GoldfishError, match="has no cost") as caught:
        goldfish_answer(deck=deck, question=GoldfishQuestion(games=10, curve="GF-001"))
    assert caught.value.field == "curve"


def test_the_api_answers_the_kill_turn_keep_rules_and_questions_as_its_schema_types_them(api_schema, zx_deck):
    query = {
        "games": 150, "target": ["DM01-004"], "also": ["DM01-010"], "color": "red", "color_count": 2,
        "curve": "DM01-010", "keep_ignition": 1, "keep_colors": ["red"], "keep_cost": 3,
    }  # fmt: skip
    case = api_schema["/api/v1/decks/{id}/goldfish"]["GET"].Case(path_parameters={"id": zx_deck.pk}, query=query)
    response = case.call()
    case.validate_response(response)  # raises when the answer strays from the documented schema
    answer = response.json()
    assert set(answer["kill_turn"]) == {"first", "second"}
    assert answer["keep_rules"]["min_ignition"] == 1
    assert set(answer["questions"]) >= {"both", "color", "curve"}
    assert answer["lost_games"]["count_as_misses"] is True


def test_the_api_names_a_bad_colour_field(client, zx_deck):
    bad = client.get(f"/api/v1/decks/{zx_deck.pk}/goldfish", {"games": 100, "color": "purple"}).json()
    assert bad["errors"][0]["field"] == "color"


def test_effect_coverage_prints_lines_executed_by_kind_and_unread_on_the_demo_pool(demo_cards):
    out = io.StringIO()
    call_command("effect_coverage", "--json", "--top", "5", stdout=out)
    data = json.loads(out.getvalue())
    parts = ("acting", "acting_vs_defenders", "opponent_board_only", "no_handler", "keyword_handled", "inert")
    parts += ("construction", "unread")
    assert sum(data[p] for p in parts) == data["ability_lines"] > 0
    assert data["read"] == data["ability_lines"] - data["unread"]
    executed = data["acting"] + data["acting_vs_defenders"] + data["opponent_board_only"]
    assert 0 < data["acting"] <= data["executed"] == executed
    lines_by_part = {k: n for k, n in data["by_kind"].items() if not k.startswith("effect: ")}
    assert sum(lines_by_part.values()) == data["read"]
    unread = sum(item["count"] for item in data["top_unread_clauses"])
    assert 0 < unread <= data["unread"]
    assert len(data["top_unread_clauses"]) <= 5
    assert math.isclose(data["shares"]["acting"], data["acting"] / data["ability_lines"], abs_tol=1e-4)
    text = io.StringIO()
    call_command("effect_coverage", stdout=text)
    printed = text.getvalue()
    assert f"{data['ability_lines']} ability lines" in printed
    assert f"{data['acting']:>7}  {data['acting'] / data['ability_lines']:>6.1%}    acting" in printed
