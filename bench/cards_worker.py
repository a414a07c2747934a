"""Worker for bench_cards: migrate, import the real card list (timed), run the fixed search queries (timed)."""

from __future__ import annotations

import functools
import io
import json
import os
import time

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "zxdecks.settings")
django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402

from bench.harness import timed  # noqa: E402
from cards.selectors import card_page, card_search  # noqa: E402

# 50 fixed queries: free text (kana, kanji, katakana, half-width), filters and combinations.
QUERIES: list[dict[str, object]] = [
    {"q": "ライラプス"},
    {"q": "らいらぷす"},
    {"q": "ﾗｲﾗﾌﾟｽ"},
    {"q": "竜"},
    {"q": "ドラゴン"},
    {"q": "ライフリカバリー"},
    {"q": "破壊"},
    {"q": "カードを１枚引く"},
    {"q": "アレキサンダー"},
    {"q": "千歳"},
    {"q": "運命 挑む"},
    {"q": "B01-001"},
    {"q": "エンジェル", "color": ["white"]},
    {"color": ["red"]},
    {"color": ["red", "blue"], "color_mode": "all"},
    {"color": ["colorless"]},
    {"color": ["black"], "color_mode": "none", "type": ["Z/X"]},
    {"type": ["Z/X EX"]},
    {"type": ["SHIFT", "EV EX"]},
    {"type": ["PLAYER"]},
    {"cost_min": 5},
    {"cost_min": 3, "cost_max": 3},
    {"power_min": 10000},
    {"power_min": 6000, "cost_max": 5},
    {"ignition": "yes"},
    {"ignition": "no", "type": ["Z/X"]},
    {"ignition": "yes", "color": ["green"]},
    {"keyword": "ライフリカバリー"},
    {"keyword": "ヴォイドブリンガー"},
    {"keyword": "オーバードライブ"},
    {"keyword": "スタートカード", "color": ["red"]},
    {"keyword": "絶界"},
    {"keyword": "レンジ"},
    {"race": "ミソス"},
    {"race": "ドラゴン", "cost_min": 5},
    {"race": "メタルフォートレス", "ignition": "yes"},
    {"pack": "B01"},
    {"pack": "IG05"},
    {"rarity": "SR"},
    {"rarity": "PR", "color": ["blue"]},
    {"regulation": "sealed"},
    {"regulation": "legend"},
    {"regulation": "any"},
    {"sort": "-power", "type": ["Z/X"]},
    {"sort": "cost", "color": ["white"]},
    {"sort": "reading", "q": "プリズム"},
    {"q": "存在しないカード名"},
    {"q": "登場 相手", "color": ["red"], "cost_max": 4},
    {"q": "トラッシュ", "ignition": "yes", "power_min": 3000},
    {"q": "-ゼクス", "type": ["EVENT"]},
]
PAGE = 60


def run_query(params: dict[str, object]) -> None:
    """What the card list page does for one query: the total and the first page of rows."""
    search = card_search(params=params)
    assert search.valid, search.form.errors
    page = card_page(search.cards, 1, PAGE).page
    assert page.paginator.count >= len(page.object_list)


def main() -> None:
    out: dict[str, object] = {}
    call_command("migrate", verbosity=0)
    start = time.perf_counter()
    call_command(
        "import_cards", str(settings.SHARED_DATA_DIR / "zx_cards_haronomagia_2025-09.json"), stdout=io.StringIO()
    )
    out["import_s"] = time.perf_counter() - start
    start = time.perf_counter()
    call_command(
        "import_cards", str(settings.SHARED_DATA_DIR / "zx_cards_haronomagia_2025-09.json"), stdout=io.StringIO()
    )
    out["reimport_s"] = time.perf_counter() - start
    for q in QUERIES:  # warm caches
        run_query(q)
    samples: list[float] = []
    for _ in range(3):
        for q in QUERIES:
            samples += timed(functools.partial(run_query, q), 1)
    out["search_samples"] = samples
    print(json.dumps(out))


if __name__ == "__main__":
    main()
