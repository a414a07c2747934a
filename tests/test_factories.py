"""The test factories make what the services make: saved versions with verdicts, open events, registrations."""

import pytest

from tests.factories import PASSWORD, DeckFactory, EventFactory, RegistrationFactory, UserFactory
from zxdecks.decks.models import DeckCard

pytestmark = pytest.mark.django_db


def test_a_factory_deck_is_the_legal_red_demo_deck_saved_once(demo_cards):
    deck = DeckFactory()
    assert (deck.game, deck.version_number, deck.legal, deck.current.legal) == ("zx", 1, True, True)
    assert deck.player_card.collector_number == "DM01-101"
    assert DeckCard.objects.filter(deck=deck, zone="dynamis").count() == 5


def test_a_factory_deck_can_have_several_versions(demo_cards):
    deck = DeckFactory(versions=3)
    assert [v.number for v in deck.versions.order_by("number")] == [1, 2, 3]
    assert deck.version_number == 3


def test_a_d0_factory_deck_is_judged_by_d0_rules(demo_cards):
    deck = DeckFactory(d0=True)
    assert (deck.game, deck.legal, deck.current.report["ruleset"]) == ("d0", True, "d0")


def test_a_factory_deck_takes_another_list(demo_cards):
    deck = DeckFactory(text="4 DM01-001\n")
    assert (deck.legal, deck.problem_count) == (False, 2)


def test_a_factory_user_signs_in_with_the_shared_password(db):
    assert UserFactory().check_password(PASSWORD)


def test_a_factory_event_is_organized_by_an_organizer(demo_cards):
    event = EventFactory()
    assert event.organizer.has_perm("events.organize_events")
    assert event.regulation_date == event.date


def test_a_factory_registration_is_registered_with_its_first_submission(demo_cards):
    registration = RegistrationFactory()
    assert (registration.status, registration.current.number) == ("registered", 1)
    assert registration.current.report["legal"] is True


def test_a_registration_for_a_d0_event_submits_the_d0_demo_deck(demo_cards):
    registration = RegistrationFactory(event=EventFactory(game="d0"))
    assert registration.current.report["ruleset"] == "d0"
