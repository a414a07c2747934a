"""In a real browser: build a legal deck by searching and clicking, save, reload, export, import back, fork."""

import pytest
from django.contrib.auth.models import User

from zxdecks.decks.models import Deck

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

RED_PARTS = [
    ("DM01-001", 4), ("DM01-002", 4), ("DM01-004", 4), ("DM01-005", 4), ("DM01-006", 4), ("DM01-007", 4),
    ("DM01-008", 4), ("DM01-009", 4), ("DM01-010", 4), ("DM01-011", 4), ("DM01-012", 4), ("DM01-013", 4),
    ("DM01-014", 2), ("DM01-104", 4), ("DM01-106", 1), ("DM01-107", 1), ("DM01-109", 1), ("DM01-101", 1),
]  # fmt: skip


@pytest.fixture
def people(transactional_db, demo_cards):
    alice = User.objects.create_user("alice", password="correct horse battery")
    bob = User.objects.create_user("bob", password="correct horse battery")
    return alice, bob


def log_in(page, name):
    page.goto(page.base + "/accounts/login/")
    page.fill("input[name=username]", name)
    page.fill("input[name=password]", "correct horse battery")
    page.click("form.form button[type=submit]")
    page.wait_for_url(page.base + "/")


def add(page, number, count):
    search = page.locator("#card-q")
    search.fill(number)
    page.wait_for_selector(f'#search-results button[data-number="{number}"]')
    if count >= 4:
        search.press("Shift+Enter")  # keyboard: Shift+Enter adds four
        count -= 4
    for _ in range(count):
        page.click(f'#search-results button[data-number="{number}"]')


def test_build_save_export_import_and_fork(page, people, screenshot_dir, tmp_path):
    log_in(page, "alice")
    page.goto(page.base + "/decks/new/")
    page.fill("input[name=title]", "ブラウザの赤単")
    page.select_option("select[name=visibility]", "public")
    for number, count in RED_PARTS:
        add(page, number, count)
    page.wait_for_selector("#verdict .verdict.legal")
    assert page.locator("#zone-deck li").count() == 13
    assert page.locator("#zone-dynamis li").count() == 4
    page.screenshot(path=str(screenshot_dir / "editor.png"), full_page=True)

    page.click("button.primary")
    page.wait_for_selector(".deck-head .verdict.legal")
    deck = Deck.objects.get(title="ブラウザの赤単")
    assert deck.legal
    assert deck.version_number == 1
    page.reload()
    assert page.locator(".deck-head h1").inner_text() == "ブラウザの赤単"
    page.screenshot(path=str(screenshot_dir / "deck.png"), full_page=True)

    with page.expect_download() as download_info:
        page.click("a[href$='export.text']")
    exported = tmp_path / "deck.txt"
    download_info.value.save_as(exported)
    assert "[dynamis]" in exported.read_text(encoding="utf-8")

    page.goto(page.base + "/decks/import/")
    page.set_input_files("input[name=file]", str(exported))
    page.click("form.form button[type=submit]")
    page.wait_for_url("**/edit/")
    page.wait_for_selector("#verdict .verdict.legal")
    imported = Deck.objects.exclude(pk=deck.pk).get(owner__username="alice")
    assert imported.current.cards == deck.current.cards

    page.click("form[action='/accounts/logout/'] button")
    log_in(page, "bob")
    page.goto(page.base + f"/decks/{deck.pk}/")
    page.click(f"form[action='/decks/{deck.pk}/fork/'] button")
    page.wait_for_url("**/edit/")
    fork = Deck.objects.get(owner__username="bob")
    assert fork.forked_from_id == deck.pk
    assert fork.current.cards == deck.current.cards


def test_the_editor_fits_a_phone_screen(browser, live_server, people, screenshot_dir):
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="ja-JP")
    page = context.new_page()
    page.goto(live_server.url + "/decks/new/")
    page.fill("#card-q", "DM01-001")
    page.wait_for_selector('#search-results button[data-number="DM01-001"]')
    page.click('#search-results button[data-number="DM01-001"]')
    page.wait_for_selector("#zone-deck li")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 400, width  # no sideways scrolling
    page.screenshot(path=str(screenshot_dir / "editor-phone.png"), full_page=True)
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(300)  # the debounced live validation fires 120 ms after the last change
    context.close()


def test_a_dimension_zero_deck_is_built_with_a_deck_and_a_sideboard(page, people, screenshot_dir):
    log_in(page, "alice")
    page.goto(page.base + "/decks/new/")
    page.select_option("#deck-game", "d0")
    assert page.locator('.part[data-zone="sideboard"]').is_visible()
    assert not page.locator('.part[data-zone="dynamis"]').is_visible()
    page.fill("input[name=title]", "ブラウザのD0")
    for i in range(1, 14):
        add(page, f"D0DM-{i:03d}", 3)
    add(page, "D0DM-014", 1)
    page.select_option("#target-zone", "sideboard")
    add(page, "D0DM-014", 2)
    add(page, "D0DM-015", 8)
    page.wait_for_selector("#verdict .verdict.legal")
    assert page.locator("#zone-sideboard li").count() == 2
    assert "[sideboard]" in page.locator("#deck-text").input_value()
    page.screenshot(path=str(screenshot_dir / "editor-d0.png"), full_page=True)
    page.click("button.primary")
    page.wait_for_selector(".deck-head .verdict.legal")
    deck = Deck.objects.get(title="ブラウザのD0")
    assert (deck.game, deck.legal) == ("d0", True)

    # Back in the editor, switching the game to Z/X shows the sideboard as a problem instead of dropping it.
    page.goto(page.base + f"/decks/{deck.pk}/edit/")
    page.select_option("#deck-game", "zx")
    page.wait_for_selector("#verdict .verdict.illegal")
    assert page.locator('.part[data-zone="sideboard"]').is_visible()
    assert page.locator("#zone-sideboard li").count() == 2
