"""Card data at scale: per-card cache entries keyed by the card data version, one version move per change, bounded
queries per page, and the bulk file written by the import and never inside a request."""

from __future__ import annotations

import gzip
import json
import re

import pytest
from django.core.cache import cache
from django.core.files.storage import default_storage
from django.db import connection
from django.test.utils import CaptureQueriesContext

from cards.bulk import bulk_build, bulk_name, parts_name
from cards.catalog import catalog, catalog_changes
from cards.models import Card, CardName, CatalogVersion, RegulationEntry
from cards.selectors import CARD_COUNT_LIMIT, card_search, card_slice
from tests.cards.importing import import_card_rows

ROWS = [
    {"number": "SC01-001", "name": "スケールの竜", "type": "Z/X", "cost": 3, "power": 5000, "text": "最初の文"},
    {"number": "SC01-002", "name": "スケールの騎士", "type": "Z/X", "cost": 2, "power": 3000},
]


@pytest.fixture
def imported(db, tmp_path):
    import_card_rows(tmp_path, ROWS)
    return tmp_path


def test_a_lookup_after_an_import_sees_the_new_text(client, imported):
    assert client.get("/api/v1/cards/SC01-001/").json()["text"] == "最初の文"
    assert catalog.by_numbers({"SC01-001"})["SC01-001"].name == "スケールの竜"
    import_card_rows(imported, [{**ROWS[0], "text": "新しい文", "name": "スケールの新竜"}, ROWS[1]])
    assert client.get("/api/v1/cards/SC01-001/").json()["text"] == "新しい文"
    assert catalog.by_numbers({"SC01-001"})["SC01-001"].name == "スケールの新竜"
    assert list(catalog.by_names({"スケールの新竜"})) == ["スケールの新竜"]


def test_a_re_import_with_no_change_keeps_the_version(imported):
    before = CatalogVersion.current()
    import_card_rows(imported, ROWS)
    assert CatalogVersion.current() == before


def test_an_import_that_changes_one_card_moves_the_version_once(imported):
    before = CatalogVersion.current()
    # The changed text rewrites the card's names and regulation rows: many row signals, one version move.
    import_card_rows(imported, [{**ROWS[0], "text": "「スケールの竜」は封神指定。"}, ROWS[1]])
    assert CatalogVersion.current() == before + 1


def test_writes_grouped_in_catalog_changes_move_the_version_once(imported):
    before = CatalogVersion.current()
    card = Card.objects.get(collector_number="SC01-001")
    with catalog_changes() as batch:
        card.note = "note"
        card.save()
        CardName.objects.create(card=card, name="別名", kind=CardName.Kind.SUBTEXT)
        RegulationEntry.objects.create(card_name="スケールの竜", status="legend")
    assert batch.changed
    assert CatalogVersion.current() == before + 1
    with catalog_changes() as nothing:
        pass
    assert not nothing.changed
    assert CatalogVersion.current() == before + 1


def test_an_admin_save_of_a_card_with_its_names_moves_the_version_once(admin_client, imported):
    card = Card.objects.get(collector_number="SC01-001")
    names = list(CardName.objects.filter(card=card))
    before = CatalogVersion.current()
    url = f"/admin/cards/card/{card.pk}/change/"
    form = admin_client.get(url).context["adminform"].form
    files = ("image", "thumbnail")
    data = {k: v for k, v in form.initial.items() if v is not None and k not in files and not isinstance(v, list)}
    data.update(
        {
            "collector_number": card.collector_number,
            "name": card.name,
            "card_type": card.card_type,
            "construction": "[]",
            "game": "zx",
            "forbidden": 0,
            "text": "管理画面で直した文",
            "card_names-TOTAL_FORMS": len(names) + 1,
            "card_names-INITIAL_FORMS": len(names),
            "card_names-0-id": names[0].pk,
            "card_names-0-card": card.pk,
            "card_names-0-name": names[0].name,
            "card_names-0-kind": names[0].kind,
            f"card_names-{len(names)}-card": card.pk,
            f"card_names-{len(names)}-name": "管理画面の別名",
            f"card_names-{len(names)}-kind": "subtext",
        }
    )
    for i, name in enumerate(names[1:], start=1):
        data.update(
            {
                f"card_names-{i}-id": name.pk,
                f"card_names-{i}-card": card.pk,
                f"card_names-{i}-name": name.name,
                f"card_names-{i}-kind": name.kind,
            }
        )
    response = admin_client.post(url, data)
    assert response.status_code == 302, response.context["adminform"].form.errors if response.context else ""
    assert CardName.objects.filter(card=card, name="管理画面の別名").exists()
    assert CatalogVersion.current() == before + 1
    # The search ranks names from the card row (name_keys): the name added in the admin is on it at once.
    card.refresh_from_db()
    assert "|管理画面の別名|" in card.name_keys


