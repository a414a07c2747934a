"""The decisions of a solo game, as a protocol, and the plain policy the simulations use by default."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from zxdecks.rules.cards import CardFacts, CardType
from zxdecks.rules.goldfish.battle import can_attack_player
from zxdecks.rules.goldfish.payment import can_pay
from zxdecks.rules.goldfish.state import ASCENSIONS, SQUARE_TYPES

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game


class Policy(Protocol):
    """The decisions of a solo game."""

    def choose_start_card(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None: ...
    def choose_gate_card(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None: ...
    def choose_start_resource(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None: ...
    def mulligan(self, game: Game, hand: list[CardFacts]) -> bool: ...
    def resource(self, game: Game) -> int | None: ...
    def ignite(self, game: Game) -> bool: ...
    def play_free(self, game: Game, card: CardFacts) -> bool: ...
    def next_play(self, game: Game) -> int | None: ...
    def choose_square(self, game: Game, card: CardFacts, squares: list[tuple[int, int]]) -> tuple[int, int]: ...
    def next_attack(self, game: Game) -> tuple[int, int] | None: ...
    def discard(self, game: Game, excess: int) -> list[int]: ...
    def trash_from_charge(self, game: Game, excess: int) -> list[int]: ...


ANY_ZX = CardFacts(number="-", name="-", type=CardType.ZX)


class DefaultPolicy:
    """Plain play: use setup keywords, keep any hand (or mulligan without a key card), put the highest cost card into
    the resources, ignite while there is charge, play every ignited and life card, play the highest cost card that
    can be paid onto the squares next to the opponent first, attack with every Z/X that can, discard and trash the
    highest cost cards."""

    def __init__(self, keep_if_any: frozenset[str] = frozenset()) -> None:
        self.keep_if_any = keep_if_any  # collector numbers or names: mulligan unless the hand holds one

    def choose_start_card(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None:
        return max(candidates, key=lambda c: (c.cost or 0, c.number), default=None)

    def choose_gate_card(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None:
        return candidates[0] if candidates else None

    def choose_start_resource(self, game: Game, candidates: list[CardFacts]) -> CardFacts | None:
        return candidates[0] if candidates else None

    def mulligan(self, game: Game, hand: list[CardFacts]) -> bool:
        if not self.keep_if_any:
            return False
        return not any(c.number in self.keep_if_any or c.name in self.keep_if_any for c in hand)

    def resource(self, game: Game) -> int | None:
        if not game.hand:
            return None
        return max(range(len(game.hand)), key=lambda i: (game.hand[i].cost or 0, -i))

    def ignite(self, game: Game) -> bool:
        return bool(game.charge)

    def play_free(self, game: Game, card: CardFacts) -> bool:
        return True

    def next_play(self, game: Game) -> int | None:
        # The resources and squares do not change while the hand is scanned, so what they allow is worked out once.
        rebooted = [r.card.colors for r in game.resources if r.rebooted]
        free = len(rebooted)
        present = frozenset().union(*rebooted) if rebooted else frozenset()
        zx_square = game.has_square(ANY_ZX)
        best, best_cost = None, -1
        for i, card in enumerate(game.hand):
            cost = card.cost
            if cost is None or card.cost_infinite or cost > free or cost <= best_cost:
                continue
            if card.type is CardType.EVENT:
                pass
            elif card.type in ASCENSIONS:
                if not game.has_square(card):
                    continue
            elif card.type in SQUARE_TYPES:
                if not zx_square:
                    continue
            else:
                continue
            colors = card.colors
            if len(colors) == 1 and cost > 0:
                if not colors <= present:
                    continue
            elif len(colors) > 1 and can_pay(game.resources, cost, colors) is None:
                continue
            best, best_cost = i, cost
        return best

    def choose_square(self, game: Game, card: CardFacts, squares: list[tuple[int, int]]) -> tuple[int, int]:
        return squares[0]  # legal_squares lists empty squares first, those next to the opponent first of all

    def next_attack(self, game: Game) -> tuple[int, int] | None:
        for square in sorted(game.squares):
            if can_attack_player(game, square):
                return square
        return None

    def discard(self, game: Game, excess: int) -> list[int]:
        order = sorted(range(len(game.hand)), key=lambda i: (game.hand[i].cost or 0, i), reverse=True)
        return order[:excess]

    def trash_from_charge(self, game: Game, excess: int) -> list[int]:
        order = sorted(range(len(game.charge)), key=lambda i: (game.charge[i].cost or 0, i), reverse=True)
        return order[:excess]
