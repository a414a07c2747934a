"""The part of the public game API (effects.api.GameAPI) that reaches the Z/X of a chosen opponent (goldfish.opponent)
on its squares: what the player's card effects do to them, each followed by the rule effects (904: a Z/X whose damage
reaches its power, or whose power is 0 or less, is destroyed, 1008.1 to its owner's charge); and the default policy's
choice among them (Target.OPPONENT). A square an effect empties is open to the player's Z/X at once: the player
square freed of its guard makes the opponent a legal target (602.1b), a normal square a legal square (806.1a). The
opponent's own Z/X come back only as its model says, in its next turn (goldfish.defence)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from zxdecks.rules.board import (
    CHARGE_LIMIT,
    OPPONENT_PLAYER_SQUARE,
    OPPONENT_RESOURCES_PER_TURN,
    STARTING_RESOURCES,
    OnSquare,
    OpposingZX,
)
from zxdecks.rules.effects.api import Square
from zxdecks.rules.effects.turn_conditions import (
    OPPONENT_DESTROYED,
    OPPONENT_DESTROYED_BY_ABILITY,
    OPPONENT_LEFT,
    OPPONENT_TO_HAND,
    ZX_DESTROYED,
)
from zxdecks.rules.goldfish.turn_record import BY_ABILITY_ZONES, TurnRecord

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game

# The owner's zones a Z/X of the opponent may be sent to by an effect (none of them is kept card by card: the
# goldfish opponent's cards are not simulated), and how the log names each.
OPPONENT_ZONES = {
    "hand": "its hand",
    "deck_bottom": "the bottom of its deck",
    "deck_top": "the top of its deck",
    "deck": "its deck, shuffled",
    "trash": "its trash",
    "charge": "its charge",
    "removed": "its remove zone (1009)",
    "resources": "its resources, slept",
    "dynamis": "its Dynamis, face up",
    "deck_third": "the third place from the top of its deck",
}


class OpponentMoves(TurnRecord):
    """What the player's effects do to the opponent's Z/X; Game inherits it through CardMoves."""

    if TYPE_CHECKING:  # Game's fields and methods these use
        opponent_squares: dict[Square, OpposingZX]
        squares: dict[Square, OnSquare]
        opponent_resources_added: int
        opponent_charge: int
        opponent_removed: int
        vacated: tuple[int, Square | None]
        log_enabled: bool
        turn: int
        is_first: bool

        def note(self, step: str, rule: str, text: str) -> None: ...

    def opponent_resources(self) -> int:
        """The goldfish opponent's resources now: 402.1m's two, and one a turn it has had (state.py says why)."""
        turns = self.turn - 1 if self.is_first else self.turn
        return STARTING_RESOURCES + OPPONENT_RESOURCES_PER_TURN * max(turns, 0) + self.opponent_resources_added

    def opponent_units(self) -> list[tuple[Square, OpposingZX]]:
        """The opponent's Z/X on its squares, in square order."""
        return sorted(self.opponent_squares.items())

    def destroy_opponent_unit(self, square: Square) -> bool:
        """1008: the opponent's Z/X on the square destroyed (to its owner's charge, 1008.1); False when none is
        there."""
        unit = self.opponent_squares.pop(square, None)
        if unit is None:
            return False
        self.vacated = (self.vacated[0] + 1, square)
        self._destroyed_by_effect()
        if self.log_enabled:
            self.note("opponent", "1008", f"the opponent's {unit.power} Z/X on {square} is destroyed")
        return True

    def move_opponent_unit(self, square: Square, to: Square) -> bool:
        """The opponent's Z/X from its square onto the empty square `to` (the same Z/X); False when none is there or
        `to` holds a Z/X."""
        unit = self.opponent_squares.get(square)
        if unit is None or to in self.opponent_squares or to in self.squares:
            return False
        del self.opponent_squares[square]
        self.opponent_squares[to] = unit
        self.vacated = (self.vacated[0] + 1, square)
        if self.log_enabled:
            self.note("opponent", "804.3", f"the opponent's Z/X on {square} is put onto {to}")
        return True

    def opponent_card_to(self, zone: str) -> None:
        """A card of the opponent's arrives in a zone of its: its charge is counted (Game.opponent_charge; 906: never
        over CHARGE_LIMIT, the excess goes to its trash). The goldfish opponent plays no card, so only what your cards
        and damage put there fill it: a destroyed Z/X (1008.1), a sent one, a damage's life card (907.2d). Its remove
        zone is counted too (Game.opponent_removed, 1009: a Z/X your effect removes from its square; nothing leaves
        it). Its other zones are not kept (an effect on the cards in them is NO_TARGET)."""
        if zone == "charge":
            self.opponent_charge = min(self.opponent_charge + 1, CHARGE_LIMIT)
        elif zone == "removed":
            self.opponent_removed += 1

    def _destroyed_by_effect(self) -> None:
        """Record an opponent's Z/X destroyed by an effect (1008, or 904 after it: 1204 gives that to the effect too),
        into its owner's charge (1008.1): by your card's ability, the card whose ability it is (turn_record)."""
        self.note_event(ZX_DESTROYED)
        self.note_event(OPPONENT_DESTROYED)
        self.opponent_card_to("charge")  # 1008.1
        if self.by_ability:
            self.note_event(OPPONENT_DESTROYED_BY_ABILITY, self.causes[-1] if self.causes else None)
            self.note_event("charge")
        self._left_by_ability()

    def _left_by_ability(self, to: str = "") -> None:
        """Record a Z/X of the opponent's off its square by your card's ability (turn_record: 1204.3, its damage's
        destruction too), and back to the hand."""
        if self.by_ability:
            self.note_event(OPPONENT_LEFT)
            if to == "hand":
                self.note_event(OPPONENT_TO_HAND)

    def send_opponent_unit(self, square: Square, to: str) -> bool:
        """The opponent's Z/X off its square into its owner's `to` (OPPONENT_ZONES; not destroyed, 1008.3): into its
        resources it counts among them (opponent_resources)."""
        if to not in OPPONENT_ZONES:
            raise ValueError(f"no zone {to!r} of the opponent's to send a Z/X to")
        unit = self.opponent_squares.pop(square, None)
        if unit is None:
            return False
        self.vacated = (self.vacated[0] + 1, square)
        if to == "resources":
            self.opponent_resources_added += 1
        self.opponent_card_to(to)
        if self.by_ability and to in BY_ABILITY_ZONES:  # a card put there by your card's ability (turn_record)
            self.note_by_ability(to, own=False)
        self._left_by_ability(to)
        if self.log_enabled:
            self.note("opponent", "804.3", f"the opponent's {unit.power} Z/X on {square} goes to {OPPONENT_ZONES[to]}")
        return True

    def swap_units(self, a: Square, b: Square) -> bool:
        """The Z/X on squares `a` and `b` (yours or the opponent's) each put onto the other's square by an effect
        (「それぞれのゼクスをもう一方のゼクスがあるスクエアに入れ替えて置く」); False unless both hold one."""
        first = self.squares.get(a) or self.opponent_squares.get(a)
        second = self.squares.get(b) or self.opponent_squares.get(b)
        if a == b or first is None or second is None:
            return False
        for square in (a, b):
            self.squares.pop(square, None)
            self.opponent_squares.pop(square, None)
        for square, unit in ((b, first), (a, second)):
            if isinstance(unit, OpposingZX):
                self.opponent_squares[square] = unit
            else:
                self.squares[square] = unit
                unit.left_from = a if square == b else b
        if self.log_enabled:
            self.note("ability", "804.3", f"the Z/X on {a} and {b} change squares")
        return True

    def add_opponent_resources(self, n: int) -> None:
        """Cards an effect puts into the opponent's resources (its deck is not simulated card by card)."""
        self.opponent_resources_added += n
        for _ in range(n if self.by_ability else 0):
            self.note_event("resources")  # each card, as turn_record counts them

    def damage_opponent_unit(self, square: Square, n: int) -> bool:
        """1002.1: n damage to the opponent's Z/X on the square (none for n <= 0, 1002.4), then 904.1."""
        unit = self.opponent_squares.get(square)
        if unit is None or n <= 0:
            return False
        unit.damage += n
        if self.log_enabled:
            self.note("opponent", "1002.1", f"{n} damage to the opponent's Z/X on {square} (power {unit.power})")
        self._lethal(square)
        return True

    def change_opponent_power(self, square: Square, n: int, until_end_of_turn: bool = True) -> bool:
        """The power of the opponent's Z/X on the square changed by n (until end of turn, 507.8, as the text says),
        then 904.1 and 904.2."""
        unit = self.opponent_squares.get(square)
        if unit is None or n == 0:
            return False
        unit.change_power(n, until_end_of_turn)
        if self.log_enabled:
            self.note("opponent", "804.3", f"the opponent's Z/X on {square}: power {n:+} to {unit.power}")
        self._lethal(square)
        return True

    def set_opponent_rebooted(self, square: Square, rebooted: bool, stays_slept: bool = False) -> bool:
        """1003: the opponent's Z/X on the square rebooted or slept; False when it already was. `stays_slept`: slept,
        it does not reboot in its owner's next reboot phase (502.1, goldfish.defence)."""
        unit = self.opponent_squares.get(square)
        if unit is None or unit.rebooted == rebooted:
            return False
        unit.rebooted = rebooted
        unit.stays_slept = stays_slept and not rebooted
        return True

    def _lethal(self, square: Square) -> None:
        """904.1, 904.2 at the pre-processing after the effect: the Z/X is destroyed (to its owner's charge)."""
        unit = self.opponent_squares.get(square)
        if unit is not None and unit.lethal:
            del self.opponent_squares[square]
            self.vacated = (self.vacated[0] + 1, square)
            self._destroyed_by_effect()
            if self.log_enabled:
                self.note("opponent", "904", f"the opponent's Z/X on {square} is destroyed (damage {unit.damage})")


def opponent_choice(game: Game, units: Sequence[tuple[Square, OpposingZX]], n: int, amount: int) -> list[int]:
    """The default policy's choice of the opponent's Z/X for an effect that takes `amount` off its power (damage or
    power lowered; 0: one that takes it off its square): first the ones it takes off or destroys, among them the
    guard of the opponent's player square (602.1b) first, then the strongest (the hardest to beat in battle)."""
    del game

    def key(i: int) -> tuple[object, ...]:
        square, unit = units[i]
        left = unit.power - unit.damage
        falls = amount == 0 or left <= amount
        return (not falls, square != OPPONENT_PLAYER_SQUARE, -left, square)

    return sorted(range(len(units)), key=key)[:n]


def opponent_gives_up(units: Sequence[tuple[Square, OpposingZX]], n: int) -> list[int]:
    """The opponent's choice of its own Z/X for an effect that harms them (「相手は…自分のゼクスをN枚選び、破壊する」): it
    keeps the guard of its player square (602.1b) and gives up the weakest first (the least power left)."""

    def key(i: int) -> tuple[object, ...]:
        square, unit = units[i]
        return (square == OPPONENT_PLAYER_SQUARE, unit.power - unit.damage, square)

    return sorted(range(len(units)), key=key)[:n]
