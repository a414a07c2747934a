"""The events page lists upcoming events a page at a time, in a constant number of queries."""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse
from django.utils import timezone

from tests.events.conftest import CLOSES, OPENS
from zxdecks.events.models import Event

pytestmark = pytest.mark.django_db


def test_upcoming_events_are_listed_fifty_a_page_in_the_same_queries_on_every_page(
    client, organizer, django_assert_max_num_queries
):
    today = timezone.localdate()
    Event.objects.bulk_create(
        Event(
            name=f"大会{i:02}", date=today + dt.timedelta(days=i), capacity=4, organizer=organizer,
            registration_opens=OPENS, registration_closes=CLOSES, regulation_date=today,
        )
        for i in range(60)
    )  # fmt: skip
    with django_assert_max_num_queries(3):  # the count, the page, the past events
        first = client.get(reverse("events:list")).content.decode()
    with django_assert_max_num_queries(3):
        second = client.get(reverse("events:list"), {"page": 2}).content.decode()
    assert [f">大会{i:02}</a>" in first for i in (0, 49, 50)] == [True, True, False]
    assert [f">大会{i:02}</a>" in second for i in (49, 50, 59)] == [False, True, True]
    assert "1/2" in first
    assert "?page=2" in first
