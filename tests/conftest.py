"""Shared fixtures: fast password hashing, users, and the real card data when it is beside the repo."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from django.conf import settings


def pytest_configure(config: pytest.Config) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    settings.CARD_CACHE_SECONDS = 0  # tests change card data constantly; check the version on every lookup


@pytest.fixture(autouse=True)
def _isolated_media_and_cache(settings, tmp_path):
    """Uploaded files, deck images and bulk files go to a fresh folder; throttle counters start at zero."""
    from django.core.cache import cache

    settings.MEDIA_ROOT = tmp_path / "media"
    cache.clear()
    yield
    cache.clear()


@pytest.fixture(autouse=True)
def _fresh_card_cache():
    """Each test starts with an empty card cache (a rolled-back test may have filled it)."""
    from cards.catalog import catalog

    catalog.clear()
    yield
    catalog.clear()


@pytest.fixture
def user(django_user_model):
    return django_user_model.objects.create_user(username="alice", password="correct horse battery")


@pytest.fixture
def other_user(django_user_model):
    return django_user_model.objects.create_user(username="bob", password="correct horse battery")


@pytest.fixture
def demo_cards(db):
    """The demo card set, imported through the project's importer."""
    from django.core.management import call_command

    call_command("load_demo", stdout=io.StringIO())


def real_data_path(name: str = "zx_cards_haronomagia_2025-09.json") -> Path:
    return Path(settings.SHARED_DATA_DIR) / name


requires_real_data = pytest.mark.skipif(
    not real_data_path().is_file(), reason="the real card data (../shared/data) is not beside the repo"
)


@pytest.fixture(scope="module")
def real_pool(django_db_setup, django_db_blocker):
    """Import the real card list and packs once for a test module through the importer; remove them afterwards."""
    from django.core.management import call_command

    from cards.models import Card, CardName, Pack, RegulationEntry

    with django_db_blocker.unblock():
        out = io.StringIO()
        call_command("import_cards", str(real_data_path()), stdout=out)
        call_command("import_cards", str(real_data_path("zx_packs.json")), stdout=io.StringIO())
        yield out.getvalue()
        RegulationEntry.objects.all().delete()
        CardName.objects.all().delete()
        Card.objects.all().delete()
        Pack.objects.all().delete()
