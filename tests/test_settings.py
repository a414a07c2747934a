import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from zxdecks.env import email_settings, env_bool, env_int, env_list, env_str

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


def settings_value(expression: str, **env: str) -> subprocess.CompletedProcess[str]:
    """Print one expression over the settings module, loaded in a fresh interpreter with the given environment."""
    base = {"PATH": "/usr/bin:/bin", "VAR_DIR": str(ROOT / "var")}
    return subprocess.run(
        [sys.executable, "-c", f"import zxdecks.settings as s; print({expression})"],
        cwd=ROOT, env={**base, **env}, capture_output=True, text=True, check=False,
    )  # fmt: skip


PG = "postgres://zxdecks@127.0.0.1:5432/zxdecks"


def test_postgresql_connections_get_a_five_second_statement_timeout():
    result = settings_value("s.DATABASES['default']['OPTIONS']['options']", DATABASE_URL=PG)
    assert result.stdout.strip() == "-c statement_timeout=5000", result.stderr


def test_the_statement_timeout_can_be_changed_or_turned_off():
    result = settings_value(
        "s.DATABASES['default']['OPTIONS']['options']", DATABASE_URL=PG, DB_STATEMENT_TIMEOUT_MS="0"
    )
    assert result.stdout.strip() == "-c statement_timeout=0"
    bad = settings_value("1", DATABASE_URL=PG, DB_STATEMENT_TIMEOUT_MS="-5")
    assert "DB_STATEMENT_TIMEOUT_MS=-5 must be 0 or more" in bad.stderr


def test_production_keeps_database_connections_open_by_default():
    production = {"DEBUG": "0", "SECRET_KEY": "k" * 50}
    assert settings_value("s.DATABASES['default']['CONN_MAX_AGE']", **production).stdout.strip() == "60"
    assert settings_value("s.DATABASES['default']['CONN_MAX_AGE']").stdout.strip() == "0"
    pgbouncer = settings_value("s.DATABASES['default']['CONN_MAX_AGE']", **production, DB_CONN_MAX_AGE="0")
    assert pgbouncer.stdout.strip() == "0"


def test_num_proxies_defaults_to_none_trusted_and_rejects_a_negative_count():
    assert settings_value("s.NUM_PROXIES").stdout.strip() == "0"
    assert "NUM_PROXIES=-1 must be 0 or more" in settings_value("1", NUM_PROXIES="-1").stderr


def test_email_defaults_to_the_console():
    assert email_settings("console://") == {"EMAIL_BACKEND": "django.core.mail.backends.console.EmailBackend"}


def test_email_url_with_starttls_and_an_encoded_password():
    config = email_settings("smtp+tls://mailer:s%40cret@smtp.example")
    assert config == {
        "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend",
        "EMAIL_HOST": "smtp.example",
        "EMAIL_PORT": 587,
        "EMAIL_HOST_USER": "mailer",
        "EMAIL_HOST_PASSWORD": "s@cret",
        "EMAIL_USE_TLS": True,
        "EMAIL_USE_SSL": False,
    }
    assert email_settings("smtps://smtp.example")["EMAIL_PORT"] == 465
    assert email_settings("smtp://smtp.example:2525")["EMAIL_PORT"] == 2525


def test_a_bad_email_url_names_the_problem_without_the_password():
    with pytest.raises(ImproperlyConfigured, match="unknown scheme") as info:
        email_settings("imap://user:hunter2@mail.example")
    assert "hunter2" not in str(info.value)
    with pytest.raises(ImproperlyConfigured, match="no mail server host"):
        email_settings("smtp://")
    with pytest.raises(ImproperlyConfigured, match="port that is not a number"):
        email_settings("smtp://smtp.example:abc")
    assert "EMAIL_URL" in settings_value("1", EMAIL_URL="pigeon://coop").stderr
