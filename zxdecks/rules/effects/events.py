"""An event card's ≪イベント≫ abilities are played together: playing the card resolves them all, top to bottom (809).
When one of them is not read, the others are not played alone (the play would do only part of what the card says):
they are reported unread too, and so is an ability that plays the card (「このカードを…プレイしてよい」): the goldfish
never plays it (run.plays.playable_free)."""

from __future__ import annotations

from zxdecks.rules.effects.language import Ability, AbilityKind, Kind, Unread

PART_UNREAD = "another ≪イベント≫ ability of the card is unread: playing the card resolves them all (809)"
PLAYS_UNREAD = "plays this card, whose ≪イベント≫ abilities are not all read (809)"


def whole_events(
    abilities: list[Ability], unread: list[Unread], event_unread: bool
) -> tuple[list[Ability], list[Unread]]:
    """The abilities and unread lines of a card, its read event abilities (and those playing it) moved to the unread
    ones when one of its event abilities is unread."""
    if not event_unread:
        return abilities, unread
    kept, dropped = [], []
    for ability in abilities:
        if ability.kind is AbilityKind.EVENT:
            dropped.append(Unread(ability.text, PART_UNREAD))
        elif any(e.kind is Kind.PLAY_SELF for e in ability.effects) or any(
            s.kind == "play_from" for s in ability.statics
        ):
            dropped.append(Unread(ability.text, PLAYS_UNREAD))
        else:
            kept.append(ability)
    return kept, unread + dropped
