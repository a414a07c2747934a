"""The engine's hot modules compiled by mypyc, used only when a build of exactly these sources is present.

`python -m zxdecks.rules.native_build` (`make engine`) compiles the goldfish and the effect executors into
var/engine/<ABI>/<digest>/: one extension a module, the group's shared library and a manifest naming the modules, the
Python that built them and the digest of every source of zxdecks/rules (and zxdecks/core/errors.py, the one module
outside it that the engine imports). A build's directory is named by that digest and never changed once in place, so
a process loads the build of its own sources or none, however builds and deploys overlap. Nothing of a build sits
beside a `.py`: a finder put first on `sys.meta_path` serves the manifest's modules from the build, so the
interpreted engine runs whenever there is no build of these sources for this Python (any edit of the engine, another
interpreter) and a warning says why when builds of other sources are there.

`ZXDECKS_ENGINE` chooses: `auto` (the default: the build when there is one), `python` (never the build), `compiled`
(the build or an error at import: CI's compiled step uses it). `ZXDECKS_ENGINE_DIR` moves the builds. Only the
standard library here: the engine stays free of Django, and of mypyc at run time (the compiled modules import
`mypy_extensions`, a runtime requirement).
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import json
import os
import sys
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


def abi_dir() -> Path:
    """Where this interpreter's builds live: var/engine/<SOABI>/ (ZXDECKS_ENGINE_DIR instead of var/engine)."""
    base = os.environ.get("ZXDECKS_ENGINE_DIR") or str(ROOT / "var" / "engine")
    return Path(base) / str(sysconfig.get_config_var("SOABI") or "unknown-abi")


def build_dir(digest: str | None = None) -> Path:
    """The directory of the build of these sources (or of the sources with `digest`)."""
    return abi_dir() / (digest or source_digest())


def source_digest(root: Path = ROOT) -> str:
    """A digest of every engine source (path and bytes, in path order): a build is of these sources or stale."""
    files: list[Path] = []
    for entry in SOURCES:
        path = root / entry
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    h = hashlib.blake2b(digest_size=16)
    for path in sorted(files):
        rel = path.relative_to(root).as_posix()
        if "__pycache__" in rel or path.name.startswith(".") or not path.is_file():
            continue  # an editor's lock file (.#game.py, a dangling link) is no source
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


def _stale_reason(directory: Path, digest: str) -> tuple[str, dict[str, object]]:
    """Why the build in `directory` cannot serve these sources ('' when it can), and its manifest."""
    manifest_path = directory / "manifest.json"
    if not manifest_path.is_file():
        others = [p.name for p in directory.parent.glob("*/manifest.json")] if directory.parent.is_dir() else []
        if others:
            return f"the builds in {directory.parent} are of other sources than these (make engine)", {"others": 1}
        return f"no build in {directory.parent} (make engine)", {}
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        names = [str(n) for n in manifest["modules"]] + [str(manifest["library"])]
        found = (manifest["format"], manifest["sources"], manifest["python"])
    except (OSError, ValueError, KeyError, TypeError) as error:
        return f"the build in {directory} has an unreadable manifest ({error!r}): make engine", {"broken": 1}
    if found[0] != FORMAT:
        return f"the build in {directory} is of another format (make engine)", manifest
    if found[1] != digest:
        return f"the build in {directory} is of other sources than these (make engine)", manifest
    if found[2] != sys.version:
        return f"the build in {directory} was made by another Python ({found[2]}): make engine", manifest
    missing = [n for n in names if not (directory / f"{n}.so").is_file()]
    if missing:
        return f"the build in {directory} lacks {missing[0]}.so (make engine)", manifest
    return "", manifest


def fresh() -> bool:
    """True when there is a build of these sources for this Python."""
    digest = source_digest()
    return not _stale_reason(build_dir(digest), digest)[0]


def _stray_extensions() -> list[Path]:
    """Extension modules beside the engine's sources (an old in-tree build): they would shadow the .py files."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    return sorted(p for p in (ROOT / "zxdecks" / "rules").rglob("*") if p.name.endswith(suffixes))


def install(meta_path: list[object] | None = None) -> str:
    """Put the build's finder first on sys.meta_path when there is a build of these sources; return what runs."""
    chosen = mode()
    path = sys.meta_path if meta_path is None else meta_path
    if any(isinstance(f, _BuildFinder) for f in path):
        return _state["kind"]  # installed already (zxdecks.rules imported again, e.g. reloaded)
    stray = _stray_extensions()
    if stray:  # loaded instead of the .py whatever ZXDECKS_ENGINE says
        message = f"{stray[0]} would be imported instead of its .py: delete it (make engine never writes there)"
        if chosen == "compiled":
            raise EngineBuildError(message)
        warnings.warn(message, EngineBuildWarning, stacklevel=2)
    if chosen == "python":
        return _settle("interpreted", "ZXDECKS_ENGINE=python")
    digest = source_digest()
    directory = build_dir(digest)
    why, manifest = _stale_reason(directory, digest)
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
