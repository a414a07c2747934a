"""Crafted input to every form and endpoint: no bad input is ever a 5xx.

Each URL of the site (from the resolver, filled in by tests/security/world.py) gets every bad input below in every
parameter name any form or API operation of the site reads (from the Django form classes, the templates and the
OpenAPI schema): as a query string, as a form body and as a JSON body, with every method the view has, as the
user who owns what the URL names. Raw bodies (deep JSON, bytes that are not UTF-8, an empty body, a wrong
content type, 10 MB) and ids too large for any column in the path are sent too. Django's test client re-raises a
view's exception, so a crash is caught whatever page the 500 handler would have shown.
"""

from __future__ import annotations

import importlib
import inspect
import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from django import forms
from django.conf import settings as django_settings
from django.contrib.auth.models import User
from django.urls import resolve

from tests.security.world import DURING, build_world, url_rows

pytestmark = pytest.mark.django_db

HUGE_COUNT = "9" * 4400  # over Python's 4,300-digit limit for int()
# name → the value, as text; a lone surrogate cannot be encoded as UTF-8, so the query and form bodies carry the
# bytes Python's "surrogatepass" gives it (not valid UTF-8), and JSON bodies carry it escaped (\ud800), which is
# how it reaches a view as a str.
BAD_VALUES: dict[str, str] = {
    "nul": "a\x00b",
    "lone surrogate": "竜\ud800",
    "5000-digit number": "9" * 5000,
    "4400-digit count": f"{HUGE_COUNT} 紅蓮の神竜\n{HUGE_COUNT}x DM01-001",
    "deep json": "[" * 50_000 + "]" * 50_000,
    "trailing backslash": "abc\\",
    "unbalanced quotes": "\"abc 'def",
    "huge page": "99999999999999999999",
    "beyond bigint": "9223372036854775808",
    "negative": "-9223372036854775809",
    "long text": "字" * 30_000,
}
# Values this long go to the text fields only: in all ~70 names at once they would only test the body size limit.
LONG = 1000
TEXT_NAMES = {"text", "q", "title", "description", "name", "paste", "data", "username", "base_version", "count"}
NOT_UTF8 = b"\xff\xfe\x81\x40"
TEN_MB = b'{"text": "' + b"a" * 10_000_000 + b'"}'
RAW_BODIES: dict[str, tuple[bytes, str]] = {
    "deep json body": (b"[" * 50_000 + b"]" * 50_000, "application/json"),
    "deep json object": (b'{"a":' * 50_000 + b"1" + b"}" * 50_000, "application/json"),
    "not utf-8 json": (b'{"text": "' + NOT_UTF8 + b'"}', "application/json"),
    "not utf-8 form": (b"text=" + NOT_UTF8 + b"&title=" + NOT_UTF8, "application/x-www-form-urlencoded"),
    "empty json": (b"", "application/json"),
    "json as text/plain": (b'{"text": "x"}', "text/plain"),
    "json with a 5000-digit number": (b'{"base_version": ' + b"9" * 5000 + b', "count": 1}', "application/json"),
    "not json": (b"{'text': ", "application/json"),
    "10 MB json": (TEN_MB, "application/json"),
    "10 MB form": (b"text=" + b"a" * 10_000_000, "application/x-www-form-urlencoded"),
}
GENERIC_NAMES = {"q", "page", "format", "sort", "order", "fuzzy", "exact", "number", "include", "seed", "next", "id"}


def _form_field_names() -> set[str]:
    names: set[str] = set()
    for module_name in ("cards.forms", "zxdecks.decks.forms", "zxdecks.events.forms", "zxdecks.web.forms"):
        module = importlib.import_module(module_name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, forms.BaseForm) and hasattr(cls, "base_fields"):
                names |= set(cls.base_fields)
    names |= {"username", "password", "password1", "password2", "old_password", "new_password1", "new_password2"}
    return names | {"email"}


def _template_names() -> set[str]:
    found: set[str] = set()
    for path in Path(django_settings.BASE_DIR, "templates").rglob("*.html"):
        found |= set(re.findall(r'name="([a-z_0-9]+)"', path.read_text(encoding="utf-8")))
    return found - {"viewport"}


def _schema_names() -> set[str]:
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    names: set[str] = set()
    for operations in schema["paths"].values():
        for operation in operations.values():
            names |= {p["name"] for p in operation.get("parameters", []) if p.get("in") == "query"}
            for content in operation.get("requestBody", {}).get("content", {}).values():
                ref = content["schema"].get("$ref", "")
                component = schema["components"]["schemas"].get(ref.rsplit("/", 1)[-1], content["schema"])
                names |= set(component.get("properties", {}))
    return names


@pytest.fixture(scope="module")
def field_names(django_db_blocker) -> list[str]:
    with django_db_blocker.unblock():
        return sorted(GENERIC_NAMES | _form_field_names() | _template_names() | _schema_names())


def _encoded(value: str) -> str:
    return quote(value.encode("utf-8", "surrogatepass"), safe="")


def query_string(names: list[str], value: str) -> str:
    return "&".join(f"{name}={_encoded(value)}" for name in names)


ROWS = url_rows()
# One row per view: decks by their private variant (the owner reaches every code path), admin by its changelists.
SKIP_VARIANTS = {"public", "unlisted"}


def _picked(name: str, variant: str) -> bool:
    if variant in SKIP_VARIANTS and name not in ("decks:shared",):
        return False
    if name.startswith("admin:"):
        return name == "admin:index" or name.endswith("_changelist") or name.endswith("_add")
    return True


PICKED = sorted(key for key in ROWS if _picked(*key))


