"""Which Z/X a choice may take (1107: never one with 絶界) and whether a choice among any Z/X (no 「相手の」 in its
scope) gains the goldfish something now: a harm only when an opponent's Z/X it may choose is there, for
run.squares.choose_zx harms the opponent's first and, on an empty board, your own."""

from __future__ import annotations

from zxdecks.rules.board import ATTACKERS_ON_SQUARES, OWN_PLAYER_SQUARE, OnSquare
from zxdecks.rules.effects.api import GameAPI, Square
from zxdecks.rules.effects.language import Effect, Kind, harms_any, raises_chosen
from zxdecks.rules.effects.run.granted import statics_reaching
from zxdecks.rules.effects.run.opposing import targets
from zxdecks.rules.effects.run.seen import sees_unit
from zxdecks.rules.effects.square_moves import is_square_move
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
    states = [w for w in scope if w in STATE_WORDS or w.startswith(("power", "next", "own_area"))]  # effects.zx_states
    return [
        (sq, u)
        for sq, u in game.squares.items()
        if u.card.type in ATTACKERS_ON_SQUARES
        and choosable(game, u)
        and sees_unit(game, effect.filter, u)
        and not ("normal" in scope and sq == OWN_PLAYER_SQUARE)
        and not ("player" in scope and sq != OWN_PLAYER_SQUARE)  # 「あなたのプレイヤースクエアにある」
        and not ("rebooted" in scope and not u.rebooted)
        and not (("slept" in scope or action == "reboot") and u.rebooted)  # rebooting a rebooted one does nothing
        and not ("others" in scope and u is this)  # 「このカード以外の」
        and not ("self" in scope and u is not this)  # this card (effects.square_moves)
        and (not states or own_state_holds(game, u, states))
    ]


def choice_gains(game: GameAPI, effect: Effect, this: OnSquare | None = None) -> bool:
    """Whether a choice among any Z/X gains the goldfish something now: a harm (language.harms_any) when an
    opponent's Z/X it may choose is there (opposing.targets); a power or Range raise (language.raises_chosen) when
    the opponent defends and a Z/X of yours it may choose is there; a move to another square when it lets a Z/X of
    yours attack the opponent (run.square_moves). `this` is the Z/X whose ability it is, if any."""
    if is_square_move(effect.rest) and effect.kind is Kind.CHOOSE_ZX:
        from zxdecks.rules.effects.run.square_moves import move_gains  # it imports this module

        return move_gains(game, effect, this)
    if harms_any(effect):  # 「すべての」 harms yours too: worth it only when it harms none of yours
        mine = "all" in effect.to.split() and bool(own_choices(game, effect, this))
        return bool(game.opponent_squares) and bool(targets(game, effect)) and not mine
    if raises_chosen(effect):  # power matters only in a battle: against a defender, on a Z/X of yours it may choose
        return bool(game.opponent_squares) and bool(own_choices(game, effect, this))
    return False
