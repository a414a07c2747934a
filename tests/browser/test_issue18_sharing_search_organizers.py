"""Issue 18 points 1 (share links), 2 (exact name first), 8 (organizers) and 9 (finding your way) in a real browser,
at desktop (1366×900) and phone (390×844) sizes, with screenshots under var/screenshots/ named by point."""

import datetime as dt
import re
from pathlib import Path

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from tests.factories import PASSWORD, DeckFactory, EventFactory, RegistrationFactory, UserFactory
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_import, deck_like, deck_save
from zxdecks.events.models import Registration

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIZES = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
BOM = b"\xef\xbb\xbf"


@pytest.fixture(params=list(SIZES))
def size(request):
    return request.param


@pytest.fixture
def open_view(browser, live_server, size):
    """Opens fresh browsers (separate cookies) at the test's size, in Japanese, remembering script errors and every
    response of 400 or more."""
    contexts = []

    def open_one():
        context = browser.new_context(
            locale="ja-JP", viewport=SIZES[size], has_touch=size == "phone", accept_downloads=True
        )
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(15000)
        page.base = live_server.url
        page.problems = []
        page.failed = []
        page.on("pageerror", lambda e: page.problems.append(str(e)))
        page.on("response", lambda r: page.failed.append((r.status, r.url)) if r.status >= 400 else None)
        return page

    yield open_one
    for context in contexts:
        for page in context.pages:
            page.wait_for_load_state("networkidle")
        context.close()


@pytest.fixture
def view(open_view):
    return open_view()


@pytest.fixture
def people(transactional_db, demo_cards):
    return {"alice": UserFactory(username="alice", organizer=True), "bob": UserFactory(username="bob")}


def log_in(page, username, then="/"):
    page.goto(page.base + "/accounts/login/")
    fill_login(page, username)
    page.wait_for_url(page.base + then)


def fill_login(page, username):
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("form.form button[type=submit]")


def shot(page, screenshot_dir, name, size, full_page=True):
    page.screenshot(path=str(screenshot_dir / f"{name}-{size}.png"), full_page=full_page)


# Point 1: everything a shared page offers works for whoever holds the link, and the deck stays out of the lists
def make_unlisted_in_the_editor(page, deck):
    """As the owner: 限定公開 in the editor, saved; the secret link as the deck page shows it."""
    page.goto(page.base + f"/decks/{deck.pk}/edit/")
    page.select_option("select[name=visibility]", "unlisted")
    page.click(".editor-head button[type=submit]")
    page.wait_for_url(f"**/decks/{deck.pk}/")
    link = page.locator(".deck-head .actions a[href*='/decks/s/']")
    expect(link).to_have_count(1)
    return link.get_attribute("href")


def use_the_shared_page(page, share_url, deck, screenshot_dir, name, size):
    """履歴, 一人回し, every export and デッキ画像 from the shared page, each answering with its content."""
    page.goto(page.base + share_url)
    expect(page.locator("h1")).to_have_text(deck.title)
    shot(page, screenshot_dir, f"18-1-shared-page-{name}", size)
    actions = page.locator(".deck-head .actions")

    actions.locator("a", has_text="履歴").click()
    page.wait_for_url(re.compile(r"/history/\?token="))
    expect(page.locator("h1")).to_have_text("履歴")
    assert page.locator("ol.history > li").count() >= 1
    shot(page, screenshot_dir, f"18-1-shared-history-{name}", size)
    page.go_back()

    actions.locator("a", has_text="一人回し").click()
    page.wait_for_url(re.compile(r"/goldfish/\?"))
    expect(page.locator("h1")).to_have_text("一人回し")
    shot(page, screenshot_dir, f"18-1-shared-goldfish-{name}", size)
    page.go_back()

    exports = actions.locator("a[href*='/export.']")
    assert exports.count() == 3
    for i in range(3):
        with page.expect_download() as info:
            exports.nth(i).click()
        download = info.value
        assert download.failure() is None
        assert "DM01-001" in Path(download.path()).read_text(encoding="utf-8-sig")

    with page.expect_response(lambda r: "/image.png" in r.url) as response:
        actions.locator("a", has_text="デッキ画像").click()
    assert response.value.status == 200
    assert response.value.headers["content-type"] == "image/png"
    page.go_back()

    page.goto(page.base + "/decks/")
    assert deck.title not in page.locator("main").inner_text()
    page.goto(page.base + f"/decks/?q={deck.title}")
    assert deck.title not in page.locator("main").inner_text()


