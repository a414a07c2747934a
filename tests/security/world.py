"""The objects the security suites act on, and every URL of the site filled in with them.

A world holds a public, an unlisted and a private deck (one owner, two versions each), an event in its
registration window with two registered players and a judge, a registration and its judge token. `url_rows()` walks
the URL resolver and gives every named URL one or more concrete paths (a deck URL once per visibility), so a URL
added to the site without a way to fill it in fails the suites instead of being skipped.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import cast

from django.contrib.auth.models import User
from django.urls import URLPattern, URLResolver, get_resolver

from tests.factories import RED, DeckFactory, EventFactory, RegistrationFactory, UserFactory
from zxdecks.alerts.models import Alert, AlertItem
from zxdecks.decks.models import Deck, GoldfishJob
from zxdecks.events.models import Event, Registration
from zxdecks.events.services import staff_add

ROLES = ("anonymous", "other", "player", "judge", "organizer", "owner")  # refusals first: see test_access_matrix
DURING = dt.datetime(2025, 1, 15, 12, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))
CARD = "DM01-001"  # a demo card


@dataclass
class World:
    users: dict[str, User | None]
    decks: dict[str, Deck]  # visibility → deck
    event: Event
    registration: Registration  # the player's
    alert_item: AlertItem | None = None  # an alert of the owner's, about the private deck
    goldfish_job: GoldfishJob | None = None  # a background goldfish question of the owner's, on the private deck


def build_world() -> World:
    """Make the world through the project's services (decks with two versions, an event, registrations, a judge,
    the bulk card file)."""
    owner, other, player, judge = (cast(User, UserFactory(username=n)) for n in ("owner", "other", "player", "judge"))
    organizer = cast(User, UserFactory(username="organizer", organizer=True))
    decks = {
        v: cast(Deck, DeckFactory(owner=owner, title=f"{v} deck", visibility=v, versions=2))
        for v in ("public", "unlisted", "private")
    }
    event = cast(Event, EventFactory(organizer=organizer, capacity=4))
    staff_add(event=event, username="judge", role="judge", by=organizer)
    registration = cast(Registration, RegistrationFactory(event=event, player=player, text=RED))
    RegistrationFactory(event=event, player=UserFactory(username="player2"), text=RED)
    users: dict[str, User | None] = {
        "anonymous": None, "other": other, "player": player, "judge": judge, "organizer": organizer, "owner": owner,
    }  # fmt: skip
    from cards.bulk import bulk_build

    bulk_build()  # the import writes the bulk file; requests only serve it
    from zxdecks.meta.services import metagame_refresh

    metagame_refresh()  # a task computes the metagame; requests only read it
    alert = Alert.objects.create(user=owner)
    item = AlertItem.objects.create(
        alert=alert, key="world", deck=decks["private"], version=2, legal=False, lines={"ja": [], "en": []}
    )
    job = GoldfishJob.objects.create(
        owner=owner, deck=decks["private"], version_number=2, question={}, key="world", work=100_000
    )
    return World(users=users, decks=decks, event=event, registration=registration, alert_item=item, goldfish_job=job)


def walk(patterns: list[URLPattern | URLResolver], prefix: str = "", namespace: str = "") -> Iterator[tuple[str, str]]:
    """(name, route) of every named URL pattern, namespaces included."""
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            inner = namespace + (f"{pattern.namespace}:" if pattern.namespace else "")
            yield from walk(pattern.url_patterns, prefix + str(pattern.pattern), inner)
        elif pattern.name:
            yield namespace + pattern.name, prefix + str(pattern.pattern)


def url_names() -> dict[str, str]:
    """name → route of every named URL (the first pattern of a name)."""
    found: dict[str, str] = {}
    for name, route in walk(get_resolver().url_patterns):
        found.setdefault(name, route)
    return found


Filler = Callable[[World], dict[str, object]]


def _deck(visibility: str, **extra: object) -> Filler:
    return lambda w: {"pk": w.decks[visibility].pk, **extra}


def _reg(**extra: object) -> Filler:
    return lambda w: {"pk": w.event.pk, "rid": w.registration.pk, **extra}


DECK_VARIANTS = ("public", "unlisted", "private")
# name → {variant: kwargs for reverse()}; URLs without arguments need no row here.
OBJECT_URLS: dict[str, dict[str, Filler]] = {
    "password_reset_confirm": {"bad token": lambda w: {"uidb64": "MQ", "token": "set-password"}},
    "cards:detail": {"card": lambda w: {"number": CARD}, "unknown": lambda w: {"number": "ZZ99-999"}},
    "api:card": {"card": lambda w: {"number": CARD}, "unknown": lambda w: {"number": "ZZ99-999"}},
    "meta:card": {"card": lambda w: {"number": CARD}, "unknown": lambda w: {"number": "ZZ99-999"}},
    "api:metagame-card": {"card": lambda w: {"number": CARD}, "unknown": lambda w: {"number": "ZZ99-999"}},
    "decks:shared": {
        "unlisted": lambda w: {"token": w.decks["unlisted"].share_token},
        "private": lambda w: {"token": w.decks["private"].share_token},
    },
    "events:judge": {"token": lambda w: {"token": w.registration.judge_token}},
    "events:action": {a: _reg(action=a) for a in ("unlock", "lock", "undo", "bogus")},
}
for _name in (
    "decks:detail", "decks:edit", "decks:history", "decks:goldfish", "decks:fork", "decks:like", "decks:delete",
    "decks:image", "api:deck", "api:deck-validate-stored", "api:deck-export", "api:deck-goldfish",
    "api:deck-legality", "decks:compare", "api:deck-compare",
):  # fmt: skip
    OBJECT_URLS[_name] = {v: _deck(v) for v in DECK_VARIANTS}
for _name in ("decks:version-image", "decks:restore"):
    OBJECT_URLS[_name] = {v: _deck(v, number=1) for v in DECK_VARIANTS}
OBJECT_URLS["decks:export"] = {v: _deck(v, fmt="text") for v in DECK_VARIANTS}
OBJECT_URLS["decks:version-export"] = {v: _deck(v, number=1, fmt="json") for v in DECK_VARIANTS}
for _name in (
    "events:detail", "events:edit", "events:manage", "events:publish", "events:sheets", "api:event",
    "api:event-registrations", "api:event-registrations-csv",
):  # fmt: skip
    OBJECT_URLS[_name] = {"event": lambda w: {"pk": w.event.pk}}
OBJECT_URLS["alerts:open"] = {
    "owner": lambda w: {"pk": w.alert_item.alert_id, "item": w.alert_item.pk} if w.alert_item else {}
}
OBJECT_URLS["api:goldfish-job"] = {
    "owner": lambda w: {"job_id": str(w.goldfish_job.pk)} if w.goldfish_job else {},
    "not a job": lambda w: {"job_id": "not-a-job"},
}
for _name in ("events:registration", "events:sheet", "events:check", "events:drop", "api:event-registration"):
    OBJECT_URLS[_name] = {"player": _reg()}


def _admin_kwargs(route: str) -> dict[str, object]:
    """Admin object URLs: staff only, so any object id shows who may pass (nobody in the world is staff)."""
    kwargs: dict[str, object] = {}
    if "object_id" in route:
        kwargs["object_id"] = "1"
    if "app_label" in route:
        kwargs["app_label"] = "cards"
    if "content_type_id" in route:
        kwargs["content_type_id"] = 1
    if "user_id" in route:
        kwargs["user_id"] = "1"
    if "id>" in route and "object_id" not in route:
        kwargs["id"] = "1"
    return kwargs


def takes_arguments(route: str) -> bool:
    return any(mark in route.replace("^", "").replace("$", "") for mark in "<(\\[*?")


def _reverser(name: str, fill: Filler | None = None) -> Callable[[World], str]:
    from django.urls import reverse

    def make(world: World) -> str:
        return reverse(name, kwargs=fill(world) if fill else None)

    return make


def url_rows() -> dict[tuple[str, str], Callable[[World], str]]:
    """(name, variant) → path maker for every named URL; variant "" for URLs without arguments."""
    rows: dict[tuple[str, str], Callable[[World], str]] = {}
    for name, route in url_names().items():
        if not takes_arguments(route):
            rows[(name, "")] = _reverser(name)
        elif name in OBJECT_URLS:
            for variant, fill in OBJECT_URLS[name].items():
                rows[(name, variant)] = _reverser(name, fill)
        elif name.startswith("admin:"):
            kwargs = _admin_kwargs(route)
            rows[(name, "any")] = _reverser(name, lambda w, kwargs=kwargs: kwargs)  # type: ignore[misc]
    return rows


def unfilled_urls() -> list[str]:
    """Names of URLs with arguments that url_rows() cannot fill in: each needs an OBJECT_URLS row."""
    return sorted(
        name
        for name, route in url_names().items()
        if takes_arguments(route) and name not in OBJECT_URLS and not name.startswith("admin:")
    )
