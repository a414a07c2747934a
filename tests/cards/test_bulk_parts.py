"""Issue 16: the bulk file is written in parts, and a build copies the previous file's parts whose cards did not
change instead of serializing and compressing every card again (a one-card import at 86k cards rebuilt the whole
file: ~24 s of CPU beside the web workers)."""

from __future__ import annotations

import gzip
import io
import json
import zlib
from typing import Any

import pytest
from django.core.files.storage import default_storage
from django.db import connection
from django.utils import timezone
from hypothesis import given
from hypothesis import strategies as st

from cards import bulk
from cards.models import Card, CardName, CatalogVersion, Pack, RegulationEntry
from cards.selectors import card_records
from cards.serializers import card_objects

postgresql_only = pytest.mark.skipif(
    connection.vendor != "postgresql",
    reason="the change marks are PostgreSQL's row versions; elsewhere every part is built",
)


@given(st.binary(max_size=3000), st.binary(max_size=3000))
def test_crc32_combine_gives_the_crc_of_the_two_pieces_joined(first, second):
    combined = bulk.crc32_combine(zlib.crc32(first), zlib.crc32(second), len(second))
    assert combined == zlib.crc32(first + second)


@pytest.fixture
def small_parts(demo_cards, monkeypatch):
    """Parts of three cards, and a record of the runs each build serialized."""
    monkeypatch.setattr(bulk, "CHUNK", 3)
    built: list[list[str]] = []
    real = bulk._build_run

    def spy(numbers, *args):
        built.append(list(numbers))
        return real(numbers, *args)

    monkeypatch.setattr(bulk, "_build_run", spy)
    return built


def _expected() -> dict[str, Any]:
    """The bulk file's JSON as one serialization of every card now would give it."""
    cards = list(Card.objects.select_related("pack").order_by("collector_number"))
    from django.conf import settings

    items = card_objects(card_records(cards, timezone.localdate()), settings.SITE_URL)
    return {"object": "bulk_data", "version": CatalogVersion.current(), "data": items}


def _assert_every_part_is_built_again(built: list[list[str]]) -> None:
    CatalogVersion.bump()
    assert _written() == _expected()
    assert len(built) == _every_run()


def _middle() -> Card:
    """A card with parts before and after its own."""
    return Card.objects.order_by("collector_number")[10]


