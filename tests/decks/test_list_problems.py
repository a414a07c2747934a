"""Issue 18.7: the import page, the check page and the editor's list box read the shapes players paste, through the
same resolver, and show every problem at once next to its line, in Japanese, with "did you mean"."""

import pytest
from django.urls import reverse

from zxdecks.decks.models import Deck

pytestmark = pytest.mark.django_db

# Every shape issue 14 lists, on the demo set: each line one card, 4 copies unless the shape says otherwise.
SHAPES = """[deck]
4 DM01-001
4x 炎翼のフレアリザード
DM01-004 x4
DM01-005 ×4
劫火の化身ヴォルカノス×4
紅の竜騎士ガルム x4
×4 炎の鍛冶師てっか
４ 燃え立つ巨竜ｲｸﾞﾆｰﾙ
爆炎の一撃
"""
# Two syntax problems and two unknown cards (one a misspelt name, one a misread number), all on one screen.
BROKEN = """[deck]
4 DM01-001
4
4 紅蓮の先駆けアグ
[deckk]
4 DM01-OO2
"""


@pytest.fixture
def signed_in(client, user):
    client.force_login(user)
    return client


def test_every_shape_players_paste_is_read_on_the_check_page(client, demo_cards):
    response = client.post(reverse("decks:check"), {"text": SHAPES, "game": "zx"})
    body = response.content.decode()
    assert "読み込めません" not in body
    validation = response.context["validation"]
    counts = {e.card.number: e.count for e in validation.deck.entries}
    assert counts == {
        "DM01-001": 4, "DM01-002": 4, "DM01-004": 4, "DM01-005": 4, "DM01-006": 4, "DM01-007": 4,
        "DM01-008": 4, "DM01-009": 4, "DM01-011": 1,
    }  # fmt: skip


def test_the_import_page_reads_the_same_shapes(signed_in, demo_cards):
    response = signed_in.post(reverse("decks:import"), {"content": SHAPES, "format": "auto"})
    assert response.status_code == 302
    deck = Deck.objects.get()
    assert sum(row["count"] for row in deck.current.cards) == 33


def test_the_check_page_shows_every_problem_next_to_its_line_in_japanese(client, demo_cards):
    body = client.post(reverse("decks:check"), {"text": BROKEN, "game": "zx"}).content.decode()
    for line in (3, 4, 5, 6):
        assert f'id="line-{line}"' in body
    assert 'id="line-2"' in body
    assert "line-ok" in body
    assert "不明な見出し" in body
    assert "「紅蓮の先駆けアグ」というカードは見つかりません" in body
    assert "もしかして" in body
    assert "DM01-001 紅蓮の先駆けアグニ" in body
    assert "DM01-002 炎翼のフレアリザード" in body  # 0 misread as O
    assert "no card named" not in body


def test_the_import_page_shows_the_same_problems_in_japanese(signed_in, demo_cards):
    response = signed_in.post(reverse("decks:import"), {"content": BROKEN, "format": "auto"})
    body = response.content.decode()
    assert response.status_code == 400
    assert "「紅蓮の先駆けアグ」というカードは見つかりません" in body
    assert "DM01-001 紅蓮の先駆けアグニ" in body
    assert "不明な見出し" in body
    assert 'id="line-3"' in body
    assert "no card named" not in body


def test_the_import_page_speaks_english_when_the_site_does(signed_in, demo_cards):
    signed_in.cookies.load({"django_language": "en"})
    body = signed_in.post(
        reverse("decks:import"), {"content": BROKEN, "format": "auto"}, HTTP_ACCEPT_LANGUAGE="en"
    ).content.decode()
    assert "no card named 紅蓮の先駆けアグ" in body
    assert "というカードは見つかりません" not in body


def test_the_editor_list_box_gives_the_same_verdict_with_suggestions(client, demo_cards):
    response = client.post(reverse("decks:editor-parse"), {"text": BROKEN, "game": "zx"})
    assert response.status_code == 400
    errors = response.json()["errors"]
    assert [e["line"] for e in errors] == [3, 4, 5, 6]
    assert errors[1]["suggestions"][0] == "DM01-001 紅蓮の先駆けアグニ"
    assert errors[1]["message"].startswith("「紅蓮の先駆けアグ」")
    listing = client.post(reverse("decks:check"), {"text": BROKEN, "game": "zx"}).context["listing"]
    shown = [(ln.number, p.message, [s[1] for s in p.suggestions]) for ln in listing.lines for p in ln.problems]
    assert shown == [(e["line"], e["message"].split("もしかして")[0], e.get("suggestions", [])) for e in errors]
    entries = client.post(reverse("decks:editor-parse"), {"text": SHAPES, "game": "zx"}).json()["entries"]
    assert sum(e["count"] for e in entries) == 33


def test_the_editor_live_verdict_lists_the_lines_with_their_suggestions(client, demo_cards):
    body = client.post(reverse("decks:editor-validate"), {"text": BROKEN, "game": "zx"}).content.decode()
    assert "DM01-001 紅蓮の先駆けアグニ" in body
    assert 'data-line="4"' in body
