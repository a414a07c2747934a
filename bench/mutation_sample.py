"""A seeded uniform random sample of the mutants of the rules engine, to estimate the kill rate of the two packages.

A whole mutmut run over zxdecks/rules/effects and zxdecks/rules/goldfish (~10k mutants) takes hours on the shared
box; a sample of a few hundred gives the rate within a few points (Wilson 95% interval). Steps (`make
mutation-sample` does the three in turn):

    python -m bench.mutation_sample generate        # mutmut's own generation of mutants/ (no test is run)
    python -m bench.mutation_sample draw --n 300 --seed 28 > bench/mutation_sample.txt
    nice -n 19 mutmut run --max-children 2 $(cat bench/mutation_sample.txt)
    python -m bench.mutation_sample report bench/mutation_sample.txt
    python -m bench.mutation_sample check <survivors...> --tests tests/rules/test_new.py   # against new tests only

The names are drawn from mutmut's per-file lists (mutants/<path>.meta, key "exit_code_by_key"), sorted before the
draw so a seed always picks the same mutants of the same source. "Killed" is mutmut's killed (a test failed);
timeouts and mutants no test reaches ("no tests") are counted apart and, in the strict rate, as not killed.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

PACKAGES = ("zxdecks/rules/effects/", "zxdecks/rules/goldfish/")


def generate(max_children: int) -> None:
    """Generate mutants/ with mutmut's own functions, as `mutmut run` does before it runs any test."""
    from mutmut.__main__ import create_mutants
    from mutmut.mutation.trampoline import set_mutant_under_test
    from mutmut.utils.file_utils import (
        copy_also_copy_files,
        copy_src_dir,
        setup_source_paths,
    )

    Path("mutants").mkdir(exist_ok=True)
    set_mutant_under_test("mutant_generation")
    copy_src_dir()
    copy_also_copy_files()
    setup_source_paths()
    stats = create_mutants(max_children)
    print(f"{stats.mutated} files mutated, {stats.ignored} ignored, {stats.unmodified} unmodified", file=sys.stderr)


def exit_codes() -> dict[str, int | None]:
    """Every mutant of the two packages with mutmut's last exit code for it (None: not run yet)."""
    codes: dict[str, int | None] = {}
    for package in PACKAGES:
        for meta in sorted((Path("mutants") / package).rglob("*.py.meta")):
            codes.update(json.loads(meta.read_text("utf-8"))["exit_code_by_key"])
    return codes


def draw(n: int, seed: int, in_draw_order: bool = False) -> list[str]:
    """n names drawn with seed from the sorted list of all mutants; in the draw's order, the first k of them are the
    sample of k with the same seed (random.sample picks one name after another), so a list cut short stays uniform."""
    names = sorted(exit_codes())
    drawn = random.Random(seed).sample(names, n)
    return drawn if in_draw_order else sorted(drawn)


def status(code: int | None) -> str:
    from mutmut.stats import status_by_exit_code

    return str(status_by_exit_code[code])


def wilson(k: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a proportion k/n (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def package_of(name: str) -> str:
    return name.split(".")[2]


def report(sample_file: Path) -> None:
    names = [line.strip() for line in sample_file.read_text("utf-8").splitlines() if line.strip()]
    codes = exit_codes()
    by_status = Counter(status(codes.get(name)) for name in names)
    n = len(names)
    killed = by_status["killed"]
    detected = killed + by_status["timeout"]
    print(f"sample: {n} mutants of {len(codes)} ({sample_file})")
    for package in ("effects", "goldfish"):
        of_package = [name for name in names if package_of(name) == package]
        counts = Counter(status(codes.get(name)) for name in of_package)
        print(f"  {package}: {len(of_package)} — " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    print("  " + ", ".join(f"{k} {v}" for k, v in sorted(by_status.items())))
    for label, k in (("killed", killed), ("killed or timeout", detected)):
        low, high = wilson(k, n)
        print(f"{label}: {k}/{n} = {k / n:.1%} (Wilson 95%: {low:.1%}–{high:.1%})")
    for name in names:
        if status(codes.get(name)) not in ("killed", "timeout"):
            print(f"  {status(codes.get(name))}: {name}")


# Run in mutants/: each mutant named on the command line against the test files after "--", in one process (the
# trampolines read MUTANT_UNDER_TEST at each call, so the test modules are imported once).
_CHECK = """
import os, sys
import pytest
args = sys.argv[1:]
cut = args.index("--")
names, tests = args[:cut], args[cut + 1:]
for name in names:
    os.environ["MUTANT_UNDER_TEST"] = name
    code = pytest.main(["-p", "no:xdist", "-p", "no:cacheprovider", "-x", "-q", "--no-header", *tests])
    print(f"@@ {name} {int(code)}", flush=True)
"""


def check(names: list[str], tests: list[str]) -> None:
    """Each named mutant against only the given test files (in mutants/, with mutmut's MUTANT_UNDER_TEST, one process
    at nice 19): a quick re-check of survivors against new tests, without mutmut's stats and clean runs. The test
    files are copied into mutants/ first (mutmut copies tests/ only when it runs)."""
    for test in tests:
        shutil.copy2(test, Path("mutants") / test)
    env = {**os.environ, "PY_IGNORE_IMPORTMISMATCH": "1"}
    command = ["nice", "-n", "19", sys.executable, "-c", _CHECK, *names, "--", *tests]
    done = subprocess.run(command, cwd="mutants", env=env, capture_output=True, text=True, check=False)
    verdicts = [line.split() for line in done.stdout.splitlines() if line.startswith("@@ ")]
    words = {"0": "survived", "1": "killed"}  # pytest's exit codes: all passed, a test failed
    for _, name, code in verdicts:
        print(f"{words.get(code, 'exit ' + code)}: {name}")
    if len(verdicts) != len(names):
        print(done.stdout[-3000:], done.stderr[-3000:], sep="\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    generate_parser = commands.add_parser("generate")
    generate_parser.add_argument("--max-children", type=int, default=2)
    draw_parser = commands.add_parser("draw")
    draw_parser.add_argument("--n", type=int, default=300)
    draw_parser.add_argument("--seed", type=int, default=28)
    draw_parser.add_argument("--in-draw-order", action="store_true", help="keep the draw's order (see draw())")
    report_parser = commands.add_parser("report")
    report_parser.add_argument("sample_file", type=Path)
    check_parser = commands.add_parser("check")
    check_parser.add_argument("names", nargs="+")
    check_parser.add_argument("--tests", nargs="+", required=True)
    args = parser.parse_args()
    if args.command == "generate":
        generate(args.max_children)
    elif args.command == "draw":
        print("\n".join(draw(args.n, args.seed, args.in_draw_order)))
    elif args.command == "check":
        check(args.names, args.tests)
    else:
        report(args.sample_file)


if __name__ == "__main__":
    main()
