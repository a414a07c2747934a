"""Build the mypyc-compiled engine that zxdecks.rules.native loads: `python -m zxdecks.rules.native_build` (`make engine`).

    python -m zxdecks.rules.native_build [--if-stale] [--jobs N] [--skip PATH]   # build into var/engine/<ABI>/<digest>/
    python -m zxdecks.rules.native_build --clean                    # remove every build (the engine runs interpreted)

The goldfish and the effect executors (zxdecks/rules/goldfish/*.py and zxdecks/rules/effects/run/*.py, less their
package `__init__`s, which only re-export) are compiled from a copy of the engine in build/mypyc/, adjusted there for
mypyc (the tree's sources are never edited): Game, its eight mixins and the frozenset subclass marked
`@mypyc_attr(native_class=False)` (a native class has one base), their `if TYPE_CHECKING:` declarations taken out of
the `if` (mypyc: "Unsupported statement in class body"), their annotations quoted, DefaultPolicy open to the tests'
subclasses, and the few PATCHES below (each says why; the build stops when one no longer applies). The extension
modules, the group's shared library and a manifest (the modules, the Python that built them, a digest of the sources)
are written to a new directory renamed into var/engine/<ABI>/<digest>/ when complete (zxdecks/rules/native.py loads
the directory of its own sources' digest; the three newest builds are kept). One build at a time (a lock in
var/engine/<ABI>/). Needs gcc and the Python headers (1.5-4 min of C on 2 cores) and the development requirements
(mypy, setuptools); mypyc ships with mypy. docs/performance-details.md, "Session 21, `mypyc`" and "Session 22,
`engine`": the figures and what the compiled engine may not do.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from zxdecks.rules import native

ROOT = native.ROOT
STAGE = ROOT / "build" / "mypyc"
GROUP = "zxdecks_engine"
HOT = ["zxdecks/rules/goldfish", "zxdecks/rules/effects/run"]
DECORATOR = "@mypyc_attr_(native_class=False)"
# Game and its mixins (mypyc's native classes have one base), the frozenset subclass (a builtin base)
NON_NATIVE = frozenset(
    [
        "Game",
        "CardMoves",
        "OpponentMoves",
        "TurnRecord",
        "LinkMoves",
        "PlayPermits",
        "SquareUnits",
        "PolicyChoices",
        "Paying",
        "FreePlays",
        "_Every",
    ]
)
# a native class the tests subclass (their policies)
SUBCLASSED = frozenset({"DefaultPolicy"})
SUBCLASSED_DECORATOR = "@mypyc_attr_(allow_interpreted_subclasses=True)"
# `x in s` for a value typed frozenset is compiled to the set lookup of C, which skips the __contains__ of
# turn_record._Every (EVERY_EVENT: a game not told its events records them all) and refuses a set: typed as an
# abstract set, the compiled `in` asks the object (the same answers as the interpreter's).
RECORDED = [
    ("from __future__ import annotations\n", "from __future__ import annotations\n\nfrom typing import AbstractSet\n"),
    ("recorded: frozenset[str]", "recorded: AbstractSet[str]"),
]
# Closures in a method of a non-native class crash mypyc (an AssertionError in irbuild's env_class): the lambdas
# there become a functools.partial of the same call.
PATCHES = {
    "zxdecks/rules/goldfish/game.py": [
        ("from __future__ import annotations\n", "from __future__ import annotations\n\nimport functools\n"),
        ("lambda c: can_pay(paying, c, colors)", "functools.partial(can_pay, paying, colors=colors)"),
        *RECORDED,
    ],
    "zxdecks/rules/goldfish/turn_record.py": RECORDED,
    # a compiled function is no descriptor: as a class attribute it is not bound to the policy
    "zxdecks/rules/goldfish/policy.py": [
        (
            "    resource = castable.resource\n",
            "    def resource(self, game: Game) -> int | None:\n        return castable.resource(self, game)\n",
        ),
        (
            "    next_play = castable.next_play\n",
            "    def next_play(self, game: Game) -> int | None:\n        return castable.next_play(self, game)\n",
        ),
    ],
}
MYPY_INI = "[mypy]\npython_version = 3.11\nstrict = True\ndisable_error_code = empty-body\n"  # the stubs, now bodies


def _unhide(source: str) -> str:
    """The module with each class body's `if TYPE_CHECKING:` block (mypyc: "Unsupported statement in class body")
    dedented, and the method stubs in it deleted from the class right after it (a stub left in a mixin would
    shadow the method of a later base)."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    edits: list[tuple[int, int, list[str]]] = []  # (first line, last line, the new lines), 1-based
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        stubs: list[str] = []
        for node in cls.body:
            if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING" and not node.orelse:
                body = [
                    line[4:] if line.startswith(" " * 8) else line
                    for line in lines[node.body[0].lineno - 1 : node.end_lineno]
                ]
                edits.append((node.lineno, node.end_lineno or node.lineno, body))
                stubs += [f.name for f in node.body if isinstance(f, ast.FunctionDef)]
        if stubs:
            end = cls.end_lineno or cls.lineno
            dels = [" " * cls.col_offset + f"delattr({cls.name}, {name!r})\n" for name in stubs]
            edits.append((end + 1, end, dels))  # an insertion after the class
    for first, last, new in sorted(edits, reverse=True):
        lines[first - 1 : last] = new
    return "".join(lines)


