"""What the home page shows: recent and popular public decks, upcoming events."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils import timezone

from zxdecks.decks.models import Deck
from zxdecks.decks.selectors import decks_public
from zxdecks.events.models import Event

HOME_DECKS = 6
HOME_EVENTS = 5


@dataclass(frozen=True)
class HomeFeed:
    recent_decks: list[Deck]
    popular_decks: list[Deck]
    upcoming_events: list[Event]


def home_feed() -> HomeFeed:
    """The newest and the most liked public decks and the next events (today onwards)."""
    return HomeFeed(
        recent_decks=list(decks_public(sort="recent")[:HOME_DECKS]),
        popular_decks=list(decks_public(sort="likes").filter(like_count__gt=0)[:HOME_DECKS]),
        upcoming_events=list(Event.objects.filter(date__gte=timezone.localdate()).order_by("date", "pk")[:HOME_EVENTS]),
    )
