import os
import re
import runpy
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.utils.module_loading import import_string

from zxdecks.env import email_settings, env_bool, env_int, env_list, env_str

ROOT = Path(__file__).resolve().parent.parent


def load_settings(monkeypatch, **env: str) -> dict[str, object]:
    """Run the settings module afresh, in this process, with only the given environment (plus PATH and VAR_DIR)."""
    keep = {"PATH": "/usr/bin:/bin", "VAR_DIR": str(ROOT / "var")}
    for name in list(os.environ):
        monkeypatch.delenv(name)
    for name, value in {**keep, **env}.items():
        monkeypatch.setenv(name, value)
    return runpy.run_path(str(ROOT / "zxdecks" / "settings.py"))


def test_it_reads_boolean_words():
    assert env_bool("X", False, {"X": "yes"}) is True
    assert env_bool("X", True, {"X": "Off"}) is False
    assert env_bool("X", True, {}) is True


def test_it_rejects_a_bad_debug_value_naming_the_variable():
    with pytest.raises(ImproperlyConfigured, match="DEBUG='maybe'"):
        env_bool("DEBUG", True, {"DEBUG": "maybe"})


def test_settings_refuse_to_load_with_a_bad_debug_value(monkeypatch):
    with pytest.raises(ImproperlyConfigured, match="DEBUG='maybe'"):
        load_settings(monkeypatch, DEBUG="maybe")


def test_settings_require_a_secret_key_when_debug_is_off(monkeypatch):
    with pytest.raises(ImproperlyConfigured, match="SECRET_KEY must be set"):
        load_settings(monkeypatch, DEBUG="0")


def test_settings_load_in_production_mode_with_a_secret_key(monkeypatch):
    loaded = load_settings(monkeypatch, DEBUG="0", SECRET_KEY="x" * 50, ALLOWED_HOSTS="zxdecks.example")
    assert (loaded["DEBUG"], loaded["ALLOWED_HOSTS"]) == (False, ["zxdecks.example"])


def test_settings_reject_an_unknown_cache_url(monkeypatch):
    with pytest.raises(ImproperlyConfigured, match=re.escape("CACHE_URL='memcached://127.0.0.1'")):
        load_settings(monkeypatch, CACHE_URL="memcached://127.0.0.1")


def test_settings_reject_a_database_url_that_is_not_one(monkeypatch):
    with pytest.raises(ImproperlyConfigured, match="DATABASE_URL"):
        load_settings(monkeypatch, DATABASE_URL="nonsense://x")


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


def test_a_redis_cache_url_uses_djangos_own_redis_backend_and_cached_sessions(monkeypatch):
    loaded = load_settings(monkeypatch, CACHE_URL="redis://cache.internal:6379/2")
    assert loaded["CACHES"] == {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://cache.internal:6379/2",
        }
    }
    assert loaded["SESSION_ENGINE"] == "django.contrib.sessions.backends.cached_db"


def test_a_rediss_url_with_a_password_reaches_redis_py(monkeypatch):
    conf = load_settings(monkeypatch, CACHE_URL="rediss://:secret@cache.internal:6380/3")["CACHES"]["default"]
    cache = import_string(conf["BACKEND"])(conf["LOCATION"], conf)
    pool = cache._cache.get_client(write=True).connection_pool  # redis-py connects on the first command, not here
    kwargs = pool.connection_kwargs
    assert (kwargs["host"], kwargs["port"], kwargs["db"], kwargs["password"]) == ("cache.internal", 6380, 3, "secret")
    assert pool.connection_class.__name__ == "SSLConnection"


PG = "postgres://zxdecks@127.0.0.1:5432/zxdecks"
PRODUCTION = {"DEBUG": "0", "SECRET_KEY": "k" * 50}


def test_postgresql_connections_get_a_five_second_statement_timeout(monkeypatch):
    loaded = load_settings(monkeypatch, DATABASE_URL=PG)
    assert loaded["DATABASES"]["default"]["OPTIONS"]["options"] == "-c statement_timeout=5000"


def test_the_statement_timeout_can_be_changed_or_turned_off(monkeypatch):
    loaded = load_settings(monkeypatch, DATABASE_URL=PG, DB_STATEMENT_TIMEOUT_MS="0")
    assert loaded["DATABASES"]["default"]["OPTIONS"]["options"] == "-c statement_timeout=0"
    with pytest.raises(ImproperlyConfigured, match="DB_STATEMENT_TIMEOUT_MS=-5 must be 0 or more"):
        load_settings(monkeypatch, DATABASE_URL=PG, DB_STATEMENT_TIMEOUT_MS="-5")


