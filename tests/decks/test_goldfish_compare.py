"""Two lists compared (issue 29, point 4): two versions of one deck or two decks, side by side over the same seeds,
on the page (a chart and both lists' per-card figures) and in the API; large comparisons run in the background."""

import io

import pytest

from tests.api.schema_check import assert_matches_schema
from tests.factories import RED, DeckFactory
from zxdecks.decks.models import Deck, GoldfishJob
from zxdecks.decks.services import deck_import, deck_save

pytestmark = pytest.mark.django_db

# The second version trades the two DM01-014 for two DM01-003: a card only the first list has, one only the second.
CHANGED = RED.replace("2 DM01-014\n", "2 DM01-003\n")
HTMX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def two_versions(user, demo_cards):
    deck = DeckFactory(owner=user, title="赤単", visibility=Deck.Visibility.PUBLIC)
    deck_save(deck=deck, author=user, cards=deck_import(data=CHANGED).deck, base_version=1)
    deck.refresh_from_db()
    assert deck.version_number == 2
    return deck


def compare(client, deck, **query):
    response = client.get(f"/api/v1/decks/{deck.pk}/compare", {"games": 40, **query})
    assert_matches_schema(response)
    return response


def test_the_api_compares_the_current_version_with_the_one_before_by_default(client, two_versions):
    answer = compare(client, two_versions, target=["DM01-003", "DM01-014"]).json()
    assert answer["object"] == "goldfish_comparison"
    assert (answer["a"]["version"], answer["b"]["version"]) == (2, 1)
    assert answer["work"] == 2 * 40 * (2 * 10 + 6)
    for side in ("first", "second"):
        kill = answer["kill_turn"][side]
        assert kill["a"]["games"] == kill["b"]["games"] == 40
        assert [row["turn"] for row in kill["by_turn"]] == list(range(1, 11))
        for row in kill["by_turn"]:
            d = row["difference"]
            assert d["value"] == pytest.approx(row["a"]["value"] - row["b"]["value"], abs=1e-6)
            assert d["low"] <= d["value"] <= d["high"]
            assert d["method"] == "newcombe_paired"
    assert answer["key_cards"]["targets_a"] == ["DM01-003"]
    assert answer["key_cards"]["targets_b"] == ["DM01-014"]
    assert len(answer["key_cards"]["per_turn"]) == 5
    cards_a = {c["number"]: c for c in answer["cards"]["a"]}
    cards_b = {c["number"]: c for c in answer["cards"]["b"]}
    assert "DM01-003" in cards_a
    assert "DM01-003" not in cards_b
    assert "DM01-014" in cards_b
    assert "DM01-014" not in cards_a
    row = cards_a["DM01-001"]
    assert row["copies"] == 4
    assert row["games"] == answer["cards"]["games"] == 80  # going first and second
    assert set(row) >= {"drawn", "played", "stuck", "resourced", "ignited", "life_revealed", "first_played_mean"}
    assert row["drawn"] == pytest.approx(row["counts"]["drawn"] / 80, abs=1e-6)


def test_a_version_compared_with_itself_differs_by_zero_everywhere(client, two_versions):
    answer = compare(client, two_versions, other_version=2, target=["DM01-001"]).json()
    rows = [*answer["kill_turn"]["first"]["by_turn"], *answer["kill_turn"]["second"]["by_turn"]]
    rows += answer["key_cards"]["per_turn"]
    for row in rows:
        assert row["difference"]["value"] == 0
        assert row["difference"]["low"] <= 0 <= row["difference"]["high"]
    assert answer["cards"]["a"] == answer["cards"]["b"]


def test_another_deck_is_compared_only_when_the_viewer_may_see_it(client, user, other_user, two_versions):
    private = DeckFactory(owner=other_user, title="非公開")
    refused = compare(client, two_versions, other=private.pk)
    assert refused.status_code == 404
    mine = DeckFactory(owner=user, title="自分の")
    client.force_login(user)
    answer = compare(client, two_versions, other=mine.pk).json()
    assert answer["b"] == {"deck": mine.pk, "version": 1, "title": "自分の"}


def test_a_missing_version_is_a_400_naming_the_field(client, two_versions):
    response = compare(client, two_versions, other_version=9)
    assert response.status_code == 400
    assert response.json()["errors"] == [{"field": "other_version", "message": "no such version"}]


def test_a_large_comparison_runs_in_the_background_and_its_job_gives_the_comparison(
    client, user, two_versions, settings, django_capture_on_commit_callbacks
):
    settings.GOLDFISH_WORK_USER = 30_000
    client.force_login(user)
    with django_capture_on_commit_callbacks(execute=True):
        queued = compare(client, two_versions, games=800)  # 2 × 800 × 20 = 32,000: above the request budget
    assert queued.status_code == 202
    job = queued.json()
    assert (job["kind"], job["work"]) == ("compare", 32_000)
    done = client.get(job["url"])
    assert_matches_schema(done)
    body = done.json()
    assert body["status"] == "done"
    assert body["answer"]["object"] == "goldfish_comparison"
    assert body["answer"]["games"] == 800
    assert GoldfishJob.objects.get().kind == GoldfishJob.Kind.COMPARE
    client.logout()
    assert compare(client, two_versions, games=800).json()["code"] == "over_budget"  # anonymous: never queued


