"""A solo Z/X game for test draws (goldfish) against an opponent with life 4: the rules' numbers and zones (state),
paying costs (payment), the decisions (policy), setup (setup), one game step by step (game), battle (battle), damage
(damage), Dynamis plays (dynamis), seeded games played out (simulate), what they did with each card (cardstats), and
the opponent chosen (opponent: none, a damage schedule or defenders; what it does in a game, defence). Card text is
read by zxdecks.rules.effects; kill-turn and odds figures are in zxdecks.rules.odds, a question's whole answer in
zxdecks.rules.answer, two lists compared in zxdecks.rules.compare."""

from zxdecks.rules.goldfish.battle import attackers, can_attack_player, declare_attack
from zxdecks.rules.goldfish.game import Game
from zxdecks.rules.goldfish.opponent import NO_OPPONENT, PRESETS, Defender, Opponent, OpponentError
from zxdecks.rules.goldfish.payment import can_pay
from zxdecks.rules.goldfish.policy import DefaultPolicy, KeepRules, Policy
from zxdecks.rules.goldfish.setup import SETUP_KEYWORDS, setup_choices
from zxdecks.rules.goldfish.simulate import GameResult, run_game, scripts_for, setup_removals
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
    "NO_OPPONENT",
    "OPENING_HAND",
    "PRESETS",
    "SETUP_KEYWORDS",
    "ZONE_LABELS",
    "DefaultPolicy",
    "Defeat",
    "Defender",
    "Game",
    "GameResult",
    "KeepRules",
    "LogEntry",
    "OnSquare",
    "Opponent",
    "OpponentError",
    "Policy",
    "Resource",
    "attackers",
    "can_attack_player",
    "can_pay",
    "declare_attack",
    "run_game",
    "scripts_for",
    "setup_choices",
    "setup_removals",
]
