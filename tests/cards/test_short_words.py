"""1- and 2-character words are answered from indexes of the characters and of the character pairs of every card's
search text and names (PostgreSQL; trigram indexes cannot serve fewer than 3 characters), with the same cards as a
plain substring match, on every path that writes cards (issue 31, point 1)."""

import pytest
from django.db import connection

from cards import selectors
from cards.models import Card, CardName
from cards.query import contains
from cards.selectors import card_search, card_slice
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
    ("model", "field", "word", "index"),
    [
        (Card, "search_text", "竜", "cards_card_search_chars"),
        (Card, "search_text", "人形", "cards_card_search_bigrams"),
        (CardName, "search_key", "竜", "cards_cardname_search_chars"),
        (CardName, "search_key", "天使", "cards_cardname_search_bigrams"),
        (Card, "reading", "らい", "cards_card_reading_bigrams"),
    ],
)
def test_postgresql_answers_a_short_word_from_the_character_or_pair_index(dragons, model, field, word, index):
    """The filter a short word becomes can be served by the character index (one character) or the pair index (two)
    alone (the planner's choice for a whole search over a handful of test rows is its own: a join by card id may be
    cheaper there)."""
    if connection.vendor != "postgresql":
        pytest.skip("a PostgreSQL index")
    sql, params = model.objects.filter(contains(field, word)).values("pk").query.sql_with_params()
    plan = _plan(sql, params)
    assert index in plan, plan


def _row(number: str, name: str, text: str) -> dict[str, object]:
    return {"number": number, "name": name, "type": "Z/X", "cost": 1, "power": 1000, "text": text}


def test_a_card_is_found_by_a_word_of_its_text_once_imported_updated_and_bulk_imported(demo_cards, tmp_path):
    """Every path that writes cards feeds the indexes (the pairs are an index expression PostgreSQL computes on each
    write: the importer's COPY of new cards, its updates, the admin's save)."""
    import_card_rows(tmp_path, [_row("DM91-001", "鴉", "鵺を呼ぶ。")])
    assert [n for n in numbers("鵺") if n.startswith("DM91")] == ["DM91-001"]
    assert [n for n in numbers("鵺を") if n.startswith("DM91")] == ["DM91-001"]

    import_card_rows(tmp_path, [_row("DM91-001", "鴉", "麒麟を呼ぶ。")])  # an update of the same card
    assert [n for n in numbers("鵺") if n.startswith("DM91")] == []
    assert [n for n in numbers("麒") if n.startswith("DM91")] == ["DM91-001"]
    assert [n for n in numbers("麒麟") if n.startswith("DM91")] == ["DM91-001"]

    many = [_row(f"DM92-{i:03d}", f"獏{i}", "貘の夢" if i % 100 == 7 else "カードを1枚引く。") for i in range(1, 601)]
    import_card_rows(tmp_path, many)  # one import of 600 new cards: the bulk path (COPY on PostgreSQL)
    assert numbers("貘") == ["DM92-007", "DM92-107", "DM92-207", "DM92-307", "DM92-407", "DM92-507"]
    assert numbers("貘の") == numbers("貘")
    assert len([n for n in numbers("獏") if n.startswith("DM92")]) == 600

    card = Card.objects.get(collector_number="DM91-001")
    name = CardName.objects.get(card=card, kind=CardName.Kind.PRINTED)
    name.name = "鴟鵂"
    name.save()  # the admin's path for a name
    assert CardName.objects.filter(contains("search_key", "鴟鵂")).get() == name
    assert CardName.objects.filter(contains("search_key", "鵂")).get() == name


def test_a_page_read_tier_by_tier_is_the_page_of_the_whole_ranking(demo_cards, tmp_path, monkeypatch):
    """A word matching more cards than are ranked whole reads its page tier by tier (exact name, name prefix, name
    contains, the rest; each in collector order): the same cards in the same order as ranking every match, on every
    page, with the count bounded."""
    rows = [_row(f"DM93-{i:03d}", name, text) for i, (name, text) in enumerate([
        ("鵙", ""), ("鵙の王", ""), ("白い鵙", ""), ("王", "鵙を呼ぶ。"), ("鵙", "鵙鵙"), ("黒", "鵙。"),
        ("鵙の子", "鵙"), ("赤鵙", ""), ("青", "鵙と鵙"),
    ], start=1)]  # fmt: skip
    import_card_rows(tmp_path, rows)
    search = card_search(params={"q": "鵙"}).cards
    whole = list(search.values_list("collector_number", flat=True))
    assert whole[:2] == ["DM93-001", "DM93-005"]  # the exact names first, then the prefixes, …
    assert whole[2:4] == ["DM93-002", "DM93-007"]
    if connection.vendor == "postgresql":
        monkeypatch.setattr(selectors, "RANK_LIMIT", 0)
    for start, size in [(0, 3), (3, 3), (6, 3), (2, 5), (8, 4)]:
        window = card_slice(search, start, size, fields=("collector_number",), limit=2)
        assert [c.collector_number for c in window.rows] == whole[start : start + size]
        # PostgreSQL counts to the page's end at least, SQLite ranks (and counts) every match
        assert window.more == (connection.vendor == "postgresql" and start + size < len(whole))
        assert window.total == (max(2, start + size) if window.more else len(whole))
    past_the_end = card_slice(search, 60, 3, fields=("collector_number",), limit=2)
    assert (past_the_end.rows, past_the_end.total, past_the_end.more) == ([], len(whole), False)


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
