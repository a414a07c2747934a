"""Issue 31, point 8, in a real browser: the API docs page sits under the site's header with a way back; /cards/ has
its landmarks (header, a named main navigation, main) and headings in order; the editor has an <h1>; the organizer's
table has no empty header. axe-core checks the rules by name (any impact), DOM queries check the structure.
Screenshots go to var/screenshots/ (issue31-p8-*.png)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from tests.factories import PASSWORD, DeckFactory, EventFactory, RegistrationFactory, UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIZES = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
STRUCTURE = ["heading-order", "page-has-heading-one", "region", "landmark-one-main", "landmark-unique",
             "landmark-no-duplicate-banner", "landmark-banner-is-top-level", "landmark-main-is-top-level",
             "empty-table-header", "empty-heading"]  # fmt: skip


@pytest.fixture
def site(transactional_db, demo_cards):
    owner = UserFactory(username="alice", organizer=True)
    deck = DeckFactory(owner=owner, title="見出しの赤単")
    event = EventFactory(organizer=owner, name="見出し杯")
    RegistrationFactory(event=event, player=owner)
    return {"deck": deck, "event": event}


def _context(browser: Any, base: str, size: str, signed_in: bool) -> Any:
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


def _structure_problems(page: Any) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe  # type: ignore[import-untyped]

    options = {"runOnly": {"type": "rule", "values": STRUCTURE}, "resultTypes": ["violations"]}
    response = Axe().run(page, options=options).response
    return [f"{v['id']}: {[n['target'] for n in v['nodes']][:3]}" for v in response["violations"]]


def _headings(page: Any) -> list[int]:
    return list(page.evaluate("Array.from(document.querySelectorAll('h1,h2,h3,h4,h5,h6'), h => +h.tagName[1])"))


@pytest.mark.parametrize("size", list(SIZES))
def test_the_api_docs_page_has_the_site_header_and_a_way_back(browser, live_server, site, screenshot_dir, size):
    context = _context(browser, live_server.url, size, signed_in=False)
    page = context.new_page()
    page.goto(live_server.url + "/api/v1/docs/")
    page.wait_for_selector(".swagger-ui .info")
    assert page.locator("header.site-header a.brand").get_attribute("href") == "/"
    assert page.locator("header nav[aria-label] a[href='/cards/']").is_visible()
    # Swagger UI's title in a named region, its operations in its own <main> under an <h2>.
    assert page.locator("section[aria-label='API ドキュメント'] h1").inner_text().startswith("zxdecks API")
    assert page.locator("main#operations h2.api-operations-heading").inner_text() == "エンドポイント"
    assert page.locator("main").count() == 1
    assert _structure_problems(page) == []
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    page.screenshot(path=str(screenshot_dir / f"issue31-p8-api-docs-{size}.png"))

    page.locator("header.site-header a.brand").click()  # the way back
    page.wait_for_url(live_server.url + "/")
    context.close()


@pytest.mark.parametrize("signed_in", [False, True])
def test_the_cards_page_has_its_landmarks_and_headings_in_order(browser, live_server, site, screenshot_dir, signed_in):
    context = _context(browser, live_server.url, "desktop", signed_in=signed_in)
    page = context.new_page()
    for url in ("/cards/", "/cards/?q=アグニ", "/cards/?q=DM01&page=2"):
        page.goto(live_server.url + url)
        page.wait_for_load_state("networkidle")
        assert page.locator("body > header").count() == 1, url  # the banner
        assert page.locator("body > main").count() == 1, url
        assert page.locator("header nav").get_attribute("aria-label") == "サイト", url
        names = page.locator("nav").evaluate_all("navs => navs.map(n => n.getAttribute('aria-label'))")
        assert len(names) == len(set(names)), (url, names)  # the pager is a navigation of its own, named apart
        levels = _headings(page)
        assert levels[0] == 1, (url, levels)
        assert all(b - a <= 1 for a, b in itertools.pairwise(levels)), (url, levels)  # no level skipped going down
        assert _structure_problems(page) == [], url
    page.screenshot(path=str(screenshot_dir / f"issue31-p8-cards-{'signed-in' if signed_in else 'visitor'}.png"))
    context.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_editor_has_one_h1_and_the_organizer_table_no_empty_header(
    browser, live_server, site, screenshot_dir, size
):
    context = _context(browser, live_server.url, size, signed_in=True)
    page = context.new_page()
    for url, h1 in ((f"/decks/{site['deck'].pk}/edit/", "デッキを編集"), ("/decks/new/", "新しいデッキ")):
        page.goto(live_server.url + url)
        page.wait_for_load_state("networkidle")
        assert page.locator("h1").all_inner_texts() == [h1]
        assert "{#" not in page.locator("body").inner_text()  # no template comment shown as text
        assert _structure_problems(page) == [], url
    page.screenshot(path=str(screenshot_dir / f"issue31-p8-editor-{size}.png"))

    page.goto(live_server.url + f"/events/{site['event'].pk}/manage/")
    headers = page.locator("table th").all_inner_texts()
    assert headers[-1] == "操作"
    assert all(h.strip() for h in headers), headers
    assert _structure_problems(page) == []
    page.screenshot(path=str(screenshot_dir / f"issue31-p8-manage-{size}.png"))
    context.close()
