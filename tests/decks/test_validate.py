"""Validation through the services, the validate_deck command and the check page, on the demo card set."""

import datetime as dt
import io
import json

import pytest
from django.core.management import call_command
from django.urls import reverse

from tests.factories import RED, demo_deck_path
from zxdecks.decks.services import DeckInputError, deck_validate_parts, deck_validate_text
from zxdecks.rules.decklist import DeckListError

pytestmark = pytest.mark.django_db

ON = dt.date(2025, 1, 1)


def run(*args, stdin=None, monkeypatch=None):
    out, err = io.StringIO(), io.StringIO()
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    with pytest.raises(SystemExit) as excinfo:
        call_command("validate_deck", *args, stdout=out, stderr=err)
    return excinfo.value.code, out.getvalue(), err.getvalue()


def test_the_red_demo_deck_is_legal(demo_cards):
    validation = deck_validate_text(text=RED, as_of=ON)
    assert validation.report.legal, validation.report.violations
    assert validation.report.counts["deck"] == 50


def test_a_subtext_name_collision_in_the_demo_set(demo_cards):
    text = RED.replace("2 DM01-014", "1 DM01-014\n1 DM01-039")
    report = deck_validate_text(text=text, as_of=ON).report
    (v,) = report.violations
    assert (v.rule, v.name, v.count, v.limit) == ("401.2", "紅の竜騎士ガルム", 5, 4)
    assert set(v.cards) == {"DM01-007", "DM01-039"}


def test_demo_regulation_and_expiry_follow_the_date(demo_cards):
    text = RED.replace("2 DM01-014", "1 DM01-040\n1 DM01-042")
    assert deck_validate_text(text=text, as_of=dt.date(2024, 5, 31)).report.legal
    codes = [v.code for v in deck_validate_text(text=text, as_of=dt.date(2026, 1, 1)).report.violations]
    assert codes == ["expired", "sealed"]


def test_a_demo_legend_may_be_played_once(demo_cards):
    once = RED.replace("2 DM01-014", "1 DM01-014\n1 DM01-041")
    assert deck_validate_text(text=once, as_of=dt.date(2024, 6, 1)).report.legal
    twice = RED.replace("2 DM01-014", "2 DM01-041")
    (v,) = deck_validate_text(text=twice, as_of=dt.date(2024, 6, 1)).report.violations
    assert (v.rule, v.code, v.count, v.limit) == ("regulation", "legend_limit", 2, 1)


def test_the_demo_twenty_copy_card(demo_cards):
    text = "[deck]\n20 DM01-036\n"
    assert "copy_limit" not in [v.code for v in deck_validate_text(text=text, as_of=ON).report.violations]
    text = "[deck]\n21 DM01-036\n"
    assert "copy_limit" in [v.code for v in deck_validate_text(text=text, as_of=ON).report.violations]


def test_parts_input_names_the_bad_field(demo_cards):
    with pytest.raises(DeckInputError) as excinfo:
        deck_validate_parts(
            deck=[{"collector_number": "DM01-001", "count": 4}, {"collector_number": "XX", "count": 1}],
            player=[{"collector_number": "DM01-101", "count": 0}],
        )
    assert [e["field"] for e in excinfo.value.errors] == ["deck[1].collector_number", "player[0].count"]


def test_the_command_exits_zero_for_a_legal_deck(demo_cards):
    code, out, _ = run(str(demo_deck_path("red")), "--as-of", "2025-01-01")
    assert code == 0
    assert "適正 (2025-01-01)" in out


def test_the_command_exits_one_and_prints_json_for_an_illegal_deck(demo_cards, monkeypatch):
    code, out, _ = run(
        "-", "--json", "--as-of", "2025-01-01", stdin=RED.replace("2 DM01-014", "3 DM01-014"), monkeypatch=monkeypatch
    )
    assert code == 1
    data = json.loads(out)
    assert data["legal"] is False
    assert data["as_of"] == "2025-01-01"
    assert data["violations"][0] == {
        "rule": "401.1a", "code": "deck_size", "message": data["violations"][0]["message"],
        "message_en": "The deck must have exactly 50 cards; it has 51.", "cards": [], "name": None,
        "count": 51, "limit": 50, "zone": "deck",
    }  # fmt: skip
    assert set(data["counts"]) == {
        "deck",
        "dynamis",
        "player",
        "ignition",
        "life_recovery",
        "void_bringer",
        "overdrive",
    }


def test_the_command_exits_two_naming_the_line(demo_cards, tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("4 DM01-001\nfour DM01-002\n", encoding="utf-8")
    code, _, err = run(str(path))
    assert code == 2
    assert f"{path}:2:" in err


def test_the_command_exits_two_for_a_bad_date_or_missing_file(demo_cards, tmp_path):
    assert run(str(tmp_path / "none.txt"))[0] == 2
    assert run("-", "--as-of", "2025-13-01")[0] == 2


def test_the_check_page_shows_the_verdict_in_japanese_and_english(client, demo_cards):
    bad = RED.replace("2 DM01-014", "3 DM01-014")
    body = client.post(reverse("decks:check"), {"text": bad, "as_of": "2025-01-01"}).content.decode()
    assert "不適正: 1 件の問題" in body
    assert "デッキは50枚ちょうどでなければなりません（現在51枚）。" in body
    assert "401.1a" in body
    body = client.post(
        reverse("decks:check"), {"text": bad, "as_of": "2025-01-01"}, HTTP_ACCEPT_LANGUAGE="en"
    ).content.decode()
    assert "The deck must have exactly 50 cards; it has 51." in body


def test_the_check_page_lists_bad_lines(client, demo_cards):
    body = client.post(
        reverse("decks:check"), {"text": "4 DM01-001\n4 ZZ99-999"}, HTTP_ACCEPT_LANGUAGE="en"
    ).content.decode()
    assert "line 2" in body
    assert "no card ZZ99-999" in body


def test_the_check_page_answers_htmx_with_the_result_only(client, demo_cards):
    body = client.post(
        reverse("decks:check"), {"text": RED, "as_of": "2025-01-01"}, HTTP_HX_REQUEST="true"
    ).content.decode()
    assert "<html" not in body
    assert "legal" in body


def test_a_deck_line_error_does_not_raise_out_of_the_service(demo_cards):
    with pytest.raises(DeckListError):
        deck_validate_text(text="4 nothing-here-at-all")
