"""In a real browser, every main page of the site on a desktop (1366×900) and a phone (390×844): nothing is loaded
from another host (issue 18, point 6), axe-core finds no serious or critical accessibility problem, and the phone
layout keeps the header short, the card table's headers whole and the keyboard hint out of the way (point 10).
Screenshots of every page go to var/screenshots/ (a11y-<page>-<size>.png)."""

from __future__ import annotations

import os
import re
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.factories import DeckFactory, EventFactory, RegistrationFactory, UserFactory
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_import, deck_save

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIZES = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
PASSWORD = "correct horse battery"


@pytest.fixture
def site(transactional_db, demo_cards):
    """An organizer with a legal public deck (two versions), an event with the organizer's own registration."""
    owner = UserFactory(username="alice", organizer=True)
    deck = DeckFactory(owner=owner, title="公開の赤単", visibility=Deck.Visibility.PUBLIC, versions=1)
    smaller = deck_import(data="4 DM01-001\n4 DM01-002\n2 DM01-104\n", game="zx").deck
    deck_save(deck=deck, author=owner, cards=smaller, base_version=deck.version_number)
    deck.refresh_from_db()
    event = EventFactory(organizer=owner, name="ブラウザ杯")
    registration = RegistrationFactory(event=event, player=owner)
    return {"owner": owner, "deck": deck, "event": event, "registration": registration}


def main_pages(site: dict[str, Any]) -> dict[str, str]:
    """The pages a visitor and a signed-in organizer use, by a short name for the screenshots."""
    deck, event, registration = site["deck"], site["event"], site["registration"]
    return {
        "home": "/",
        "cards": "/cards/?q=アグニ",
        # every colour pill but red (on the page above), for axe's contrast check
        "colours": "/cards/?color=blue&color=white&color=black&color=green&color=colorless",
        "card": "/cards/DM01-001/",
        "decks": "/decks/",
        "mine": "/decks/mine/",
        "deck": f"/decks/{deck.pk}/",
        "history": f"/decks/{deck.pk}/history/",
        "goldfish": f"/decks/{deck.pk}/goldfish/?seed=7&a=k,n",
        "check": "/decks/check/",
        "editor": f"/decks/{deck.pk}/edit/",
        "import": "/decks/import/",
        "events": "/events/",
        "event": f"/events/{event.pk}/",
        "manage": f"/events/{event.pk}/manage/",
        "event-edit": f"/events/{event.pk}/edit/",
        "organizer-request": "/events/organizer-request/",
        "registration": f"/events/{event.pk}/r/{registration.pk}/",
        "account": "/accounts/",
        "api-docs": "/api/v1/docs/",
    }


def _context(browser: Any, base: str, size: str, signed_in: bool = True) -> Any:
    context = browser.new_context(locale="ja-JP", viewport=SIZES[size])
    context.set_default_timeout(20000)
    if signed_in:
        page = context.new_page()
        page.goto(base + "/accounts/login/")
        page.fill("input[name=username]", "alice")
        page.fill("input[name=password]", PASSWORD)
        page.click("form.form button[type=submit]")
        page.wait_for_url(base + "/")
        page.close()
    return context


def test_no_main_page_requests_another_host(browser, live_server, site):
    host = urlsplit(live_server.url).netloc
    context = _context(browser, live_server.url, "desktop")
    page = context.new_page()
    foreign: list[str] = []
    page.on("request", lambda r: foreign.append(r.url) if urlsplit(r.url).netloc not in (host, "") else None)
    for url in main_pages(site).values():
        page.goto(live_server.url + url)
        page.wait_for_load_state("networkidle")
    # The API docs draw Swagger UI from the site's own static files: the page is not blank.
    page.wait_for_selector(".swagger-ui .info")
    context.close()
    assert foreign == []


DEFAULT_AXE = {"resultTypes": ["violations"]}
AXE_OPTIONS = {
    # Swagger UI puts a copy button inside each operation's summary button; that markup is the library's own.
    "api-docs": {**DEFAULT_AXE, "rules": {"nested-interactive": {"enabled": False}}},
}


