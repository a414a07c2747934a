"""Names a card has in every zone by its own text (「【有効】すべて【効果】このカードが「A」の場合、このカードのカード名は
「B」(と「C」…)としても扱う」, CardScript.all_names): given to the cards of the game once it is set up (402), so that every
filter, designation and count of the game sees them (in the game only: deck construction counts the printed and the
subtext's names, 201.2, 206.3a). The condition is only this card's own name, which no modelled effect changes."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from zxdecks.rules.board import Resource
from zxdecks.rules.cards import CardFacts
from zxdecks.rules.effects import run

if TYPE_CHECKING:
    from zxdecks.rules.goldfish.game import Game

_LISTS = ("deck", "hand", "life", "trash", "charge", "removed", "dynamis", "dynamis_face_up", "player_area", "seen")


def give_all_names(game: Game) -> None:
    """Every card of the game whose script names it more in every zone, with those names (in place, zone by zone)."""
    if not any(s.all_names for s in game.scripts.values()):
        return

    done: dict[int, CardFacts] = {}  # one card object stays one (the hand and `seen` hold the same ones)

    def named(card: CardFacts) -> CardFacts:
        script = game.scripts.get(card.number)
        if script is None or not script.all_names:
            return card
        if id(card) not in done:
            more = frozenset(
                n
                for st in script.all_names
                if run.conditions_hold(game, st.conditions, card)
                for n in st.filter.names_is_any
            )
            done[id(card)] = card if more <= card.names else replace(card, names=card.names | more)
        return done[id(card)]

    for zone in _LISTS:
        setattr(game, zone, [named(c) for c in getattr(game, zone)])
    game.resources = [Resource(named(r.card), r.rebooted) for r in game.resources]
    for unit in game.squares.values():
        unit.card = named(unit.card)
