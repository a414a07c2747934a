"""Decks on the web: saving with versions, conflicts, visibility, forks, likes, import/export, image, stats."""

import io
import json

import pytest
from django.urls import reverse
from PIL import Image

from tests.factories import RED, DeckFactory
from zxdecks.decks.models import Deck, DeckCard
from zxdecks.decks.services import DeckConflict, deck_import, deck_save, deck_stats
from zxdecks.rules.cards import Zone

pytestmark = pytest.mark.django_db


@pytest.fixture
def red(demo_cards):
    return deck_import(data=RED).deck


@pytest.fixture
def deck(user, demo_cards):
    return DeckFactory(owner=user, title="赤単", visibility=Deck.Visibility.PUBLIC)


def save_form(client, url, text, base, title="赤単", visibility="public"):
    return client.post(
        url, {"text": text, "title": title, "description": "", "visibility": visibility, "base_version": base}
    )


# Saving and versions
def test_creating_a_deck_records_version_one_with_its_verdict(deck):
    version = deck.current
    assert (deck.version_number, version.number, version.legal) == (1, 1, True)
    assert version.text.startswith("# 赤単\n\n[deck]\n")
    assert deck.player_card.collector_number == "DM01-101"
    assert DeckCard.objects.filter(deck=deck, zone="dynamis").count() == 5


def test_every_save_is_a_new_immutable_version(deck, user, red):
    first = deck.current
    smaller = deck_import(data=RED.replace("2 DM01-014", "1 DM01-014")).deck
    second = deck_save(deck=deck, author=user, cards=smaller, base_version=1)
    first.refresh_from_db()
    assert (second.number, second.legal, first.legal) == (2, False, True)
    assert "2 DM01-014" in first.text
    deck.refresh_from_db()
    assert (deck.legal, deck.problem_count) == (False, 1)


def test_a_stale_save_is_refused(deck, user, red):
    deck_save(deck=deck, author=user, cards=red, base_version=1)
    with pytest.raises(DeckConflict) as excinfo:
        deck_save(deck=deck, author=user, cards=red, base_version=1)
    assert (excinfo.value.base_version, excinfo.value.current_version) == (1, 2)


def test_a_conflicting_save_in_the_editor_keeps_the_edit(client, user, deck):
    client.force_login(user)
    url = reverse("decks:edit", args=[deck.pk])
    first_tab = RED.replace("2 DM01-014", "1 DM01-014")
    assert save_form(client, url, first_tab, base=1).status_code == 302  # first tab saves v2
    edited = RED.replace("2 DM01-014", "1 DM01-014\n1 DM01-039")
    response = save_form(client, url, edited, base=1, title="二つ目のタブ")  # second tab, still on v1
    assert response.status_code == 409
    body = response.content.decode()
    assert "1 DM01-039" in body  # the edit is still on the page
    assert "二つ目のタブ" in body
    deck.refresh_from_db()
    assert deck.version_number == 2
    response = save_form(client, url, edited, base=2)  # the user chooses to save over it
    assert response.status_code == 302
    deck.refresh_from_db()
    assert deck.version_number == 3


def test_a_bad_line_keeps_the_edit_and_saves_nothing(client, user, deck):
    client.force_login(user)
    response = save_form(client, reverse("decks:edit", args=[deck.pk]), RED + "4 ZZ99-999\n", base=1)
    assert response.status_code == 400
    assert "ZZ99-999" in response.content.decode()
    deck.refresh_from_db()
    assert deck.version_number == 1


