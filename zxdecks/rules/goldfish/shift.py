"""Shifting from the Dynamis (806.1c/k, 806.3d, 1016): a shift card onto a Z/X of yours its 剣臨器 names, once a turn
besides the Extra card (506.2), when its 剣臨条件 holds and no shift of yours is on a square (202.8c); no resource
cost (806.1f). The shift rides on the unit (OnSquare.shift) and goes face up to the Dynamis when the unit leaves
(913.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zxdecks.rules.board import OnSquare
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects import run
from zxdecks.rules.effects.api import Target
from zxdecks.rules.effects.awakening import DynamisPlay, PlayKind
from zxdecks.rules.effects.language import Trigger

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game


def shift_play(game: Game, card: CardFacts) -> DynamisPlay | None:
    """The card's read shift play, or None when it is not a shift the goldfish plays."""
    script = game.scripts.get(card.number)
    play = script.dynamis if script is not None else None
    return play if play is not None and play.kind is PlayKind.SHIFT else None


def gate_holds(game: Game, play: DynamisPlay) -> bool:
    """剣臨条件: at least N cards (of a kind) in a zone of yours, or N resources of the opponent's."""
    if play.opponent:
        return game.opponent_resources() >= play.gate_count
    zone: list[CardFacts] = (
        [r.card for r in game.resources] if play.gate_zone == "resources" else getattr(game, play.gate_zone)
    )
    kept = play.gate_filter
    return (len(zone) if kept is None else sum(1 for c in zone if kept.matches(c))) >= play.gate_count


def hosts(game: Game, play: DynamisPlay) -> list[tuple[tuple[int, int], OnSquare]]:
    """806.1c: the Z/X of yours the 剣臨器 names, none with a shift on it; none at all while a shift of yours is on
    a square (202.8c)."""
    target = play.target
    if target is None or any(u.shift is not None for u in game.squares.values()):
        return []
    return [(sq, u) for sq, u in sorted(game.squares.items()) if target.matches(u.card)]


def can_shift(game: Game, card: CardFacts) -> bool:
    """Whether the shift card can be played now (once a turn, 506.2)."""
    play = shift_play(game, card)
    if play is None or game.shift_played_turn == game.turn:
        return False
    script = game.scripts[card.number]
    if script.restricted and (script.play_restriction or not run.play_allowed(game, script)):
        return False  # 806.1: its own text forbids it now
    return gate_holds(game, play) and bool(hosts(game, play))


def play_shift(game: Game, index: int) -> bool:
    """806.3d: the shift onto the Z/X the policy picks among those its 剣臨器 names (a unit it raises: one that can
    still attack first)."""
    card = game.dynamis[index]
    play = shift_play(game, card)
    if play is None or not can_shift(game, card):
        return False
    found = hosts(game, play)
    chosen = game.policy.choose_units(game, Target.POWER_UP, found, 1, 0)
    if len(chosen) != 1 or not 0 <= chosen[0] < len(found):
        return False
    square, unit = found[chosen[0]]
    game.dynamis.pop(index)
    unit.shift = card
    game.shift_played_turn = game.turn
    game.dynamis_plays += 1
    if game.watch is not None:
        game.watch(game, "dynamis", card)
    if game.log_enabled:
        game.note("shift", "806.3d", f"{card.name} shifts onto {unit.card.name} at {square}")
    game.check_rules()
    run.fire(game, Trigger.SHIFTED, unit)
    return True
