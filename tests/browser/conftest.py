"""Playwright driving Debian's chromium against the live test server."""

import os
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
SCREENSHOTS = Path(__file__).resolve().parents[2] / "var" / "screenshots"
# Playwright's sync API runs an event loop in this thread; the test's own database setup is synchronous.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed (make system-deps)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM,
            args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        )  # fmt: skip
        yield browser
        browser.close()


@pytest.fixture
def page(browser, live_server):
    context = browser.new_context(locale="ja-JP", viewport={"width": 1280, "height": 900}, accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(15000)
    page.base = live_server.url
    yield page
    # The editor validates after a short delay; let its last request finish before the database is flushed.
    page.wait_for_load_state("networkidle")
    context.close()


@pytest.fixture
def screenshot_dir():
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