def test_production_keeps_database_connections_open_by_default(monkeypatch):
    assert load_settings(monkeypatch, **PRODUCTION)["DATABASES"]["default"]["CONN_MAX_AGE"] == 60
    assert load_settings(monkeypatch)["DATABASES"]["default"]["CONN_MAX_AGE"] == 0
    pgbouncer = load_settings(monkeypatch, **PRODUCTION, DB_CONN_MAX_AGE="0")
    assert pgbouncer["DATABASES"]["default"]["CONN_MAX_AGE"] == 0


def test_num_proxies_defaults_to_none_trusted_and_rejects_a_negative_count(monkeypatch):
    assert load_settings(monkeypatch)["NUM_PROXIES"] == 0
    with pytest.raises(ImproperlyConfigured, match="NUM_PROXIES=-1 must be 0 or more"):
        load_settings(monkeypatch, NUM_PROXIES="-1")


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


def test_a_bad_email_url_names_the_problem_without_the_password(monkeypatch):
    with pytest.raises(ImproperlyConfigured, match="unknown scheme") as info:
        email_settings("imap://user:hunter2@mail.example")
    assert "hunter2" not in str(info.value)
    with pytest.raises(ImproperlyConfigured, match="no mail server host"):
        email_settings("smtp://")
    with pytest.raises(ImproperlyConfigured, match="port that is not a number"):
        email_settings("smtp://smtp.example:abc")
    with pytest.raises(ImproperlyConfigured, match="EMAIL_URL"):
        load_settings(monkeypatch, EMAIL_URL="pigeon://coop")


def test_card_searches_get_a_hundred_milliseconds_unless_told_otherwise(monkeypatch):
    assert load_settings(monkeypatch)["SEARCH_TIME_LIMIT_MS"] == 100
    assert load_settings(monkeypatch, SEARCH_TIME_LIMIT_MS="0")["SEARCH_TIME_LIMIT_MS"] == 0
    with pytest.raises(ImproperlyConfigured, match="SEARCH_TIME_LIMIT_MS=-1"):
        load_settings(monkeypatch, SEARCH_TIME_LIMIT_MS="-1")


def test_imports_yield_the_cpu_at_nice_ten_unless_told_otherwise(monkeypatch):
    assert load_settings(monkeypatch)["IMPORT_NICENESS"] == 10
    assert load_settings(monkeypatch, IMPORT_NICENESS="0")["IMPORT_NICENESS"] == 0
    with pytest.raises(ImproperlyConfigured, match="IMPORT_NICENESS=25 must be between 0 and 19"):
        load_settings(monkeypatch, IMPORT_NICENESS="25")


def test_background_tasks_use_the_database_queue_unless_told_otherwise(monkeypatch):
    default = load_settings(monkeypatch)
    assert default["TASKS"] == {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    assert "django_tasks_db" in default["INSTALLED_APPS"]
    assert "django_rq" not in default["INSTALLED_APPS"]
    assert load_settings(monkeypatch, TASKS_URL="immediate://")["TASKS"] == {
        "default": {"BACKEND": "django_tasks.backends.immediate.ImmediateBackend"}
    }


def test_a_redis_tasks_url_runs_tasks_on_rq_with_our_retrying_queue(monkeypatch):
    rq = load_settings(monkeypatch, TASKS_URL="redis://redis.internal:6379/2", TASKS_LEASE_SECONDS="900")
    assert rq["TASKS"] == {"default": {"BACKEND": "zxdecks.tasks.rq.RetryingRQBackend", "QUEUES": ["default"]}}
    assert rq["RQ_QUEUES"] == {
        "default": {
            "URL": "redis://redis.internal:6379/2",
            "DEFAULT_TIMEOUT": 900,
            "QUEUE_CLASS": "zxdecks.tasks.rq.RetryingQueue",
        }
    }
    assert {"django_rq", "django_tasks_rq"} <= set(rq["INSTALLED_APPS"])


@pytest.mark.parametrize("url", ["rabbit://host", "database", "redis://", "celery://x", "immediate://now"])
def test_a_tasks_url_that_names_no_backend_stops_the_settings(monkeypatch, url):
    with pytest.raises(ImproperlyConfigured, match="is not a task backend; use database://"):
        load_settings(monkeypatch, TASKS_URL=url)


def test_a_tasks_url_with_a_password_is_not_echoed_in_the_error(monkeypatch):
    with pytest.raises(ImproperlyConfigured) as refused:
        load_settings(monkeypatch, TASKS_URL="amqp://user:s3cret@mq.example/1")
    assert "s3cret" not in str(refused.value)
    assert "mq.example/1" in str(refused.value)


def test_a_task_lease_under_a_minute_stops_the_settings(monkeypatch):
    with pytest.raises(ImproperlyConfigured, match="TASKS_LEASE_SECONDS=5 must be 60 or more"):
        load_settings(monkeypatch, TASKS_LEASE_SECONDS="5")
