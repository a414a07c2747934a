"""「このカードをデュナミスに表向きで置く」 as an event's effect (zone_pairs counts it no gain): worth having when a card
in your Dynamis or hand asks for face-up Dynamis cards, by a condition 「あなたのデュナミスに表向きの…がある場合」, a
constant ability that counts them, or a shift's gate there (1020); otherwise it only spends the event."""

from __future__ import annotations

from collections.abc import Iterator

from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Ability, CardScript, Condition, ConditionKind, Effect, Kind

FACE_UP = "dynamis_face_up"


# Enum members read on hot paths, as constants: read through the class, each costs the enum metaclass's
# attribute hook (Python 3.11).
_K_MOVE = Kind.MOVE


def to_face_up_dynamis(effect: Effect) -> bool:
    """「このカードをデュナミスに表向きで置く」."""
    return effect.kind is _K_MOVE and (effect.source, effect.destination) == ("self", FACE_UP)


def _conditions(ability: Ability) -> Iterator[Condition]:
    yield from ability.conditions
    yield from ability.play_conditions
    for static in ability.statics:
        yield from static.conditions
    for effect in ability.effects:
        yield from effect.conditions
        for option in effect.options:
            for inner in option:
                yield from inner.conditions


def asks_face_up(script: CardScript) -> bool:
    """Whether a card's text asks for face-up Dynamis cards."""
    if script.dynamis is not None and script.dynamis.gate_zone == FACE_UP:
        return True
    if any(c.kind == ConditionKind.DYNAMIS_FACE_UP for c in script.play_only_if):
        return True
    return any(
        any(c.kind == ConditionKind.DYNAMIS_FACE_UP for c in _conditions(a)) or any(s.per == FACE_UP for s in a.statics)
        for a in script.abilities
    )


def face_up_gains(game: GameAPI, effect: Effect, card: CardFacts | None = None) -> bool:
    """Whether an effect that puts this card face up into the Dynamis gains the goldfish something now: a card of
    your Dynamis (face down or up) or hand other than `card` asks for face-up Dynamis cards."""
    if not to_face_up_dynamis(effect):
        return False
    scripts = game.scripts
    for other in (*game.dynamis, *game.dynamis_face_up, *game.hand):
        script = scripts.get(other.number)
        if other is not card and script is not None and asks_face_up(script):
            return True
    return False
