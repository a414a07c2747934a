"""Karsten-style goldfish questions: two card groups by a turn, resources of a colour by a turn, a card on curve."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from zxdecks.rules.cards import CardFacts, Color, Zone
from zxdecks.rules.deck import Deck
from zxdecks.rules.goldfish import Defeat, Game, Policy, can_pay
from zxdecks.rules.goldfish.opponent import Opponent
from zxdecks.rules.goldfish.setup import remove_card
from zxdecks.rules.odds import cards_seen, compositions, wilson

STARTING_RESOURCES = 2  # 402.1m: the resources of setup; one more each own turn (504.3)


@dataclass(frozen=True)
class KarstenQuestion:
    """The questions beside the key-card odds: `also` makes "a key card AND one of these", `color`/`color_count`
    asks for at least that many resources of the colour after each resource phase, `curve` asks whether a card is
    in hand and payable on the turn its cost is first reachable."""

    also: frozenset[str] = frozenset()
    color: Color | None = None
    color_count: int = 1
    curve: CardFacts | None = None
    asked: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "asked", bool(self.also or self.color or self.curve))


def curve_turn(cost: int) -> int:
    """The first own turn whose resource phase leaves `cost` resources: two from setup plus one a turn."""
    return max(1, cost - STARTING_RESOURCES)


def both_exact(deck_size: int, first_group: int, second_group: int, shared: int, seen: int) -> float:
    """P(a card of each group among `seen` cards, two different cards), without a mulligan: `shared` copies are in
    both groups, the others in one group only."""
    sizes = [first_group - shared, second_group - shared, shared]
    sizes.append(deck_size - sum(sizes))
    p = 0.0
    for (a, b, c, _), prob in compositions(sizes, min(seen, deck_size)):
        if (a and b) or (c and (a or b)) or c >= 2:
            p += prob
    return p


def karsten_answers(
    *,
    deck: Deck,
    question: KarstenQuestion,
    targets: frozenset[str],
    removed: list[CardFacts],
    turns: int,
    first: bool,
    games: int,
    seed: int,
    policy: Policy,
    opponent: Opponent,
    exact_allowed: bool,
    on_game: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """The answers over the same seeded games as the key-card odds (without battle, as they are): per turn, and for
    the curve question the one turn it asks about. Lost games count as misses, as in the other figures."""
    if not question.asked:
        return {}
    curve = question.curve
    horizon = max(turns, curve_turn(curve.cost or 0) if curve is not None else 0)
    both_hits, color_hits = [0] * turns, [0] * turns
    curve_hits = 0
    also, color, count = question.also, question.color, question.color_count
    curve_at = curve_turn(curve.cost or 0) if curve is not None else 0

    def after_draw(g: Game) -> None:
        t = g.turn - 1  # the observers run inside own turn g.turn
        if not also or t >= turns:
            return
        in_first = {id(c) for c in g.seen if c.number in targets}
        in_second = {id(c) for c in g.seen if c.number in also}
        if in_first and in_second and not (in_first == in_second and len(in_first) == 1):
            both_hits[t] += 1

    def after_resource(g: Game) -> None:
        nonlocal curve_hits
        t = g.turn - 1
        if color is not None and t < turns:
            color_hits[t] += sum(1 for r in g.resources if color in r.card.colors) >= count
        if curve is None or curve.cost is None or g.turn != curve_at:
            return
        if any(c.number == curve.number for c in g.hand) and can_pay(g.resources, curve.cost, curve.colors):
            curve_hits += 1

    for i in range(games):
        game = Game(deck, seed=seed + i, first=first, policy=policy, opponent=opponent)
        try:
            game.setup()
            for _ in range(horizon):
                game.play_turn(0, after_draw, after_resource, battle=False)
        except Defeat:
            pass
        if on_game is not None:
            on_game()
    answer: dict[str, Any] = {"lost_games_count_as_misses": True}
    if also:
        exact: list[float | None] = [None] * turns
        if exact_allowed:
            cards = list(deck.cards(Zone.DECK))
            for card in removed:
                remove_card(cards, card)
            first_n = sum(1 for c in cards if c.number in targets)
            second_n = sum(1 for c in cards if c.number in also)
            shared = sum(1 for c in cards if c.number in targets and c.number in also)
            exact = [
                round(both_exact(len(cards), first_n, second_n, shared, cards_seen(t + 1, first)), 6)
                for t in range(turns)
            ]
        answer["both"] = {
            "also": sorted(also),
            "exact": exact,
            "simulated": [wilson(h, games).as_dict() for h in both_hits],
        }
    if color is not None:
        answer["color"] = {
            "color": color.value,
            "count": count,
            "simulated": [wilson(h, games).as_dict() for h in color_hits],
        }
    if curve is not None and curve.cost is not None:
        answer["curve"] = {
            "card": curve.number,
            "cost": curve.cost,
            "turn": curve_turn(curve.cost),
            "simulated": wilson(curve_hits, games).as_dict(),
        }
    return answer
