"""Tournament registration: windows to the second, locked snapshots, history, capacity, staff tools, sheets."""

import datetime as dt
import io

import pytest
import zxingcpp
from django.contrib.auth.models import User
from django.urls import reverse
from PIL import Image
from pypdf import PdfReader

from tests.events.conftest import CLOSES, DURING, OPENS, TZ, players
from tests.factories import RED
from zxdecks.decks.services import deck_create, deck_import, deck_save
from zxdecks.events.models import Registration
from zxdecks.events.services import (
    RegistrationClosed,
    RegistrationRefused,
    deck_check,
    event_create,
    fingerprint,
    registration_drop,
    registration_set_unlocked,
    registration_submit,
)
from zxdecks.events.sheets import judge_url, qr_png, sheets_pdf

pytestmark = pytest.mark.django_db


def test_the_regulation_date_defaults_to_the_event_date(event):
    assert event.regulation_date == dt.date(2025, 1, 25)


@pytest.mark.parametrize(
    ("now", "accepted"),
    [
        (OPENS - dt.timedelta(seconds=1), False),
        (OPENS, True),
        (CLOSES, True),
        (CLOSES + dt.timedelta(seconds=1), False),
    ],
)
def test_the_window_is_enforced_to_the_second(event, red, now, accepted):
    (player,) = players(1)
    if accepted:
        registration, _ = registration_submit(event=event, player=player, cards=red, now=now)
        assert registration.status == "registered"
    else:
        with pytest.raises(RegistrationClosed):
            registration_submit(event=event, player=player, cards=red, now=now)


def test_an_illegal_list_is_refused_with_every_reason(event):
    (player,) = players(1)
    bad = deck_import(data=RED.replace("2 DM01-014", "3 DM01-014\n1 DM01-040")).deck  # 52 cards, one sealed
    with pytest.raises(RegistrationRefused) as excinfo:
        registration_submit(event=event, player=player, cards=bad, now=DURING)
    assert {v.code for v in excinfo.value.report.violations} == {"deck_size", "sealed"}
    assert not Registration.objects.exists()


def test_a_snapshot_does_not_follow_later_edits_of_the_deck(event, red):
    (player,) = players(1)
    deck = deck_create(owner=player, title="赤", cards=red)
    _registration, submission = registration_submit(event=event, player=player, deck_id=deck.pk, now=DURING)
    deck_save(deck=deck, author=player, cards=deck_import(data="4 DM01-001").deck, base_version=1)
    submission.refresh_from_db()
    assert submission.fingerprint == fingerprint(red)
    assert sum(r["count"] for r in submission.cards if r["zone"] == "deck") == 50
    assert (submission.source_version, submission.as_of) == (1, dt.date(2025, 1, 25))


def test_resubmissions_keep_every_version(event, red):
    (player,) = players(1)
    registration_submit(event=event, player=player, cards=red, now=DURING)
    other = deck_import(data=RED.replace("4 DM01-013", "4 DM01-036")).deck
    registration, second = registration_submit(
        event=event, player=player, cards=other, now=DURING + dt.timedelta(hours=1)
    )
    assert [s.number for s in registration.submissions.order_by("number")] == [1, 2]
    assert second.fingerprint != registration.submissions.get(number=1).fingerprint
    assert Registration.objects.count() == 1


def test_after_the_deadline_only_an_unlocked_player_may_change_once(event, red):
    (player,) = players(1)
    registration, _ = registration_submit(event=event, player=player, cards=red, now=DURING)
    late = CLOSES + dt.timedelta(hours=1)
    with pytest.raises(RegistrationClosed):
        registration_submit(event=event, player=player, cards=red, now=late)
    registration_set_unlocked(registration=registration, unlocked=True, by=event.organizer)
    registration_submit(event=event, player=player, cards=red, now=late)
    registration.refresh_from_db()
    assert not registration.unlocked  # good for one change
    with pytest.raises(RegistrationClosed):
        registration_submit(event=event, player=player, cards=red, now=late)


def test_a_full_event_waitlists_and_a_drop_promotes(event, red):
    a, b, c = players(3)
    for p in (a, b, c):
        registration_submit(event=event, player=p, cards=red, now=DURING)
    statuses = dict(Registration.objects.values_list("player__username", "status"))
    assert statuses == {"player0": "registered", "player1": "registered", "player2": "waitlisted"}
    promoted = registration_drop(registration=Registration.objects.get(player=a), by=event.organizer).promoted
    assert promoted.player == c
    assert Registration.objects.filter(status="registered").count() == 2


def test_a_deck_check_shows_the_difference(event, red):
    (player,) = players(1)
    _, submission = registration_submit(event=event, player=player, cards=red, now=DURING)
    assert deck_check(submission=submission, text=RED, by=event.organizer) == []
    swapped = RED.replace("4 DM01-013", "3 DM01-013\n1 DM01-036")
    diff = deck_check(submission=submission, text=swapped, by=event.organizer)
    assert [(d["number"], d["before"], d["after"]) for d in diff] == [("DM01-013", 4, 3), ("DM01-036", 0, 1)]


