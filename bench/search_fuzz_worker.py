"""Worker for bench_search_fuzz: migrate, import the real card list, then send random queries of the search
language to the API and the card page through Django's request handling (statement timeout and limits included)."""

from __future__ import annotations

import io
import json
import os
import random
import sys
import time
from urllib.parse import urlencode

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client, override_settings  # noqa: E402

from zxdecks.startup import warm_worker  # noqa: E402

WORDS = [
    "ライラプス", "らいらぷす", "ﾗｲﾗﾌﾟｽ", "竜", "ドラゴン", "破壊", "カードを１枚引く", "アレキサンダー", "千歳",
    "運命", "挑む", "登場", "相手", "トラッシュ", "リソース", "B01-001", "P50", "紅蓮", "天使", "ゼクス", "a", "の",
    "存在しないカード名", "ＣＨＩＴＯＳＥ", "\\", "%", "_", "'", "(", ")", "((竜))", "*", "ー", "あ",
]  # fmt: skip
KEYS = {
    "t": ["zx", "event", "player", "an", "ex", "ob", "shift", "token", "marker", "ゼクス", "イベント", "bogus"],
    "c": ["red", "blue", "white", "black", "green", "colorless", "red,blue", "赤", "r,u,w,b,g", "purple"],
    "race": ["ミソス", "ドラゴン", "エンジェル", "ギガンティック", "ない"],
    "is": ["ignition", "ig", "evolseed", "multicolor", "rebuilt", "errata", "extra", "marker", "expiring", "unity"],
    "kw": ["ライフリカバリー", "スタートカード", "ヴォイドブリンガー", "ない"],
    "set": ["B01", "IG05", "P", "E01", "ZZ"],
    "r": ["SR", "PR", "R", "C", "Z/XR"],
    "reg": ["legend", "sealed", "any", "none"],
    "name": WORDS[:12],
    "num": ["P50", "B0", "IG", "E"],
    "o": ["破壊", "ドロー", "手札", "スクエア"],
    "a": ["華潤", "誰か"],
    "player": ["千歳", "上柚木"],
    "game": ["zx", "d0"],
    "class": ["unit", "base", "strategy"],
    "timing": ["normal", "quick", "battle"],
}
NUMERIC = ["cost", "pow", "shield", "move", "smash", "forbidden"]
OPERATORS = [":", "=", ">", ">=", "<", "<=", "!="]


def term(rng: random.Random, depth: int = 0) -> str:
    """One random term of the grammar: a word, a quoted phrase, a key:value, a comparison, negated or nested."""
    kind = rng.random()
    if kind < 0.25:
        text = rng.choice(WORDS)
    elif kind < 0.35:
        text = '"' + " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 3))) + '"'
    elif kind < 0.7:
        key = rng.choice(list(KEYS))
        text = f"{key}:{rng.choice(KEYS[key])}"
    elif kind < 0.9:
        text = f"{rng.choice(NUMERIC)}{rng.choice(OPERATORS)}{rng.choice([0, 1, 3, 5, 500, 6000, 10**6, 10**7])}"
    elif depth < 3:  # "nesting": parentheses are ordinary characters in the language, sent anyway
        text = "(" + " ".join(term(rng, depth + 1) for _ in range(rng.randint(1, 3))) + ")"
    else:
        text = rng.choice(WORDS)
    return ("-" if rng.random() < 0.25 else "") + text


def query(rng: random.Random) -> str:
    """A random query: 1 to 40 terms (over the 30-term limit sometimes), joined by spaces or 'or'."""
    terms = [term(rng) for _ in range(rng.choice([1, 2, 3, 5, 8, 12, 20, 30, 40]))]
    out = terms[0]
    for t in terms[1:]:
        out += (" or " if rng.random() < 0.2 else " ") + t
    return out


def hostile(rng: random.Random) -> str:
    """The shapes the issue found slow: many negated regulation terms and long alternations."""
    shape = rng.choice(["-reg:any", "-reg:legend", "reg:any", "-c:red", "-破壊", "t:zx or"])
    return " ".join([shape] * rng.randint(5, 12))


def main(count: int, seed: int) -> None:
    call_command("migrate", verbosity=0)
    data = settings.SHARED_DATA_DIR
    call_command("import_cards", str(data / "zx_cards_haronomagia_2025-09.json"), stdout=io.StringIO())
    call_command("import_cards", str(data / "zx_packs.json"), stdout=io.StringIO())
    rng = random.Random(seed)
    # The card page names static files; without collectstatic the manifest storage has no entries for them.
    # override_settings (not assignment) so the storage handler drops the manifest storage it already built.
    override_settings(
        STORAGES={
            **settings.STORAGES,
            "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
        }
    ).enable()
    # As a gunicorn worker starts (gunicorn.conf.py's post_worker_init): warmed caches, start-up objects frozen.
    warm_worker()
    client = Client()
    results: list[tuple[float, int, str, str]] = []
    for n in range(count):
        q = hostile(rng) if n % 10 == 0 else query(rng)
        path = "/api/v1/cards/" if n % 2 == 0 else "/cards/"
        start = time.perf_counter()
        response = client.get(f"{path}?{urlencode({'q': q})}")
        results.append((time.perf_counter() - start, response.status_code, path, q))
    results.sort(reverse=True)
    times = sorted(r[0] for r in results)
    statuses: dict[str, int] = {}
    for _, status, _, _ in results:
        statuses[str(status)] = statuses.get(str(status), 0) + 1
    answered = [r for r in results if r[1] == 200]
    print(
        json.dumps(
            {
                "count": count,
                "statuses": statuses,
                "median_ms": times[len(times) // 2] * 1000,
                "p99_ms": times[int(len(times) * 0.99)] * 1000,
                "over_200ms_answered": sum(1 for r in answered if r[0] > 0.2),
                "by_path": {
                    p: {
                        "median_ms": sorted(r[0] for r in results if r[2] == p)[
                            len([r for r in results if r[2] == p]) // 2
                        ]
                        * 1000,
                        "max_ms": max(r[0] for r in results if r[2] == p) * 1000,
                        "over_200ms": sum(1 for r in answered if r[2] == p and r[0] > 0.2),
                    }
                    for p in ("/api/v1/cards/", "/cards/")
                },
                "slowest": [{"ms": r[0] * 1000, "status": r[1], "path": r[2], "q": r[3]} for r in results[:5]],
                "slowest_answered": [{"ms": r[0] * 1000, "path": r[2], "q": r[3]} for r in answered[:3]],
                "server_errors": [{"status": r[1], "q": r[3]} for r in results if r[1] >= 500][:10],
            },
            ensure_ascii=False,
        )
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000, int(sys.argv[2]) if len(sys.argv) > 2 else 15)
