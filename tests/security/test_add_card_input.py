"""The card page's "add to deck" with a number that is no collector number: a message, never a 500 (issue 30.3)."""

import re

import pytest
from django.contrib.messages import get_messages
from django.test import Client
from django.urls import reverse

from zxdecks.decks.models import Deck

pytestmark = pytest.mark.django_db
ADD = reverse("decks:add-card")


def csrf_client() -> tuple[Client, str]:
    """A client that enforces CSRF, as a browser meets it, and the token the card page gave it."""
    client = Client(enforce_csrf_checks=True)
    page = client.get(reverse("cards:detail", args=["DM01-001"])).content.decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page)
    assert token
    return client, token.group(1)


@pytest.mark.parametrize("number", ["a/b", "../x", "DM01-001/extra", "?", "#", "a\\b"])
def test_a_visitor_adding_a_number_that_is_no_collector_number_gets_a_message_and_no_draft(demo_cards, number):
    client, token = csrf_client()
    response = client.post(ADD, {"number": number, "deck": "new", "csrfmiddlewaretoken": token})
    assert response.status_code == 302
    assert response["Location"] == reverse("cards:list")
    assert [str(m) for m in get_messages(response.wsgi_request)] == [
        f"「{number}」はカード番号ではありません（例: B01-001）。"
    ]
    assert "deck_draft" not in client.session


def test_a_signed_in_user_adding_a_number_with_a_slash_gets_the_message_and_no_deck(client, user, demo_cards):
    client.force_login(user)
    response = client.post(ADD, {"number": "a/b", "deck": "new"}, HTTP_ACCEPT_LANGUAGE="en", follow=True)
    assert response.redirect_chain == [(reverse("cards:list"), 302)]
    assert "“a/b” is not a collector number (such as B01-001)." in response.content.decode()
    assert not Deck.objects.exists()


def test_a_nul_in_the_number_is_the_same_message(client, user, demo_cards):
    client.force_login(user)
    response = client.post(ADD, {"number": "DM01-001\x00", "deck": "new"})
    assert response["Location"] == reverse("cards:list")
    assert [str(m) for m in get_messages(response.wsgi_request)] == [
        "「DM01-001\\0」はカード番号ではありません（例: B01-001）。"
    ]
    assert not Deck.objects.exists()


def test_a_good_number_still_goes_to_the_draft(demo_cards):
    client, token = csrf_client()
    response = client.post(ADD, {"number": "dm01-001", "deck": "new", "csrfmiddlewaretoken": token})
    assert response["Location"] == reverse("decks:new")
    assert client.session["deck_draft"]["text"] == "1 DM01-001\n"


def test_a_deck_that_is_no_deck_id_is_a_404(client, user, demo_cards):
    client.force_login(user)
    assert client.post(ADD, {"number": "DM01-001", "deck": "abc"}).status_code == 404
    assert client.post(ADD, {"number": "DM01-001", "deck": "9" * 30}).status_code == 404
    assert not Deck.objects.exists()
