"""Issue 15.1: a search the database cannot answer within SEARCH_TIME_LIMIT_MS is stopped and refused with 400;
the ranking reads names from the card row (Card.name_keys), so a broad search sorts without a subquery per card."""

import pytest
from django.db import connection
from django.db.models import Value
from django.db.models.functions import Concat
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from cards.models import Card, CardName
from cards.search_limits import SearchTooSlow, search_time_limit
from cards.selectors import card_search, card_slice

pytestmark = pytest.mark.django_db

SLOW = {
    # A statement that runs for about a second on either database: a recursive count to ten million.
    "postgresql": "SELECT pg_sleep(1)",
    "sqlite": "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000000) SELECT count(*) FROM n",
}


def test_a_statement_past_the_search_time_limit_is_stopped_and_refused():
    with pytest.raises(SearchTooSlow), search_time_limit(50), connection.cursor() as cursor:
        cursor.execute(SLOW[connection.vendor])


def test_the_time_limit_ends_with_the_search(settings):
    with search_time_limit(50), connection.cursor() as cursor:
        cursor.execute("SELECT 1")
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SHOW statement_timeout")
            assert cursor.fetchone()[0] != "50ms"
    with connection.cursor() as cursor:  # no interruption left behind: a long statement runs to its end
        cursor.execute(SLOW[connection.vendor].replace("10000000", "200000").replace("pg_sleep(1)", "pg_sleep(0.1)"))


@pytest.fixture
def too_slow(monkeypatch):
    """Every search runs out of time (a zero-length budget stands for a database under a pathological query)."""
    import cards.selectors

    def refuse(*args, **kwargs):
        raise SearchTooSlow()

    monkeypatch.setattr(cards.selectors, "search_time_limit", lambda *limit: _Raising(refuse))


class _Raising:
    def __init__(self, raise_it):
        self.raise_it = raise_it

    def __enter__(self):
        self.raise_it()

    def __exit__(self, *exc):
        return False


def test_the_api_refuses_a_search_out_of_time_with_the_error_object(client, demo_cards, too_slow):
    response = client.get("/api/v1/cards/", {"q": "竜"})
    data = response.json()
    assert (response.status_code, data["object"], data["errors"][0]["field"]) == (400, "error", "q")
    assert "narrow" in data["details"] or "絞" in data["details"]


def test_the_card_page_shows_a_search_out_of_time_as_a_form_error(client, demo_cards, too_slow):
    response = client.get(reverse("cards:list"), {"q": "竜"})
    assert response.status_code == 400
    assert "絞" in str(response.context["form"].errors["q"])
    assert list(response.context["page"].object_list) == []


def test_the_editor_shows_a_search_out_of_time_as_an_error(client, demo_cards, too_slow):
    response = client.get(reverse("decks:editor-search"), {"q": "竜"})
    assert response.status_code == 200  # an htmx partial: htmx swaps only 2xx answers
    assert "絞" in response.content.decode()


def test_a_subtext_name_ranks_as_an_exact_name_match(demo_cards):
    first, card = Card.objects.order_by("collector_number")[:2]
    # Both cards mention the name in their searchable text; only the later one carries it as a subtext name.
    Card.objects.filter(pk__in=[first.pk, card.pk]).update(search_text=Concat("search_text", Value(" らんくの試し名")))
    CardName.objects.create(card=card, name="ランクの試し名", kind=CardName.Kind.SUBTEXT)
    card.refresh_name_keys()
    assert "|らんくの試し名|" in Card.objects.get(pk=card.pk).name_keys
    rows, _total, _more = card_slice(card_search(params={"q": "ランクの試し名"}).cards, 0, 5)
    assert rows[0] == card


def test_a_ranked_search_reads_no_card_name_rows():
    with CaptureQueriesContext(connection) as queries:
        list(card_search(params={"q": "竜 の"}).cards[:5])
    assert not any("cards_cardname" in q["sql"] for q in queries.captured_queries)


def test_the_card_list_rows_come_from_the_cache_until_the_card_data_changes(client, demo_cards):
    from cards.catalog import catalog_changes

    client.get(reverse("cards:list"), {"q": "c:red"})
    with CaptureQueriesContext(connection) as queries:
        first = client.get(reverse("cards:list"), {"q": "c:red"}).content.decode()
    # The rows were rendered by the first visit: the second reads only the numbers of its page, not the cards.
    assert not [q for q in queries.captured_queries if '"cards_card"."text"' in q["sql"]]
    card = Card.objects.filter(is_red=True).order_by("collector_number").first()
    assert card.name in first
    with catalog_changes():
        card.name = "改名された赤のカード"
        card.save()
    again = client.get(reverse("cards:list"), {"q": "c:red"}).content.decode()
    assert "改名された赤のカード" in again


