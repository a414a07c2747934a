"""Alerts (issue 32.3): an import or an admin edit that changes a verdict alerts each affected owner once, on the site
and (if they opted in) by e-mail; organizers see the affected registrations; a second identical import alerts nobody.

Demo cards, the project's importer, decks and registrations made through the services."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from django.core import mail
from django.urls import reverse
from django.utils import timezone

from cards.models import Card, CatalogVersion
from tests.cards.importing import import_card_rows
from tests.factories import PASSWORD, RED, DeckFactory, EventFactory, UserFactory
from zxdecks.alerts.models import Alert, AlertItem, AlertSettings
from zxdecks.decks.models import Deck
from zxdecks.events.services import registration_submit

pytestmark = pytest.mark.django_db

DEMO = json.loads((Path(__file__).resolve().parents[2] / "fixtures" / "demo_cards.json").read_text(encoding="utf-8"))
BANNED = "DM01-013"  # four copies in the red demo deck
WITHOUT_IT = RED.replace("4 DM01-013\n", "")  # 46 cards: illegal before and after, for another reason


def demo_row(number: str, **changes: object) -> dict[str, object]:
    row = next(r for r in DEMO["cards"] if r["number"] == number)
    return {**row, **changes}


def sealed_note(day: dt.date) -> str:
    return f"{day.year}年{day.month}月{day.day}日以降は「封神指定」され、デッキに入れることができません。"


def ban(tmp_path: Path, number: str = BANNED, day: dt.date | None = None) -> None:
    """Import the demo card again with a 封神指定 in its note (from a month ago unless a day is given)."""
    day = day or timezone.localdate() - dt.timedelta(days=30)
    import_card_rows(tmp_path, [demo_row(number, note=sealed_note(day))])


def opt_in(user) -> None:
    AlertSettings.objects.create(user=user, email=True)


@pytest.fixture
def world(demo_cards):
    """alice: a private and a public red deck, registered with the private one, e-mail on; bob: a public red deck,
    e-mail off; carol: a deck without the card, e-mail on; erin: registered with a pasted list, e-mail on; an open event."""
    today = timezone.localdate()
    now = timezone.now()
    organizer = UserFactory(username="organizer", organizer=True, email="org@example.com")
    event = EventFactory(
        organizer=organizer,
        name="ゼクス店舗大会",
        date=today + dt.timedelta(days=10),
        registration_opens=now - dt.timedelta(days=1),
        registration_closes=now + dt.timedelta(days=5),
    )
    alice = UserFactory(username="alice", email="alice@example.com")
    bob = UserFactory(username="bob", email="bob@example.com")
    carol = UserFactory(username="carol", email="carol@example.com")
    erin = UserFactory(username="erin", email="erin@example.com")
    secret = DeckFactory(owner=alice, title="秘密の赤単", visibility=Deck.Visibility.PRIVATE)
    DeckFactory(owner=alice, title="公開の赤単", visibility=Deck.Visibility.PUBLIC)
    DeckFactory(owner=bob, title="ボブの赤単", visibility=Deck.Visibility.PUBLIC)
    DeckFactory(owner=carol, title="未完成", text=WITHOUT_IT, visibility=Deck.Visibility.PUBLIC)
    registration_submit(event=event, player=alice, deck_id=secret.pk)
    registration_submit(event=event, player=erin, text=RED)
    opt_in(alice)
    opt_in(carol)  # opted in, but none of hers is affected: no e-mail
    opt_in(erin)
    return {"event": event, "organizer": organizer, "alice": alice, "bob": bob, "carol": carol, "erin": erin}


def alerts_of(user) -> list[list[str]]:
    """Each of the user's alerts as the sorted keys of its items' kinds (deck titles, or event for a registration)."""
    found = []
    for alert in Alert.objects.filter(user=user).order_by("pk"):
        kinds = []
        for item in alert.items.all():
            if item.registration is not None:
                kinds.append(f"registration:{item.registration.event.name}")
            elif item.deck is not None:
                kinds.append(f"deck:{item.deck.title}")
        found.append(sorted(kinds))
    return found


def test_an_import_that_bans_a_card_alerts_each_affected_owner_once_and_a_second_import_nobody(
    tmp_path, world, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        ban(tmp_path)
    assert alerts_of(world["alice"]) == [["deck:公開の赤単", "deck:秘密の赤単", "registration:ゼクス店舗大会"]]
    assert alerts_of(world["bob"]) == [["deck:ボブの赤単"]]
    assert alerts_of(world["erin"]) == [["registration:ゼクス店舗大会"]]
    assert alerts_of(world["carol"]) == []
    assert alerts_of(world["organizer"]) == []
    assert sorted(m.to[0] for m in mail.outbox) == ["alice@example.com", "erin@example.com"]
    body = next(m.body for m in mail.outbox if m.to == ["alice@example.com"])
    assert f"{BANNED} 封神指定" in body
    assert f"{BANNED} sealed" in body
    assert body.index("封神指定") < body.index("sealed")  # Japanese first
    item = AlertItem.objects.get(deck__title="秘密の赤単", registration=None)
    assert item.legal is False
    assert item.lines["ja"][0].startswith("現在：")
    assert f"{BANNED} 封神指定" in item.lines["ja"][0]

    with django_capture_on_commit_callbacks(execute=True):
        ban(tmp_path)  # the same file again
    assert Alert.objects.count() == 3
    assert AlertItem.objects.count() == 5
    assert len(mail.outbox) == 2


def test_an_import_that_changes_nothing_a_verdict_reads_judges_no_deck_again(tmp_path, world, monkeypatch):
    ban(tmp_path)
    judged = []
    import zxdecks.alerts.services.detect as detect

    real = detect.timeline_points
    monkeypatch.setattr(detect, "timeline_points", lambda *a, **k: judged.append(a) or real(*a, **k))
    import_card_rows(tmp_path, [demo_row(BANNED, note=sealed_note(timezone.localdate() - dt.timedelta(days=30)))])
    assert judged == []  # the same import: the card data version did not move
    # A new flavour text moves the card data version, but no card's facts: no deck is judged, nobody alerted.
    before = CatalogVersion.current()
    import_card_rows(
        tmp_path,
        [demo_row(BANNED, flavor="新しいフレーバー", note=sealed_note(timezone.localdate() - dt.timedelta(days=30)))],
    )
    assert CatalogVersion.current() > before
    assert judged == []
    assert Alert.objects.count() == 3


def test_a_lift_of_the_ban_alerts_the_owners_again_with_the_deck_legal(tmp_path, world):
    ban(tmp_path)
    import_card_rows(tmp_path, [demo_row(BANNED, note="")])
    assert len(alerts_of(world["bob"])) == 2
    assert AlertItem.objects.filter(deck__title="ボブの赤単").order_by("pk").last().legal is True


def test_an_announced_ban_alerts_the_deck_owners_and_only_the_registrations_whose_regulation_date_it_reaches(
    tmp_path, world
):
    later = timezone.localdate() + dt.timedelta(days=60)  # after the event's regulation date
    ban(tmp_path, day=later)
    assert alerts_of(world["bob"]) == [["deck:ボブの赤単"]]
    item = AlertItem.objects.get(deck__title="ボブの赤単")
    assert item.legal is True  # legal today
    assert item.lines["ja"][1] == f"予告：{later.isoformat()}から不適正：{BANNED} 封神指定"
    assert item.lines["en"][1] == f"announced: from {later.isoformat()} illegal: {BANNED} sealed"
    assert alerts_of(world["erin"]) == []  # the event is held before the ban


def test_a_private_deck_is_alerted_to_its_owner_only(client, tmp_path, world):
    ban(tmp_path)
    client.login(username="bob", password=PASSWORD)
    page = client.get(reverse("alerts:list")).content.decode()
    assert "ボブの赤単" in page
    assert "秘密の赤単" not in page
    secret = AlertItem.objects.get(deck__title="秘密の赤単", registration=None)
    assert client.get(reverse("alerts:open", args=[secret.alert_id, secret.pk])).status_code == 404
    assert Alert.objects.get(pk=secret.alert_id).read_at is None
    client.login(username="alice", password=PASSWORD)
    assert "秘密の赤単" in client.get(reverse("alerts:list")).content.decode()


def test_the_bell_counts_unread_alerts_and_opening_one_goes_to_the_decks_timeline(client, tmp_path, world):
    ban(tmp_path)
    client.login(username="alice", password=PASSWORD)
    home = client.get(reverse("home")).content.decode()
    assert '<span class="count">1</span>' in home
    item = AlertItem.objects.get(deck__title="秘密の赤単", registration=None)
    response = client.get(reverse("alerts:open", args=[item.alert_id, item.pk]))
    assert response.status_code == 302
    assert response["Location"] == reverse("decks:detail", args=[item.deck_id]) + "#legality-heading"
    assert 'class="count"' not in client.get(reverse("home")).content.decode()
    ban(tmp_path, number="DM01-012")
    assert '<span class="count">1</span>' in client.get(reverse("home")).content.decode()
    client.post(reverse("alerts:read"))
    assert 'class="count"' not in client.get(reverse("home")).content.decode()


def test_the_alert_list_speaks_japanese_first_and_english_second(client, tmp_path, world):
    ban(tmp_path)
    client.login(username="bob", password=PASSWORD)
    ja = client.get(reverse("alerts:list")).content.decode()
    assert "通知" in ja
    assert "現在：" in ja
    assert f"{BANNED} 封神指定" in ja
    assert "不適正" in ja
    en = client.get(reverse("alerts:list"), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Alerts" in en
    assert "now: " in en
    assert f"{BANNED} sealed" in en
    assert "not legal" in en
    assert "封神指定" not in en
    assert "通知" not in en


def test_an_organizer_sees_the_affected_registrations_on_the_dashboard(client, tmp_path, world):
    ban(tmp_path)
    event = world["event"]
    client.login(username="organizer", password=PASSWORD)
    ja = client.get(reverse("events:manage", args=[event.pk])).content.decode()
    section = ja[ja.index('id="affected-heading"') :]
    section = section[: section.index("</section>")]
    assert "alice" in section
    assert "erin" in section
    assert "bob" not in section
    assert f"{BANNED} 封神指定" in section
    en = client.get(reverse("events:manage", args=[event.pk]), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Registrations affected by a regulation change" in en
    assert f"{BANNED} sealed" in en


def test_the_account_page_opts_in_to_alert_e_mails(client, world):
    client.login(username="bob", password=PASSWORD)
    assert "E-mail me these alerts" in client.get(reverse("account"), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    client.post(reverse("alerts:settings"), {"email": "on"})
    assert AlertSettings.objects.get(user=world["bob"]).email is True
    client.post(reverse("alerts:settings"), {})
    assert AlertSettings.objects.get(user=world["bob"]).email is False


def test_an_admin_edit_of_the_regulation_alerts_the_owners(
    client, world, django_capture_on_commit_callbacks, monkeypatch
):
    # The edit's bulk file is a task of its own (cards.tasks); not what is tested here.
    monkeypatch.setattr("cards.tasks.bulk_build", lambda: None)
    UserFactory(username="root", is_staff=True, is_superuser=True)
    client.login(username="root", password=PASSWORD)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            reverse("admin:cards_regulationentry_add"),
            {"card_name": "赤熱の小竜ピコ", "status": "sealed", "effective_date": "2020-01-01", "text": "", "card": ""},
        )
    assert response.status_code == 302
    assert alerts_of(world["bob"]) == [["deck:ボブの赤単"]]
    assert [m.to[0] for m in mail.outbox] == ["alice@example.com", "erin@example.com"]


def test_an_unchanged_card_data_version_costs_the_detection_one_query(tmp_path, world, django_assert_num_queries):
    from zxdecks.alerts.services import alerts_after_change

    ban(tmp_path)
    with django_assert_num_queries(1):
        assert alerts_after_change() == []


def test_a_failing_detection_leaves_the_import_done_says_why_and_the_next_import_alerts(
    tmp_path, world, monkeypatch, caplog
):
    import zxdecks.alerts.services.detect as detect

    real = detect._notify

    def broken(changes):
        raise RuntimeError("mail server on fire")

    monkeypatch.setattr(detect, "_notify", broken)
    ban(tmp_path)
    assert "封神指定" in Card.objects.get(collector_number=BANNED).note
    assert "alerts after a card data change failed" in caplog.text
    assert "mail server on fire" in caplog.text
    assert Alert.objects.count() == 0
    monkeypatch.setattr(detect, "_notify", real)
    ban(tmp_path, number="DM01-012")  # the next change finds the first one's decks too
    assert alerts_of(world["bob"]) == [["deck:ボブの赤単"]]
    line = AlertItem.objects.get(deck__title="ボブの赤単").lines["ja"][0]
    assert f"{BANNED} 封神指定" in line
    assert "DM01-012 封神指定" in line
