"""Issue 31.2: search help in the site (検索のヒント) linked from every search box, a placeholder, warnings and errors in
the page's language naming what the player typed or sees, and a colour word alone as a colour."""

from __future__ import annotations

import pytest
from django.urls import reverse

from cards.models import Card
from cards.normalize import fold

pytestmark = pytest.mark.django_db
EN = {"HTTP_ACCEPT_LANGUAGE": "en"}
HELP = reverse("cards:help")


def numbers(client, q: str) -> set[str]:
    answer = client.get("/api/v1/cards/", {"q": q, "page_size": 100}).json()
    return {card["collector_number"] for card in answer["data"]}


@pytest.mark.parametrize(
    ("headers", "present", "absent"),
    [({}, ["<h1>検索のヒント</h1>", "色の言葉だけ", "<code>c:赤</code>"], ["a colour word alone"]),
     (EN, ["<h1>Search tips</h1>", "a colour word alone", "<code>c:red</code>"], ["色の言葉だけ"])],
)  # fmt: skip
def test_the_search_tips_page_is_in_the_pages_language(client, headers, present, absent):
    body = client.get(HELP, **headers).content.decode()
    assert [text for text in present if text not in body] == []
    assert [text for text in absent if text in body] == []


@pytest.mark.parametrize("url", ["/", "/cards/", "/decks/new/"])
def test_every_search_box_links_to_the_search_tips(client, demo_cards, url):
    body = client.get(url).content.decode()
    assert f'href="{HELP}"' in body
    assert "検索のヒント" in body


def test_the_card_search_box_has_a_placeholder(client, demo_cards):
    body = client.get("/cards/").content.decode()
    assert 'placeholder="カード名・テキスト、または c:赤 cost&gt;=5 など"' in body


def test_a_search_warning_is_in_japanese_on_the_japanese_page_and_english_in_the_api(client, demo_cards):
    body = client.get("/cards/", {"q": "ig:yes"}).content.decode()
    assert "「ig:yes」: 「ig:」という条件はありません" in body
    assert "unknown term" not in body
    english = client.get("/cards/", {"q": "ig:yes"}, **EN).content.decode()
    assert "&#x27;ig:yes&#x27;: unknown term &#x27;ig:&#x27;; the term was ignored" in english
    api = client.get("/api/v1/cards/", {"q": "ig:yes"}).json()
    assert api["warnings"] == ["'ig:yes': unknown term 'ig:'; the term was ignored"]


def test_the_editor_search_shows_its_warnings_in_the_pages_language(client, demo_cards):
    body = client.get(reverse("decks:editor-search"), {"q": "c:purple"}).content.decode()
    assert "「c:purple」: 「purple」に知らない色があります" in body


def test_a_refused_search_names_the_search_box_as_the_page_labels_it_not_q(client, demo_cards):
    body = client.get("/cards/", {"q": "x" * 501}).content.decode()
    assert "<li>検索: " in body
    assert "<li>q" not in body
    english = client.get("/cards/", {"q": "x" * 501}, **EN).content.decode()
    assert "<li>Search: " in english


@pytest.mark.parametrize("word", ["赤", "red", "Red"])
def test_a_colour_word_alone_filters_by_colour(client, demo_cards, word):
    red = set(Card.objects.filter(is_red=True).values_list("collector_number", flat=True))
    assert numbers(client, word) == red
    assert len(red) > 1


def test_a_name_and_a_colour_word_find_the_cards_of_that_name_in_that_colour(client, demo_cards):
    expected = set(
        Card.objects.filter(is_red=True, search_text__contains=fold("アグニ")).values_list(
            "collector_number", flat=True
        )
    )
    assert len(expected) >= 2
    assert numbers(client, "アグニ 赤") == expected
    assert numbers(client, "アグニ -赤").isdisjoint(expected)


def test_a_colour_word_is_still_found_in_names_with_name(client, demo_cards):
    assert numbers(client, "name:赤") == {"DM01-013"}  # 赤熱の小竜ピコ, a red card named with 赤
