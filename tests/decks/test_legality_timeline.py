"""A deck's legality over time on the deck page, in the API and in the command: one service, one answer (demo data)."""

import datetime as dt
import io
import json

import pytest
from django.core.management import call_command
from django.utils import timezone

from cards.models import Card, RegulationEntry
from tests.api.schema_check import assert_matches_schema
from tests.cards.test_importers import fan_record, run_import
from tests.factories import RED, DeckFactory
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_import, deck_save
from zxdecks.decks.services.legality import deck_legality

pytestmark = pytest.mark.django_db

CHANGE = "2021年12月16日に「封神指定」から「伝説指定」に変更され、デッキに１枚まで入れることができます。"
SEAL_DAY = dt.date(2024, 6, 1)  # the demo set's DM01-040 (sealed) and DM01-041 (legend)
# RED with its two DM01-014 replaced: one sealed card and two legend copies (both from 2024-06-01), plus an expiring one
ILLEGAL_LATER = RED.replace("2 DM01-014", "1 DM01-040\n1 DM01-042")
TWO_LEGENDS = RED.replace("2 DM01-014", "2 DM01-041")


def test_a_reimport_adds_the_designation_a_change_came_from_to_a_card_imported_before(tmp_path, no_cards):
    run_import(tmp_path, [fan_record(note=CHANGE)])
    # As the importer before this change left it: only the dated entry, and a record hash of the older derivation.
    RegulationEntry.objects.filter(date_assumed=True).delete()
    Card.objects.update(source_hash="derived-by-an-older-importer")
    output = run_import(tmp_path, [fan_record(note=CHANGE)])
    rows = set(RegulationEntry.objects.values_list("status", "effective_date", "date_assumed"))
    assert rows == {("legend", dt.date(2021, 12, 16), False), ("sealed", None, True)}
    assert "1 updated" in output
    again = run_import(tmp_path, [fan_record(note=CHANGE)])
    assert "0 updated" in again
    assert RegulationEntry.objects.count() == 2


EXPECTED = [
    {"date": None, "legal": True, "changes": []},
    {
        "date": "2024-06-01",
        "legal": False,
        "changes": [
            {
                "card": "DM01-040",
                "name": "禁じられた炎術",
                "designation": "sealed",
                "rule": "regulation",
                "assumed": False,
            }
        ],
    },
    {
        "date": "2026-01-01",
        "legal": False,
        "changes": [
            {"card": "DM01-042", "name": "期間限定の記念竜", "designation": "expired", "rule": "1207", "assumed": False}
        ],
    },
]


def plain(points):
    return [{k: p[k] for k in ("date", "legal", "changes")} for p in points]


def run(*args, monkeypatch=None, stdin=None):
    out, err = io.StringIO(), io.StringIO()
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    with pytest.raises(SystemExit) as excinfo:
        call_command("validate_deck", *args, stdout=out, stderr=err)
    return excinfo.value.code, out.getvalue(), err.getvalue()


@pytest.fixture
def later(user, demo_cards):
    return DeckFactory(owner=user, title="後に不適正", text=ILLEGAL_LATER, visibility=Deck.Visibility.PUBLIC)


def test_the_api_lists_the_dates_a_demo_deck_becomes_illegal_with_card_and_designation(client, later):
    response = client.get(f"/api/v1/decks/{later.pk}/legality")
    assert response.status_code == 200
    body = response.json()
    assert (body["object"], body["total"], body["has_more"], body["deck"], body["version"]) == (
        "list",
        3,
        False,
        later.pk,
        1,
    )
    assert plain(body["data"]) == EXPECTED
    assert body["data"][1]["text"] == "2024-06-01から不適正：DM01-040 封神指定"
    assert body["data"][2]["text_en"] == "from 2026-01-01 illegal: DM01-042 expired"
    assert body["warnings"] is None
    assert_matches_schema(response)


