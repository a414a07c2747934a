"""1- and 2-character words are answered from an index of the characters of every card's search text and names
(PostgreSQL; trigram indexes cannot serve fewer than 3 characters), with the same cards as a plain substring match
(issue 31, point 1)."""

import pytest
from django.db import connection

from cards.models import Card, CardName
from cards.query import contains
from cards.selectors import card_search
from tests.cards.importing import import_card_rows

pytestmark = pytest.mark.django_db


def numbers(q: str) -> list[str]:
    return sorted(card_search(params={"q": q}).cards.values_list("collector_number", flat=True))


@pytest.fixture
def dragons(demo_cards, tmp_path):
    rows = [
        ("DM90-001", "竜の人形", "カードを1枚引く。"),
        ("DM90-002", "天使", "人の形をした竜。"),
        ("DM90-003", "ライラプス", ""),
    ]
    import_card_rows(
        tmp_path,
        [{"number": n, "name": name, "type": "Z/X", "cost": 1, "power": 1000, "text": text} for n, name, text in rows],
    )


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("竜", ["DM90-001", "DM90-002"]),
        ("人形", ["DM90-001"]),  # 人 and 形 both in DM90-002, but not side by side
        ("天使", ["DM90-002"]),
        ("らい", ["DM90-003"]),  # folded: katakana ライ matches hiragana
        ("name:竜", ["DM90-001"]),
        ("text:引く", ["DM90-001"]),
    ],
)
def test_a_short_word_finds_exactly_the_cards_containing_it(dragons, q, expected):
    found = [n for n in numbers(q) if n.startswith("DM90-")]
    assert found == expected


def _plan(sql: str, params) -> str:
    with connection.cursor() as cursor:
        # A tiny table: ask whether the index can serve the search at all (no sequential or plain index scan).
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("SET LOCAL enable_indexscan = off")
        cursor.execute(f"EXPLAIN {sql}", params)
        return "\n".join(row[0] for row in cursor.fetchall())


@pytest.mark.parametrize(
    ("model", "field", "word"),
    [(Card, "search_text", "竜"), (Card, "search_text", "人形"), (CardName, "search_key", "竜")],
)
def test_postgresql_answers_a_short_word_from_the_character_index(dragons, model, field, word):
    """The filter a short word becomes can be served by the character index alone (the planner's choice for a whole
    search over a handful of test rows is its own: a join by card id may be cheaper there)."""
    if connection.vendor != "postgresql":
        pytest.skip("a PostgreSQL index")
    sql, params = model.objects.filter(contains(field, word)).values("pk").query.sql_with_params()
    plan = _plan(sql, params)
    assert "_search_chars" in plan, plan


def test_postgresql_has_the_character_indexes():
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL indexes")
    from cards.search_index import INDEXES

    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname, indexdef FROM pg_indexes WHERE indexname LIKE '%search_chars'")
        definitions = dict(cursor.fetchall())
    assert "string_to_array(search_text, NULL" in definitions["cards_card_search_chars"]
    assert "string_to_array((search_key)::text, NULL" in definitions["cards_cardname_search_chars"]
    assert {"cards_card_search_chars", "cards_cardname_search_chars"} <= set(INDEXES)  # merged after an import
