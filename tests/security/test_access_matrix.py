"""Access matrix: every URL of the site × anonymous / owner / other user / organizer / judge / player, each cell asserted.

The URLs come from the resolver (tests/security/world.py fills in the ones that name an object: a public, an
unlisted and a private deck, the event, the player's registration, its judge token), so a URL added to the site
without a row here fails test_every_url_has_a_row. Every URL is sent GET and POST, and PUT, PATCH and DELETE where
its view has them; a refused write (401, 403, 404, 405, a login redirect) must leave the database as it was.

Roles: "owner" owns the three decks, "organizer" runs the event, "judge" is its judge, "player" holds the
registration, "other" is signed in and none of these. Cells are (anonymous, other, player, judge, organizer, owner).
"""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import User
from django.urls import resolve
from rest_framework.authtoken.models import Token

from tests.security.world import DURING, ROLES, build_world, unfilled_urls, url_rows
from zxdecks.decks.models import Deck, DeckLike, DeckVersion
from zxdecks.events.models import Event, EventStaff, Registration, Submission

pytestmark = pytest.mark.django_db

LOGIN = "→login"  # a redirect to the site's login page, naming the page asked for in ?next=
ADMIN = "→admin-login"  # a redirect to the admin's login page
REFUSED = {401, 403, 404, 405, LOGIN, ADMIN}
Cells = tuple[Any, Any, Any, Any, Any, Any]