def test_the_api_judges_any_version_of_the_deck(client, later):
    deck_save(deck=later, author=later.owner, cards=deck_import(data=TWO_LEGENDS).deck, base_version=1)
    current = client.get(f"/api/v1/decks/{later.pk}/legality").json()
    assert current["version"] == 2
    assert plain(current["data"]) == [
        {"date": None, "legal": True, "changes": []},
        {
            "date": "2024-06-01",
            "legal": False,
            "changes": [
                {
                    "card": "DM01-041",
                    "name": "伝説の焔剣",
                    "designation": "legend",
                    "rule": "regulation",
                    "assumed": False,
                }
            ],
        },
    ]
    first = client.get(f"/api/v1/decks/{later.pk}/legality", {"version": "1"}).json()
    assert (first["version"], plain(first["data"])) == (1, EXPECTED)
    assert client.get(f"/api/v1/decks/{later.pk}/legality", {"version": "3"}).status_code == 404
    bad = client.get(f"/api/v1/decks/{later.pk}/legality", {"version": "first"})
    assert (bad.status_code, bad.json()["errors"][0]["field"]) == (400, "version")


def test_the_legality_of_a_private_deck_is_404_to_others_and_an_unlisted_one_needs_its_token(
    client, user, other_user, demo_cards
):
    private = DeckFactory(owner=user, title="非公開")
    unlisted = DeckFactory(owner=user, title="限定", visibility=Deck.Visibility.UNLISTED)
    assert client.get(f"/api/v1/decks/{private.pk}/legality").status_code == 404
    assert client.get(f"/api/v1/decks/{private.pk}/legality", {"token": private.share_token}).status_code == 404
    client.force_login(other_user)
    assert client.get(f"/api/v1/decks/{private.pk}/legality").status_code == 404
    assert client.get(f"/api/v1/decks/{unlisted.pk}/legality").status_code == 404
    assert client.get(f"/api/v1/decks/{unlisted.pk}/legality", {"token": "wrong"}).status_code == 404
    assert client.get(f"/api/v1/decks/{unlisted.pk}/legality", {"token": unlisted.share_token}).status_code == 200
    client.force_login(user)
    assert client.get(f"/api/v1/decks/{private.pk}/legality").json()["data"] == [
        {"date": None, "legal": True, "changes": [], "text": "当初から適正", "text_en": "initially legal"}
    ]


def test_the_schema_documents_the_legality_list_object(client):
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    operation = schema["paths"]["/api/v1/decks/{id}/legality"]["get"]
    assert {p["name"] for p in operation["parameters"]} >= {"id", "token", "version"}
    point = schema["components"]["schemas"]["LegalityPoint"]
    assert set(point["properties"]) == {"date", "legal", "changes", "text", "text_en"}
    change = schema["components"]["schemas"]["LegalityChange"]
    assert set(change["properties"]) == {"card", "name", "designation", "rule", "assumed"}


def test_the_command_prints_the_timeline_in_japanese_english_and_json(tmp_path, demo_cards):
    path = tmp_path / "deck.txt"
    path.write_text(ILLEGAL_LATER, encoding="utf-8")
    code, out, _ = run(str(path), "--timeline", "--as-of", "2024-05-31")
    assert code == 0  # legal on the day given
    assert out.splitlines() == [
        "当初から適正",
        "2024-06-01から不適正：DM01-040 封神指定",
        "2026-01-01から不適正：DM01-042 使用期限切れ",
    ]
    code, out, _ = run(str(path), "--timeline", "--lang", "en")
    assert out.splitlines()[1] == "from 2024-06-01 illegal: DM01-040 sealed"
    code, out, _ = run(str(path), "--timeline", "--json")
    body = json.loads(out)
    assert (body["object"], plain(body["data"])) == ("list", EXPECTED)


def test_the_command_exit_code_is_todays_verdict_and_bad_input_is_2(tmp_path, demo_cards, monkeypatch):
    assert run("-", "--timeline", monkeypatch=monkeypatch, stdin=RED)[:2] == (0, "当初から適正\n")
    code, out, _ = run("-", "--timeline", monkeypatch=monkeypatch, stdin=TWO_LEGENDS)
    assert code == 1  # illegal today (two copies of a legend since 2024-06-01)
    assert out.splitlines()[-1] == "2024-06-01から不適正：DM01-041 伝説指定"
    code, _, err = run("-", "--timeline", monkeypatch=monkeypatch, stdin="4 NOPE-999\n")
    assert code == 2
    assert ":1:" in err


