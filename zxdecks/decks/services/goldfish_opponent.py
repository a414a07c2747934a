"""The opponent a goldfish question is asked against: read from its spelling, named in the visitor's language, and
offered as choices on the page."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from zxdecks.rules.goldfish.opponent import NO_OPPONENT, PRESETS, SPELLING, Opponent, OpponentError, preset_name

# The presets the page offers, in order, with their names; "custom" opens the fields for a schedule of one's own.
PRESET_LABELS = {
    "none": gettext_lazy("No pressure (the opponent never attacks)"),
    "damage-1-from-2": gettext_lazy("1 damage a turn from the opponent's turn 2"),
    "damage-2-from-3": gettext_lazy("2 damage a turn from the opponent's turn 3"),
    "two-5000-defenders": gettext_lazy("Two 5000 defenders (one on the opponent's player square)"),
}
CUSTOM = "custom"


def opponent_choices() -> list[tuple[str, str]]:
    """(value, label) of the page's opponent select: the presets, then a spelling of one's own."""
    return [(name, str(label)) for name, label in PRESET_LABELS.items()] + [(CUSTOM, _("Custom damage schedule"))]


def picked_choice(text: str, custom_damage: str = "") -> str:
    """The select's value for a page's opponent: its preset, else the custom choice."""
    text = (text or "").strip().lower()
    if text == CUSTOM or (not text and custom_damage.strip()):
        return CUSTOM
    try:
        return preset_name(Opponent.parse(text or "none")) or CUSTOM
    except OpponentError:
        return "none"


def read_opponent(text: str, damage: int = 0) -> Opponent:
    """The opponent a question names (a preset or a spelling, Opponent.parse); without one, the old `damage` N is N
    damage in each opponent turn. Raises OpponentError when the spelling names none."""
    opponent = Opponent.parse(text or "none")
    return Opponent.every_turn(damage) if damage and opponent.is_none else opponent


def custom_schedule(text: str) -> str:
    """The spelling of a custom schedule typed as damage per opponent turn ("0 1 2", "0,1,2", "0、1、2")."""
    values = text.replace("、", ",").replace(" ", ",").replace("，", ",")
    return "damage:" + ",".join(v for v in values.split(",") if v.strip())


def opponent_label(opponent: Opponent) -> str:
    """The opponent in a sentence, in the visitor's language."""
    name = preset_name(opponent)
    if name is not None:
        return str(PRESET_LABELS[name])
    parts = []
    if opponent.damage:
        schedule = ", ".join(str(d) for d in opponent.damage)
        parts.append(_("damage per opponent turn %(schedule)s (the last repeats)") % {"schedule": schedule})
    if opponent.defenders:
        units = ", ".join(f"{d.power} ({d.square[0]}{d.square[1]})" for d in opponent.defenders)
        if opponent.renew:
            parts.append(_("defenders %(units)s, replaced each turn") % {"units": units})
        else:
            parts.append(_("defenders %(units)s, not replaced") % {"units": units})
    return "; ".join(parts) or str(PRESET_LABELS["none"])


def opponent_name(spelling: str) -> str:
    """The name of the opponent a spelling names (its own text when it names none)."""
    try:
        return opponent_label(Opponent.parse(spelling))
    except OpponentError:
        return spelling


def named(odds: dict[str, Any]) -> dict[str, Any]:
    """An answer's odds with its opponent named in the reader's language (the engine's answer, cached for every
    visitor, carries the model only)."""
    facts = odds.get("opponent")
    if not isinstance(facts, dict) or "model" not in facts:
        return odds
    return {**odds, "opponent": {**facts, "name": opponent_name(facts["model"])}}


__all__ = [
    "CUSTOM",
    "NO_OPPONENT",
    "PRESETS",
    "SPELLING",
    "Opponent",
    "OpponentError",
    "custom_schedule",
    "named",
    "opponent_choices",
    "opponent_label",
    "opponent_name",
    "picked_choice",
    "read_opponent",
]
