"""The one card filter: the card page, the deck editor's search and the API answer the same cards; limits; order."""

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from cards.models import Card
from cards.query import MAX_ALTERNATIVES, MAX_NEGATIONS, MAX_QUERY_LENGTH, MAX_TERMS
from cards.selectors import card_search
from tests.cards.importing import import_card_rows

pytestmark = pytest.mark.django_db

SHARED_SEARCHES = [
    {"q": "あぐに"},
    {"q": "t:zx c:red cost>=7"},
    {"q": "-is:ignition t:zx c:red cost=1"},
    {"type": "Z/X", "color": ["red", "blue"], "color_mode": "all"},
    {"keyword": "ライフリカバリー"},
    {"race": "エンジェル", "ignition": "no"},
    {"q": "kw:ヴォイドブリンガー", "pack": "dm01"},
    {"q": "reg:none c:black", "cost_max": "2"},
    {"q": "game:d0 class:unit"},
]


def selector_numbers(params):
    found = card_search(params=params)
    assert found.valid, found.form.errors
    return list(found.cards.values_list("collector_number", flat=True))


def page_numbers(body):
    return re.findall(r'<td><a href="/cards/([^/]+)/">\1</a></td>', body)


def editor_numbers(body):
    return re.findall(r'data-number="([^"]+)"', body)


@pytest.mark.parametrize("params", SHARED_SEARCHES)
def test_the_card_page_the_editor_and_the_api_find_the_same_cards(client, demo_cards, params):
    expected = selector_numbers(params)
    assert expected, "a search that finds nothing proves nothing"
    assert len(expected) <= 40  # the editor shows 40
    api = client.get("/api/v1/cards/", params).json()
    assert [c["collector_number"] for c in api["data"]] == expected
    assert page_numbers(client.get(reverse("cards:list"), params).content.decode()) == expected
    assert editor_numbers(client.get(reverse("decks:editor-search"), params).content.decode()) == expected


def test_the_keyword_filter_and_the_kw_term_match_the_same_way(demo_cards):
    for keyword in ("ライフリカバリー", "ヴォイドブリンガー", "スタートカード"):
        assert selector_numbers({"keyword": keyword}) == selector_numbers({"q": f"kw:{keyword}"})


def test_a_keyword_filter_needs_the_whole_keyword(client, demo_cards):
    data = client.get("/api/v1/cards/", {"keyword": "ライフ"}).json()
    assert (data["status"], data["errors"][0]["field"]) == (400, "keyword")
    assert "DM01-004" not in page_numbers(client.get(reverse("cards:list"), {"keyword": "ライフ"}).content.decode())


@pytest.mark.parametrize("value", ["true", "yes", "1"])
def test_ignition_reads_what_the_page_and_api_clients_send(client, demo_cards, value):
    with_icon = [c["collector_number"] for c in client.get("/api/v1/cards/", {"ignition": value}).json()["data"]]
    assert "DM01-004" in with_icon
    assert "DM01-007" not in with_icon


def test_order_is_an_alias_of_sort(client, demo_cards):
    by_sort = client.get("/api/v1/cards/", {"type": "Z/X", "sort": "-power"}).json()["data"]
    by_order = client.get("/api/v1/cards/", {"type": "Z/X", "order": "-power"}).json()["data"]
    assert by_sort == by_order
    assert client.get("/api/v1/cards/", {"order": "loudest"}).json()["errors"][0]["field"] == "order"


# The limits on the work a search may ask for (issue 15).
TOO_MUCH = [
    (" ".join(f"word{i}" for i in range(MAX_TERMS + 1)), MAX_TERMS),
    (" ".join(["-reg:any"] * (MAX_NEGATIONS + 1)), MAX_NEGATIONS),
    (" or ".join(["あぐに"] * (MAX_ALTERNATIVES + 1)), MAX_ALTERNATIVES),
    ("あ" * (MAX_QUERY_LENGTH + 1), MAX_QUERY_LENGTH),
    ("cost>=" + "9" * 4301, MAX_QUERY_LENGTH),  # beyond Python's int digit limit: refused by length first
]


@pytest.mark.parametrize(("q", "limit"), TOO_MUCH)
def test_the_api_refuses_a_search_beyond_a_limit_naming_it(client, demo_cards, q, limit):
    response = client.get("/api/v1/cards/", {"q": q})
    data = response.json()
    assert (response.status_code, data["object"], data["code"]) == (400, "error", "invalid_request")
    assert data["errors"][0]["field"] == "q"
    assert str(limit) in data["details"]


