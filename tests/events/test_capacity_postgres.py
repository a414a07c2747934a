"""Capacity holds under simultaneous registrations: 20 threads, 20 database connections, PostgreSQL row locks."""

import datetime as dt
import threading

import pytest
from django.db import connection, connections

from tests.factories import RED, EventFactory, UserFactory
from zxdecks.decks.services import deck_import
from zxdecks.events.models import Registration
from zxdecks.events.services import registration_submit

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


@pytest.mark.skipif(connection.vendor != "postgresql", reason="row locking is tested against PostgreSQL")
def test_twenty_simultaneous_registrations_never_exceed_capacity(demo_cards):
    now = dt.datetime(2025, 1, 15, 12, tzinfo=dt.UTC)
    event = EventFactory(
        name="満員", date=dt.date(2025, 1, 25), capacity=7,
        registration_opens=now - dt.timedelta(days=1), registration_closes=now + dt.timedelta(days=1),
    )  # fmt: skip
    users = UserFactory.create_batch(20)
    cards = deck_import(data=RED).deck
    barrier = threading.Barrier(20)
    errors: list[BaseException] = []

    def register(user):
        try:
            barrier.wait()
            registration_submit(event=event, player=user, cards=cards, now=now)
        except BaseException as exc:
            errors.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=register, args=(u,)) for u in users]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert Registration.objects.filter(event=event, status="registered").count() == 7
    assert Registration.objects.filter(event=event, status="waitlisted").count() == 13
