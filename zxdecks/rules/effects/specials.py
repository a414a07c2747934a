"""Special abilities (≪S≫, 801.2d, 813): checked at all times and carried out as soon as their condition is met.
The reader knows the condition 「あなたがあなたのライフ以上のダメージを受ける際」 (813.3: met when the damage to you is
recorded, 907.1); the keyword ones (Life Recovery, Void Bringer) are the engine's own (reader._ENGINE_KEYWORDS)."""

from __future__ import annotations

import re
from dataclasses import replace

from zxdecks.rules.effects.clauses import read_effects
from zxdecks.rules.effects.language import Ability, AbilityKind, Condition, Trigger, Unread

_CONDITIONS = {"あなたがあなたのライフ以上のダメージを受ける際": Trigger.LETHAL_DAMAGE}
_SPECIAL = re.compile(r"^【有効】スクエア【効果】([^、。]+)、(.+)$", re.S)
# 「そうしたならば、ゲーム終了時まで、このカードはこの能力を失う。」: once a game for this card on its square
_LOST = re.compile(r"\s*そうしたならば、ゲーム終了時まで、このカードはこの能力を失う。\s*$")


def read_special(text: str, conditions: list[Condition]) -> Ability | Unread:
    """A special ability valid on the squares whose condition is in the table, with its effect text read whole."""
    flat = text.replace("\n", "")
    m = _SPECIAL.match(flat)
    trigger = _CONDITIONS.get(m[1]) if m else None
    if m is None or trigger is None:
        return Unread(text, "ability kind ≪S≫")
    body = m[2]
    lost = _LOST.search(body)
    if lost:
        body = body[: lost.start()]
    read = read_effects(body)
    if isinstance(read, str):
        return Unread(text, read)
    effects, more, once = read
    if (
        effects and effects[-1].optional and body.count("。") == 1
    ):  # 「…し、…してよい。」: the whole sentence may be done
        effects = [replace(e, optional=True) for e in effects]
    return Ability(
        AbilityKind.SPECIAL, text, trigger, tuple(effects), tuple(conditions + more), once_per_turn=once,
        once_per_game=bool(lost),
    )  # fmt: skip
