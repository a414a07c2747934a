"""Responses that depend on who asks (a session, a token, a share link) are Cache-Control: private and vary on the
credentials, so no shared cache hands one visitor's page to another; what the site declares public stays public."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from rest_framework.authtoken.models import Token

from tests.security.world import World, build_world

pytestmark = pytest.mark.django_db


@pytest.fixture
def world(demo_cards) -> World:
    return build_world()


def _as(world: World, role: str) -> Client:
    client = Client()
    user = world.users[role]
    if user is not None:
        client.force_login(user)
    return client


def _token(world: World, role: str) -> dict[str, Any]:
    user = world.users[role]
    assert user is not None
    return {"HTTP_AUTHORIZATION": f"Token {Token.objects.get_or_create(user=user)[0].key}"}


def _directives(response) -> set[str]:
    return {d.strip().lower() for d in response.get("Cache-Control", "").split(",") if d.strip()}


def _vary(response) -> set[str]:
    return {v.strip().lower() for v in response.get("Vary", "").split(",") if v.strip()}


Request = Callable[[World], object]
PRIVATE_SURFACES: dict[str, Request] = {
    "the API answer of a private deck, by token": lambda w: Client().get(
        reverse("api:deck", args=[w.decks["private"].pk]), **_token(w, "owner")
    ),
    "the API answer of a private deck, by session": lambda w: _as(w, "owner").get(
        reverse("api:deck", args=[w.decks["private"].pk])
    ),
    "an unlisted deck's page opened by its share link": lambda w: Client().get(
        reverse("decks:shared", args=[w.decks["unlisted"].share_token])
    ),
    "an unlisted deck on the API opened with ?token=": lambda w: Client().get(
        reverse("api:deck", args=[w.decks["unlisted"].pk]), {"token": w.decks["unlisted"].share_token}
    ),
    "a private deck's page": lambda w: _as(w, "owner").get(reverse("decks:detail", args=[w.decks["private"].pk])),
    "a private deck's export": lambda w: _as(w, "owner").get(
        reverse("decks:export", args=[w.decks["private"].pk, "text"])
    ),
    "a private deck's API export": lambda w: Client().get(
        reverse("api:deck-export", args=[w.decks["private"].pk]), **_token(w, "owner")
    ),
    "the organizer's registrations CSV on the dashboard": lambda w: _as(w, "organizer").get(
        reverse("events:manage", args=[w.event.pk]), {"format": "csv"}
    ),
    "the organizer's registrations CSV on the API": lambda w: Client().get(
        reverse("api:event-registrations-csv", args=[w.event.pk]), **_token(w, "organizer")
    ),
    "the account page": lambda w: _as(w, "owner").get(reverse("account")),
}


@pytest.mark.parametrize("surface", list(PRIVATE_SURFACES))
def test_a_private_response_is_cache_control_private_and_varies_on_credentials(world, surface):
    response = PRIVATE_SURFACES[surface](world)
    assert response.status_code == 200, response.status_code
    directives = _directives(response)
    assert "private" in directives
    assert "public" not in directives
    assert {"cookie", "authorization"} <= _vary(response)


def test_a_not_modified_answer_to_a_private_response_is_private_too(world):
    client, token = Client(), _token(world, "owner")
    url = reverse("api:deck", args=[world.decks["private"].pk])
    etag = client.get(url, **token)["ETag"]
    response = client.get(url, HTTP_IF_NONE_MATCH=etag, **token)
    assert response.status_code == 304
    assert "private" in _directives(response)


def test_what_the_site_declares_public_stays_public(world):
    response = Client().get(reverse("api:card", args=["DM01-001"]))
    assert response["Cache-Control"] == "public, max-age=300"


def test_a_response_that_must_not_be_stored_keeps_no_store_alone(world):
    response = _as(world, "owner").post(reverse("account-token"), {"action": "create"})
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-store"


def test_the_api_token_answer_is_private(world):
    response = Client().post(
        "/api/v1/token/", {"username": "owner", "password": "correct horse battery"}, content_type="application/json"
    )
    assert response.status_code == 200
    assert "private" in _directives(response)
