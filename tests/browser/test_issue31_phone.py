"""Issue 31, point 4, in a real browser: building a deck on a phone (390×844) — the verdict and the counters stay in
view while searching, +1 / +4 on every result (by touch and by keyboard), a visible and announced message on every
add, every navigation link on the screen, and no main page wider than the screen. Screenshots go to
var/screenshots/ (issue31-p4-*.png)."""

from __future__ import annotations

# Waits are Playwright's expectations, not wait_for_function: a string predicate polled in the page is evaluated as
# JavaScript, which the site's Content Security Policy refuses (no 'unsafe-eval') once it is not true at once.
from io import BytesIO
from statistics import median
from typing import Any

import pytest
from PIL import Image
from playwright.sync_api import expect

from tests.factories import PASSWORD, DeckFactory, EventFactory, RegistrationFactory, UserFactory
from zxdecks.decks.models import Deck

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIZES = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


@pytest.fixture
def site(transactional_db, demo_cards):
    """Alice (an organizer) with an unlisted deck, so that her deck page shows the secret link, and an event she
    entered."""
    owner = UserFactory(username="alice", organizer=True)
    deck = DeckFactory(owner=owner, title="非公開リンクの赤単", visibility=Deck.Visibility.UNLISTED)
    event = EventFactory(organizer=owner, name="スマホ杯")
    registration = RegistrationFactory(event=event, player=owner)
    return {"deck": deck, "event": event, "registration": registration}


def _context(browser: Any, base: str, size: str) -> Any:
    """A signed-in browser at `size`; the phone one has a touch screen."""
    context = browser.new_context(locale="ja-JP", viewport=SIZES[size], has_touch=size == "phone")
    context.set_default_timeout(20000)
    page = context.new_page()
    page.goto(base + "/accounts/login/")
    page.fill("input[name=username]", "alice")
    page.fill("input[name=password]", PASSWORD)
    page.click("form.form button[type=submit]")
    page.wait_for_url(base + "/")
    page.close()
    return context


def _in_view(page: Any, selector: str) -> bool:
    """Whether the element's box lies wholly inside the viewport (not scrolled away, not off to a side)."""
    return bool(
        page.locator(selector).evaluate(
            "e => { const r = e.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.left >= 0"
            " && r.bottom <= innerHeight && r.right <= innerWidth; }"
        )
    )


def _search(page: Any, words: str, number: str) -> Any:
    page.locator("#card-q").fill(words)
    page.wait_for_selector(f'#search-results button.add-card[data-number="{number}"]')
    return page.locator("#search-results li.result").filter(has=page.locator(f'button[data-number="{number}"]'))


def test_on_a_phone_no_main_page_is_wider_than_the_screen(browser, live_server, site, screenshot_dir):
    deck, event, registration = site["deck"], site["event"], site["registration"]
    pages = {
        "home": "/",
        "cards": "/cards/?q=DM01",
        "card": "/cards/DM01-001/",
        "editor": f"/decks/{deck.pk}/edit/",
        "deck": f"/decks/{deck.pk}/",  # the owner's view of an unlisted deck: the secret link, a long unbroken URL
        "goldfish": f"/decks/{deck.pk}/goldfish/?seed=7&a=k,n",
        "events": "/events/",
        "event": f"/events/{event.pk}/",
        "registration": f"/events/{event.pk}/r/{registration.pk}/",  # the submission's fingerprint
    }
    context = _context(browser, live_server.url, "phone")
    page = context.new_page()
    wide = {}
    for name, url in pages.items():
        page.goto(live_server.url + url)
        page.wait_for_load_state("networkidle")
        if name == "editor":
            _search(page, "DM01", "DM01-001")  # forty results with their buttons
        width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
        if width[0] > width[1]:
            wide[name] = width
    page.goto(live_server.url + pages["deck"])
    assert page.locator(".share-link a").inner_text().endswith(deck.share_url)
    page.screenshot(path=str(screenshot_dir / "issue31-p4-deck-phone.png"), full_page=True)
    context.close()
    assert wide == {}  # page: [its width, the screen's]


@pytest.mark.parametrize("size", list(SIZES))
def test_every_navigation_link_is_on_the_screen_without_scrolling_sideways(
    browser, live_server, site, screenshot_dir, size
):
    context = _context(browser, live_server.url, size)
    page = context.new_page()
    page.goto(live_server.url + "/cards/")
    links = page.locator("header .main-nav a")
    names = [a.inner_text() for a in links.all()]
    assert {"大会", "API", "デッキチェック", "メタゲーム"} <= set(names)
    off_screen = [a.inner_text() for a in links.all() if not a.evaluate(
        "e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.left >= 0 && r.right <= innerWidth; }"
    )]  # fmt: skip
    assert off_screen == []
    nav = page.locator("header .main-nav").evaluate("e => [e.scrollWidth, e.clientWidth]")
    assert nav[0] <= nav[1]  # nothing hidden in a sideways-scrolling row
    header = page.locator(".site-header").bounding_box()
    assert header is not None
    assert header["height"] <= 100  # wrapped onto a second line, the header still leaves the page its screen
    page.screenshot(path=str(screenshot_dir / f"issue31-p4-nav-{size}.png"))
    context.close()


