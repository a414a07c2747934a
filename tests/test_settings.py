import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from zxdecks.env import env_bool, env_int, env_list, env_str

ROOT = Path(__file__).resolve().parent.parent


def import_settings(**env: str) -> subprocess.CompletedProcess[str]:
    """Import the settings module in a fresh interpreter with the given environment."""
    base = {"PATH": "/usr/bin:/bin", "VAR_DIR": str(ROOT / "var")}
    return subprocess.run(
        [sys.executable, "-c", "import zxdecks.settings"],
        cwd=ROOT,
        env={**base, **env},
        capture_output=True,
        text=True,
        check=False,
    )


def test_it_reads_boolean_words():
    assert env_bool("X", False, {"X": "yes"}) is True
    assert env_bool("X", True, {"X": "Off"}) is False
    assert env_bool("X", True, {}) is True


def test_it_rejects_a_bad_debug_value_naming_the_variable():
    with pytest.raises(ImproperlyConfigured, match="DEBUG='maybe'"):
        env_bool("DEBUG", True, {"DEBUG": "maybe"})


def test_settings_refuse_to_load_with_a_bad_debug_value():
    result = import_settings(DEBUG="maybe")
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert "DEBUG='maybe'" in result.stderr


def test_settings_require_a_secret_key_when_debug_is_off():
    result = import_settings(DEBUG="0")
    assert result.returncode != 0
    assert "SECRET_KEY must be set" in result.stderr


def test_settings_load_in_production_mode_with_a_secret_key():
    result = import_settings(DEBUG="0", SECRET_KEY="x" * 50, ALLOWED_HOSTS="zxdecks.example")
    assert result.returncode == 0, result.stderr


def test_settings_reject_an_unknown_cache_url():
    result = import_settings(CACHE_URL="memcached://127.0.0.1")
    assert result.returncode != 0
    assert "CACHE_URL" in result.stderr


def test_settings_reject_a_database_url_that_is_not_one():
    result = import_settings(DATABASE_URL="nonsense://x")
    assert result.returncode != 0
    assert "DATABASE_URL" in result.stderr


def test_it_rejects_a_non_integer():
    with pytest.raises(ImproperlyConfigured, match="DB_CONN_MAX_AGE='ten'"):
        env_int("DB_CONN_MAX_AGE", 0, {"DB_CONN_MAX_AGE": "ten"})


def test_it_splits_lists_and_falls_back_to_defaults():
    assert env_list("H", ["a"], {"H": " x.example , y.example ,"}) == ["x.example", "y.example"]
    assert env_list("H", ["a"], {}) == ["a"]
    assert env_str("S", "d", {"S": ""}) == "d"


def test_the_defaults_are_japanese_first_in_tokyo(settings):
    assert settings.LANGUAGE_CODE == "ja"
    assert [code for code, _ in settings.LANGUAGES] == ["ja", "en"]
    assert settings.TIME_ZONE == "Asia/Tokyo"