@pytest.mark.parametrize(("q", "limit"), TOO_MUCH)
def test_the_card_page_shows_a_search_beyond_a_limit_as_a_form_error(client, demo_cards, q, limit):
    response = client.get(reverse("cards:list"), {"q": q})
    assert response.status_code == 400  # the form is shown, with the error, as a bad request
    assert str(limit) in str(response.context["form"].errors["q"])
    assert page_numbers(response.content.decode()) == []


def test_the_editor_shows_a_search_beyond_a_limit_as_an_error(client, demo_cards):
    response = client.get(reverse("decks:editor-search"), {"q": TOO_MUCH[0][0]})
    assert response.status_code == 200
    assert str(MAX_TERMS) in response.content.decode()


def test_a_search_at_the_limits_is_answered(client, demo_cards):
    q = " ".join(["-reg:any"] * MAX_NEGATIONS + ["t:zx"] * (MAX_TERMS - MAX_NEGATIONS))
    assert client.get("/api/v1/cards/", {"q": q}).status_code == 200


@pytest.mark.parametrize("q", ["\\", "あぐに\\", 'name:"紅蓮\\', '"紅蓮', 'あぐに "', '\\"'])
def test_backslashes_and_unbalanced_quotes_are_never_an_error(client, demo_cards, q):
    assert client.get(reverse("cards:list"), {"q": q}).status_code == 200
    assert client.get(reverse("decks:editor-search"), {"q": q}).status_code == 200
    assert client.get("/api/v1/cards/", {"q": q}).status_code == 200


def test_an_unbalanced_quote_is_a_warning_and_the_words_still_search(client, demo_cards):
    data = client.get("/api/v1/cards/", {"q": '"紅蓮 先駆け'}).json()
    assert any("quote" in w for w in data["warnings"])
    assert [c["collector_number"] for c in data["data"]] == ["DM01-001"]


@pytest.mark.parametrize("term", ["pow>=" + "9" * 400, "cost<-" + "9" * 20, "shield=1" + "0" * 30])
def test_a_number_too_large_is_a_warning(client, demo_cards, term):
    data = client.get("/api/v1/cards/", {"q": f"あぐに {term}"}).json()
    assert any("numbers go up to" in w for w in data["warnings"]), data
    assert "DM01-001" in [c["collector_number"] for c in data["data"]]
    body = client.get(reverse("cards:list"), {"q": f"あぐに {term}"}).content.decode()
    assert "数は1,000,000までです" in body


def test_a_huge_number_parameter_is_a_field_error(client, demo_cards):
    data = client.get("/api/v1/cards/", {"cost_min": "9" * 5000}).json()
    assert (data["status"], data["errors"][0]["field"]) == (400, "cost_min")
    response = client.get(reverse("cards:list"), {"cost_min": "9" * 5000})
    assert (response.status_code, list(response.context["form"].errors)) == (400, ["cost_min"])


def card_queries(queries):
    """The search's own queries over the card table, not the regulation reads before them nor the page's filter
    suggestions (the races, read once per card data version)."""
    return [q["sql"] for q in queries if 'FROM "cards_card"' in q["sql"] and '"cards_card"."races"' not in q["sql"]]


def search_query(queries):
    """The one query that sorts and counts the matches (the page's rows are then read by id, at most once)."""
    found = card_queries(queries)
    assert len(found) <= 2, found
    (search,) = [q for q in found if "OVER ()" in q]
    return search


@pytest.mark.parametrize("params", [{"q": "-reg:any -reg:legend t:zx"}, {"regulation": "none"}, {"q": "reg:sealed"}])
def test_a_regulation_filter_runs_no_per_row_subquery(client, demo_cards, params, settings):
    settings.SEARCH_CACHE_SECONDS = 0  # the second request scans again instead of reading the first one's page
    client.get("/api/v1/cards/", params)  # the page's card objects are cached outside the measured request
    with CaptureQueriesContext(connection) as queries:
        data = client.get("/api/v1/cards/", params).json()
    assert data["object"] == "list"
    search = search_query(queries)
    assert "cards_cardname" not in search
    assert "cards_regulationentry" not in search


