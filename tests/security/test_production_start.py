"""The production entry points fail closed: DEBUG on or a public SECRET_KEY stops them; `make run` needs nothing."""

import secrets
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
GUNICORN = Path(sys.executable).parent / "gunicorn"


def clean_env(**env: str) -> dict[str, str]:
    return {"PATH": "/usr/bin:/bin", "VAR_DIR": str(ROOT / "var"), **env}


def run_python(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=clean_env(**env), capture_output=True, text=True, check=False
    )


def production_env() -> dict[str, str]:
    return {"DEBUG": "0", "SECRET_KEY": secrets.token_urlsafe(50), "ALLOWED_HOSTS": "zxdecks.example"}


def test_the_wsgi_module_refuses_to_start_with_nothing_configured():
    result = run_python("import zxdecks.wsgi")
    assert result.returncode != 0
    assert "zxdecks.wsgi refuses to start: DEBUG is on (set DEBUG=0)" in result.stderr
    assert "SECRET_KEY is the public development key" in result.stderr
    assert "ALLOW_DEBUG_IN_WSGI=1" in result.stderr


def test_the_wsgi_module_refuses_a_published_key_even_with_debug_off():
    result = run_python("import zxdecks.wsgi", DEBUG="0", SECRET_KEY="dev-only-insecure-key-zxdecks")
    assert result.returncode != 0
    assert "SECRET_KEY is the public development key" in result.stderr
    assert "DEBUG is on" not in result.stderr


def test_the_wsgi_module_refuses_debug_even_with_a_real_key():
    result = run_python("import zxdecks.wsgi", DEBUG="1", SECRET_KEY=secrets.token_urlsafe(50))
    assert result.returncode != 0
    assert "DEBUG is on (set DEBUG=0)" in result.stderr


def test_the_wsgi_module_starts_with_production_settings():
    result = run_python("import zxdecks.wsgi", **production_env())
    assert result.returncode == 0, result.stderr


def test_allow_debug_in_wsgi_lets_a_local_check_start():
    assert run_python("import zxdecks.wsgi", ALLOW_DEBUG_IN_WSGI="1").returncode == 0


def test_the_dev_servers_application_needs_no_configuration():
    code = (
        "import django; django.setup(); "
        "from django.core.servers.basehttp import get_internal_wsgi_application; get_internal_wsgi_application()"
    )
    result = run_python(code, DJANGO_SETTINGS_MODULE="zxdecks.settings")
    assert result.returncode == 0, result.stderr


@pytest.mark.skipif(not GUNICORN.exists(), reason="gunicorn is not installed beside this python")
def test_gunicorn_stops_instead_of_serving_with_debug_on():
    result = subprocess.run(
        [str(GUNICORN), "-c", "gunicorn.conf.py", "--bind", "127.0.0.1:0", "--workers", "1", "zxdecks.wsgi"],
        cwd=ROOT, env=clean_env(), capture_output=True, text=True, check=False, timeout=60,
    )  # fmt: skip
    assert result.returncode != 0
    assert "zxdecks.wsgi refuses to start: DEBUG is on" in result.stderr
    assert "Worker failed to boot" in result.stderr


def test_gunicorn_config_sets_a_worker_timeout():
    code = "import runpy; c = runpy.run_path('gunicorn.conf.py'); print(c['timeout'], c['workers'])"
    assert run_python(code).stdout.split() == ["30", "2"]
    assert run_python(code, GUNICORN_TIMEOUT="12", WEB_CONCURRENCY="5").stdout.split() == ["12", "5"]
    bad = run_python(code, GUNICORN_TIMEOUT="soon")
    assert "GUNICORN_TIMEOUT='soon' is not an integer" in bad.stderr


def test_the_settings_without_a_key_explain_how_to_make_one():
    result = run_python("import zxdecks.settings", DEBUG="0")
    assert "secrets.token_urlsafe(50)" in result.stderr


def test_the_asgi_module_fails_closed_too():
    result = run_python("import zxdecks.asgi")
    assert result.returncode != 0
    assert "zxdecks.asgi refuses to start: DEBUG is on" in result.stderr
    assert run_python("import zxdecks.asgi", **production_env()).returncode == 0
