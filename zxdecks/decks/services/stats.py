"""Deck statistics: cost curve, colours, types, races, keyword counts, average cost."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from zxdecks.rules.cards import Color, Zone
from zxdecks.rules.cardtext import LIFE_RECOVERY, OVERDRIVE, VOID_BRINGER
from zxdecks.rules.deck import Deck

CURVE_TOP = 10  # costs of 10 and more share the last bar


@dataclass(frozen=True)
class DeckStats:
    curve: list[tuple[str, int]]
    colors: list[tuple[str, int]]
    types: list[tuple[str, int]]
    races: list[tuple[str, int]]
    ignition: int
    life_recovery: int
    void_bringer: int
    overdrive: int
    average_cost: float | None
    dynamis_types: list[tuple[str, int]]
    game: str = "zx"
    forbidden: int = 0
    unity: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {
            "curve": dict(self.curve),
            "colors": dict(self.colors),
            "types": dict(self.types),
            "races": dict(self.races),
            "ignition": self.ignition,
            "life_recovery": self.life_recovery,
            "void_bringer": self.void_bringer,
            "overdrive": self.overdrive,
            "average_cost": self.average_cost,
            "dynamis_types": dict(self.dynamis_types),
            "game": self.game,
            "forbidden": self.forbidden,
            "unity": self.unity,
        }


def deck_stats(deck: Deck, game: str = "zx") -> DeckStats:
    """Statistics of the main deck (the Dynamis is summarised by type; Dimension Zero cards count by class)."""
    curve: Counter[int] = Counter()
    colors: Counter[str] = Counter()
    types: Counter[str] = Counter()
    races: Counter[str] = Counter()
    costs: list[int] = []
    ignition = lr = vb = od = 0
    for entry in deck.part(Zone.DECK):
        card, n = entry.card, entry.count
        if card.cost is not None:
            curve[min(card.cost, CURVE_TOP)] += n
            costs += [card.cost] * n
        for color in card.colors or {None}:
            colors[color.value if color else "colorless"] += n
        types[card.d0_class or card.type.value] += n
        for race in card.races:
            races[race] += n
        ignition += n if card.ignition else 0
        lr += n if LIFE_RECOVERY in card.keywords else 0
        vb += n if VOID_BRINGER in card.keywords else 0
        od += n if OVERDRIVE in card.keywords else 0
    top = max(curve, default=0)
    return DeckStats(
        curve=[(f"{c}+" if c == CURVE_TOP else str(c), curve[c]) for c in range(max(top, 5) + 1)],
        colors=[(c.value, colors[c.value]) for c in Color if colors[c.value]]
        + ([("colorless", colors["colorless"])] if colors["colorless"] else []),
        types=types.most_common(),
        races=races.most_common(8),
        ignition=ignition,
        life_recovery=lr,
        void_bringer=vb,
        overdrive=od,
        average_cost=round(sum(costs) / len(costs), 2) if costs else None,
        dynamis_types=Counter(e.card.type.value for e in deck.part(Zone.DYNAMIS) for _ in range(e.count)).most_common(),
        game=game,
        forbidden=sum(e.card.forbidden * e.count for e in deck.part(Zone.DECK)),
        unity=sum(e.count for e in deck.part(Zone.DECK) if e.card.unity),
    )
