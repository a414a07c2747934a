"""What a chosen opponent (goldfish.opponent) does in a game: its turns between the player's (the defenders it
puts on its squares, the damage it deals to the player), and which of the player's Z/X attacks which target when
defenders stand in the way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects import run
from zxdecks.rules.effects.language import Trigger
from zxdecks.rules.effects.turn_conditions import OPPONENT_ENTERED
from zxdecks.rules.goldfish.battle import can_attack_player, can_attack_zx, distance
from zxdecks.rules.goldfish.opponent import OpposingZX
from zxdecks.rules.goldfish.state import BOARD, OPPONENT_PLAYER_SQUARE

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game

Square = tuple[int, int]


def opponent_turn(game: Game) -> None:
    """One turn of the opponent (501): its Z/X reboot (502.1), its defenders enter the empty squares they hold
    (303.5a: rebooted; not a square with a Z/X of the player, 806.1a), its attacks deal the schedule's damage to the
    player (604.3c, then 907 one point at a time, so ignition cards from life are played and the rest go to the
    charge), and at its end phase every Z/X's damage becomes 0 (507.6)."""
    game.opponent_turns += 1
    game.opponents_turn = True  # 「相手のターンの間の場合」 (effects.self_conditions), zx_states
    try:
        _opponent_turn(game)
    finally:
        game.opponents_turn = False


def _opponent_turn(game: Game) -> None:
    n = game.opponent_turns
    opponent = game.opponent
    board = game.opponent_squares
    game.opponent_resources_paid = 0  # 502.1: its resources slept paying for your effects reboot (opponent_pays)
    for unit in board.values():  # 502.1: its reboot phase (an effect of yours may have slept one)
        if unit.stays_slept:  # 「そのゼクスは次の相手のリブートフェイズにリブートしない」: this phase only
            unit.stays_slept = False
            continue
        unit.rebooted = True
    for phase in (Trigger.DRAW_START, Trigger.RESOURCE_START, Trigger.IGNITION_START):  # 503.1, 504.1, 505.1
        if game.scripts and phase in game.traits().triggers:  # its phase starts (it plays no resource nor ignition)
            run.fire_moment(game, phase, own=False)
            game.check_rules()
    game.main_phase = True  # 506: its Z/X enter and attack in its main phase (601.1)
    if game.scripts and Trigger.MAIN_START in game.traits().triggers:  # 501.2: before its Z/X enter and attack
        run.fire_moment(game, Trigger.MAIN_START, own=False)
        game.check_rules()
    if n == 1 or opponent.renew:
        for defender in opponent.defenders:
            if defender.square not in board and defender.square not in game.squares:
                board[defender.square] = OpposingZX(defender.power, entered=True)
                game.note_event(OPPONENT_ENTERED)  # 「このターンの間に相手のゼクスがN枚以上登場していた」
                if game.log_enabled:
                    game.note("opponent", "806.1a", f"the opponent's {defender.power} Z/X enters {defender.square}")
                if game.scripts:
                    run.fire_opponent_entered(game, defender.square)
                    game.check_rules()
    damage = opponent.damage_in(n)
    if damage:
        if game.log_enabled:
            game.note("opponent", "604.3c", f"the opponent's turn {n}: its attacks deal {damage} damage to you")
        game.take_damage(damage)
    game.main_phase = False
    if game.scripts and not game.defeated and Trigger.END_OF_TURN in game.traits().triggers:
        # 507.3: 「ターン終了時」 of every turn, and 「相手のターンのターン終了時」/≪相手ターン≫ of this one: your Z/X on
        # squares, then your cards in the zones they are valid in (the face-up Dynamis, resources, charge, trash)
        run.fire_moment(game, Trigger.END_OF_TURN, own=False)
        game.check_rules()
    if (
        game.at_end_of_turn
    ):  # 808.4, 507.3: 「ターン終了時、そのゼクスを…」 made in this turn, at its end (hand check 18)
        run.delayed_at_end_of_turn(game)
    for unit in board.values():
        unit.end_turn()
    if game.delayed_effects:  # 808.4: 「ターン終了時、…」 made in this turn (by an ability of yours it set off)
        run.carry_out_delayed(game)
    for raised, amount in game.power_until_end:  # 507.8: a power 「ターン終了時まで」 made in this turn ends with it
        if raised.power is not None:
            raised.power -= amount
    game.power_until_end.clear()


def next_battle(game: Game) -> tuple[Square, Square | None] | None:
    """The next battle the default policy declares while the opponent has Z/X on its squares, as (attacker's
    square, target square or None for the opponent): the opponent whenever a Z/X can reach it; else the defender on
    its player square, with the fewest of the Z/X that reach it whose power destroys it this turn (the weakest one
    that does it alone, else the strongest first); else a defender one attacker destroys alone. None: no battle
    worth declaring (damage wears off at the end of the turn, 507.6, so a defender that cannot fall is left)."""
    squares = game.squares
    ready = [sq for sq in BOARD if (u := squares.get(sq)) is not None and u.rebooted]
    for square in ready:
        if can_attack_player(game, square):
            return square, None
    guard = game.opponent_squares.get(OPPONENT_PLAYER_SQUARE)
    if guard is not None:
        power = {sq: game.power_of(squares[sq]) or 0 for sq in ready if can_attack_zx(game, sq, OPPONENT_PLAYER_SQUARE)}
        need = guard.power - guard.damage
        if power and sum(power.values()) >= need:
            alone = [sq for sq, p in power.items() if p >= need]
            if alone:
                return min(alone, key=lambda sq: (power[sq], sq)), OPPONENT_PLAYER_SQUARE
            return max(power, key=lambda sq: (power[sq], [-x for x in sq])), OPPONENT_PLAYER_SQUARE
    for target, unit in sorted(game.opponent_squares.items()):
        if target == OPPONENT_PLAYER_SQUARE:
            continue
        need = unit.power - unit.damage
        for square in ready:
            if can_attack_zx(game, square, target) and (game.power_of(squares[square]) or 0) >= need:
                return square, target
    return None


def square_against_guard(game: Game, card: CardFacts, squares: list[Square]) -> Square | None:
    """Where the default policy puts a Z/X while a defender stands on the opponent's player square: an empty
    square beside that square, else the square of the weakest rebooted Z/X of yours beside it that the new one
    outpowers (806.1a allows it; 905.1 trashes the older one), so the strongest Z/X face the guard. None: the
    policy's usual choice."""
    if OPPONENT_PLAYER_SQUARE not in game.opponent_squares:
        return None
    beside = [sq for sq in squares if distance(sq, OPPONENT_PLAYER_SQUARE) == 1]
    own = game.squares
    for square in beside:
        if square not in own:
            return square
    power = card.power or 0
    weaker = [(game.power_of(own[sq]) or 0, sq) for sq in beside if own[sq].rebooted]
    weakest = min(weaker, default=None)
    return weakest[1] if weakest is not None and weakest[0] < power else None
