"""In a real browser under the site's Content-Security-Policy: the goldfish page answers each action in place (htmx),
keeps the game in the address, takes keyboard shortcuts, lets the player choose the square, deals sample hands and
shows the kill-turn histogram; on a desktop and on a phone screen."""

import re

import pytest
from playwright.sync_api import expect

from tests.factories import DeckFactory
from zxdecks.decks.models import Deck

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def red_deck(transactional_db, demo_cards, django_user_model):
    owner = django_user_model.objects.create_user("alice", password="correct horse battery")
    return DeckFactory(owner=owner, title="赤単", visibility=Deck.Visibility.PUBLIC)


@pytest.fixture
def problems(page):
    """CSP violations and uncaught script errors, as they happen."""
    found: list[str] = []
    page.on("console", lambda m: found.append(m.text) if "Content Security Policy" in m.text else None)
    page.on("pageerror", lambda e: found.append(str(e)))
    return found


def actions(page):
    match = re.search(r"[?&]a=([^&]*)", page.url)
    return match[1].replace("%2C", ",").split(",") if match else []


def play_a_turn(page):
    """Keep, start turn 1, select the first card by keyboard, resource another, play the selected one on a square."""
    page.evaluate("window.gfMarker = 42")  # survives only if the page is never reloaded
    page.keyboard.press("k")
    page.wait_for_url(re.compile(r"a=k"))
    page.keyboard.press("n")
    page.wait_for_selector("#gf-play .gf-status:has-text('1')")
    page.wait_for_url(re.compile(r"a=k(%2C|,)n"))
    assert actions(page) == ["k", "n"]
    page.keyboard.press("2")
    page.wait_for_selector(".gf-hand li.selected")
    page.keyboard.press("r")  # the selected card to the resources
    page.wait_for_url(re.compile(r"r1"))
    page.wait_for_selector(".gf-hand li")
    assert page.evaluate("window.gfMarker") == 42


def test_the_board_answers_in_place_and_keeps_the_game_in_the_address(page, red_deck, problems, screenshot_dir):
    page.set_viewport_size({"width": 1366, "height": 900})
    page.goto(f"{page.base}/decks/{red_deck.pk}/goldfish/?seed=7&first=1")
    page.wait_for_selector("#gf-kill")  # the kill turn loads after the page, in its own request
    assert page.locator("#gf-kill .gf-hist").count() == 2
    page.wait_for_selector("#sample-hand li")
    assert page.locator("#sample-hand li").count() == 4
    first_sample = page.locator("#sample-hand").inner_text()
    page.keyboard.press("h")  # another sample hand
    expect(page.locator("#sample-hand")).not_to_have_text(first_sample)

    play_a_turn(page)
    # Choose the square: select a card that can be paid, then one of the squares marked for it.
    playable = page.locator(".gf-hand li:has(a:has-text('プレイ')) a.name").first
    if playable.count():
        playable.click()
        page.wait_for_selector(".board td.legal a")
        square = page.locator(".board td.legal").last.get_attribute("data-square")
        page.locator(".board td.legal a").last.click()
        page.wait_for_url(re.compile(rf"p\d+s{square}"))
        assert page.locator(f".board td[data-square='{square}'] strong").count() == 1
    assert page.evaluate("window.gfMarker") == 42
    page.screenshot(path=str(screenshot_dir / "17-goldfish-board-desktop.png"), full_page=True)

    # The questions form answers in the odds panel, the game untouched.
    page.select_option(".gf-form select[name=target]", ["DM01-004"])
    page.select_option(".gf-form select[name=also]", ["DM01-010"])
    page.fill(".gf-form input[name=games]", "200")
    page.click(".gf-form button[type=submit]")
    page.wait_for_selector("#gf-odds table.odds")
    assert page.locator("#gf-odds table.odds tbody tr").count() == 5
    assert page.evaluate("window.gfMarker") == 42

    before = actions(page)
    page.evaluate("document.activeElement.blur()")  # keys typed into a form field or button are the field's
    page.keyboard.press("u")  # undo
    page.wait_for_url(lambda url: not url.endswith(before[-1]))
    state = page.locator("#gf-play .board").inner_html()
    page.reload()  # the address alone rebuilds the same game
    assert page.locator("#gf-play .board").inner_html() == state
    assert not problems


