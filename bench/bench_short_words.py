"""Short words at scale (issue 31.1): distinct 1- and 2-character words drawn from the real pool's names and texts,
each searched once through `GET /api/v1/cards/?q=` at 8.6k and 86k cards, runs interleaved; autocomplete beside.

gunicorn (2 workers, DEBUG off), Redis as the shared cache (flushed before each run: no answer comes from a cache,
and no word repeats within or across runs), rate limits ON as in production (each request from its own client
address through one trusted proxy). The words: every distinct run of one or two letters (kana, kanji, Latin,
digits; no punctuation, no colour word such as 赤, which filters by colour, no `or`) of the folded names and texts
drawn at random, half from names and half from texts, so the broad ones (の, カー) come as often as their share
of the vocabulary. Each word is then asked again with its memoised answer deleted from the cache but its page's card
objects kept (the search's own cost, as on a running site). Each run prints the p50 / p95 / max of the searches, by
how many cards each matched, the
refused (4xx) and failed (5xx) ones, the ping floor, autocomplete's median and p95, and the load (`uptime`) before
and after.

`BENCH_SHORT_URLS="8.6k=postgres://…/zx_a,86k=postgres://…/zx_b" python -m bench bench_short_words`: databases
already holding the pool and the pool ×10 (bench/scale_worker.py: migrate, import real, multiply 9).
BENCH_SHORT_WORDS (60 a run), BENCH_SHORT_RUNS (3), BENCH_PORT (a fixed port for the server), BENCH_CACHE_URL.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import statistics
import subprocess
import urllib.request
from pathlib import Path
from urllib.parse import quote

from bench import bench_scale
from bench.bench_scale import AUTOCOMPLETE, Server, _flush_cache
from bench.harness import percentile

WORDS = int(os.environ.get("BENCH_SHORT_WORDS", "60"))
RUNS = int(os.environ.get("BENCH_SHORT_RUNS", "3"))
BUCKETS = ((100, "≤100"), (1000, "101–1,000"), (None, ">1,000"))


def vocabulary() -> tuple[list[str], list[str]]:
    """The distinct 1- and 2-letter words of the folded names and of the folded texts of the real pool."""
    from django.conf import settings

    from cards.normalize import fold
    from cards.query import COLOR_WORDS

    records = json.loads((Path(settings.SHARED_DATA_DIR) / "zx_cards_haronomagia_2025-09.json").read_text("utf-8"))

    def words(texts: list[str]) -> list[str]:
        found: set[str] = set()
        for text in texts:
            folded = fold(text)
            for size in (1, 2):
                for i in range(len(folded) - size + 1):
                    word = folded[i : i + size]
                    if word.isalnum():
                        found.add(word)
        return sorted(found - COLOR_WORDS - {"or"})

    return words([r.get("name") or "" for r in records]), words([r.get("text") or "" for r in records])


def draw(names: list[str], texts: list[str], used: set[str], rng: random.Random) -> list[str]:
    """WORDS words not used before: half from names, half from texts."""
    chosen: list[str] = []
    for pool, count in ((names, WORDS // 2), (texts, WORDS - WORDS // 2)):
        candidates = [w for w in pool if w not in used and w not in chosen]
        chosen += rng.sample(candidates, count)
    used.update(chosen)
    rng.shuffle(chosen)
    return chosen


def _forget_searches() -> None:
    """Delete the memoised search answers (catalog.search_memo) from the bench's cache database, nothing else."""
    import redis

    client = redis.Redis.from_url(bench_scale.CACHE_URL)
    keys = list(client.scan_iter(match="*cards:v*:search:*", count=1000))
    if keys:
        client.delete(*keys)


def _total(s: Server, request: str, address: str) -> int:
    """The matches a search reports (a bounded count says 1,000 and has_more)."""
    headers = {"X-Forwarded-For": address}
    req = urllib.request.Request(f"http://127.0.0.1:{s.port}{request}", headers=headers)
    with urllib.request.urlopen(req, timeout=60) as response:  # noqa: S310 # our own loopback server
        body = json.loads(response.read())
    return int(body["total"]) + (1 if body.get("total_more") or (body.get("has_more") and body["total"] >= 1000) else 0)


def load() -> str:
    return (
        subprocess.run(["uptime"], capture_output=True, text=True, check=False)
        .stdout.split("load average:")[-1]
        .strip()
    )