def _every_run() -> int:
    return -(-Card.objects.count() // 3)


def _written() -> dict[str, Any]:
    built = bulk.bulk_build()
    assert built is not None
    with default_storage.open(built.name) as raw:
        written: dict[str, Any] = json.loads(gzip.decompress(raw.read()))
    return written


def test_a_file_of_many_parts_is_one_gzip_stream_of_every_card(small_parts):
    assert _written() == _expected()
    assert len(small_parts) == _every_run()
    with default_storage.open(bulk.bulk_name(CatalogVersion.current())) as raw:
        data = raw.read()
    # One gzip member (clients that stop after the first member still read every card), its CRC and size checked.
    decompressor = zlib.decompressobj(16 + zlib.MAX_WBITS)
    decompressor.decompress(data)
    assert decompressor.eof
    assert decompressor.unused_data == b""


def test_the_parts_list_is_written_beside_the_file_and_removed_with_it(small_parts):
    first = bulk.bulk_build()
    assert first is not None
    assert default_storage.exists(bulk.parts_name(first.version))
    Card.objects.filter(pk=_middle().pk).update(note="changed")
    CatalogVersion.bump()
    second = bulk.bulk_build()
    assert second is not None
    _dirs, files = default_storage.listdir("bulk")
    assert sorted(files) == sorted([f"cards-v{second.version}.json.gz", f"cards-v{second.version}.parts.json"])


@postgresql_only
@pytest.mark.parametrize("change", ["its row", "its names alone"])
def test_a_change_to_one_card_rebuilds_only_its_part(small_parts, change):
    _written()
    small_parts.clear()
    card = _middle()
    if change == "its row":
        card.text = "書き換えた文"
        card.save()
    else:
        CardName.objects.create(card=card, name="もうひとつの名前", kind=CardName.Kind.TEXT)
    written = _written()
    assert written == _expected()
    changed = next(c for c in written["data"] if c["collector_number"] == card.collector_number)
    assert "書き換えた文" in changed["text"] or "もうひとつの名前" in [n["name"] for n in changed["names"]]
    assert len(small_parts) == 1
    assert card.collector_number in small_parts[0]


@postgresql_only
def test_a_new_card_rebuilds_the_part_it_falls_in_not_those_after_it(small_parts):
    _written()
    small_parts.clear()
    template = _middle()
    template.pk = None
    template.collector_number += "a"
    template.save()
    assert _written() == _expected()
    # Its run of three, now four, is cut in two; no other run is built.
    assert sum(len(run) for run in small_parts) == 4
    assert any(template.collector_number in run for run in small_parts)


@postgresql_only
def test_a_build_with_nothing_changed_but_the_version_copies_every_part(small_parts):
    before = _written()
    small_parts.clear()
    CatalogVersion.bump()
    after = _written()
    assert small_parts == []
    assert after["data"] == before["data"]
    assert after["version"] == before["version"] + 1


@pytest.mark.parametrize("change", ["regulation", "pack", "site_url", "code", "database"])
def test_a_change_every_card_object_reads_rebuilds_every_part(small_parts, settings, monkeypatch, change):
    _written()
    small_parts.clear()
    if change == "regulation":
        RegulationEntry.objects.create(card_name=Card.objects.first().name, status="legend")
    elif change == "pack":
        pack = Pack.objects.first()
        pack.name = pack.name + " (改)"
        pack.save()
    elif change == "site_url":
        settings.SITE_URL = "https://zx.example.org"
    elif change == "code":
        monkeypatch.setattr(bulk, "_code_digest", lambda: "another release")
    else:  # a database restored into another cluster: its rows may carry the same marks
        monkeypatch.setattr(bulk, "_database_identity", lambda: (1, 2))
    _assert_every_part_is_built_again(small_parts)


def test_a_previous_file_without_its_parts_list_is_not_reused(small_parts):
    first = bulk.bulk_build()
    assert first is not None
    default_storage.delete(bulk.parts_name(first.version))
    small_parts.clear()
    _assert_every_part_is_built_again(small_parts)


def test_a_part_the_previous_file_is_too_short_for_is_built_again(small_parts):
    first = bulk.bulk_build()
    assert first is not None
    with default_storage.open(first.name) as raw:
        data = raw.read()
    with default_storage.open(first.name, "wb") as raw:
        raw.write(data[:40])  # cut short (written over by something else): no part can be read whole
    small_parts.clear()
    _assert_every_part_is_built_again(small_parts)


def test_a_parts_list_written_for_another_layout_of_the_file_is_not_reused(small_parts, monkeypatch):
    first = bulk.bulk_build()
    assert first is not None
    with default_storage.open(bulk.parts_name(first.version)) as listed:
        listing = listed.read()
    # A second builder of the same version, its parts cut elsewhere, stores its file after the first one's list.
    default_storage.delete(first.name)
    monkeypatch.setattr(bulk, "CHUNK", 5)
    assert bulk.bulk_build() is not None
    default_storage.delete(bulk.parts_name(first.version))
    default_storage.save(bulk.parts_name(first.version), io.BytesIO(listing))
    monkeypatch.setattr(bulk, "CHUNK", 3)
    small_parts.clear()
    _assert_every_part_is_built_again(small_parts)


def test_a_card_gone_while_the_file_is_written_leaves_no_file(small_parts, monkeypatch):
    numbers = bulk._cards_in_order()
    monkeypatch.setattr(bulk, "_cards_in_order", lambda: [*numbers, ("ZZ99-999", None)])
    assert bulk.bulk_build() is None
    assert not default_storage.exists(bulk.bulk_name(CatalogVersion.current()))


def test_a_build_that_finishes_after_a_newer_one_leaves_the_newer_file(small_parts, monkeypatch):
    version = CatalogVersion.current()
    newer = [bulk.bulk_name(version + 1), bulk.parts_name(version + 1)]
    real_store = bulk._store

    def store_then_a_newer_build_finishes(storage, name, content):
        real_store(storage, name, content)
        if name.endswith(".parts.json") and not storage.exists(newer[0]):
            CatalogVersion.bump()
            for newer_name in newer:
                real_store(storage, newer_name, io.BytesIO(b"newer"))

    monkeypatch.setattr(bulk, "_store", store_then_a_newer_build_finishes)
    assert bulk.bulk_build() is not None
    assert all(default_storage.exists(name) for name in newer)


def test_files_of_versions_the_database_never_reached_are_neither_served_nor_kept(client, small_parts):
    # e.g. a development database created again under the same media folder: its version starts over
    later = [bulk.bulk_name(CatalogVersion.current() + 50), bulk.parts_name(CatalogVersion.current() + 50)]
    for name in later:
        default_storage.save(name, io.BytesIO(b"another database's"))
    assert client.get("/api/v1/cards/bulk/").status_code == 503
    built = bulk.bulk_build()
    assert built is not None
    assert client.get("/api/v1/cards/bulk/")["ETag"] == f'"cards-v{built.version}"'
    assert not any(default_storage.exists(name) for name in later)
