"""Issue 16: a new gunicorn worker serves one card lookup and one search before its first request, so the first
visitor's lookup costs what the next one does."""

import runpy
from pathlib import Path

import pytest
from django.db import OperationalError

from cards.models import Card
from zxdecks import startup

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parent.parent


def test_gunicorn_warms_each_worker_after_it_starts(monkeypatch):
    called = []
    monkeypatch.setattr(startup, "warm_worker", lambda: called.append(True))
    config = runpy.run_path(str(ROOT / "gunicorn.conf.py"))
    config["post_worker_init"](object())
    assert called == [True]


def test_after_the_warm_up_the_first_lookup_reads_no_card_rows(client, demo_cards, django_assert_max_num_queries):
    startup.warm_worker()
    first = Card.objects.order_by("pk").first()
    with django_assert_max_num_queries(1):  # at most the card data version: the card object is cached
        assert client.get(f"/api/v1/cards/{first.collector_number}/").status_code == 200


def test_the_warm_up_freezes_the_start_up_objects_out_of_the_collectors_reach(demo_cards):
    import gc

    gc.unfreeze()
    try:
        startup.warm_worker()
        assert gc.get_freeze_count() > 10_000  # Django, the apps, the warmed caches
        assert len(gc.get_objects(generation=2)) < gc.get_freeze_count() / 10  # full collections walk only what is new
    finally:
        gc.unfreeze()


def test_a_database_that_does_not_answer_does_not_stop_the_worker(monkeypatch, caplog):
    def down():
        raise OperationalError("connection refused")

    monkeypatch.setattr("cards.models.CatalogVersion.current", down)
    monkeypatch.setattr("cards.models.Card.objects.order_by", lambda *a: down())
    startup.warm_worker()  # no exception
    assert "warm-up skipped" in caplog.text


def test_card_misses_read_the_regulation_entries_once_per_card_data_version(client, demo_cards):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from cards.catalog import catalog_changes
    from cards.models import RegulationEntry

    first, second, third = Card.objects.order_by("collector_number")[:3]
    client.get(f"/api/v1/cards/{first.collector_number}/")
    with CaptureQueriesContext(connection) as queries:
        assert client.get(f"/api/v1/cards/{second.collector_number}/").status_code == 200
    assert not [q for q in queries.captured_queries if "cards_regulationentry" in q["sql"]]
    with catalog_changes():
        RegulationEntry.objects.create(card_name=third.name, status="legend")
    data = client.get(f"/api/v1/cards/{third.collector_number}/").json()
    assert data["regulation_status"] == "legend"  # the new version's entries were read


def test_a_worker_warmed_from_the_shared_cache_still_reads_no_regulation_entries_later(client, demo_cards):
    from django.core.cache import cache
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from cards.catalog import catalog

    startup.warm_worker()  # the first worker fills the shared cache
    catalog.clear()  # a second worker starts: its warm-up requests are answered from the shared cache
    startup.warm_worker()
    cache.clear()  # the shared cache is flushed (or its entries expire): this worker's own copies remain
    second = Card.objects.order_by("pk")[1]
    with CaptureQueriesContext(connection) as queries:
        assert client.get(f"/api/v1/cards/{second.collector_number}/").status_code == 200
        assert client.get("/api/v1/cards/", {"q": "reg:any"}).status_code == 200
    assert not [q for q in queries.captured_queries if "cards_regulationentry" in q["sql"]]


def test_a_worker_warmed_from_the_shared_cache_still_runs_what_a_cache_miss_runs(demo_cards):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from cards.catalog import catalog

    def card_reads() -> list[str]:
        with CaptureQueriesContext(connection) as queries:
            startup.warm_worker()
        return [q["sql"] for q in queries.captured_queries if '"cards_card"' in q["sql"]]

    card_reads()  # the first worker fills the shared cache
    catalog.clear()  # a second worker starts; the shared cache holds every answer its warm-up asks for
    second = card_reads()
    assert any('JOIN "cards_pack"' in sql for sql in second)  # a card object read from its row
    assert any("LIMIT 60" in sql for sql in second)  # a search's page read from the table


def test_a_lookup_that_misses_every_cache_stores_nothing(demo_cards):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from cards.catalog import catalog

    number = Card.objects.order_by("pk").values_list("collector_number", flat=True).first()
    with catalog.missing():
        assert catalog.card_json(number)["collector_number"] == number
        assert catalog.card_json("NO-SUCH-1") is None
    with CaptureQueriesContext(connection) as queries:
        assert catalog.card_json(number)["collector_number"] == number
    assert [q for q in queries.captured_queries if '"cards_card"' in q["sql"]]  # it was not cached
    with CaptureQueriesContext(connection) as queries:
        assert catalog.card_json(number)["collector_number"] == number
    assert not [q for q in queries.captured_queries if '"cards_card"' in q["sql"]]  # the lookup outside stored it


def _record_misses(monkeypatch, events: list[str]) -> None:
    """Record each card object miss (the rows read for card objects) in events."""
    from cards import catalog as catalog_module

    real = catalog_module._card_objects

    def recorded(numbers):
        events.append("miss")
        return real(numbers)

    monkeypatch.setattr(catalog_module, "_card_objects", recorded)


def test_the_warm_up_runs_a_card_miss_often_enough_for_the_interpreter_to_specialize_it(monkeypatch, demo_cards):
    events: list[str] = []
    _record_misses(monkeypatch, events)
    startup.warm_worker()
    # With one round the first visitor's miss took 3.3-4.1 ms, with 16 what later ones cost (2.8 ms at 86k cards):
    # CPython specializes a function's bytecode only after it has run a number of times.
    assert events.count("miss") >= 16


def test_the_warm_up_serves_a_card_miss_after_freezing_the_start_up_objects(monkeypatch, demo_cards):
    import gc

    events: list[str] = []
    _record_misses(monkeypatch, events)
    freeze = gc.freeze
    monkeypatch.setattr(gc, "freeze", lambda: (events.append("freeze"), freeze()))
    try:
        startup.warm_worker()
    finally:
        gc.unfreeze()
    # The first request after the collection and the freeze paid ~1.5 ms more: the warm-up serves it.
    assert events[-1] == "miss"
    assert "freeze" in events
