"""Answers that never keep anyone waiting (issue 29.3): one question to the engine, one cache for the page, the API
and the command, background jobs with their progress, and the limits said out loud."""

import dataclasses
import io
import json

import pytest
from django.core.cache import cache
from django.core.management import call_command
from django.urls import reverse

from tests.factories import DeckFactory, demo_deck_path
from zxdecks.core.errors import ApplicationError
from zxdecks.decks.models import Deck, GoldfishJob
from zxdecks.decks.services import goldfish as goldfish_service
from zxdecks.decks.services import goldfish_jobs
from zxdecks.decks.services.decks import current_cards
from zxdecks.decks.services.goldfish import GoldfishError, GoldfishQuestion, answer_cache_key, goldfish_answer
from zxdecks.decks.services.goldfish_play import MAX_ACTIONS

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "gf-odds"}
QUESTION = GoldfishQuestion(games=200, turns=4, targets=("DM01-004",))
FIGURES = ("per_turn", "kill_turn", "life_ignitions_at_start_simulated", "reloads_simulated", "defeats_simulated")


@pytest.fixture
def red_deck(user, demo_cards):
    return DeckFactory(owner=user, title="赤単", visibility=Deck.Visibility.PUBLIC)


@pytest.fixture
def engine_calls(monkeypatch):
    """The questions the services hand the engine, counted (each still answered)."""
    calls = []
    real = goldfish_service.answer

    def counted(question, progress=None):
        calls.append(question)
        return real(question, progress)

    monkeypatch.setattr(goldfish_service, "answer", counted)
    return calls


def test_the_page_the_api_and_the_command_give_the_same_numbers_for_the_same_question(client, red_deck):
    api = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", {"games": 300, "target": "DM01-004"}).json()
    cache.clear()  # each surface computes its own answer here: the figures agree, not just the cache entry
    page_url = reverse("decks:goldfish", args=[red_deck.pk])
    page = client.get(page_url, {"seed": 5, "games": 300, "target": "DM01-004", "first": "1", "part": "odds"})
    cache.clear()
    out, err = io.StringIO(), io.StringIO()
    call_command(
        "goldfish", str(demo_deck_path("red")), "--games", "300", "--target", "DM01-004", "--first", "--json",
        stdout=out, stderr=err,
    )  # fmt: skip
    command = json.loads(out.getvalue())
    for name in FIGURES:
        assert api[name] == page.context["odds"][name] == command[name], name
    assert api["seed"] == page.context["odds"]["seed"] == command["seed"] == 0
    assert "played 300 games" in err.getvalue()


def test_a_second_ask_is_answered_from_the_cache_with_identical_numbers(red_deck, engine_calls):
    first = goldfish_answer(deck=red_deck, question=QUESTION)
    second = goldfish_answer(deck=red_deck, question=QUESTION)
    assert len(engine_calls) == 1  # one question handed to the engine, once
    assert second.odds == first.odds
    assert (second.targets, second.work) == (first.targets, first.work)
    assert first.odds["kill_turn"]["first"]["games"] == 200


def test_a_bumped_engine_version_misses_the_cache(red_deck, engine_calls, monkeypatch):
    goldfish_answer(deck=red_deck, question=QUESTION)
    monkeypatch.setattr(goldfish_service, "ENGINE_VERSION", goldfish_service.ENGINE_VERSION + 1)
    goldfish_answer(deck=red_deck, question=QUESTION)
    assert len(engine_calls) == 2
    goldfish_answer(deck=red_deck, question=QUESTION)
    assert len(engine_calls) == 2  # the new version's answer is cached in its turn


def test_a_new_deck_version_misses_the_cache(red_deck, engine_calls):
    cards = current_cards(red_deck)
    goldfish_answer(deck=red_deck, question=QUESTION)
    goldfish_answer(deck=cards, question=QUESTION, version=(red_deck.pk, red_deck.version_number))
    assert len(engine_calls) == 1  # the stored deck's current version is the version named
    goldfish_answer(deck=cards, question=QUESTION, version=(red_deck.pk, red_deck.version_number + 1))
    assert len(engine_calls) == 2