def test_the_goldfish_page_fits_a_phone_screen(browser, live_server, red_deck, screenshot_dir):
    context = browser.new_context(locale="ja-JP", viewport={"width": 390, "height": 844}, is_mobile=True)
    page = context.new_page()
    page.set_default_timeout(15000)
    page.goto(f"{live_server.url}/decks/{red_deck.pk}/goldfish/?seed=7&first=1")
    page.base = live_server.url
    page.wait_for_selector("#gf-kill")
    play_a_turn(page)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390
    page.screenshot(path=str(screenshot_dir / "17-goldfish-board-phone.png"), full_page=True)
    page.wait_for_load_state("networkidle")
    context.close()


@pytest.mark.parametrize("size", [(1366, 900), (390, 844)], ids=["desktop", "phone"])
def test_a_question_above_the_work_budget_is_answered_in_place_with_the_limit(
    page, red_deck, problems, screenshot_dir, settings, size
):
    settings.GOLDFISH_WORK_ANON = 20_000
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{page.base}/decks/{red_deck.pk}/goldfish/?seed=7&first=1")
    page.wait_for_selector("#gf-kill")
    assert "20,000" in page.locator("#gf-budget").inner_text()
    page.fill(".gf-form input[name=games]", "5000")
    page.click(".gf-form button[type=submit]")
    alert = page.locator("#gf-odds [role=alert]")
    expect(alert).to_contain_text("20,000")
    expect(alert).to_contain_text("80,000")  # 5000 games x (a deal and 5 turns + 10 for the kill turn)
    assert page.locator("#gf-kill").count() == 0  # the refused answer replaced the old figures
    page.screenshot(path=str(screenshot_dir / f"goldfish-over-budget-{size[0]}.png"))
    assert problems == []


@pytest.mark.parametrize("size", [(1366, 900), (390, 844)], ids=["desktop", "phone"])
def test_a_background_question_shows_its_progress_bar_until_its_figures_are_there(
    page, red_deck, problems, screenshot_dir, settings, size
):
    from zxdecks.decks.models import GoldfishJob
    from zxdecks.decks.services.goldfish_jobs import goldfish_job_run

    settings.GOLDFISH_WORK_ANON = settings.GOLDFISH_WORK_USER = 20_000
    settings.TASKS = {"default": {"BACKEND": "django_tasks.backends.dummy.DummyBackend"}}  # run by the test below
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(page.base + "/accounts/login/")
    page.fill("input[name=username]", "alice")
    page.fill("input[name=password]", "correct horse battery")
    page.click("form.form button[type=submit]")
    page.wait_for_url(page.base + "/")
    page.goto(f"{page.base}/decks/{red_deck.pk}/goldfish/?seed=7&first=1")
    page.wait_for_selector("#gf-kill")
    page.fill(".gf-form input[name=games]", "3000")  # 48,000 simulated turns: above the request's budget
    page.click(".gf-form button[type=submit]")
    bar = page.locator("#gf-job-progress")
    expect(bar).to_have_attribute("value", "0")
    job = GoldfishJob.objects.get()
    GoldfishJob.objects.filter(pk=job.pk).update(status=GoldfishJob.Status.RUNNING, progress=40)
    expect(bar).to_have_attribute("value", "40")  # the part asks again every two seconds, in place
    expect(page.locator("#gf-odds .gf-job")).to_contain_text("40%")
    page.locator("#gf-odds").screenshot(path=str(screenshot_dir / f"29-goldfish-job-progress-{size[0]}.png"))
    goldfish_job_run(str(job.pk))
    expect(page.locator("#gf-kill")).to_be_visible(timeout=30000)
    assert page.locator("#gf-job-progress").count() == 0
    assert problems == []
