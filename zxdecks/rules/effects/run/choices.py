"""Which Z/X a choice may take (1107: never one with 絶界) and whether a choice among any Z/X (no 「相手の」 in its
scope) gains the goldfish something now: a harm only when an opponent's Z/X it may choose is there, for
run.squares.choose_zx harms the opponent's first and, on an empty board, your own."""

from __future__ import annotations

from zxdecks.rules.board import ATTACKERS_ON_SQUARES, BOARD, OPPONENT_PLAYER_SQUARE, OWN_PLAYER_SQUARE, OnSquare
from zxdecks.rules.effects.api import GameAPI, Square
from zxdecks.rules.effects.language import Effect, harms_any, raises_chosen
from zxdecks.rules.effects.run.granted import statics_reaching
from zxdecks.rules.effects.run.opposing import targets
from zxdecks.rules.effects.zx_states import STATE_WORDS, own_state_holds


def choosable(game: GameAPI, unit: OnSquare) -> bool:
    """1107: a Z/X with 絶界 (its own or granted by a constant ability now) is chosen by no effect that says 選ぶ,
    its owner's included."""
    given = unit.zekkai_turn != 0 and unit.zekkai_turn == game.turn  # by an effect (run.squares.choose_zx)
    return "絶界" not in unit.card.keywords and not given and not zekkai_granted(game, unit)


def zekkai_granted(game: GameAPI, unit: OnSquare) -> bool:
    """Whether a read constant ability of a card on a square grants 絶界 to `unit` now (effects.constant_grants,
    run.granted.statics_reaching)."""
    return any(True for _ in statics_reaching(game, unit, "zekkai", "zekkai_aura"))


def own_choices(game: GameAPI, effect: Effect, this: OnSquare | None) -> list[tuple[Square, OnSquare]]:
    """The Z/X of yours a choice of `effect` may take (also what a payment that sleeps or destroys them counts)."""
    action, scope = effect.rest, effect.to.split()
    states = [w for w in scope if w in STATE_WORDS or w.startswith("power")]  # effects.zx_states
    return [
        (sq, u)
        for sq, u in game.squares.items()
        if u.card.type in ATTACKERS_ON_SQUARES
        and choosable(game, u)
        and effect.filter.matches(u.card)
        and not ("normal" in scope and sq == OWN_PLAYER_SQUARE)
        and not ("player" in scope and sq != OWN_PLAYER_SQUARE)  # 「あなたのプレイヤースクエアにある」
        and not ("rebooted" in scope and not u.rebooted)
        and not (("slept" in scope or action == "reboot") and u.rebooted)  # rebooting a rebooted one does nothing
        and not ("others" in scope and u is this)  # 「このカード以外の」
        and (not states or own_state_holds(game, u, states))
    ]


def choice_gains(game: GameAPI, effect: Effect, this: OnSquare | None = None) -> bool:
    """Whether a choice among any Z/X gains the goldfish something now: a harm (language.harms_any) when an
    opponent's Z/X it may choose is there (opposing.targets); a power or Range raise (language.raises_chosen) when
    the opponent defends and a Z/X of yours it may choose is there; a move onto another square when it puts a Z/X of
    yours into reach of the opponent (`move_gains`). `this` is the Z/X whose ability it is, if any."""
    if harms_any(effect):  # 「すべての」 harms yours too: worth it only when it harms none of yours
        mine = "all" in effect.to.split() and bool(own_choices(game, effect, this))
        return bool(game.opponent_squares) and bool(targets(game, effect)) and not mine
    if raises_chosen(effect):  # power matters only in a battle: against a defender, on a Z/X of yours it may choose
        return bool(game.opponent_squares) and bool(own_choices(game, effect, this))
    if effect.rest == "move_square":  # a Z/X of yours into reach of the opponent (run.square_moves)
        return bool(move_gains(game, effect, this))
    if effect.rest in ("swap", "swap_this"):
        return gaining_pair(game, effect, this) is not None
    return False


# The squares next to the opponent's player square (303.2a: one orthogonal step): a Z/X there attacks the opponent.
FRONT = frozenset(
    sq for sq in BOARD if abs(sq[0] - OPPONENT_PLAYER_SQUARE[0]) + abs(sq[1] - OPPONENT_PLAYER_SQUARE[1]) == 1
)


def destinations(game: GameAPI, effect: Effect, square: Square, this: OnSquare | None) -> list[Square]:
    """The empty normal squares the Z/X on `square` may be put onto, the ones next to the opponent's player square
    first: any, or with "beside" in the scope next to its own square, with "beside_this" next to this card's."""
    free = [sq for sq in game.empty_normal_squares() if sq not in game.opponent_squares]
    scope = effect.to.split()
    near = square if "beside" in scope else None
    if "beside_this" in scope:
        near = game.squares_holding(this) if this is not None else None
        if near is None:
            return []  # this card has left the squares: no square next to it
    if near is not None:
        free = [sq for sq in free if abs(sq[0] - near[0]) + abs(sq[1] - near[1]) == 1]
    return sorted(free, key=lambda sq: sq not in FRONT)


def move_gains(game: GameAPI, effect: Effect, this: OnSquare | None) -> list[tuple[Square, OnSquare]]:
    """The Z/X of yours the move may take that would attack the opponent from an empty square next to its player
    square and cannot now: rebooted, able to attack, not in reach of it (none while the opponent's player square is
    held, 602.1b)."""
    if OPPONENT_PLAYER_SQUARE in game.opponent_squares:
        return []
    barred = game.traits().no_attack
    return [
        (sq, u)
        for sq, u in own_choices(game, effect, this)
        if u.rebooted
        and u.card.type in ATTACKERS_ON_SQUARES
        and u.card.number not in barred
        and not game.can_attack_player(sq)
        and any(d in FRONT for d in destinations(game, effect, sq, this))
    ]


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
    if effect.rest == "swap_this":  # 「このカードと入れ替えて置く」: one of the two is this card
        return _gaining_with_this(game, effect, this)
    scope = effect.to.split()
    mine = own_choices(game, effect, this) if "opponent" not in scope else []
    theirs = [sq for sq, _ in targets(game, effect)] if "own" not in scope else []
    idle = [sq for sq, _ in mine if sq in FRONT and not game.can_attack_player(sq)]
    fronts = [sq for sq in theirs if sq in FRONT] + idle
    for square, unit in mine:
        if square not in FRONT and _can_gain(game, square, unit) and fronts:
            return square, fronts[0]
    return None


def _gaining_with_this(game: GameAPI, effect: Effect, this: OnSquare | None) -> tuple[Square, Square] | None:
    """This card's square and a chosen Z/X's whose swap puts a Z/X of yours into reach of the opponent and takes none
    out of it: the one of the two next to the opponent's player square cannot attack now, the other could there."""
    here = game.squares_holding(this) if this is not None else None
    if here is None or this is None:
        return None
    for square, unit in own_choices(game, effect, this):
        if unit is this or (square in FRONT) == (here in FRONT):
            continue
        front, (back, mover) = (here, (square, unit)) if here in FRONT else (square, (here, this))
        if not game.can_attack_player(front) and _can_gain(game, back, mover):
            return here, square
    return None
