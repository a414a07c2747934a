"""zxdecks.rules.native's loader, pinned where mutation testing found it unasserted (`mut22`, docs/mutation.md):
the default build directory (var/engine/<SOABI> under the project), the default mode, the digest of the engine's
sources (16 bytes over each path and its bytes, what sits in __pycache__ left out), the finder's spec, fresh(),
and install() on sys.meta_path itself."""

from __future__ import annotations

import hashlib
import importlib.machinery
import sys
import sysconfig
from pathlib import Path

import pytest

from tests.rules.test_native_engine import write_build
from zxdecks.rules import native


@pytest.fixture
def state():
    """native's record of what runs, restored after the test."""
    saved = dict(native._state)
    yield
    native._state.update(saved)


def _build(directory: Path, sources: str, modules: list[str]) -> Path:
    return write_build(directory, sources, modules)


def test_the_build_directory_is_var_engine_under_the_project_per_abi_and_digest(monkeypatch):
    monkeypatch.delenv("ZXDECKS_ENGINE_DIR", raising=False)
    soabi = sysconfig.get_config_var("SOABI")
    assert soabi
    assert native.abi_dir() == native.ROOT / "var" / "engine" / soabi
    assert native.build_dir() == native.ROOT / "var" / "engine" / soabi / native.source_digest()
    assert native.build_dir("0123") == native.ROOT / "var" / "engine" / soabi / "0123"
    monkeypatch.setenv("ZXDECKS_ENGINE_DIR", "/somewhere/else")
    assert native.build_dir("0123") == Path("/somewhere/else") / soabi / "0123"


def test_the_mode_is_auto_unless_told(monkeypatch):
    monkeypatch.delenv("ZXDECKS_ENGINE", raising=False)
    assert native.mode() == "auto"
    monkeypatch.setenv("ZXDECKS_ENGINE", "  Python ")
    assert native.mode() == "python"
    monkeypatch.setenv("ZXDECKS_ENGINE", "  ")  # set but blank: the default
    assert native.mode() == "auto"


def _tree(root: Path) -> None:
    (root / "zxdecks" / "rules").mkdir(parents=True)
    (root / "zxdecks" / "core").mkdir(parents=True)
    (root / "zxdecks" / "rules" / "a.py").write_bytes(b"A = 1\n")
    (root / "zxdecks" / "core" / "errors.py").write_bytes(b"E = 2\n")


def test_the_digest_is_sixteen_bytes_over_each_source_path_and_bytes(tmp_path):
    _tree(tmp_path)
    expected = hashlib.blake2b(digest_size=16)
    for rel, data in (("zxdecks/core/errors.py", b"E = 2\n"), ("zxdecks/rules/a.py", b"A = 1\n")):
        expected.update(rel.encode() + b"\0" + data + b"\0")
    assert native.source_digest(tmp_path) == expected.hexdigest()
    assert len(native.source_digest(tmp_path)) == 32


def test_a_file_in_pycache_is_no_source_and_the_files_after_it_still_are(tmp_path):
    _tree(tmp_path)
    before = native.source_digest(tmp_path)
    cache = tmp_path / "zxdecks" / "rules" / "__pycache__"
    cache.mkdir()
    (cache / "stray.py").write_bytes(b"X = 3\n")  # sorted before a.py
    assert native.source_digest(tmp_path) == before
    (tmp_path / "zxdecks" / "rules" / "a.py").write_bytes(b"A = 4\n")
    assert native.source_digest(tmp_path) != before  # a.py, after the skipped file, still read


def test_the_finders_spec_names_the_module_and_loads_it_from_the_build(tmp_path):
    finder = native._BuildFinder(tmp_path, ["zxdecks.rules.goldfish.unloaded_example"])
    spec = finder.find_spec("zxdecks.rules.goldfish.unloaded_example")
    assert spec.name == "zxdecks.rules.goldfish.unloaded_example"
    assert isinstance(spec.loader, importlib.machinery.ExtensionFileLoader)
    assert spec.loader.path == str(tmp_path / "zxdecks.rules.goldfish.unloaded_example.so")


def test_fresh_says_whether_the_build_matches_these_sources(tmp_path, monkeypatch):
    monkeypatch.setenv("ZXDECKS_ENGINE_DIR", str(tmp_path))
    assert not native.fresh()  # no build
    _build(tmp_path, native.source_digest(), ["zxdecks.rules.goldfish.unloaded_example"])
    assert native.fresh()


def test_install_without_a_list_puts_the_finder_first_on_sys_meta_path(tmp_path, monkeypatch, state):
    _build(tmp_path, native.source_digest(), ["zxdecks.rules.goldfish.unloaded_example"])
    monkeypatch.setenv("ZXDECKS_ENGINE_DIR", str(tmp_path))
    monkeypatch.setenv("ZXDECKS_ENGINE", "auto")
    # the session's own list without a build's finder (on the compiled engine one is there, and install() keeps one)
    monkeypatch.setattr(sys, "meta_path", [f for f in sys.meta_path if not isinstance(f, native._BuildFinder)])
    length = len(sys.meta_path)
    try:
        assert native.install() == "compiled"
        assert isinstance(sys.meta_path[0], native._BuildFinder)
        assert len(sys.meta_path) == length + 1
    finally:
        if isinstance(sys.meta_path[0], native._BuildFinder):
            del sys.meta_path[0]
