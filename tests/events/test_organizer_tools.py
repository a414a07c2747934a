"""The organizer's tools: a drop is confirmed and can be undone, the CSV opens in Japanese Excel with every list,
lists show card names beside numbers, the status column says 状態; and a dropped player stays out after the deadline."""

from __future__ import annotations

import csv
import datetime as dt
import io
import re

import pytest
from django.urls import reverse
from rest_framework.authtoken.models import Token

from cards.catalog import catalog
from tests.events.conftest import CLOSES, DURING, players
from tests.factories import RED
from zxdecks.events.models import Registration
from zxdecks.events.services import (
    RegistrationClosed,
    registration_drop,
    registration_set_unlocked,
    registration_submit,
)

pytestmark = pytest.mark.django_db
SWAPPED = RED.replace("4 DM01-013", "3 DM01-013\n1 DM01-036")


def name_of(number: str) -> str:
    return catalog.by_numbers({number})[number].name


def _register(event, *people):
    return [registration_submit(event=event, player=p, text=RED, now=DURING)[0] for p in people]


# ドロップ: confirmed, then undoable
def test_the_dashboard_drop_is_a_link_to_a_confirmation_page_that_drops_nothing(client, event, organizer):
    (alice,) = players(1)
    (registration,) = _register(event, alice)
    client.force_login(organizer)
    dashboard = client.get(reverse("events:manage", args=[event.pk])).content.decode()
    drop_url = reverse("events:drop", args=[event.pk, registration.pk])
    assert f'href="{drop_url}"' in dashboard
    assert f'action="{drop_url}"' not in dashboard  # no one-click POST from the dashboard
    confirm = client.get(drop_url)
    body = confirm.content.decode()
    assert confirm.status_code == 200
    assert re.search(r'<form method="post"[^>]*>.*<button type="submit" class="danger">ドロップ</button>', body, re.S)
    assert "player0 を「ゼクス店舗大会」からドロップしますか？" in body
    registration.refresh_from_db()
    assert registration.status == "registered"


def test_a_confirmed_drop_offers_an_undo_that_restores_the_seat(client, event, organizer):
    (alice,) = players(1)
    (registration,) = _register(event, alice)
    client.force_login(organizer)
    response = client.post(reverse("events:drop", args=[event.pk, registration.pk]), follow=True)
    registration.refresh_from_db()
    assert registration.status == "dropped"
    undo_url = reverse("events:action", args=[event.pk, registration.pk, "undo"])
    body = response.content.decode()
    assert "player0 をドロップしました。" in body
    assert f'action="{undo_url}"' in body
    assert "元に戻す" in body
    body = client.post(undo_url, follow=True).content.decode()
    registration.refresh_from_db()
    assert (registration.status, registration.dropped_from) == ("registered", "")
    assert "player0 を元に戻しました（登録済み）。" in body


def test_an_undo_is_refused_once_the_seat_went_to_the_waitlist(client, event, organizer):
    alice, bob, carol = players(3)
    first, _second, waiting = _register(event, alice, bob, carol)
    client.force_login(organizer)
    client.post(reverse("events:drop", args=[event.pk, first.pk]))
    waiting.refresh_from_db()
    assert waiting.status == "registered"  # moved up
    body = client.post(reverse("events:action", args=[event.pk, first.pk, "undo"]), follow=True).content.decode()
    first.refresh_from_db()
    assert first.status == "dropped"
    assert "席はすでに別のプレイヤーに移ったため、元に戻せません。" in body
    assert Registration.objects.filter(event=event, status="registered").count() == event.capacity


def test_undoing_the_drop_of_a_waiting_player_puts_them_back_in_line(client, event, organizer):
    a, b, c, d = players(4)
    *_, third, _fourth = _register(event, a, b, c, d)
    client.force_login(organizer)
    client.post(reverse("events:drop", args=[event.pk, third.pk]))
    client.post(reverse("events:action", args=[event.pk, third.pk, "undo"]))
    statuses = list(Registration.objects.filter(event=event).values_list("status", flat=True))
    assert statuses == ["registered", "registered", "waitlisted", "waitlisted"]  # the original order kept


def test_dropping_twice_drops_once(event, organizer):
    alice, bob, carol = players(3)
    first, _, _ = _register(event, alice, bob, carol)
    assert registration_drop(registration=first, by=organizer).changed
    again = registration_drop(registration=first, by=organizer)
    assert (again.changed, again.promoted) == (False, None)
    assert Registration.objects.filter(event=event, status="registered").count() == 2