def test_the_sheet_pdf_contains_the_list_and_the_fingerprint(event, red):
    (player,) = players(1)
    registration, submission = registration_submit(event=event, player=player, cards=red, now=DURING)
    text = PdfReader(io.BytesIO(sheets_pdf(event, [registration]))).pages[0].extract_text()
    assert submission.fingerprint in text
    assert "紅蓮の先駆けアグニ" in text
    assert "DM01-104" in text  # the Dynamis
    assert "焔城アカネ" in text  # the player card
    assert text.index("デッキ  (50)") < text.index("デュナミス  (8)") < text.index("プレイヤー  (2)")


def test_the_sheet_labels_its_counters_as_the_deck_pages_do(event, red):
    (player,) = players(1)
    registration, _ = registration_submit(event=event, player=player, cards=red, now=DURING)
    text = PdfReader(io.BytesIO(sheets_pdf(event, [registration]))).pages[0].extract_text()
    assert "デッキ 50  デュナミス 8  プレイヤー 2  イグニッション 20  LR 4  VB 4  OD 4" in text
    assert "life_recovery" not in text


def test_the_qr_code_decodes_to_the_judge_link(event, red, client):
    (player,) = players(1)
    registration, _ = registration_submit(event=event, player=player, cards=red, now=DURING)
    url = judge_url(registration)
    decoded = [r.text for r in zxingcpp.read_barcodes(Image.open(io.BytesIO(qr_png(url))))]
    assert decoded == [url]
    assert client.get(url.split("8000", 1)[-1]).status_code == 200


# Pages and permissions
def test_a_player_cannot_see_another_players_list_but_a_judge_can(client, event, red):
    alice, bob, judge = players(3)
    registration, _ = registration_submit(event=event, player=alice, cards=red, now=DURING)
    url = reverse("events:registration", args=[event.pk, registration.pk])
    client.force_login(bob)
    assert client.get(url).status_code == 404
    client.force_login(alice)
    assert client.get(url).status_code == 200
    from zxdecks.events.services import staff_add

    staff_add(event=event, username=judge.username, role="judge", by=event.organizer)
    client.force_login(judge)
    assert "紅蓮の先駆けアグニ" in client.get(url).content.decode()
    assert client.get(reverse("events:manage", args=[event.pk])).status_code == 200
    client.force_login(bob)
    assert client.get(reverse("events:manage", args=[event.pk])).status_code == 404


def test_published_lists_are_public(client, event, red, organizer):
    (alice,) = players(1)
    registration, _ = registration_submit(event=event, player=alice, cards=red, now=DURING)
    url = reverse("events:registration", args=[event.pk, registration.pk])
    assert client.get(url).status_code == 404
    client.force_login(organizer)
    client.post(reverse("events:publish", args=[event.pk]))
    client.logout()
    assert client.get(url).status_code == 200


def test_the_dashboard_exports_csv_and_filters(client, event, red, organizer):
    a, _b = players(2)
    registration_submit(event=event, player=a, cards=red, now=DURING)
    client.force_login(organizer)
    csv_text = client.get(reverse("events:manage", args=[event.pk]), {"format": "csv"}).content.decode("utf-8-sig")
    assert (
        csv_text.splitlines()[0] == "プレイヤー,状態,判定,提出回数,提出日時,フィンガープリント,ロック解除,デッキリスト"
    )
    assert "player0,登録済み,適正,1," in csv_text
    body = client.get(reverse("events:manage", args=[event.pk]), {"status": "waitlisted"}).content.decode()
    assert "player0" not in body
    pdf = client.get(reverse("events:sheets", args=[event.pk]))
    assert pdf["Content-Type"] == "application/pdf"


def test_only_organizers_create_events(client, demo_cards):
    (plain,) = players(1)
    client.force_login(plain)
    assert client.get(reverse("events:new")).status_code == 403