def test_card_entries_live_in_the_shared_cache_under_the_version(client, imported):
    client.get("/api/v1/cards/SC01-002/")
    version = CatalogVersion.current()
    keys = [k for k in cache._cache if ":cards:v" in k]  # locmem keeps its entries in _cache
    assert any(f"cards:v{version}:obj:" in k and k.endswith(":SC01-002") for k in keys)


def test_a_lookup_of_a_cached_card_runs_only_the_version_query(client, imported, django_assert_num_queries):
    client.get("/api/v1/cards/SC01-001/")
    with django_assert_num_queries(1):  # the version check; the card object comes from the cache
        assert client.get("/api/v1/cards/SC01-001/").status_code == 200


def test_a_lookup_reads_only_the_cards_it_needs(imported, django_assert_max_num_queries):
    # Facts of two cards: their rows, names, partners, regulation, expiry — never every card.
    with django_assert_max_num_queries(8) as captured:
        assert set(catalog.by_numbers({"SC01-001", "SC01-002", "NOPE-1"})) == {"SC01-001", "SC01-002"}
    card_reads = [q["sql"] for q in captured.captured_queries if 'FROM "cards_card"' in q["sql"]]
    assert card_reads
    assert all("WHERE" in sql for sql in card_reads)


@pytest.mark.parametrize("page", [1, 2])
def test_a_card_api_page_costs_a_fixed_number_of_queries(client, demo_cards, page, django_assert_max_num_queries):
    # An empty cache: the page's card objects are serialized from one bounded read of its 60 cards. On
    # PostgreSQL the search's time limit adds a savepoint, the setting and its restoring (cards.search_limits);
    # the tests read the card data version at each use of the catalog (CARD_CACHE_SECONDS=0), three times here.
    with django_assert_max_num_queries(11):
        response = client.get("/api/v1/cards/", {"page": page})
    assert response.status_code == 200
    assert response.json()["data"]


def test_the_card_page_costs_a_fixed_number_of_queries(client, demo_cards, django_assert_max_num_queries):
    with django_assert_max_num_queries(10):
        assert client.get("/cards/", {"q": "c:red"}).status_code == 200


def test_the_bulk_file_is_never_written_in_a_request(client, demo_cards):
    response = client.get("/api/v1/cards/bulk/")
    assert response.status_code == 503
    assert response["Retry-After"] == "60"
    assert response.json()["code"] == "unavailable"
    assert not default_storage.exists(bulk_name(CatalogVersion.current()))


def test_until_the_new_file_is_written_the_previous_one_is_served(client, imported):
    old = bulk_build()
    assert old is not None
    Card.objects.filter(collector_number="SC01-001").update(note="x")
    CatalogVersion.bump()
    response = client.get("/api/v1/cards/bulk/")
    assert response.status_code == 200
    assert response["ETag"] == f'"cards-v{old.version}"'
    assert not default_storage.exists(bulk_name(CatalogVersion.current()))


def test_the_import_writes_the_bulk_file_and_removes_the_old_one(imported):
    first = CatalogVersion.current()
    assert default_storage.exists(bulk_name(first))
    import_card_rows(imported, [{**ROWS[0], "text": "変更"}, ROWS[1]])
    assert default_storage.exists(bulk_name(first + 1))
    assert not default_storage.exists(bulk_name(first))


