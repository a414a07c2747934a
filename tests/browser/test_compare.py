"""In a real browser under the site's Content-Security-Policy: the comparison page loads its figures in place (htmx),
draws both lists' bars and per-card tables on a desktop and on a phone screen, and polls a background comparison
until its figures arrive."""

import pytest
from playwright.sync_api import expect

from tests.factories import RED, DeckFactory
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_import, deck_save

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def two_versions(transactional_db, demo_cards, django_user_model):
    owner = django_user_model.objects.create_user("alice", password="correct horse battery")
    deck = DeckFactory(owner=owner, title="赤単", visibility=Deck.Visibility.PUBLIC)
    changed = deck_import(data=RED.replace("2 DM01-014\n", "2 DM01-003\n")).deck
    deck_save(deck=deck, author=owner, cards=changed, base_version=1)
    return deck


@pytest.fixture
def problems(page):
    found: list[str] = []
    page.on("console", lambda m: found.append(m.text) if "Content Security Policy" in m.text else None)
    page.on("pageerror", lambda e: found.append(str(e)))
    return found


@pytest.mark.parametrize("size", [(1366, 900), (390, 844)], ids=["desktop", "phone"])
def test_the_comparison_page_shows_both_lists_side_by_side(page, two_versions, problems, screenshot_dir, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{page.base}/decks/{two_versions.pk}/")
    page.click("text=比較")
    page.wait_for_selector("#cmp .cmp-list")
    expect(page.locator("#cmp .cmp-list")).to_have_count(2)
    assert page.locator("#cmp .gf-bar.cmp-b").count() >= 6  # list B's bars beside list A's, going first and second
    expect(page.locator("#cmp")).to_contain_text("熱砂の番竜サラマンド")  # only in the current version (A)
    expect(page.locator("#cmp")).to_contain_text("紅蓮の守り神カグツチ")  # only in the one before (B)
    assert page.evaluate("document.documentElement.scrollWidth") <= size[0]  # wide tables scroll in their box
    page.screenshot(path=str(screenshot_dir / f"29-compare-{size[0]}.png"), full_page=True)
    assert problems == []


def test_a_large_comparison_runs_in_the_background_and_its_figures_replace_the_wait(
    page, two_versions, problems, screenshot_dir, settings
):
    settings.GOLDFISH_WORK_USER = 30_000
    page.goto(page.base + "/accounts/login/")
    page.fill("input[name=username]", "alice")
    page.fill("input[name=password]", "correct horse battery")
    page.click("form.form button[type=submit]")
    page.wait_for_url(page.base + "/")
    page.goto(f"{page.base}/decks/{two_versions.pk}/compare/?games=800")  # 32,000 simulated turns: a job
    page.wait_for_selector("#cmp .cmp-list", timeout=120_000)
    expect(page.locator("#cmp")).to_contain_text("800")
    page.screenshot(path=str(screenshot_dir / "29-compare-background.png"), full_page=True)
    assert problems == []


@pytest.mark.parametrize("size", [(1366, 900), (390, 844)], ids=["desktop", "phone"])
def test_a_background_comparison_shows_its_progress_bar_until_its_figures_are_there(
    page, two_versions, problems, screenshot_dir, settings, size
):
    from zxdecks.decks.models import GoldfishJob
    from zxdecks.decks.services.goldfish_jobs import goldfish_job_run

    name = "desktop" if size[0] > 1000 else "phone"
    settings.GOLDFISH_WORK_ANON = settings.GOLDFISH_WORK_USER = 30_000
    settings.TASKS = {"default": {"BACKEND": "django_tasks.backends.dummy.DummyBackend"}}  # run by the test below
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(page.base + "/accounts/login/")
    page.fill("input[name=username]", "alice")
    page.fill("input[name=password]", "correct horse battery")
    page.click("form.form button[type=submit]")
    page.wait_for_url(page.base + "/")
    page.goto(f"{page.base}/decks/{two_versions.pk}/compare/?games=10")
    page.wait_for_selector("#cmp .cmp-list")
    page.select_option(".gf-form select[name=opponent]", "damage-1-from-2")
    page.fill(".gf-form input[name=games]", "800")  # 2 × 800 × 20 = 32,000 simulated turns: above the budget
    page.click(".gf-form button[type=submit]")
    bar = page.locator("#cmp-result #gf-job-progress")
    expect(bar).to_have_attribute("value", "0")
    assert page.locator("#cmp").count() == 0  # the wait replaced the old figures
    job = GoldfishJob.objects.get()
    assert (job.kind, job.question["games"], job.question["opponent"]) == ("compare", 800, "damage:0,1")
    GoldfishJob.objects.filter(pk=job.pk).update(status=GoldfishJob.Status.RUNNING, progress=40)
    expect(bar).to_have_attribute("value", "40")  # the part asks again every two seconds, in place
    expect(page.locator("#cmp-result .gf-job")).to_contain_text("40%")
    assert page.evaluate("document.documentElement.scrollWidth") <= size[0]
    page.screenshot(path=str(screenshot_dir / f"compare-progress-{name}.png"), full_page=True)
    assert goldfish_job_run(str(job.pk)) == GoldfishJob.Status.DONE
    expect(page.locator("#cmp .cmp-list")).to_have_count(2, timeout=30_000)
    assert page.locator("#gf-job-progress").count() == 0
    expect(page.locator("#cmp .cmp-opponent")).to_contain_text("1")  # the opponent named: 1 damage a turn
    expect(page.locator("#cmp-card-diff")).to_contain_text("熱砂の番竜サラマンド")
    assert page.evaluate("document.documentElement.scrollWidth") <= size[0]
    page.screenshot(path=str(screenshot_dir / f"compare-result-{name}.png"), full_page=True)
    assert problems == []
