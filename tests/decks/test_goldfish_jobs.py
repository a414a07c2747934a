"""A signed-in player's question above the request budget runs as a background task (issue 30.1): the API answers
202 with a job to poll, the page polls it in place; the job is the owner's alone, and the same question on the same
version is one job."""

import pytest
from django.urls import reverse

from tests.factories import DeckFactory
from zxdecks.decks.models import Deck, GoldfishJob

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "gf-odds"}
DB_QUEUE = {"default": {"BACKEND": "django_tasks.backends.dummy.DummyBackend"}}


@pytest.fixture
def red_deck(user, demo_cards):
    return DeckFactory(owner=user, title="赤単", visibility=Deck.Visibility.PUBLIC)


@pytest.fixture
def budgets(settings):
    settings.GOLDFISH_WORK_ANON = 20_000
    settings.GOLDFISH_WORK_USER = 30_000
    settings.GOLDFISH_WORK_BACKGROUND = 200_000


BIG = {"games": 3000, "turns": 5}  # 3000 x (6 + 10) = 48,000: above the request budget, within the background one


def test_a_signed_in_question_above_the_request_budget_is_queued_and_answered_when_done(
    client, user, red_deck, budgets, django_capture_on_commit_callbacks
):
    client.force_login(user)
    with django_capture_on_commit_callbacks(execute=True):  # queued once the request commits
        queued = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", BIG)
    assert queued.status_code == 202
    job = queued.json()
    assert job["object"] == "goldfish_job"
    assert queued["Location"] == job["url"]
    assert job["work"] == 48_000
    # the tests run tasks at once: the job is done when it is polled
    done = client.get(job["url"]).json()
    assert done["status"] == "done"
    assert done["answer"]["object"] == "goldfish_odds"
    assert done["answer"]["games"] == 3000
    assert (done["progress"], job["progress"]) == (100, 0)
    direct = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", {"games": 3000, "turns": 5})
    assert direct.status_code == 200  # the job's answer is cached: the same question is answered at once
    assert direct.json()["kill_turn"] == done["answer"]["kill_turn"]
    assert direct.json()["per_turn"] == done["answer"]["per_turn"]
    assert GoldfishJob.objects.count() == 1


def test_a_job_is_its_owners_alone(client, user, other_user, red_deck, budgets):
    client.force_login(user)
    url = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", BIG).json()["url"]
    client.force_login(other_user)
    assert client.get(url).status_code == 404
    client.logout()
    assert client.get(url).status_code == 404


def test_above_the_background_budget_and_for_anonymous_callers_it_is_still_refused(client, user, red_deck, budgets):
    assert client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", BIG).json()["code"] == "over_budget"
    client.force_login(user)
    huge = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", {"games": 5000, "turns": 20})  # 5000 x 41 = 205,000
    assert huge.status_code == 400
    assert "200,000" in huge.json()["details"]
    assert GoldfishJob.objects.count() == 0


def test_a_queued_job_says_so_until_a_worker_runs_it(client, user, red_deck, budgets, settings):
    settings.TASKS = DB_QUEUE  # a queue nobody works
    client.force_login(user)
    job = client.get(f"/api/v1/decks/{red_deck.pk}/goldfish", BIG).json()
    assert job["status"] == "queued"
    polled = client.get(job["url"]).json()
    assert polled["status"] == "queued"
    assert polled["answer"] is None
    from zxdecks.decks.tasks import run_goldfish_job

    run_goldfish_job.call(job["id"])
    assert client.get(job["url"]).json()["status"] == "done"
    run_goldfish_job.call(job["id"])  # idempotent: a second run changes nothing
    assert GoldfishJob.objects.get().status == "done"


def test_the_page_polls_a_queued_job_in_place_and_shows_the_figures_when_done(
    client, user, red_deck, budgets, settings
):
    settings.TASKS = DB_QUEUE
    client.force_login(user)
    path = reverse("decks:goldfish", args=[red_deck.pk])
    waiting = client.get(path, {"seed": 1, "part": "odds", **BIG}, HTTP_ACCEPT_LANGUAGE="en", **HTMX)
    assert waiting.status_code == 200
    body = waiting.content.decode()
    assert "queued" in body.lower()
    assert 'hx-trigger="load delay:2s"' in body
    job = GoldfishJob.objects.get()
    assert f"job={job.pk}" in body
    from zxdecks.decks.tasks import run_goldfish_job

    run_goldfish_job.call(str(job.pk))
    done = client.get(path, {"seed": 1, "part": "job", "job": str(job.pk)}, HTTP_ACCEPT_LANGUAGE="en", **HTMX)
    assert done.status_code == 200
    assert "Going first" in done.content.decode()  # the kill-turn figures, as the odds part shows them
    assert done.context["odds"]["games"] == 3000
