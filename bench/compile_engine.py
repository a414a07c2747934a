"""Compile the goldfish and the effect executors with mypyc (an experiment of session 21, not part of setup or CI).

    python -m bench.compile_engine [--jobs N] [--skip PATH]   # build; the .so files land next to the .py sources
    python -m bench.compile_engine --clean                    # remove them (the tree is pure Python again)

The tree's sources are not edited: they are copied to build/mypyc/ (with the rest of zxdecks/rules, which mypy reads
for the types but which stays interpreted) and adjusted there for mypyc: Game, its eight mixins and the frozenset
subclass marked `@mypyc_attr(native_class=False)` (a native class has one base), their `if TYPE_CHECKING:`
declarations taken out of the `if` (mypyc: "Unsupported statement in class body"), their annotations quoted,
DefaultPolicy open to the tests' subclasses, and the few PATCHES below (each says why; the build stops when one no
longer applies). The extension modules are copied back into the tree: one shim a compiled module
(`zxdecks/rules/goldfish/game.cpython-311-*.so`, found before `game.py`) and the shared library
`zxdecks_engine__mypyc.*.so` at the tree's root. `--more` (the effect reader and zxdecks/rules/*.py too) builds
with `--skip` of effects/coverage.py, effects/grammar.py, effects/language.py and deck.py (mypyc errors) but fails at
import (castable.py's cast of a sentinel tuple holding None for a CardFacts, checked once CardFacts is native).
Needs gcc and the Python headers; mypyc ships with mypy (requirements-dev); the compiled modules import
mypy_extensions at run time. docs/performance.md, session 21 `mypyc`: the figures and the tests that fail.
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STAGE = ROOT / "build" / "mypyc"
GROUP = "zxdecks_engine"
HOT = ["zxdecks/rules/goldfish", "zxdecks/rules/effects/run"]
MORE = ["zxdecks/rules/effects", "zxdecks/rules"]  # their own .py files only (not the subpackages twice)
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
    # --more: mypyc's build reads the import cycle in another order than `mypy .` ("Cannot determine type")
    "zxdecks/rules/effects/trigger_ways.py": [("\nTRIGGERS = {", "\nTRIGGERS: dict[str, Trigger] = {")],
    "zxdecks/rules/effects/trigger_players.py": [
        ("\nTRIGGERS = {", "\nTRIGGERS: dict[str, Trigger] = {"),
        ("\nZONE_TRIGGERS = {", "\nZONE_TRIGGERS: dict[str, Trigger] = {"),
    ],
    # mypy reads `bool | int` as int: compiled, True is stored as 1 and `need is True` never holds (a 降臨 that the
    # interpreter plays is skipped). The two flags become ints no need can be: -1 ask every turn, -2 never.
    "zxdecks/rules/goldfish/dynamis.py": [
        ("bool | int", "int"),
        ("if need is True:", "if need == -1:"),
        ("need is not False", "need != -2"),
        ("return (need is not True, 0 if need is True else need)", "return (need != -1, 0 if need == -1 else need)"),
        ("need: int = True", "need: int = -1"),
        ("need = False  #", "need = -2  #"),
        ("need = False if card.cost is None else", "need = -2 if card.cost is None else"),
    ],
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


def _modules(more: bool, skip: frozenset[str] = frozenset()) -> list[str]:
    """The .py files to compile, relative to the tree (less those in `skip`)."""
    found: list[str] = []
    for folder in HOT:
        found += sorted(str(p.relative_to(ROOT)) for p in (ROOT / folder).glob("*.py"))
    if more:
        for folder in MORE:
            found += sorted(str(p.relative_to(ROOT)) for p in (ROOT / folder).glob("*.py"))
    return sorted(set(found) - skip)


def _stage(compiled: list[str]) -> None:
    """Copy the engine to the build directory, the compiled modules' classes marked non-native."""
    shutil.rmtree(STAGE, ignore_errors=True)
    shutil.copytree(ROOT / "zxdecks" / "rules", STAGE / "zxdecks" / "rules", ignore=shutil.ignore_patterns("*.so"))
    (STAGE / "zxdecks" / "core").mkdir(parents=True)
    shutil.copy(ROOT / "zxdecks" / "__init__.py", STAGE / "zxdecks")
    for name in ("__init__.py", "errors.py"):  # the one module outside the engine it imports (listerrors)
        shutil.copy(ROOT / "zxdecks" / "core" / name, STAGE / "zxdecks" / "core")
    for rel in compiled:
        path = STAGE / rel
        source = path.read_text(encoding="utf-8")
        for old, new in PATCHES.get(rel, []):
            if old not in source:
                raise SystemExit(f"{rel}: the patch for mypyc no longer applies: {old}")
            source = source.replace(old, new)
        path.write_text(_non_native(source), encoding="utf-8")
    (STAGE / "mypy.ini").write_text(MYPY_INI, encoding="utf-8")


def _built() -> list[Path]:
    """The extension modules in the tree (what --clean removes)."""
    return sorted(ROOT.glob(f"{GROUP}__mypyc*.so")) + sorted((ROOT / "zxdecks" / "rules").rglob("*.so"))


def clean() -> None:
    """Remove the compiled modules from the tree."""
    for path in _built():
        path.unlink()


def build(jobs: int, more: bool, skip: frozenset[str] = frozenset()) -> None:
    """Compile and copy the extension modules into the tree."""
    from mypyc.build import mypycify  # only the build needs mypyc
    from setuptools import setup  # type: ignore[import-untyped]

    clean()
    compiled = _modules(more, skip)
    _stage(compiled)
    start = time.monotonic()
    here = Path.cwd()
    os.chdir(STAGE)
    try:
        extensions = mypycify(
            ["--config-file", "mypy.ini", *compiled], group_name=GROUP, opt_level="3", multi_file=True
        )  # one C file a module: the jobs compile them side by side
        typed = time.monotonic()
        setup(name=GROUP, ext_modules=extensions, script_args=["build_ext", "--inplace", "-j", str(jobs)])
    finally:
        os.chdir(here)
    done = time.monotonic()
    for path in sorted(STAGE.rglob("*.so")):
        if "build" in path.relative_to(STAGE).parts:
            continue
        target = ROOT / path.relative_to(STAGE)
        shutil.copy(path, target)
    print(
        f"compiled {len(compiled)} modules: mypyc {typed - start:.0f} s, C {done - typed:.0f} s "
        f"({jobs} jobs); {len(_built())} extension files in the tree",
        file=sys.stderr,
    )


def main(argv: list[str] | None = None) -> None:
    """Build, or --clean."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="remove the compiled modules from the tree")
    parser.add_argument("--more", action="store_true", help="compile the effect reader and zxdecks/rules/*.py too")
    parser.add_argument("--skip", action="append", default=[], help="a module (path) left interpreted")
    parser.add_argument("--jobs", type=int, default=2, help="C compilations at once")
    args = parser.parse_args(argv)
    if args.clean:
        clean()
    else:
        build(args.jobs, args.more, frozenset(args.skip))


if __name__ == "__main__":
    main()