def test_new_card_data_misses_the_cache(red_deck, engine_calls):
    from cards.catalog import catalog
    from cards.models import CatalogVersion

    goldfish_answer(deck=red_deck, question=QUESTION)
    CatalogVersion.bump()
    catalog.clear()  # as every process does within CARD_CACHE_SECONDS
    goldfish_answer(deck=red_deck, question=QUESTION)
    assert len(engine_calls) == 2


def test_every_field_of_the_question_is_part_of_the_cache_key():
    base = answer_cache_key(game="zx", question=QUESTION, deck=(1, 1))
    changed = {"seed": 1, "turns": 5, "games": 201, "first": False, "targets": ("DM01-005",), "keep": ("x",),
               "pay": "x", "damage": 1, "keep_cost": 2, "keep_cheap": 2, "keep_ignition": 1, "keep_colors": ("red",),
               "also": ("x",), "color": "red", "color_count": 2, "curve": "x", "kill_turn": False}  # fmt: skip
    names = {f.name for f in dataclasses.fields(GoldfishQuestion)}
    for name in names & changed.keys():
        other = dataclasses.replace(QUESTION, **{name: changed[name]})
        assert answer_cache_key(game="zx", question=other, deck=(1, 1)) != base, name
    assert answer_cache_key(game="d0", question=QUESTION, deck=(1, 1)) != base


def test_the_page_odds_use_a_seed_of_their_own_never_the_visitors_game(client, red_deck, engine_calls):
    page_url = reverse("decks:goldfish", args=[red_deck.pk])
    ask = {"games": 200, "target": "DM01-004", "first": "1", "part": "odds"}
    one = client.get(page_url, {**ask, "seed": 5}).context["odds"]
    other = client.get(page_url, {**ask, "seed": 987654}).context["odds"]
    assert one == other
    assert one["seed"] == 0
    assert len(engine_calls) == 1  # the second visitor's game is another, the question the same: a cache hit


def test_progress_is_told_from_the_first_games_to_100_in_small_steps(red_deck):
    told = []
    goldfish_answer(deck=red_deck, question=QUESTION, progress=told.append)
    assert told == sorted(told)
    assert told[0] <= 5
    assert told[-1] == 100
    assert max(b - a for a, b in zip([0, *told], told, strict=False)) <= 5


def test_a_background_job_stores_its_progress_from_0_to_100(client, user, red_deck, settings, monkeypatch):
    settings.GOLDFISH_WORK_ANON, settings.GOLDFISH_WORK_USER = 2_000, 2_000
    settings.TASKS = {"default": {"BACKEND": "django_tasks.backends.dummy.DummyBackend"}}  # a queue nobody works
    client.force_login(user)
    job = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", {"games": 300, "turns": 4}).json()
    assert (job["status"], job["progress"]) == ("queued", 0)
    path = reverse("decks:goldfish", args=[red_deck.pk])
    waiting = client.get(path, {"seed": 1, "part": "odds", "games": 300, "turns": 4}, **HTMX).content.decode()
    assert 'id="gf-job-progress" max="100" value="0"' in waiting
    stored = []
    real = goldfish_jobs.goldfish_answer

    def watched(**kwargs):
        inner = kwargs["progress"]

        def progress(percent):
            inner(percent)
            row = GoldfishJob.objects.get(pk=job["id"])
            stored.append((row.status, row.progress))

        return real(**{**kwargs, "progress": progress})

    monkeypatch.setattr(goldfish_jobs, "goldfish_answer", watched)
    goldfish_jobs.goldfish_job_run(job["id"])
    assert {status for status, _ in stored} == {"running"}
    percents = [p for _, p in stored]
    assert percents == sorted(percents)
    assert (percents[0] <= 5, percents[-1]) == (True, 100)
    done = client.get(job["url"]).json()
    assert (done["status"], done["progress"]) == ("done", 100)


