"""Scale: the real pool, then x10 (86k cards) and 100,000 public decks, under gunicorn (2 workers, DEBUG off, Redis),
on PostgreSQL and SQLite, every figure beside the ping floor. Needs ../shared/data; prints what it skips.

`python -m bench bench_scale` (about 10 minutes; BENCH_SCALE_DECKS and BENCH_SCALE_COPIES shrink it).
BENCH_SCALE_ONLY=import runs only the lookups during a one-card import at both sizes (issue 33.6), each beside its
control, with the warm lookup median their ratio needs: no other figure, no decks.
"""

from __future__ import annotations

import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import quote

from bench.harness import ROOT, database, percentile, postgres_available, run_manage, run_worker

CACHE_URL = os.environ.get("BENCH_CACHE_URL", "redis://127.0.0.1:6379/9")
COPIES = int(os.environ.get("BENCH_SCALE_COPIES", "9"))
DECKS = int(os.environ.get("BENCH_SCALE_DECKS", "100000"))
ONLY_IMPORT = os.environ.get("BENCH_SCALE_ONLY", "") == "import"
QUERIES = [
    "ライラプス", "t:zx c:red cost>=5", "pow>=10000 is:ignition", "race:ミソス", "kw:ライフリカバリー c:blue",
    "set:B01", "reg:legend", "カードを１枚引く", "アルテミス c:green", "-is:ignition t:zx cost<=2 c:black",
]  # fmt: skip
# Distinct searches a round (no query repeats within a run, so no answer comes from a cache): plain words of one to
# five characters — what players type most — names, numbers and parameter searches.
DISTINCT_QUERIES = [
    "竜", "人形", "天使", "剣", "魔", "光", "神", "姫", "炎", "花", "らい", "みかも", "ドラゴン", "騎士", "悪魔",
    "アルテミス", "ヴァーミリオン", "ライフリカバリー", "カードを１枚引く", "リソース", "ゼクス", "ハピネスタイム",
    "t:zx c:blue cost<=2", "pow>=7000 c:white", "race:ディンギル", "kw:ボイドブリンガー", "set:B20", "reg:sealed",
    "t:event c:black", "cost=4 c:green is:ignition", "B01-001", "E31-036", "P45-036", "c:red t:zx pow>=9000",
    "姫 c:red", "竜 cost>=5", "天使 t:zx", "ignition", "-is:ignition c:green cost=1", "t:player",
    "みなせ", "ぐれん", "すくらっぷ", "ちゃーじ", "ゼロオプティマ", "覚醒", "降臨", "イグニッション", "ドロー", "黒",
]  # fmt: skip
AUTOCOMPLETE = [
    "ら", "ア", "竜", "天", "人形", "天使", "らい", "みか", "ドラ", "あぐ", "ライラ", "ヴァー", "アルテミ", "ぐれん", "すく",
    "ゼ", "ハピ", "け", "ミ", "紅",
]  # fmt: skip
LOOKUPS = [
    "B01-001",
    "B01-015",
    "B05-010",
    "B16-084",
    "P45-036",
    "IG07-001",
    "B10-050",
    "E01-001",
    "B20-020",
    "B30-030",
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _flush_cache() -> None:
    import redis

    redis.Redis.from_url(CACHE_URL).flushdb()


class Server:
    """A gunicorn with 2 workers on the production settings, and timing helpers against it."""

    def __init__(
        self, database_url: str, *, throttling: bool = False, env: dict[str, str] | None = None, root: Path = ROOT
    ) -> None:
        self.refused = 0
        self.port = _free_port()
        env = {
            **os.environ, "DATABASE_URL": database_url, "CACHE_URL": CACHE_URL, "DEBUG": "0",
            "SECRET_KEY": "bench-not-secret-" + "x" * 40, "ALLOWED_HOSTS": "127.0.0.1", "API_THROTTLING": "1" if throttling else "0",
            "SECURE_SSL_REDIRECT": "0", "SECURE_COOKIES": "0", **(env or {}),
        }  # fmt: skip
        gunicorn = str(Path(sys.executable).parent / "gunicorn")
        (ROOT / "var").mkdir(exist_ok=True)
        self.log = (ROOT / "var" / "bench-gunicorn.log").open("ab")  # a pipe nobody reads would block the workers
        subprocess.run(
            [sys.executable, "manage.py", "collectstatic", "--no-input", "-v", "0"], cwd=root, env=env, check=True
        )
        self.proc = subprocess.Popen(
            [gunicorn, "zxdecks.wsgi", "--bind", f"127.0.0.1:{self.port}", "--workers", "2", "--timeout", "60"],
            cwd=root, env=env, stdout=subprocess.DEVNULL, stderr=self.log,
        )  # fmt: skip
        for _ in range(200):
            try:
                self.get("/api/v1/ping/")
                return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.1)
        raise RuntimeError("gunicorn did not start")

    def get(self, path: str, headers: dict[str, str] | None = None) -> tuple[int, float, dict[str, str], int]:
        """(status, seconds, headers, body bytes) of one GET; 5xx are returned, not raised."""
        if not path.startswith("/api/v1/ping/") and self.proc.poll() is not None:
            raise RuntimeError("gunicorn exited")
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", headers=headers or {})
        start = time.perf_counter()
        try:
            with urllib.request.urlopen(request, timeout=60) as response:  # noqa: S310 # our own loopback server
                body = response.read()
                return response.status, time.perf_counter() - start, dict(response.headers), len(body)
        except urllib.error.HTTPError as error:
            body = error.read()
            return error.code, time.perf_counter() - start, dict(error.headers), len(body)
        except TimeoutError:
            print(f"  timed out: GET {path}")
            return 599, time.perf_counter() - start, {}, 0

    def post(self, path: str, body: bytes, headers: dict[str, str] | None = None) -> tuple[int, float]:
        """(status, seconds) of one POST of a JSON body; 4xx and 5xx are returned, not raised."""
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}{path}", data=body, method="POST",
            headers={"Content-Type": "application/json", **(headers or {})},
        )  # fmt: skip
        start = time.perf_counter()
        try:
            with urllib.request.urlopen(request, timeout=60) as response:  # noqa: S310 # our own loopback server
                response.read()
                return response.status, time.perf_counter() - start
        except urllib.error.HTTPError as error:
            error.read()
            return error.code, time.perf_counter() - start

    def times(self, paths: list[str], rounds: int) -> tuple[list[float], int]:
        """Seconds per request over rounds of the paths, and how many answered 5xx (4xx are kept in .refused:
        a search refused for time is fast, and must not pass for an answer)."""
        samples, errors = [], 0
        self.refused = 0
        for _ in range(rounds):
            for path in paths:
                status, seconds, _, _ = self.get(path)
                samples.append(seconds)
                errors += status >= 500
                self.refused += 400 <= status < 500
        return samples, errors

    def worker_rss_mb(self) -> float:
        """The largest resident set of the worker processes, in MB."""
        children = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children").read_text().split()
        sizes = []
        for pid in children:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    sizes.append(int(line.split()[1]) / 1024)
        return max(sizes)

    def stop(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        self.proc.wait(timeout=30)
        self.log.close()


@contextmanager
def server(database_url: str) -> Iterator[Server]:
    _flush_cache()
    s = Server(database_url)
    try:
        yield s
    finally:
        s.stop()


def _ms(values: list[float], pct: float | None = None) -> float:
    return (percentile(values, pct) if pct else statistics.median(values)) * 1000


FIRST_LOOKUP_STARTS = int(os.environ.get("BENCH_SCALE_STARTS", "5"))


def measure(s: Server, url: str, label: str, kind: str) -> dict[str, float]:
    """The card figures of a size: cold and warm lookups, searches, RSS after mixed requests."""
    figures: dict[str, float] = {}
    lookups = [f"/api/v1/cards/{n}/" for n in LOOKUPS]
    # The first card lookup after start, of this server and of more fresh ones (Redis flushed before each): one
    # sample was at the mercy of a single scheduling hiccup (4.5x one run, 9.9x the next on the same code).
    colds = [s.get(lookups[0])[1]]
    for _ in range(FIRST_LOOKUP_STARTS - 1):
        with server(url) as fresh:
            colds.append(fresh.get(lookups[0])[1])
    cold = statistics.median(colds)
    ping, _ = s.times(["/api/v1/ping/"], 60)
    warm, _ = s.times(lookups, 10)
    floor = _ms(ping)
    figures.update(ping=floor, cold=cold * 1000, warm=_ms(warm))
    print(f"{kind:8} {label:6} ping median {floor:.1f} ms")
    print(
        f"{kind:8} {label:6} first card lookup after start {cold * 1000:.1f} ms (median of {len(colds)} starts: {', '.join(f'{c * 1000:.1f}' for c in colds)}) = {cold * 1000 / _ms(warm):.1f}x warm ({_ms(warm):.1f} ms, {_ms(warm) / floor:.2f}x ping)"
    )
    figures["search_p95"] = searches(s, kind, label, "cards/?q=", floor)
    # Autocomplete as the editor asks it, one typed prefix after another, each prefix once per round (the cache is
    # flushed between rounds: no answer is a cached repeat); the median of each prefix over three rounds.
    per_prefix: list[list[float]] = [[] for _ in AUTOCOMPLETE]
    for _ in range(3):
        _flush_cache()
        for i, prefix in enumerate(AUTOCOMPLETE):
            per_prefix[i].append(s.get(f"/api/v1/cards/autocomplete/?q={quote(prefix)}")[1])
    medians = [statistics.median(v) for v in per_prefix]
    figures["autocomplete"] = statistics.median(medians) * 1000
    print(
        f"{kind:8} {label:6} autocomplete, {len(AUTOCOMPLETE)} typed prefixes of 1–4 characters: median {figures['autocomplete']:.1f} ms, p95 {percentile(medians, 95) * 1000:.1f} ms, max {max(medians) * 1000:.1f} ms; load {os.getloadavg()[0]:.1f}"
    )
    mixed = (
        lookups
        + [f"/api/v1/cards/?q={quote(q)}" for q in QUERIES[:5]]
        + ["/cards/?q=" + quote("ライラプス"), "/api/v1/ping/"]
    )
    _, errors = s.times(mixed, 1000 // len(mixed) + 1)
    figures["rss"] = s.worker_rss_mb()
    print(f"{kind:8} {label:6} worker RSS after ~1,000 mixed requests {figures['rss']:.0f} MB (5xx {errors})")
    # Both sizes' first searches follow the cards' import. The same searches again once the mixed requests have
    # run, with the shared cache flushed (no memoised page, no card object): a running site's first search for a
    # query.
    _flush_cache()
    search, errors = s.times([f"/api/v1/cards/?q={quote(q)}" for q in QUERIES], 5)
    figures["search_running_p95"] = _ms(search, 95)
    print(
        f"{kind:8} {label:6} cards/?q= on a running site (database warm, shared cache flushed) p95 {_ms(search, 95):.1f} ms, median {_ms(search):.1f} ms, 5xx {errors}, 4xx {s.refused}"
    )
    return figures


def measure_warm(s: Server, label: str, kind: str) -> dict[str, float]:
    """Only the ping floor and the warm lookup median (BENCH_SCALE_ONLY=import)."""
    ping, _ = s.times(["/api/v1/ping/"], 60)
    warm, _ = s.times([f"/api/v1/cards/{n}/" for n in LOOKUPS], 10)
    print(f"{kind:8} {label:6} ping median {_ms(ping):.1f} ms, warm lookup median {_ms(warm):.1f} ms")
    return {"warm": _ms(warm)}


def searches(s: Server, kind: str, label: str, what: str, floor: float) -> float:
    """The ten searches, five rounds (the first misses every cache); prints and returns their p95 in ms. Then 50
    distinct searches (1–2-character words among them), each asked once: no cached answer counted."""
    search, errors = s.times([f"/api/v1/cards/?q={quote(q)}" for q in QUERIES], 5)
    print(
        f"{kind:8} {label:6} {what} p95 {_ms(search, 95):.1f} ms, median {_ms(search):.1f} ms ({_ms(search) / floor:.1f}x ping), 5xx {errors}, 4xx {s.refused}"
    )
    distinct, errors = s.times([f"/api/v1/cards/?q={quote(q)}" for q in DISTINCT_QUERIES], 1)
    short = [t for q, t in zip(DISTINCT_QUERIES, distinct, strict=True) if len(q) <= 2]
    print(
        f"{kind:8} {label:6} {len(DISTINCT_QUERIES)} distinct searches, each once: p95 {_ms(distinct, 95):.1f} ms, median {_ms(distinct):.1f} ms; 1–2-character words p95 {_ms(short, 95):.1f} ms, max {max(short) * 1000:.1f} ms; 5xx {errors}, 4xx {s.refused} (refused: too slow)"
    )
    return _ms(search, 95)


def measure_decks(s: Server, kind: str, label: str) -> float:
    """After writing the decks: the first searches again, the deck API pages and the deck search page; the
    searches' p95 in ms."""
    ping, _ = s.times(["/api/v1/ping/"], 60)
    floor = _ms(ping)
    print(f"{kind:8} {label:6} ping median {floor:.1f} ms")
    p95 = searches(
        s, kind, label, "cards/?q= right after writing the decks (card pages evicted from the buffers)", floor
    )
    for name, path in [("deck API page 1", "/api/v1/decks/"), ("deck API page 100", "/api/v1/decks/?page=100"),
                       ("deck search ?q=", "/decks/?q=" + quote("ライラプス")),
                       ("deck list by card (API)", "/api/v1/decks/?card=B01-001"),
                       ("deck list by card name", "/decks/?card=" + quote("ライラプス"))]:  # fmt: skip
        samples, errors = s.times([path], 40)
        print(
            f"{kind:8} {label:6} {name}: p95 {_ms(samples, 95):.1f} ms, median {_ms(samples):.1f} ms ({_ms(samples) / floor:.1f}x ping), 5xx {errors}, 4xx {s.refused}"
        )
    return p95


def lookups_during_import(s: Server, url: str, kind: str, label: str, warm: float) -> None:
    """Card lookups from a thread while an import that changes one card runs: p99 against warm, errors."""
    samples: list[float] = []
    errors = 0
    done = threading.Event()

    def hammer() -> None:
        nonlocal errors
        while not done.is_set():
            for n in LOOKUPS:
                status, seconds, _, _ = s.get(f"/api/v1/cards/{n}/")
                samples.append(seconds)
                errors += status >= 500

    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "one.json")
        run_worker("bench.scale_worker", url, "one_changed", path)  # the file is written before, not during
        before = run_worker("bench.scale_worker", url, "version")["version"]
        thread = threading.Thread(target=hammer)
        thread.start()
        # Started as docs/deploy.md starts an import: `manage.py import_cards FILE` in a session of its own.
        seconds = run_manage(url, "import_cards", path, own_session=True)
        time.sleep(3)  # the lookups just after the import are the ones a reload would stall
        done.set()
        thread.join()
    after = run_worker("bench.scale_worker", url, "version")["version"]
    p99 = _ms(samples, 99)
    worst = max(samples) * 1000
    slow = sum(t > 0.1 for t in samples)
    # The same client for as long with no import: on a loaded machine the worst lookup is the machine's, and only
    # what the import adds above this control is the import's stall (issue 33.6: none above 100 ms).
    control: list[float] = []
    end = time.perf_counter() + seconds + 3
    while time.perf_counter() < end:
        for n in LOOKUPS:
            control.append(s.get(f"/api/v1/cards/{n}/")[1])
    print(
        f"{kind:8} {label:6} control, no import, as long: p99 {_ms(control, 99):.1f} ms, worst {max(control) * 1000:.0f} ms, {sum(t > 0.1 for t in control)} over 100 ms, n={len(control)}; load {os.getloadavg()[0]:.1f}"
    )
    print(
        f"{kind:8} {label:6} lookups during a one-card import ({seconds:.1f} s): p99 {p99:.1f} ms = {p99 / warm:.1f}x warm, worst {worst:.0f} ms, {slow} over 100 ms, n={len(samples)}, 5xx {errors}, version {before}->{after}"
    )


def bulk(s: Server, kind: str, label: str) -> None:
    status, seconds, headers, size = s.get("/api/v1/cards/bulk/", {"Accept-Encoding": "gzip"})
    print(
        f"{kind:8} {label:6} bulk file: {status} in {seconds * 1000:.0f} ms, {size / 1e6:.1f} MB sent, Content-Encoding {headers.get('Content-Encoding', 'none')}"
    )


def run(kind: str) -> None:
    with database(kind) as url:
        run_worker("bench.scale_worker", url, "migrate")
        first = run_worker("bench.scale_worker", url, "import", "real")
        again = run_worker("bench.scale_worker", url, "import", "real")
        print(
            f"{kind:8} import of the real pool {first['seconds']:.1f} s; re-import with no change {again['seconds']:.1f} s, version {again['version_before']}->{again['version_after']}"
        )
        with server(url) as s:
            small = measure_warm(s, "8.6k", kind) if ONLY_IMPORT else measure(s, url, "8.6k", kind)
            lookups_during_import(s, url, kind, "8.6k", small["warm"])
            if not ONLY_IMPORT:
                bulk(s, kind, "8.6k")
        grown = run_worker("bench.scale_worker", url, "multiply", str(COPIES))
        print(f"{kind:8} grown to {grown['cards']} cards ({grown['seconds']:.0f} s)")
        # The card figures at 86k in the state the 8.6k ones were taken in: right after the cards' import.
        with server(url) as s:
            large = measure_warm(s, "86k", kind) if ONLY_IMPORT else measure(s, url, "86k", kind)
            lookups_during_import(s, url, kind, "86k", large["warm"])
        if ONLY_IMPORT:
            return
        decks = run_worker("bench.scale_worker", url, "decks", str(DECKS))
        print(f"{kind:8} wrote {decks['decks']} public decks ({decks['seconds']:.0f} s)")
        queries = run_worker("bench.scale_worker", url, "queries")
        for name, q in queries.items():
            print(f"{kind:8} {'86k':6} SQL queries: {name}: {q['queries']} (status {q['status']})")  # type: ignore[index]
        # Writing 100,000 decks (1.7 M deck card rows) pushes card pages out of PostgreSQL's buffers: the first
        # searches after it read them back, which the figures above do not include.
        with server(url) as s:
            after_decks = measure_decks(s, kind, "86k")
            bulk(s, kind, "86k")
        print(
            f"{kind:8} 86k vs 8.6k: worker RSS {large['rss'] / small['rss']:.2f}x, search p95 {large['search_p95'] / small['search_p95']:.2f}x (on a running site {large['search_running_p95'] / small['search_running_p95']:.2f}x; right after writing the decks {after_decks / small['search_p95']:.2f}x), cold lookup {large['cold'] / large['warm']:.1f}x warm, autocomplete median {large['autocomplete'] / small['autocomplete']:.2f}x"
        )


def main() -> None:
    from django.conf import settings

    if not (Path(settings.SHARED_DATA_DIR) / "zx_cards_haronomagia_2025-09.json").is_file():
        print("skipped: the real card data (../shared/data or SHARED_DATA_DIR) is not there")
        return
    kinds = (["postgres"] if postgres_available() else []) + ["sqlite"]
    # BENCH_SCALE_KINDS=postgres (or sqlite) runs one database only, e.g. two runs side by side.
    wanted = os.environ.get("BENCH_SCALE_KINDS", "").split(",")
    for kind in [k for k in kinds if k in wanted or wanted == [""]]:
        run(kind)
