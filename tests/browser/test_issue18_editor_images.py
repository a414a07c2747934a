"""Issue 18 points 4, 5, 7 and 9 (card page) in a real browser, at desktop (1366×900) and phone (390×844) sizes, each
with screenshots under var/screenshots/ named by point."""

import functools
import http.server
import io
import re
import threading

import pytest
from django.contrib.auth.models import User
from PIL import Image, ImageDraw
from playwright.sync_api import expect

from tests.factories import DeckFactory
from zxdecks.decks.models import Deck

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIZES = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
BROKEN = "[deck]\n4 DM01-001\n4\n4 紅蓮の先駆けアグ\n[deckk]\n4 DM01-OO2\n"


@pytest.fixture(params=list(SIZES))
def size(request):
    return request.param


@pytest.fixture
def view(browser, live_server, size):
    """A page at one of the two sizes, in Japanese, remembering every CSP refusal and script error."""
    context = browser.new_context(locale="ja-JP", viewport=SIZES[size], has_touch=size == "phone")
    page = context.new_page()
    page.set_default_timeout(15000)
    page.base = live_server.url
    page.problems = []
    page.on("console", lambda m: page.problems.append(m.text) if "Content Security Policy" in m.text else None)
    page.on("pageerror", lambda e: page.problems.append(str(e)))
    yield page
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(200)  # the editor's debounced validation
    context.close()


@pytest.fixture
def alice(transactional_db, demo_cards):
    return User.objects.create_user("alice", password="correct horse battery")


def log_in(page):
    page.goto(page.base + "/accounts/login/")
    page.fill("input[name=username]", "alice")
    page.fill("input[name=password]", "correct horse battery")
    page.click("form.form button[type=submit]")
    page.wait_for_url(page.base + "/")


def shot(page, screenshot_dir, name, size, full_page=True):
    page.screenshot(path=str(screenshot_dir / f"{name}-{size}.png"), full_page=full_page)


def header_link(page, href):
    """Click a header link as a visitor would (through the menu on a phone if the header folds it away)."""
    link = page.locator(f".site-header a[href='{href}']").first
    if link.is_visible():
        link.click(no_wait_after=True)
    else:
        page.evaluate(f"document.querySelector(\".site-header a[href='{href}']\").click()")


def add_card(page, number):
    page.fill("#card-q", number)
    page.wait_for_selector(f'#search-results button[data-number="{number}"]')
    page.click(f'#search-results button[data-number="{number}"]')
    page.wait_for_selector(f'.part-list li[data-number="{number}"]')


# Point 4: the editor never loses work
def test_18_4_leaving_asks_first_and_the_draft_is_offered_back(view, alice, screenshot_dir, size):
    page = view
    log_in(page)  # a visitor's new deck is also kept in the session; a signed-in user's only by this browser
    page.goto(page.base + "/decks/new/")
    add_card(page, "DM01-001")
    asked = []

    def dismiss(dialog):
        asked.append((dialog.type, dialog.message))
        dialog.dismiss()

    page.once("dialog", dismiss)
    header_link(page, "/cards/")
    page.wait_for_timeout(300)
    assert asked
    assert asked[0][0] == "confirm"
    assert "保存していない変更があります" in asked[0][1]
    assert page.url.endswith("/decks/new/")  # still here, the card still in the deck
    assert page.locator('#zone-deck li[data-number="DM01-001"]').count() == 1
    shot(page, screenshot_dir, "18-4-leave-stays", size)

    page.on("dialog", lambda dialog: (asked.append((dialog.type, "")), dialog.accept()))
    page.reload()  # beforeunload asks too; accepted
    page.wait_for_selector("#draft-offer:not([hidden])")
    assert ("beforeunload", "") in asked
    assert page.locator("#zone-deck li").count() == 0
    shot(page, screenshot_dir, "18-4-draft-offered", size)
    page.click("#draft-restore")
    page.wait_for_selector('#zone-deck li[data-number="DM01-001"]')
    expect(page.locator("#verdict .counters")).to_contain_text("1/50")  # judged again as restored
    assert "1 DM01-001" in page.locator("#deck-text").input_value()
    shot(page, screenshot_dir, "18-4-draft-restored", size)


