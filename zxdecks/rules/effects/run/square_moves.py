"""Chosen Z/X moved to another square (CHOOSE_ZX of `rest` "move:<where>", effects.square_moves): the same Z/X, which
does not leave the squares. The goldfish moves a rebooted Z/X of yours that cannot attack the opponent from where it
is onto an empty square next to the opponent's player square (602.1b), the one the policy would raise first; in the
opponent's turn, or with nothing to gain, it moves none when it may (「てよい」, 「まで」), and otherwise what costs it
least: a Z/X of yours that could not attack from where it is, then the opponent's (never onto a player square), then
any of yours."""

from __future__ import annotations

from zxdecks.rules.board import BOARD, OPPONENT_PLAYER_SQUARE, OWN_PLAYER_SQUARE, SQUARE_ORDER, OnSquare
from zxdecks.rules.effects.api import GameAPI, Square, Target
from zxdecks.rules.effects.language import Effect, Trigger
from zxdecks.rules.effects.run.choices import own_choices
from zxdecks.rules.effects.run.opposing import targets
from zxdecks.rules.effects.run.phases import fire_moment
from zxdecks.rules.effects.run.resolve import fire
from zxdecks.rules.effects.run.table import At, done

# 602.1b: a Z/X on these squares attacks the opponent without a Range
NEXT_TO_OPPONENT = frozenset(
    sq for sq in BOARD if abs(sq[0] - OPPONENT_PLAYER_SQUARE[0]) + abs(sq[1] - OPPONENT_PLAYER_SQUARE[1]) == 1
)


def move_zx(game: GameAPI, effect: Effect, at: At) -> bool:
    """n chosen Z/X each onto another empty square of the kind `rest` names (the module's policy)."""
    where = effect.rest.split(":", 1)[1]
    must = not (effect.optional or effect.up_to)
    moved = 0
    for _ in range(effect.n):
        unit = _move_one(game, effect, at, where, must)
        if unit is None:
            break
        moved += 1
        _fire_moved(game, unit)
        if game.defeated or game.won:
            break
    return done(effect, moved, moved > 0)


def _fire_moved(game: GameAPI, unit: OnSquare | bool) -> None:
    """「このカードが/あなたのゼクスが/ゼクスがスクエアからスクエアに置かれる」 for a Z/X of yours moved (`unit`), 「ゼクスが」
    alone for the opponent's (True)."""
    own = not game.opponents_turn
    if isinstance(unit, OnSquare):
        fire(game, Trigger.MOVED, unit, own)
        fire_moment(game, Trigger.ZX_MOVED, own)
    fire_moment(game, Trigger.ANY_MOVED, own)


def destinations(game: GameAPI, where: str, square: Square, at: At, theirs: bool = False) -> list[Square]:
    """The empty squares a Z/X on `square` may be moved to, best first (never the opponent's player square, nor
    yours for the opponent's Z/X)."""
    if where == "left_that":  # effects.left_squares
        left = left_square(game, where, at)
        return [left] if left is not None and not (theirs and left == OWN_PLAYER_SQUARE) else []
    if where == "next_self_normal":  # next to this card's square
        here = game.squares_holding(at.unit) if at.unit is not None else None
        if here is None:
            return []
        square, where = here, "adjacent_normal"
    free = [
        sq
        for sq in SQUARE_ORDER
        if sq not in game.squares and sq not in game.opponent_squares and not (theirs and sq == OWN_PLAYER_SQUARE)
    ]
    if where == "player":
        return [sq for sq in free if sq == OWN_PLAYER_SQUARE]
    if where.startswith("adjacent"):
        free = [sq for sq in free if next_to(sq, square)]
    return [sq for sq in free if sq != OWN_PLAYER_SQUARE] if where.endswith("normal") else free


def next_to(a: Square, b: Square) -> bool:
    """303.2a: orthogonal neighbours."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def left_square(game: GameAPI, to: str, at: At | None) -> Square | None:
    """The square of 「このカードがあった」 / 「そのゼクスがあった」 (empty_squares), or None."""
    square: Square | None = None
    if at is not None and to == "left_self" and at.unit is not None and game.squares_holding(at.unit) is None:
        square = at.unit.left_from
    elif at is not None and to == "left_that" and game.vacated[0] > at.since:
        square = game.vacated[1]
    empty = square not in game.squares and square not in game.opponent_squares
    return square if square is not None and square != OPPONENT_PLAYER_SQUARE and empty else None


def move_gains(game: GameAPI, effect: Effect, this: OnSquare | None) -> bool:
    """Whether moving a Z/X of yours as `effect` says would gain now: one that cannot attack the opponent from where
    it is could from a square it may be moved to (run.choices.choice_gains asks, for paying or playing for it)."""
    at = At(this, since=game.vacated[0])  # before it is paid for: no square emptied yet (「そのゼクスがあった」)
    return bool(_gaining(game, effect, at, effect.rest.split(":", 1)[1]))


def _gaining(game: GameAPI, effect: Effect, at: At, where: str) -> list[tuple[Square, OnSquare, list[Square]]]:
    if game.opponents_turn:
        return []
    found = []
    for sq, u in own_choices(game, effect, at.unit):
        if u.rebooted and not game.can_attack_player(sq):
            ds = [d for d in destinations(game, where, sq, at) if d in NEXT_TO_OPPONENT]
            if ds:
                found.append((sq, u, ds))
    return found


def _move_one(game: GameAPI, effect: Effect, at: At, where: str, must: bool) -> OnSquare | bool | None:
    """Move one Z/X: the unit of yours moved, True for the opponent's, None when none was."""
    mine = [(sq, u, ds) for sq, u in own_choices(game, effect, at.unit) if (ds := destinations(game, where, sq, at))]
    gaining = _gaining(game, effect, at, where)
    if gaining:
        chosen = game.choose_units(Target.POWER_UP, [(sq, u) for sq, u, _ in gaining], 1, 0)
        if chosen:
            _, unit, ds = gaining[chosen[0]]
            return unit if game.move_unit(unit, ds[0]) else None
    if not must:
        return None
    idle = [(u, ds) for sq, u, ds in mine if not game.can_attack_player(sq)]
    if idle:
        return idle[0][0] if game.move_unit(idle[0][0], idle[0][1][0]) else None
    if "own" not in effect.to.split():  # 「あなたの」 not said: the opponent's Z/X may be chosen too
        for square, _ in targets(game, effect):
            theirs = destinations(game, where, square, at, theirs=True)
            if theirs:
                return True if game.move_opponent_unit(square, theirs[0]) else None
    if mine:
        unit, ds = mine[0][1], mine[0][2]
        return unit if game.move_unit(unit, next((d for d in ds if d in NEXT_TO_OPPONENT), ds[0])) else None
    return None
