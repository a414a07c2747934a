"""Issue 31.7 in a real browser, at desktop and phone sizes: an organizer edits the event on its page, a player
asks to become an organizer from the 403, and a locked player sees the closed state instead of the form."""

from __future__ import annotations

import datetime as dt

import pytest
from django.contrib.auth.models import Permission, User
from django.utils import timezone

from zxdecks.events.models import Event, OrganizerRequest
from zxdecks.events.services import event_create, registration_submit

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SIZES = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
PASSWORD = "correct horse battery"


def _signed_in(browser, live_server, size, username):
    context = browser.new_context(locale="ja-JP", viewport=SIZES[size])
    page = context.new_page()
    page.set_default_timeout(15000)
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("form.form button[type=submit]")
    page.wait_for_url(live_server.url + "/")
    return context, page


def _fits(page) -> bool:
    return bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


def _event(organizer: User, *, closes: dt.datetime) -> Event:
    return event_create(
        organizer=organizer, name="ゼクス店舗大会", date=timezone.localdate() + dt.timedelta(days=30), venue="秋葉原",
        capacity=8, registration_opens=closes - dt.timedelta(days=10), registration_closes=closes,
    )  # fmt: skip


@pytest.fixture
def organizer(transactional_db, demo_cards):
    user = User.objects.create_user("organizer", password=PASSWORD)
    user.user_permissions.add(Permission.objects.get(codename="organize_events"))
    return user


@pytest.mark.parametrize("size", SIZES)
def test_an_organizer_changes_the_capacity_and_deadline_on_the_edit_page(
    browser, live_server, organizer, screenshot_dir, size
):
    event = _event(organizer, closes=timezone.now() + dt.timedelta(days=5))
    context, page = _signed_in(browser, live_server, size, "organizer")
    page.goto(live_server.url + event.get_absolute_url())
    page.get_by_role("link", name="大会を編集").click()
    closes = page.locator("input[name=registration_closes]")
    assert closes.input_value() == timezone.localtime(event.registration_closes).strftime("%Y-%m-%dT%H:%M")
    page.fill("input[name=capacity]", "24")
    page.fill("input[name=venue]", "池袋")
    page.fill("input[name=registration_closes]", "2099-12-31T20:00")
    assert _fits(page)
    page.screenshot(path=str(screenshot_dir / f"issue31-event-edit-{size}.png"), full_page=True)
    page.get_by_role("button", name="保存").click()
    page.get_by_text("保存しました。").wait_for()
    event.refresh_from_db()
    assert (event.capacity, event.venue) == (24, "池袋")
    assert timezone.localtime(event.registration_closes).strftime("%Y-%m-%d %H:%M") == "2099-12-31 20:00"
    context.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_player_asks_to_become_an_organizer_from_the_403_page(
    browser, live_server, transactional_db, screenshot_dir, size
):
    User.objects.create_user("taro", email="taro@example.com", password=PASSWORD)
    context, page = _signed_in(browser, live_server, size, "taro")
    response = page.goto(live_server.url + "/events/new/")
    assert response is not None
    assert response.status == 403
    assert "大会を作成できるのは主催者だけです。" in page.content()
    assert _fits(page)
    page.screenshot(path=str(screenshot_dir / f"issue31-organizers-only-{size}.png"), full_page=True)
    page.get_by_role("link", name="主催者申請をする").click()
    page.fill("textarea[name=message]", "秋葉原の店舗で月例大会を開きます")
    page.get_by_role("button", name="申請する").click()
    page.get_by_text("申請は管理者の確認待ちです。").wait_for()
    assert _fits(page)
    page.screenshot(path=str(screenshot_dir / f"issue31-organizer-request-{size}.png"), full_page=True)
    request = OrganizerRequest.objects.get()
    assert (request.user.username, request.message, request.status) == (
        "taro",
        "秋葉原の店舗で月例大会を開きます",
        "pending",
    )
    context.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_locked_player_sees_the_closed_state_up_front(browser, live_server, organizer, screenshot_dir, size):
    from tests.factories import RED

    event = _event(organizer, closes=timezone.now() + dt.timedelta(days=5))
    alice = User.objects.create_user("alice", password=PASSWORD)
    registration_submit(event=event, player=alice, text=RED, now=event.registration_opens + dt.timedelta(hours=1))
    Event.objects.filter(pk=event.pk).update(registration_closes=timezone.now() - dt.timedelta(hours=1))
    context, page = _signed_in(browser, live_server, size, "alice")
    page.goto(live_server.url + event.get_absolute_url())
    notice = page.locator(".registration-closed")
    assert "締め切られました" in notice.inner_text()
    assert "ロック解除を依頼してください" in notice.inner_text()
    assert page.locator("textarea[name=text]").count() == 0
    assert _fits(page)
    page.screenshot(path=str(screenshot_dir / f"issue31-registration-closed-{size}.png"), full_page=True)
    context.close()