def test_the_card_list_rows_are_cached_per_language(client, demo_cards):
    client.get(reverse("cards:list"), {"q": "c:red"}, HTTP_ACCEPT_LANGUAGE="ja")
    english = client.get(reverse("cards:list"), {"q": "c:red"}, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    japanese = client.get(reverse("cards:list"), {"q": "c:red"}, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert ">red<" in english
    assert ">赤<" in japanese


@pytest.mark.parametrize("q", ["set:dm01", "set:DM01"])
def test_a_set_search_finds_the_pack_or_the_number_prefix_without_joining_packs(demo_cards, q):
    with CaptureQueriesContext(connection) as queries:
        rows, total, _more = card_slice(card_search(params={"q": q}).cards, 0, 100, fields=("collector_number",))
    expected = set(Card.objects.filter(collector_number__startswith="DM01-").values_list("collector_number", flat=True))
    assert {c.collector_number for c in rows} == expected
    assert total == len(expected)
    (search,) = [x["sql"] for x in queries.captured_queries if "OVER ()" in x["sql"]]
    assert "cards_pack" not in search
    assert "UPPER(" not in search  # numbers are stored in capitals: a plain prefix can use their index


def test_postgresql_has_the_covering_index_for_parameter_searches():
    if connection.vendor != "postgresql":
        pytest.skip("a PostgreSQL index")
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexdef FROM pg_indexes WHERE indexname = 'cards_card_filter_cover'")
        (definition,) = cursor.fetchone()
    assert "(collector_number) INCLUDE (" in definition
    for column in ("card_type", "cost", "is_red", "races", "keywords", "icons"):
        assert column in definition


def test_a_repeated_search_reads_its_page_from_the_cache_until_the_card_data_changes(client, demo_cards):
    from cards.catalog import catalog_changes

    first = client.get("/api/v1/cards/", {"q": "c:red"}).json()
    with CaptureQueriesContext(connection) as queries:
        again = client.get("/api/v1/cards/", {"q": "c:red"}).json()
    assert again == first
    assert not [q for q in queries.captured_queries if "OVER ()" in q["sql"]]  # no second scan of the matches
    card = Card.objects.filter(is_red=False).order_by("collector_number").first()
    with catalog_changes():
        card.is_red = True
        card.save()
    changed = client.get("/api/v1/cards/", {"q": "c:red"}).json()
    assert changed["total"] == first["total"] + 1
    assert card.collector_number in {c["collector_number"] for c in changed["data"]}


def test_pages_of_one_search_are_kept_apart(client, demo_cards, monkeypatch):
    monkeypatch.setattr("cards.apis.CARD_PAGE", 3)
    one = [c["collector_number"] for c in client.get("/api/v1/cards/", {"page": 1}).json()["data"]]
    two = [c["collector_number"] for c in client.get("/api/v1/cards/", {"page": 2}).json()["data"]]
    assert len(one) == len(two) == 3
    assert not set(one) & set(two)


def test_postgresql_has_indexes_for_the_terms_a_parameter_search_combines():
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL indexes")
    from cards.search_index import INDEXES

    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'cards_card'")
        definitions = dict(cursor.fetchall())
    for column in ("icons", "races", "keywords"):
        assert f"USING gin ({column} gin_trgm_ops)" in definitions[f"cards_card_{column}_trgm"]
    for name in ("type", "red", "blue", "white", "black", "green"):
        assert f"cards_card_{name}_idx" in definitions
    # The import merges every trigram index's pending list, or the planner prices it out for minutes.
    assert {n for n, d in definitions.items() if "gin_trgm_ops" in d} <= set(INDEXES)


@pytest.mark.parametrize(
    ("q", "word_limit"),
    [
        ("竜", True),
        ("人形 t:zx c:red cost>=5", True),
        ("name:天使", True),
        ("-竜", False),
        ("竜 or 天使", False),
        ("illust:やす", False),
    ],
)
def test_only_terms_expensive_by_nature_keep_the_search_time_limit(demo_cards, monkeypatch, settings, q, word_limit):
    """Words, names and parameters are answered from indexes with bounded work: they get the word limit (a stalled
    database only), where a negation, `or` or an illustrator's name keep the search limit (issue 31.1)."""
    from contextlib import nullcontext

    import cards.selectors

    settings.SEARCH_TIME_LIMIT_MS, settings.SEARCH_WORD_TIME_LIMIT_MS = 100, 2000
    limits = []
    monkeypatch.setattr(cards.selectors, "search_time_limit", lambda limit=None: limits.append(limit) or nullcontext())
    card_slice(card_search(params={"q": q}).cards, 0, 5)
    assert limits == [2000 if word_limit else None]