def test_a_card_sealed_then_made_a_legend_is_illegal_the_day_before_and_warned_as_undated(
    tmp_path, client, user, demo_cards
):
    run_import(tmp_path, [fan_record(note=CHANGE, icons=["[赤]"], text="")])
    one = DeckFactory(
        owner=user, visibility=Deck.Visibility.PUBLIC, text=RED.replace("2 DM01-014", "1 DM01-014\n1 B99-001")
    )
    body = client.get(f"/api/v1/decks/{one.pk}/legality").json()
    assert [
        (p["date"], p["legal"], [(c["card"], c["designation"], c["assumed"]) for c in p["changes"]])
        for p in body["data"]
    ] == [
        (None, False, [("B99-001", "sealed", True)]),
        ("2021-12-16", True, [("B99-001", "legend", False)]),
    ]
    assert body["data"][0]["text"] == "当初から不適正：B99-001 封神指定（開始日不明）"
    (assumption,) = body["assumptions"]
    assert (assumption["code"], assumption["cards"]) == ("regulation_date_assumed", ["B99-001"])
    assert body["warnings"] == [assumption["message_en"]]
    assert_matches_schema(client.get(f"/api/v1/decks/{one.pk}/legality"))
    two = DeckFactory(owner=user, visibility=Deck.Visibility.PUBLIC, text=RED.replace("2 DM01-014", "2 B99-001"))
    assert [(p["date"], p["legal"]) for p in client.get(f"/api/v1/decks/{two.pk}/legality").json()["data"]] == [
        (None, False),
        ("2021-12-16", False),
    ]


def test_the_deck_page_shows_the_timeline_in_japanese_and_english(client, later):
    page = client.get(later.get_absolute_url()).content.decode()
    assert "レギュレーションの推移" in page
    assert "2024-06-01から不適正：DM01-040 封神指定" in page
    assert "2026-01-01から不適正：DM01-042 使用期限切れ" in page
    english = client.get(later.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Legality over time" in english
    assert "from 2024-06-01 illegal: DM01-040 sealed" in english


def test_the_page_the_api_and_the_command_give_the_same_timeline(client, later, tmp_path):
    page = client.get(later.get_absolute_url()).context["legality"].timeline.as_dict()["data"]
    api = client.get(f"/api/v1/decks/{later.pk}/legality").json()["data"]
    path = tmp_path / "deck.txt"
    path.write_text(ILLEGAL_LATER, encoding="utf-8")
    _, out, _ = run(str(path), "--timeline", "--json")
    assert page == api == json.loads(out)["data"]
    assert deck_legality(deck=later).timeline.as_dict()["data"] == api


def test_an_announced_change_is_on_the_timeline_and_marked_on_the_page(client, later):
    coming = timezone.localdate() + dt.timedelta(days=30)
    RegulationEntry.objects.create(
        card_name="紅の竜騎士ガルム", status="sealed", effective_date=coming, from_import=False
    )
    body = client.get(f"/api/v1/decks/{later.pk}/legality").json()
    assert (body["data"][-1]["date"], body["data"][-1]["changes"][0]["card"]) == (coming.isoformat(), "DM01-007")
    page = client.get(later.get_absolute_url()).content.decode()
    assert f'{coming.isoformat()}から不適正：DM01-007 封神指定 <span class="muted">(発表済み・施行前)</span>' in page
    assert "2024-06-01から不適正：DM01-040 封神指定</li>" in page  # a past date is not marked


def test_a_dimension_zero_deck_has_a_timeline_under_its_own_rules(client, user, demo_cards):
    deck = DeckFactory(owner=user, d0=True, visibility=Deck.Visibility.PUBLIC)
    body = client.get(f"/api/v1/decks/{deck.pk}/legality").json()
    assert plain(body["data"]) == [{"date": None, "legal": True, "changes": []}]
