"""Validator: engine validations per second on a 50+16 deck, and the validate endpoint next to a trivial endpoint."""

from __future__ import annotations

import datetime as dt
import statistics
import time

from bench.harness import database, run_worker, summarize_ms
from zxdecks.rules.cards import CardFacts, CardType, Color, CopyLimit, Icon, RegulationEntry, RegulationStatus, Zone
from zxdecks.rules.cardtext import LIFE_RECOVERY, VOID_BRINGER
from zxdecks.rules.construction import validate
from zxdecks.rules.deck import Deck, DeckEntry


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


def main() -> None:
    deck = sample_deck()
    on = dt.date(2025, 1, 1)
    report = validate(deck, on)
    assert report.legal, report.violations
    assert (report.counts["deck"], report.counts["dynamis"]) == (50, 16)
    n, rounds = 5000, 7
    rates = []
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(n):
            validate(deck, on)
        rates.append(n / (time.perf_counter() - start))
    rates.sort()
    print(
        f"engine     {rates[-1]:,.0f} validations/s best, {rates[rounds // 2]:,.0f} median of {rounds} rounds of {n}"
        f" on a 50+16 deck (one core)"
    )
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