def test_a_page_and_its_total_come_from_one_query_not_every_id(client, demo_cards, monkeypatch, settings):
    settings.SEARCH_CACHE_SECONDS = 0  # the second request scans again instead of reading the first one's page
    monkeypatch.setattr("cards.apis.CARD_PAGE", 5)
    params = {"q": "-is:marker", "page": 2}
    expected = card_search(params=params).cards.count()
    client.get("/api/v1/cards/", params)  # the page's card objects are cached outside the measured request
    with CaptureQueriesContext(connection) as queries:
        data = client.get("/api/v1/cards/", params).json()
    assert (len(data["data"]), data["has_more"], data["total"]) == (5, True, expected)
    (search,) = card_queries(queries)  # the API needs only the numbers: they come with the ids
    assert "OVER ()" in search
    assert search.endswith("LIMIT 5 OFFSET 5")
    with CaptureQueriesContext(connection) as queries:
        response = client.get(reverse("cards:list"), params)
    search = search_query(queries)
    assert "OVER ()" in search
    assert re.search(r"LIMIT \d+ OFFSET 60$", search)
    assert response.context["page"].paginator.count == expected


def test_a_page_past_the_end(client, demo_cards):
    data = client.get("/api/v1/cards/", {"page": 999}).json()
    assert (data["data"], data["total"], data["has_more"]) == ([], Card.objects.count(), False)
    page = client.get(reverse("cards:list"), {"page": "9" * 50}).context["page"]
    assert (page.number, page.paginator.count) == (page.paginator.num_pages, Card.objects.count())
    assert len(page.object_list) == Card.objects.count() - 60 * (page.paginator.num_pages - 1)
    assert client.get(reverse("cards:list"), {"page": "x"}).context["page"].number == 1
    empty = client.get(reverse("cards:list"), {"q": "存在しない"}).context["page"]
    assert (empty.number, empty.paginator.count, list(empty.object_list)) == (1, 0, [])


# Relevance (issue 18): exact name, then name prefix, then name contains, then reading, then text.
ARTEMIS = "狩猟の女神アルテミス"


@pytest.fixture
def artemis_cards(db, tmp_path):
    rows = [
        {"number": "RL01-001", "name": "運命の猟犬ライラプス", "type": "Z/X", "reading": "うんめいのりょうけんらいらぷす",
         "text": f"≪自≫このカードが登場した時、スクエアにあなたの「{ARTEMIS}」があるならば、5000ダメージを与える。"},
        {"number": "RL01-002", "name": "月の狩人", "type": "Z/X", "reading": "アルテミスノカリュウド"},
        {"number": "RL01-003", "name": f"{ARTEMIS}Ｚ", "type": "Z/X", "reading": "しゅりょうのめがみあるてみすぜっと"},
        {"number": "RL01-004", "name": f"真・{ARTEMIS}", "type": "Z/X", "reading": "しんしゅりょうのめがみあるてみす"},
        {"number": "RL01-009", "name": ARTEMIS, "type": "Z/X", "reading": "しゅりょうのめがみあるてみす"},
    ]  # fmt: skip
    import_card_rows(tmp_path, rows)


def test_an_exact_name_comes_before_cards_whose_text_mentions_it(client, artemis_cards):
    expected = ["RL01-009", "RL01-003", "RL01-004", "RL01-001"]  # exact, prefix, contains, text
    api = client.get("/api/v1/cards/", {"q": ARTEMIS}).json()["data"]
    assert [c["collector_number"] for c in api] == expected
    assert page_numbers(client.get(reverse("cards:list"), {"q": ARTEMIS}).content.decode()) == expected
    editor = client.get(reverse("decks:editor-search"), {"q": ARTEMIS, "game": "zx"}).content.decode()
    assert editor_numbers(editor) == expected


def test_a_reading_match_ranks_after_names_and_before_text(client, artemis_cards):
    found = [c["collector_number"] for c in client.get("/api/v1/cards/", {"q": "あるてみす"}).json()["data"]]
    assert found == ["RL01-003", "RL01-004", "RL01-009", "RL01-002", "RL01-001"]


@pytest.mark.parametrize("param", ["sort", "order"])
def test_relevance_can_be_asked_for_and_another_order_wins_over_it(client, artemis_cards, param):
    relevance = client.get("/api/v1/cards/", {"q": ARTEMIS, param: "relevance"}).json()["data"]
    assert relevance[0]["collector_number"] == "RL01-009"
    by_number = client.get("/api/v1/cards/", {"q": ARTEMIS, param: "number"}).json()["data"]
    assert [c["collector_number"] for c in by_number] == ["RL01-001", "RL01-003", "RL01-004", "RL01-009"]


def test_without_free_text_relevance_is_collector_order(client, artemis_cards):
    found = [
        c["collector_number"] for c in client.get("/api/v1/cards/", {"q": "t:zx", "sort": "relevance"}).json()["data"]
    ]
    assert found == sorted(found)
