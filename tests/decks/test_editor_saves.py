"""The editor never makes history of nothing: a save that changes only the details keeps the version."""

import pytest
from django.urls import reverse

from tests.factories import RED, DeckFactory
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_write

pytestmark = pytest.mark.django_db


@pytest.fixture
def deck(user, demo_cards):
    return DeckFactory(owner=user, title="赤単", visibility=Deck.Visibility.PRIVATE)


def save(client, deck, text, **details):
    data = {"text": text, "title": "赤単", "description": "", "visibility": "private", "base_version": 1}
    return client.post(reverse("decks:edit", args=[deck.pk]), {**data, **details})


def test_changing_only_the_visibility_in_the_editor_makes_no_new_version(client, user, deck):
    client.force_login(user)
    assert save(client, deck, deck.current.text, visibility="public").status_code == 302
    deck.refresh_from_db()
    assert (deck.version_number, deck.visibility, deck.versions.count()) == (1, "public", 1)


def test_the_same_cards_written_another_way_are_no_change(client, user, deck):
    client.force_login(user)
    assert save(client, deck, RED, visibility="unlisted").status_code == 302
    assert save(client, deck, deck.current.text.upper(), visibility="public").status_code == 302
    deck.refresh_from_db()
    assert deck.version_number == 1


def test_a_new_title_and_description_without_card_changes_rename_the_current_version(client, user, deck):
    client.force_login(user)
    assert save(client, deck, RED, title="改名した赤単", description="説明").status_code == 302
    deck.refresh_from_db()
    assert (deck.version_number, deck.title, deck.description) == (1, "改名した赤単", "説明")
    assert deck.current.title == "改名した赤単"
    assert deck.current.text.startswith("# 改名した赤単\n")


def test_a_change_of_cards_still_records_a_version(client, user, deck):
    client.force_login(user)
    assert save(client, deck, RED.replace("2 DM01-014", "1 DM01-014"), visibility="public").status_code == 302
    deck.refresh_from_db()
    assert (deck.version_number, deck.visibility) == (2, "public")


def test_a_details_only_change_through_the_service_keeps_the_version(user, deck):
    deck_write(owner=user, deck=deck, visibility="public")
    deck_write(owner=user, deck=deck, title="新しい名前")
    deck.refresh_from_db()
    assert (deck.version_number, deck.visibility, deck.title) == (1, "public", "新しい名前")


def test_changing_the_game_records_a_version_judged_by_the_new_rules(user, deck):
    deck_write(owner=user, deck=deck, game="d0")
    deck.refresh_from_db()
    assert (deck.version_number, deck.game, deck.current.report["ruleset"]) == (2, "d0", "d0")