def test_registering_through_the_page_refuses_an_illegal_list_with_reasons(client, event, monkeypatch):
    (alice,) = players(1)
    monkeypatch.setattr("zxdecks.events.services.registration.timezone.now", lambda: DURING)
    client.force_login(alice)
    response = client.post(reverse("events:detail", args=[event.pk]), {"text": "4 DM01-001"}, HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 400
    assert "401.1a" in response.content.decode()
    response = client.post(reverse("events:detail", args=[event.pk]), {"text": RED})
    assert response.status_code == 302
    assert Registration.objects.get().status == "registered"


# API
def test_the_api_registers_refuses_and_lists_for_staff(client, event, organizer, monkeypatch):
    from rest_framework.authtoken.models import Token

    monkeypatch.setattr("zxdecks.events.services.registration.timezone.now", lambda: DURING)
    (alice,) = players(1)
    token = Token.objects.create(user=alice).key
    url = f"/api/v1/events/{event.pk}/registrations/"
    bad = client.post(url, {"text": "4 DM01-001"}, content_type="application/json", HTTP_AUTHORIZATION=f"Token {token}")
    assert (bad.status_code, bad.json()["type"]) == (422, "illegal_deck")
    assert len(bad.json()["report"]["violations"]) == 2
    ok = client.post(url, {"text": RED}, content_type="application/json", HTTP_AUTHORIZATION=f"Token {token}")
    assert ok.status_code == 201
    assert client.get(url, HTTP_AUTHORIZATION=f"Token {token}").status_code == 404  # players do not list others
    staff = Token.objects.create(user=organizer).key
    listed = client.get(url, HTTP_AUTHORIZATION=f"Token {staff}").json()
    assert listed["data"][0]["fingerprint"] == ok.json()["fingerprint"]
    assert (
        "player0"
        in client.get(
            f"/api/v1/events/{event.pk}/registrations.csv", HTTP_AUTHORIZATION=f"Token {staff}"
        ).content.decode()
    )


def test_late_changes_when_allowed_run_until_the_event_day(event, red):
    (player,) = players(1)
    registration_submit(event=event, player=player, cards=red, now=DURING)
    event.allow_late_changes = True
    event.save()
    late = CLOSES + dt.timedelta(days=2)
    _, second = registration_submit(event=event, player=player, cards=red, now=late)
    assert second.number == 2
    with pytest.raises(RegistrationClosed):
        registration_submit(event=event, player=player, cards=red, now=dt.datetime(2025, 1, 25, 0, 0, 1, tzinfo=TZ))
    (newcomer,) = [User.objects.create_user("late-newcomer")]
    with pytest.raises(RegistrationClosed):  # late changes are for registered players, not late sign-ups
        registration_submit(event=event, player=newcomer, cards=red, now=late)


def test_lists_become_public_after_the_event_when_the_event_says_so(client, event, red, monkeypatch):
    (alice,) = players(1)
    registration, _ = registration_submit(event=event, player=alice, cards=red, now=DURING)
    url = reverse("events:registration", args=[event.pk, registration.pk])
    event.publish_lists = True
    event.save()
    monkeypatch.setattr("zxdecks.events.access.timezone.localdate", lambda: dt.date(2025, 1, 25))
    assert client.get(url).status_code == 404  # the day of the event
    monkeypatch.setattr("zxdecks.events.access.timezone.localdate", lambda: dt.date(2025, 1, 26))
    assert client.get(url).status_code == 200


# Dimension Zero events
@pytest.fixture
def d0_event(organizer, demo_cards):
    return event_create(
        organizer=organizer, name="D0 大会", game="d0", date=dt.date(2025, 1, 25), capacity=8,
        registration_opens=OPENS, registration_closes=CLOSES,
    )  # fmt: skip


def test_a_d0_event_checks_lists_by_d0_rules(d0_event, red):
    from tests.factories import LEGAL_D0

    alice, bob = players(2)
    registration, submission = registration_submit(
        event=d0_event, player=alice, cards=deck_import(data=LEGAL_D0, game="d0").deck, now=DURING
    )
    assert (registration.status, submission.report["ruleset"]) == ("registered", "d0")
    with pytest.raises(RegistrationRefused) as excinfo:
        registration_submit(event=d0_event, player=bob, cards=red, now=DURING)
    assert "part_not_allowed" in {v.code for v in excinfo.value.report.violations}
    text = PdfReader(io.BytesIO(sheets_pdf(d0_event, [registration]))).pages[0].extract_text()
    assert text.index("デッキ  (") < text.index("サイドボード  (")


def test_a_d0_event_reads_pasted_lists_with_a_sideboard_and_offers_only_d0_decks(client, d0_event, monkeypatch):
    from tests.factories import LEGAL_D0

    (alice,) = players(1)
    deck_create(owner=alice, title="Z/X deck", cards=deck_import(data=RED).deck)
    monkeypatch.setattr("zxdecks.events.services.registration.timezone.now", lambda: DURING)
    client.force_login(alice)
    page = client.get(reverse("events:detail", args=[d0_event.pk])).content.decode()
    assert "Z/X deck" not in page
    response = client.post(reverse("events:detail", args=[d0_event.pk]), {"text": LEGAL_D0})
    assert response.status_code == 302
    assert Registration.objects.get(event=d0_event).current.report["counts"]["sideboard"] == 10


def test_the_api_refuses_a_deck_of_another_game_for_an_event(client, d0_event, monkeypatch):
    from rest_framework.authtoken.models import Token

    monkeypatch.setattr("zxdecks.events.services.registration.timezone.now", lambda: DURING)
    (alice,) = players(1)
    deck = deck_create(owner=alice, title="Z/X deck", cards=deck_import(data=RED).deck)
    token = Token.objects.create(user=alice).key
    response = client.post(
        f"/api/v1/events/{d0_event.pk}/registrations/", {"deck_id": deck.pk}, content_type="application/json",
        HTTP_AUTHORIZATION=f"Token {token}",
    )  # fmt: skip
    assert (response.status_code, response.json()["errors"][0]["field"]) == (400, "deck_id")
    assert client.get(f"/api/v1/events/{d0_event.pk}/").json()["game"] == "d0"