def test_a_running_job_shows_its_progress_bar_on_the_page(client, user, red_deck, settings):
    settings.GOLDFISH_WORK_ANON, settings.GOLDFISH_WORK_USER = 2_000, 2_000
    settings.TASKS = {"default": {"BACKEND": "django_tasks.backends.dummy.DummyBackend"}}
    client.force_login(user)
    job = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", {"games": 300, "turns": 4}).json()
    GoldfishJob.objects.filter(pk=job["id"]).update(status="running", progress=42)
    path = reverse("decks:goldfish", args=[red_deck.pk])
    polled = client.get(path, {"seed": 1, "part": "job", "job": job["id"]}, HTTP_ACCEPT_LANGUAGE="ja", **HTMX)
    body = polled.content.decode()
    assert 'id="gf-job-progress" max="100" value="42"' in body
    assert "実行中：42%" in body
    assert client.get(job["url"]).json()["progress"] == 42


def test_actions_past_the_limit_are_refused_out_loud_and_kept_out_of_the_address(client, red_deck):
    path = reverse("decks:goldfish", args=[red_deck.pk])
    full = ["k", *["d", "n"] * ((MAX_ACTIONS - 1) // 2), "n"][:MAX_ACTIONS]
    assert len(full) == MAX_ACTIONS
    below = client.get(path, {"seed": 3, "first": "1", "a": ",".join(full[:-1])}, HTTP_ACCEPT_LANGUAGE="en")
    assert "gf-action-limit" not in below.content.decode()
    clicked = client.get(
        path, {"seed": 3, "first": "1", "a": ",".join(full), "do": "end"}, HTTP_HX_REQUEST="true",
        HTTP_HX_TARGET="gf-play", HTTP_ACCEPT_LANGUAGE="ja",
    )  # fmt: skip
    body = clicked.content.decode()
    assert 'id="gf-action-limit"' in body
    assert f"{MAX_ACTIONS}手" in body
    pushed = clicked["HX-Push-Url"]
    assert pushed.count("%2C") == MAX_ACTIONS - 1  # the 401st action is not added to the game's address
    assert clicked.context["actions"] == ",".join(full)


def test_the_command_says_how_far_it_is_and_how_many_games_it_played(demo_cards, monkeypatch):
    from zxdecks.decks.management.commands import goldfish as command

    monkeypatch.setattr(command, "PROGRESS_FROM", 100)
    err = io.StringIO()
    call_command(
        "goldfish", str(demo_deck_path("red")), "--games", "150", "--no-kill-turn", stdout=io.StringIO(), stderr=err
    )
    lines = err.getvalue().splitlines()
    assert "100% of the games played" in lines
    assert "50% of the games played" in lines
    assert lines[-1].startswith("played 150 games in ")


def test_a_goldfish_error_is_an_application_error_the_api_answers_in_its_one_shape():
    refused = GoldfishError("games", "多すぎ", "too many", "at most 5", code="over_budget")
    assert isinstance(refused, ApplicationError)
    assert (refused.status, refused.code, refused.details) == (400, "over_budget", "too many")
    assert refused.error_objects() == [{"field": "games", "message": "at most 5"}]
    assert GoldfishError("games", "満杯", "busy", code="busy").status == 503


def test_a_cached_odds_fragment_is_kept_per_language(client, red_deck, engine_calls):
    page_url = reverse("decks:goldfish", args=[red_deck.pk])
    ask = {"games": 200, "target": "DM01-004", "first": "1", "part": "odds", "seed": 5}
    japanese = client.get(page_url, ask, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    english = client.get(page_url, ask, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    again = client.get(page_url, {**ask, "seed": 6}, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "先攻" in japanese
    assert "Going first" in english
    assert "Going first" not in japanese
    assert again == japanese
    assert len(engine_calls) == 1
