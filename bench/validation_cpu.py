"""What a deck validation costs the worker above a trivial POST, in process (issue 33, point 8), tree against tree.

    python -m bench.validation_cpu [ROUNDS] [TREE ...]                 # CPU µs a request, trees alternated
    python -m bench.validation_cpu --instructions [TREE ...]          # instructions of the validation's work

DATABASE_URL must hold the real pool (`bench.scale_worker migrate`, `import real`). A tree is a checkout of the project
(e.g. `git archive 989d717 | tar -x -C /tmp/ref`); the default is this one. CPU: in a child process a tree, under the
production settings (`DEBUG=0`, Redis at BENCH_CACHE_URL's next database, flushed, rate limits on, one trusted proxy),
the ping POST, the limited ping POST and the validation of `bench_production`'s legal real 50 + 16 + player deck are
sent straight to `zxdecks.wsgi.application`, each from a new client address, interleaved, after 60 rounds of warm-up
and `gc.freeze()`; `time.thread_time` around each request, the median of each kind. Run it two or three times: a run
moves by a few per cent. Instructions: `deck_validate_text(...).as_dict()` (the list read, the cards looked up in the
worker's tables, the rules, the answer) 100 and 200 times inside `functools.reduce` under callgrind
(`setarch -R`, `PYTHONHASHSEED=0`), the difference over 100: the same count on any box, whatever its load.
"""

from __future__ import annotations

import functools
import io
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
ROOT = HERE.parent.parent
KINDS = (
    ("ping POST", "/api/v1/ping/"),
    ("limited POST", "/api/v1/ping/limited/"),
    ("validate", "/api/v1/decks/validate"),
)


def _use_tree(tree: Path) -> None:
    """Import the project from `tree` (not from the directory of this file)."""
    sys.path[:] = [str(tree)] + [p for p in sys.path if Path(p or ".").resolve() not in (HERE.parent, ROOT)]
    os.chdir(tree)


def _production() -> None:
    cache = os.environ.get("BENCH_CACHE_URL", "redis://127.0.0.1:6379/9")
    os.environ.update(
        {
            "DEBUG": "0", "SECRET_KEY": "bench-not-secret-" + "x" * 40, "ALLOWED_HOSTS": "127.0.0.1",
            "API_THROTTLING": "1", "SECURE_SSL_REDIRECT": "0", "SECURE_COOKIES": "0", "NUM_PROXIES": "1",
            "CACHE_URL": cache.rsplit("/", 1)[0] + f"/{int(cache.rsplit('/', 1)[1]) + 2}",
            "DJANGO_SETTINGS_MODULE": "zxdecks.settings",
        }
    )  # fmt: skip


def _listing() -> tuple[str, str]:
    from bench.validate_worker import real_listing

    listing = real_listing()
    return str(listing["text"]), str(listing["as_of"])


def _cpu(rounds: int) -> dict[str, float]:
    """Median CPU µs of each request kind in this process."""
    import gc

    import redis

    _production()
    redis.Redis.from_url(os.environ["CACHE_URL"]).flushdb()
    from zxdecks.wsgi import application

    text, as_of = _listing()
    body = json.dumps({"text": text, "as_of": as_of}).encode()
    addresses = iter(range(1, 10**7))

    def call(path: str) -> str:
        i = next(addresses)
        environ = {
            "REQUEST_METHOD": "POST", "PATH_INFO": path, "QUERY_STRING": "", "SERVER_NAME": "127.0.0.1",
            "SERVER_PORT": "8000", "HTTP_HOST": "127.0.0.1:8000", "wsgi.url_scheme": "http",
            "SERVER_PROTOCOL": "HTTP/1.1", "REMOTE_ADDR": "127.0.0.1",
            "HTTP_X_FORWARDED_FOR": f"10.{i // 65536 % 256}.{i // 256 % 256}.{i % 256}",
            "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(body)), "wsgi.input": io.BytesIO(body),
            "wsgi.errors": sys.stderr, "wsgi.version": (1, 0), "wsgi.multithread": False, "wsgi.multiprocess": True,
            "wsgi.run_once": False, "HTTP_ACCEPT": "*/*",
        }  # fmt: skip
        status: list[str] = []

        def start_response(s: str, _headers: object, _exc: object = None) -> Callable[[bytes], object]:
            status.append(s)
            return lambda _data: None

        result = application(environ, start_response)
        b"".join(result)
        result.close()
        return status[0]

    for _ in range(60):
        for name, path in KINDS:
            if not (status := call(path)).startswith("200"):
                raise RuntimeError(f"{name}: {status}")
    gc.freeze()
    times: dict[str, list[float]] = {name: [] for name, _ in KINDS}
    for r in range(rounds):
        for name, path in KINDS if r % 2 == 0 else KINDS[::-1]:
            start = time.thread_time()
            call(path)
            times[name].append((time.thread_time() - start) * 1e6)
    return {name: statistics.median(v) for name, v in times.items()}


def _work(runs: int) -> None:
    """Run the validation's work `runs` times inside functools.reduce (what callgrind counts)."""
    _production()
    import datetime as dt

    import django

    django.setup()
    from zxdecks.decks.services.validation import deck_validate_text

    text, as_of = _listing()
    on = dt.date.fromisoformat(as_of)
    one: Callable[[Any, Any], Any] = lambda _acc, _i: deck_validate_text(text=text, as_of=on).as_dict()  # noqa: E731
    for _ in range(300):
        one(None, None)
    functools.reduce(one, range(runs), None)


def _instructions(tree: Path) -> int:
    totals = []
    with tempfile.TemporaryDirectory() as tmp:
        for runs in (100, 200):
            out = Path(tmp) / f"cg.{runs}"
            vg = [
                "setarch", "-R", "valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                "--collect-atstart=no", "--toggle-collect=functools_reduce",
            ]  # fmt: skip
            cmd = [sys.executable, str(HERE), "--work", str(tree), str(runs)]
            subprocess.run(vg + cmd, env={**os.environ, "PYTHONHASHSEED": "0"}, capture_output=True, check=True)
            found = re.search(r"^(?:totals|summary):\s+(\d+)", out.read_text(), re.MULTILINE)
            if not found:
                raise RuntimeError(f"no totals in {out}")
            totals.append(int(found.group(1)))
    return (totals[1] - totals[0]) // 100


def main(argv: list[str] | None = None) -> None:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("--cpu", "--work"):
        _use_tree(Path(args[1]))
        if args[0] == "--work":
            _work(int(args[2]))
        else:
            print(json.dumps(_cpu(int(args[2]))))
        return
    if args and args[0] == "--instructions":
        for tree in [Path(t).resolve() for t in args[1:]] or [ROOT]:
            print(f"{tree}: {_instructions(tree):,} instructions a validation (list, lookup, rules, answer)")
        return
    rounds = int(args.pop(0)) if args and args[0].isdigit() else 1500
    for tree in [Path(t).resolve() for t in args] or [ROOT]:
        out = subprocess.run(
            [sys.executable, str(HERE), "--cpu", str(tree), str(rounds)], capture_output=True, text=True, check=True
        )
        m = json.loads(out.stdout.strip().splitlines()[-1])
        print(
            f"{tree}: ping POST {m['ping POST']:.0f} µs, limited POST {m['limited POST']:.0f} µs, validate "
            f"{m['validate']:.0f} µs = {m['validate'] / m['ping POST']:.3f}x / {m['validate'] / m['limited POST']:.3f}x;"
            f" above the limited ping {m['validate'] - m['limited POST']:.0f} µs; load {os.getloadavg()[0]:.1f}"
        )


if __name__ == "__main__":
    main()