def test_18_4_a_saved_deck_leaves_no_draft_and_a_visibility_change_no_version(view, alice, screenshot_dir, size):
    page = view
    log_in(page)
    deck = DeckFactory(owner=alice, title="ブラウザの赤単")
    page.goto(page.base + f"/decks/{deck.pk}/edit/")
    page.select_option("select[name=visibility]", "public")
    page.click(".editor-head button[type=submit]")
    page.wait_for_url(f"**/decks/{deck.pk}/")
    deck.refresh_from_db()
    assert (deck.visibility, deck.version_number) == ("public", 1)
    page.goto(page.base + f"/decks/{deck.pk}/edit/")
    assert page.locator("#draft-offer").is_hidden()
    header_link(page, "/cards/")  # nothing changed: no question
    page.wait_for_url("**/cards/")
    assert page.problems == []


# Point 5: card pictures
@pytest.fixture
def image_host(settings, tmp_path):
    """Another host serving card pictures for some numbers (the rest 404): CARD_IMAGE_URL points at it."""
    folder = tmp_path / "art"
    folder.mkdir()
    hues = [(190, 40, 50), (40, 90, 190), (40, 140, 70), (120, 60, 150)]
    for i in range(1, 11):
        image = Image.new("RGB", (240, 336), hues[i % 4])
        draw = ImageDraw.Draw(image)
        draw.rectangle([12, 12, 228, 200], fill=(245, 240, 230))
        draw.text((20, 220), f"DM01-{i:03d}", fill=(255, 255, 255))
        out = io.BytesIO()
        image.save(out, format="PNG")
        (folder / f"DM01-{i:03d}.png").write_bytes(out.getvalue())
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    settings.CARD_IMAGE_URL = f"http://127.0.0.1:{server.server_port}/{{number}}.png"
    yield server
    server.shutdown()


def loaded_images(page, selector):
    return page.evaluate(
        f"Array.from(document.querySelectorAll('{selector}')).filter(i => i.complete && i.naturalWidth > 0).length"
    )


def test_18_5_card_pictures_everywhere_from_the_image_host(view, alice, image_host, screenshot_dir, size):
    page = view
    page.goto(page.base + "/cards/?q=DM01-0")
    page.wait_for_load_state("networkidle")
    assert loaded_images(page, ".card-table img") >= 5
    assert page.locator(".card-table img").first.get_attribute("loading") == "lazy"
    shot(page, screenshot_dir, "18-5-search-results", size, full_page=False)

    page.goto(page.base + "/cards/DM01-003/")
    page.wait_for_load_state("networkidle")
    assert loaded_images(page, ".card-image img") == 1
    shot(page, screenshot_dir, "18-5-card-page", size, full_page=False)

    page.goto(page.base + "/cards/DM01-039/")  # no picture on the host (404): the drawn tile shows
    page.wait_for_load_state("networkidle")
    box = page.locator(".card-image .card-tile").bounding_box()
    assert box["width"] > 150
    shot(page, screenshot_dir, "18-5-card-page-placeholder", size, full_page=False)

    log_in(page)
    page.goto(page.base + "/decks/new/")
    page.fill("#card-q", "DM01-01")
    page.wait_for_selector("#search-results li.result")
    page.wait_for_load_state("networkidle")
    assert page.locator("#search-results .art-s img").count() == 1  # DM01-010 only: the others' pictures 404
    first = page.locator("#search-results li.result").first
    if size == "phone":
        first.locator(".info-toggle").tap()
    else:
        first.locator("button.add-card").hover()
    page.wait_for_selector("#search-results li.result .card-pop >> visible=true")
    page.locator("#search-results .card-pop >> visible=true").first.scroll_into_view_if_needed()
    pop = page.locator("#search-results .card-pop >> visible=true").first.inner_text()
    assert "コスト" in pop
    assert "パワー" in pop
    shot(page, screenshot_dir, "18-5-editor-details", size, full_page=False)

    deck = DeckFactory(owner=alice, title="画像の赤単", visibility="public")
    page.goto(page.base + f"/decks/{deck.pk}/?view=visual")
    page.wait_for_load_state("networkidle")
    assert page.locator(".deck-visual h3").first.inner_text().startswith("ゼクス")
    assert loaded_images(page, ".deck-visual img") >= 5
    shot(page, screenshot_dir, "18-5-deck-pictures", size)

    page.goto(page.base + f"/decks/{deck.pk}/goldfish/?seed=3&first=1&a=k,n,n")
    page.wait_for_load_state("networkidle")
    assert page.locator(".board .card-art").count() >= 1
    shot(page, screenshot_dir, "18-5-goldfish-board", size)
    assert page.problems == []  # the image host is allowed by the page's policy, nothing else refused


