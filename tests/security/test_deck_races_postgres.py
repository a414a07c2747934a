"""A PATCH with cards racing a DELETE of the same deck, on PostgreSQL (issue 30.8): each ends as if one ran after
the other (PATCH 200 then DELETE 204, or DELETE 204 then PATCH 404), never a deadlock answered 503.

Both lock the deck's row first, so neither can hold a child row (card rows, versions) the other waits for.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection, connections
from django.test import Client
from rest_framework.authtoken.models import Token

from tests.factories import DeckFactory, UserFactory
from zxdecks.decks.models import Deck, DeckCard, DeckVersion
from zxdecks.decks.services import decks as deck_services

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="row locks and deadlocks are PostgreSQL's"),
]
NEW_CARDS = "4 DM01-001\n4 DM01-002\n"
SERIAL = {("patch", 200, "delete", 204), ("delete", 204, "patch", 404)}


def race(deck: Deck, key: str, first: str, pause: Callable[[threading.Event], Any]) -> dict[str, int]:
    """Send `first` (patch or delete); once it holds the deck (pause() set the event), send the other; statuses."""
    auth = {"Authorization": f"Token {key}"}
    inside = threading.Event()
    statuses: dict[str, int] = {}
    errors: list[BaseException] = []

    def send(kind: str) -> None:
        client = Client()
        try:
            if kind == "patch":
                body = {"text": NEW_CARDS, "base_version": deck.version_number}
                response = client.patch(
                    f"/api/v1/decks/{deck.pk}/", body, content_type="application/json", headers=auth
                )
            else:
                response = client.delete(f"/api/v1/decks/{deck.pk}/", headers=auth)
            statuses[kind] = response.status_code
        except BaseException as exc:
            errors.append(exc)
        finally:
            connections.close_all()

    pause(inside)
    second = "delete" if first == "patch" else "patch"
    one = threading.Thread(target=send, args=(first,))
    one.start()
    assert inside.wait(10)
    two = threading.Thread(target=send, args=(second,))
    two.start()
    one.join()
    two.join()
    assert errors == []
    return statuses


@pytest.fixture
def owner_deck(demo_cards):
    owner = UserFactory()
    return DeckFactory(owner=owner), Token.objects.create(user=owner).key


def test_a_delete_arriving_while_a_patch_holds_the_deck_waits_for_it(owner_deck, monkeypatch):
    deck, key = owner_deck
    original = deck_services._write_deck_cards

    def pause(inside: threading.Event) -> None:
        def slow_write(locked: Deck, cards: Any) -> None:
            inside.set()
            time.sleep(0.5)  # the deck is locked; the delete arrives now
            original(locked, cards)

        monkeypatch.setattr(deck_services, "_write_deck_cards", slow_write)

    statuses = race(deck, key, "patch", pause)
    assert statuses == {"patch": 200, "delete": 204}
    assert not Deck.objects.filter(pk=deck.pk).exists()
    assert not DeckVersion.objects.filter(deck_id=deck.pk).exists()
    assert not DeckCard.objects.filter(deck_id=deck.pk).exists()


def test_a_patch_arriving_while_a_delete_holds_the_deck_is_a_404(owner_deck, monkeypatch):
    deck, key = owner_deck
    original = Deck.delete

    def pause(inside: threading.Event) -> None:
        def slow_delete(self: Deck, *args: Any, **kwargs: Any) -> Any:
            inside.set()
            time.sleep(0.5)  # the patch arrives now
            return original(self, *args, **kwargs)

        monkeypatch.setattr(Deck, "delete", slow_delete)

    statuses = race(deck, key, "delete", pause)
    assert (statuses["delete"], statuses["patch"]) in {(204, 404), (204, 200)}
    assert not Deck.objects.filter(pk=deck.pk).exists()
    assert not DeckVersion.objects.filter(deck_id=deck.pk).exists()


def test_eight_unpaced_races_each_end_as_one_order(demo_cards):
    """No hook: both requests start together, as the issue's probe sent them (6 of 8 deadlocked before)."""
    owner = UserFactory()
    key = Token.objects.create(user=owner).key
    outcomes = []
    for _ in range(8):
        deck = DeckFactory(owner=owner)
        barrier = threading.Barrier(2)
        statuses: dict[str, int] = {}

        def send(kind: str, deck: Deck = deck, barrier: threading.Barrier = barrier, statuses: dict = statuses) -> None:
            client = Client()
            auth = {"Authorization": f"Token {key}"}
            try:
                barrier.wait()
                if kind == "patch":
                    body = {"text": NEW_CARDS, "base_version": deck.version_number}
                    statuses[kind] = client.patch(
                        f"/api/v1/decks/{deck.pk}/", body, content_type="application/json", headers=auth
                    ).status_code
                else:
                    statuses[kind] = client.delete(f"/api/v1/decks/{deck.pk}/", headers=auth).status_code
            finally:
                connections.close_all()

        threads = [threading.Thread(target=send, args=(k,)) for k in ("patch", "delete")]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        outcomes.append((statuses.get("patch"), statuses.get("delete")))
        assert not Deck.objects.filter(pk=deck.pk).exists()
    assert set(outcomes) <= {(200, 204), (404, 204)}, outcomes
