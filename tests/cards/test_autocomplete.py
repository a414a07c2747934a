"""Name suggestions (the editor's autocomplete and /api/v1/cards/autocomplete/): what they answer and how they ask.

The figures at 86k cards depend on the queries' shapes (docs/performance.md): the names starting with the text come
from a range of the search_key index walked in its order, and the names containing it from the character index
without a sort of every match or a join to the cards."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from cards.models import Card, CardName
from cards.selectors import card_name_suggestions

pytestmark = pytest.mark.django_db


def suggestions_and_sql(text, **kw):
    with CaptureQueriesContext(connection) as queries:
        names = card_name_suggestions(text=text, **kw)
    return names, [q["sql"] for q in queries.captured_queries]


def test_names_starting_with_the_text_come_first_in_reading_order_then_names_containing_it(demo_cards):
    names, _ = suggestions_and_sql("の", limit=50)
    starting = [n for n in names if n.startswith("の")]
    assert names[: len(starting)] == starting
    assert "紅蓮の先駆けアグニ" in names
    assert all("の" in n for n in names)
    assert len(names) == len(set(names))


def test_a_name_printed_on_many_cards_is_suggested_once(demo_cards):
    card = Card.objects.get(collector_number="DM01-039")
    for i in range(30):  # thirty reprints of one name, as a large pool has them
        copy = Card.objects.get(pk=card.pk)
        copy.pk, copy.collector_number = None, f"RP01-{i:03d}"
        copy.save()
        CardName.objects.create(card=copy, name=card.name, kind="printed")
    names, _ = suggestions_and_sql(card.name[:2])
    assert names.count(card.name) == 1


def test_the_prefix_query_is_a_range_of_the_key_walked_in_order_and_joins_no_card(demo_cards):
    _, sql = suggestions_and_sql("ぐれん")
    prefix = sql[0]
    assert '"search_key" >= ' in prefix
    assert '"search_key" < ' in prefix
    assert prefix.rstrip().split("ORDER BY")[1].lstrip().startswith('"cards_cardname"."search_key" ASC')
    assert all('JOIN "cards_card"' not in q for q in sql)


def test_the_containing_query_reads_a_page_unsorted_and_joins_no_card(demo_cards):
    names, sql = suggestions_and_sql("の", limit=50)
    containing = sql[-1]
    assert len(sql) == 2
    assert "ORDER BY" not in containing
    assert 'JOIN "cards_card"' not in containing
    assert "LIMIT 500" in containing
    assert names[-1] != ""
    assert len(names) <= 50