def one_run(label: str, url: str, words: list[str]) -> dict[str, object]:
    addresses = (f"10.{i // 65536 % 256}.{i // 256 % 256}.{i % 256}" for i in itertools.count(1))
    before = load()
    _flush_cache()
    s = Server(url, throttling=True, env={"NUM_PROXIES": "1"})
    try:
        for _ in range(20):  # both workers warm: connections, the catalog version, the card data version
            s.get("/api/v1/ping/", {"X-Forwarded-For": next(addresses)})
            s.get("/api/v1/cards/?q=" + quote("ライラプス"), {"X-Forwarded-For": next(addresses)})
        _flush_cache()
        pings = [s.get("/api/v1/ping/", {"X-Forwarded-For": next(addresses)})[1] * 1000 for _ in range(40)]
        times: list[tuple[str, float, int, int]] = []
        searched: list[float] = []
        for word in words:
            request = f"/api/v1/cards/?q={quote(word)}"
            status, seconds, _, _ = s.get(request, {"X-Forwarded-For": next(addresses)})
            # The search again with its memoised answer deleted but the card objects of its page now in the cache:
            # the search's own cost, as on a running site where the page's cards were shown before.
            _forget_searches()
            searched.append(s.get(request, {"X-Forwarded-For": next(addresses)})[1] * 1000)
            total = _total(s, request, next(addresses)) if status == 200 else -1  # asked again: now memoised
            times.append((word, seconds * 1000, status, total))
        per_prefix: list[list[float]] = [[] for _ in AUTOCOMPLETE]
        for _ in range(3):
            _flush_cache()
            for i, prefix in enumerate(AUTOCOMPLETE):
                xff = {"X-Forwarded-For": next(addresses)}
                per_prefix[i].append(s.get(f"/api/v1/cards/autocomplete/?q={quote(prefix)}", xff)[1] * 1000)
    finally:
        s.stop()
    ms = [t for _, t, _, _ in times]
    medians = [statistics.median(v) for v in per_prefix]
    result = {
        "label": label,
        "search_p50": statistics.median(searched),
        "search_p95": percentile(searched, 95),
        "search_max": max(searched),
        "p50": statistics.median(ms),
        "p95": percentile(ms, 95),
        "max": max(ms),
        "refused": sum(400 <= st < 500 for _, _, st, _ in times),
        "failed": sum(st >= 500 for _, _, st, _ in times),
        "ping": statistics.median(pings),
        "autocomplete": statistics.median(medians),
        "autocomplete_p95": percentile(medians, 95),
        "load": f"{before} → {load()}",
    }
    print(
        f"{label:5} {len(ms)} words: p50 {result['p50']:.1f} ms, p95 {result['p95']:.1f} ms, max {result['max']:.1f} ms;"
        f" refused {result['refused']}, 5xx {result['failed']}; ping {result['ping']:.1f} ms; autocomplete median"
        f" {result['autocomplete']:.1f} ms, p95 {result['autocomplete_p95']:.1f} ms; load {result['load']}"
    )
    print(
        f"      the same searches again, card objects cached (search memo deleted): p50 {result['search_p50']:.1f} ms,"
        f" p95 {result['search_p95']:.1f} ms, max {result['search_max']:.1f} ms"
    )
    low = 0
    for limit, name in BUCKETS:
        inside = [t for _, t, _, n in times if n > low and (limit is None or n <= limit)]
        if inside:
            print(
                f"      matching {name} cards: {len(inside)} words, p50 {statistics.median(inside):.1f} ms, max {max(inside):.1f} ms"
            )
        low = limit or 0
    slowest = sorted(times, key=lambda t: -t[1])[:5]
    print(f"      slowest: {', '.join(f'{w} {t:.0f} ms ({n} cards, {st})' for w, t, st, n in slowest)}")
    return result


def main() -> None:
    urls = dict(part.split("=", 1) for part in os.environ.get("BENCH_SHORT_URLS", "").split(",") if "=" in part)
    if not urls:
        print("skipped: BENCH_SHORT_URLS names no database (label=postgres://… holding the pool, comma-separated)")
        return
    if os.environ.get("BENCH_PORT"):
        bench_scale._free_port = lambda: int(os.environ["BENCH_PORT"])
    names, texts = vocabulary()
    print(f"vocabulary: {len(names)} 1–2-letter words in names, {len(texts)} in texts; {WORDS} drawn a run")
    rng = random.Random(int(os.environ.get("BENCH_SHORT_SEED", "31")))
    used: set[str] = set()
    results: dict[str, list[dict[str, object]]] = {label: [] for label in urls}
    for _ in range(RUNS):
        words = draw(names, texts, used, rng)
        for label, url in urls.items():  # the same words at each size, one size after the other
            results[label].append(one_run(label, url, words))
    for label, runs in results.items():
        p95s = sorted(float(r["p95"]) for r in runs)  # type: ignore[arg-type]
        search_p95s = sorted(float(r["search_p95"]) for r in runs)  # type: ignore[arg-type]
        autos = sorted(float(r["autocomplete"]) for r in runs)  # type: ignore[arg-type]
        print(
            f"{label:5} median of {len(runs)} runs: p95 {statistics.median(p95s):.1f} ms (runs {', '.join(f'{p:.1f}' for p in p95s)});"
            f" card objects cached p95 {statistics.median(search_p95s):.1f} ms (runs {', '.join(f'{p:.1f}' for p in search_p95s)});"
            f" autocomplete median {statistics.median(autos):.1f} ms (runs {', '.join(f'{a:.1f}' for a in autos)})"
        )
