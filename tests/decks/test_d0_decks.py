"""Dimension Zero decks on the site: saved with their game, edited with deck and sideboard, judged by D0 rules."""

import io
import json
import math

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse
from PIL import Image

from tests.factories import LEGAL_D0, RED, DeckFactory, demo_deck_path
from zxdecks.decks.models import Deck, DeckCard
from zxdecks.decks.services import deck_create, deck_fork, deck_import, deck_restore, deck_save, deck_stats
from zxdecks.decks.services.goldfish import d0_odds
from zxdecks.rules.cards import Zone
from zxdecks.rules.odds import d0_at_least_by_turn, group_for

pytestmark = pytest.mark.django_db


@pytest.fixture
def d0_cards(demo_cards):
    return deck_import(data=LEGAL_D0, game="d0").deck


@pytest.fixture
def d0_deck(user, demo_cards):
    return DeckFactory(owner=user, title="D0 デモ", visibility=Deck.Visibility.PUBLIC, d0=True)


def editor_post(client, url, text, game, base=0, title="D0 デモ"):
    data = {"text": text, "title": title, "description": "", "visibility": "public", "base_version": base}
    return client.post(url, {**data, "game": game})


# Saving
def test_a_d0_deck_is_saved_with_its_game_and_judged_by_d0_rules(d0_deck):
    version = d0_deck.current
    assert (d0_deck.game, version.game, version.legal, version.report["ruleset"]) == ("d0", "d0", True, "d0")
    assert version.report["counts"] == {"deck": 40, "sideboard": 10, "forbidden": 0}
    assert "[sideboard]" in version.text
    assert DeckCard.objects.filter(deck=d0_deck, zone="sideboard").count() == 2


def test_the_same_cards_are_illegal_as_a_zx_deck(user, d0_cards):
    deck = deck_create(owner=user, title="wrong game", cards=d0_cards)
    codes = {v["code"] for v in deck.current.report["violations"]}
    assert deck.game == "zx"
    assert not deck.legal
    assert {"deck_size", "sideboard_not_allowed"} <= codes


def test_a_fourth_copy_in_the_sideboard_makes_a_saved_d0_deck_illegal(d0_deck, user):
    cards = deck_import(data=LEGAL_D0.replace("2 D0DM-014", "3 D0DM-014"), game="d0").deck
    version = deck_save(deck=d0_deck, author=user, cards=cards, base_version=1)
    assert not version.legal
    violation = next(v for v in version.report["violations"] if v["code"] == "copy_limit")
    assert (violation["rule"], violation["count"], violation["limit"]) == ("第3部 第1章 1", 4, 3)


def test_restoring_a_version_judges_it_by_the_game_it_was_saved_for(d0_deck, user, demo_cards):
    red = deck_import(data=RED).deck
    deck_save(deck=d0_deck, author=user, cards=red, base_version=1, game="zx")
    d0_deck.refresh_from_db()
    assert (d0_deck.game, d0_deck.legal) == ("zx", True)
    restored = deck_restore(deck=d0_deck, number=1, author=user)
    d0_deck.refresh_from_db()
    assert (restored.game, restored.legal, d0_deck.game) == ("d0", True, "d0")


def test_a_copy_keeps_the_game(d0_deck, other_user):
    assert deck_fork(deck=d0_deck, owner=other_user).game == "d0"


def test_d0_statistics_count_classes_and_forbidden_points(demo_cards):
    cards = deck_import(data="[deck]\n3 D0DM-001\n2 D0DM-016\n1 D0DM-017\n4 D0DM-015\n", game="d0").deck
    stats = deck_stats(cards, "d0")
    assert dict(stats.types) == {"base": 3, "strategy": 3, "unit": 4}
    assert (stats.forbidden, stats.unity) == (2 * 4 + 7, 4)


# The editor and the pages
def test_the_editor_saves_a_d0_deck_with_a_sideboard(client, user, demo_cards):
    client.force_login(user)
    response = editor_post(client, reverse("decks:new"), LEGAL_D0, "d0")
    deck = Deck.objects.get()
    assert response.status_code == 302
    assert (deck.game, deck.legal) == ("d0", True)
    assert set(DeckCard.objects.filter(deck=deck).values_list("zone", flat=True)) == {"deck", "sideboard"}


