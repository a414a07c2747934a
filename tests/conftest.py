"""Shared fixtures: fast password hashing, users, and the real card data when it is beside the repo."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from django.conf import settings


def pytest_configure(config: pytest.Config) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


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
