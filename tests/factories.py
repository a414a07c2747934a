"""factory_boy factories (cards, users, decks, events, registrations) and the demo deck lists in fixtures/.

Decks, events and registrations are made through the project's services, so a factory-made deck has its versions,
verdicts and card rows exactly as a saved one does; they need the demo card set (the `demo_cards` fixture).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import factory
from django.contrib.auth.models import Permission, User

from cards.models import Card, CardName
from cards.normalize import fold
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_create, deck_import, deck_save
from zxdecks.events.models import Event, Registration
from zxdecks.events.services import event_create, registration_submit
from zxdecks.rules.cards import name_key

DEMO_DECKS = Path(__file__).resolve().parent.parent / "fixtures" / "demo_decks"


def demo_deck_path(name: str) -> Path:
    """A deck list file in fixtures/demo_decks/, built from the demo card set."""
    return DEMO_DECKS / f"{name}.txt"


RED = demo_deck_path("red").read_text(encoding="utf-8")  # the legal red Z/X deck (text format, with a name line)
LEGAL_D0 = demo_deck_path("d0").read_text(encoding="utf-8")  # the legal Dimension Zero deck with a sideboard


class CardFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Card
        django_get_or_create = ("collector_number",)
        skip_postgeneration_save = True

    collector_number = factory.Sequence(lambda n: f"TS01-{n:03d}")
    name = factory.Sequence(lambda n: f"テストカード{n}")
    card_type = "Z/X"
    cost = 2
    power = 3000
    is_red = True

    @factory.post_generation
    def printed_name(self, create, extracted, **kwargs):
        if create:
            CardName.objects.get_or_create(
                card=self,
                name=self.name,
                kind="printed",
                defaults={"key": name_key(self.name), "search_key": fold(self.name)},
            )


PASSWORD = "correct horse battery"


class UserFactory(factory.django.DjangoModelFactory):
    """A user who signs in with PASSWORD; `organizer=True` adds the permission to organize events."""

    class Meta:
        model = User
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"user{n}")

    @classmethod
    def _create(cls, model_class: type[User], *args: Any, **kwargs: Any) -> User:
        return model_class.objects.create_user(*args, password=PASSWORD, **kwargs)

    @factory.post_generation
    def organizer(self, create: bool, extracted: bool | None, **kwargs: Any) -> None:
        if create and extracted:
            self.user_permissions.add(Permission.objects.get(codename="organize_events"))


class DeckFactory(factory.django.DjangoModelFactory):
    """A deck saved through deck_create (version 1 with its verdict and card rows) from a deck list, the red demo
    deck unless `text` or `cards` says otherwise; `versions=n` saves it n times in all; `d0=True` for the Dimension
    Zero demo deck."""

    class Meta:
        model = Deck

    class Params:
        text = RED
        d0 = factory.Trait(game="d0", text=LEGAL_D0)

    owner = factory.SubFactory(UserFactory)
    title = "赤単"
    game = "zx"
    visibility = Deck.Visibility.PRIVATE
    cards = factory.LazyAttribute(lambda o: deck_import(data=o.text, game=o.game).deck)
    versions = 1

    @classmethod
    def _create(cls, model_class: type[Deck], *args: Any, versions: int = 1, **kwargs: Any) -> Deck:
        deck = deck_create(**kwargs)
        for _ in range(versions - 1):
            deck_save(deck=deck, author=deck.owner, cards=kwargs["cards"], base_version=deck.version_number)
            deck.refresh_from_db()
        return deck


OPENS = dt.datetime(2025, 1, 10, 10, 0, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))


class EventFactory(factory.django.DjangoModelFactory):
    """An event made through event_create: registration open 2025-01-10 10:00 to 01-20 23:59:59 JST, held 01-25."""

    class Meta:
        model = Event

    organizer = factory.SubFactory(UserFactory, organizer=True)
    name = "ゼクス店舗大会"
    game = "zx"
    date = dt.date(2025, 1, 25)
    venue = "秋葉原"
    capacity = 8
    registration_opens = OPENS
    registration_closes = dt.datetime(2025, 1, 20, 23, 59, 59, tzinfo=OPENS.tzinfo)

    @classmethod
    def _create(cls, model_class: type[Event], *args: Any, **kwargs: Any) -> Event:
        return event_create(**kwargs)


class RegistrationFactory(factory.django.DjangoModelFactory):
    """A registration made through registration_submit while the window is open, with the red demo deck (or the D0
    demo deck for a D0 event) unless `text` or `cards` says otherwise; its first submission is `.current`."""

    class Meta:
        model = Registration

    class Params:
        text = factory.LazyAttribute(lambda o: LEGAL_D0 if o.event.game == "d0" else RED)

    event = factory.SubFactory(EventFactory)
    player = factory.SubFactory(UserFactory)
    cards = factory.LazyAttribute(lambda o: deck_import(data=o.text, game=o.event.game).deck)
    now = factory.LazyAttribute(lambda o: o.event.registration_opens + dt.timedelta(days=1))

    @classmethod
    def _create(cls, model_class: type[Registration], *args: Any, **kwargs: Any) -> Registration:
        registration, _submission = registration_submit(**kwargs)
        return registration
