"""The card endpoints: search (q= and filters), lookup, named, autocomplete, bulk, regulations; paging, errors."""

import datetime as dt
import json

import pytest

from cards.models import Card, RegulationEntry
from zxdecks.api.throttling import ScopedThrottle

pytestmark = pytest.mark.django_db


def numbers(response):
    return [c["collector_number"] for c in response.json()["data"]]


def test_a_search_answers_a_list_object(client, demo_cards):
    response = client.get("/api/v1/cards/", {"q": "あぐに"})
    data = response.json()
    assert (data["object"], data["has_more"], data["next_page"], data["warnings"]) == ("list", False, None, None)
    assert "DM01-001" in numbers(response)
    assert data["total"] == len(data["data"])
    assert response["Cache-Control"] == "public, max-age=300"


@pytest.mark.parametrize(
    ("q", "expected", "absent"),
    [
        ("t:zx c:red cost>=7", {"DM01-010"}, {"DM01-001", "DM01-025"}),
        ("c:red pow>=11000", {"DM01-010"}, {"DM01-025"}),
        ("race:メタルフォートレス is:ignition kw:ライフリカバリー", {"DM01-019"}, {"DM01-004"}),
        ("set:DM02 -t:event", {"DM01-042", "DM01-043"}, {"DM01-040"}),
        ("t:shift or t:anex", {"DM01-106", "DM01-109"}, {"DM01-104"}),
        ('"紅蓮の先駆け"', {"DM01-001"}, {"DM01-014"}),
        ("c:red,blue", {"DM01-035"}, {"DM01-001"}),
        ("c:colorless t:zx", {"DM01-034"}, {"DM01-001"}),
        ("-is:ignition t:zx c:red cost=1", {"DM01-013", "DM01-036"}, {"DM01-001"}),
        ("r:obr", {"DM01-108", "DM01-112"}, set()),
    ],
)
def test_the_query_language(client, demo_cards, q, expected, absent):
    found = set(numbers(client.get("/api/v1/cards/", {"q": q})))
    assert expected <= found
    assert not (absent & found)


def test_regulation_terms_use_today(client, demo_cards):
    assert set(numbers(client.get("/api/v1/cards/", {"q": "reg:sealed"}))) == {"DM01-040"}
    assert set(numbers(client.get("/api/v1/cards/", {"q": "reg:legend"}))) == {"DM01-041"}


def test_unknown_terms_are_ignored_with_a_warning(client, demo_cards):
    data = client.get("/api/v1/cards/", {"q": "colour:purple あぐに flavour:x cost>=many"}).json()
    assert len(data["warnings"]) == 3
    assert any("purple" in w for w in data["warnings"])
    assert any("'flavour:'" in w for w in data["warnings"])
    assert "DM01-001" in [c["collector_number"] for c in data["data"]]


def test_filter_parameters_work_like_the_card_pages(client, demo_cards):
    found = numbers(client.get("/api/v1/cards/", {"type": "Z/X", "color": ["red", "blue"], "color_mode": "all"}))
    assert found == ["DM01-035"]
    assert numbers(client.get("/api/v1/cards/", {"keyword": "ヴォイドブリンガー"})) == ["DM01-005", "DM01-020"]


def test_bad_filter_parameters_name_the_field(client, demo_cards):
    data = client.get("/api/v1/cards/", {"cost_min": "cheap"}).json()
    assert (data["status"], data["code"]) == (400, "invalid_request")
    assert data["errors"][0]["field"] == "cost_min"
    assert client.get("/api/v1/cards/", {"page": "0"}).json()["errors"][0]["field"] == "page"


