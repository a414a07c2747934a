"""Access matrix: every URL that names no object, fetched by an anonymous visitor and by a signed-in user.

Each cell is asserted. A URL added to zxdecks/urls.py without a row here fails
test_every_url_without_an_object_has_a_row, so the matrix cannot fall behind the site.
Object URLs (a deck, an event, a registration) × owner / other user / organizer / judge / player come next.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.urls import URLPattern, URLResolver, get_resolver

pytestmark = pytest.mark.django_db

ANONYMOUS, SIGNED_IN = "anonymous", "signed-in"
LOGIN = "→login"  # a redirect to the site's login page, naming the page asked for in ?next=
ADMIN_LOGIN = "→admin-login"  # a redirect to the admin's login page

# name: (GET as anonymous, GET as a signed-in user without any permission)
EXPECTED: dict[str, tuple[int | str, int | str]] = {
    "home": (200, 200),
    "favicon": (301, 301),  # to the hashed static icon
    "signup": (200, 302),  # signed in already: sent home
    "login": (200, 200),
    "logout": (405, 405),  # POST only, so a link or an image cannot log anyone out
    "account": (LOGIN, 200),
    "account-token": (LOGIN, 405),  # POST only
    "password_change": (LOGIN, 200),
    "password_change_done": (LOGIN, 200),
    "password_reset": (200, 200),
    "password_reset_done": (200, 200),
    "password_reset_complete": (200, 200),
    "cards:list": (200, 200),
    "decks:list": (200, 200),
    "decks:mine": (LOGIN, 200),
    "decks:check": (200, 200),
    "decks:new": (200, 200),  # anyone may build a list; saving it needs an account
    "decks:import": (200, 200),
    "decks:editor-validate": (405, 405),
    "decks:editor-parse": (405, 405),
    "decks:editor-search": (200, 200),
    "events:list": (200, 200),
    "events:new": (LOGIN, 403),  # organizers only
    "api:token": (405, 405),  # POST only
    "api:ping": (200, 200),
    "api:cards": (200, 200),
    "api:card-named": (400, 400),  # needs exact= or fuzzy=
    "api:card-autocomplete": (200, 200),
    "api:card-bulk": (200, 200),
    "api:decks": (200, 200),  # public decks only (see test_the_deck_list_shows_no_private_deck)
    "api:deck-validate": (405, 405),
    "api:regulations": (200, 200),
    "api:events": (200, 200),
    "api:schema": (200, 200),
    "api:docs": (200, 200),
    "set_language": (302, 302),
    "admin:login": (200, 200),
    "admin:logout": (302, 302),
}
# Every other admin page without an object: staff only, so both visitors go to the admin's login.
ADMIN_DEFAULT = (ADMIN_LOGIN, ADMIN_LOGIN)


def _walk(patterns: list[URLPattern | URLResolver], prefix: str = "", namespace: str = "") -> Iterator[tuple[str, str]]:
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            inner = namespace + (f"{pattern.namespace}:" if pattern.namespace else "")
            yield from _walk(pattern.url_patterns, prefix + str(pattern.pattern), inner)
        elif pattern.name:
            yield namespace + pattern.name, prefix + str(pattern.pattern)


def urls_without_an_object() -> dict[str, str]:
    """name → path of every named URL whose pattern takes no argument (no converter, no regex group)."""
    found: dict[str, str] = {}
    for name, route in _walk(get_resolver().url_patterns):
        plain = route.replace("^", "").replace("$", "")
        if any(mark in plain for mark in "<(\\[*?"):
            continue
        found.setdefault(name, "/" + plain)
    return found


URLS = urls_without_an_object()


def expected(name: str) -> tuple[int | str, int | str]:
    if name in EXPECTED:
        return EXPECTED[name]
    return ADMIN_DEFAULT if name.startswith("admin:") else (None, None)  # type: ignore[return-value]


def test_every_url_without_an_object_has_a_row():
    missing = sorted(name for name in URLS if expected(name) == (None, None))
    assert not missing, f"add these URLs to the access matrix: {missing}"
    stale = sorted(set(EXPECTED) - set(URLS))
    assert not stale, f"these rows name no URL any more: {stale}"


def test_the_matrix_covers_the_site():
    assert len(URLS) >= 40
    assert {"account", "password_reset", "decks:mine", "api:decks", "admin:index"} <= set(URLS)


@pytest.mark.parametrize("role", [ANONYMOUS, SIGNED_IN])
@pytest.mark.parametrize("name", sorted(URLS))
def test_access(client, user, name, role):
    path = URLS[name]
    if role == SIGNED_IN:
        client.force_login(user)
    want = expected(name)[0 if role == ANONYMOUS else 1]
    if name == "api:card-bulk":
        from cards.bulk import bulk_build

        bulk_build()  # the import writes it; requests only serve it
    response = client.get(path)
    if want == LOGIN:
        assert response.status_code == 302, (path, role, response.status_code)
        assert response["Location"].startswith(f"/accounts/login/?next={path}"), response["Location"]
    elif want == ADMIN_LOGIN:
        assert response.status_code == 302, (path, role, response.status_code)
        assert response["Location"].startswith("/admin/login/"), response["Location"]
    else:
        assert response.status_code == want, (path, role, response.status_code)


def test_healthz_is_open_to_anyone(client, user):
    """/healthz is answered by middleware, not a URL pattern: open to probes, telling nothing private."""
    assert client.get("/healthz").status_code == 200
    client.force_login(user)
    assert set(client.get("/healthz").json()) == {"status", "checks", "failing"}


def test_the_deck_list_shows_no_private_deck(client, user, other_user, demo_cards):
    from tests.factories import RED
    from zxdecks.decks.models import Deck
    from zxdecks.decks.services import deck_create, deck_import

    cards = deck_import(data=RED).deck
    deck_create(owner=other_user, title="secret plan", cards=cards, visibility=Deck.Visibility.PRIVATE)
    client.force_login(user)
    for path in ("/decks/", "/api/v1/decks/"):
        assert "secret plan" not in client.get(path).content.decode(), path