def test_illegal_drafts_can_be_saved_and_show_their_state(client, user, demo_cards):
    client.force_login(user)
    response = save_form(client, reverse("decks:new"), "4 DM01-001\n", base=0, title="下書き")
    deck = Deck.objects.get(title="下書き")
    assert response.status_code == 302
    assert (deck.legal, deck.problem_count) == (False, 2)
    body = client.get(reverse("decks:detail", args=[deck.pk]), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Illegal: 2 problems" in body
    assert "2 problems" in client.get(reverse("decks:mine"), HTTP_ACCEPT_LANGUAGE="en").content.decode()


def test_history_shows_diffs_and_a_version_can_be_restored(client, user, deck, red):
    smaller = deck_import(data=RED.replace("2 DM01-014", "1 DM01-014\n1 DM01-039")).deck
    deck_save(deck=deck, author=user, cards=smaller, base_version=1)
    client.force_login(user)
    body = client.get(reverse("decks:history", args=[deck.pk])).content.decode()
    assert "+1" in body
    assert "DM01-039" in body
    assert "-1" in body
    assert client.post(reverse("decks:restore", args=[deck.pk, 1])).status_code == 302
    deck.refresh_from_db()
    assert deck.version_number == 3
    assert deck.current.restored_from == 1
    assert deck.current.cards == deck.versions.get(number=1).cards


# Visibility
def test_another_users_private_deck_is_404(client, other_user, user, demo_cards):
    private = DeckFactory(owner=user, title="秘密")
    client.force_login(other_user)
    for name in ("decks:detail", "decks:history", "decks:image"):
        assert client.get(reverse(name, args=[private.pk])).status_code == 404
    assert client.get(reverse("decks:export", args=[private.pk, "text"])).status_code == 404
    assert client.get(reverse("decks:edit", args=[private.pk])).status_code == 404
    assert client.get(reverse("decks:shared", args=[private.share_token])).status_code == 404


def test_an_unlisted_deck_is_reachable_only_by_its_link(client, other_user, user, demo_cards):
    unlisted = DeckFactory(owner=user, title="リンク限定", visibility=Deck.Visibility.UNLISTED)
    client.force_login(other_user)
    assert client.get(reverse("decks:detail", args=[unlisted.pk])).status_code == 404
    assert client.get(reverse("decks:shared", args=[unlisted.share_token])).status_code == 200
    assert "リンク限定" not in client.get(reverse("decks:list")).content.decode()


def test_the_owner_sees_a_private_deck(client, user, demo_cards):
    private = DeckFactory(owner=user, title="秘密")
    client.force_login(user)
    assert client.get(reverse("decks:detail", args=[private.pk])).status_code == 200


# Forks, likes, public list
def test_a_public_deck_can_be_copied_and_remembers_its_source(client, other_user, deck):
    client.force_login(other_user)
    response = client.post(reverse("decks:fork", args=[deck.pk]))
    copy = Deck.objects.get(owner=other_user)
    assert response.status_code == 302
    assert (copy.forked_from, copy.visibility, copy.current.cards) == (deck, "private", deck.current.cards)


def test_likes_toggle_and_sort_the_public_list(client, other_user, user, deck):
    newer = DeckFactory(owner=user, title="新しい", visibility=Deck.Visibility.PUBLIC)
    client.force_login(other_user)
    client.post(reverse("decks:like", args=[deck.pk]))
    deck.refresh_from_db()
    assert deck.like_count == 1
    by_likes = client.get(reverse("decks:list"), {"sort": "likes"}).content.decode()
    assert by_likes.index(">赤単</a>") < by_likes.index(">新しい</a>")
    by_recent = client.get(reverse("decks:list")).content.decode()
    assert by_recent.index(">新しい</a>") < by_recent.index(">赤単</a>")
    client.post(reverse("decks:like", args=[deck.pk]))
    deck.refresh_from_db()
    assert deck.like_count == 0
    assert newer.like_count == 0


def test_the_public_list_searches_by_title_card_and_player(client, deck, user, demo_cards):
    DeckFactory(owner=user, title="青", text="4 DM01-016\n[player]\n1 DM01-102\n", visibility=Deck.Visibility.PUBLIC)

    def titles(**params):
        body = client.get(reverse("decks:list"), params).content.decode()
        return [t for t in ("赤単", "青") if f">{t}</a>" in body]

    assert titles(q="赤") == ["赤単"]
    assert titles(card="DM01-016") == ["青"]
    assert titles(card="ぐれんのさきがけあぐに") == ["赤単"]
    assert titles(player="水無瀬アオイ") == ["青"]


# Import and export
@pytest.mark.parametrize("fmt", ["text", "json", "csv"])
def test_export_then_import_round_trips(client, deck, fmt):
    exported = client.get(reverse("decks:export", args=[deck.pk, fmt])).content.decode()
    again = deck_import(data=exported).deck
    assert [(e.zone, e.card.number, e.count) for e in again.entries] == [
        (e.zone, e.card.number, e.count) for z in Zone for e in deck_import(data=RED).deck.part(z)
    ]


def test_json_export_carries_title_and_parts(client, deck):
    data = json.loads(client.get(reverse("decks:export", args=[deck.pk, "json"])).content)
    assert (data["format"], data["title"]) == ("zxdecks-deck", "赤単")
    assert data["player"][0]["number"] == "DM01-101"


def test_import_page_creates_a_deck_and_names_bad_lines(client, user, demo_cards):
    client.force_login(user)
    response = client.post(
        reverse("decks:import"),
        {"content": "zone,count,number,name\ndeck,4,DM01-001,\ndeck,x,DM01-002,\n", "format": "auto"},
        HTTP_ACCEPT_LANGUAGE="en",
    )
    assert response.status_code == 400
    assert "line 3" in response.content.decode()
    assert not Deck.objects.exists()
    upload = io.BytesIO(RED.encode())
    upload.name = "red.txt"
    response = client.post(reverse("decks:import"), {"file": upload, "format": "auto"})
    assert response.status_code == 302
    assert Deck.objects.get().current.legal


def test_an_anonymous_draft_survives_sign_up(client, demo_cards):
    client.post(reverse("decks:editor-validate"), {"text": "4 DM01-001\n"})
    response = save_form(client, reverse("decks:new"), "4 DM01-001\n", base=0, title="下書き")
    assert response.status_code == 302
    assert reverse("signup") in response["Location"]
    client.post(
        response["Location"],
        {"username": "newbie", "password1": "a long pass phrase 42", "password2": "a long pass phrase 42"},
    )
    body = client.get(reverse("decks:new")).content.decode()
    assert "4 DM01-001" in body
    assert "下書き" in body


# Editor endpoints
def test_live_validation_lists_violations_with_rule_numbers(client, demo_cards):
    body = client.post(
        reverse("decks:editor-validate"), {"text": RED.replace("2 DM01-014", "3 DM01-014")}, HTTP_ACCEPT_LANGUAGE="en"
    ).content.decode()
    assert "401.1a" in body
    assert "51/50" in body


def test_the_editor_search_routes_cards_by_type(client, demo_cards):
    body = client.get(reverse("decks:editor-search"), {"q": "あぐに"}).content.decode()
    assert 'data-number="DM01-001"' in body
    assert 'data-zone="deck"' in body
    body = client.get(reverse("decks:editor-search"), {"q": "どみなす"}).content.decode()
    assert 'data-zone="dynamis"' in body


def test_the_editor_parse_endpoint_names_bad_lines(client, demo_cards):
    response = client.post(reverse("decks:editor-parse"), {"text": "4 DM01-001\nx"})
    assert response.status_code == 400
    assert response.json()["errors"][0]["line"] == 2
    rows = client.post(reverse("decks:editor-parse"), {"text": "4 DM01-001"}).json()["entries"]
    assert rows[0]["number"] == "DM01-001"
    assert rows[0]["zone"] == "deck"


# Image and statistics
def test_the_deck_image_is_a_png_cached_per_version(client, deck, settings, tmp_path):
    settings.DECK_IMAGE_ROOT = tmp_path
    response = client.get(reverse("decks:version-image", args=[deck.pk, 1]))
    assert response["Content-Type"] == "image/png"
    with Image.open(io.BytesIO(response.content)) as image:
        assert image.size[0] > 1000
    (stored,) = (tmp_path / str(deck.pk)).iterdir()
    assert stored.name.startswith("v1-")
    assert client.get(reverse("decks:version-image", args=[deck.pk, 1])).content == response.content


def test_statistics_count_the_deck(red):
    stats = deck_stats(red)
    curve = dict(stats.curve)
    assert sum(curve.values()) == 50
    assert (stats.ignition, stats.life_recovery, stats.void_bringer, stats.overdrive) == (20, 4, 4, 4)
    assert dict(stats.colors) == {"red": 50}
    assert stats.average_cost is not None
    assert 1 < stats.average_cost < 5


def test_the_deck_page_shows_charts_and_the_share_text(client, deck):
    body = client.get(reverse("decks:detail", args=[deck.pk])).content.decode()
    assert "<svg" in body
    assert "[dynamis]" in body
    assert len(deck_import(data=RED).deck.part(Zone.DYNAMIS)) == 5
