"""Fixtures of the event tests: an organizer, an event whose window is known to the second, players, a legal list."""

from __future__ import annotations

import datetime as dt

import pytest
from django.contrib.auth.models import Permission, User

from tests.factories import RED
from zxdecks.decks.services import deck_import
from zxdecks.events.services import event_create

TZ = dt.timezone(dt.timedelta(hours=9))
OPENS = dt.datetime(2025, 1, 10, 10, 0, 0, tzinfo=TZ)
CLOSES = dt.datetime(2025, 1, 20, 23, 59, 59, tzinfo=TZ)
DURING = dt.datetime(2025, 1, 15, 12, 0, tzinfo=TZ)


@pytest.fixture
def organizer(django_user_model):
    user = django_user_model.objects.create_user("organizer", password="correct horse battery")
    user.user_permissions.add(Permission.objects.get(codename="organize_events"))
    return User.objects.get(pk=user.pk)


@pytest.fixture
def event(organizer, demo_cards):
    return event_create(
        organizer=organizer, name="ゼクス店舗大会", date=dt.date(2025, 1, 25), venue="秋葉原", capacity=2,
        registration_opens=OPENS, registration_closes=CLOSES,
    )  # fmt: skip


@pytest.fixture
def red():
    return deck_import(data=RED).deck


@pytest.fixture
def during(monkeypatch):
    """Pages and the API see the clock in the middle of the registration window."""
    monkeypatch.setattr("zxdecks.events.services.registration.timezone.now", lambda: DURING)
    return DURING


def players(n: int, prefix: str = "player") -> list[User]:
    return [User.objects.create_user(f"{prefix}{i}", password="correct horse battery") for i in range(n)]
