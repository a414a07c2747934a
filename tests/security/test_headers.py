"""Security headers: a strict Content-Security-Policy on every main page with no inline code left to need
'unsafe-inline'; HSTS, the HTTPS redirect and secure cookies when DEBUG is off; check --deploy clean."""

from __future__ import annotations

import datetime as dt
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.test import Client

from tests.factories import RED
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_create, deck_import
from zxdecks.events.services import event_create

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parent.parent.parent


class InlineCode(HTMLParser):
    """Collects what a strict CSP would block: inline scripts and styles without the nonce, handlers, style=."""

    def __init__(self, nonce: str) -> None:
        super().__init__()
        self.nonce = nonce
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = dict(attrs)
        for name, _ in attrs:
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}=…>")
            if name == "style":
                self.found.append(f"<{tag} style=…>")
        has_nonce = attr.get("nonce") == self.nonce
        if tag == "script" and "src" not in attr and attr.get("type") != "application/json" and not has_nonce:
            self.found.append("<script> without src")
        if tag == "style" and not has_nonce:
            self.found.append("<style>")
        for name in ("href", "src", "action"):
            if (attr.get(name) or "").strip().lower().startswith("javascript:"):
                self.found.append(f"<{tag} {name}=javascript:…>")


def policy(response) -> dict[str, str]:
    header = response["Content-Security-Policy"]
    return {d.split()[0]: " ".join(d.split()[1:]) for d in header.split("; ")}


@pytest.fixture
def site(client, user, demo_cards):
    """A signed-in owner with a deck, an event, and the paths of the site's main pages."""
    deck = deck_create(owner=user, title="赤単", cards=deck_import(data=RED).deck, visibility=Deck.Visibility.PUBLIC)
    now = dt.datetime.now(dt.UTC)
    event = event_create(
        organizer=User.objects.create_user("org"), name="大会", date=(now + dt.timedelta(days=9)).date(), capacity=8,
        registration_opens=now - dt.timedelta(days=1), registration_closes=now + dt.timedelta(days=5),
    )  # fmt: skip
    client.force_login(user)
    return [
        "/", "/cards/", "/cards/?q=DM01", "/cards/DM01-001/", "/decks/", "/decks/mine/", "/decks/new/",
        "/decks/check/", "/decks/import/", f"/decks/{deck.pk}/", f"/decks/{deck.pk}/edit/",
        f"/decks/{deck.pk}/history/", f"/decks/{deck.pk}/goldfish/?seed=1", "/events/", f"/events/{event.pk}/",
        "/accounts/", "/accounts/password/", "/api/v1/docs/",
    ]  # fmt: skip


ANONYMOUS_PAGES = ["/accounts/login/", "/accounts/signup/", "/accounts/password/reset/", "/admin/login/"]


def assert_strict(response, path: str) -> None:
    assert response.status_code == 200, path
    csp = policy(response)
    found = re.fullmatch(r"'self' 'nonce-([\w-]+)'.*", csp["script-src"])
    assert found, (path, csp["script-src"])
    nonce = found.group(1)
    for directive in ("script-src", "style-src"):
        assert "'unsafe-inline'" not in csp[directive], (path, directive)
        assert "'unsafe-eval'" not in csp[directive], (path, directive)
    assert csp["default-src"] == "'self'"
    assert csp["object-src"] == "'none'"
    assert csp["frame-ancestors"] == "'none'"
    parser = InlineCode(nonce)
    parser.feed(response.content.decode())
    assert parser.found == [], (path, parser.found)


def test_every_main_page_has_a_strict_csp_and_no_inline_code(client, site):
    for path in site:
        assert_strict(client.get(path), path)


def test_the_anonymous_pages_have_a_strict_csp_and_no_inline_code():
    client = Client()
    for path in ANONYMOUS_PAGES:
        assert_strict(client.get(path), path)


def test_each_response_gets_its_own_nonce(client):
    first, second = (policy(client.get("/"))["script-src"] for _ in range(2))
    assert first != second


def test_the_api_docs_load_swagger_ui_from_the_site_itself(client):
    page = client.get("/api/v1/docs/")
    assert (
        policy(page)["script-src"]
        == policy(client.get("/"))["script-src"].split()[0] + " " + policy(page)["script-src"].split()[1]
    )
    assert "://" not in policy(page)["script-src"]
    body = page.content.decode()
    assert "cdn.jsdelivr.net" not in body
    assert "/static/drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js" in body


def test_htmx_is_configured_without_eval_or_inline_styles(client):
    page = client.get("/").content.decode()
    assert '"allowEval": false' in page
    assert '"includeIndicatorStyles": false' in page


def test_api_responses_carry_the_policy_too(client):
    assert "default-src 'self'" in client.get("/api/v1/ping/")["Content-Security-Policy"]