def test_the_page_links_from_the_deck_and_renders_both_lists(client, two_versions):
    detail = client.get(two_versions.get_absolute_url()).content.decode()
    url = f"/decks/{two_versions.pk}/compare/"
    assert url in detail
    page = client.get(url)
    assert page.status_code == 200
    html = page.content.decode()
    assert 'name="other_version"' in html
    assert "part=result" in html  # an earlier version exists: the figures load at once
    part = client.get(url, {"part": "result", "games": 30, "target": "DM01-001"}, **HTMX)
    assert part.status_code == 200
    result = part.content.decode()
    assert result.count('class="cmp-list"') == 2  # list A and list B, each with its cards
    assert "DM01-003" in result
    assert "DM01-014" in result
    assert result.count("gf-bar cmp-b") >= 3  # list B's bars beside list A's
    assert "A − B" in result


def test_the_goldfish_page_links_to_the_comparison(client, two_versions):
    html = client.get(f"/decks/{two_versions.pk}/goldfish/", {"seed": 1}).content.decode()
    assert f"/decks/{two_versions.pk}/compare/" in html


def test_the_comparison_speaks_japanese_first(client, two_versions):
    detail = client.get(two_versions.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert ">比較</a>" in detail
    page = client.get(f"/decks/{two_versions.pk}/compare/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "2つのリストを比較" in page
    part = client.get(
        f"/decks/{two_versions.pk}/compare/", {"part": "result", "games": 10}, HTTP_ACCEPT_LANGUAGE="ja", **HTMX
    ).content.decode()
    assert "手札で腐った" in part
    assert "勝ちターン" in part


def test_the_command_compares_two_list_files_and_marks_the_differences_it_is_sure_of(demo_cards, tmp_path):
    import json

    from django.core.management import call_command

    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_text(RED, encoding="utf-8")
    b.write_text(CHANGED, encoding="utf-8")
    out = io.StringIO()
    call_command("goldfish_compare", str(a), str(b), "--games", "30", "--target", "DM01-014", "--json", stdout=out)
    answer = json.loads(out.getvalue())
    assert (answer["a"]["title"], answer["b"]["title"], answer["games"]) == ("a.txt", "b.txt", 30)
    assert answer["key_cards"]["targets_a"] == ["DM01-014"]
    assert answer["unknown"]["one_list_only"] == ["DM01-014"]  # named, but only list A holds it
    text = io.StringIO()
    call_command("goldfish_compare", str(a), str(a), "--games", "20", stdout=text)
    assert "kill turn going first" in text.getvalue()
    assert " *" not in text.getvalue()  # a list against itself: no difference leaves out 0


def test_a_public_deck_named_in_the_address_is_offered_as_list_b(client, other_user, two_versions):
    theirs = DeckFactory(owner=other_user, title="他人の公開デッキ", visibility=Deck.Visibility.PUBLIC)
    html = client.get(f"/decks/{two_versions.pk}/compare/", {"other": theirs.pk}).content.decode()
    assert f'<option value="{theirs.pk}" selected>他人の公開デッキ (#{theirs.pk})</option>' in html
    hidden = DeckFactory(owner=other_user, title="非公開のデッキ")
    assert (
        "非公開のデッキ" not in client.get(f"/decks/{two_versions.pk}/compare/", {"other": hidden.pk}).content.decode()
    )


def test_the_opponent_reaches_the_comparisons_games_and_is_named_in_the_answer(client, two_versions):
    by_turn, answers = {}, {}
    for opponent in ("none", "two-5000-defenders"):
        answer = compare(client, two_versions, opponent=opponent, HTTP_ACCEPT_LANGUAGE="ja").json()
        assert answer["opponent"]["model"] == ("none" if opponent == "none" else "defend:5000@01,5000@11")
        assert answer["opponent"]["preset"] == opponent
        by_turn[opponent] = [row["a"]["value"] for row in answer["kill_turn"]["first"]["by_turn"]]
        answers[opponent] = answer
    assert answers["none"]["opponent"]["name"].startswith("妨害なし")
    assert answers["none"]["opponent"]["no_pressure"] is True
    # the same seeds: the defender on the opponent's player square must fall before any attack reaches the player
    assert by_turn["none"][1] > 0
    assert by_turn["two-5000-defenders"][1] < by_turn["none"][1]
    custom = compare(client, two_versions, opponent="custom", opponent_damage="0,1,2").json()
    assert custom["opponent"]["model"] == "damage:0,1,2"
    assert custom["damage_per_turn"] is None  # the schedule varies by turn
    assert compare(client, two_versions, damage=1).json()["opponent"]["model"] == "damage:1"  # the old spelling
    refused = compare(client, two_versions, opponent="defend:5000@21")
    assert refused.status_code == 400
    assert refused.json()["errors"][0]["field"] == "opponent"


def test_the_api_gives_each_cards_paired_difference_of_shares(client, two_versions):
    answer = compare(client, two_versions).json()
    rows = {row["number"]: row for row in answer["cards"]["differences"]}
    assert rows["DM01-003"]["lists"] == "a"  # only in the current version
    assert rows["DM01-014"]["lists"] == "b"
    share_a = {c["number"]: c for c in answer["cards"]["a"]}
    share_b = {c["number"]: c for c in answer["cards"]["b"]}
    for share in ("played", "stuck", "resourced", "ignited"):
        d = rows["DM01-003"][share]
        assert d["value"] == pytest.approx(share_a["DM01-003"][share], abs=1e-5)  # B never holds it
        assert d["method"] == "newcombe_paired"
        assert d["low"] <= d["value"] <= d["high"]
        common = rows["DM01-001"][share]
        assert common["value"] == pytest.approx(share_a["DM01-001"][share] - share_b["DM01-001"][share], abs=1e-5)


def test_the_page_offers_the_opponent_and_shows_it_and_the_per_card_differences(client, two_versions):
    url = f"/decks/{two_versions.pk}/compare/"
    html = client.get(url, {"opponent": "damage-1-from-2"}, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert '<select name="opponent">' in html
    assert '<option value="damage-1-from-2" selected>' in html
    assert 'name="opponent_damage"' in html
    query = {"part": "result", "games": 20, "opponent": "two-5000-defenders"}
    part = client.get(url, query, HTTP_ACCEPT_LANGUAGE="ja", **HTMX).content.decode()
    assert 'class="cmp-opponent"' in part
    assert "5000" in part.split('class="cmp-opponent"')[1].split("</p>")[0]
    assert 'id="cmp-card-diff"' in part
    assert "熱砂の番竜サラマンド" in part.split('id="cmp-card-diff"')[1]


def test_the_background_limit_is_a_number_of_games_and_the_refusal_names_it(
    client, user, two_versions, settings, django_capture_on_commit_callbacks
):
    settings.GOLDFISH_WORK_USER = 30_000
    settings.GOLDFISH_COMPARE_GAMES_BACKGROUND = 1000
    client.force_login(user)
    with django_capture_on_commit_callbacks(execute=False):
        assert compare(client, two_versions, games=1000).status_code == 202  # 52,000 turns: the job
        refused = compare(client, two_versions, games=1001)
    assert refused.status_code == 400
    assert "a comparison plays at most 1,000 games (not 1,001)" in refused.json()["details"]
    assert refused.json()["errors"] == [{"field": "games", "message": "at most 1,000 games"}]
    part = client.get(
        f"/decks/{two_versions.pk}/compare/", {"part": "result", "games": 1001}, HTTP_ACCEPT_LANGUAGE="ja", **HTMX
    ).content.decode()
    assert "1,000ゲームまで" in part
    page = client.get(f"/decks/{two_versions.pk}/compare/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert 'max="1000"' in page


def test_the_pages_form_sent_as_it_is_with_its_empty_fields_compares(client, two_versions):
    form = {"part": "result", "version": "2", "other": str(two_versions.pk), "other_version": "", "first": "1"}
    form |= {"opponent": "damage-1-from-2", "opponent_damage": "", "games": "10", "seed": "0"}
    part = client.get(f"/decks/{two_versions.pk}/compare/", form, **HTMX)
    assert part.status_code == 200
    assert part.content.decode().count('class="cmp-list"') == 2


def test_the_command_plays_both_lists_against_the_opponent_and_names_it(demo_cards, tmp_path):
    import json

    from django.core.management import call_command

    a = tmp_path / "a.txt"
    a.write_text(RED, encoding="utf-8")
    out = io.StringIO()
    call_command("goldfish_compare", str(a), str(a), "--games", "20", "--opponent", "two-5000-defenders", "--json",
                 stdout=out)  # fmt: skip
    answer = json.loads(out.getvalue())
    assert answer["opponent"]["model"] == "defend:5000@01,5000@11"
    assert (
        answer["opponent"]["name"] == "パワー5000の防御ゼクス2体（1体は相手のプレイヤースクエア）"
    )  # the site's language
    text = io.StringIO()
    call_command("goldfish_compare", str(a), str(a), "--games", "5", "--opponent", "damage:0,1", stdout=text)
    assert "(damage:0,1)" in text.getvalue().splitlines()[1]


def test_another_opponent_is_another_background_comparison(
    client, user, two_versions, settings, django_capture_on_commit_callbacks
):
    settings.GOLDFISH_WORK_USER = 30_000
    client.force_login(user)
    with django_capture_on_commit_callbacks(execute=False):
        first = compare(client, two_versions, games=800, opponent="none").json()
        again = compare(client, two_versions, games=800).json()
        other = compare(client, two_versions, games=800, opponent="damage-1-from-2").json()
    assert first["id"] == again["id"]  # none is the default: the same question, the same job
    assert other["id"] != first["id"]
    assert GoldfishJob.objects.get(pk=other["id"]).question["opponent"] == "damage:0,1"
