"""Issue 32: deck images are drawn by a background task, never inside a request."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.factories import RED
from zxdecks.decks.models import Deck
from zxdecks.decks.services import deck_create, deck_import, deck_save
from zxdecks.decks.services import image as image_service

pytestmark = pytest.mark.django_db
DUMMY = {"default": {"BACKEND": "django_tasks.backends.dummy.DummyBackend"}}


@pytest.fixture
def image_root(settings, tmp_path):
    settings.DECK_IMAGE_ROOT = tmp_path / "deck-images"
    return settings.DECK_IMAGE_ROOT


@pytest.fixture
def queued(settings):
    from django_tasks import default_task_backend

    settings.TASKS = DUMMY
    return default_task_backend.results


def _queued_images(results) -> list[tuple[str, list[object]]]:
    return [(r.task.module_path, r.args) for r in results if "image" in r.task.module_path]


def make(user):
    return deck_create(owner=user, title="画像", cards=deck_import(data=RED).deck, visibility=Deck.Visibility.PUBLIC)


def test_an_image_not_drawn_yet_is_queued_and_answered_503_with_retry_after(
    client, user, demo_cards, image_root, queued, monkeypatch
):
    deck = make(user)
    monkeypatch.setattr(image_service, "render_deck_image", lambda *a, **k: pytest.fail("drawn in the request"))
    response = client.get(reverse("decks:version-image", args=[deck.pk, 1]))
    assert response.status_code == 503
    assert response["Retry-After"] == "5"
    assert response["Cache-Control"] == "no-store"
    assert _queued_images(queued)[-1] == ("zxdecks.decks.tasks.draw_deck_image", [deck.pk, 1])


def test_a_saved_version_queues_its_image_once_the_save_commits(
    user, demo_cards, image_root, queued, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        deck = make(user)
    with django_capture_on_commit_callbacks(execute=True):
        deck_save(deck=deck, author=user, cards=deck_import(data=RED.replace("4 ", "3 ", 1)).deck, base_version=1)
    assert _queued_images(queued) == [
        ("zxdecks.decks.tasks.draw_deck_image", [deck.pk, 1]),
        ("zxdecks.decks.tasks.draw_deck_image", [deck.pk, 2]),
    ]


def test_the_image_task_draws_a_version_once_and_the_view_then_sends_it(
    client, user, demo_cards, image_root, monkeypatch
):
    from zxdecks.decks.tasks import draw_deck_image

    deck = make(user)
    drawn: list[str] = []
    real = image_service.render_deck_image
    monkeypatch.setattr(image_service, "render_deck_image", lambda *a, **k: drawn.append("x") or real(*a, **k))
    name = draw_deck_image.call(deck.pk, 1)
    assert draw_deck_image.call(deck.pk, 1) == name  # run again (a retry, a killed worker): nothing drawn twice
    assert drawn == ["x"]
    assert (image_root / name).is_file()
    response = client.get(reverse("decks:version-image", args=[deck.pk, 1]))
    assert response.status_code == 200
    assert response["Content-Type"] == "image/png"
    assert drawn == ["x"]


def test_the_image_task_of_a_deleted_deck_does_nothing(user, demo_cards, image_root):
    from zxdecks.decks.tasks import draw_deck_image

    deck = make(user)
    pk = deck.pk
    deck.delete()
    assert draw_deck_image.call(pk, 1) is None
    assert not image_root.exists() or not list(image_root.rglob("*.png"))