def acting_user(name: str, world: Any) -> User | None:
    """Who sends the input: the organizer for the event's URLs, a superuser for the admin, else the decks' owner."""
    if name.startswith("admin:"):
        return User.objects.create_superuser("root", password="x")
    role = "organizer" if name.startswith(("events:", "api:event")) else "owner"
    user: User | None = world.users[role]
    return user


def methods_of(path: str) -> list[str]:
    view = resolve(path).func
    cls = getattr(view, "view_class", None) or getattr(view, "cls", None)
    return ["post", *(m for m in ("put", "patch", "delete") if cls is not None and hasattr(cls, m))]


class Sender:
    """Sends requests and keeps every 5xx or exception, with what was sent."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.sent = 0
        self.failures: list[str] = []

    def __call__(self, label: str, method: str, path: str, body: bytes | None = None, content_type: str = "") -> None:
        self.sent += 1
        extra: dict[str, Any] = {"content_type": content_type} if content_type else {}
        try:
            if method == "get":
                response = self.client.get(path)
            elif body is None:
                response = getattr(self.client, method)(path)
            else:
                response = getattr(self.client, method)(path, body or b"", **extra)
        except Exception as exc:  # every crash is a finding, whatever its type
            self.failures.append(f"{method.upper()} {path[:120]} [{label}]: {type(exc).__name__}: {str(exc)[:200]}")
            return
        if response.status_code >= 500:
            self.failures.append(f"{method.upper()} {path[:120]} [{label}]: {response.status_code}")


SENT = {"requests": 0}


@pytest.mark.parametrize(("name", "variant"), PICKED)
def test_no_crafted_input_is_a_server_error(client, demo_cards, monkeypatch, settings, field_names, name, variant):
    settings.API_THROTTLING = False
    monkeypatch.setattr("zxdecks.events.services.registration.timezone.now", lambda: DURING)
    world = build_world()
    user = acting_user(name, world)
    if user is not None:
        client.force_login(user)
    path = ROWS[(name, variant)](world)
    send = Sender(client)
    methods = methods_of(path)
    for label, value in BAD_VALUES.items():
        names = [n for n in field_names if n in TEXT_NAMES] if len(value) > LONG else field_names
        send(label, "get", f"{path}?{query_string(names, value)}")
        form = query_string(names, value).encode("ascii")
        as_json = json.dumps(dict.fromkeys(names, value)).encode()
        for method in methods:
            send(label, method, path, form, "application/x-www-form-urlencoded")
            send(label, method, path, as_json, "application/json")
    send("not utf-8 query", "get", f"{path}?q=%FF%FE&page=%FF&text=%81")
    for label, (body, content_type) in RAW_BODIES.items():
        for method in methods:
            send(label, method, path, body, content_type)
    SENT["requests"] += send.sent
    assert not send.failures, "\n".join(send.failures)


def test_ids_too_large_for_any_column_are_a_404_in_every_path(client, demo_cards, monkeypatch):
    """Every <id:…> in a URL, replaced by a number beyond bigint or of 5,000 digits, is a 404, never a 500."""
    monkeypatch.setattr("zxdecks.events.services.registration.timezone.now", lambda: DURING)
    world = build_world()
    client.force_login(world.users["owner"])
    send = Sender(client)
    ids = re.compile(r"/(\d+)(?=/|\.|$)|/v(\d+)(?=/)")
    for (name, _variant), make in ROWS.items():
        path = make(world)
        if name.startswith("admin:") or not ids.search(path):
            continue
        for huge in ("9223372036854775808", "9" * 5000, "0"):
            prefix = "/api/v1" if path.startswith("/api/v1/") else ""  # the API's version is not an id
            rest = ids.sub(lambda m, h=huge: f"/v{h}" if m.group(2) else f"/{h}", path[len(prefix) :])
            crafted = prefix + rest
            for method in ("get", "post"):
                send(f"{name} id={huge[:20]}", method, crafted)
    assert send.sent > 100
    assert not send.failures, "\n".join(send.failures)


def test_a_body_over_the_limit_is_a_413_error_object_under_the_api(client, demo_cards):
    for path in ("/api/v1/decks/validate", "/api/v1/ping/"):
        response = client.post(path, TEN_MB, content_type="application/json")
        assert response.status_code == 413, path
        assert response.json()["code"] == "request_too_large"
        assert response.json()["object"] == "error"


def test_a_form_over_the_limit_is_a_readable_page(client, demo_cards):
    response = client.post("/decks/check/", {"text": "a" * 10_000_000}, HTTP_ACCEPT_LANGUAGE="ja")
    assert response.status_code == 413
    page = response.content.decode()
    assert "データが大きすぎます" in page
    assert "<h1>" in page


def test_the_suite_sent_enough(request):
    """Reported in the closing note: how many crafted requests the suite sent (when the whole module ran)."""
    if SENT["requests"]:
        print(f"\ncrafted-input requests sent: {SENT['requests']}")
    assert len(PICKED) >= 50
    assert len(BAD_VALUES) + len(RAW_BODIES) >= 20


def test_a_lone_surrogate_in_a_json_body_is_a_400_naming_it(client, demo_cards):
    body = b'{"title": "t", "cards": [{"count": 1, "name": "\\udc00"}]}'
    response = client.post("/api/v1/decks/", body, content_type="application/json")
    assert response.status_code in (400, 401)
    client.force_login(User.objects.create_user("someone"))
    response = client.post("/api/v1/decks/", body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"field": "cards[0].name", "message": "holds U+DC00, a lone surrogate, which is no character"}
    ]


def test_the_token_endpoint_answers_deep_json_with_a_400(client, db):
    response = client.post("/api/v1/token/", b"[" * 50_000 + b"]" * 50_000, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["details"] == "JSON parse error - nested too deeply"
