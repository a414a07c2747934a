"""Validator: engine validations per second on a 50+16 deck, and the validate endpoint next to a trivial endpoint."""

from __future__ import annotations

import datetime as dt
import statistics
import time
from pathlib import Path

from bench.harness import database, run_worker, summarize_ms
from zxdecks.rules.cards import CardFacts, CardType, Color, CopyLimit, Icon, RegulationEntry, RegulationStatus, Zone
from zxdecks.rules.cardtext import LIFE_RECOVERY, VOID_BRINGER
from zxdecks.rules.construction import validate
from zxdecks.rules.d0 import D0_CONSTRUCTED
from zxdecks.rules.deck import Deck, DeckEntry

REAL_POOL = "zx_cards_haronomagia_2025-09.json"


def sample_deck() -> Deck:
    """A legal 50-card deck and 16-card Dynamis with subtext names, text limits and regulation history."""

    def make(i: int, type_: CardType = CardType.ZX, **kw: object) -> CardFacts:
        return CardFacts(number=f"BN01-{i:03d}", name=f"ベンチ{i}", type=type_, colors=frozenset({Color.RED}), **kw)  # type: ignore[arg-type]

    ig = frozenset({Icon.IGNITION})
    history = (RegulationEntry(RegulationStatus.LEGEND, dt.date(2020, 1, 1), "", "ベンチ9"),)
    entries = [
        DeckEntry(make(1, icons=ig, keywords=frozenset({LIFE_RECOVERY})), 4),
        DeckEntry(make(2, icons=ig, keywords=frozenset({VOID_BRINGER})), 4),
        DeckEntry(make(3, icons=ig), 4),
        DeckEntry(make(4, icons=ig), 4),
        DeckEntry(make(5, icons=ig, names=frozenset({"別名"})), 4),
        DeckEntry(make(6, construction=(CopyLimit(Zone.DECK, frozenset({"ベンチ6"}), 20),)), 8),
        *(DeckEntry(make(i), 4) for i in range(10, 15)),
        DeckEntry(make(9, regulation=history), 1),
        DeckEntry(make(15), 1),
    ]
    entries += [DeckEntry(make(20 + i, CardType.ZX_EX), 4, Zone.DYNAMIS) for i in range(4)]
    entries.append(DeckEntry(make(30, CardType.PLAYER), 1, Zone.PLAYER))
    return Deck.of(entries)


def sample_d0_deck() -> Deck:
    """A legal Dimension Zero constructed deck: 40 cards of 14 names, a sideboard of 10, 禁呪 and 団結 cards."""

    def make(i: int, **kw: object) -> CardFacts:
        return CardFacts(number=f"BD01-{i:03d}", name=f"ベンチD{i}", type=CardType.ZX, game="d0", **kw)  # type: ignore[arg-type]

    entries = [DeckEntry(make(i), 3) for i in range(1, 13)]
    entries += [DeckEntry(make(13, forbidden=4), 2), DeckEntry(make(14, unity=True), 2)]
    entries += [DeckEntry(make(15, unity=True), 8, Zone.SIDEBOARD), DeckEntry(make(16), 2, Zone.SIDEBOARD)]
    return Deck.of(entries)


def engine_rate(check: object, deck: Deck, on: dt.date, n: int = 5000, rounds: int = 7) -> tuple[float, float]:
    """Best and median validations per second over rounds of n."""
    rates = []
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(n):
            check(deck, on)  # type: ignore[operator]
        rates.append(n / (time.perf_counter() - start))
    rates.sort()
    return rates[-1], rates[rounds // 2]


def main() -> None:
    deck = sample_deck()
    on = dt.date(2025, 1, 1)
    report = validate(deck, on)
    assert report.legal, report.violations
    assert (report.counts["deck"], report.counts["dynamis"]) == (50, 16)
    best, median = engine_rate(validate, deck, on)
    print(
        f"engine     {best:,.0f} validations/s best, {median:,.0f} median of 7 rounds of 5000 on a 50+16 deck (one core)"
    )
    from django.conf import settings

    if (Path(settings.SHARED_DATA_DIR) / REAL_POOL).is_file():
        with database("sqlite") as url:
            real = run_worker("bench.validate_worker", url, "real")
        print(
            f"engine     {real['best']:,.0f} validations/s best, {real['median']:,.0f} median of 7 rounds of 5000 on a"
            f" real 50+16+player deck from the real pool (one core): {', '.join(real['deck'])}"  # type: ignore[arg-type]
        )
    else:
        print("engine     real deck skipped: the real card data (../shared/data) is not there")
    d0 = sample_d0_deck()
    assert D0_CONSTRUCTED.validate(d0, on).legal
    best, median = engine_rate(D0_CONSTRUCTED.validate, d0, on)
    print(f"engine D0  {best:,.0f} validations/s best, {median:,.0f} median on a 40+10 Dimension Zero deck (one core)")
    with database("sqlite") as url:
        result = run_worker("bench.validate_worker", url)
    ping, ping_post = result["ping"], result["ping_post"]
    text, parts = result["validate_text"], result["validate_parts"]
    assert isinstance(ping, list)
    assert isinstance(ping_post, list)
    assert isinstance(text, list)
    assert isinstance(parts, list)

    floor = statistics.median(ping_post)
    print(f"ping GET   {summarize_ms(ping)}  (trivial DRF endpoint, same run, interleaved)")
    print(f"ping POST  {summarize_ms(ping_post)}  (trivial DRF endpoint parsing the same JSON body: the floor)")
    print(f"validate   text  {summarize_ms(text)}  = {statistics.median(text) / floor:.2f}x the POST floor")
    print(f"validate   parts {summarize_ms(parts)}  = {statistics.median(parts) / floor:.2f}x the POST floor")