def test_18_1_another_user_holding_the_link_uses_everything_and_forks(open_view, people, screenshot_dir, size):
    owner = open_view()
    log_in(owner, "alice")
    deck = DeckFactory(owner=people["alice"], title="秘密の赤単")
    share_url = make_unlisted_in_the_editor(owner, deck)
    assert Deck.objects.get(pk=deck.pk).visibility == "unlisted"

    page = open_view()
    log_in(page, "bob")
    use_the_shared_page(page, share_url, deck, screenshot_dir, "other-user", size)
    page.goto(page.base + share_url)
    page.locator(".deck-head .actions button", has_text="自分のデッキにコピー").click()
    page.wait_for_url(re.compile(r"/decks/\d+/edit/$"))
    copy = Deck.objects.get(owner=people["bob"])
    assert copy.forked_from_id == deck.pk
    assert page.url.endswith(f"/decks/{copy.pk}/edit/")
    shot(page, screenshot_dir, "18-1-shared-fork", size)
    assert page.failed == []
    assert page.problems == []


def test_18_1_a_visitor_holding_the_link_uses_everything_and_forks_after_signing_in(
    open_view, people, screenshot_dir, size
):
    deck = DeckFactory(owner=people["alice"], title="秘密の青単", visibility=Deck.Visibility.UNLISTED)
    page = open_view()
    use_the_shared_page(page, deck.share_url, deck, screenshot_dir, "visitor", size)
    page.goto(page.base + deck.share_url)
    page.locator(".deck-head .actions a", has_text="自分のデッキにコピー").click()
    page.wait_for_url(re.compile(r"/accounts/login/\?next="))
    shot(page, screenshot_dir, "18-1-shared-login", size)
    fill_login(page, "bob")
    page.wait_for_url(page.base + deck.share_url)  # the login link returns to the shared page
    page.locator(".deck-head .actions button", has_text="自分のデッキにコピー").click()
    page.wait_for_url(re.compile(r"/decks/\d+/edit/$"))
    assert Deck.objects.get(owner=people["bob"]).forked_from_id == deck.pk
    shot(page, screenshot_dir, "18-1-shared-fork-visitor", size)
    assert page.failed == []
    assert page.problems == []


# Point 2: the exact name first, in the editor and on the card search
NAME = "双竜の弟リク"  # DM01-111; DM01-110 双竜の兄ソラ has it in its text and a smaller number


def test_18_2_down_then_shift_enter_adds_four_of_the_card_with_the_exact_name(view, people, screenshot_dir, size):
    page = view
    page.goto(page.base + "/decks/new/")
    page.fill("#card-q", NAME)
    page.wait_for_selector('#search-results button.add-card[data-number="DM01-111"]')
    expect(page.locator('#search-results button.add-card[data-number="DM01-110"]')).to_have_count(1)
    page.press("#card-q", "ArrowDown")
    page.press("#card-q", "Shift+Enter")
    row = page.locator('.part-list li[data-number="DM01-111"]')  # Z/X EX: the zone the card belongs in
    expect(row).to_have_count(1)
    expect(row.locator("input.count")).to_have_value("4")
    assert page.locator('.part-list li[data-number="DM01-110"]').count() == 0
    expect(page.locator("#verdict .counters")).to_contain_text("4/16")  # judged with the four in the Dynamis
    row.scroll_into_view_if_needed()
    shot(page, screenshot_dir, "18-2-editor-exact-name-added", size, full_page=False)

    page.goto(page.base + f"/cards/?q={NAME}")
    rows = page.locator(".card-table tbody tr")
    assert rows.count() >= 2
    assert NAME in rows.first.inner_text()
    assert "双竜の兄ソラ" in rows.nth(1).inner_text()
    shot(page, screenshot_dir, "18-2-card-search-exact-first", size, full_page=False)
    assert page.problems == []