def test_the_bulk_file_goes_gzipped_to_clients_that_accept_it(client, imported):
    bulk_build()
    response = client.get("/api/v1/cards/bulk/", HTTP_ACCEPT_ENCODING="gzip, br")
    assert response["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in response["Vary"]
    data = json.loads(gzip.decompress(b"".join(response.streaming_content)))
    assert {c["collector_number"] for c in data["data"]} >= {"SC01-001", "SC01-002"}
    plain = client.get("/api/v1/cards/bulk/")
    assert not plain.has_header("Content-Encoding")
    assert json.loads(b"".join(plain.streaming_content)) == data


def test_the_bulk_file_is_written_under_a_unique_temporary_name(imported, monkeypatch):
    saved: list[str] = []
    real_save = default_storage.save

    def spy(name, content, **kwargs):
        saved.append(name)
        return real_save(name, content, **kwargs)

    monkeypatch.setattr(default_storage, "save", spy)
    Card.objects.filter(collector_number="SC01-001").update(note="y")
    CatalogVersion.bump()
    bulk_build()
    CatalogVersion.bump()
    bulk_build()
    files_saved = [name for name in saved if name.endswith(".json.gz")]  # each with its parts list
    assert len(files_saved) == 2
    assert files_saved[0] != files_saved[1]
    assert len(set(saved)) == len(saved) == 4
    assert all("/.tmp-" in name for name in saved)
    _dirs, files = default_storage.listdir("bulk")
    assert sorted(files) == sorted(
        name.split("/")[1] for name in (bulk_name(CatalogVersion.current()), parts_name(CatalogVersion.current()))
    )


def test_the_build_command_writes_the_current_file(imported):
    import io

    from django.core.management import call_command

    default_storage.delete(bulk_name(CatalogVersion.current()))
    out = io.StringIO()
    call_command("build_bulk_file", stdout=out)
    assert bulk_name(CatalogVersion.current()) in out.getvalue()
    assert default_storage.exists(bulk_name(CatalogVersion.current()))


def _designation_reads(captured) -> list[str]:
    return [
        q["sql"]
        for q in captured.captured_queries
        if 'FROM "cards_regulationentry"' in q["sql"] or 'FROM "cards_cardname"' in q["sql"]
    ]


@pytest.mark.parametrize("path", ["/api/v1/cards/", "/cards/"])
def test_a_regulation_search_reads_the_designations_once_per_card_data_version(
    client, demo_cards, path, django_assert_max_num_queries
):
    # The designated cards were read (every entry, then the names of every designated card: ten times more rows
    # with ten times the cards) in every request that searched by regulation: 40 ms a search at 86k cards.
    client.get(path, {"q": "reg:legend"})
    with django_assert_max_num_queries(12) as captured:
        second = client.get(path, {"q": "reg:sealed", "page": 2})
    assert second.status_code == 200
    assert _designation_reads(captured) == []


def test_a_regulation_search_sees_a_new_designation_at_once(client, demo_cards):
    assert client.get("/api/v1/cards/", {"q": "reg:legend"}).json()["total"] == 1
    RegulationEntry.objects.create(
        card_name=Card.objects.get(collector_number="DM01-042").name, status="legend", effective_date="2000-01-01"
    )
    numbers = [c["collector_number"] for c in client.get("/api/v1/cards/", {"q": "reg:legend"}).json()["data"]]
    assert "DM01-042" in numbers


def test_a_search_finds_its_matches_in_a_subquery_without_order_and_sorts_them_outside(
    demo_cards, django_assert_max_num_queries
):
    # `COUNT(*) OVER () ... ORDER BY collector_number LIMIT 60` in one query made PostgreSQL price the scan as if it
    # stopped after 60 rows, so it walked the collector-number index through every card (17-78 ms at 86k) where
    # the indexes of the terms find the matches in 4-10 ms. The matches (at most the count limit + 1) are found in
    # a subquery planned to find them; the count, the order and the page are outside it.
    search = card_search(params={"q": "c:red cost>=2"})
    with django_assert_max_num_queries(6) as captured:
        card_slice(search.cards, 0, 60, fields=("collector_number",))
    scan = next(q["sql"] for q in captured.captured_queries if "OVER ()" in q["sql"])
    subquery = re.search(r"OVER \(\) FROM \((SELECT .*)\) AS \w+ ORDER BY .* LIMIT", scan)
    assert subquery, scan
    assert "ORDER BY" not in subquery.group(1)
    assert subquery.group(1).endswith(f"LIMIT {CARD_COUNT_LIMIT + 1}")


def test_a_search_with_more_matches_than_the_limit_counts_to_it_and_pages_in_order(demo_cards):
    search = card_search(params={"q": "t:zx", "sort": "-power"})
    expected = list(search.cards.values_list("collector_number", flat=True))
    assert len(expected) > 12
    first = card_slice(search.cards, 0, 3, fields=("collector_number",), limit=5)
    assert (first.total, first.more) == (5, True)
    assert [c.collector_number for c in first.rows] == expected[:3]
    deep = card_slice(search.cards, 9, 3, fields=("collector_number",), limit=5)
    assert (deep.total, deep.more) == (12, True)  # counted to the end of the page asked for
    assert [c.collector_number for c in deep.rows] == expected[9:12]
    whole = card_slice(search.cards, 0, 3, limit=len(expected))
    assert (whole.total, whole.more) == (len(expected), False)


def test_a_search_in_relevance_order_reads_its_matches_once_and_counts_them_all(demo_cards):
    # Relevance is computed per card, so the database sorts every match for any page: a bounded scan first and a
    # read in order after it read a broad text search's matches twice (17 + 29 ms at 86k cards). Up to RANK_LIMIT
    # matches are ranked in that one read (PostgreSQL asks the planner first how many to expect: EXPLAIN, no read).
    search = card_search(params={"q": "カード"})
    expected = list(search.cards.values_list("collector_number", flat=True))
    assert len(expected) > 6
    with CaptureQueriesContext(connection) as captured:
        window = card_slice(search.cards, 3, 3, fields=("collector_number",), limit=4)
    assert (window.total, window.more) == (len(expected), False)
    assert [c.collector_number for c in window.rows] == expected[3:6]
    reads = [q for q in captured.captured_queries if "cards_card" in q["sql"] and not q["sql"].startswith("EXPLAIN")]
    assert len(reads) == 1
    past_the_end = card_slice(search.cards, 60, 3, fields=("collector_number",), limit=4)
    assert (past_the_end.rows, past_the_end.total, past_the_end.more) == ([], len(expected), False)


def test_the_unfiltered_card_list_keeps_its_exact_count(demo_cards):
    window = card_slice(card_search(params={}).cards, 0, 3, fields=("collector_number",), limit=5)
    assert (window.total, window.more) == (Card.objects.count(), False)


def test_the_card_api_and_page_say_when_a_search_has_more_matches_than_they_counted(client, demo_cards, monkeypatch):
    monkeypatch.setattr("cards.apis.CARD_PAGE", 3)
    monkeypatch.setattr("zxdecks.api.pagination.COUNT_LIMIT", 5)
    monkeypatch.setattr("cards.selectors.CARD_COUNT_LIMIT", 5)
    monkeypatch.setattr("cards.views.PAGE_SIZE", 3)
    body = client.get("/api/v1/cards/", {"q": "t:zx"}).json()
    assert (body["total"], body["has_more"], len(body["data"])) == (5, True, 3)
    assert any("more than 5 results" in w for w in body["warnings"])
    last = client.get("/api/v1/cards/", {"q": "t:zx", "page": 2}).json()
    assert last["has_more"]  # counted to the end of page 2 and beyond: the list goes on
    page = client.get("/cards/", {"q": "t:zx"}, HTTP_ACCEPT_LANGUAGE="en")
    assert page.context["more"]
    assert "more than 5 cards" in page.content.decode()
    japanese = client.get("/cards/", {"q": "t:zx", "page": 2}, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "6件超" in japanese  # page 2 of 3: counted to its end, 6


@pytest.mark.parametrize(
    "params",
    [
        {"q": "c:red"},
        {"q": "c:red", "sort": "-power"},
        {"q": "c:red", "sort": "-cost"},
        {"q": "竜"},
        {"q": "t:zx", "sort": "reading"},
        {"q": "t:zx", "sort": "-name"},
    ],
)
def test_a_searchs_pages_and_total_follow_its_order(demo_cards, params):
    search = card_search(params=params)
    expected = list(search.cards.values_list("collector_number", flat=True))
    pages = [card_slice(search.cards, start, 3, fields=("collector_number",)) for start in range(0, 60, 3)]
    assert [c.collector_number for rows, _total, _more in pages for c in rows] == expected
    assert {total for rows, total, _more in pages if rows} == {len(expected)}
    assert len(expected) > 3


def test_a_search_that_matches_nothing_runs_its_scan_alone(demo_cards, django_assert_max_num_queries):
    search = card_search(params={"q": "存在しない名前 c:red"})
    with django_assert_max_num_queries(4) as captured:  # on PostgreSQL: savepoint, time limit, scan, release
        assert card_slice(search.cards, 0, 60, fields=("collector_number",)) == ([], 0, False)
    assert [q["sql"] for q in captured.captured_queries if "COUNT(*) FROM" in q["sql"].upper()] == []


def test_known_numbers_are_answered_from_this_process_until_another_process_moves_the_version(
    imported, django_assert_num_queries
):
    assert catalog.by_numbers({"SC01-001"})["SC01-001"].name == "スケールの竜"
    with django_assert_num_queries(1):  # the version check (CARD_CACHE_SECONDS=0 in the tests) and nothing else
        assert catalog.by_numbers({"sc01-001"})["SC01-001"].name == "スケールの竜"
    # Another process renames the card and moves the version (no signal reaches this one).
    Card.objects.filter(collector_number="SC01-001").update(name="別プロセスの竜")
    CatalogVersion.bump()
    assert catalog.by_numbers({"SC01-001"})["SC01-001"].name == "別プロセスの竜"
    assert catalog.by_numbers({"SC01-001", "NOPE-1"}) == {"SC01-001": catalog.by_numbers({"SC01-001"})["SC01-001"]}


def test_the_facts_kept_in_this_process_stay_within_the_local_cache_size(imported, settings):
    settings.CARD_LOCAL_CACHE_SIZE = 1
    catalog.clear()
    assert set(catalog.by_numbers({"SC01-001"})) == {"SC01-001"}
    assert set(catalog.by_numbers({"SC01-002"})) == {"SC01-002"}
    assert set(catalog._facts) == {"SC01-002"}  # the first was let go rather than keep two
    assert set(catalog.by_numbers({"SC01-001", "SC01-002"})) == {"SC01-001", "SC01-002"}
    assert len(catalog._facts) <= 2
