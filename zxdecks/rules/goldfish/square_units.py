"""The Z/X of yours on squares, for Game through CardMoves: the square a unit is on, moves between squares (the same
Z/X, which does not leave the squares), empty normal squares, and power and Range until end of turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.board import OWN_PLAYER_SQUARE, SQUARE_ORDER, OnSquare, OpposingZX
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import Square


class SquareUnits:
    """Game inherits it through CardMoves."""

    if TYPE_CHECKING:

        def note(self, step: str, rule: str, text: str) -> None: ...

        log_enabled: bool
        squares: dict[Square, OnSquare]
        opponent_squares: dict[Square, OpposingZX]
        vacated: tuple[int, Square | None]
        power_until_end: list[tuple[OnSquare, int]]
        turn: int

    def move_unit(self, unit: OnSquare, to: Square) -> bool:
        """A Z/X of yours from its square onto the empty square `to`: the same Z/X, which does not leave the squares
        (its state, power and force stay); False when it is not on a square or `to` holds a Z/X."""
        square = self.squares_holding(unit)
        if square is None or to in self.squares or to in self.opponent_squares:
            return False
        del self.squares[square]
        self.squares[to] = unit
        unit.left_from = square
        self.vacated = (self.vacated[0] + 1, square)
        if self.log_enabled:
            self.note("ability", "804.3", f"the Z/X on {square} is put onto {to}")
        return True

    def squares_holding(self, unit: OnSquare) -> Square | None:
        """The square a unit is on, or None when it has left the squares."""
        for sq, u in self.squares.items():  # a loop: asked per unit by the triggers, no generator's frame
            if u is unit:
                return sq
        return None

    def empty_normal_squares(self) -> list[Square]:
        """Empty normal squares (303.3b: every square but the player squares), in the policy's order of preference."""
        return [sq for sq in SQUARE_ORDER if sq != OWN_PLAYER_SQUARE and sq not in self.squares]

    def raise_power(self, unit: OnSquare, n: int) -> None:
        """A unit's power changed by n until end of turn (507.8 reverts it)."""
        unit.power = (unit.power or 0) + n
        self.power_until_end.append((unit, n))

    def grant_range(self, unit: OnSquare, n: int) -> None:
        """A unit has Range n (1105) until end of turn (a card's effect gave it 「≪常≫レンジN」)."""
        granted, turn = unit.granted_range
        unit.granted_range = (max(n, granted if turn == self.turn else 0), self.turn)

    def face_up_force(self) -> list[CardFacts]:
        """The face-up force of your Z/X on squares (312.3), square by square: the cards whose abilities are valid
        in the force zone (803.1d)."""
        return [c for unit in self.squares.values() for c in unit.force or ()]