# Point 8: organizers
def test_18_8_a_drop_is_confirmed_then_undone_and_the_csv_and_lists_read_well(view, people, screenshot_dir, size):
    event = EventFactory(organizer=people["alice"], name="ドロップ杯")
    registration = RegistrationFactory(event=event, player=people["bob"])
    page = view
    log_in(page, "alice")
    page.goto(page.base + f"/events/{event.pk}/manage/")
    assert page.locator("table thead th").nth(1).inner_text() == "状態"
    shot(page, screenshot_dir, "18-8-dashboard-status-header", size)

    page.locator("table tbody a.danger", has_text="ドロップ").click()
    page.wait_for_url(f"**/events/{event.pk}/r/{registration.pk}/drop/")
    assert Registration.objects.get(pk=registration.pk).status == "registered"  # nothing happened yet
    shot(page, screenshot_dir, "18-8-drop-confirm", size)
    page.locator("main form button.danger").click()
    page.wait_for_url(f"**/manage/?dropped={registration.pk}")
    assert Registration.objects.get(pk=registration.pk).status == "dropped"
    expect(page.locator(".alert[role=status]")).to_contain_text("bob")
    shot(page, screenshot_dir, "18-8-dropped-with-undo", size)
    page.locator(".alert[role=status] button", has_text="元に戻す").click()
    page.wait_for_url(f"**/events/{event.pk}/manage/")
    assert Registration.objects.get(pk=registration.pk).status == "registered"
    shot(page, screenshot_dir, "18-8-drop-undone", size)

    with page.expect_download() as info:
        page.locator(".actions a", has_text="CSV").click()
    body = Path(info.value.path()).read_bytes()
    assert body.startswith(BOM)
    text = body.decode("utf-8-sig")
    assert "bob" in text
    assert "4 DM01-004 陽炎の癒し手ヒナギク" in text  # the deck list, in the last column

    page.goto(page.base + f"/events/{event.pk}/r/{registration.pk}/")
    first = page.locator(".deck-table tbody tr").first.locator("td").all_inner_texts()
    assert first[1] == "DM01-001"
    assert first[2] == "紅蓮の先駆けアグニ"  # the name beside the number
    shot(page, screenshot_dir, "18-8-registration-names", size)

    deck = DeckFactory(owner=people["alice"], title="CSVの赤単")
    page.goto(page.base + f"/decks/{deck.pk}/")
    with page.expect_download() as info:
        page.locator(".deck-head .actions a[href$='/export.csv']").click()
    body = Path(info.value.path()).read_bytes()
    assert body.startswith(BOM)  # Japanese Excel reads the deck CSV as UTF-8 too
    assert "紅蓮の先駆けアグニ" in body.decode("utf-8-sig")
    assert page.problems == []


# Point 9: finding your way
def test_18_9_header_home_history_and_deck_table_help_a_player_find_the_way(view, people, screenshot_dir, size):
    alice = people["alice"]
    deck = DeckFactory(owner=alice, title="みんなの赤単", visibility=Deck.Visibility.PUBLIC)
    smaller = deck_import(data="4 DM01-001\n4 DM01-002\n2 DM01-104\n", game="zx").deck
    deck_save(deck=deck, author=alice, cards=smaller, base_version=deck.version_number)
    deck_like(deck=deck, user=people["bob"])  # popular: liked at least once
    opens = timezone.now() - dt.timedelta(days=1)
    EventFactory(
        organizer=alice,
        name="来週のゼクス杯",
        date=timezone.localdate() + dt.timedelta(days=7),
        registration_opens=opens,
        registration_closes=opens + dt.timedelta(days=5),
    )
    page = view
    log_in(page, "alice")
    mine = page.locator(".site-header a[href='/decks/mine/']")
    expect(mine).to_have_count(1)
    assert mine.text_content().strip() == "マイデッキ"
    expect(page.locator("#home-q")).to_be_visible()
    expect(page.locator("#recent-decks")).to_contain_text("みんなの赤単")
    expect(page.locator("#popular-decks")).to_contain_text("みんなの赤単")
    expect(page.locator("#upcoming-events")).to_contain_text("来週のゼクス杯")
    shot(page, screenshot_dir, "18-9-home", size)

    page.goto(page.base + "/cards/DM01-001/")
    expect(page.locator(".add-to-deck")).to_be_visible()
    expect(page.locator("section[aria-labelledby=decks-using]")).to_contain_text("みんなの赤単")
    shot(page, screenshot_dir, "18-9-card-page", size)

    page.goto(page.base + f"/decks/{deck.pk}/history/")
    names = page.locator("ol.history > li").first.locator(".diff a").all_inner_texts()
    assert names
    assert not [n for n in names if re.fullmatch(r"[A-Z0-9]+-\d+", n)]
    shot(page, screenshot_dir, "18-9-history-names", size)

    page.goto(page.base + f"/decks/{deck.pk}/")
    assert page.locator(".deck-table thead th").all_inner_texts()[:2] == ["枚数", "コスト"]
    shot(page, screenshot_dir, "18-9-deck-table-labels", size)

    assert page.request.get(page.base + "/favicon.ico").ok  # what browsers ask for whatever the page says
    icon = page.locator("link[rel=icon]").get_attribute("href")
    assert page.request.get(page.base + icon).ok
    assert page.failed == []  # no 404 (favicon or other) on any page visited
    assert page.problems == []
