"""`make test` touches only test databases, `make run` still sets up everything, and CI runs the fast checks first
(issue 33, point 3)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def planned(target: str) -> str:
    """The commands `make <target>` would run (make -n prints them and runs nothing)."""
    # -B: plan every step even where the stamp files are fresh, as on a fresh machine.
    result = subprocess.run(["make", "-n", "-B", target], cwd=ROOT, capture_output=True, text=True, check=True)
    return result.stdout


def test_make_test_runs_no_migration_and_no_demo_load_on_the_configured_database():
    commands = planned("test")
    assert "pytest" in commands
    assert "manage.py migrate" not in commands
    assert "load_demo" not in commands
    assert "compilemessages" in commands  # the tests read the Japanese catalogue


def test_make_run_still_sets_up_everything_on_a_fresh_machine():
    commands = planned("run")
    for step in ("pip install", "compilemessages", "manage.py migrate", "manage.py load_demo", "manage.py runserver"):
        assert step in commands


def test_ci_runs_the_fast_checks_before_either_suite():
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    lines = [line.strip() for line in script.splitlines()]

    def first(fragment: str) -> int:
        return next(i for i, line in enumerate(lines) if fragment in line and not line.startswith("#"))

    suites = min(first("make test"), first("pytest -q -n auto"))
    for check in ("ruff check", "ruff format --check", "mypy", "lint-imports", "makemigrations --check"):
        assert first(check) < suites, check
