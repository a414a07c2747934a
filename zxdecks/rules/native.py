"""The engine's hot modules compiled by mypyc, used only when a build of exactly these sources is present.

`python -m zxdecks.rules.native_build` (`make engine`) compiles the goldfish and the effect executors into
var/engine/<ABI>/: one extension a module, the group's shared library and a manifest naming the modules and a digest
of every source of zxdecks/rules (and zxdecks/core/errors.py, the one module outside it that the engine imports).
Nothing of the build ever sits beside a `.py`: a finder put first on `sys.meta_path` serves the manifest's modules
from the build, so the interpreted engine is what runs whenever the build is absent, for another Python, or of other
sources (any edit of the engine makes it stale; the finder is not installed and a warning says why).

`ZXDECKS_ENGINE` chooses: `auto` (the default: the build when it matches), `python` (never the build), `compiled`
(the build or an error at import: CI's compiled job and production checks use it). `ZXDECKS_ENGINE_DIR` moves the
build directory. Only the standard library here: the engine stays free of Django, and of mypyc at run time (the
compiled modules import `mypy_extensions`, a runtime requirement).
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import json
import os
import sysconfig
import warnings
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent.parent  # the project's root (zxdecks/rules/native.py)
SOURCES = ("zxdecks/rules", "zxdecks/core/errors.py")  # what the build is of
FORMAT = 1
MODES = ("auto", "python", "compiled")


class EngineBuildError(ImportError):
    """ZXDECKS_ENGINE=compiled and no build of these sources for this Python."""


class EngineBuildWarning(UserWarning):
    """A build is there but cannot serve these sources: the interpreted engine runs."""


def build_dir() -> Path:
    """Where the build for this interpreter's ABI lives (var/engine/<SOABI>/ unless ZXDECKS_ENGINE_DIR says)."""
    base = os.environ.get("ZXDECKS_ENGINE_DIR") or str(ROOT / "var" / "engine")
    return Path(base) / str(sysconfig.get_config_var("SOABI") or "unknown-abi")


def source_digest(root: Path = ROOT) -> str:
    """A digest of every engine source (path and bytes, in path order): a build is of these sources or stale."""
    files: list[Path] = []
    for entry in SOURCES:
        path = root / entry
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    h = hashlib.blake2b(digest_size=16)
    for path in sorted(files):
        rel = path.relative_to(root).as_posix()
        if "__pycache__" in rel:
            continue
        h.update(rel.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


class _BuildFinder(importlib.abc.MetaPathFinder):
    """Finds the modules of the build (and its shared library) in the build directory, nothing else."""

    def __init__(self, directory: Path, names: Sequence[str]) -> None:
        self.directory = directory
        self.names = frozenset(names)

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.names:
            return None
        origin = str(self.directory / f"{fullname}.so")
        loader = importlib.machinery.ExtensionFileLoader(fullname, origin)
        return importlib.machinery.ModuleSpec(fullname, loader, origin=origin)


_state = {"kind": "interpreted", "why": "not installed yet"}


def mode() -> str:
    """ZXDECKS_ENGINE, checked."""
    value = os.environ.get("ZXDECKS_ENGINE", "auto").strip().lower() or "auto"
    if value not in MODES:
        raise EngineBuildError(f"ZXDECKS_ENGINE={value!r}: expected one of {', '.join(MODES)}")
    return value


def _stale_reason(directory: Path) -> tuple[str, dict[str, object]]:
    """Why the build in `directory` cannot serve these sources ('' when it can), and its manifest."""
    manifest_path = directory / "manifest.json"
    if not manifest_path.is_file():
        return f"no build in {directory} (make engine)", {}
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    if manifest.get("format") != FORMAT:
        return f"the build in {directory} is of another format (make engine)", manifest
    if manifest.get("sources") != source_digest():
        return f"the build in {directory} is of other sources than these (make engine rebuilds it)", manifest
    return "", manifest


def fresh() -> bool:
    """True when the build for this Python matches these sources."""
    return not _stale_reason(build_dir())[0]


def install(meta_path: list[object] | None = None) -> str:
    """Put the build's finder first on sys.meta_path when the build matches these sources; return what runs."""
    import sys

    chosen = mode()
    path = sys.meta_path if meta_path is None else meta_path
    if chosen == "python":
        return _settle("interpreted", "ZXDECKS_ENGINE=python")
    directory = build_dir()
    why, manifest = _stale_reason(directory)
    if why:
        if chosen == "compiled":
            raise EngineBuildError(f"ZXDECKS_ENGINE=compiled: {why}")
        if manifest:  # a stale build is worth a word (a deploy that forgot `make engine`); no build is ordinary
            warnings.warn(f"running the interpreted engine: {why}", EngineBuildWarning, stacklevel=2)
        return _settle("interpreted", why)
    names = [str(n) for n in manifest["modules"]]  # type: ignore[attr-defined]
    already = [n for n in names if n in sys.modules]
    if already:  # imported interpreted before the finder: two copies of one module's state would run
        if chosen == "compiled":
            raise EngineBuildError(f"ZXDECKS_ENGINE=compiled: {already[0]} was imported before the build's finder")
        return _settle("interpreted", f"{already[0]} was imported before the build's finder")
    path.insert(0, _BuildFinder(directory, [*names, str(manifest["library"])]))
    return _settle("compiled", f"mypyc build of {len(names)} modules in {directory}")


def _settle(kind: str, why: str) -> str:
    _state["kind"], _state["why"] = kind, why
    return kind


def describe() -> str:
    """What runs, for a benchmark's or a check's first line: 'compiled (…)' or 'interpreted (…)'."""
    return f"{_state['kind']} ({_state['why']})"


def compiled() -> bool:
    """True when the build's finder serves the hot modules."""
    return _state["kind"] == "compiled"
