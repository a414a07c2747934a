"""A request with no credentials is anonymous without asking the authenticators; one with credentials is asked as
before: a token or a session signs it in, a session's unsafe request needs its CSRF token (issue 33.8)."""

import pytest
from django.test import Client
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from tests.factories import RED
from zxdecks.decks.models import Deck

pytestmark = pytest.mark.django_db
CREATE = {"title": "APIの赤単", "text": RED, "visibility": "public"}


def vary(response) -> set[str]:
    return {v.strip() for v in response.get("Vary", "").split(",") if v.strip()}


def test_a_request_with_no_credentials_is_anonymous_and_refused_where_sign_in_is_needed(client, demo_cards):
    response = client.post("/api/v1/decks/", CREATE, content_type="application/json")
    # Not authenticated (401), not a permission refused (403): the view's authenticators were not dropped.
    assert (response.status_code, response.json()["code"]) == (401, "not_authenticated")
    assert response.wsgi_request.user.is_anonymous
    assert not Deck.objects.exists()


def test_an_anonymous_public_answer_still_varies_with_the_cookie(client, demo_cards):
    lookup = client.get("/api/v1/cards/DM01-001/")
    assert lookup.status_code == 200
    assert "public" in lookup["Cache-Control"]  # not made private (and varying) by PrivateByDefaultMiddleware
    assert "Cookie" in vary(lookup)  # the session looked at, as the session authenticator did


def test_a_token_still_signs_the_request_in(client, user, demo_cards):
    key = Token.objects.create(user=user).key
    response = client.post("/api/v1/decks/", CREATE, content_type="application/json", HTTP_AUTHORIZATION=f"Token {key}")
    assert response.status_code == 201
    assert response.json()["owner"] == "alice"
    assert response.wsgi_request.user == user


def test_a_wrong_token_is_refused_not_taken_for_anonymous(client, demo_cards):
    response = client.get("/api/v1/cards/DM01-001/", HTTP_AUTHORIZATION="Token " + "0" * 40)
    assert response.status_code == 401
    assert response.json()["code"] == "authentication_failed"


def test_a_session_still_signs_the_request_in_and_its_unsafe_request_needs_the_csrf_token(user, demo_cards):
    client = Client(enforce_csrf_checks=True)
    client.force_login(user)
    refused = client.post("/api/v1/decks/", CREATE, content_type="application/json")
    assert refused.status_code == 403
    assert refused.json()["details"] == "CSRF Failed: CSRF cookie not set."
    assert not Deck.objects.exists()
    client.get("/accounts/")  # a page with a form: the CSRF cookie is set
    token = client.cookies["csrftoken"].value
    created = client.post("/api/v1/decks/", CREATE, content_type="application/json", HTTP_X_CSRFTOKEN=token)
    assert created.status_code == 201
    assert created.json()["owner"] == "alice"
    assert Deck.objects.get().owner == user


def test_a_session_signs_in_a_safe_request_without_a_csrf_token(user, demo_cards):
    client = Client(enforce_csrf_checks=True)
    client.force_login(user)
    response = client.get("/api/v1/decks/", {"mine": "true"})
    assert response.status_code == 200
    assert response.wsgi_request.user == user


def test_a_session_cookie_of_no_session_is_anonymous(client, demo_cards):
    client.cookies["sessionid"] = "x" * 32  # a key no session has: the authenticators are asked, and find nobody
    response = client.get("/api/v1/decks/", {"mine": "true"})
    assert response.status_code == 401
    assert response.wsgi_request.user.is_anonymous


def test_forced_authentication_of_the_test_client_still_signs_in(user, demo_cards):
    client = APIClient()
    client.force_authenticate(user)
    response = client.post("/api/v1/decks/", CREATE, format="json")
    assert response.status_code == 201
    assert response.json()["owner"] == "alice"


def test_a_request_with_no_credentials_does_not_ask_the_authenticators(client, demo_cards, monkeypatch):
    from rest_framework.authentication import SessionAuthentication, TokenAuthentication

    def asked(self, request):
        raise AssertionError("an authenticator was asked")

    monkeypatch.setattr(TokenAuthentication, "authenticate", asked)
    monkeypatch.setattr(SessionAuthentication, "authenticate", asked)
    response = client.get("/api/v1/cards/DM01-001/")
    assert response.status_code == 200
    assert response.wsgi_request.user.is_anonymous
    with pytest.raises(AssertionError, match="an authenticator was asked"):
        client.get("/api/v1/cards/DM01-001/", HTTP_AUTHORIZATION="Token " + "0" * 40)
