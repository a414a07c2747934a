"""Issue 31.3: fan-site lists (fixtures/decklists/fansite/) read to the same cards in the same parts on every surface
that shows the deck it read; a list without headers says how it placed the cards; "did you mean" puts the exact card
first. (tests/decks/test_agreement.py sends the same lists to every surface for the verdict and part sizes.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from zxdecks.decks.models import Deck
from zxdecks.decks.services.decks import current_cards
from zxdecks.rules.deck import Deck as EngineDeck

pytestmark = pytest.mark.django_db
FANSITE = sorted((Path(settings.BASE_DIR) / "fixtures" / "decklists" / "fansite").glob("*.txt"))
DECK = {
    "DM01-001": 4, "DM01-002": 4, "DM01-004": 4, "DM01-005": 4, "DM01-006": 4, "DM01-007": 4, "DM01-008": 4,
    "DM01-009": 4, "DM01-010": 4, "DM01-011": 4, "DM01-012": 4, "DM01-013": 4, "DM01-014": 2,
}  # fmt: skip
DYNAMIS = {"DM01-104": 4, "DM01-106": 1, "DM01-107": 1, "DM01-108": 1, "DM01-109": 1}
PLAYER = {"DM01-101": 1, "DM01-103": 1}
NO_HEADERS = (
    Path(settings.BASE_DIR) / "fixtures" / "decklists" / "fansite" / "06-no-headers-sorted-by-type.txt"
).read_text()


def parts(rows: list[tuple[str, str, int]]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for zone, number, count in rows:
        out.setdefault(zone, {})
        out[zone][number] = out[zone].get(number, 0) + count
    return out


def engine_rows(deck: EngineDeck) -> list[tuple[str, str, int]]:
    return [(e.zone.value, e.card.number, e.count) for e in deck.entries]


@pytest.mark.parametrize("path", FANSITE, ids=lambda p: p.name)
def test_a_fan_site_list_reads_to_the_same_cards_in_the_same_parts_on_the_check_page_editor_and_import(
    path, client, user, demo_cards
):
    text = path.read_text(encoding="utf-8")
    expected = {"deck": DECK, "dynamis": DYNAMIS, "player": PLAYER}
    check = client.post(reverse("decks:check"), {"text": text, "game": "zx", "as_of": "2025-09-01"})
    assert parts(engine_rows(check.context["validation"].deck)) == expected
    parsed = client.post(reverse("decks:editor-parse"), {"text": text, "game": "zx"}).json()
    assert parts([(r["zone"], r["number"], r["count"]) for r in parsed["entries"]]) == expected
    client.force_login(user)
    upload = SimpleUploadedFile(path.name, path.read_bytes())
    assert client.post(reverse("decks:import"), {"file": upload, "format": "auto"}).status_code == 302
    assert parts(engine_rows(current_cards(Deck.objects.get(owner=user)))) == expected


def test_a_list_without_headers_says_on_every_surface_that_its_cards_were_placed_by_type(client, demo_cards):
    api = client.post("/api/v1/decks/validate", {"text": NO_HEADERS}, content_type="application/json").json()
    assert api["legal"] is True
    (note,) = api["notes"]
    assert note.startswith("the list has no headers ([deck], [dynamis], [player]), so cards were placed by their type")
    assert "lines 7, 8, 17, 18, 19 to the Dynamis; lines 16, 20 to the player area" in note
    ja = "7・8・17・18・19行目をデュナミスに、16・20行目をプレイヤーエリアに"
    check = client.post(reverse("decks:check"), {"text": NO_HEADERS, "game": "zx"}).content.decode()
    assert ja in check
    assert "placed by their type" not in check
    check_en = client.post(
        reverse("decks:check"), {"text": NO_HEADERS, "game": "zx"}, HTTP_ACCEPT_LANGUAGE="en"
    ).content.decode()
    assert "lines 7, 8, 17, 18, 19 to the Dynamis" in check_en
    verdict = client.post(reverse("decks:editor-validate"), {"text": NO_HEADERS, "game": "zx"}).content.decode()
    assert ja in verdict
    parsed = client.post(reverse("decks:editor-parse"), {"text": NO_HEADERS, "game": "zx"}).json()
    (parsed_note,) = parsed["notes"]
    assert ja in parsed_note


def _first_suggestion(client, line: str) -> str:
    answer = client.post("/api/v1/decks/validate", {"text": f"[deck]\n{line}\n"}, content_type="application/json")
    (error,) = answer.json()["errors"]
    return str(error["suggestions"][0])


def test_the_closest_name_is_suggested_before_a_shorter_one(client, demo_cards):
    # 「双星の片割れカストル」 is one character shorter; the old ranking put it first.
    assert _first_suggestion(client, "4 双星の片割れポルックスの") == "DM01-038 双星の片割れポルックス"


@pytest.mark.parametrize("line", ["4 DM01-099 紅蓮の先駆けアグニ", "紅蓮の先駆けアグニ（DM01-099）×4"])
def test_a_name_written_with_an_unknown_number_suggests_the_card_of_that_name_first(client, demo_cards, line):
    # The number alone would suggest its neighbours (DM01-009 first).
    assert _first_suggestion(client, line) == "DM01-001 紅蓮の先駆けアグニ"


@pytest.mark.parametrize("line", ["4 DM01-0O2", "4 DM01ー0O2", "4 DM01−0O2", "4 ＤＭ０１ｰ０Ｏ２"])
def test_a_number_typed_with_a_long_vowel_mark_or_another_dash_gets_the_suggestion_a_hyphen_gets(
    client, demo_cards, line
):
    assert _first_suggestion(client, line) == "DM01-002 炎翼のフレアリザード"
