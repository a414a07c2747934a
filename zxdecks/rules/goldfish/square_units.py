"""The Z/X of yours on squares, for Game through CardMoves: where a card may enter (806.1a/b), the square a unit is
on, moves between squares (the same Z/X, which does not leave the squares), empty normal squares, and power and
Range until end of turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from zxdecks.rules.board import (
    ASCENSIONS,
    OPPONENT_PLAYER_SQUARE,
    OWN_PLAYER_SQUARE,
    SQUARE_ORDER,
    OnSquare,
    OpposingZX,
)
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import Square
from zxdecks.rules.goldfish.square_only import player_squares, square_only

if TYPE_CHECKING:
    from zxdecks.rules.effects.language import CardScript
    from zxdecks.rules.effects.traits import Traits

_RANK = {sq: i for i, sq in enumerate((*SQUARE_ORDER, OPPONENT_PLAYER_SQUARE))}  # legal_squares' order
# The squares held (at most 2 ** 9 sets) -> the empty squares of SQUARE_ORDER, in order (legal_squares).
_EMPTY: dict[frozenset[Square], tuple[Square, ...]] = {}


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
        scripts: Mapping[str, CardScript]

        def traits(self) -> Traits: ...

        _traits: Traits
        _traits_for: object

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

    def legal_squares(self, card: CardFacts) -> list[Square]:
        """806.1a/b: where the card may enter, best first (empty squares, your own area first); never a square
        with a Z/X of the opponent."""
        squares = self.squares
        if card.type in ASCENSIONS:
            unit = squares.get(OWN_PLAYER_SQUARE)
            return [OWN_PLAYER_SQUARE] if unit is None or (unit.rebooted and unit.card.type not in ASCENSIONS) else []
        scripts = self.scripts  # 「…プレイヤースクエアにしか登場できない」: only a restricted card has it (square_only)
        restricted = (self._traits if self._traits_for is scripts else self.traits()).restricted if scripts else ()
        only = square_only(self, card) if card.number in restricted else ""
        if only:
            return player_squares(self, only)
        held = self.opponent_squares
        if not held:  # the empty squares in order, then the units that may be replaced (only the few there looked at)
            if not squares:
                return list(SQUARE_ORDER)
            # the empty squares of this set of squares held, remembered: every `in` hashed a square's tuple again
            held_now = frozenset(squares)  # built from the dict's stored hashes
            found = _EMPTY.get(held_now)
            if found is None:
                found = _EMPTY[held_now] = tuple(sq for sq in SQUARE_ORDER if sq not in held_now)
            empty = list(found)
            replaceable = []  # a loop, not a comprehension: asked for every Z/X played (a comprehension is a call)
            for sq, u in squares.items():
                if u.rebooted and u.card.type not in ASCENSIONS:
                    replaceable.append(sq)
            if len(replaceable) > 1:
                replaceable.sort(key=_RANK.__getitem__)
            if OPPONENT_PLAYER_SQUARE in squares:  # not a square of SQUARE_ORDER: never entered (602.1b)
                replaceable = [sq for sq in replaceable if sq != OPPONENT_PLAYER_SQUARE]
            empty += replaceable
            return empty
        empty = []
        replaceable = []
        for sq in SQUARE_ORDER:  # one pass
            if sq in held:
                continue
            unit = squares.get(sq)
            if unit is None:
                empty.append(sq)
            elif unit.rebooted and unit.card.type not in ASCENSIONS:
                replaceable.append(sq)
        empty += replaceable
        return empty

    def has_square(self, card: CardFacts) -> bool:
        """Whether legal_squares would find one, without building the list (it is asked for every card in hand)."""
        squares = self.squares
        if card.type in ASCENSIONS:
            unit = squares.get(OWN_PLAYER_SQUARE)
            return unit is None or (unit.rebooted and unit.card.type not in ASCENSIONS)
        only = square_only(self, card)
        if only:
            return bool(player_squares(self, only))
        if self.opponent_squares:
            return bool(self.legal_squares(card))
        if len(squares) < len(SQUARE_ORDER) + (OPPONENT_PLAYER_SQUARE in squares):
            return True
        return any(
            u.rebooted and u.card.type not in ASCENSIONS for sq, u in squares.items() if sq != OPPONENT_PLAYER_SQUARE
        )
