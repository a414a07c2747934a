"""Issue 31.7, organizers: an edit page (and PATCH) for the event, a request to become an organizer that an admin
approves, and a closed registration shown up front instead of a form that can only be refused."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.urls import reverse
from rest_framework.authtoken.models import Token

from tests.events.conftest import CLOSES, DURING, OPENS, TZ, players
from tests.factories import RED
from zxdecks.events.models import Event, EventStaff, OrganizerRequest, Registration
from zxdecks.events.services import registration_set_unlocked, registration_submit

pytestmark = pytest.mark.django_db
EDIT = {
    "name": "ゼクス店舗大会（改）", "game": "zx", "date": "2025-01-26", "venue": "池袋", "capacity": "16",
    "registration_opens": "2025-01-10T10:00", "registration_closes": "2025-01-22T20:00", "regulation_date": "",
}  # fmt: skip


def _register(event, *people):
    return [registration_submit(event=event, player=p, text=RED, now=DURING)[0] for p in people]


def _field_errors(response, field: str) -> list[str]:
    return [str(e) for e in response.context["form"].errors.get(field, [])]


def _api(client, user):
    return {"HTTP_AUTHORIZATION": f"Token {Token.objects.get_or_create(user=user)[0].key}"}


# 1. The edit page
def test_the_edit_page_shows_the_event_as_the_date_pickers_read_it(client, event, organizer):
    client.force_login(organizer)
    body = client.get(reverse("events:edit", args=[event.pk])).content.decode()
    assert 'value="ゼクス店舗大会"' in body
    assert re.search(r'type="datetime-local" name="registration_closes" value="2025-01-20T23:59"', body)
    assert re.search(r'type="date" name="date" value="2025-01-25"', body)
    assert "大会を編集" in body
    detail = client.get(event.get_absolute_url()).content.decode()
    assert f'href="{reverse("events:edit", args=[event.pk])}"' in detail


def test_an_organizer_changes_the_deadline_capacity_venue_and_name_on_the_page(client, event, organizer):
    client.force_login(organizer)
    response = client.post(reverse("events:edit", args=[event.pk]), EDIT)
    assert response.status_code == 302
    event.refresh_from_db()
    assert event.name == "ゼクス店舗大会（改）"
    assert event.venue == "池袋"
    assert event.capacity == 16
    assert event.date == dt.date(2025, 1, 26)
    assert event.registration_closes == dt.datetime(2025, 1, 22, 20, 0, tzinfo=TZ)
    assert event.regulation_date == dt.date(2025, 1, 26)  # empty: the event date
    assert "保存しました。" in client.get(response["Location"]).content.decode()


def test_a_capacity_below_the_registered_players_is_refused_on_the_capacity_field(client, event, organizer):
    _register(event, *players(2))
    client.force_login(organizer)
    response = client.post(reverse("events:edit", args=[event.pk]), {**EDIT, "capacity": "1"})
    assert response.status_code == 400
    message = (
        "すでに2人が登録済みのため、定員をそれより少なくはできません。先にドロップするか、定員を2人以上にしてください。"
    )
    assert _field_errors(response, "capacity") == [message]
    assert f'<a href="#id_capacity">定員</a>: {message}' in response.content.decode()  # named in the summary
    event.refresh_from_db()
    assert (event.capacity, event.venue) == (2, "秋葉原")  # nothing saved


def test_a_deadline_before_the_opening_is_named_by_its_field(client, event, organizer):
    client.force_login(organizer)
    response = client.post(reverse("events:edit", args=[event.pk]), {**EDIT, "registration_closes": "2025-01-01T00:00"})
    assert response.status_code == 400
    assert _field_errors(response, "registration_closes") == ["締切は受付開始より後にしてください。"]
    assert '<a href="#id_registration_closes">受付締切</a>: 締切は受付開始より後にしてください。' in (
        response.content.decode()
    )
    event.refresh_from_db()
    assert event.registration_closes == CLOSES


def test_a_larger_capacity_gives_the_new_seats_to_the_waitlist_in_order(client, event, organizer):
    _first, _second, third, fourth = _register(event, *players(4))
    client.force_login(organizer)
    response = client.post(reverse("events:edit", args=[event.pk]), {**EDIT, "capacity": "3"}, follow=True)
    third.refresh_from_db()
    fourth.refresh_from_db()
    assert (third.status, fourth.status) == ("registered", "waitlisted")
    assert "player2 がキャンセル待ちから繰り上がりました。" in response.content.decode()


def test_the_game_cannot_change_once_lists_are_submitted(client, event, organizer):
    _register(event, *players(1))
    client.force_login(organizer)
    client.post(reverse("events:edit", args=[event.pk]), {**EDIT, "game": "d0"})
    event.refresh_from_db()
    assert event.game == "zx"


def test_a_judge_may_not_edit_and_a_stranger_does_not_see_the_page(client, event):
    judge, stranger = players(2, "staff")
    EventStaff.objects.create(event=event, user=judge, role=EventStaff.Role.JUDGE)
    client.force_login(judge)
    assert client.post(reverse("events:edit", args=[event.pk]), EDIT).status_code == 403
    client.force_login(stranger)
    assert client.get(reverse("events:edit", args=[event.pk])).status_code == 404
    event.refresh_from_db()
    assert event.name == "ゼクス店舗大会"


def test_the_api_changes_an_event_with_patch_and_refuses_a_capacity_below_the_registrations(client, event, organizer):
    _register(event, *players(2))
    url = reverse("api:event", args=[event.pk])
    response = client.patch(
        url, {"venue": "池袋", "registration_closes": "2025-01-22T20:00:00+09:00"}, "application/json",
        **_api(client, organizer),
    )  # fmt: skip
    assert response.status_code == 200, response.content
    assert (response.json()["venue"], response.json()["capacity"]) == ("池袋", 2)
    event.refresh_from_db()
    assert (event.venue, event.registration_closes) == ("池袋", dt.datetime(2025, 1, 22, 20, 0, tzinfo=TZ))
    refused = client.patch(url, {"capacity": 1}, "application/json", **_api(client, organizer))
    assert refused.status_code == 400
    assert refused.json()["errors"] == [
        {
            "field": "capacity",
            "message": "2 players are already registered: the capacity cannot be less. Drop players first, or keep "
            "it at 2 or more.",
        }
    ]
    early = client.patch(url, {"registration_closes": "2025-01-01T00:00:00+09:00"}, "application/json",
                         **_api(client, organizer))  # fmt: skip
    assert (early.status_code, early.json()["errors"][0]["field"]) == (400, "registration_closes")
    event.refresh_from_db()
    assert (event.capacity, event.registration_closes) == (2, dt.datetime(2025, 1, 22, 20, 0, tzinfo=TZ))


def test_the_api_keeps_edits_to_the_organizers(client, event):
    judge, player = players(2, "api")
    EventStaff.objects.create(event=event, user=judge, role=EventStaff.Role.JUDGE)
    url = reverse("api:event", args=[event.pk])
    assert client.patch(url, {"venue": "x"}, "application/json").status_code == 401
    assert client.patch(url, {"venue": "x"}, "application/json", **_api(client, judge)).status_code == 403
    assert client.patch(url, {"venue": "x"}, "application/json", **_api(client, player)).status_code == 404
    event.refresh_from_db()
    assert event.venue == "秋葉原"


# 2. Becoming an organizer
def test_the_403_of_the_new_event_page_says_how_to_become_an_organizer(client):
    (taro,) = players(1, "taro")
    client.force_login(taro)
    response = client.get(reverse("events:new"))
    body = response.content.decode()
    assert response.status_code == 403
    assert "大会を作成できるのは主催者だけです。" in body
    assert "主催者になるには、主催者申請を送ってください。" in body
    assert f'href="{reverse("events:organizer_request")}"' in body
    assert "主催者申請" in client.get(reverse("events:list")).content.decode()


def test_an_organizer_request_is_recorded_approved_by_an_admin_and_the_user_is_told(
    client, django_capture_on_commit_callbacks
):
    taro = User.objects.create_user("taro", email="taro@example.com", password="correct horse battery")
    client.force_login(taro)
    page = client.get(reverse("events:organizer_request")).content.decode()
    assert "主催する大会について" in page
    response = client.post(reverse("events:organizer_request"), {"message": "秋葉原の店舗で月例大会を開きます"})
    assert response.status_code == 302
    request = OrganizerRequest.objects.get()
    assert (request.user, request.message, request.status) == (taro, "秋葉原の店舗で月例大会を開きます", "pending")
    assert "申請は管理者の確認待ちです。" in client.get(reverse("events:organizer_request")).content.decode()
    assert "確認待ち" in client.get(reverse("events:new")).content.decode()

    admin = User.objects.create_superuser("admin", "admin@example.com", "correct horse battery")
    client.force_login(admin)
    changelist = reverse("admin:events_organizerrequest_changelist")
    assert "taro" in client.get(changelist).content.decode()
    with django_capture_on_commit_callbacks(execute=True):
        client.post(changelist, {"action": "approve", "_selected_action": [request.pk]})
    request.refresh_from_db()
    assert request.status == "approved"
    assert request.decided_by == admin
    taro = User.objects.get(pk=taro.pk)  # permissions are cached on the instance
    assert taro.has_perm("events.organize_events")
    assert [m.to for m in mail.outbox] == [["taro@example.com"]]
    assert mail.outbox[0].subject.startswith("【zxdecks】主催者申請が承認されました")
    assert reverse("events:new") in mail.outbox[0].body
    client.force_login(taro)
    assert client.get(reverse("events:new")).status_code == 200
    with django_capture_on_commit_callbacks(execute=True):  # approving again mails no one twice
        client.force_login(admin)
        client.post(changelist, {"action": "approve", "_selected_action": [request.pk]})
    assert len(mail.outbox) == 1


def test_a_declined_request_is_told_and_a_new_one_can_be_sent(client, django_capture_on_commit_callbacks):
    from zxdecks.events.services import organizer_request_create, organizer_requests_decide

    taro = User.objects.create_user("taro", email="taro@example.com")
    admin = User.objects.create_superuser("admin", "admin@example.com", "correct horse battery")
    first = organizer_request_create(user=taro, message="大会をやりたい")
    assert organizer_request_create(user=taro, message="秋葉原で") == first  # one pending request at a time
    with django_capture_on_commit_callbacks(execute=True):
        assert organizer_requests_decide(requests=[first], approve=False, by=admin) == 1
    first.refresh_from_db()
    assert (first.status, first.message) == ("declined", "秋葉原で")
    assert not User.objects.get(pk=taro.pk).has_perm("events.organize_events")
    assert "見送られました" in mail.outbox[0].body
    client.force_login(taro)
    assert "前回の申請は承認されませんでした。" in client.get(reverse("events:organizer_request")).content.decode()
    client.post(reverse("events:organizer_request"), {"message": "店舗の公認大会です"})
    assert list(OrganizerRequest.objects.filter(user=taro).values_list("status", flat=True)) == [
        "pending",
        "declined",
    ]


# 3. A closed registration is shown up front
@pytest.fixture
def after_deadline(monkeypatch):
    later = CLOSES + dt.timedelta(hours=1)
    monkeypatch.setattr("zxdecks.events.services.registration.timezone.now", lambda: later)
    return later


def test_a_locked_player_sees_the_closed_state_instead_of_the_form(client, event, after_deadline):
    (alice,) = players(1)
    _register(event, alice)
    client.force_login(alice)
    body = client.get(event.get_absolute_url()).content.decode()
    assert "受付は 2025-01-20 23:59 に締め切られました。" in body
    assert "主催者に1回分のロック解除を依頼してください" in body
    assert 'name="text"' not in body
    assert "リストを再提出" not in body


def test_a_newcomer_after_the_deadline_and_a_visitor_see_the_closed_state(client, event, after_deadline):
    (bob,) = players(1, "late")
    body = client.get(event.get_absolute_url()).content.decode()
    assert "受付は 2025-01-20 23:59 に締め切られました。" in body
    assert "参加登録するにはログインしてください。" not in body
    client.force_login(bob)
    body = client.get(event.get_absolute_url()).content.decode()
    assert "この大会の新規登録は受け付けていません。" in body
    assert 'name="text"' not in body
    response = client.post(event.get_absolute_url(), {"text": RED})  # sent just after the deadline
    assert "受付は 2025-01-20 23:59 に締め切られました。" in response.content.decode()
    assert not Registration.objects.filter(player=bob).exists()


def test_before_opening_the_page_says_when_registration_opens(client, event, monkeypatch):
    monkeypatch.setattr("zxdecks.events.services.registration.timezone.now", lambda: OPENS - dt.timedelta(days=1))
    (alice,) = players(1)
    client.force_login(alice)
    body = client.get(event.get_absolute_url()).content.decode()
    assert "受付開始は 2025-01-10 10:00 です。" in body
    assert 'name="text"' not in body


def test_an_unlocked_player_still_gets_the_form_after_the_deadline(client, event, organizer, after_deadline):
    (alice,) = players(1)
    (registration,) = _register(event, alice)
    registration_set_unlocked(registration=registration, unlocked=True, by=organizer)
    client.force_login(alice)
    body = client.get(event.get_absolute_url()).content.decode()
    assert 'name="text"' in body
    assert "締め切られました" not in body


def test_during_the_window_the_form_is_shown(client, event, during):
    (alice,) = players(1)
    client.force_login(alice)
    body = client.get(event.get_absolute_url()).content.decode()
    assert 'name="text"' in body
    assert Event.objects.get(pk=event.pk).capacity == 2