def _non_native(source: str) -> str:
    """The module with each class of NON_NATIVE marked non-native (a decorator line above it) and the annotations in
    its body quoted: mypyc stores a non-native class's annotations as the types themselves, and a type from a module
    of the cycle not yet imported is NULL there (a crash at import); quoted, they are the strings CPython keeps under
    `from __future__ import annotations`."""
    source = _unhide(source)
    tree = ast.parse(source)
    data = source.encode("utf-8")
    starts = [0]
    for line in data.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    edits: list[tuple[int, int, bytes]] = []  # (start, end, new bytes) by byte offset (ast's columns are bytes)
    classes = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name in NON_NATIVE | SUBCLASSED]
    for cls in classes:
        first = min([cls.lineno, *(d.lineno for d in cls.decorator_list)])
        mark = DECORATOR if cls.name in NON_NATIVE else SUBCLASSED_DECORATOR
        edits.append((starts[first - 1], starts[first - 1], (" " * cls.col_offset + mark + "\n").encode()))
        for node in cls.body if cls.name in NON_NATIVE else ():
            if isinstance(node, ast.AnnAssign):
                ann = node.annotation
                begin = starts[ann.lineno - 1] + ann.col_offset
                stop = starts[(ann.end_lineno or ann.lineno) - 1] + (ann.end_col_offset or 0)
                edits.append((begin, stop, repr(ast.unparse(ann)).encode()))
    if not classes:
        return source
    # after the docstring and `from __future__` (which must come first): the import the decorators use
    at = 0
    for i, node in enumerate(tree.body):
        if (isinstance(node, ast.Expr) and i == 0) or (
            isinstance(node, ast.ImportFrom) and node.module == "__future__"
        ):
            at = node.end_lineno or node.lineno
    edits.append((starts[at], starts[at], b"from mypy_extensions import mypyc_attr as mypyc_attr_\n"))
    for begin, stop, new in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        data = data[:begin] + new + data[stop:]
    return data.decode("utf-8")


def _modules(skip: frozenset[str] = frozenset()) -> list[str]:
    """The .py files to compile, relative to the tree (less those in `skip` and the packages' `__init__`s)."""
    found: list[str] = []
    for folder in HOT:
        found += sorted(str(p.relative_to(ROOT)) for p in (ROOT / folder).glob("*.py") if p.name != "__init__.py")
    return sorted(set(found) - skip)


def _stage(stage: Path, compiled: list[str]) -> None:
    """Copy the engine to the staging directory, the compiled modules' classes marked non-native."""
    shutil.copytree(
        ROOT / "zxdecks" / "rules", stage / "zxdecks" / "rules", ignore=shutil.ignore_patterns("*.so", "__pycache__")
    )
    (stage / "zxdecks" / "core").mkdir(parents=True)
    shutil.copy(ROOT / "zxdecks" / "__init__.py", stage / "zxdecks")
    for name in ("__init__.py", "errors.py"):  # the one module outside the engine it imports (listerrors)
        shutil.copy(ROOT / "zxdecks" / "core" / name, stage / "zxdecks" / "core")
    for rel in compiled:
        path = stage / rel
        source = path.read_text(encoding="utf-8")
        for old, new in PATCHES.get(rel, []):
            if old not in source:
                raise SystemExit(f"{rel}: the patch for mypyc no longer applies: {old}")
            source = source.replace(old, new)
        path.write_text(_non_native(source), encoding="utf-8")
    (stage / "mypy.ini").write_text(MYPY_INI, encoding="utf-8")


def _is_build(path: Path) -> bool:
    """A directory make engine wrote: a build (its manifest) or one being written (.new-*)."""
    return path.is_dir() and ((path / "manifest.json").is_file() or path.name.startswith(".new-"))


def clean() -> None:
    """Remove every build of this Python's ABI and the staging copies: the engine runs interpreted."""
    abi = native.abi_dir()
    if abi.is_dir():
        for child in abi.iterdir():
            if _is_build(child):
                shutil.rmtree(child)
        if not any(abi.iterdir()):
            abi.rmdir()
    shutil.rmtree(STAGE, ignore_errors=True)


KEEP = 3  # builds kept: a running process may still load a lazily imported module from the build of its sources