def test_on_a_phone_four_copies_take_one_tap_and_the_verdict_stays_in_view(browser, live_server, site, screenshot_dir):
    context = _context(browser, live_server.url, "phone")
    page = context.new_page()
    page.goto(live_server.url + "/decks/new/")
    page.wait_for_selector("#deck-bar .bar-verdict:not(:empty)")
    row = _search(page, "DM01", "DM01-001")
    assert page.locator("#search-results li.result").count() >= 20  # the deck's lists are far below the results
    bar_height = page.locator("#deck-bar").bounding_box()["height"]
    row.locator("button.add-n[data-n='4']").tap()

    # The deck's row holds four, the result says so, and a message in the bar says what was added where.
    expect(page.locator('#zone-deck li[data-number="DM01-001"] input.count')).to_have_value("4")
    assert row.locator(".in-deck").inner_text() == "×4"
    status = page.locator("#add-status")
    assert status.get_attribute("role") == "status"
    assert status.get_attribute("aria-live") == "polite"
    assert "4枚追加" in status.inner_text()
    assert "デッキ" in status.inner_text()
    assert _in_view(page, "#add-status")
    # The message's line was kept for it: nothing under the player's finger moved.
    assert page.locator("#deck-bar").bounding_box()["height"] == bar_height

    # Scrolled down the results, the bar still shows the verdict and the counters, updated by the add.
    page.locator("#search-results li.result").nth(15).scroll_into_view_if_needed()
    expect(page.locator("#deck-bar .bar-counts")).to_contain_text("デッキ 4/50")
    assert _in_view(page, "#deck-bar .bar-summary")  # the verdict and every counter
    assert page.locator("#deck-bar .bar-verdict").inner_text().startswith("不適正")
    assert page.locator("#zone-deck").evaluate("e => e.getBoundingClientRect().top > innerHeight")  # far below
    page.screenshot(path=str(screenshot_dir / "issue31-p4-editor-phone.png"))

    # +1 by touch on another card, then the bar's link takes the player to the deck's list.
    other = _search(page, "DM01-002", "DM01-002")
    other.locator("button.add-n[data-n='1']").tap()
    expect(page.locator("#add-status")).to_contain_text("1枚追加")
    assert page.locator("#zone-deck li").count() == 2
    page.locator("#deck-bar a[href='#deck-parts']").tap()
    expect(page.locator("#zone-deck")).to_be_in_viewport()
    assert _in_view(page, "#deck-bar .bar-verdict")
    page.screenshot(path=str(screenshot_dir / "issue31-p4-editor-phone-deck.png"))
    context.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_every_add_by_keyboard_shows_and_announces_a_new_message(browser, live_server, site, screenshot_dir, size):
    context = _context(browser, live_server.url, size)
    page = context.new_page()
    page.goto(live_server.url + "/decks/new/")
    row = _search(page, "DM01-001", "DM01-001")
    plus_four = row.locator("button.add-n[data-n='4']")
    assert (
        plus_four.get_attribute("aria-label")
        == "「" + row.locator("button.add-card").get_attribute("data-name") + "」を4枚追加"
    )

    plus_four.focus()
    page.keyboard.press("Enter")
    status = page.locator("#add-status")
    expect(page.locator("#add-status")).to_contain_text("4枚追加")
    first = status.text_content()
    assert status.is_visible()
    assert _in_view(page, "#add-status")
    assert "flash" in (row.get_attribute("class") or "")  # the result row lights up
    deck_row = page.locator('#zone-deck li[data-number="DM01-001"]')
    assert "flash" in (deck_row.get_attribute("class") or "")  # and so does the deck's row
    # The buttons and the badge sit beside the card's name, not over it.
    name, badge = row.locator(".result-text").bounding_box(), row.locator(".in-deck").bounding_box()
    assert name["x"] + name["width"] <= badge["x"]
    page.screenshot(path=str(screenshot_dir / f"issue31-p4-added-{size}.png"))

    # The same add again: the deck holds eight and the live region's text changes, so it is read out again.
    page.keyboard.press("Enter")
    expect(page.locator('#zone-deck li[data-number="DM01-001"] input.count')).to_have_value("8")
    assert status.text_content() != first
    assert "8枚" in (status.text_content() or "")
    assert row.locator(".in-deck").inner_text() == "×8"
    context.close()


def _edge_shades(png: bytes) -> tuple[float, float]:
    """The median grey of the leftmost and the rightmost column of pixels of a screenshot (255 is white)."""
    image: Any = Image.open(BytesIO(png)).convert("L")
    width, height = image.size
    left, right = ([image.getpixel((x, y)) for y in range(height)] for x in (1, width - 2))
    return median(left), median(right)


def test_on_a_phone_a_table_wider_than_the_screen_shows_a_shadow_where_it_scrolls(
    browser, live_server, site, screenshot_dir
):
    context = _context(browser, live_server.url, "phone")
    page = context.new_page()
    page.goto(live_server.url + "/cards/?q=DM01")
    results = page.locator("#results")
    assert results.evaluate("e => e.scrollWidth > e.clientWidth")  # eight columns do not fit 390 px
    left, right = _edge_shades(results.screenshot())
    assert right < left - 20  # a shadow on the side with more to see, none on the side already in view
    page.screenshot(path=str(screenshot_dir / "issue31-p4-cards-scroll-hint-phone.png"))

    results.evaluate("e => { e.scrollLeft = e.scrollWidth; }")  # at the other end, the other way round
    left, right = _edge_shades(results.screenshot())
    assert left < right - 20
    context.close()
