"""Issue 31 in a real browser: the check page judges a pasted list without a key press (31.6); the editor's hover
preview leaves the deck's rows in view (31.10); the card filters are checkboxes with suggestions (31.10)."""

from pathlib import Path

import pytest
from django.conf import settings

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SIZES = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
FANSITE = Path(settings.BASE_DIR) / "fixtures" / "decklists" / "fansite" / "01-brackets-name-count-mai.txt"


@pytest.fixture
def cards(transactional_db, demo_cards):
    return demo_cards


def _page(browser, live_server, size):
    context = browser.new_context(locale="ja-JP", viewport=SIZES[size])
    page = context.new_page()
    page.set_default_timeout(15000)
    return context, page


@pytest.mark.parametrize("size", SIZES)
def test_a_list_pasted_into_the_check_page_is_judged_without_pressing_a_key(
    browser, live_server, cards, screenshot_dir, size
):
    context, page = _page(browser, live_server, size)
    page.goto(live_server.url + "/decks/check/")
    # fill() sets the text and fires `input`, as a paste by mouse or menu does: no key is pressed, no keyup.
    page.locator("textarea[name=text]").fill(FANSITE.read_text(encoding="utf-8"))
    verdict = page.locator("#check-result .verdict")
    verdict.wait_for()
    assert verdict.inner_text().strip().startswith("適正")
    assert "デッキ" in page.locator("#check-result .counters").inner_text()
    page.screenshot(path=str(screenshot_dir / f"issue31-check-paste-{size}.png"), full_page=True)
    context.close()


def test_the_editors_hover_preview_does_not_cover_the_rows_just_added(browser, live_server, cards, screenshot_dir):
    context, page = _page(browser, live_server, "desktop")
    page.goto(live_server.url + "/decks/new/")
    search = page.locator("#card-q")
    search.fill("DM01-0")
    buttons = page.locator("#search-results button.add-card")
    buttons.first.wait_for()
    for index in range(12):  # twelve rows: the deck's list reaches down beside the results
        buttons.nth(index).click()
    page.locator("#zone-deck li").nth(11).wait_for()
    page.locator("#search-results li.result").nth(2).hover()
    preview = page.locator("#search-results li.result .card-pop").nth(2)
    preview.wait_for(state="visible")
    box = preview.bounding_box()
    rows = [li.bounding_box() for li in page.locator(".part-list li").all()]
    assert rows
    overlapping = [
        r for r in rows
        if r["x"] < box["x"] + box["width"] and box["x"] < r["x"] + r["width"]
        and r["y"] < box["y"] + box["height"] and box["y"] < r["y"] + r["height"]
    ]  # fmt: skip
    assert overlapping == []
    page.screenshot(path=str(screenshot_dir / "issue31-editor-hover-preview-desktop.png"))
    context.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_card_filters_offer_types_as_checkboxes_and_packs_and_races_as_suggestions(
    browser, live_server, cards, screenshot_dir, size
):
    context, page = _page(browser, live_server, size)
    page.goto(live_server.url + "/cards/")
    page.locator("details.filters summary").click()
    page.get_by_label("イベント", exact=True).check()
    page.locator(".card-search button[type=submit]").click()
    page.wait_for_url("**type=EVENT**")
    assert page.locator("input[name=type][value=EVENT]").is_checked()
    packs = page.locator("#pack-options option").evaluate_all("options => options.map(o => o.value)")
    races = page.locator("#race-options option").evaluate_all("options => options.map(o => o.value)")
    assert "DM01" in packs
    assert "ドラゴン" in races
    assert page.locator("input[name=pack]").get_attribute("list") == "pack-options"
    assert page.locator("input[name=race]").get_attribute("list") == "race-options"
    page.screenshot(path=str(screenshot_dir / f"issue31-card-filters-{size}.png"), full_page=True)
    context.close()


@pytest.mark.parametrize("size", SIZES)
def test_after_a_failed_save_the_editor_shows_the_error_in_japanese_and_keeps_the_parts_and_the_text(
    browser, live_server, cards, screenshot_dir, size
):
    from django.contrib.auth.models import User

    from tests.factories import RED

    User.objects.create_user("alice", password="correct horse battery")
    context, page = _page(browser, live_server, size)
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", "alice")
    page.fill("input[name=password]", "correct horse battery")
    page.click("form.form button[type=submit]")
    page.wait_for_url(live_server.url + "/")
    page.goto(live_server.url + "/decks/new/")
    page.locator("details.text-view summary").click()
    page.locator("#deck-text").fill(RED.replace("4 DM01-002", "4 炎翼のフレアリザ", 1))
    page.locator(".editor-head button[type=submit]").click()
    alert = page.locator(".alert[role=alert]")
    alert.wait_for()
    assert "「炎翼のフレアリザ」というカードは見つかりません" in alert.inner_text()
    assert "no card named" not in alert.inner_text()
    assert page.locator('[data-count-for="deck"]').inner_text() == "(46)"
    assert page.locator('[data-count-for="dynamis"]').inner_text() == "(8)"
    assert "4 炎翼のフレアリザ" in page.locator("#deck-text").input_value()
    title = page.locator("#zone-deck li button[data-action=remove]").first.get_attribute("title")
    assert title == "デッキから外す"
    page.screenshot(path=str(screenshot_dir / f"issue31-editor-failed-save-{size}.png"), full_page=True)
    context.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_search_tips_are_one_tap_from_the_search_box_and_a_colour_word_filters(
    browser, live_server, cards, screenshot_dir, size
):
    context, page = _page(browser, live_server, size)
    page.goto(live_server.url + "/cards/?q=アグニ+赤+ig:yes")
    assert "「ig:yes」: 「ig:」という条件はありません" in page.locator("#results .warning").inner_text()
    names = page.locator("#results .card-table tbody tr").all_inner_texts()
    assert names
    assert all("アグニ" in row for row in names)
    assert page.locator("input[name=q]").get_attribute("placeholder") == "カード名・テキスト、または c:赤 cost>=5 など"
    page.screenshot(path=str(screenshot_dir / f"issue31-search-warning-{size}.png"), full_page=True)
    page.locator(".search-main a.search-tips").click()
    page.wait_for_url("**/cards/search-help/")
    assert page.locator("h1").inner_text() == "検索のヒント"
    page.screenshot(path=str(screenshot_dir / f"issue31-search-tips-{size}.png"), full_page=True)
    context.close()