def test_paging_gives_next_page_urls(client, demo_cards, monkeypatch):
    monkeypatch.setattr("cards.apis.CARD_PAGE", 20)
    total = Card.objects.count()
    first = client.get("/api/v1/cards/").json()
    assert (first["total"], first["has_more"], len(first["data"])) == (total, True, 20)
    assert first["next_page"].endswith("page=2")
    last_page = -(-total // 20)
    last = client.get(first["next_page"].replace("page=2", f"page={last_page}")).json()
    assert (last["has_more"], last["next_page"], len(last["data"])) == (False, None, total - 20 * (last_page - 1))


def test_one_card_has_every_parameter_all_names_and_history(client, demo_cards):
    RegulationEntry.objects.create(
        card_name="紅の竜騎士ガルム", status="legend", effective_date=dt.date(2020, 1, 1), text="手動"
    )
    card = client.get("/api/v1/cards/dm01-039/").json()
    assert card["object"] == "card"
    assert {"name": "紅の竜騎士ガルム", "kind": "subtext"} in card["names"]
    assert card["regulation"][0]["effective_date"] == "2020-01-01"
    assert card["regulation_status"] == "legend"
    for key in (
        "cost",
        "colors",
        "icons",
        "races",
        "power",
        "shield",
        "player_name",
        "rarity",
        "pack",
        "illustrator",
        "flavor",
        "keywords",
        "expiry_date",
        "subtext",
        "text",
        "reading",
        "type",
    ):
        assert key in card
    assert card["pack"]["code"] == "DM01"


def test_a_warm_lookup_reads_neither_the_database_nor_the_shared_cache(client, demo_cards, monkeypatch, settings):
    from django.core.cache import cache
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    first = client.get("/api/v1/cards/dm01-039/")
    settings.CARD_CACHE_SECONDS = 60  # as in production: the version is read at most every few seconds
    shared_reads = []
    monkeypatch.setattr(cache, "get_many", lambda keys, *a, **k: shared_reads.append(keys) or {})
    with CaptureQueriesContext(connection) as queries:
        again = client.get("/api/v1/cards/DM01-039/")
    assert again.content == first.content
    assert json.loads(again.content)["collector_number"] == "DM01-039"
    assert ([q["sql"] for q in queries.captured_queries], shared_reads) == ([], [])


def test_a_lookup_answers_its_etag_and_304_when_unchanged(client, demo_cards):
    import hashlib

    response = client.get("/api/v1/cards/dm01-039/")
    assert response["Content-Type"] == "application/json"
    assert response["ETag"] == f'"{hashlib.md5(response.content, usedforsecurity=False).hexdigest()}"'
    assert "max-age=300" in response["Cache-Control"]
    assert client.get("/api/v1/cards/dm01-039/", HTTP_IF_NONE_MATCH=response["ETag"]).status_code == 304


def test_an_unknown_card_is_a_404_error_object(client, demo_cards):
    data = client.get("/api/v1/cards/ZZ99-999/").json()
    assert (data["object"], data["status"], data["code"]) == ("error", 404, "not_found")


def test_named_exact_and_fuzzy(client, demo_cards):
    assert client.get("/api/v1/cards/named/", {"exact": "紅蓮の先駆けアグニ"}).json()["collector_number"] == "DM01-001"
    assert client.get("/api/v1/cards/named/", {"fuzzy": "ぐれんのさきがけ"}).status_code == 404  # reading is not a name
    assert client.get("/api/v1/cards/named/", {"fuzzy": "紅蓮ノ先駆ケあぐに"}).json()["collector_number"] == "DM01-001"
    assert client.get("/api/v1/cards/named/", {"fuzzy": "ｸﾞﾚﾝ"}).status_code == 404
    assert client.get("/api/v1/cards/named/", {"fuzzy": "先駆けアグニ"}).json()["collector_number"] == "DM01-001"
    assert client.get("/api/v1/cards/named/", {"fuzzy": "先駆けｱｸﾞﾆ"}).json()["collector_number"] == "DM01-001"


def test_a_subtext_name_resolves_to_both_cards_and_is_ambiguous_fuzzily(client, demo_cards):
    data = client.get("/api/v1/cards/named/", {"fuzzy": "竜騎士ガルム"}).json()
    assert (data["status"], data["type"]) == (404, "ambiguous")
    assert set(data["candidates"]) == {"紅の竜騎士ガルム", "仮面の影武者"}


def test_named_needs_exactly_one_parameter(client):
    assert client.get("/api/v1/cards/named/").json()["errors"][0]["field"] == "exact"


def test_autocomplete_gives_at_most_twenty_names(client, demo_cards):
    data = client.get("/api/v1/cards/autocomplete/", {"q": "の"}).json()
    assert data["object"] == "catalog"
    assert len(data["data"]) == 20
    assert client.get("/api/v1/cards/autocomplete/", {"q": "ぐれんの"}).json()["data"] == []  # names, not readings
    assert "紅蓮の先駆けアグニ" in client.get("/api/v1/cards/autocomplete/", {"q": "紅蓮の"}).json()["data"]


def test_the_bulk_file_has_every_card_and_validators(client, demo_cards):
    from cards.bulk import bulk_build

    bulk_build()  # the import writes it; this test's media folder is fresh
    response = client.get("/api/v1/cards/bulk/")
    body = b"".join(response.streaming_content)
    data = json.loads(body)
    assert len(data["data"]) == Card.objects.count()
    etag = response["ETag"]
    assert response["Last-Modified"]
    assert client.get("/api/v1/cards/bulk/", HTTP_IF_NONE_MATCH=etag).status_code == 304


def test_the_bulk_file_changes_after_an_import(client, demo_cards, tmp_path):
    from django.core.management import call_command

    from cards.bulk import bulk_build

    bulk_build()
    etag = client.get("/api/v1/cards/bulk/")["ETag"]
    path = tmp_path / "one.json"
    path.write_text(
        json.dumps(
            {
                "format": "zxdecks-cards",
                "version": 1,
                "cards": [{"number": "NW01-001", "name": "新カード", "type": "Z/X"}],
            }
        ),
        encoding="utf-8",
    )
    call_command("import_cards", str(path), stdout=__import__("io").StringIO())
    response = client.get("/api/v1/cards/bulk/", HTTP_IF_NONE_MATCH=etag)
    assert response.status_code == 200
    assert len(json.loads(b"".join(response.streaming_content))["data"]) == Card.objects.count()
    assert Card.objects.filter(collector_number="NW01-001").exists()


def test_regulations_filter_by_date(client, demo_cards):
    all_entries = client.get("/api/v1/regulations/").json()
    assert {e["card_name"] for e in all_entries["data"]} == {"禁じられた炎術", "伝説の焔剣"}
    assert client.get("/api/v1/regulations/", {"in_force_on": "2024-05-31"}).json()["total"] == 0
    on = client.get("/api/v1/regulations/", {"in_force_on": "2024-06-01", "status": "sealed"}).json()
    assert [(e["card_name"], e["cards"]) for e in on["data"]] == [("禁じられた炎術", ["DM01-040"])]
    assert client.get("/api/v1/regulations/", {"since": "yesterday"}).json()["errors"][0]["field"] == "since"


def test_get_requests_allow_cross_origin_reads(client, demo_cards):
    response = client.get("/api/v1/cards/DM01-001/", HTTP_ORIGIN="https://deck-tool.example")
    assert response["Access-Control-Allow-Origin"] == "*"


def test_search_is_throttled_with_retry_after(client, demo_cards, settings):
    settings.API_RATES = {**settings.API_RATES, "search_anon": "2/min"}
    assert client.get("/api/v1/cards/", {"q": "a"}).status_code == 200
    assert client.get("/api/v1/cards/", {"q": "a"}).status_code == 200
    response = client.get("/api/v1/cards/", {"q": "a"})
    assert response.status_code == 429
    assert int(response["Retry-After"]) > 0
    data = response.json()
    assert (data["object"], data["code"]) == ("error", "throttled")
    assert client.get("/api/v1/cards/DM01-001/").status_code == 200  # lookups have their own, larger budget


def test_throttling_can_be_switched_off(settings):
    settings.API_THROTTLING = False
    assert ScopedThrottle().allow_request(None, None)


def test_blank_filter_parameters_mean_no_filter(client, demo_cards):
    assert client.get("/api/v1/cards/", {"pack": " ", "race": "", "rarity": ""}).json()["total"] == Card.objects.count()


def test_blank_goldfish_targets_are_ignored(client, user, demo_cards):
    from tests.factories import DeckFactory
    from zxdecks.decks.models import Deck

    deck = DeckFactory(owner=user, title="x", visibility=Deck.Visibility.PUBLIC)
    data = client.get(
        f"/api/v1/decks/{deck.pk}/goldfish", {"games": 100, "keep": [" ", "DM01-004"], "target": ""}
    ).json()
    assert data["keep_if_any"] == ["DM01-004"]
    assert data["warnings"] is None
