"""Every page a visitor can reach speaks the active language: walked in Japanese and in English, with demo data
(a deck with a rule violation and history, an event with a registration, a card), no known English-only string
shows on the Japanese site and no Japanese UI string on the English one. Card names and texts, deck titles and
other user data are never translated, so they are taken out of the page before looking."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html.parser import HTMLParser
from typing import Any

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver

from cards.models import Card, CardName, Pack
from tests.factories import DeckFactory, EventFactory, RegistrationFactory, UserFactory
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_import, deck_save
from zxdecks.rules.cardtext import KEYWORD_RULES

pytestmark = pytest.mark.django_db

# Shown on the Japanese site in English before this test existed (issue 18, point 3), and other English UI strings
# that must not leak. PHRASES are found anywhere in the visible text (as whole words); WORDS only as a whole text
# node or attribute (a sort option, a colour pill, a chart label), because a word like "number" may rightly sit
# inside a format description.
ENGLISH_PHRASES = [
    "may not be",
    "must have",
    "must be",
    "copies of",
    "Dynamis",
    "deck/dynamis",
    "life_recovery",
    "constraint",
    "closes_after_opens",
    "Not Found",
    "Forbidden",
    "This field",
    "Enter a",
    "not valid",
    "drew",
    "shuffled",
    "opening hand",
    "rebooted",
    "to life",
    "the first player",
    "Registration closed",
]
ENGLISH_WORDS = [
    "number", "-cost", "cost", "-number", "red", "blue", "white", "black", "green", "colorless", "ignition",
    "deck", "dynamis", "player", "sideboard", "reboot", "draw", "mulligan", "shuffle", "first player", "life",
    "resources", "start card", "Legal", "Illegal", "Deck", "Cards", "Events", "Search", "Save",
]  # fmt: skip
# Japanese on the English site is allowed only for the language switch and the brand.
JAPANESE_ALLOWED_ON_ENGLISH = {"日本語", "ゼクス"}
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]+")

SKIP_PREFIXES = ("api/", "admin/", "i18n/")
SKIP_NAMES = {
    "logout",  # POST only
    "favicon",
    "password_reset_confirm",  # needs a signed token
}
BINARY_NAMES = {"decks:image", "decks:version-image", "events:sheets", "events:sheet"}


# <code> holds what a player types or pasted (search syntax such as `c:red`, a list's line), not UI words.
HIDDEN_TAGS = ("script", "style", "template", "code")


class _VisibleText(HTMLParser):
    """The text a visitor reads: text nodes outside script/style, and the attributes a screen reader or tooltip
    shows."""

    SHOWN_ATTRIBUTES = ("title", "placeholder", "aria-label", "alt")

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in HIDDEN_TAGS:
            self._hidden += 1
        for name, value in attrs:
            if name in self.SHOWN_ATTRIBUTES and value:
                self.parts.append(value)
        if tag == "input" and dict(attrs).get("type") in ("submit", "button") and dict(attrs).get("value"):
            self.parts.append(dict(attrs)["value"] or "")

    def handle_endtag(self, tag: str) -> None:
        if tag in HIDDEN_TAGS and self._hidden:
            self._hidden -= 1

    def handle_data(self, data: str) -> None:
        if not self._hidden and data.strip():
            self.parts.append(data.strip())


def visible_text(html: str) -> list[str]:
    parser = _VisibleText()
    parser.feed(html)
    return parser.parts


def _patterns(resolver: URLResolver, prefix: str = "", namespace: str = "") -> Iterator[tuple[str, str]]:
    for entry in resolver.url_patterns:
        if isinstance(entry, URLResolver):
            ns = f"{namespace}{entry.namespace}:" if entry.namespace else namespace
            yield from _patterns(entry, prefix + str(entry.pattern), ns)
        elif isinstance(entry, URLPattern) and entry.name:
            yield prefix + str(entry.pattern), namespace + entry.name


@pytest.fixture
def site(demo_cards):
    """Demo data on every page: an owner's deck with a violation and two versions, an organizer's event with a
    registration, the card pool."""
    owner = UserFactory(username="owner", organizer=True)
    deck = DeckFactory(owner=owner, title="赤単テスト", visibility=Deck.Visibility.UNLISTED, versions=2)
    bad = deck_import(data="4 DM01-001\n5 DM01-002\n", game="zx").deck
    deck_save(deck=deck, author=owner, cards=bad, base_version=deck.version_number)
    deck.refresh_from_db()
    legal = DeckFactory(owner=owner, title="公開の赤単", visibility=Deck.Visibility.PUBLIC)
    event = EventFactory(organizer=owner, name="テスト大会", venue="秋葉原")
    registration = RegistrationFactory(event=event, player=owner)
    card = Card.objects.filter(icons__contains="ignition").first()
    assert card is not None
    return {"owner": owner, "deck": deck, "legal": legal, "event": event, "registration": registration, "card": card}


def _kwargs(name: str, pattern: str, site: dict[str, Any]) -> dict[str, object] | None:
    deck, event, registration = site["deck"], site["event"], site["registration"]
    values: dict[str, object] = {}
    for key in re.findall(r"<(?:\w+:)?(\w+)>", pattern):
        if key == "pk":
            values[key] = event.pk if name.startswith("events:") else deck.pk
        elif key == "rid":
            values[key] = registration.pk
        elif key == "number":
            values[key] = site["card"].collector_number if name.startswith("cards:") else 1
        elif key == "token":
            values[key] = registration.judge_token if name.startswith("events:") else deck.share_token
        elif key == "fmt":
            values[key] = "txt"
        elif key == "action":
            return None  # POST only
        else:
            return None
    return values


def pages(site: dict[str, Any]) -> list[str]:
    """Every GET page of the site (from the URL resolver) with its arguments filled from the demo data, plus the
    query strings and states that show more text."""
    from django.urls import reverse

    urls: list[str] = []
    for pattern, name in _patterns(get_resolver()):
        if pattern.startswith(SKIP_PREFIXES) or name.split(":")[-1] in SKIP_NAMES or name in BINARY_NAMES:
            continue
        kwargs = _kwargs(name, pattern, site)
        if kwargs is None:
            continue
        urls.append(reverse(name, kwargs=kwargs))
    legal = site["legal"]
    urls += [
        reverse("cards:list") + "?q=アグニ&color=red&sort=-cost",
        reverse("decks:goldfish", args=[legal.pk]) + "?seed=7&a=k,n,d,e,n,d",
        reverse("decks:goldfish", args=[legal.pk]) + "?seed=8&a=m,k",
        reverse("decks:detail", args=[legal.pk]),
        reverse("decks:list") + "?color=red",
        reverse("events:detail", args=[site["event"].pk]) + "?x=1",
    ]
    return urls


def posts(site: dict[str, Any]) -> list[tuple[str, dict[str, str]]]:
    """Forms sent with mistakes, so that their error messages are on the page."""
    from django.urls import reverse

    event = site["event"]
    return [
        (reverse("decks:check"), {"text": "4 DM01-001\nthis is not a card line ???\n9 NOPE-999", "game": "zx"}),
        (reverse("decks:check"), {"text": "4 DM01-001\n5 DM01-002\n", "game": "zx"}),
        (
            reverse("events:new"),
            {
                "name": "x",
                "game": "zx",
                "date": "2030-01-10",
                "venue": "",
                "capacity": "8",
                "registration_opens": "2030-01-05T10:00",
                "registration_closes": "2030-01-01T10:00",
                "regulation_date": "2030-01-10",
            },
        ),
        (reverse("events:detail", args=[event.pk]), {"text": "no such card line"}),
        (reverse("events:check", args=[event.pk, site["registration"].pk]), {"text": "4 DM01-001\n???"}),
        (reverse("signup"), {"username": "", "password1": "a", "password2": "b"}),
        (reverse("login"), {"username": "nobody", "password": "wrong"}),
    ]


def user_data(site: dict[str, Any]) -> list[str]:
    """Strings that are never translated: card data, deck titles, usernames, event names and places."""
    strings: set[str] = {"owner", "赤単テスト", "テスト大会", "秋葉原", "ゼクス店舗大会"}
    for card in Card.objects.all():
        strings.update(
            s
            for s in (card.name, card.reading, card.text, card.subtext, card.flavor, card.illustrator, card.player_name)
            if s
        )
        strings.update(card.race_list)
        strings.update(card.split(card.keywords))
        strings.update(line for line in card.text.splitlines() if line)
    strings.update(CardName.objects.values_list("name", flat=True))
    strings.update(n for n in Pack.objects.values_list("name", flat=True) if n)
    strings.update(Deck.objects.values_list("title", flat=True))
    strings.update(KEYWORD_RULES)  # keyword abilities are printed on the cards: the search offers them as printed
    return sorted(strings, key=len, reverse=True)


def _get(client: Client, url: str, language: str) -> str:
    response = client.get(url, HTTP_ACCEPT_LANGUAGE=language, follow=True)
    assert response.status_code < 500, url
    if "html" not in response.get("Content-Type", ""):
        return ""
    return response.content.decode()


def english_leaks(parts: list[str]) -> list[str]:
    """The English sentinels in the visible text of a Japanese page."""
    found = []
    for part in parts:
        for phrase in ENGLISH_PHRASES:
            if re.search(rf"(?<![\w/-]){re.escape(phrase)}(?![\w/])", part):
                found.append(f"{phrase!r} in {part!r}")
        if part.strip(" :：()（）") in ENGLISH_WORDS or re.fullmatch(r"[a-z_-]+: \d+", part):
            found.append(f"{part!r}")
    return found


def japanese_leaks(parts: list[str], data: list[str]) -> list[str]:
    """Japanese left in the visible text of an English page once the user and card data are taken out."""
    found = []
    for part in parts:
        rest = part
        for value in data:
            if value in rest:
                rest = rest.replace(value, " ")
        for run in JAPANESE.findall(rest):
            if run not in JAPANESE_ALLOWED_ON_ENGLISH and run.strip("（）「」・、。：　／"):
                found.append(f"{run!r} in {part!r}")
    return found


def _walk(client: Client, site: dict[str, Any], language: str) -> dict[str, list[str]]:
    data = user_data(site) if language == "en" else []
    problems: dict[str, list[str]] = {}
    answers = [(url, _get(client, url, language)) for url in pages(site)]
    for url, form in posts(site):
        response = client.post(url, form, HTTP_ACCEPT_LANGUAGE=language, follow=True)
        assert response.status_code < 500, url
        answers.append((f"POST {url}", response.content.decode()))
    for url, html in answers:
        parts = visible_text(html)
        leaks = english_leaks(parts) if language == "ja" else japanese_leaks(parts, data)
        if leaks:
            problems[url] = sorted(set(leaks))
    return problems


def test_the_sentinel_check_finds_an_english_rule_message_in_a_japanese_page():
    parts = visible_text('<p title="x">401.10 紅蓮 may not be in the Dynamis.</p><script>var number</script>')
    assert sorted(english_leaks(parts)) == [
        "'Dynamis' in '401.10 紅蓮 may not be in the Dynamis.'",
        "'may not be' in '401.10 紅蓮 may not be in the Dynamis.'",
    ]


def test_the_japanese_check_ignores_card_names_but_not_ui_words():
    assert japanese_leaks(["Add 紅蓮の先駆けアグニ", "保存"], ["紅蓮の先駆けアグニ"]) == ["'保存' in '保存'"]


@pytest.mark.parametrize("signed_in", [False, True], ids=["visitor", "owner"])
def test_every_japanese_page_is_free_of_english_ui_strings(client, site, signed_in):
    if signed_in:
        client.force_login(site["owner"])
    assert _walk(client, site, "ja") == {}


@pytest.mark.parametrize("signed_in", [False, True], ids=["visitor", "owner"])
def test_every_english_page_is_free_of_japanese_ui_strings(client, site, signed_in):
    if signed_in:
        client.force_login(site["owner"])
    assert _walk(client, site, "en") == {}


@pytest.mark.parametrize(("language", "title"), [("ja", "許可されていません"), ("en", "Not allowed")])
def test_the_403_page_speaks_the_visitors_language(client, language, title):
    from django.urls import reverse

    client.force_login(UserFactory(username="taro"))  # not an organizer
    response = client.get(reverse("events:new"), HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 403
    parts = visible_text(response.content.decode())
    assert title in parts
    leaks = english_leaks(parts) if language == "ja" else japanese_leaks(parts, [])
    assert leaks == []
