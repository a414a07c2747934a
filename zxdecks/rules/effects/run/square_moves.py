"""Chosen Z/X moved to another square (CHOOSE_ZX of `rest` "move:<where>", effects.square_moves): the same Z/X, which
does not leave the squares. The goldfish moves a rebooted Z/X of yours that cannot attack the opponent from where it
is onto an empty square next to the opponent's player square (602.1b), the one the policy would raise first; in the
opponent's turn, or with nothing to gain, it moves none when it may (「てよい」, 「まで」), and otherwise what costs it
least: a Z/X of yours that could not attack from where it is, then the opponent's (never onto a player square), then
any of yours."""

from __future__ import annotations

from zxdecks.rules.board import (
    ATTACKERS_ON_SQUARES,
    BOARD,
    OPPONENT_PLAYER_SQUARE,
    OWN_PLAYER_SQUARE,
    SQUARE_ORDER,
    OnSquare,
)
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
    """n chosen Z/X each onto another empty square of the kind `rest` names (the module's policy), or two that change
    squares (`swap_zx`)."""
    where = effect.rest.split(":", 1)[1]
    if where in ("swap", "swap_this"):
        swapped, yours = swap_zx(game, effect, at)
        for unit_moved in yours:
            _fire_moved(game, unit_moved)
        return done(effect, (2 if where == "swap" else 1) if swapped else 0, swapped)
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
    it is could from a square it may be moved to, or take by a swap (run.choices.choice_gains asks, for paying or
    playing for it)."""
    at = At(this, since=game.vacated[0])  # before it is paid for: no square emptied yet (「そのゼクスがあった」)
    where = effect.rest.split(":", 1)[1]
    if where in ("swap", "swap_this"):
        return not game.opponents_turn and gaining_pair(game, effect, this) is not None
    return bool(_gaining(game, effect, at, where))


def mine(game: GameAPI, effect: Effect, this: OnSquare | None) -> list[tuple[Square, OnSquare]]:
    """The Z/X of yours the move may take: none for a choice of the opponent's alone (effects.opponent_words)."""
    return [] if "opponent" in effect.to.split() else own_choices(game, effect, this)


def _gaining(game: GameAPI, effect: Effect, at: At, where: str) -> list[tuple[Square, OnSquare, list[Square]]]:
    if game.opponents_turn:
        return []
    found = []
    for sq, u in mine(game, effect, at.unit):
        if u.rebooted and not game.can_attack_player(sq):
            ds = [d for d in destinations(game, where, sq, at) if d in NEXT_TO_OPPONENT]
            if ds:
                found.append((sq, u, ds))
    return found


def _move_one(game: GameAPI, effect: Effect, at: At, where: str, must: bool) -> OnSquare | bool | None:
    """Move one Z/X: the unit of yours moved, True for the opponent's, None when none was."""
    yours = [(sq, u, ds) for sq, u in mine(game, effect, at.unit) if (ds := destinations(game, where, sq, at))]
    gaining = _gaining(game, effect, at, where)
    if gaining:
        chosen = game.choose_units(Target.POWER_UP, [(sq, u) for sq, u, _ in gaining], 1, 0)
        if chosen:
            _, unit, ds = gaining[chosen[0]]
            return unit if game.move_unit(unit, ds[0]) else None
    if not must:
        return None
    idle = [(u, ds) for sq, u, ds in yours if not game.can_attack_player(sq)]
    if idle:
        return idle[0][0] if game.move_unit(idle[0][0], idle[0][1][0]) else None
    if "own" not in effect.to.split():  # 「あなたの」 not said: the opponent's Z/X may be chosen too
        for square, _ in targets(game, effect):
            theirs = destinations(game, where, square, at, theirs=True)
            if theirs:
                return True if game.move_opponent_unit(square, theirs[0]) else None
    if yours:
        unit, ds = yours[0][1], yours[0][2]
        return unit if game.move_unit(unit, next((d for d in ds if d in NEXT_TO_OPPONENT), ds[0])) else None
    return None


# Swaps (「それぞれのゼクスを…入れ替えて置く」 "move:swap", 「このカードと入れ替えて置く」 "move:swap_this"): the goldfish swaps
# a Z/X of yours into reach of the opponent (`gaining_pair`); a swap it must make and that gains nothing takes two of
# the opponent's, else two of yours whose attacks it keeps (both next to the opponent's player square or both not, or
# both unable to attack; for this card, one whose place leaves the front as it is); one it may decline it declines.


