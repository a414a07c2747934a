"""Round three of the open-internet review on the event side: the organizer's CSVs neutralise formulas, a sheet of
a registration that is not this event's is a 404, event dates are bounded and date-times come back RFC 3339."""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
from zoneinfo import ZoneInfo

import pytest
from django.urls import reverse
from rest_framework.authtoken.models import Token

from tests.events.conftest import players
from tests.factories import RED, EventFactory, UserFactory
from zxdecks.events.models import Event
from zxdecks.events.serializers import EventSerializer
from zxdecks.events.services import registration_submit

pytestmark = pytest.mark.django_db
DURING = dt.datetime(2025, 1, 15, 12, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))
# The usernames of the report, plus the other starts OWASP names. Django folds usernames with NFKC, so "＋cmd785"
# is stored as "+cmd785"; the CSV helper's own test covers the full-width forms of a cell.
FORMULA_NAMES = ["-2+3x785", "@A1x785", "+1+1x785", "+cmd785", "=1+1x785", "=HYPERLINK", "\tcmd", "\rcmd"]


def _players_named(event, names):
    for name in names:
        registration_submit(event=event, player=UserFactory(username=name), text=RED, now=DURING)


def _player_cells(content: str) -> list[str]:
    rows = list(csv.DictReader(io.StringIO(content, newline="")))
    return [row["player"] for row in rows]


def test_the_dashboard_csv_quotes_every_username_a_spreadsheet_would_run(client, demo_cards):
    event = EventFactory()
    _players_named(event, ["-2+3x785", "@A1x785", "+1+1x785", "＋cmd785"])  # capacity 8: these four hold seats
    client.force_login(event.organizer)
    response = client.get(reverse("events:manage", args=[event.pk]), {"format": "csv"}, HTTP_ACCEPT_LANGUAGE="en")
    cells = _player_cells(response.content.decode("utf-8-sig"))
    assert sorted(cells) == sorted("'" + name for name in FORMULA_NAMES[:4])


def test_the_api_registrations_csv_quotes_every_username_a_spreadsheet_would_run(client, demo_cards):
    event = EventFactory()
    _players_named(event, [*FORMULA_NAMES[4:], "alice"])
    token = Token.objects.create(user=event.organizer).key
    response = client.get(f"/api/v1/events/{event.pk}/registrations.csv", HTTP_AUTHORIZATION=f"Token {token}")
    cells = _player_cells(response.content.decode())
    assert sorted(cells) == sorted(["'" + name for name in FORMULA_NAMES[4:]] + ["alice"])


# The sheet of one registration
def test_the_sheet_of_another_events_registration_is_a_404(client, demo_cards):
    mine, theirs = EventFactory(), EventFactory()
    (alice,) = players(1)
    other_registration, _ = registration_submit(event=theirs, player=alice, text=RED, now=DURING)
    client.force_login(mine.organizer)
    response = client.get(reverse("events:sheet", args=[mine.pk, other_registration.pk]))
    assert response.status_code == 404
    assert response["Content-Type"] != "application/pdf"


def test_the_sheet_of_no_registration_is_a_404(client, demo_cards):
    event = EventFactory()
    client.force_login(event.organizer)
    assert client.get(reverse("events:sheet", args=[event.pk, 987654])).status_code == 404


def test_the_sheet_of_this_events_registration_is_still_a_pdf(client, demo_cards):
    event = EventFactory()
    (alice,) = players(1)
    registration, _ = registration_submit(event=event, player=alice, text=RED, now=DURING)
    client.force_login(event.organizer)
    response = client.get(reverse("events:sheet", args=[event.pk, registration.pk]))
    assert (response.status_code, response["Content-Type"]) == (200, "application/pdf")
    assert response.content.startswith(b"%PDF")


# Event dates: years 2000 to 2100
FORM_EVENT = {
    "name": "大会", "game": "zx", "date": "2025-01-25", "venue": "", "capacity": "8",
    "registration_opens": "2025-01-10T10:00", "registration_closes": "2025-01-20T23:59",
}  # fmt: skip
API_EVENT = {
    "name": "大会", "date": "2025-01-25", "capacity": 8,
    "registration_opens": "2025-01-10T10:00:00+09:00", "registration_closes": "2025-01-20T23:59:59+09:00",
}  # fmt: skip
OUT_OF_RANGE = [
    ("date", "0267-05-01", "0267-05-01"),
    ("date", "8922-05-01", "8922-05-01"),
    ("regulation_date", "1999-12-31", "1999-12-31"),
    ("registration_opens", "0267-01-10T10:00", "0267-01-10T10:00:00+09:00"),
    ("registration_closes", "8922-01-20T23:59", "8922-01-20T23:59:59+09:00"),
]


@pytest.mark.parametrize(("field", "form_value", "api_value"), OUT_OF_RANGE)
def test_an_event_year_outside_2000_to_2100_is_a_form_error_on_its_field(client, field, form_value, api_value):
    organizer = UserFactory(organizer=True)
    client.force_login(organizer)
    response = client.post(reverse("events:new"), {**FORM_EVENT, field: form_value})
    assert response.status_code in (200, 400)
    assert [str(e) for e in response.context["form"].errors[field]] == ["2000年から2100年までの日付を選んでください。"]
    assert not Event.objects.exists()


@pytest.mark.parametrize(("field", "form_value", "api_value"), OUT_OF_RANGE)
def test_an_event_year_outside_2000_to_2100_is_a_400_naming_the_field(client, field, form_value, api_value):
    organizer = UserFactory(organizer=True)
    token = Token.objects.create(user=organizer).key
    response = client.post(
        "/api/v1/events/", {**API_EVENT, field: api_value}, content_type="application/json",
        HTTP_AUTHORIZATION=f"Token {token}",
    )  # fmt: skip
    assert response.status_code == 400, response.content
    assert {e["field"]: e["message"] for e in response.json()["errors"]}[field].startswith(
        "must be between 2000-01-01 and 2100-12-31"
    )
    assert not Event.objects.exists()


def test_the_last_day_of_2100_is_accepted(client):
    organizer = UserFactory(organizer=True)
    token = Token.objects.create(user=organizer).key
    body = {**API_EVENT, "date": "2100-12-31", "registration_closes": "2100-12-31T23:59:59+09:00"}
    response = client.post(
        "/api/v1/events/", body, content_type="application/json", HTTP_AUTHORIZATION=f"Token {token}"
    )
    assert response.status_code == 201, response.content
    assert response.json()["registration_closes"] == "2100-12-31T23:59:59+09:00"


RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$")


def test_a_date_time_in_local_mean_time_comes_back_in_utc_with_a_whole_offset(rf):
    """Tokyo's offset before 1888 was local mean time (+09:18:59), which RFC 3339 cannot write: such a time (one
    stored before dates were bounded, read in Tokyo's zone) is given in UTC instead."""
    event = EventFactory()
    event.registration_opens = dt.datetime(1850, 1, 1, tzinfo=dt.UTC).astimezone(ZoneInfo("Asia/Tokyo"))
    event.registration_closes = dt.datetime(2025, 1, 20, 23, 59, 59, tzinfo=ZoneInfo("Asia/Tokyo"))
    data = EventSerializer(event, context={"request": rf.get("/")}).data
    assert data["registration_opens"] == "1850-01-01T00:00:00+00:00"
    assert data["registration_closes"] == "2025-01-20T23:59:59+09:00"
    assert all(RFC3339.match(data[name]) for name in ("registration_opens", "registration_closes"))
