"""「…ゼクスをN枚(まで)選び、ゼクスのないノーマルスクエアに置く(てよい)」 (CHOOSE_ZX of rest "move_square"): each chosen Z/X
is put from its square onto an empty normal square (303.3b: neither player square, no Z/X of either player on it); with
"beside" in the scope (「そのゼクスがあるスクエアの隣の…」) one next to its own square, with "beside_this" (「このカードがある
スクエアの隣の…」) one next to this card's. It does not enter (806.3a's triggers are not set off) and keeps its state,
power and damage.

The goldfish moves a rebooted Z/X of yours that cannot attack the opponent now onto an empty square next to the
opponent's player square, from which it can (602.1b). A move it must make and that gains nothing goes to a Z/X of the
opponent's when the choice may take one, else to a Z/X of yours that could not attack anyway; a move it may decline
(「まで」, 「てよい」) and that gains nothing it declines."""

from __future__ import annotations

from zxdecks.rules.effects.api import GameAPI, Square, Target
from zxdecks.rules.effects.language import Effect
from zxdecks.rules.effects.run.choices import FRONT, destinations, gaining_pair, move_gains, own_choices
from zxdecks.rules.effects.run.opposing import targets
from zxdecks.rules.effects.run.table import At, done


def move_square(game: GameAPI, effect: Effect, at: At) -> bool:
    """Carry out the move of up to the effect's count of chosen Z/X, one at a time (each takes a square)."""
    moved = 0
    scope = effect.to.split()
    for _ in range(effect.n):
        gaining = move_gains(game, effect, at.unit) if "opponent" not in scope else []
        if gaining:
            order = game.choose_units(Target.POWER_UP, gaining, 1, 0)
            square = gaining[order[0]][0] if order else gaining[0][0]
            moved += game.move_unit(square, destinations(game, effect, square, at.unit)[0])
            continue
        if effect.up_to or effect.optional:
            break  # nothing gained: declined
        theirs = targets(game, effect) if "own" not in scope else []
        theirs = [(sq, u) for sq, u in theirs if destinations(game, effect, sq, at.unit)]
        if theirs:
            square = theirs[0][0]
            moved += game.move_opponent_unit(square, destinations(game, effect, square, at.unit)[0])
            continue
        mine = own_choices(game, effect, at.unit) if "opponent" not in scope else []
        mine = [(sq, u) for sq, u in mine if destinations(game, effect, sq, at.unit)]
        if not mine:
            break  # none to choose, or no empty square for any of them
        idle = [(sq, u) for sq, u in mine if not game.can_attack_player(sq)]  # its attack is not lost
        square = (idle or mine)[0][0]
        free = destinations(game, effect, square, at.unit)
        front = [sq for sq in free if sq in FRONT]
        moved += game.move_unit(square, front[0] if square in FRONT and front else free[0])
    return done(effect, moved, moved > 0)


def swap_squares(game: GameAPI, effect: Effect, at: At) -> bool:
    """「(あなたの)ゼクスを2枚選び、それぞれのゼクスをもう一方のゼクスがあるスクエアに入れ替えて置く」: the two chosen change
    squares. The goldfish swaps a Z/X of yours into reach of the opponent (run.choices.gaining_pair); a swap it must
    make and that gains nothing takes two of the opponent's, else two of yours whose attacks it keeps (both next to
    the opponent's player square or both not, or both unable to attack); one it may decline it declines."""
    pair = gaining_pair(game, effect, at.unit)
    if pair is None and not (effect.up_to or effect.optional):
        pair = _idle_pair(game, effect, at)
    swapped = pair is not None and game.swap_units(*pair)
    return done(effect, 2 if swapped else 0, swapped)


def _idle_pair(game: GameAPI, effect: Effect, at: At) -> tuple[Square, Square] | None:
    scope = effect.to.split()
    theirs = [sq for sq, _ in targets(game, effect)] if "own" not in scope else []
    if len(theirs) >= 2:
        return theirs[0], theirs[1]
    mine = [sq for sq, _ in own_choices(game, effect, at.unit)] if "opponent" not in scope else []
    squares = theirs + mine
    for i, a in enumerate(squares):
        for b in squares[i + 1 :]:
            idle = not game.can_attack_player(a) and not game.can_attack_player(b)
            if (a in FRONT) == (b in FRONT) or idle:
                return a, b
    return (squares[0], squares[1]) if len(squares) >= 2 else None


def swap_this(game: GameAPI, effect: Effect, at: At) -> bool:
    """「…を1枚選び、このカードと入れ替えて置く」: the chosen Z/X of yours and this card change squares. The goldfish swaps
    when a Z/X comes into reach of the opponent by it (run.choices.gaining_pair); a swap it must make and that gains
    nothing takes a Z/X whose place leaves the front as it is; one it may decline it declines."""
    pair = gaining_pair(game, effect, at.unit)
    here = game.squares_holding(at.unit) if at.unit is not None else None
    if pair is None and here is not None and not (effect.up_to or effect.optional):
        others = [sq for sq, u in own_choices(game, effect, at.unit) if u is not at.unit]
        same = [sq for sq in others if (sq in FRONT) == (here in FRONT)]
        pair = (here, (same or others)[0]) if others else None
    swapped = pair is not None and game.swap_units(*pair)
    return done(effect, 1 if swapped else 0, swapped)
