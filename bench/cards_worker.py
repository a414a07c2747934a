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
from cards.selectors import CardFilters, card_page, card_search  # noqa: E402

# 50 fixed queries: free text (kana, kanji, katakana, half-width), filters and combinations.
QUERIES: list[CardFilters] = [
    CardFilters(text=["ライラプス"]),
    CardFilters(text=["らいらぷす"]),
    CardFilters(text=["ﾗｲﾗﾌﾟｽ"]),
    CardFilters(text=["竜"]),
    CardFilters(text=["ドラゴン"]),
    CardFilters(text=["ライフリカバリー"]),
    CardFilters(text=["破壊"]),
    CardFilters(text=["カードを１枚引く"]),
    CardFilters(text=["アレキサンダー"]),
    CardFilters(text=["千歳"]),
    CardFilters(text=["運命", "挑む"]),
    CardFilters(text=["B01-001"]),
    CardFilters(text=["エンジェル"], colors=["white"]),
    CardFilters(colors=["red"]),
    CardFilters(colors=["red", "blue"], color_mode="all"),
    CardFilters(colors=["colorless"]),
    CardFilters(colors=["black"], color_mode="none", types=["Z/X"]),
    CardFilters(types=["Z/X EX"]),
    CardFilters(types=["SHIFT", "EV EX"]),
    CardFilters(types=["PLAYER"]),
    CardFilters(cost_min=5),
    CardFilters(cost_min=3, cost_max=3),
    CardFilters(power_min=10000),
    CardFilters(power_min=6000, cost_max=5),
    CardFilters(ignition=True),
    CardFilters(ignition=False, types=["Z/X"]),
    CardFilters(ignition=True, colors=["green"]),
    CardFilters(keywords=["ライフリカバリー"]),
    CardFilters(keywords=["ヴォイドブリンガー"]),
    CardFilters(keywords=["オーバードライブ"]),
    CardFilters(keywords=["スタートカード"], colors=["red"]),
    CardFilters(keywords=["絶界"]),
    CardFilters(keywords=["レンジ"]),
    CardFilters(races=["ミソス"]),
    CardFilters(races=["ドラゴン"], cost_min=5),
    CardFilters(races=["メタルフォートレス"], ignition=True),
    CardFilters(packs=["B01"]),
    CardFilters(packs=["IG05"]),
    CardFilters(rarities=["SR"]),
    CardFilters(rarities=["PR"], colors=["blue"]),
    CardFilters(regulation="sealed"),
    CardFilters(regulation="legend"),
    CardFilters(regulation="any"),
    CardFilters(sort="-power", types=["Z/X"]),
    CardFilters(sort="cost", colors=["white"]),
    CardFilters(sort="reading", text=["プリズム"]),
    CardFilters(text=["存在しないカード名"]),
    CardFilters(text=["登場", "相手"], colors=["red"], cost_max=4),
    CardFilters(text=["トラッシュ"], ignition=True, power_min=3000),
    CardFilters(exclude_text=["ゼクス"], types=["EVENT"]),
]
PAGE = 60


def run_query(filters: CardFilters) -> None:
    """What the card list page does for one query: the total and the first page of rows."""
    page = card_page(card_search(filters), 1, PAGE)
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