# The CSV
def test_the_dashboard_csv_opens_in_japanese_excel_with_every_deck_list(client, event, organizer):
    alice, bob = players(2)
    _register(event, alice, bob)
    client.force_login(organizer)
    response = client.get(reverse("events:manage", args=[event.pk]), {"format": "csv"})
    assert response.content.startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert [r["プレイヤー"] for r in rows] == ["player0", "player1"]
    assert rows[0]["デッキリスト"].splitlines()[:2] == ["[deck]", f"4 DM01-001 {name_of('DM01-001')}"]
    assert "[dynamis]" in rows[0]["デッキリスト"]


def test_the_api_csv_has_the_lists_but_no_bom(client, event, organizer):
    (alice,) = players(1)
    _register(event, alice)
    token = Token.objects.create(user=organizer).key
    content = client.get(
        f"/api/v1/events/{event.pk}/registrations.csv", HTTP_AUTHORIZATION=f"Token {token}"
    ).content.decode()
    assert content.startswith(
        "player,status,legal,submissions,submitted_at,fingerprint,unlocked,list\nplayer0,registered,yes,"
    )
    assert f"4 DM01-001 {name_of('DM01-001')}" in content


# Names beside numbers
def test_the_submission_history_names_each_card_beside_its_number(client, event):
    (alice,) = players(1)
    registration_submit(event=event, player=alice, text=RED, now=DURING)
    registration_submit(event=event, player=alice, text=SWAPPED, now=DURING + dt.timedelta(minutes=5))
    client.force_login(alice)
    body = client.get(reverse("events:detail", args=[event.pk])).content.decode()
    assert f"+1 DM01-036 {name_of('DM01-036')}" in body
    assert f"-1 DM01-013 {name_of('DM01-013')}" in body


def test_a_deck_check_names_each_card_that_differs(client, event, organizer):
    (alice,) = players(1)
    (registration,) = _register(event, alice)
    client.force_login(organizer)
    body = client.post(reverse("events:check", args=[event.pk, registration.pk]), {"text": SWAPPED}).content.decode()
    assert f"DM01-036 {name_of('DM01-036')} (デッキ)" in body
    assert f"DM01-013 {name_of('DM01-013')} (デッキ)" in body


# The status column
def test_the_status_column_is_headed_状態_with_japanese_filter_values(client, event, organizer):
    client.force_login(organizer)
    body = client.get(reverse("events:manage", args=[event.pk])).content.decode()
    assert "<th>状態</th>" in body
    assert "指定" not in body
    for label in ("登録済み", "キャンセル待ち", "ドロップ", "適正", "不適正"):
        assert f">{label}</option>" in body


def test_the_status_column_is_headed_status_in_english(client, event, organizer):
    client.force_login(organizer)
    body = client.get(reverse("events:manage", args=[event.pk]), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "<th>Status</th>" in body
    assert ">waitlisted</option>" in body


# Late changes are for live registrations only
@pytest.fixture
def late_event(event):
    event.allow_late_changes = True
    event.save()
    return event


LATE = CLOSES + dt.timedelta(days=2)


def test_a_dropped_player_cannot_re_register_after_the_deadline_when_late_changes_are_allowed(late_event, organizer):
    alice, bob = players(2)
    registration, _ = registration_submit(event=late_event, player=alice, text=RED, now=DURING)
    registration_submit(event=late_event, player=bob, text=RED, now=DURING)
    registration_drop(registration=registration, by=organizer)
    with pytest.raises(RegistrationClosed):
        registration_submit(event=late_event, player=alice, text=RED, now=LATE)
    registration.refresh_from_db()
    assert registration.status == "dropped"
    _, second = registration_submit(event=late_event, player=bob, text=SWAPPED, now=LATE)  # live: may change
    assert second.number == 2


def test_an_unlock_does_not_let_a_dropped_player_back_in_after_the_deadline(event, organizer):
    (alice,) = players(1)
    registration, _ = registration_submit(event=event, player=alice, text=RED, now=DURING)
    registration_set_unlocked(registration=registration, unlocked=True, by=organizer)
    registration_drop(registration=registration, by=organizer)
    with pytest.raises(RegistrationClosed):
        registration_submit(event=event, player=alice, text=RED, now=CLOSES + dt.timedelta(hours=1))


def test_the_page_says_when_registration_closed_in_japanese(client, event, monkeypatch):
    (alice,) = players(1)
    monkeypatch.setattr("zxdecks.events.services.registration.timezone.now", lambda: CLOSES + dt.timedelta(hours=1))
    client.force_login(alice)
    body = client.post(reverse("events:detail", args=[event.pk]), {"text": RED}, follow=True).content.decode()
    assert "受付は 2025-01-20 23:59 に締め切られました。" in body
