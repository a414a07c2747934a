"""A solo Z/X game for test draws (goldfish): the rules' numbers and zones (state), paying costs (payment), the
decisions (policy), one game step by step (game), and seeded games played out (simulate)."""

from zxdecks.rules.goldfish.game import Game
from zxdecks.rules.goldfish.payment import can_pay
from zxdecks.rules.goldfish.policy import DefaultPolicy, Policy
from zxdecks.rules.goldfish.setup import SETUP_KEYWORDS, setup_choices
from zxdecks.rules.goldfish.simulate import GameResult, run_game, setup_removals
from zxdecks.rules.goldfish.state import (
    CHARGE_LIMIT,
    DRAW_PER_TURN,
    HAND_LIMIT,
    LIFE,
    OPENING_HAND,
    ZONE_LABELS,
    Defeat,
    LogEntry,
    OnSquare,
    Resource,
)

__all__ = [
    "CHARGE_LIMIT",
    "DRAW_PER_TURN",
    "HAND_LIMIT",
    "LIFE",
    "OPENING_HAND",
    "SETUP_KEYWORDS",
    "ZONE_LABELS",
    "DefaultPolicy",
    "Defeat",
    "Game",
    "GameResult",
    "LogEntry",
    "OnSquare",
    "Policy",
    "Resource",
    "can_pay",
    "run_game",
    "setup_choices",
    "setup_removals",
]