# Notes on cells that are not obvious:
# - unlisted decks are reached by their share link (decks:shared), never by id: by id they are as private as private.
# - decks:goldfish answers with a redirect to a seeded URL (same visibility rules as the deck page).
# - the judge link (events:judge) is a bearer token printed as a QR code on the player's sheet: anyone holding it
#   sees that one list, by design.
# - events:action "undo" of a registration that is not dropped redirects with a message; "bogus" is a 404.
# - POST to decks:new by an anonymous visitor goes to sign-up (the list is kept for after); signed in, an empty
#   form is a 400.
# - api:decks, api:events and api:event-registrations refuse a body that is not JSON with 415 once past the
#   permission check; the permission check comes first (401 anonymous, 403 without the organizer permission).
EXPECTED: dict[tuple[str, str], dict[str, Cells]] = {
    ("account", ""): {"get": (LOGIN, 200, 200, 200, 200, 200), "post": (LOGIN, 200, 200, 200, 200, 200)},
    ("account-token", ""): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 200, 200, 200, 200, 200)},
    ("alerts:list", ""): {"get": (LOGIN, 200, 200, 200, 200, 200), "post": (LOGIN, 200, 200, 200, 200, 200)},
    ("alerts:open", "owner"): {"get": (LOGIN, 404, 404, 404, 404, 302), "post": (LOGIN, 404, 404, 404, 404, 302)},
    ("alerts:read", ""): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 302, 302, 302, 302, 302)},
    ("alerts:settings", ""): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 302, 302, 302, 302, 302)},
    ("admin:login", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("admin:logout", ""): {"get": (302, 302, 302, 302, 302, 302), "post": (302, 302, 302, 302, 302, 302)},
    ("api:card", "card"): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:card", "unknown"): {"get": (404, 404, 404, 404, 404, 404), "post": (405, 405, 405, 405, 405, 405)},
    # The matrix sends no query string, and autocomplete's q= is required: a 400 for everyone.
    ("api:card-autocomplete", ""): {"get": (400, 400, 400, 400, 400, 400), "post": (405, 405, 405, 405, 405, 405)},
    ("api:card-bulk", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:card-named", ""): {"get": (400, 400, 400, 400, 400, 400), "post": (405, 405, 405, 405, 405, 405)},
    ("api:cards", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck", "private"): {
        "get": (404, 404, 404, 404, 404, 200),
        "post": (405, 405, 405, 405, 405, 405),
        "patch": (404, 404, 404, 404, 404, 200),
        "delete": (404, 404, 404, 404, 404, 204),
    },
    ("api:deck", "public"): {
        "get": (200, 200, 200, 200, 200, 200),
        "post": (405, 405, 405, 405, 405, 405),
        "patch": (404, 404, 404, 404, 404, 200),
        "delete": (404, 404, 404, 404, 404, 204),
    },
    ("api:deck", "unlisted"): {
        "get": (404, 404, 404, 404, 404, 200),
        "post": (405, 405, 405, 405, 405, 405),
        "patch": (404, 404, 404, 404, 404, 200),
        "delete": (404, 404, 404, 404, 404, 204),
    },
    ("api:deck-export", "private"): {"get": (404, 404, 404, 404, 404, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck-export", "public"): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck-export", "unlisted"): {"get": (404, 404, 404, 404, 404, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:goldfish-job", "owner"): {"get": (404, 404, 404, 404, 404, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:goldfish-job", "not a job"): {"get": (404, 404, 404, 404, 404, 404), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck-compare", "private"): {"get": (404, 404, 404, 404, 404, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck-compare", "public"): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck-compare", "unlisted"): {"get": (404, 404, 404, 404, 404, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck-goldfish", "private"): {"get": (404, 404, 404, 404, 404, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck-goldfish", "public"): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck-goldfish", "unlisted"): {"get": (404, 404, 404, 404, 404, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck-legality", "private"): {"get": (404, 404, 404, 404, 404, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck-legality", "public"): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck-legality", "unlisted"): {"get": (404, 404, 404, 404, 404, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:deck-validate", ""): {"get": (405, 405, 405, 405, 405, 405), "post": (415, 415, 415, 415, 415, 415)},
    ("api:deck-validate-stored", "private"): {
        "get": (404, 404, 404, 404, 404, 200),
        "post": (405, 405, 405, 405, 405, 405),
    },
    ("api:deck-validate-stored", "public"): {
        "get": (200, 200, 200, 200, 200, 200),
        "post": (405, 405, 405, 405, 405, 405),
    },
    ("api:deck-validate-stored", "unlisted"): {
        "get": (404, 404, 404, 404, 404, 200),
        "post": (405, 405, 405, 405, 405, 405),
    },
    ("api:decks", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (401, 415, 415, 415, 415, 415)},
    ("api:docs", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:event", "event"): {
        "get": (200, 200, 200, 200, 200, 200),
        "post": (405, 405, 405, 405, 405, 405),
        "patch": (401, 404, 404, 403, 200, 404),  # an empty PATCH changes nothing
    },
    ("api:event-registration", "player"): {
        "get": (404, 404, 200, 200, 200, 404),
        "post": (405, 405, 405, 405, 405, 405),
    },
    ("api:event-registrations", "event"): {
        "get": (404, 404, 404, 200, 200, 404),
        "post": (401, 415, 415, 415, 415, 415),
    },
    ("api:event-registrations-csv", "event"): {
        "get": (404, 404, 404, 200, 200, 404),
        "post": (405, 405, 405, 405, 405, 405),
    },
    ("api:events", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (401, 403, 403, 403, 415, 403)},
    ("api:ping", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (415, 415, 415, 415, 415, 415)},
    ("api:ping-limited", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (415, 415, 415, 415, 415, 415)},
    ("api:metagame", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:metagame-bulk", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:metagame-card", "card"): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:metagame-card", "unknown"): {"get": (404, 404, 404, 404, 404, 404), "post": (405, 405, 405, 405, 405, 405)},
    ("api:metagame-cards", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:regulations", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:schema", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("api:token", ""): {"get": (405, 405, 405, 405, 405, 405), "post": (400, 400, 400, 400, 400, 400)},
    ("meta:card", "card"): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("meta:card", "unknown"): {"get": (404, 404, 404, 404, 404, 404), "post": (405, 405, 405, 405, 405, 405)},
    ("meta:metagame", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("cards:detail", "card"): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("cards:detail", "unknown"): {"get": (404, 404, 404, 404, 404, 404), "post": (404, 404, 404, 404, 404, 404)},
    ("cards:help", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("cards:list", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:check", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:delete", "private"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 404, 404, 302)},
    ("decks:delete", "public"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 404, 404, 302)},
    ("decks:delete", "unlisted"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 404, 404, 302)},
    ("decks:detail", "private"): {"get": (404, 404, 404, 404, 404, 200), "post": (404, 404, 404, 404, 404, 200)},
    ("decks:detail", "public"): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:detail", "unlisted"): {"get": (404, 404, 404, 404, 404, 200), "post": (404, 404, 404, 404, 404, 200)},
    ("decks:edit", "private"): {"get": (LOGIN, 404, 404, 404, 404, 200), "post": (LOGIN, 404, 404, 404, 404, 400)},
    ("decks:edit", "public"): {"get": (LOGIN, 404, 404, 404, 404, 200), "post": (LOGIN, 404, 404, 404, 404, 400)},
    ("decks:edit", "unlisted"): {"get": (LOGIN, 404, 404, 404, 404, 200), "post": (LOGIN, 404, 404, 404, 404, 400)},
    ("decks:editor-parse", ""): {"get": (405, 405, 405, 405, 405, 405), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:add-card", ""): {
        "get": (405, 405, 405, 405, 405, 405),
        "post": (302, 302, 302, 302, 302, 302),
    },  # back with a message
    ("decks:editor-search", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:editor-validate", ""): {"get": (405, 405, 405, 405, 405, 405), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:export", "private"): {"get": (404, 404, 404, 404, 404, 200), "post": (404, 404, 404, 404, 404, 200)},
    ("decks:export", "public"): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:export", "unlisted"): {"get": (404, 404, 404, 404, 404, 200), "post": (404, 404, 404, 404, 404, 200)},
    ("decks:fork", "private"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 404, 404, 302)},
    ("decks:fork", "public"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 302, 302, 302, 302, 302)},
    ("decks:fork", "unlisted"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 404, 404, 302)},
    ("decks:compare", "private"): {"get": (404, 404, 404, 404, 404, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("decks:compare", "public"): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("decks:compare", "unlisted"): {"get": (404, 404, 404, 404, 404, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("decks:goldfish", "private"): {"get": (404, 404, 404, 404, 404, 302), "post": (404, 404, 404, 404, 404, 302)},
    ("decks:goldfish", "public"): {"get": (302, 302, 302, 302, 302, 302), "post": (302, 302, 302, 302, 302, 302)},
    ("decks:goldfish", "unlisted"): {"get": (404, 404, 404, 404, 404, 302), "post": (404, 404, 404, 404, 404, 302)},
    ("decks:history", "private"): {"get": (404, 404, 404, 404, 404, 200), "post": (404, 404, 404, 404, 404, 200)},
    ("decks:history", "public"): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:history", "unlisted"): {"get": (404, 404, 404, 404, 404, 200), "post": (404, 404, 404, 404, 404, 200)},
    ("decks:image", "private"): {"get": (404, 404, 404, 404, 404, 200), "post": (404, 404, 404, 404, 404, 200)},
    ("decks:image", "public"): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:image", "unlisted"): {"get": (404, 404, 404, 404, 404, 200), "post": (404, 404, 404, 404, 404, 200)},
    ("decks:import", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:like", "private"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 404, 404, 302)},
    ("decks:like", "public"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 302, 302, 302, 302, 302)},
    ("decks:like", "unlisted"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 404, 404, 302)},
    ("decks:list", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:mine", ""): {"get": (LOGIN, 200, 200, 200, 200, 200), "post": (LOGIN, 200, 200, 200, 200, 200)},
    ("decks:new", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (302, 400, 400, 400, 400, 400)},
    ("decks:restore", "private"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 404, 404, 302)},
    ("decks:restore", "public"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 404, 404, 302)},
    ("decks:restore", "unlisted"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 404, 404, 302)},
    ("decks:shared", "private"): {"get": (404, 404, 404, 404, 404, 404), "post": (404, 404, 404, 404, 404, 404)},
    ("decks:shared", "unlisted"): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:version-export", "private"): {
        "get": (404, 404, 404, 404, 404, 200),
        "post": (404, 404, 404, 404, 404, 200),
    },
    ("decks:version-export", "public"): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:version-export", "unlisted"): {
        "get": (404, 404, 404, 404, 404, 200),
        "post": (404, 404, 404, 404, 404, 200),
    },
    ("decks:version-image", "private"): {"get": (404, 404, 404, 404, 404, 200), "post": (404, 404, 404, 404, 404, 200)},
    ("decks:version-image", "public"): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("decks:version-image", "unlisted"): {
        "get": (404, 404, 404, 404, 404, 200),
        "post": (404, 404, 404, 404, 404, 200),
    },
    ("events:action", "bogus"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 404, 404, 404)},
    ("events:action", "lock"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 403, 302, 404)},
    ("events:action", "undo"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 403, 302, 404)},
    ("events:action", "unlock"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 403, 302, 404)},
    ("events:check", "player"): {"get": (LOGIN, 404, 404, 200, 200, 404), "post": (LOGIN, 404, 404, 200, 200, 404)},
    ("events:detail", "event"): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    # An empty POST shows the edit form or the organizer request form again, as events:new does.
    ("events:edit", "event"): {"get": (LOGIN, 404, 404, 403, 200, 404), "post": (LOGIN, 404, 404, 403, 200, 404)},
    ("events:drop", "player"): {"get": (LOGIN, 404, 404, 403, 200, 404), "post": (LOGIN, 404, 404, 403, 302, 404)},
    ("events:judge", "token"): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("events:list", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("events:manage", "event"): {"get": (LOGIN, 404, 404, 200, 200, 404), "post": (LOGIN, 404, 404, 200, 200, 404)},
    ("events:new", ""): {"get": (LOGIN, 403, 403, 403, 200, 403), "post": (LOGIN, 403, 403, 403, 200, 403)},
    ("events:organizer_request", ""): {
        "get": (LOGIN, 200, 200, 200, 200, 200),
        "post": (LOGIN, 200, 200, 200, 200, 200),
    },
    ("events:publish", "event"): {"get": (LOGIN, 405, 405, 405, 405, 405), "post": (LOGIN, 404, 404, 403, 302, 404)},
    ("events:registration", "player"): {"get": (404, 404, 200, 200, 200, 404), "post": (404, 404, 200, 200, 200, 404)},
    ("events:sheet", "player"): {"get": (LOGIN, 404, 404, 200, 200, 404), "post": (LOGIN, 404, 404, 200, 200, 404)},
    ("events:sheets", "event"): {"get": (LOGIN, 404, 404, 200, 200, 404), "post": (LOGIN, 404, 404, 200, 200, 404)},
    ("favicon", ""): {"get": (301, 301, 301, 301, 301, 301), "post": (301, 301, 301, 301, 301, 301)},
    ("home", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (200, 200, 200, 200, 200, 200)},
    ("login", ""): {
        "get": (200, 200, 200, 200, 200, 200),
        "post": (200, 200, 200, 200, 200, 200),
        "put": (200, 200, 200, 200, 200, 200),
    },
    ("logout", ""): {"get": (405, 405, 405, 405, 405, 405), "post": (302, 302, 302, 302, 302, 302)},
    ("password_change", ""): {
        "get": (LOGIN, 200, 200, 200, 200, 200),
        "post": (LOGIN, 200, 200, 200, 200, 200),
        "put": (LOGIN, 200, 200, 200, 200, 200),
    },
    ("password_change_done", ""): {"get": (LOGIN, 200, 200, 200, 200, 200), "post": (LOGIN, 405, 405, 405, 405, 405)},
    ("password_reset", ""): {
        "get": (200, 200, 200, 200, 200, 200),
        "post": (200, 200, 200, 200, 200, 200),
        "put": (200, 200, 200, 200, 200, 200),
    },
    ("password_reset_complete", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("password_reset_confirm", "bad token"): {
        "get": (200, 200, 200, 200, 200, 200),
        "post": (200, 200, 200, 200, 200, 200),
        "put": (200, 200, 200, 200, 200, 200),
    },
    ("password_reset_done", ""): {"get": (200, 200, 200, 200, 200, 200), "post": (405, 405, 405, 405, 405, 405)},
    ("set_language", ""): {"get": (302, 302, 302, 302, 302, 302), "post": (302, 302, 302, 302, 302, 302)},
    ("signup", ""): {"get": (200, 302, 302, 302, 302, 302), "post": (200, 302, 302, 302, 302, 302)},
}
# Every other admin page: staff only, so every role goes to the admin's login for every method.
ADMIN_CELLS: Cells = (ADMIN,) * 6


def expected(name: str, variant: str) -> dict[str, Cells] | None:
    if (name, variant) in EXPECTED:
        return EXPECTED[(name, variant)]
    if name.startswith("admin:"):
        return {"get": ADMIN_CELLS, "post": ADMIN_CELLS}
    return None


ROWS = url_rows()


def test_every_url_has_a_row():
    assert not unfilled_urls(), f"fill these URLs in tests/security/world.py OBJECT_URLS: {unfilled_urls()}"
    missing = sorted(f"{name} {variant}" for name, variant in ROWS if expected(name, variant) is None)
    assert not missing, f"add these URLs to the access matrix: {missing}"
    stale = sorted(set(EXPECTED) - set(ROWS))
    assert not stale, f"these rows name no URL any more: {stale}"


def test_the_matrix_covers_the_site():
    names = {name for name, _ in ROWS}
    assert len(names) >= 80
    assert {"decks:detail", "decks:shared", "events:judge", "events:drop", "api:deck", "admin:index"} <= names


def methods_of(path: str) -> list[str]:
    """GET and POST for every URL, and PUT, PATCH and DELETE where the view (or its class) has them."""
    view = resolve(path).func
    cls = getattr(view, "view_class", None) or getattr(view, "cls", None)
    return ["get", "post", *(m for m in ("put", "patch", "delete") if cls is not None and hasattr(cls, m))]


def snapshot() -> tuple[Any, ...]:
    """What a write could change: decks, versions, likes, events, staff, registrations, submissions, users, tokens."""
    return (
        list(Deck.objects.order_by("pk").values_list("pk", "title", "visibility", "version_number", "like_count")),
        DeckVersion.objects.count(),
        list(DeckLike.objects.order_by("pk").values_list("deck_id", "user_id")),
        list(Event.objects.order_by("pk").values_list("pk", "name", "capacity", "lists_published", "publish_lists")),
        list(EventStaff.objects.order_by("pk").values_list("user_id", "role")),
        list(Registration.objects.order_by("pk").values_list("pk", "status", "unlocked", "dropped_from")),
        Submission.objects.count(),
        list(User.objects.order_by("pk").values_list("pk", "username", "password", "is_staff")),
        list(Token.objects.order_by("user_id").values_list("user_id", "key")),
    )


def outcome(response: Any) -> Any:
    location = response.get("Location", "")
    if response.status_code == 302 and location.startswith("/accounts/login/"):
        return LOGIN
    if response.status_code == 302 and location.startswith("/admin/login/"):
        return ADMIN
    return response.status_code


@pytest.mark.parametrize(("name", "variant"), sorted(ROWS))
def test_access(client, demo_cards, monkeypatch, settings, name, variant):
    settings.API_THROTTLING = False
    monkeypatch.setattr("zxdecks.events.services.registration.timezone.now", lambda: DURING)
    world = build_world()
    path = ROWS[(name, variant)](world)
    want = expected(name, variant)
    assert want is not None
    got: dict[str, list[Any]] = {}
    changed_when_refused: list[str] = []
    for method in methods_of(path):
        got[method] = []
        # Refusals first (ROLES is ordered so), so a write a later role may make cannot hide an earlier refusal.
        for role in ROLES:
            client.logout()
            user = world.users[role]
            if user is not None:
                client.force_login(user)
            before = snapshot() if method != "get" else None
            result = outcome(getattr(client, method)(path))
            got[method].append(result)
            if before is not None and result in REFUSED and snapshot() != before:
                changed_when_refused.append(f"{method} as {role}")
    assert {m: tuple(cells) for m, cells in got.items()} == want, path
    assert not changed_when_refused, f"{path}: refused but changed: {changed_when_refused}"


def test_a_login_redirect_names_the_page_asked_for(client, demo_cards):
    world = build_world()
    path = ROWS[("decks:edit", "private")](world)
    assert client.get(path)["Location"] == f"/accounts/login/?next={path}"


def test_healthz_is_open_to_anyone(client, user):
    """/healthz is answered by middleware, not a URL pattern: open to probes, telling nothing private."""
    assert client.get("/healthz").status_code == 200
    client.force_login(user)
    assert set(client.get("/healthz").json()) == {"status", "checks", "failing"}


def test_the_deck_list_shows_no_private_or_unlisted_deck(client, demo_cards):
    world = build_world()
    client.force_login(world.users["other"])
    for path in ("/decks/", "/api/v1/decks/"):
        page = client.get(path).content.decode()
        assert "public deck" in page, path
        assert "private deck" not in page, path
        assert "unlisted deck" not in page, path
