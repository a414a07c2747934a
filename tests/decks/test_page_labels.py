"""The deck pages name what they show: the history's changes by card name and zone, the deck table's columns
(issue 18, point 9)."""

import pytest
from django.urls import reverse

from tests.factories import DeckFactory
from zxdecks.decks.services import deck_import, deck_save
from zxdecks.decks.services.pages import deck_history

pytestmark = pytest.mark.django_db


@pytest.fixture
def deck(demo_cards):
    deck = DeckFactory(title="赤単")
    smaller = deck_import(data="4 DM01-001\n4 DM01-002\n", game="zx").deck
    deck_save(deck=deck, author=deck.owner, cards=smaller, base_version=deck.version_number)
    deck.refresh_from_db()
    return deck


def test_every_change_in_the_history_carries_the_card_name(deck):
    changes = [d for row in deck_history(deck=deck) for d in row["diff"]]
    assert changes
    assert {d["number"]: d["name"] for d in changes}["DM01-004"] == "陽炎の癒し手ヒナギク"


def test_the_history_page_shows_names_and_zone_names_in_japanese(client, deck):
    client.force_login(deck.owner)
    body = client.get(reverse("decks:history", args=[deck.pk])).content.decode()
    assert "陽炎の癒し手ヒナギク</a>" in body
    assert "(デッキ: 4 → 0)" in body
    assert "(deck:" not in body


def test_the_deck_table_labels_its_count_and_cost_columns(client, deck):
    client.force_login(deck.owner)
    body = client.get(reverse("decks:detail", args=[deck.pk])).content.decode()
    assert '<th scope="col" class="count">枚数</th><th scope="col">コスト</th>' in body