def test_the_editor_refuses_a_sideboard_in_a_zx_deck_and_keeps_the_edit(client, user, demo_cards):
    client.force_login(user)
    response = editor_post(client, reverse("decks:new"), LEGAL_D0, "zx")
    body = response.content.decode()
    assert response.status_code == 400
    assert not Deck.objects.exists()
    assert "不明な見出し「sideboard」です" in body  # the save error in the page's language (issue 31.5)
    assert "2 D0DM-014" in body  # the user's list is still in the editor


def test_switching_a_deck_to_d0_in_the_editor_rejudges_it(client, user, d0_cards):
    deck = deck_create(owner=user, title="mislabelled", cards=d0_cards)
    client.force_login(user)
    response = editor_post(client, reverse("decks:edit", args=[deck.pk]), LEGAL_D0, "d0", base=1)
    deck.refresh_from_db()
    assert response.status_code == 302
    assert (deck.game, deck.legal, deck.version_number) == ("d0", True, 2)


def test_live_validation_uses_the_chosen_game(client, demo_cards):
    url = reverse("decks:editor-validate")
    d0 = client.post(url, {"text": LEGAL_D0, "game": "d0"}, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    zx = client.post(url, {"text": LEGAL_D0, "game": "zx"}, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert 'data-legal="true"' in d0
    assert "40/40" in d0
    assert "The list could not be read" in zx
    assert "[sideboard]" in zx


def test_the_editor_parses_a_sideboard_into_rows_for_d0(client, demo_cards):
    rows = client.post(reverse("decks:editor-parse"), {"text": LEGAL_D0, "game": "d0"}).json()["entries"]
    assert {r["zone"] for r in rows} == {"deck", "sideboard"}
    assert sum(r["count"] for r in rows if r["zone"] == "sideboard") == 10


def test_the_editor_opens_with_the_game_and_its_parts(client, user, d0_deck):
    client.force_login(user)
    body = client.get(reverse("decks:edit", args=[d0_deck.pk])).content.decode()
    assert '<option value="d0" selected>' in body
    assert 'id="zone-sideboard"' in body
    assert 'name="game" id="search-game" value="d0"' in body
    new = client.get(reverse("decks:new") + "?game=d0-limited").content.decode()
    assert '<option value="d0-limited" selected>' in new


def test_the_editor_search_offers_only_the_decks_game(client, demo_cards):
    url = reverse("decks:editor-search")
    d0 = client.get(url, {"q": "", "game": "d0"}).content.decode()
    zx = client.get(url, {"q": "", "game": "zx"}).content.decode()
    assert "D0DM-001" in d0
    assert "DM01-001" not in d0
    assert 'data-number="D0DM-015"' in d0
    assert 'data-zone="deck"' in d0
    assert "DM01-001" in zx
    assert "D0DM-001" not in zx


def test_the_deck_page_shows_the_sideboard_and_d0_counters(client, d0_deck):
    body = client.get(d0_deck.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Sideboard" in body
    assert "40/40" in body
    assert "0/10" in body
    assert "Dimension Zero (constructed)" in body


def test_the_check_page_checks_a_d0_list(client, demo_cards):
    response = client.post(reverse("decks:check"), {"text": LEGAL_D0, "game": "d0"}, HTTP_ACCEPT_LANGUAGE="en")
    assert '<div class="verdict legal">' in response.content.decode()
    limited = client.post(reverse("decks:check"), {"text": "[deck]\n39 D0DM-001", "game": "d0-limited"})
    assert "第3部 第1章 2" in limited.content.decode()


# Import and export
def test_json_export_names_the_game_and_import_follows_it(client, user, d0_deck):
    exported = client.get(reverse("decks:export", args=[d0_deck.pk, "json"])).content.decode()
    assert json.loads(exported)["game"] == "d0"
    client.force_login(user)
    response = client.post(reverse("decks:import"), {"content": exported, "format": "auto", "game": ""})
    imported = Deck.objects.exclude(pk=d0_deck.pk).get()
    assert response.status_code == 302
    assert (imported.game, imported.legal) == ("d0", True)


def test_a_csv_sideboard_is_read_for_a_d0_import_and_named_for_a_zx_one(client, user, demo_cards):
    csv = "zone,count,number,name\ndeck,40,D0DM-001,\nsideboard,3,D0DM-002,\n"
    client.force_login(user)
    refused = client.post(reverse("decks:import"), {"content": csv, "format": "auto", "game": "zx"})
    assert refused.status_code == 400
    assert (
        "不明なゾーン「sideboard」です（deck, dynamis, player）" in refused.content.decode()
    )  # in the page's language
    client.post(reverse("decks:import"), {"content": csv, "format": "auto", "game": "d0-limited"})
    deck = Deck.objects.get()
    assert (deck.game, deck.legal) == ("d0-limited", True)
    assert DeckCard.objects.get(deck=deck, zone="sideboard").count == 3


# Opening-hand odds
def test_the_d0_odds_page_deals_a_hand_and_gives_exact_odds(client, d0_deck):
    url = reverse("decks:goldfish", args=[d0_deck.pk])
    body = client.get(url, {"seed": 7, "target": "D0DM-001"}, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert body.count('<li><span class="name">') == 5  # a five-card hand
    group = group_for(deck_import(data=LEGAL_D0, game="d0").deck, frozenset({"D0DM-001"}))
    first_turn = round(d0_at_least_by_turn(group, 1, 1, True) * 100)
    assert f"<td>1</td>\n        <td>{first_turn}%</td>" in body
    again = client.get(url, {"seed": 7, "target": "D0DM-001"}, HTTP_ACCEPT_LANGUAGE="en").content.decode()

    def hand(page):
        return page[page.index('id="sample-hand"') : page.index('class="actions"')]

    assert hand(body) == hand(again)  # the same seed deals the same hand and draws


def test_d0_odds_go_first_and_second_with_the_second_players_mulligan(d0_cards):
    odds = d0_odds(deck=d0_cards, targets=frozenset({"D0DM-001"}), keep=frozenset({"D0DM-001"}), games=2000, seed=3)
    turn1 = odds["per_turn"][0]
    assert turn1["second_exact"] > turn1["first_exact"]  # a draw and a mulligan the first player does not get
    for row in odds["per_turn"]:
        for side in ("first", "second"):
            exact, sim = row[f"{side}_exact"], row[f"{side}_simulated"]
            assert abs(sim["value"] - exact) <= 4 * math.sqrt(exact * (1 - exact) / sim["n"])
    assert odds["deck_size"] == 40
    assert sum(e.count for e in d0_cards.part(Zone.SIDEBOARD)) == 10


def test_the_deck_image_of_a_d0_deck_draws_its_sideboard(client, d0_deck):
    response = client.get(reverse("decks:version-image", args=[d0_deck.pk, 1]))
    assert response["Content-Type"] == "image/png"
    with Image.open(io.BytesIO(response.content)) as image:
        assert image.size[0] > 1000


def test_the_goldfish_command_gives_d0_odds_going_first_and_second(demo_cards):
    path = demo_deck_path("d0")
    out = io.StringIO()
    call_command("goldfish", str(path), "--game", "d0", "--target", "D0DM-001", "--turns", "2", "--json", stdout=out)
    data = json.loads(out.getvalue())
    group = group_for(deck_import(data=LEGAL_D0, game="d0").deck, frozenset({"D0DM-001"}))
    assert data["per_turn"][1]["second_exact"] == round(d0_at_least_by_turn(group, 1, 2, False), 6)
    with pytest.raises(CommandError, match="Z/X questions"):
        call_command("goldfish", str(path), "--game", "d0", "--target", "D0DM-001", "--damage", "1")


def test_every_game_a_deck_can_have_has_a_ruleset():
    from zxdecks.decks.models import GameKind
    from zxdecks.decks.services.validation import RULESETS

    assert set(GameKind.values) == set(RULESETS)
    assert {name: ruleset.name for name, (ruleset, _) in RULESETS.items()} == {g: g for g in GameKind.values}


def test_the_deck_page_names_d0_classes_in_the_visitors_language(client, d0_deck):
    ja = client.get(d0_deck.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    en = client.get(d0_deck.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "ストラテジー" in ja
    assert "<title>ユニット: " in ja  # the class chart
    assert "strategy" in en
    assert "ストラテジー" not in en
