"""In a real browser: the goldfish page's opponent choice answers in the odds panel, naming the opponent over the
kill turn, on a desktop and on a phone screen."""

import pytest

from tests.factories import DeckFactory
from zxdecks.decks.models import Deck

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def red_deck(transactional_db, demo_cards, django_user_model):
    owner = django_user_model.objects.create_user("alice", password="correct horse battery")
    return DeckFactory(owner=owner, title="赤単", visibility=Deck.Visibility.PUBLIC)


@pytest.mark.parametrize(("size", "width", "height"), [("desktop", 1366, 900), ("phone", 390, 844)])
def test_the_player_chooses_the_opponent_and_the_kill_turn_names_it(
    browser, live_server, red_deck, screenshot_dir, size, width, height
):
    context = browser.new_context(
        locale="ja-JP", viewport={"width": width, "height": height}, is_mobile=size == "phone"
    )
    page = context.new_page()
    page.set_default_timeout(20000)
    page.goto(f"{live_server.url}/decks/{red_deck.pk}/goldfish/?seed=7&first=1")
    page.wait_for_selector("#gf-kill")
    assert "妨害なし" in page.locator("#gf-opponent").inner_text()  # the default: no pressure, said so
    page.select_option(".gf-form select[name=opponent]", "two-5000-defenders")
    page.fill(".gf-form input[name=games]", "200")
    page.click(".gf-form button[type=submit]")
    page.wait_for_selector("#gf-opponent:has-text('5000')")
    assert "defend:5000@01,5000@11" in page.locator("#gf-opponent").inner_text()
    assert page.locator("#gf-kill .gf-hist").count() == 2
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0  # the new select fits the screen
    page.screenshot(path=str(screenshot_dir / f"29-goldfish-opponent-{size}.png"), full_page=True)
    context.close()
