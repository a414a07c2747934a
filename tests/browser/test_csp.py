"""In a real browser under the site's Content-Security-Policy: nothing is refused, and the behaviour that moved
out of inline code (copy a list, confirm a delete, htmx search and validation) still works."""

import pytest
from django.contrib.auth.models import User

from tests.browser.test_editor import RED_PARTS, add, log_in, people  # noqa: F401  (people is a fixture)
from zxdecks.decks.models import Deck

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def refused(page):
    """Every CSP violation the browser reports on the page, as it happens."""
    found: list[str] = []
    page.on("console", lambda m: found.append(m.text) if "Content Security Policy" in m.text else None)
    return found


@pytest.fixture
def errors(page):
    """Every uncaught script error on the page."""
    found: list[str] = []
    page.on("pageerror", lambda e: found.append(str(e)))
    return found


@pytest.mark.usefixtures("people")
def test_the_site_works_under_its_policy_with_nothing_refused(page, refused, errors):
    page.goto(page.base + "/")
    page.goto(page.base + "/cards/")
    page.fill("input[name=q]", "DM01")
    page.wait_for_selector("#results a[href*='DM01-']")  # htmx search, no eval
    log_in(page, "alice")
    page.goto(page.base + "/decks/new/")
    page.fill("input[name=title]", "方針の下の赤単")
    for number, count in RED_PARTS:
        add(page, number, count)
    page.wait_for_selector("#verdict .verdict.legal")  # editor.js + htmx validation
    page.click("button.primary")
    page.wait_for_selector(".deck-head .verdict.legal")
    deck = Deck.objects.get(title="方針の下の赤単")

    page.click("button[data-copy='share-text']")  # static/js/site.js, once an inline script
    page.wait_for_selector("button[data-copy='share-text']:text('✓')")

    page.once("dialog", lambda dialog: dialog.dismiss())  # data-confirm, once an inline onsubmit
    page.click(f"form[action='/decks/{deck.pk}/delete/'] button")
    assert Deck.objects.filter(pk=deck.pk).exists()
    page.once("dialog", lambda dialog: dialog.accept())
    page.click(f"form[action='/decks/{deck.pk}/delete/'] button")
    page.wait_for_url("**/decks/**")
    page.wait_for_load_state("networkidle")
    assert not Deck.objects.filter(pk=deck.pk, owner=User.objects.get(username="alice")).exists()

    page.goto(page.base + "/accounts/")
    assert errors == []
    # Swagger UI comes from its CDN, which this machine may not reach; only a refusal by the policy counts here.
    page.goto(page.base + "/api/v1/docs/")
    page.wait_for_load_state("networkidle")
    assert refused == []
