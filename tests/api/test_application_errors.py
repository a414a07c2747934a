"""Every ApplicationError becomes its error object in one place, whichever app raised it; the site's own 400/404/500
live with the web app."""

from __future__ import annotations

import pytest
from django.urls import path
from rest_framework.request import Request
from rest_framework.response import Response

from zxdecks.api.base import ApiView
from zxdecks.core.errors import ApplicationError
from zxdecks.decks.services import DeckInputError
from zxdecks.rules.decklist import DeckListError, LineError


class SeatsGone(ApplicationError):
    """An error no handler names: it must still come out with its own status, code and problems."""

    status = 409
    code = "seats_gone"


class RaisingApi(ApiView):
    authentication_classes: list[type] = []
    permission_classes: list[type] = []
    throttle_classes: list[type] = []
    error: Exception = SeatsGone("event 7: no seat left", [{"field": "event", "message": "full"}], seats=0)

    def get(self, request: Request) -> Response:
        raise self.error


urlpatterns = [path("api/v1/raise/", RaisingApi.as_view())]


@pytest.fixture
def raising(settings):
    settings.ROOT_URLCONF = __name__


def test_an_application_error_no_handler_knows_is_answered_with_its_status_code_and_problems(client, raising):
    response = client.get("/api/v1/raise/")
    assert response.status_code == 409
    assert response.json() == {
        "object": "error",
        "status": 409,
        "code": "seats_gone",
        "details": "event 7: no seat left",
        "type": None,
        "warnings": None,
        "errors": [{"field": "event", "message": "full"}],
        "seats": 0,
    }


def test_a_deck_list_error_is_an_application_error_naming_its_first_line(client, raising, monkeypatch):
    error = DeckListError([LineError(3, "4 ?", "カードがありません", "no card named '?'"), LineError(5, "x", "a", "b")])
    monkeypatch.setattr(RaisingApi, "error", error)
    body = client.get("/api/v1/raise/").json()
    assert (body["status"], body["code"], body["details"]) == (400, "invalid_decklist", "line 3: no card named '?'")
    assert [e["line"] for e in body["errors"]] == [3, 5]
    assert str(error) == "line 3: no card named '?' ('4 ?'); line 5: b ('x')"  # str() still lists every line


def test_a_deck_input_error_is_an_application_error_naming_its_first_field(client, raising, monkeypatch):
    problems = [{"field": "main[0].collector_number", "message": "無し", "message_en": "no such card"}]
    monkeypatch.setattr(RaisingApi, "error", DeckInputError(problems))
    response = client.get("/api/v1/raise/")
    assert response.status_code == 400
    assert response.json()["code"] == "invalid_deck"
    assert response.json()["details"] == "main[0].collector_number: no such card"
    assert response.json()["errors"] == problems


def test_the_rules_engines_error_derives_from_the_pure_python_base():
    assert issubclass(DeckListError, ApplicationError)
    assert issubclass(DeckListError, ValueError)
    assert issubclass(DeckInputError, ApplicationError)
    assert ApplicationError.__module__ == "zxdecks.core.errors"


def test_the_sites_error_handlers_live_in_the_web_app_and_answer_json_under_the_api(client, settings):
    from zxdecks import urls

    assert (urls.handler400, urls.handler404, urls.handler500) == (
        "zxdecks.web.errors.json_or_html_400",
        "zxdecks.web.errors.json_or_html_404",
        "zxdecks.web.errors.json_or_html_500",
    )
    response = client.get("/api/v1/no-such-endpoint/")
    assert response.status_code == 404
    assert response.json()["details"] == "no API endpoint at /api/v1/no-such-endpoint/"
    assert client.get("/no-such-page/").status_code == 404
    assert "text/html" in client.get("/no-such-page/")["Content-Type"]
