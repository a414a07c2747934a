"""Issue 31.5: no English on the Japanese pages (and no Japanese UI words on the English ones): editor save errors,
export buttons, the editor's remove button, type filters, the goldfish log (the organizer
CSV and the registration sheet: tests/events/test_sheet_languages.py)."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse
from django.utils import translation

from tests.factories import RED, DeckFactory
from zxdecks.decks.templatetags.goldfishlog import log_step

pytestmark = pytest.mark.django_db
EN = {"HTTP_ACCEPT_LANGUAGE": "en"}
# The red demo deck with one misspelt name on line 3.
TYPO = RED.replace("4 DM01-002", "4 炎翼のフレアリザ", 1)


def _save_new(client, text: str, **headers):
    body = {"title": "赤単", "game": "zx", "visibility": "private", "text": text, "base_version": 0}
    return client.post(reverse("decks:new"), body, **headers)


def test_an_editor_save_error_is_in_japanese_on_the_japanese_page(client, user, demo_cards):
    client.force_login(user)
    response = _save_new(client, TYPO)
    assert response.status_code == 400
    alert = response.content.decode().split('role="alert"', 1)[1].split("</div>", 1)[0]
    assert "「炎翼のフレアリザ」というカードは見つかりません" in alert
    assert "no card named" not in alert


def test_an_editor_save_error_is_in_english_on_the_english_page(client, user, demo_cards):
    client.force_login(user)
    alert = _save_new(client, TYPO, **EN).content.decode().split('role="alert"', 1)[1].split("</div>", 1)[0]
    assert "no card named 炎翼のフレアリザ" in alert
    assert "見つかりません" not in alert


def test_after_a_failed_save_the_parts_keep_the_cards_of_the_good_lines_and_the_text_is_kept(client, user, demo_cards):
    client.force_login(user)
    response = _save_new(client, TYPO)
    counts = {}
    for row in response.context["entries"]:
        counts[row["zone"]] = counts.get(row["zone"], 0) + row["count"]
    assert counts == {"deck": 46, "dynamis": 8, "player": 2}  # 50 less the four copies on the bad line
    body = response.content.decode()
    assert 'data-keep-text="1"' in body  # the editor keeps the typed text (with its bad line) instead of rewriting it
    assert "4 炎翼のフレアリザ" in body


@pytest.mark.parametrize(
    ("headers", "labels", "absent"),
    [
        ({}, ["テキストでエクスポート", "JSONでエクスポート", "CSVでエクスポート"], "エクスポート text"),
        (EN, ["Export as text", "Export as JSON", "Export as CSV"], "エクスポート"),
    ],
)
def test_the_export_buttons_speak_the_pages_language(client, demo_cards, headers, labels, absent):
    deck = DeckFactory(visibility="public")
    body = client.get(deck.get_absolute_url(), **headers).content.decode()
    assert all(label in body for label in labels)
    assert absent not in body


@pytest.mark.parametrize(("headers", "label"), [({}, "デッキから外す"), (EN, "Remove from the deck")])
def test_the_editors_remove_button_is_labelled_in_the_pages_language(client, demo_cards, headers, label):
    body = client.get(reverse("decks:new"), **headers).content.decode()
    assert f'data-remove-label="{label}"' in body


TYPE_BOX = re.compile(r'<input type="checkbox" name="type" value="([^"]+)"[^>]*>\s*([^<]+?)\s*</label>')


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        (
            {},
            {
                "Z/X": "ゼクス",
                "EVENT": "イベント",
                "Z/X EX": "ゼクス エクストラ",
                "SHIFT": "シフト",
                "PL EX": "プレイヤー エクストラ",
            },
        ),
        (EN, {"Z/X": "Z/X", "EVENT": "EVENT", "Z/X EX": "Z/X EX", "SHIFT": "SHIFT", "PL EX": "PL EX"}),
    ],
)
def test_the_type_filter_is_checkboxes_naming_card_types_in_the_pages_language(client, demo_cards, headers, expected):
    body = client.get(reverse("cards:list"), **headers).content.decode()
    boxes = dict(TYPE_BOX.findall(body))
    assert {value: boxes.get(value) for value in expected} == expected
    assert len(boxes) == 14
    assert '<select name="type" multiple' not in body


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("ja", ["スタートカード", "ゲートカード", "スタートリソース"]),
        ("en", ["Start Card", "Gate Card", "Start Resource"]),
    ],
)
def test_the_goldfish_logs_setup_steps_are_in_the_pages_language(language, expected):
    with translation.override(language):
        assert [log_step(step) for step in ("スタートカード", "ゲートカード", "スタートリソース")] == expected
