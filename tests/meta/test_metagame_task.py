"""The metagame is computed by a task: saves queue one refresh an interval, and the task stores the snapshot."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from tests.factories import DeckFactory
from zxdecks.decks.models import Deck
from zxdecks.meta.models import MetagameSnapshot

pytestmark = pytest.mark.django_db
DUMMY = {"default": {"BACKEND": "django_tasks.backends.dummy.DummyBackend"}}


@pytest.fixture
def queued(settings):
    from django_tasks import default_task_backend

    settings.TASKS = DUMMY
    return default_task_backend.results


def _refreshes(results) -> list[object]:
    return [r for r in results if r.task.module_path == "zxdecks.meta.tasks.refresh_metagame"]


def test_saving_decks_queues_one_deferred_refresh_an_interval(
    user, demo_cards, queued, settings, django_capture_on_commit_callbacks
):
    settings.METAGAME_REFRESH_SECONDS = 600
    with django_capture_on_commit_callbacks(execute=True):
        DeckFactory(owner=user, title="一", visibility=Deck.Visibility.PUBLIC)
        DeckFactory(owner=user, title="二", visibility=Deck.Visibility.PUBLIC)
    refreshes = _refreshes(queued)
    assert len(refreshes) == 1  # two saves, one refresh
    assert refreshes[0].task.run_after is not None  # after the interval, not at once


def test_the_task_stores_the_snapshot_and_the_command_can_queue_it(user, demo_cards, queued):
    from zxdecks.meta.tasks import refresh_metagame

    DeckFactory(owner=user, title="一", visibility=Deck.Visibility.PUBLIC)
    digest = refresh_metagame.call()
    snapshot = MetagameSnapshot.objects.get()
    assert snapshot.digest == digest
    assert snapshot.decks == 1
    call_command("refresh_metagame", "--queue", stdout=__import__("io").StringIO())
    assert len(_refreshes(queued)) >= 1
