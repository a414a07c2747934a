"""Goldfish: ten-turn games with battle per second on decks built from the real pool (the demo-like deck without
it), median of rounds on one core; exact-odds latency; effect coverage of the real pool's ability lines."""

from __future__ import annotations

import json
import random
import statistics
import time
from collections.abc import Mapping
from pathlib import Path

from bench.bench_validate import sample_d0_deck
from zxdecks.rules import native
from zxdecks.rules.cards import CardFacts, CardType, Color, Icon, Zone
from zxdecks.rules.cardtext import LIFE_RECOVERY, VOID_BRINGER, keywords_of
from zxdecks.rules.deck import Deck, DeckEntry
from zxdecks.rules.effects import CardScript, effect_coverage, read_pool
from zxdecks.rules.goldfish import run_game
from zxdecks.rules.odds import (
    Group,
    at_least_by_turn,
    d0_at_least_by_turn,
    d0_simulate,
    expected_ignition_in_life,
    kill_turns,
)

REAL_DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "zx_cards_haronomagia_2025-09.json"
if not REAL_DATA.is_file():
    REAL_DATA = Path("/work/shared/data/zx_cards_haronomagia_2025-09.json")


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


def real_pool() -> list[tuple[CardFacts, str, str]]:
    """Every card of the real list as an engine value with its text and subtext, read by the project's importer (no
    database)."""
    from cards.importers.haronomagia import parse

    records = parse(json.loads(REAL_DATA.read_text(encoding="utf-8")))
    pool = []
    for r in records:
        keywords = r.keywords if r.keywords is not None else keywords_of(r.text)
        facts = CardFacts(
            number=r.collector_number, name=r.name, type=r.card_type, cost=r.cost, cost_infinite=r.cost_infinite,
            colors=frozenset(r.colors), multicolor=r.multicolor, icons=frozenset(r.icons), keywords=frozenset(keywords),
            races=tuple(r.races), power=r.power, ob_part=r.ob_part, plain=not r.text.strip() and not r.unofficial_text,
        )  # fmt: skip
        pool.append((facts, "" if r.unofficial_text else r.text, r.subtext))
    return pool


def real_decks(pool: list[tuple[CardFacts, str, str]]) -> dict[str, Deck]:
    """One mono-colour deck a colour, as a player builds one: 20 ignition cards (4 Life Recovery, 4 Void Bringer,
    12 more of cost 1–4), 24 Z/X on a curve of costs 1–6, 2 events, two 7–8 cost finishers and 2 more Z/X."""
    decks = {}
    for color in Color:
        rng = random.Random(color.value)
        zx = sorted(
            (c for c, _, _ in pool if c.type is CardType.ZX and c.colors == {color} and c.cost and c.power),
            key=lambda c: c.number,
        )
        ig = [c for c in zx if c.ignition]
        lr = [c for c in ig if LIFE_RECOVERY in c.keywords]
        vb = [c for c in ig if VOID_BRINGER in c.keywords]
        other_ig = [c for c in ig if c not in lr and c not in vb and (c.cost or 0) <= 4]
        plain = [c for c in zx if not c.ignition]
        events = sorted(
            (c for c, _, _ in pool if c.type is CardType.EVENT and c.colors == {color} and c.cost is not None),
            key=lambda c: c.number,
        )
        chosen: list[tuple[CardFacts, int]] = [(rng.choice(lr), 4), (rng.choice(vb), 4)]
        chosen += [(c, 4) for c in rng.sample(other_ig, 3)]
        for cost in (1, 2, 3, 4, 5, 6):
            chosen.append((rng.choice([c for c in plain if c.cost == cost]), 4))
        chosen += [
            (rng.choice([c for c in plain if c.cost == 7]), 1),
            (rng.choice([c for c in plain if c.cost == 8]), 1),
        ]
        chosen += [(rng.choice([c for c in plain if c.cost == 2]), 2), (rng.choice(events), 2)]
        extras = sorted(
            (c for c, _, _ in pool if c.type is CardType.ZX_EX and c.colors == {color} and c.cost and c.power),
            key=lambda c: c.number,
        )
        dynamis = [DeckEntry(c, 4, Zone.DYNAMIS) for c in rng.sample(extras, 4)]
        decks[f"{color.value} (real pool)"] = Deck.of([*(DeckEntry(c, n) for c, n in chosen), *dynamis])
    return decks


def game_rate(
    deck: Deck, scripts: Mapping[str, CardScript] | None = None, n: int = 1000, rounds: int = 5, turns: int = 10
) -> float:
    """Median games per second (process CPU time, one core) over rounds of n ten-turn games with battle and the
    card effects read from the text, going first and second in turn."""
    rates = []
    for r in range(rounds):
        start = time.process_time()
        for seed in range(r * n, (r + 1) * n):
            run_game(deck, seed, turns=turns, first=seed % 2 == 0, track_seen=False, scripts=scripts)
        rates.append(n / (time.process_time() - start))
    return statistics.median(rates)


def main() -> None:
    pool = real_pool() if REAL_DATA.is_file() else []
    decks = real_decks(pool) if pool else {"playable deck (no real data)": playable_deck()}
    scripts = read_pool((c.number, text, subtext) for c, text, subtext in pool)
    print(f"engine     {native.describe()}")  # make engine builds the compiled one (zxdecks/rules/native.py)
    for label, deck in decks.items():
        assert deck.size(Zone.DECK) == 50, label
        rate = game_rate(deck, scripts)
        kill = kill_turns(deck, games=500, turns=10, scripts=scripts)
        print(
            f"games      {rate:,.0f}/s median ({label}, 10 turns with battle and read effects, one core); kill turn"
            f" mean {kill.first.mean or 0:.2f} first, {kill.second.mean or 0:.2f} second"
        )
    if pool:
        cov = effect_coverage((c.number, text) for c, text, _ in pool if text and not c.type.is_marker)
        lines, done, acting = cov["ability_lines"], cov["executed"], cov["acting"]
        print(
            f"effects    {done}/{lines} ability lines executed ({done / lines:.1%}; {acting / lines:.1%} acting: not"  # type: ignore[operator]
            " counting lines that only touch the opponent's board, empty here)"
        )
    group = Group(47, 4, keep=8, both=4)
    n = 2000
    start = time.process_time()
    for t in range(n):
        at_least_by_turn(group, 1 + t % 2, 1 + t % 5, t % 2 == 0)
        expected_ignition_in_life(47, 20, 8, 2)
    elapsed = (time.process_time() - start) / n
    print(
        f"exact odds {elapsed * 1000:.3f} ms per question (key card by turn T with a mulligan rule, plus life ignitions)"
    )
    start = time.process_time()
    for t in range(n):
        d0_at_least_by_turn(Group(40, 3, keep=6, both=3), 1, 1 + t % 5, t % 2 == 0)
    elapsed = (time.process_time() - start) / n
    print(f"exact D0   {elapsed * 1000:.3f} ms per question (Dimension Zero, the second player's redraw)")
    d0 = sample_d0_deck()
    target = frozenset({"BD01-001"})
    start = time.process_time()
    d0_simulate(d0, 20000, 5, False, 0, target, target)
    print(f"deals D0   {20000 / (time.process_time() - start):,.0f}/s (Dimension Zero opening hand and 5 draws)")


if __name__ == "__main__":
    main()