def _serious(results: Any) -> list[str]:
    return [
        f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:4]}"
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.parametrize("size", list(SIZES))
def test_no_main_page_has_a_serious_accessibility_problem(browser, live_server, site, screenshot_dir, size):
    from axe_playwright_python.sync_playwright import Axe  # type: ignore[import-untyped]

    axe = Axe()
    context = _context(browser, live_server.url, size)
    page = context.new_page()
    found: dict[str, list[str]] = {}
    for name, url in main_pages(site).items():
        # A11Y_ONLY=deck,editor checks only those pages, while fixing them.
        if os.environ.get("A11Y_ONLY") and name not in os.environ["A11Y_ONLY"].split(","):
            continue
        page.goto(live_server.url + url)
        page.wait_for_load_state("networkidle")
        problems = _serious(axe.run(page, options=AXE_OPTIONS.get(name, DEFAULT_AXE)))
        if problems:
            found[name] = problems
        page.screenshot(path=str(screenshot_dir / f"a11y-{name}-{size}.png"), full_page=True)
    context.close()
    assert found == {}, "\n".join(f"{name}: {p}" for name, problems in found.items() for p in problems)


def test_on_a_phone_the_header_is_short_and_the_card_table_keeps_its_words(browser, live_server, site, screenshot_dir):
    context = _context(browser, live_server.url, "phone", signed_in=True)
    page = context.new_page()
    page.goto(live_server.url + "/cards/?q=DM01")
    header = page.locator(".site-header").bounding_box()
    assert header is not None
    assert header["height"] <= 100, header
    for th in page.locator(".card-table th").all():
        box, line = th.bounding_box(), th.evaluate("e => parseFloat(getComputedStyle(e).lineHeight)")
        assert box is not None
        assert box["height"] < 2 * line, th.inner_text()  # one line: コスト, not コ/ス/ト
    page.screenshot(path=str(screenshot_dir / "p10-cards-phone.png"))

    page.goto(live_server.url + "/decks/new/")
    assert not page.locator("#search-help").is_visible()  # ↑↓ / Shift+Enter means nothing on a touch screen
    page.screenshot(path=str(screenshot_dir / "p10-editor-phone.png"))
    context.close()


def test_on_a_desktop_the_keyboard_hint_is_shown(browser, live_server, site):
    context = _context(browser, live_server.url, "desktop", signed_in=False)
    page = context.new_page()
    page.goto(live_server.url + "/decks/new/")
    assert page.locator("#search-help").is_visible()
    context.close()


def test_the_search_box_the_colour_group_and_the_check_box_have_labels(page, site):
    page.goto(page.base + "/cards/")
    assert page.get_by_label("カードを検索").count() == 1
    page.click(".filters summary")
    assert page.get_by_role("group", name="色").get_by_label("赤").count() == 1
    page.goto(page.base + "/decks/check/")
    assert page.get_by_label("デッキリスト").count() == 1


def test_the_history_names_its_cards_and_the_deck_table_its_columns(page, site, screenshot_dir):
    deck = site["deck"]
    page.goto(page.base + f"/decks/{deck.pk}/history/")
    first = page.locator("ol.history > li").first
    names = first.locator(".diff a").all_inner_texts()
    assert names
    assert not [n for n in names if re.fullmatch(r"[A-Z0-9]+-\d+", n)]  # names, not bare numbers
    assert "デッキ" in first.locator(".diff").inner_text()  # the zone in Japanese, not "deck"
    page.screenshot(path=str(screenshot_dir / "p9-history-names.png"), full_page=True)
    page.goto(page.base + f"/decks/{deck.pk}/")
    headers = page.locator(".deck-table thead th").all_inner_texts()
    assert headers[:2] == ["枚数", "コスト"]
    page.screenshot(path=str(screenshot_dir / "p9-deck-table-labels.png"), full_page=True)


def test_a_violation_on_the_japanese_deck_page_is_in_japanese(page, site, screenshot_dir):
    deck = site["deck"]  # its second version has 10 cards: too few, too few ignition icons
    page.goto(page.base + f"/decks/{deck.pk}/")
    violations = page.locator(".deck-head .violations").inner_text()
    assert "must" not in violations
    assert "デッキ" in violations
    page.screenshot(path=str(screenshot_dir / "p3-deck-violations-ja.png"), full_page=True)