def swap_zx(game: GameAPI, effect: Effect, at: At) -> tuple[bool, list[OnSquare]]:
    """Carry out a swap of two Z/X (game API swap_units): whether it was made, and the Z/X of yours it moved."""
    pair = gaining_pair(game, effect, at.unit) if not game.opponents_turn else None
    if pair is None and not (effect.up_to or effect.optional):
        pair = _idle_pair(game, effect, at)
    if pair is None:
        return False, []
    yours = [game.squares[sq] for sq in pair if sq in game.squares]
    return (True, yours) if game.swap_units(*pair) else (False, [])


def _idle_pair(game: GameAPI, effect: Effect, at: At) -> tuple[Square, Square] | None:
    if effect.rest == "move:swap_this":
        here = game.squares_holding(at.unit) if at.unit is not None else None
        others = [sq for sq, u in mine(game, effect, at.unit) if u is not at.unit]
        if here is None or not others:
            return None
        same = [sq for sq in others if (sq in NEXT_TO_OPPONENT) == (here in NEXT_TO_OPPONENT)]
        return here, (same or others)[0]
    scope = effect.to.split()
    theirs = [sq for sq, _ in targets(game, effect)] if "own" not in scope else []
    if len(theirs) >= 2:
        return theirs[0], theirs[1]
    squares = theirs + [sq for sq, _ in mine(game, effect, at.unit)]
    for i, a in enumerate(squares):
        for b in squares[i + 1 :]:
            idle = not game.can_attack_player(a) and not game.can_attack_player(b)
            if (a in NEXT_TO_OPPONENT) == (b in NEXT_TO_OPPONENT) or idle:
                return a, b
    return (squares[0], squares[1]) if len(squares) >= 2 else None


def _can_gain(game: GameAPI, square: Square, unit: OnSquare) -> bool:
    """A Z/X of yours that would attack the opponent from a square next to its player square and cannot now."""
    return (
        unit.rebooted
        and unit.card.type in ATTACKERS_ON_SQUARES
        and unit.card.number not in game.traits().no_attack
        and not game.can_attack_player(square)
    )


def gaining_pair(game: GameAPI, effect: Effect, this: OnSquare | None) -> tuple[Square, Square] | None:
    """Two Z/X the swap may take of which one of yours comes into reach of the opponent (`_can_gain`) by taking the
    square of the other, next to the opponent's player square, whose attack is not lost (the opponent's, or one of
    yours that cannot attack now); None when there is none or the opponent's player square is held (602.1b)."""
    if OPPONENT_PLAYER_SQUARE in game.opponent_squares:
        return None
    if effect.rest == "move:swap_this":  # one of the two is this card
        return _gaining_with_this(game, effect, this)
    scope = effect.to.split()
    yours = mine(game, effect, this)
    theirs = [sq for sq, _ in targets(game, effect)] if "own" not in scope else []
    idle = [sq for sq, _ in yours if sq in NEXT_TO_OPPONENT and not game.can_attack_player(sq)]
    fronts = [sq for sq in theirs if sq in NEXT_TO_OPPONENT] + idle
    for square, unit in yours:
        if square not in NEXT_TO_OPPONENT and _can_gain(game, square, unit) and fronts:
            return square, fronts[0]
    return None


def _gaining_with_this(game: GameAPI, effect: Effect, this: OnSquare | None) -> tuple[Square, Square] | None:
    """This card's square and a chosen Z/X's whose swap puts a Z/X of yours into reach of the opponent and takes none
    out of it: the one of the two next to the opponent's player square cannot attack now, the other could there."""
    here = game.squares_holding(this) if this is not None else None
    if here is None or this is None:
        return None
    for square, unit in mine(game, effect, this):
        if unit is this or (square in NEXT_TO_OPPONENT) == (here in NEXT_TO_OPPONENT):
            continue
        front, (back, mover) = (here, (square, unit)) if here in NEXT_TO_OPPONENT else (square, (here, this))
        if not game.can_attack_player(front) and _can_gain(game, back, mover):
            return here, square
    return None
