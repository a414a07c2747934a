"""Abilities read only for what they choose among the opponent's Z/X: nothing happens against an empty board."""

from __future__ import annotations

from zxdecks.rules.effects.clauses import read_effects
from zxdecks.rules.effects.language import Ability, AbilityKind, Condition
from zxdecks.rules.effects.opponent_words import opponent_only


def empty_board_only(kind: AbilityKind, text: str, body: str, conditions: list[Condition]) -> Ability | None:
    """An auto or activated ability whose every effect only chooses among the opponent's Z/X on squares: whatever
    sets it off or pays for it, it does nothing against an empty board (the goldfish never plays it)."""
    read = read_effects(body)
    if isinstance(read, str) or not all(opponent_only(e) for e in read[0]):
        return None
    return Ability(kind, text, None, tuple(read[0]), tuple(conditions + read[1]), zone="elsewhere")
