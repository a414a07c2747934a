"""Goldfish: simulated five-turn games per second (default policies, one core) and exact-odds latency."""

from __future__ import annotations

import time

from bench.bench_validate import sample_d0_deck, sample_deck
from zxdecks.rules.cards import CardFacts, CardType, Color, Icon, Zone
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.goldfish import run_game
from zxdecks.rules.odds import Group, at_least_by_turn, d0_at_least_by_turn, d0_simulate, expected_ignition_in_life


def playable_deck() -> Deck:
    """50 cards with costs 1–7 in two colours, 20 with ignition, so that games place, pay, play and ignite."""

    def make(i: int, cost: int, color: Color, ignition: bool) -> CardFacts:
        icons = frozenset({Icon.IGNITION}) if ignition else frozenset()
        return CardFacts(
            number=f"GF01-{i:03d}",
            name=f"金魚{i}",
            type=CardType.ZX,
            cost=cost,
            colors=frozenset({color}),
            icons=icons,
            power=1000 * cost,
        )

    entries = [DeckEntry(make(i, 1 + i % 4, Color.RED if i % 2 else Color.BLUE, True), 4) for i in range(5)]
    entries += [DeckEntry(make(10 + i, 1 + i % 7, Color.RED if i % 3 else Color.BLUE, False), 4) for i in range(7)]
    entries.append(DeckEntry(make(30, 2, Color.RED, False), 2))
    return Deck.of(entries)


def main() -> None:
    for label, deck in (("playable deck", playable_deck()), ("validator deck", sample_deck())):
        assert sum(e.count for e in deck.entries if e.zone is Zone.DECK) == 50
        n, rounds = 2000, 5
        rates = []
        for r in range(rounds):
            start = time.perf_counter()
            for seed in range(r * n, (r + 1) * n):
                run_game(deck, seed, turns=5, first=seed % 2 == 0, damage_per_turn=1, track_seen=False)
            rates.append(n / (time.perf_counter() - start))
        rates.sort()
        print(
            f"games      {rates[-1]:,.0f}/s best, {rates[rounds // 2]:,.0f}/s median ({label}, 5 turns, 1 damage a turn, one core)"
        )
    group = Group(47, 4, keep=8, both=4)
    n = 2000
    start = time.perf_counter()
    for t in range(n):
        at_least_by_turn(group, 1 + t % 2, 1 + t % 5, t % 2 == 0)
        expected_ignition_in_life(47, 20, 8, 2)
    elapsed = (time.perf_counter() - start) / n
    print(
        f"exact odds {elapsed * 1000:.3f} ms per question (key card by turn T with a mulligan rule, plus life ignitions)"
    )
    start = time.perf_counter()
    for t in range(n):
        d0_at_least_by_turn(Group(40, 3, keep=6, both=3), 1, 1 + t % 5, t % 2 == 0)
    elapsed = (time.perf_counter() - start) / n
    print(f"exact D0   {elapsed * 1000:.3f} ms per question (Dimension Zero, the second player's redraw)")
    d0 = sample_d0_deck()
    target = frozenset({"BD01-001"})
    start = time.perf_counter()
    d0_simulate(d0, 20000, 5, False, 0, target, target)
    print(f"deals D0   {20000 / (time.perf_counter() - start):,.0f}/s (Dimension Zero opening hand and 5 draws)")
