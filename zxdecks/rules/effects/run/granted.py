"""Auto abilities a constant ability of a card on a square grants to Z/X of yours (effects.constant_grants): which
ones a unit has now, for run.resolve.fire."""

from __future__ import annotations

from zxdecks.rules.board import OnSquare
from zxdecks.rules.effects.api import GameAPI
from zxdecks.rules.effects.language import Ability, Trigger
from zxdecks.rules.effects.run.conditions import conditions_hold


def life_ignition(game: GameAPI) -> bool:
    """907.2e: whether a read constant ability of a card on a square gives every card of your life the ignition icon
    now (「あなたのライフにあるすべてのカードは≪イグニッション≫を得る」, effects.constant_grants)."""
    scripts = game.scripts
    for source in game.squares.values():
        script = scripts.get(source.card.number)
        if script is not None and any(
            st.kind == "life_ignition" and conditions_hold(game, st.conditions, source) for st in script.statics
        ):
            return True
    return False


def granted_abilities(game: GameAPI, unit: OnSquare, trigger: Trigger) -> list[Ability]:
    """The auto abilities set off by `trigger` that the read constant abilities of the cards on squares grant to
    `unit` now: 「このカードは以下の能力を得る」 to its own card, 「スクエアにあるすべてのあなたの<filter>は…」 to each Z/X of
    yours the filter matches (「このカード以外の」 not to its own), while their conditions hold (811)."""
    found: list[Ability] = []
    scripts = game.scripts
    for source in game.squares.values():
        script = scripts.get(source.card.number)
        if script is None:
            continue
        for st in script.statics:
            if not st.granted:
                continue
            if st.kind == "grant" and source is not unit:
                continue
            if st.kind == "grant_aura" and (not st.filter.matches(unit.card) or (st.others_only and source is unit)):
                continue
            if conditions_hold(game, st.conditions, source):
                found.extend(a for a in st.granted if a.trigger is trigger)
    return found
