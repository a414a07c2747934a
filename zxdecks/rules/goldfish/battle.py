"""Battle against a goldfish opponent (600–605): its board is empty, so the only attack target is the opponent
itself, whose player square holds its player card (or the virtual one, 909/1206) and no Z/X or Ascension."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.cards import CardFacts, CardType
from zxdecks.rules.effects import run
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.goldfish.state import BOARD, OPPONENT_PLAYER_SQUARE, OnSquare

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game

Square = tuple[int, int]
# 303.6: "Z/X" on a square means a Z/X, Z/X EX or Z/X OB; only those attack (602.1a), Ascensions never do.
ATTACKERS = frozenset({CardType.ZX, CardType.ZX_EX, CardType.ZX_OB})
INFINITE_RANGE = 99  # 1105.3: Range ∞, any square


def distance(a: Square, b: Square) -> int:
    """303.2a: the fewest steps between orthogonal neighbours."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


# The squares next to the opponent's player square (602.1b): a Z/X there attacks the opponent without a Range.
NEXT_TO_OPPONENT = tuple(square for square in BOARD if distance(square, OPPONENT_PLAYER_SQUARE) == 1)


def reach(game: Game, unit: OnSquare) -> int:
    """How far the Z/X may choose its target: next to it (602.1b), or within its Range (1105.2, 1105.3)."""
    return game.range_of(unit.card)


def may_attack(game: Game, card: CardFacts) -> bool:
    """Whether the card is a Z/X that can ever be an attacking Z/X (602.1a; not 「このカードは攻撃できない」)."""
    if card.type not in ATTACKERS:
        return False
    if not game.scripts:
        return True
    traits = game._traits if game._traits_for is game.scripts else game.traits()  # asked for every card in hand
    return card.number not in traits.no_attack


def can_attack_player(game: Game, square: Square) -> bool:
    """602.1a–c: a rebooted Z/X of yours on the square, and the opponent as a legal target: its player square is
    within reach, holds no Z/X or Ascension (a goldfish opponent has none) and holds a player card."""
    squares = game.squares
    unit = squares.get(square)
    if unit is None or not unit.rebooted or unit.card.type not in ATTACKERS:
        return False
    if OPPONENT_PLAYER_SQUARE in squares:
        return False  # 602.1b: the opponent's player square must hold no Z/X or Ascension
    if game.scripts:
        traits = game._traits if game._traits_for is game.scripts else game.traits()
        if unit.card.number in traits.no_attack:
            return False
    if square in NEXT_TO_OPPONENT:
        return True  # next to it (asked for every attack: no distance worked out)
    return 1 <= distance(square, OPPONENT_PLAYER_SQUARE) <= reach(game, unit)  # within its Range (1105.2)


def attackers(game: Game) -> list[Square]:
    """The squares from which a battle against the opponent can be declared now."""
    return [square for square in sorted(game.squares) if can_attack_player(game, square)]


def declare_attack(game: Game, square: Square) -> bool:
    """One battle (601.1) of the Z/X on `square` against the opponent; False when the declaration is not legal."""
    if game.won or not can_attack_player(game, square):
        return False  # 602.1c
    unit = game.squares[square]
    unit.rebooted = False  # 602.1d
    game.attacks += 1
    if game.log_enabled:
        game.note("battle", "602.1", f"{unit.card.name} on {square} attacks the opponent; it sleeps (602.1d)")
    scripts = game.scripts
    if (
        scripts and game.traits().attack_triggers
    ):  # 602.1e: "when it attacks" of the attacker, "when your Z/X attacks" of every Z/X of yours
        for other in list(game.squares.values()):
            script = scripts.get(other.card.number)
            if script is not None and script.by_trigger:
                if other is unit:
                    run.fire(game, Trigger.ATTACK, unit)
                run.fire(game, Trigger.ANY_ATTACK, other)
        if game.won:
            return True
    # 602.1f, then 603: the goldfish opponent plays nothing and the policy plays no event, so both pass; 604.1
    game.check_rules()
    # 604.3e: one moved to another square still deals its damage (looked for only when it is not on its own)
    if game.squares.get(square) is not unit and game.squares_holding(unit) is None:
        if game.log_enabled:
            game.note("battle", "604.2", "the attacking Z/X left the squares: no damage")
        return True
    # 604.3c: one damage to the player (1002.3); a goldfish opponent has no life shield and no Z/X OB (604.3d)
    if game.log_enabled:
        game.note("battle", "604.3c", f"{unit.card.name} deals 1 damage to the opponent")
    game.damage_opponent(1)  # 605.1: the pre-processing resolves the damage (907) and checks defeat (903)
    return True
