"""Card effects for the goldfish: a small effect language (language), a reader of printed text (reader) and the
execution of read abilities in a game (run)."""

from zxdecks.rules.effects.coverage import effect_coverage
from zxdecks.rules.effects.language import Ability, AbilityKind, CardFilter, CardScript, Effect, Kind, Trigger, Unread
from zxdecks.rules.effects.reader import read_card, read_pool

__all__ = [
    "Ability",
    "AbilityKind",
    "CardFilter",
    "CardScript",
    "Effect",
    "Kind",
    "Trigger",
    "Unread",
    "effect_coverage",
    "read_card",
    "read_pool",
]