def test_https_redirect_hsts_and_secure_cookies_when_switched_on(settings, user):
    settings.SECURE_SSL_REDIRECT = True
    settings.SECURE_HSTS_SECONDS = 31536000
    settings.SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    settings.SECURE_HSTS_PRELOAD = True
    settings.SESSION_COOKIE_SECURE = settings.CSRF_COOKIE_SECURE = True
    client = Client()
    redirect = client.get("/cards/?q=a")
    assert (redirect.status_code, redirect["Location"]) == (301, "https://testserver/cards/?q=a")
    page = client.get("/accounts/login/", secure=True)
    assert page["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains; preload"
    assert page.cookies["csrftoken"]["secure"]
    client.post("/accounts/login/", {"username": "alice", "password": "correct horse battery"}, secure=True)
    assert client.cookies["sessionid"]["secure"]
    assert client.cookies["sessionid"]["httponly"]


def run_settings(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", f"import django; django.setup(); from django.conf import settings as s; {code}"],
        cwd=ROOT, capture_output=True, text=True, check=False,
        env={"PATH": "/usr/bin:/bin", "VAR_DIR": str(ROOT / "var"), "DJANGO_SETTINGS_MODULE": "zxdecks.settings", **env},
    )  # fmt: skip


SECURITY = (
    "print(s.SECURE_SSL_REDIRECT, s.SECURE_HSTS_SECONDS, s.SECURE_HSTS_INCLUDE_SUBDOMAINS, s.SECURE_HSTS_PRELOAD, "
    "s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, s.LANGUAGE_COOKIE_SECURE, s.CSP_ENABLED)"
)


def test_with_debug_off_every_https_setting_defaults_to_on():
    result = run_settings(SECURITY, DEBUG="0", SECRET_KEY="k" * 50)
    assert result.stdout.split() == ["True", "31536000", "True", "True", "True", "True", "True", "True"], result.stderr


def test_development_needs_no_https():
    assert run_settings(SECURITY).stdout.split() == ["False", "0", "False", "False", "False", "False", "False", "True"]


def test_each_https_setting_can_be_turned_down_from_the_environment():
    result = run_settings(SECURITY, DEBUG="0", SECRET_KEY="k" * 50, SECURE_SSL_REDIRECT="0", SECURE_HSTS_SECONDS="60")
    assert result.stdout.split()[:2] == ["False", "60"]


def documented_production_env() -> dict[str, str]:
    """The environment docs/deploy.md gives for production (its ```env block)."""
    text = (ROOT / "docs" / "deploy.md").read_text(encoding="utf-8")
    block = re.search(r"```env\n(.*?)```", text, re.S)
    assert block, "docs/deploy.md has no ```env block"
    lines = [line.strip() for line in block.group(1).splitlines()]
    return dict(line.split("=", 1) for line in lines if line and not line.startswith("#"))


def test_check_deploy_is_clean_under_the_documented_production_settings():
    env = {**documented_production_env(), "SECRET_KEY": "Xy7" + "q2w3e4r5t6" * 6}
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT, capture_output=True, text=True, check=False,
        env={"PATH": "/usr/bin:/bin", "VAR_DIR": str(ROOT / "var"), **env},
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    out = result.stdout + result.stderr
    # the one note allowed: the engine's kind (zxdecks.I001, when no `make engine` build is there)
    assert "System check identified no issues" in out or ("INFOS:" in out and out.count("zxdecks.I") == 1), out
    assert "WARNINGS:" not in out
    assert "ERRORS:" not in out


def test_check_deploy_warns_when_mail_cache_and_proxies_are_left_at_their_development_defaults():
    dropped = ("EMAIL_URL", "CACHE_URL", "NUM_PROXIES")
    env = {k: v for k, v in documented_production_env().items() if k not in dropped}
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy"],
        cwd=ROOT, capture_output=True, text=True, check=False,
        env={"PATH": "/usr/bin:/bin", "VAR_DIR": str(ROOT / "var"), **env, "SECRET_KEY": "Xy7" + "q2w3e4r5t6" * 6},
    )  # fmt: skip
    assert "zxdecks.W001" in result.stderr
    assert "zxdecks.W002" in result.stderr
    assert "zxdecks.W004" in result.stderr  # behind a proxy, yet X-Forwarded-For ignored


def test_check_deploy_notes_an_interpreted_engine_and_names_the_reason():
    env = {**documented_production_env(), "SECRET_KEY": "Xy7" + "q2w3e4r5t6" * 6, "ZXDECKS_ENGINE": "python"}
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT, capture_output=True, text=True, check=False,
        env={"PATH": "/usr/bin:/bin", "VAR_DIR": str(ROOT / "var"), **env},
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr  # a note does not stop a deploy
    assert "zxdecks.I001" in result.stdout + result.stderr
    assert "interpreted (ZXDECKS_ENGINE=python)" in result.stdout + result.stderr
    assert "make engine" in result.stdout + result.stderr
