"""The public deck list page at size: two queries on any page, a bounded count, the pager, and each deck once."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.decks.bulk import public_decks
from zxdecks.decks import selectors

pytestmark = pytest.mark.django_db


@pytest.fixture
def decks(demo_cards):
    return public_decks(70)


def listed(response) -> list[str]:
    body = response.content.decode()
    return [t for t in (f"赤単 {i}" for i in range(70)) if f">{t}</a>" in body]


def pager(response) -> str:
    body = response.content.decode()
    return str(body[body.index('<nav class="pager"') :].split("</nav>")[0])


def test_the_list_page_costs_two_queries_on_the_first_and_a_later_page(client, decks, django_assert_max_num_queries):
    with django_assert_max_num_queries(2):
        first = client.get(reverse("decks:list"))
    with django_assert_max_num_queries(2):
        last = client.get(reverse("decks:list"), {"page": 3})
    assert listed(first) == [d.title for d in decks[:30]]
    assert listed(last) == [d.title for d in decks[60:]]
    assert "bulk1" in first.content.decode()  # the owner's name, read with the page


def test_the_list_page_counts_no_further_than_some_pages_ahead_and_says_there_are_more(client, decks, monkeypatch):
    monkeypatch.setattr(selectors, "PAGES_AHEAD", 1)
    with CaptureQueriesContext(connection) as captured:
        first = client.get(reverse("decks:list"))
    (count,) = [q["sql"] for q in captured if "COUNT(" in q["sql"]]
    assert "LIMIT 61" in count  # two pages of 30, and one to know that more follow
    assert "1/3+" in pager(first)  # at least 3 pages
    assert "page=2" in pager(first)
    second = client.get(reverse("decks:list"), {"page": 2})  # counted to the end: exact
    assert ("2/3 " in pager(second), "+" in pager(second)) == (True, False)
    assert listed(second) == [d.title for d in decks[30:60]]


@pytest.mark.parametrize(("page", "shown"), [("99", 3), ("x", 1), ("0", 1), ("-2", 1)])
def test_a_page_number_past_the_end_shows_the_last_page_and_a_bad_one_the_first(client, decks, page, shown):
    response = client.get(reverse("decks:list"), {"page": page})
    assert f"{shown}/3" in pager(response)


def test_a_deck_holding_a_searched_card_in_two_parts_is_listed_once(client, decks):
    # The red deck holds DM01-108 in its Dynamis and its player area.
    body = client.get(reverse("decks:list"), {"card": "DM01-108", "q": "赤単 5"}).content.decode()
    assert [body.count(f">{t}</a>") for t in ("赤単 5", "赤単 15", "赤単 50")] == [1, 1, 1]


def test_an_invalid_search_lists_nothing_without_a_query(client, decks, django_assert_max_num_queries):
    with django_assert_max_num_queries(0):
        response = client.get(reverse("decks:list"), {"q": "x" * 121})
    assert listed(response) == []