def _prune(abi: Path, keep: Path) -> None:
    """Remove all but the newest KEEP builds (never `keep`, the one just made)."""
    builds = sorted((c for c in abi.iterdir() if _is_build(c) and c != keep), key=lambda c: c.stat().st_mtime)
    for old in builds[: max(0, len(builds) - (KEEP - 1))]:
        shutil.rmtree(old, ignore_errors=True)


def _module_name(rel: Path) -> str:
    """zxdecks/rules/goldfish/game.cpython-311-x86_64-linux-gnu.so -> zxdecks.rules.goldfish.game"""
    return ".".join((*rel.parent.parts, rel.name.split(".", 1)[0]))


def build(jobs: int, skip: frozenset[str] = frozenset()) -> Path:
    """Compile the hot modules into var/engine/<ABI>/<digest>/ with their manifest (one build at a time)."""
    import fcntl

    abi = native.abi_dir()
    abi.mkdir(parents=True, exist_ok=True)
    with open(abi / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # a second `make engine` waits, then finds the build made (or makes its own)
        STAGE.mkdir(parents=True, exist_ok=True)
        stage = Path(tempfile.mkdtemp(prefix="stage-", dir=STAGE))
        try:
            return _build(abi, stage, jobs, skip)
        finally:
            shutil.rmtree(stage, ignore_errors=True)


def _build(abi: Path, stage: Path, jobs: int, skip: frozenset[str]) -> Path:
    from mypyc.build import mypycify  # only the build needs mypyc
    from setuptools import setup  # type: ignore[import-untyped]

    digest = native.source_digest()  # of the sources as they are now, before the copy is made
    compiled = _modules(skip)
    _stage(stage, compiled)
    start = time.monotonic()
    here = Path.cwd()
    os.chdir(stage)
    try:
        extensions = mypycify(
            ["--config-file", "mypy.ini", *compiled], group_name=GROUP, opt_level="3", multi_file=True
        )  # one C file a module: the jobs compile them side by side
        typed = time.monotonic()
        setup(name=GROUP, ext_modules=extensions, script_args=["-q", "build_ext", "--inplace", "-j", str(jobs)])
    finally:
        os.chdir(here)
    done = time.monotonic()
    fresh = Path(tempfile.mkdtemp(prefix=".new-", dir=abi))
    library, modules = "", []
    for path in sorted(stage.rglob("*.so")):
        rel = path.relative_to(stage)
        if rel.parts[0] == "build":  # setuptools' own build tree: the copies --inplace made are the ones
            continue
        name = _module_name(rel)
        if name.startswith(GROUP):
            library = name
        else:
            modules.append(name)
        shutil.copy(path, fresh / f"{name}.so")
    if not library or len(modules) != len(compiled):
        raise SystemExit(f"the build made {len(modules)} modules of {len(compiled)} and library {library!r}")
    manifest = {
        "format": native.FORMAT, "sources": digest, "library": library, "modules": modules, "python": sys.version,
        "abi": abi.name, "mypy": _mypy_version(), "skipped": sorted(skip),
    }  # fmt: skip
    (fresh / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    if native.source_digest() != digest:
        shutil.rmtree(fresh)
        raise SystemExit("the engine's sources changed during the build: build again")
    target = abi / digest
    if target.exists():  # a build of these sources already (made by an older mypyc, or skipping modules): set aside
        aside = Path(tempfile.mkdtemp(prefix=".new-old-", dir=abi))
        target.rename(aside / digest)
        shutil.rmtree(aside, ignore_errors=True)
    fresh.rename(target)  # in place at once: a process sees the whole build or none
    _prune(abi, target)
    print(
        f"compiled {len(compiled)} modules into {target}: mypyc {typed - start:.0f} s, C {done - typed:.0f} s "
        f"({jobs} jobs)",
        file=sys.stderr,
    )
    return target


def current() -> bool:
    """True when the build of these sources exists, was made by this mypy and compiled every module."""
    if not native.fresh():
        return False
    manifest = json.loads((native.build_dir() / "manifest.json").read_text(encoding="utf-8"))
    return bool(manifest.get("mypy") == _mypy_version() and not manifest.get("skipped"))


def _mypy_version() -> str:
    from mypy.version import __version__

    return str(__version__)


def main(argv: list[str] | None = None) -> None:
    """Build, or --clean."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="remove every build (the engine runs interpreted)")
    parser.add_argument("--skip", action="append", default=[], help="a module (path) left interpreted")
    parser.add_argument(
        "--if-stale",
        action="store_true",
        help="build only when no build of these sources, by this mypy, of every module is there",
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="C compilations at once")
    args = parser.parse_args(argv)
    if args.clean:
        clean()
    elif args.if_stale and current():
        print(f"the compiled engine in {native.build_dir()} is of these sources", file=sys.stderr)
    else:
        build(args.jobs, frozenset(args.skip))


if __name__ == "__main__":
    main()
