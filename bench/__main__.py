"""Run every benchmark module in bench/ (or the ones named on the command line) and print their figures."""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys

import django


def main(argv: list[str]) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
    django.setup()
    import bench

    names = argv or sorted(m.name for m in pkgutil.iter_modules(bench.__path__) if m.name.startswith("bench_"))
    for name in names:
        module = importlib.import_module(f"bench.{name}")
        print(f"## {name}")
        module.main()


if __name__ == "__main__":
    main(sys.argv[1:])
