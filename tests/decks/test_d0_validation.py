"""Dimension Zero decks through the card database, the command and the API (same violation format as Z/X)."""

import io
import json

import pytest
from django.core.management import call_command

from cards.models import Card

pytestmark = pytest.mark.django_db

D0_LIST = (
    "\n".join(f"3 D0DM-{i:03d}" for i in range(1, 14))
    + "\n1 D0DM-014\n[sideboard]\n"
    + "\n".join(f"2 D0DM-{i:03d}" for i in range(1, 6))
)


def test_the_demo_d0_cards_carry_their_parameters(demo_cards):
    card = Card.objects.get(collector_number="D0DM-015")
    assert (card.game, card.unity, card.d0_class, card.timing) == ("d0", True, "unit", "normal")
    assert Card.objects.get(collector_number="D0DM-017").forbidden == 7


def test_the_command_checks_a_d0_list_with_the_d0_rules(demo_cards, tmp_path):
    path = tmp_path / "d0.txt"
    path.write_text(D0_LIST, encoding="utf-8")
    out = io.StringIO()
    with pytest.raises(SystemExit) as excinfo:
        call_command("validate_deck", str(path), "--game", "d0", "--json", stdout=out)
    data = json.loads(out.getvalue())
    assert excinfo.value.code == 1  # 40 + 10, but 3 + 2 copies of five names across deck and sideboard
    assert {v["code"] for v in data["violations"]} == {"copy_limit"}
    assert {v["rule"] for v in data["violations"]} == {"第3部 第1章 1"}
    assert data["counts"] == {"deck": 40, "sideboard": 10, "forbidden": 0}


def test_the_api_validates_d0_lists_and_counts_forbidden_points(client, demo_cards):
    text = "\n".join(f"3 D0DM-{i:03d}" for i in range(1, 13)) + "\n2 D0DM-016\n1 D0DM-017\n1 D0DM-015\n"
    data = client.post("/api/v1/decks/validate", {"text": text, "game": "d0"}, content_type="application/json").json()
    assert data["ruleset"] == "d0"
    assert data["counts"]["forbidden"] == 15
    assert [v["code"] for v in data["violations"]] == ["forbidden_points"]
    limited = client.post(
        "/api/v1/decks/validate", {"text": "40 D0DM-001", "game": "d0-limited"}, content_type="application/json"
    ).json()
    assert limited["legal"] is True


def test_a_zx_list_with_a_sideboard_section_is_an_error_naming_the_line(client, demo_cards):
    data = client.post(
        "/api/v1/decks/validate", {"text": "4 DM01-001\n[sideboard]\n1 DM01-002"}, content_type="application/json"
    ).json()
    assert (data["code"], data["errors"][0]["line"]) == ("invalid_decklist", 2)
