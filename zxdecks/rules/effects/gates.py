"""Lines that are not abilities of their own but change the ability after them: a gate (a level, 1111; Zero Optima;
a voltage) makes it valid only under a condition, and the ≪杖≫ label 「ゼクステンド・ドライブ!」 (1113) makes it
playable once a game. Each is read with the ability after it and counts as read with it, or is unread with it. The
subtext 「…≪ユニゾン≫している場合にのみ有効」 gates every ability of its card the same way (1029: `unison_only`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from zxdecks.rules.effects.language import Ability, AbilityKind, CardFilter, Condition, Static, Unread

_LEVEL_RACE = re.compile(r"表向きの(?:種族に)?\[([^\]]+)\]")
_LEVEL = re.compile(r"^\[?([^\s(\]]+?)\]?Lv(\d+)")
_ZERO_OPTIMA = re.compile(r"^≪ゼロオプティマ≫ゼロオプティマ(\d+)")
_VOLTAGE = re.compile(r"^\[([^\]]+)\]ボルテージ(\d+)")
# 1113: the label alone (its icon, its name, its reminder text), before the activated ability it names
_ZEXTEND_DRIVE = re.compile(
    r"^(?:≪ゼクステンドドライブ≫)?(?:ゼクステンド・ドライブ!?)?\s*(?:\((?:[^()]|\([^()]*\))*\))?$"
)


@dataclass(frozen=True, slots=True)
class Gate:
    """A line and what it does to the ability after it (None: that ability cannot be kept with it)."""

    text: str
    apply: Callable[[Ability], Ability | None]
    unread_reason: str  # the line's reason when the ability after it is unread or cannot be kept
    kept_reason: str = "gated constant the engine applies without conditions"  # that ability's, when not kept


def gate_line(mark: str, body: str) -> Gate | None:
    """A line that makes the ability after it valid only under a condition: a level (1111: N face-up cards of the
    race in the Dynamis), Zero Optima (N cards with the ignition icon in your resources) or a voltage (N different
    names of the race in your resources); or the ≪杖≫ label of a Zextend Drive! ability (1113)."""
    if mark.strip() == "≪杖≫" and _ZEXTEND_DRIVE.match(body.replace("\n", "")):
        reason = "Zextend Drive! ability the engine cannot limit to once a game"
        return Gate(body, _once_a_game, "label of " + reason, reason)
    condition = _condition(mark, body)
    if condition is None:
        return None
    reason = "level condition of an unread ability" if "Lv" in body else "gate of an unread ability"
    return Gate(body, lambda ability: gated(ability, condition), reason)


def _once_a_game(ability: Ability) -> Ability | None:
    """1113: an activated ability played only if no Zextend Drive! ability was played this game (run.activation)."""
    return replace(ability, once_per_game=True) if ability.kind is AbilityKind.ACTIVATED else None


def _condition(mark: str, body: str) -> Condition | None:
    if "レベル" in mark:
        level = _LEVEL.match(body)
        if level:
            # without its reminder text the race is the word before 「Lv」, as the reminders of the same lines say
            race = _LEVEL_RACE.search(body)
            return Condition("dynamis_face_up", int(level[2]), CardFilter(race=race[1] if race else level[1]))
    m = _ZERO_OPTIMA.match(body)
    if m:
        return Condition("resource_filter_at_least", int(m[1]), CardFilter(ignition=True))
    m = _VOLTAGE.match(body)
    if m and "ボルテージ" in mark:
        return Condition("resource_names_at_least", int(m[2]), CardFilter(race=m[1]))
    return None


def gated(ability: Ability, gate: Condition) -> Ability | None:
    """The ability valid only while `gate` holds; None for a constant the engine applies without conditions
    (「攻撃できない」). A gated Range or ignition icon is checked when it is asked for (Game.range_of, 907.2e)."""
    if ability.kind is AbilityKind.CONSTANT:
        if ability.cannot_attack:
            return None
        if ability.range or ability.ignition_in:  # applied while it holds (CardScript.gated_ranges, gated_ignition)
            return replace(ability, conditions=(*ability.conditions, gate))
        if ability.power:
            static = Static("self_power", ability.power, conditions=(*ability.conditions, gate))
            return replace(ability, power=0, statics=(static,), conditions=(*ability.conditions, gate))
        statics = tuple(replace(st, conditions=(*st.conditions, gate)) for st in ability.statics)
        return replace(ability, statics=statics, conditions=(*ability.conditions, gate))
    return replace(ability, conditions=(*ability.conditions, gate))


# 1029: the subtext 「このカードの能力はこのカードが≪ユニゾン≫している場合にのみ有効」 makes every ability of the card valid
# only while it is one Z/X with the player card (goldfish.player_extra plays the unison, Game.enter records its way)
IN_UNISON = Condition("self_in_unison")
UNISON_ONLY = "valid only while the card is one with the player card (ユニゾン, 1029): applied without that condition"
_UNISON_KINDS = frozenset({AbilityKind.AUTO, AbilityKind.ACTIVATED, AbilityKind.CONSTANT})


def unison_only(abilities: list[Ability]) -> tuple[list[Ability], list[Unread]]:
    """Each ability valid only while this card is in unison (ConditionKind.SELF_IN_UNISON: an auto ability resolves,
    an activated one is played and a constant one applies only then); one the engine would carry out without the
    condition (a keyword it handles itself, 「攻撃できない」) is unread."""
    kept: list[Ability] = []
    unread: list[Unread] = []
    for ability in abilities:
        held = gated(ability, IN_UNISON) if ability.kind in _UNISON_KINDS else None
        if held is None:
            unread.append(Unread(ability.text, UNISON_ONLY))
        else:
            kept.append(held)
    return kept, unread