def test_18_5_the_drawn_tile_without_an_image_source(view, alice, settings, screenshot_dir, size):
    settings.CARD_IMAGE_URL = ""
    page = view
    page.goto(page.base + "/cards/DM01-010/")
    tile = page.locator(".card-image .card-tile")
    for shown in ("火山の主ボルケイオン", "11000", "7"):
        assert shown in tile.inner_text()
    assert page.locator(".card-image img").count() == 0
    shot(page, screenshot_dir, "18-5-placeholder", size, full_page=False)
    page.goto(page.base + "/cards/?q=DM01-1")
    shot(page, screenshot_dir, "18-5-search-placeholders", size, full_page=False)


# Point 7: every problem at once, next to its line, with "did you mean"
def test_18_7_the_list_box_shows_every_problem_by_its_line_and_fixes_from_a_suggestion(
    view, alice, screenshot_dir, size
):
    page = view
    page.goto(page.base + "/decks/new/")
    page.click("details.text-view summary")
    page.fill("#deck-text", BROKEN)
    page.click("#apply-text")
    page.wait_for_selector("#verdict .listing li.line-bad")
    assert page.locator("#verdict .listing li.line-bad").count() == 4
    assert "紅蓮の先駆けアグ" in page.locator("#verdict #line-4").inner_text()
    assert "3 行目" in page.locator("#text-errors").inner_text()
    shot(page, screenshot_dir, "18-7-editor-problems", size)
    page.click('#verdict #line-4 button.suggestion[data-fix="4 DM01-001 紅蓮の先駆けアグニ"]')
    expect(page.locator("#deck-text")).to_have_value(re.compile("^4 DM01-001 紅蓮の先駆けアグニ$", re.M))
    expect(page.locator("#verdict .listing li.line-bad")).to_have_count(3)  # the line is read again, fixed

    page.goto(page.base + "/decks/check/")
    page.fill("textarea[name=text]", BROKEN)
    page.click("form.form button[type=submit]")
    page.wait_for_selector("#check-result .listing li.line-bad")
    assert page.locator("#check-result .listing li.line-bad").count() == 4
    assert "もしかして" in page.locator("#check-result").inner_text()
    shot(page, screenshot_dir, "18-7-check-problems", size)

    log_in(page)
    page.goto(page.base + "/decks/import/")
    page.fill("textarea[name=content]", BROKEN)
    page.click("form.form button[type=submit]")
    page.wait_for_selector(".alert .listing li.line-bad")
    assert page.locator(".alert .listing li.line-bad").count() == 4
    shot(page, screenshot_dir, "18-7-import-problems", size)
    assert page.problems == []


# Point 9 (card page): add to deck, decks using this card
def test_18_9_the_card_page_adds_to_a_deck_and_lists_the_decks_using_it(view, alice, screenshot_dir, size):
    page = view
    mine = DeckFactory(owner=alice, title="自分の赤単", text="[deck]\n2 DM01-001\n")
    DeckFactory(owner=alice, title="みんなの赤単", visibility="public")
    log_in(page)
    page.goto(page.base + "/cards/DM01-001/")
    assert "みんなの赤単" in page.locator("section[aria-labelledby=decks-using]").inner_text()
    shot(page, screenshot_dir, "18-9-card-page-decks", size)
    page.select_option("#add-deck", str(mine.pk))
    page.click(".add-to-deck button[type=submit]")
    page.wait_for_selector(".messages li.success")
    assert "自分の赤単" in page.locator(".messages").inner_text()
    assert Deck.objects.get(pk=mine.pk).version_number == 2
    shot(page, screenshot_dir, "18-9-added-to-deck", size, full_page=False)
    page.click("section[aria-labelledby=decks-using] a[href*='?card=DM01-001']")
    page.wait_for_url("**/decks/?card=DM01-001")
    assert page.problems == []
